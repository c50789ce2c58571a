// Fair use of the live-session capacity: one key may hold at most its share
// (SESSION_MAX_LIVE_PER_KEY, default a quarter of SESSION_MAX_LIVE), demo sessions at most
// SESSION_MAX_LIVE_PER_IP per client address; an ended session stops counting as live (its report
// stays readable until its TTL); SESSION_MAX_BYTES bounds a transcript (past it the session ends
// with end_reason max_size_reached, and /end gives its report).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { KEY_A, KEY_B, authA, authB, conversationApp, createBody, createSession } from '../conversations/api/fixtures.js';

const BASE = '/api/v1/conversations';

describe('per-key share', () => {
  it('defaults to a quarter of the global cap', () => {
    expect(loadConfig({ SESSION_MAX_LIVE: '100' }).conversations.maxLivePerKey).toBe(25);
    expect(loadConfig({ SESSION_MAX_LIVE: '2' }).conversations.maxLivePerKey).toBe(1);
    expect(loadConfig({ SESSION_MAX_LIVE: '100', SESSION_MAX_LIVE_PER_KEY: '60' }).conversations.maxLivePerKey).toBe(60);
  });

  it('one key cannot fill the global cap: past its share it is 429, and other keys still get sessions', async () => {
    const { app } = await conversationApp({ env: { SESSION_MAX_LIVE: '8' } });
    for (let i = 0; i < 2; i++) await createSession(app);
    const over = await request(app).post(BASE).set(authA).send(createBody());
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'rate_limited' });
    expect(over.headers['retry-after']).toBeDefined();
    await createSession(app, {}, authB);
  });
});

describe('ended sessions', () => {
  it('do not count as live, and their report stays readable until the TTL', async () => {
    const { app, clock } = await conversationApp({ env: { SESSION_MAX_LIVE: '4', SESSION_MAX_LIVE_PER_KEY: '1' } });
    const first = await createSession(app, { ttl_seconds: 600 });
    await request(app).post(BASE).set(authA).send(createBody()).expect(429);
    const report = await request(app).post(`${BASE}/${first.session_id}/end`).set(authA).expect(200);
    await createSession(app);
    const again = await request(app).post(`${BASE}/${first.session_id}/end`).set(authA).expect(200);
    expect(again.body.report).toEqual(report.body.report);
    clock.advance(600_000);
    await request(app).post(`${BASE}/${first.session_id}/end`).set(authA).expect(404);
  });

  it('a session ended by max_user_turns frees its slot too', async () => {
    const { app } = await conversationApp({ env: { SESSION_MAX_LIVE: '4', SESSION_MAX_LIVE_PER_KEY: '1' } });
    const s = await createSession(app, { max_user_turns: 1 });
    const turn = await request(app).post(`${BASE}/${s.session_id}/messages`).set(authA).send({ text: 'What matters most to you here?' }).expect(200);
    expect(turn.body.session_ended).toBe(true);
    await createSession(app);
  });
});

describe('demo sessions', () => {
  it('are limited per client address', async () => {
    const DEMO = 'demo-key-0123456789';
    const { app } = await conversationApp({
      env: { SERVICE_API_KEYS: `${KEY_A},${KEY_B},${DEMO}`, DEMO_API_KEY: DEMO, SESSION_MAX_LIVE_PER_IP: '2', TRUST_PROXY: 'true' },
    });
    const demo = (ip: string) => request(app).post('/simulation/api/demo-sessions').set('X-Forwarded-For', ip).send({ scenario_id: 'manager-remote-fridays' });
    await demo('203.0.113.7').expect(201);
    await demo('203.0.113.7').expect(201);
    const over = await demo('203.0.113.7');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
    await demo('198.51.100.9').expect(201);
  });

  it('count an IPv6 client by its /56, whichever of its addresses it starts them from', async () => {
    const DEMO = 'demo-key-0123456789';
    const { app } = await conversationApp({
      env: { SERVICE_API_KEYS: `${KEY_A},${KEY_B},${DEMO}`, DEMO_API_KEY: DEMO, SESSION_MAX_LIVE_PER_IP: '2', TRUST_PROXY: 'true' },
    });
    const demo = (ip: string) => request(app).post('/simulation/api/demo-sessions').set('X-Forwarded-For', ip).send({ scenario_id: 'manager-remote-fridays' });
    await demo('2001:db8:7:1::1').expect(201);
    await demo('2001:db8:7:1::2').expect(201);
    expect((await demo('2001:db8:7:2:ffff::3')).status).toBe(429);
    await demo('2001:db8:8::1').expect(201);
  });

  it('all demo sessions together stay within the demo key\'s share', async () => {
    const DEMO = 'demo-key-0123456789';
    const { app } = await conversationApp({
      env: { SERVICE_API_KEYS: `${KEY_A},${KEY_B},${DEMO}`, DEMO_API_KEY: DEMO, SESSION_MAX_LIVE: '12', SESSION_MAX_LIVE_PER_IP: '2', TRUST_PROXY: 'true' },
    });
    const demo = (ip: string) => request(app).post('/simulation/api/demo-sessions').set('X-Forwarded-For', ip).send({ scenario_id: 'manager-remote-fridays' });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await demo(ip).expect(201);
    expect((await demo('203.0.113.4')).status).toBe(429);
    await createSession(app);
  });
});

describe('SESSION_MAX_BYTES', () => {
  it('past the bound the session ends with max_size_reached, and /end gives its report', async () => {
    const { app } = await conversationApp({ env: { SESSION_MAX_BYTES: '12000' } });
    const s = await createSession(app);
    const text = `Could you tell me more about your concerns? ${'I want to understand your view. '.repeat(100)}`.slice(0, 3500);
    let last;
    for (let i = 0; i < 10; i++) {
      last = await request(app).post(`${BASE}/${s.session_id}/messages`).set(authA).send({ text });
      if (last.status !== 200 || last.body.session_ended) break;
    }
    expect(last!.status).toBe(200);
    expect(last!.body).toMatchObject({ session_ended: true, end_reason: 'max_size_reached' });
    expect(last!.body.turn_count).toBeLessThanOrEqual(4);
    const more = await request(app).post(`${BASE}/${s.session_id}/messages`).set(authA).send({ text: 'hello?' });
    expect(more.status).toBe(409);
    const end = await request(app).post(`${BASE}/${s.session_id}/end`).set(authA).expect(200);
    expect(end.body.report.overall_score).toEqual(expect.any(Number));
    const status = await request(app).get(`${BASE}/${s.session_id}`).set(authA).expect(200);
    expect(status.body.end_reason).toBe('max_size_reached');
  });
});
