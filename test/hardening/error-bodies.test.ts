// Error bodies are bounded and say nothing of the inside: at most 20 listed problems plus a count
// of the rest, each message capped; upstream failures reach the client as a code, a short message
// and the request id, while the provider's URL and SDK message go only to the log.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { startFakeServer, type FakeServer } from '../helpers/fake-providers/server.js';
import { authA, conversationApp, createBody } from '../conversations/api/fixtures.js';

const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`u${i}`, i]));

describe('bounded validation errors', () => {
  it('conversation API: 20,000 unknown keys answer a small body listing at most 20 problems and a count of the rest', async () => {
    const { app } = await conversationApp({ env: { BODY_LIMIT_KB: '1024' } });
    const res = await request(app).post('/api/v1/conversations').set(authA).send(createBody(manyKeys(20_000))).expect(400);
    expect(res.body.error).toBe('invalid_config');
    expect(JSON.stringify(res.body).length).toBeLessThan(8_000);
    expect(res.body.errors.length).toBeLessThanOrEqual(20);
    expect(res.body.errors[0]).toMatch(/and 19980 more: unknown fields$/);
    for (const line of res.body.errors as string[]) expect(line.length).toBeLessThanOrEqual(300);
    expect(res.body.message.length).toBeLessThanOrEqual(300);
  });

  it('conversation API: many distinct problems are capped at 20 listed plus the exact count of the rest', async () => {
    const { app } = await conversationApp();
    const metadata = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, { nested: i }]));
    const res = await request(app).post('/api/v1/conversations').set(authA).send(createBody({ metadata })).expect(400);
    expect(res.body.errors).toHaveLength(20);
    expect(res.body.errors_omitted).toBe(10);
  });

  it('standard shape: unknown keys in a map request answer a bounded body', async () => {
    const t = await buildTestApp({ env: { BODY_LIMIT_KB: '1024' } });
    const res = await request(t.app)
      .post('/api/direct/map')
      .send({ domain: 'mathematics', subdomain: 'algebra', key: 'fractions', ...manyKeys(20_000) })
      .expect(400);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body).length).toBeLessThan(4_000);
    expect(res.body.message.length).toBeLessThanOrEqual(300);
    expect(res.body.message).toMatch(/and 19980 more/);
  });
});

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('upstream failures', () => {
  it('a failing model provider answers code, short message and request id; the URL and SDK message stay in the log', async () => {
    fake = await startFakeServer(() => ({ status: 500, json: { error: { message: 'db-7.internal.corp exploded', type: 'server_error' } } }));
    const t = await buildTestApp({
      env: { PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: `${fake.url}/v1`, LLM_MAX_RETRIES: '0', OUTBOUND_ALLOW_PRIVATE: 'true' },
    });
    const res = await request(t.app)
      .post('/api/direct/map')
      .set('X-LLM-Provider', 'provider_b')
      .set('X-Request-Id', 'req-upstream-1')
      .send({ domain: 'mathematics', subdomain: 'algebra', key: 'fractions' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, error: 'generation_failed', message: expect.any(String), requestId: 'req-upstream-1' });
    const text = JSON.stringify(res.body);
    const host = new URL(fake.url).host;
    for (const secret of ['internal.corp', 'exploded', host, '127.0.0.1', '500']) expect(text).not.toContain(secret);
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('exploded');
  });

  it('conversation API upstream failures carry request_id', async () => {
    fake = await startFakeServer(() => ({ status: 500, json: { error: { message: 'db-7.internal.corp exploded' } } }));
    const { app } = await conversationApp({
      env: { LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: `${fake.url}/v1`, LLM_MAX_RETRIES: '0', OUTBOUND_ALLOW_PRIVATE: 'true' },
    });
    const res = await request(app).post('/api/v1/conversations').set(authA).set('X-Request-Id', 'req-a-1').send(createBody());
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'npc_generation_failed', message: expect.any(String), request_id: 'req-a-1' });
  });
});
