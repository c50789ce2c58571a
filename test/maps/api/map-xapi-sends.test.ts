// An anonymous map request (no map key, no login) naming its own record store (`config.xapi`) makes
// the server POST a statement to a host, with credentials, the caller chose: each such request is
// counted per client address (MAP_ANON_SENDS_PER_MINUTE), cache hits too, and past the limit it is
// refused before any generation or send. A logged-in caller's are counted the same way per user
// (MAP_USER_SENDS_PER_MINUTE); keyed requests without a login are not counted. The LRS here is a
// loopback HTTP server that only counts what reaches it (OUTBOUND_ALLOW_PRIVATE lets the guard
// send there).
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { TEST_SECRET, bearer, tokenFor, users } from '../../auth/helpers.js';
import { settled, startStatementSink, type Received, type StatementSink } from './statement-sink.js';
import { mapsApp, STRUCTURAL } from './support.js';

let sink: StatementSink;
let endpoint: string;
let received: Received[] = [];

beforeAll(async () => {
  sink = await startStatementSink();
  endpoint = sink.endpoint;
  received = sink.received;
});
afterAll(() => sink.close());
beforeEach(() => {
  received.length = 0;
});

const withXapi = (key: string = STRUCTURAL.key) => ({ ...STRUCTURAL, key, config: { xapi: { endpoint, username: 'chosen', password: 'by-caller' } } });

describe('anonymous sends to a map request\'s own record store', () => {
  it('are counted per client address, cache hits included; past the limit 429 rate_limited with Retry-After, before any generation or send', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', TRUST_PROXY: 'true', MAP_ANON_SENDS_PER_MINUTE: '2' } });
    const from = (ip: string) => request(t.app).post('/api/direct/map').set('X-Forwarded-For', ip);
    // Requests that name no record store are not sends.
    for (const k of ['p1', 'p2', 'p3']) await from('203.0.113.5').send({ ...STRUCTURAL, key: k }).expect(200);

    const first = await from('203.0.113.5').send(withXapi()).expect(200);
    expect(first.body.cached).toBe(false);
    const hit = await from('203.0.113.5').send(withXapi()).expect(200);
    expect(hit.body.cached).toBe(true);
    await settled(t.logs, 2);

    const over = await from('203.0.113.5').send(withXapi());
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited', details: { field: 'config.xapi.endpoint' } });
    expect(over.body.message).toMatch(/record store \(config\.xapi\)/);
    expect(over.body.message).toMatch(/at most 2 a minute/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The GET form shares the budget; a topic never asked is refused before it is generated.
    const overGet = await request(t.app).get('/api/direct/map').set('X-Forwarded-For', '203.0.113.5').query({ json: JSON.stringify(withXapi('never generated')) });
    expect(overGet.status).toBe(429);
    expect(overGet.body.error).toBe('rate_limited');
    // The same request without config.xapi still answers from the cache.
    await from('203.0.113.5').send(STRUCTURAL).expect(200);

    // Another address has its own budget; its send is the only one that follows.
    await from('198.51.100.2').send(withXapi()).expect(200);
    await settled(t.logs, 3);
    expect(received).toHaveLength(3);
    expect(received.every((r) => r.actor.account?.name === 'anonymous')).toBe(true);

    t.clock.advance(60_000);
    const later = await from('203.0.113.5').send(withXapi('never generated')).expect(200);
    expect(later.body.cached).toBe(false);
    await settled(t.logs, 4);
    expect(received).toHaveLength(4);
    await t.close();
  });

  it('counts an IPv6 client by its /56, as the other per-address limits do', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', TRUST_PROXY: 'true', MAP_ANON_SENDS_PER_MINUTE: '1' } });
    const from = (ip: string) => request(t.app).post('/api/direct/map').set('X-Forwarded-For', ip).send(withXapi());
    await from('2001:db8:1:2::1').expect(200);
    expect((await from('2001:db8:1:ff::5')).status).toBe(429);
    await from('2001:db8:2::1').expect(200);
    await settled(t.logs, 2);
    expect(received).toHaveLength(2);
    await t.close();
  });

  it('does not charge a logged-in caller\'s sends to its address', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET, MAP_ANON_SENDS_PER_MINUTE: '1' } });
    const token = await tokenFor(t, users.teacher);
    for (let i = 0; i < 4; i++) await request(t.app).post('/api/direct/map').set(bearer(token)).send(withXapi()).expect(200);
    // The same address, anonymous: its one send is still there, then none.
    await request(t.app).post('/api/direct/map').send(withXapi()).expect(200);
    expect((await request(t.app).post('/api/direct/map').send(withXapi())).status).toBe(429);
    await settled(t.logs, 5);
    expect(received.filter((r) => r.actor.mbox === `mailto:${users.teacher.email}`)).toHaveLength(4);
    expect(received.filter((r) => r.actor.account?.name === 'anonymous')).toHaveLength(1);
    expect(received.every((r) => r.auth === `Basic ${Buffer.from('chosen:by-caller').toString('base64')}`)).toBe(true);
    await t.close();
  });

  it('does not count keyed requests (MAP_API_KEYS) without a login', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', MAP_API_KEYS: 'map-key-0123456789', MAP_ANON_SENDS_PER_MINUTE: '1', MAP_USER_SENDS_PER_MINUTE: '1' } });
    for (let i = 0; i < 3; i++) await request(t.app).post('/api/direct/map').set('X-API-Key', 'map-key-0123456789').send(withXapi()).expect(200);
    await settled(t.logs, 3);
    expect(received).toHaveLength(3);
    await t.close();
  });

  it('with MAP_ANON_SENDS_PER_MINUTE=0 refuses every anonymous send, and only those', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET, MAP_ANON_SENDS_PER_MINUTE: '0' } });
    const refused = await request(t.app).post('/api/direct/map').send(withXapi());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: 'rate_limited', details: { field: 'config.xapi.endpoint' } });
    expect(refused.body.message).toMatch(/sends no statements to a request's own record store \(config\.xapi\) for requests without a map key or login/);
    expect(refused.headers['retry-after']).toBe('60');
    await request(t.app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    const token = await tokenFor(t, users.teacher);
    await request(t.app).post('/api/direct/map').set(bearer(token)).send(withXapi()).expect(200);
    await settled(t.logs, 1);
    expect(received).toHaveLength(1);
    expect(received[0]!.actor.mbox).toBe(`mailto:${users.teacher.email}`);
    await t.close();
  });

  it('reads MAP_ANON_SENDS_PER_MINUTE as a whole number from 0, default 20', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).maps.anonymousSendsPerMinute).toBe(20);
    expect(loadConfig({ NODE_ENV: 'test', MAP_ANON_SENDS_PER_MINUTE: '0' }).maps.anonymousSendsPerMinute).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_ANON_SENDS_PER_MINUTE: '-1' })).toThrow(/MAP_ANON_SENDS_PER_MINUTE/);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_ANON_SENDS_PER_MINUTE: 'many' })).toThrow(/MAP_ANON_SENDS_PER_MINUTE/);
  });
});

