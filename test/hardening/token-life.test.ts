// Tokens have a bounded life (JWT_MAX_AGE, default 24 h: exp - iat over it, or no iat, is 401) and
// logout revokes the token itself, so a copied cookie stops working until it would have expired.
import express from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookieAuth } from '../../src/auth/middleware.js';
import { principalOf } from '../../src/auth/principal.js';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { TEST_SECRET, bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import type { TestApp } from '../helpers/app.js';

const key = new TextEncoder().encode(TEST_SECRET);
const nowS = (t: TestApp) => Math.floor(t.clock.now() / 1000);

function unsigned(t: TestApp, claims: Record<string, unknown>) {
  return new SignJWT({ email: users.teacher.email, role: 'teacher', ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(users.teacher.sub);
}

describe('JWT_MAX_AGE', () => {
  it('a token valid for a century is 401', async () => {
    const t = buildAuthApp();
    const token = await unsigned(t, {}).setIssuedAt(nowS(t)).setExpirationTime(nowS(t) + 100 * 365 * 86_400).sign(key);
    const res = await request(t.app).get('/api/classes').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'invalid_token' });
    expect(res.body.message).toMatch(/lifetime/);
  });

  it('a token without iat is 401', async () => {
    const t = buildAuthApp();
    const token = await unsigned(t, {}).setExpirationTime(nowS(t) + 600).sign(key);
    const res = await request(t.app).get('/api/classes').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/iat/);
  });

  it('24 h is accepted by default; JWT_MAX_AGE lowers the bound', async () => {
    const t = buildAuthApp();
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, users.teacher, { ttlSeconds: 86_400 }))).expect(200);
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, users.teacher, { ttlSeconds: 86_401 }))).expect(401);
    const short = buildAuthApp({ env: { JWT_MAX_AGE: '1h' } });
    await request(short.app).get('/api/classes').set(bearer(await tokenFor(short, users.teacher, { ttlSeconds: 3600 }))).expect(200);
    await request(short.app).get('/api/classes').set(bearer(await tokenFor(short, users.teacher, { ttlSeconds: 7200 }))).expect(401);
  });
});

describe('logout revokes the token', () => {
  it('a copied cookie (or the same token as a bearer) stops working after logout, until and after exp', async () => {
    const t = buildAuthApp();
    const probe = express();
    probe.get('/probe', cookieAuth(t.context), (req, res) => void res.json(principalOf(req)));
    probe.use(errorHandler);

    const token = await tokenFor(t, users.teacher, { ttlSeconds: 3600 });
    const other = await tokenFor(t, users.learner, { ttlSeconds: 3600 });
    const login = await request(t.app).post('/api/auth/session').set(bearer(token)).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    await request(probe).get('/probe').set('Cookie', cookie).expect(200);

    await request(t.app).post('/api/auth/logout').set('Cookie', cookie).expect(200);

    const copied = await request(probe).get('/probe').set('Cookie', cookie);
    expect(copied.status).toBe(401);
    expect(copied.body).toMatchObject({ error: 'token_revoked' });
    expect((await request(t.app).get('/api/classes').set(bearer(token))).status).toBe(401);
    expect((await request(t.app).post('/api/auth/session').set(bearer(token))).status).toBe(401);
    // Other tokens are untouched.
    await request(t.app).get('/api/classes').set(bearer(other)).expect(200);
  });

  it('the denylist lives in the database and forgets entries past their exp', async () => {
    const t = buildAuthApp();
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 3600 });
    await request(t.app).post('/api/auth/logout').set('Cookie', `auth_token=${token}`).expect(200);
    const rows = () => (t.deps.db.prepare('SELECT COUNT(*) AS n FROM revoked_tokens').get() as { n: number }).n;
    expect(rows()).toBe(1);
    t.clock.advance(3600_000 + 60_000);
    const later = await tokenFor(t, users.learner, { ttlSeconds: 3600 });
    await request(t.app).post('/api/auth/logout').set('Cookie', `auth_token=${later}`).expect(200);
    expect(rows()).toBe(1);
  });

  it('tokens issued by the service carry a jti', async () => {
    const t = buildAuthApp({ env: { AUTH_DEV_LOGIN: 'true' } });
    const res = await request(t.app).post('/api/auth/dev-login').send({ email: 'a@b.test', role: 'teacher' }).expect(200);
    const payload = JSON.parse(Buffer.from(String(res.body.token).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(typeof payload.jti).toBe('string');
    expect((payload.exp as number) - (payload.iat as number)).toBeLessThanOrEqual(86_400);
  });
});
