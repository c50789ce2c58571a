// A logged-in caller's map generations (cache misses) are counted per user
// (MAP_USER_MISSES_PER_MINUTE), map key or not: with a provider configured each miss is a model
// call on the server's key, and per-address limits never applied to logged-in callers, so one
// account could otherwise have the server make them as fast as it can ask. Cached maps still
// answer; a keyed request without a login (the operator's own integration) is not counted.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { TEST_SECRET, bearer, tokenFor, users } from '../../auth/helpers.js';
import { mapsApp, STRUCTURAL } from './support.js';

const topic = (key: string) => ({ ...STRUCTURAL, key });

describe('logged-in map generations', () => {
  it('are counted per user: past the limit 429 rate_limited with Retry-After, cache hits still answer, other users and anonymous callers keep their own budgets', async () => {
    const t = await mapsApp({ env: { JWT_SECRET: TEST_SECRET, MAP_USER_MISSES_PER_MINUTE: '2' } });
    const teacher = bearer(await tokenFor(t, users.teacher));
    const learner = bearer(await tokenFor(t, users.learner));
    const as = (auth: Record<string, string>, key: string) => request(t.app).post('/api/direct/map').set(auth).send(topic(key));

    expect((await as(teacher, 'u1').expect(200)).body.cached).toBe(false);
    expect((await as(teacher, 'u2').expect(200)).body.cached).toBe(false);
    const over = await as(teacher, 'u3');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // skipCache is a generation too; the GET form and the cookie share the user's budget.
    expect((await request(t.app).post('/api/direct/map?skipCache=true').set(teacher).send(topic('u1'))).status).toBe(429);
    const cookie = { Cookie: `auth_token=${await tokenFor(t, users.teacher)}` };
    expect((await request(t.app).get('/api/direct/map').set(cookie).query({ json: JSON.stringify(topic('u4')) })).status).toBe(429);
    // A cached map still answers.
    expect((await as(teacher, 'u1').expect(200)).body.cached).toBe(true);
    // Another user and the anonymous address have their own budgets.
    await as(learner, 'l1').expect(200);
    await request(t.app).post('/api/direct/map').send(topic('a1')).expect(200);

    t.clock.advance(60_000);
    expect((await as(teacher, 'u3').expect(200)).body.cached).toBe(false);
    await t.close();
  });

  it('counts a keyed request with a login against its user, and leaves a keyed request without one uncounted', async () => {
    const t = await mapsApp({ env: { JWT_SECRET: TEST_SECRET, MAP_API_KEYS: 'map-key-0123456789', MAP_USER_MISSES_PER_MINUTE: '1' } });
    const keyed = () => request(t.app).post('/api/direct/map').set('X-API-Key', 'map-key-0123456789');
    for (const k of ['k1', 'k2', 'k3']) await keyed().send(topic(k)).expect(200);
    const cookie = { Cookie: `auth_token=${await tokenFor(t, users.teacher)}` };
    await keyed().set(cookie).send(topic('t1')).expect(200);
    expect((await keyed().set(cookie).send(topic('t2'))).status).toBe(429);
    await t.close();
  });

  it('reads MAP_USER_MISSES_PER_MINUTE as a whole number from 1, default 60', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).maps.userMissesPerMinute).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test', MAP_USER_MISSES_PER_MINUTE: '5' }).maps.userMissesPerMinute).toBe(5);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_USER_MISSES_PER_MINUTE: '0' })).toThrow(/MAP_USER_MISSES_PER_MINUTE/);
    expect(() => loadConfig({ NODE_ENV: 'test', MAP_USER_MISSES_PER_MINUTE: 'many' })).toThrow(/MAP_USER_MISSES_PER_MINUTE/);
  });
});
