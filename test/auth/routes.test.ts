// /api/auth/*: the session cookie's attributes, logout, and dev-login's gating.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor, users } from './helpers.js';

function cookieOf(res: request.Response): string {
  const set = res.headers['set-cookie'] as unknown as string[] | undefined;
  const c = set?.find((s) => s.startsWith('auth_token='));
  if (!c) throw new Error(`no auth_token cookie in ${JSON.stringify(set)}`);
  return c;
}

describe('POST /api/auth/session', () => {
  it('sets the httpOnly, SameSite=Lax cookie with Max-Age until the token expires', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 7200 });
    const res = await request(t.app).post('/api/auth/session').set(bearer(token)).expect(200);
    expect(res.body).toEqual({
      success: true,
      user: { id: 'teacher-1', email: 'teacher@school.test', name: 'Tess Teacher', role: 'teacher' },
      expiresAt: new Date(t.clock.now() + 7200_000).toISOString(),
    });
    const c = cookieOf(res);
    expect(c).toContain(`auth_token=${token}`);
    expect(c).toMatch(/; Max-Age=7200(;|$)/);
    expect(c).toMatch(/; Path=\//);
    expect(c).toMatch(/; HttpOnly/);
    expect(c).toMatch(/; SameSite=Lax/);
    expect(c).not.toMatch(/; Secure/);
  });

  it('marks the cookie Secure behind an https proxy when TRUST_PROXY says to believe it', async () => {
    const trusted = await buildAuthApp({ env: { TRUST_PROXY: 'true' } });
    const token = await tokenFor(trusted, users.teacher);
    const res = await request(trusted.app).post('/api/auth/session').set(bearer(token)).set('X-Forwarded-Proto', 'https').expect(200);
    expect(cookieOf(res)).toMatch(/; Secure/);

    const untrusted = await buildAuthApp();
    const res2 = await request(untrusted.app).post('/api/auth/session').set(bearer(token)).set('X-Forwarded-Proto', 'https').expect(200);
    expect(cookieOf(res2)).not.toMatch(/; Secure/);
  });

  it('sets no cookie for a refused token', async () => {
    const t = await buildAuthApp();
    const res = await request(t.app).post('/api/auth/session').set(bearer('nope')).expect(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never logs the token', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    await request(t.app).post('/api/auth/session').set(bearer(token)).expect(200);
    expect(JSON.stringify(t.logs)).not.toContain(token.split('.')[2]);
  });
});

describe('POST /api/auth/logout', () => {
  it('clears the cookie', async () => {
    const t = await buildAuthApp();
    const res = await request(t.app).post('/api/auth/logout').expect(200);
    expect(res.body).toEqual({ success: true });
    const c = cookieOf(res);
    expect(c).toMatch(/^auth_token=;/);
    expect(c).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(c).toMatch(/; HttpOnly/);
  });
});

describe('POST /api/auth/dev-login', () => {
  it('is 404 not_found unless AUTH_DEV_LOGIN=true, and never in production', async () => {
    for (const env of [{}, { AUTH_DEV_LOGIN: 'false' }, { AUTH_DEV_LOGIN: 'true', NODE_ENV: 'production' }]) {
      const t = await buildAuthApp({ env });
      const res = await request(t.app).post('/api/auth/dev-login').send({ email: 'a@b.c', role: 'teacher' });
      expect(res.status, JSON.stringify(env)).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: 'not_found' });
    }
  });

  it('issues a token and cookie that authenticate the classes API, with a stable id per e-mail', async () => {
    const t = await buildAuthApp({ env: { AUTH_DEV_LOGIN: 'true' } });
    const res = await request(t.app).post('/api/auth/dev-login').send({ email: 'New.Teacher@School.test', name: 'New', role: 'educator' }).expect(200);
    expect(res.body).toMatchObject({ success: true, token: expect.any(String), user: { email: 'new.teacher@school.test', role: 'teacher', name: 'New' } });
    expect(cookieOf(res)).toContain(`auth_token=${res.body.token}`);
    expect(cookieOf(res)).toMatch(/; Max-Age=28800/);
    const created = await request(t.app).post('/api/classes').set(bearer(res.body.token)).send({ name: 'Dev class' });
    expect(created.status).toBe(201);
    const again = await request(t.app).post('/api/auth/dev-login').send({ email: 'new.teacher@school.test', role: 'learner' }).expect(200);
    expect(again.body.user.id).toBe(res.body.user.id);
    expect(again.body.user.role).toBe('learner');
  });

  it('validates the body', async () => {
    const t = await buildAuthApp({ env: { AUTH_DEV_LOGIN: 'true' } });
    const bad = async (body: object, field: string) => {
      const res = await request(t.app).post('/api/auth/dev-login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.details.field).toBe(field);
    };
    await bad({ role: 'teacher' }, 'email');
    await bad({ email: 'x', role: 'teacher' }, 'email');
    await bad({ email: 'a@b.c', role: 'wizard' }, 'role');
    await bad({ email: 'a@b.c' }, 'role');
  });
});

describe('cookie-setting endpoints and foreign origins', () => {
  it('refuse browser requests from origins that are neither this service nor in CORS_ORIGINS', async () => {
    const t = await buildAuthApp({ env: { AUTH_DEV_LOGIN: 'true', CORS_ORIGINS: 'https://app.school.test' } });
    const token = await tokenFor(t, users.teacher);
    const evil = { Origin: 'https://evil.test' };
    for (const r of [
      request(t.app).post('/api/auth/session').set(bearer(token)).set(evil),
      request(t.app).post('/api/auth/logout').set(evil),
      request(t.app).post('/api/auth/dev-login').set(evil).send({ email: 'a@b.c', role: 'admin' }),
    ]) {
      const res = await r;
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('origin_not_allowed');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await request(t.app).post('/api/auth/session').set(bearer(token)).set('Origin', 'https://app.school.test').expect(200);
  });
});

describe('GET /api/auth/session', () => {
  it('says who the cookie belongs to, ignores an Authorization header, and answers user null without a cookie', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.learner);
    const res = await request(t.app).get('/api/auth/session').set('Cookie', `auth_token=${token}`).expect(200);
    expect(res.body).toMatchObject({ success: true, user: { id: users.learner.sub, email: users.learner.email, role: 'learner' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await request(t.app).get('/api/auth/session').set(bearer(token)).expect(200)).body).toEqual({ success: true, user: null, expiresAt: null });
    expect((await request(t.app).get('/api/auth/session').set('Cookie', 'auth_token=not-a-jwt').expect(401)).body.error).toBe('invalid_token');
  });
});
