// Logs never contain API keys, JWTs, cookies, passwords or provider keys. The access line is built
// from an allow-list and written without pino's path redaction, so its shape is pinned here too.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { buildTestApp } from '../helpers/app.js';

const SECRETS = ['sk-provider-secret-123', 'eyJhbGciOiJIUzI1NiJ9.payload.sig', 'cookie-secret-456', 'svc-key-789', 'map-key-000', 'lrs-pass-111'];

type Line = Record<string, unknown>;
const accessLines = (logs: Line[]) => logs.filter((l) => l.msg === 'request completed');

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

  it('masks every spelling of a secret query parameter and keeps the others', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
    const secret = 'q-secret-222';
    const names = ['token', 'access_token', 'id_token', 'refresh_token', 'auth_token', 'TOKEN', '%74oken', 'token%5B%5D', 'token[]', 'key', 'api_key', 'apikey', 'api-key', 'password', 'client_secret', 'jwt', 'sig', 'X-Goog-Signature', 'code'];
    for (const name of names) await request(t.app).get(`/api/direct/health?lang=en&${name}=${secret}&session=s-1`);
    const lines = accessLines(t.logs);
    expect(lines).toHaveLength(names.length);
    expect(JSON.stringify(t.logs)).not.toContain(secret);
    const urls = lines.map((l) => (l.req as { url: string }).url);
    for (const url of urls) expect(url).toMatch(/^\/api\/direct\/health\?lang=en&[^=]+=\[redacted\]&session=s-1$/);
  });

  it('masks a secret in the query of a URL carried, encoded, as a parameter value', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
    const secret = 'nested-secret-333';
    const returnUrl = encodeURIComponent(`https://lms.example/launch?course=7&token=${secret}`);
    const twice = encodeURIComponent(`https://a.example/next?to=${encodeURIComponent(`https://b.example/?password=${secret}`)}`);
    await request(t.app).get(`/api/direct/health?return_url=${returnUrl}&lang=en`);
    await request(t.app).get(`/api/direct/health?next=${twice}`);
    await request(t.app).get('/api/direct/health?return_url=https%3A%2F%2Flms.example%2Fhome%3Fcourse%3D7');
    const urls = accessLines(t.logs).map((l) => (l.req as { url: string }).url);
    expect(JSON.stringify(t.logs)).not.toContain(secret);
    expect(decodeURIComponent(urls[0]!)).toBe('/api/direct/health?return_url=https://lms.example/launch?course=7&token=[redacted]&lang=en');
    // A carried URL without secrets is logged as sent.
    expect(urls[2]).toBe('/api/direct/health?return_url=https%3A%2F%2Flms.example%2Fhome%3Fcourse%3D7');
  });

  it('masks secrets inside a JSON document carried as a value (the maps\' ?json=), keeping the rest', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
    const secrets = ['sk-json-provider-444', 'lrs-json-pass-555', 'json-url-token-666', '-----BEGIN PRIVATE KEY-----json-777'];
    const body = {
      domain: 'mathematics',
      subdomain: 'algebra',
      key: 'fractions',
      config: {
        llm: { provider: 'builtin', providerBApiKey: secrets[0] },
        xapi: { username: 'lrs-user', password: secrets[1] },
      },
    };
    await request(t.app).get(`/api/direct/map?json=${encodeURIComponent(JSON.stringify(body))}`).expect(200);
    const carried = { config: { xapi: { endpoint: `https://lrs.example/x?token=${secrets[2]}` }, objstore: { bucketName: 'b-1', keyFile: JSON.stringify({ private_key: secrets[3] }) } } };
    await request(t.app).get(`/api/direct/health?json=${encodeURIComponent(JSON.stringify(carried))}`);
    // Not JSON after all: masked by pattern.
    await request(t.app).get(`/api/direct/health?json=${encodeURIComponent(`{"providerAApiKey":"${secrets[0]}",`)}`);
    const all = JSON.stringify(t.logs);
    for (const s of secrets) expect(all).not.toContain(encodeURIComponent(s));
    for (const s of secrets) expect(all).not.toContain(s);
    const urls = accessLines(t.logs).map((l) => decodeURIComponent((l.req as { url: string }).url));
    expect(urls[0]).toContain('"key":"fractions"');
    expect(urls[0]).toContain('"providerBApiKey":"[redacted]"');
    expect(urls[0]).toContain('"username":"lrs-user","password":"[redacted]"');
    expect(urls[1]).toContain('"endpoint":"https://lrs.example/x?token=[redacted]"');
    expect(urls[1]).toContain('"keyFile":"[redacted]"');
    expect(urls[2]).toBe('/api/direct/health?json={"providerAApiKey":"[redacted]",');
  });

  it('the access line holds only its allow-listed fields, credentials named but never their values', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info', SERVICE_API_KEYS: 'svc-key-789' } });
    await request(t.app)
      .get('/api/direct/health')
      .set('Authorization', `Bearer ${SECRETS[1]}`)
      .set('Cookie', `auth_token=${SECRETS[2]}`)
      .set('X-API-Key', SECRETS[4]!)
      .set('Api-Key', SECRETS[3]!)
      .set('X-Secret-Header', SECRETS[0]!)
      .set('User-Agent', 'probe/1.0')
      .set('X-Request-Id', 'req-allow-list-1');
    const [line] = accessLines(t.logs);
    expect(Object.keys(line!).sort()).toEqual(['level', 'msg', 'req', 'res', 'responseTime', 'time']);
    expect(line!.req).toEqual({
      id: 'req-allow-list-1',
      method: 'GET',
      url: '/api/direct/health',
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'x-api-key': '[redacted]', 'api-key': '[redacted]', 'user-agent': 'probe/1.0' },
      remoteAddress: expect.any(String),
    });
    expect(line!.res).toEqual({ statusCode: 200 });
    expect(typeof line!.responseTime).toBe('number');
    expect(JSON.stringify(t.logs)).not.toMatch(new RegExp(SECRETS.map((s) => s.replace(/\./g, '\\.')).join('|')));
  });

  it('an authenticated request names its user by id, never by token', async () => {
    const t = await buildAuthApp({ env: { LOG_LEVEL: 'info' } });
    const token = await tokenFor(t, users.teacher);
    await request(t.app).get('/api/classes').set('Authorization', `Bearer ${token}`).expect(200);
    const [line] = accessLines(t.logs);
    expect(line!.userId).toBe(users.teacher.sub);
    expect(JSON.stringify(t.logs)).not.toContain(token);
    expect(JSON.stringify(t.logs)).not.toContain(token.split('.')[2]);
  });

  it('lines other than the access line keep the path redaction, req.log included', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
    t.deps.logger.child({ req: { headers: { authorization: `Bearer ${SECRETS[1]}` } } }).info({ config: { llm: { key: SECRETS[0] } } }, 'child');
    t.deps.logger.info({ req: { headers: { cookie: SECRETS[2] } } }, 'root');
    const all = JSON.stringify(t.logs);
    for (const s of SECRETS) expect(all).not.toContain(s);
  });

  it('redacts a secret logged at the top level of an object, not only one level down', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'info' } });
    t.deps.logger.info({ token: SECRETS[0], password: SECRETS[1], apiKey: SECRETS[2] }, 'top level');
    const all = JSON.stringify(t.logs);
    for (const s of SECRETS) expect(all).not.toContain(s);
    expect(all).toContain('top level');
  });
});

describe('the access line follows the logger level', () => {
  it('a level changed at run time reaches the access line, which is built once per app', async () => {
    const t = await buildTestApp({ env: { LOG_LEVEL: 'warn' } });
    await request(t.app).get('/api/direct/health').expect(200);
    expect(accessLines(t.logs)).toHaveLength(0);
    t.deps.logger.level = 'info';
    await request(t.app).get('/api/direct/health').expect(200);
    expect(accessLines(t.logs)).toHaveLength(1);
    t.deps.logger.level = 'warn';
    await request(t.app).get('/api/direct/health').expect(200);
    expect(accessLines(t.logs)).toHaveLength(1);
  });
});
