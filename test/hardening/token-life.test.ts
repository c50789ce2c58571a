// Tokens have a bounded life (JWT_MAX_AGE, default 24 h: exp - iat over it, or no iat, is 401) and
// logout revokes the token itself, so a copied cookie stops working until it would have expired.
import { createHash } from 'node:crypto';
import express from 'express';
import { SignJWT } from 'jose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { principalOf } from '../../src/auth/principal.js';
import { tokenIdOf } from '../../src/auth/revocations.js';
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
    const t = await buildAuthApp();
    const token = await unsigned(t, {}).setIssuedAt(nowS(t)).setExpirationTime(nowS(t) + 100 * 365 * 86_400).sign(key);
    const res = await request(t.app).get('/api/classes').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'invalid_token' });
    expect(res.body.message).toMatch(/lifetime/);
  });

  it('a token without iat is 401', async () => {
    const t = await buildAuthApp();
    const token = await unsigned(t, {}).setExpirationTime(nowS(t) + 600).sign(key);
    const res = await request(t.app).get('/api/classes').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/iat/);
  });

  it('24 h is accepted by default; JWT_MAX_AGE lowers the bound', async () => {
    const t = await buildAuthApp();
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, users.teacher, { ttlSeconds: 86_400 }))).expect(200);
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, users.teacher, { ttlSeconds: 86_401 }))).expect(401);
    const short = await buildAuthApp({ env: { JWT_MAX_AGE: '1h' } });
    await request(short.app).get('/api/classes').set(bearer(await tokenFor(short, users.teacher, { ttlSeconds: 3600 }))).expect(200);
    await request(short.app).get('/api/classes').set(bearer(await tokenFor(short, users.teacher, { ttlSeconds: 7200 }))).expect(401);
  });
});

describe('iat in the future', () => {
  const century = 100 * 365 * 86_400;

  it('a token issued a century ahead with a one-hour exp - iat is 401 invalid_token', async () => {
    const t = await buildAuthApp();
    const token = await unsigned(t, {}).setIssuedAt(nowS(t) + century - 3600).setExpirationTime(nowS(t) + century).sign(key);
    const res = await request(t.app).get('/api/classes').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'invalid_token' });
  });

  it('iat a day ahead is 401; up to 60 s ahead is tolerated', async () => {
    const t = await buildAuthApp();
    const dayAhead = await unsigned(t, {}).setIssuedAt(nowS(t) + 86_400).setExpirationTime(nowS(t) + 86_400 + 600).sign(key);
    const res = await request(t.app).get('/api/classes').set(bearer(dayAhead));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'invalid_token' });
    expect(res.body.message).toMatch(/iat/);
    const skewed = await unsigned(t, {}).setIssuedAt(nowS(t) + 60).setExpirationTime(nowS(t) + 660).sign(key);
    await request(t.app).get('/api/classes').set(bearer(skewed)).expect(200);
    const tooFar = await unsigned(t, {}).setIssuedAt(nowS(t) + 61).setExpirationTime(nowS(t) + 661).sign(key);
    await request(t.app).get('/api/classes').set(bearer(tooFar)).expect(401);
  });

  it('the lifetime is measured from the earlier of iat and now', async () => {
    const t = await buildAuthApp({ env: { JWT_MAX_AGE: '1h' } });
    // iat 50 s ahead (tolerated), exp - iat exactly 1 h: exp - now is 1 h 50 s, over the bound.
    const stretched = await unsigned(t, {}).setIssuedAt(nowS(t) + 50).setExpirationTime(nowS(t) + 50 + 3600).sign(key);
    const res = await request(t.app).get('/api/classes').set(bearer(stretched));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/lifetime/);
  });
});

/** The same signature bytes spelled differently: the last character's unused low bit flipped. */
function respelled(token: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(token.at(-1)!);
  const other = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
  expect(Buffer.from(other.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
  return other;
}

describe('base64url spelling', () => {
  it('a token whose signature is respelled (same bytes, non-canonical) is 401 invalid_token', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    await request(t.app).get('/api/classes').set(bearer(token)).expect(200);
    const res = await request(t.app).get('/api/classes').set(bearer(respelled(token)));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'invalid_token' });
  });

  it('non-canonical header or payload parts (padding, standard alphabet, stray tail bits) are 401', async () => {
    const t = await buildAuthApp();
    const [h, p, s] = (await tokenFor(t, users.teacher)).split('.') as [string, string, string];
    const padded = (part: string) => part + '='.repeat((4 - (part.length % 4)) % 4 || 4);
    for (const bad of [`${padded(h)}.${p}.${s}`, `${h}.${p.replace(/-/g, '+').replace(/_/g, '/')}x.${s}`, `${h} .${p}.${s}`, `${h}.${p}.${s}=`]) {
      const res = await request(t.app).get('/api/classes').set('Authorization', `Bearer ${bad}`);
      expect(res.status, bad).toBe(401);
    }
  });

  it('revocation of a token without jti keys on the signature bytes, not the text', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('jti');
    expect(tokenIdOf(respelled(token), {})).toBe(tokenIdOf(token, {}));
    expect(tokenIdOf(token, { jti: 'abc' })).toBe('jti:abc');
    await request(t.app).post('/api/auth/logout').set('Cookie', `auth_token=${token}`).expect(200);
    expect((await request(t.app).get('/api/classes').set(bearer(token))).body.error).toBe('token_revoked');
    expect((await request(t.app).get('/api/classes').set(bearer(respelled(token)))).status).toBe(401);
  });

  it('a token without jti revoked before the signature-bytes key (stored under its text hash) stays revoked', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    await request(t.app).get('/api/classes').set(bearer(token)).expect(200);
    const legacy = `sha256:${createHash('sha256').update(token).digest('base64url')}`;
    await t.root.stores.revocations.revoke(legacy, t.clock.now() + 3_600_000, t.clock.now());
    expect((await request(t.app).get('/api/classes').set(bearer(token))).body.error).toBe('token_revoked');
  });
});

describe('logout revokes the token', () => {
  it('a copied cookie (or the same token as a bearer) stops working after logout, until and after exp', async () => {
    const t = await buildAuthApp();
    const probe = express();
    probe.get('/probe', t.root.auth.cookie, (req, res) => void res.json(principalOf(req)));
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
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 3600 });
    await request(t.app).post('/api/auth/logout').set('Cookie', `auth_token=${token}`).expect(200);
    const rows = () => (t.db.prepare('SELECT COUNT(*) AS n FROM revoked_tokens').get() as { n: number }).n;
    expect(rows()).toBe(1);
    t.clock.advance(3600_000 + 60_000);
    const later = await tokenFor(t, users.learner, { ttlSeconds: 3600 });
    await request(t.app).post('/api/auth/logout').set('Cookie', `auth_token=${later}`).expect(200);
    expect(rows()).toBe(1);
  });

  it('tokens issued by the service carry a jti', async () => {
    const t = await buildAuthApp({ env: { AUTH_DEV_LOGIN: 'true' } });
    const res = await request(t.app).post('/api/auth/dev-login').send({ email: 'a@b.test', role: 'teacher' }).expect(200);
    const payload = JSON.parse(Buffer.from(String(res.body.token).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(typeof payload.jti).toBe('string');
    expect((payload.exp as number) - (payload.iat as number)).toBeLessThanOrEqual(86_400);
  });
});
