// The cookie middleware (cookie-authenticated areas) on a probe route built from the app's own auth layer and error
// handler: the cookie is the only credential, and writes from foreign origins are refused.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../src/auth/cookies.js';
import { principalOf } from '../../src/auth/principal.js';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { bearer, buildAuthApp, tokenFor, users } from './helpers.js';

async function probe(env: Record<string, string> = {}) {
  const t = await buildAuthApp({ env });
  const app = express();
  app.set('trust proxy', t.deps.config.server.trustProxy);
  app.use(express.json());
  app.get('/probe', t.root.auth.cookie, (req, res) => void res.json(principalOf(req)));
  app.post('/probe', t.root.auth.cookie, (req, res) => void res.json(principalOf(req)));
  app.get('/bearer', t.root.auth.bearer, (req, res) => void res.json(principalOf(req)));
  app.use(errorHandler);
  return { t, app };
}

describe('cookieAuth', () => {
  it('produces the same principal as bearerAuth from the same token', async () => {
    const { t, app } = await probe();
    const token = await tokenFor(t, users.otherTeacher);
    const viaCookie = await request(app).get('/probe').set('Cookie', `theme=dark; auth_token=${token}`).expect(200);
    const viaBearer = await request(app).get('/bearer').set(bearer(token)).expect(200);
    expect(viaCookie.body).toEqual({ userId: 'teacher-2', email: 'other@school.test', name: 'Otto Other', role: 'teacher' });
    expect(viaBearer.body).toEqual(viaCookie.body);
  });

  it('ignores an Authorization header (401 without the cookie)', async () => {
    const { t, app } = await probe();
    const res = await request(app).get('/probe').set(bearer(await tokenFor(t, users.admin)));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'missing_authorization' });
  });

  it('refuses an invalid or expired cookie with 401', async () => {
    const { t, app } = await probe();
    expect((await request(app).get('/probe').set('Cookie', 'auth_token=garbage')).status).toBe(401);
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 60 });
    t.clock.advance(120_000);
    const res = await request(app).get('/probe').set('Cookie', `auth_token=${token}`);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('token_expired');
  });

  it('refuses writes from a browser origin not in CORS_ORIGINS and not same-origin (403 origin_not_allowed)', async () => {
    const { t, app } = await probe({ CORS_ORIGINS: 'https://app.school.test' });
    const cookie = `auth_token=${await tokenFor(t, users.teacher)}`;
    const post = (headers: Record<string, string>) => request(app).post('/probe').set('Cookie', cookie).set(headers).send({});
    const refused = await post({ Origin: 'https://evil.test' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: 'origin_not_allowed' });
    expect((await post({ Origin: 'null' })).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post({ Origin: 'https://app.school.test' })).status).toBe(200);
    expect((await post({})).status).toBe(200); // no Origin: not a browser cross-site request
    // Same origin: the Host the request was sent to.
    expect((await post({ Origin: 'http://service.test', Host: 'service.test' })).status).toBe(200);
    // Reads are not writes.
    expect((await request(app).get('/probe').set('Cookie', cookie).set('Origin', 'https://evil.test')).status).toBe(200);
  });

  it('does not treat CORS_ORIGINS=* as permission for cookie writes from anywhere', async () => {
    const { t, app } = await probe({ CORS_ORIGINS: '*' });
    const res = await request(app).post('/probe').set('Cookie', `auth_token=${await tokenFor(t, users.teacher)}`).set('Origin', 'https://evil.test').send({});
    expect(res.status).toBe(403);
  });

  it('honours PUBLIC_BASE_URL and forwarded https as same-origin', async () => {
    const { t, app } = await probe({ PUBLIC_BASE_URL: 'https://learn.school.test/base', TRUST_PROXY: 'true' });
    const cookie = `auth_token=${await tokenFor(t, users.teacher)}`;
    expect((await request(app).post('/probe').set('Cookie', cookie).set('Origin', 'https://learn.school.test').send({})).status).toBe(200);
    const forwarded = await request(app)
      .post('/probe')
      .set('Cookie', cookie)
      .set({ Origin: 'https://edge.school.test', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'edge.school.test' })
      .send({});
    expect(forwarded.status).toBe(200);
  });
});

describe('readCookie', () => {
  it('finds the named cookie among others, decodes it, and ignores look-alikes', () => {
    expect(readCookie('a=1; auth_token=abc.def; b=2', 'auth_token')).toBe('abc.def');
    expect(readCookie('xauth_token=1; auth_token="q"', 'auth_token')).toBe('q');
    expect(readCookie('auth_token=a%2Eb', 'auth_token')).toBe('a.b');
    expect(readCookie('auth_token=%E0%A4%A', 'auth_token')).toBe('%E0%A4%A');
    expect(readCookie(undefined, 'auth_token')).toBeUndefined();
    expect(readCookie('other=1', 'auth_token')).toBeUndefined();
  });
});
