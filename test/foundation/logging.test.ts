// Logs never contain API keys, JWTs, cookies or provider keys.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';

const SECRETS = ['sk-provider-secret-123', 'eyJhbGciOiJIUzI1NiJ9.payload.sig', 'cookie-secret-456', 'svc-key-789', 'map-key-000', 'lrs-pass-111'];

describe('log redaction', () => {
  it('redacts credentials in headers, cookies, query strings and logged objects', async () => {
    const t = await buildTestApp({ env: { SERVICE_API_KEYS: 'svc-key-789' } });
    await request(t.app).get('/api/direct/health').set('Authorization', `Bearer ${SECRETS[1]}`).set('Cookie', `auth_token=${SECRETS[2]}`).set('X-API-Key', SECRETS[4]!);
    await request(t.app).get(`/api/nothing?token=${SECRETS[1]}&key=${SECRETS[4]}`);
    await request(t.app).post('/api/v1/conversations').set('Authorization', `Bearer ${SECRETS[3]}`).send({ scenario_id: 'x' });
    t.deps.logger.info({ config: { llm: { providerAApiKey: SECRETS[0] }, xapi: { password: SECRETS[5] } } }, 'request config');
    t.deps.logger.info({ body: { providerCApiKey: SECRETS[0], password: SECRETS[5], token: SECRETS[1] } }, 'body');
    const all = JSON.stringify(t.logs);
    expect(t.logs.length).toBeGreaterThanOrEqual(5);
    for (const s of SECRETS) expect(all).not.toContain(s);
    expect(all).toContain('[redacted]');
    // Every access line carries the request id.
    const access = t.logs.filter((l) => l.req);
    expect(access.every((l) => typeof (l.req as { id?: unknown }).id === 'string')).toBe(true);
  });

  it('names a credential header only when the request sent one', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
    await request(t.app).get('/api/direct/health');
    const line = t.logs.find((l) => l.msg === 'request completed') as { req: { headers: Record<string, unknown> } };
    expect(line.req.headers).not.toHaveProperty('authorization');
    expect(line.req.headers).not.toHaveProperty('cookie');
  });
});