describe('logged-in sends to a map request\'s own record store', () => {
  it('are counted per user, cache hits included; past the limit 429 rate_limited with Retry-After, before any generation or send', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET, MAP_USER_SENDS_PER_MINUTE: '2' } });
    const teacher = bearer(await tokenFor(t, users.teacher));
    const learner = bearer(await tokenFor(t, users.learner));
    const as = (auth: Record<string, string>, key?: string) => request(t.app).post('/api/direct/map').set(auth).send(withXapi(key));
    // Requests that name no record store are not sends.
    for (const k of ['p1', 'p2', 'p3']) await request(t.app).post('/api/direct/map').set(teacher).send({ ...STRUCTURAL, key: k }).expect(200);

    expect((await as(teacher).expect(200)).body.cached).toBe(false);
    expect((await as(teacher).expect(200)).body.cached).toBe(true);
    await settled(t.logs, 2);

    const over = await as(teacher, 'never generated');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited', details: { field: 'config.xapi.endpoint' } });
    expect(over.body.message).toMatch(/record store \(config\.xapi\) for this user: at most 2 a minute/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The GET form and the auth cookie share the user's budget.
    const cookie = { Cookie: `auth_token=${await tokenFor(t, users.teacher)}` };
    const overGet = await request(t.app).get('/api/direct/map').set(cookie).query({ json: JSON.stringify(withXapi('never generated')) });
    expect(overGet.status).toBe(429);
    expect(overGet.body.error).toBe('rate_limited');
    // The same request without config.xapi still answers.
    await request(t.app).post('/api/direct/map').set(teacher).send(STRUCTURAL).expect(200);

    // Another user has its own budget, and so does the address when anonymous.
    await as(learner).expect(200);
    await request(t.app).post('/api/direct/map').send(withXapi()).expect(200);
    await settled(t.logs, 4);
    expect(received.filter((r) => r.actor.mbox === `mailto:${users.teacher.email}`)).toHaveLength(2);
    expect(received).toHaveLength(4);

    // The refused topic was never generated: after the window it is a first generation.
    t.clock.advance(60_000);
    expect((await as(teacher, 'never generated').expect(200)).body.cached).toBe(false);
    await settled(t.logs, 5);
    expect(received).toHaveLength(5);
    await t.close();
  });

  it('counts a keyed request with a login against its user', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET, MAP_API_KEYS: 'map-key-0123456789', MAP_USER_SENDS_PER_MINUTE: '1' } });
    const cookie = { Cookie: `auth_token=${await tokenFor(t, users.teacher)}` };
    const keyedAs = () => request(t.app).post('/api/direct/map').set('X-API-Key', 'map-key-0123456789').set(cookie).send(withXapi());
    await keyedAs().expect(200);
    expect((await keyedAs()).status).toBe(429);
    await settled(t.logs, 1);
    expect(received).toHaveLength(1);
    await t.close();
  });

  it('with MAP_USER_SENDS_PER_MINUTE=0 refuses every logged-in send, and only those', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET, MAP_USER_SENDS_PER_MINUTE: '0' } });
    const token = await tokenFor(t, users.teacher);
    const refused = await request(t.app).post('/api/direct/map').set(bearer(token)).send(withXapi());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, error: 'rate_limited', details: { field: 'config.xapi.endpoint' } });
    expect(refused.body.message).toMatch(/sends no statements to a request's own record store \(config\.xapi\) for logged-in requests/);
    expect(refused.headers['retry-after']).toBe('60');
    await request(t.app).post('/api/direct/map').set(bearer(token)).send(STRUCTURAL).expect(200);
    await request(t.app).post('/api/direct/map').send(withXapi()).expect(200);
    await settled(t.logs, 1);
    expect(received).toHaveLength(1);
    expect(received[0]!.actor.account?.name).toBe('anonymous');
    await t.close();
  });

  it('reads MAP_USER_SENDS_PER_MINUTE as a whole number from 0, default 60', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).maps.userSendsPerMinute).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test', MAP_USER_SENDS_PER_MINUTE: '0' }).maps.userSendsPerMinute).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_USER_SENDS_PER_MINUTE: '-1' })).toThrow(/MAP_USER_SENDS_PER_MINUTE/);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_USER_SENDS_PER_MINUTE: 'many' })).toThrow(/MAP_USER_SENDS_PER_MINUTE/);
  });
});
