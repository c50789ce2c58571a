// PUBLIC_BASE_URL unset in production: a start-up warning; ALLOWED_HOSTS, when set, is the only
// set of Host values accepted (links built from the request can only name those).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startupWarnings } from '../../src/startup-warnings.js';
import { buildTestApp } from '../helpers/app.js';

describe('start-up warnings', () => {
  it('warns about PUBLIC_BASE_URL only in production without it', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production' })).map((w) => w.setting)).toEqual(['PUBLIC_BASE_URL']);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://lp.example.com' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('ALLOWED_HOSTS', () => {
  const KEY = 'k-0123456789';
  const create = (app: Parameters<typeof request>[0], host: string) =>
    request(app).post('/api/v1/conversations').set('Host', host).set('Authorization', `Bearer ${KEY}`).send({ scenario_id: 'manager-remote-fridays' });

  it('unset: any Host works and shapes embed_url (the behaviour the warning is about)', async () => {
    const t = await buildTestApp({ env: { SERVICE_API_KEYS: KEY } });
    const res = await create(t.app, 'evil.example').expect(201);
    expect(res.body.embed_url).toMatch(/^http:\/\/evil\.example\//);
  });

  it('set: other hosts are 400 host_not_allowed; listed hosts and loopback pass', async () => {
    const t = await buildTestApp({ env: { SERVICE_API_KEYS: KEY, ALLOWED_HOSTS: 'lp.example.com, app.example.com:8443' } });
    const evil = await create(t.app, 'evil.example');
    expect(evil.status).toBe(400);
    expect(evil.body).toMatchObject({ error: 'host_not_allowed' });
    const ok = await create(t.app, 'LP.example.com').expect(201);
    expect(ok.body.embed_url).toMatch(/^http:\/\/lp\.example\.com\//i);
    await create(t.app, 'app.example.com:8443').expect(201);
    await request(t.app).get('/api/direct/health').set('Host', '127.0.0.1:3000').expect(200);
    const wrongPort = await request(t.app).get('/api/direct/health').set('Host', 'app.example.com:9999');
    expect(wrongPort.status).toBe(400);
  });
});
