// Every way a token must be refused, through the real app (POST /api/auth/session verifies a
// bearer token exactly as the classes area does) and against verifyJwt directly.
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { resolveJwtKeys } from '../../src/auth/keys.js';
import { verifyJwt } from '../../src/auth/jwt.js';
import { seededRandom } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { TEST_SECRET, bearer, buildAuthApp, tokenFor, users } from './helpers.js';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();

async function session(app: Awaited<ReturnType<typeof buildAuthApp>>, token: string) {
  return request(app.app).post('/api/auth/session').set(bearer(token));
}

function expect401(res: request.Response, code = 'invalid_token') {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ success: false, error: code });
  expect(typeof res.body.message).toBe('string');
}

describe('JWT verification', () => {
  it('accepts a valid HS256 token and normalises the role alias', async () => {
    const t = await buildAuthApp();
    const res = await session(t, await tokenFor(t, users.otherTeacher));
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: 'teacher-2', email: 'other@school.test', name: 'Otto Other', role: 'teacher' });
  });

  it('refuses a missing or non-bearer Authorization header', async () => {
    const t = await buildAuthApp();
    expect401(await request(t.app).post('/api/auth/session'), 'missing_authorization');
    expect401(await request(t.app).post('/api/auth/session').set('Authorization', 'Basic dXNlcjpwYXNz'), 'missing_authorization');
  });

  it('refuses alg: none', async () => {
    const t = await buildAuthApp();
    const iat = Math.floor(t.clock.now() / 1000);
    const unsigned = new UnsecuredJWT({ email: users.admin.email, role: 'admin' }).setSubject('admin-1').setIssuedAt(iat).setExpirationTime(iat + 600).encode();
    expect(unsigned.split('.')[2]).toBe('');
    expect401(await session(t, unsigned));
    // The same with a signature part that is not empty, which some parsers mishandle.
    expect401(await session(t, `${unsigned}AAAA`));
  });

  it('refuses algorithm confusion: an HS256 token keyed with the RSA public key', async () => {
    const t = await buildAuthApp({ env: { JWT_PUBLIC_KEY: publicPem } });
    const iat = Math.floor(t.clock.now() / 1000);
    const forged = await new SignJWT({ email: users.admin.email, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin-1')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(new TextEncoder().encode(publicPem));
    const res = await session(t, forged);
    expect401(res);
    expect(res.body.message).toContain('signature');
  });

  it('accepts RS256 only when JWT_PUBLIC_KEY is configured, and only with the matching key', async () => {
    const withKey = await buildAuthApp({ env: { JWT_PUBLIC_KEY: publicPem.replace(/\n/g, '\\n') } });
    const iat = Math.floor(withKey.clock.now() / 1000);
    const rs = await new SignJWT({ email: 'rs@school.test', role: 'student' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('rs-user')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(rsa.privateKey);
    const ok = await session(withKey, rs);
    expect(ok.status).toBe(200);
    expect(ok.body.user.role).toBe('learner');

    const without = await buildAuthApp();
    const res = await session(without, rs);
    expect401(res);
    expect(res.body.message).toContain('algorithm');

    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wrongKey = await new SignJWT({ email: 'rs@school.test', role: 'student' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('rs-user')
      .setExpirationTime(iat + 600)
      .sign(other.privateKey);
    expect401(await session(withKey, wrongKey));
  });

  it('refuses algorithms outside the pinned list (HS512 with the right secret)', async () => {
    const t = await buildAuthApp();
    const iat = Math.floor(t.clock.now() / 1000);
    const hs512 = await new SignJWT({ email: 'a@school.test', role: 'admin' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('a')
      .setExpirationTime(iat + 600)
      .sign(new TextEncoder().encode(TEST_SECRET.repeat(2)));
    expect401(await session(t, hs512));
  });

  it('refuses a bad signature (another secret, or a tampered payload)', async () => {
    const t = await buildAuthApp();
    const res = await session(t, await tokenFor(t, users.learner, { secret: 'another-secret-that-is-long-enough-000' }));
    expect401(res);
    expect(res.body.message).toContain('signature');

    const good = await tokenFor(t, users.learner);
    const [h, p, s] = good.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const escalated = Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url');
    expect401(await session(t, `${h}.${escalated}.${s}`));
  });

  it('refuses a token without exp', async () => {
    const t = await buildAuthApp();
    const noExp = await new SignJWT({ email: 'a@school.test', role: 'teacher' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('a')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await session(t, noExp);
    expect401(res);
    expect(res.body.message).toContain('"exp"');
  });

  it('refuses an expired token, judged by the injected clock', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 600 });
    expect((await session(t, token)).status).toBe(200);
    t.clock.advance(600_000 + 31_000); // past exp and the 30 s skew tolerance
    expect401(await session(t, token), 'token_expired');
  });

  it('refuses a token that is not yet valid (nbf in the future)', async () => {
    const t = await buildAuthApp();
    const nbf = Math.floor(t.clock.now() / 1000) + 3600;
    expect401(await session(t, await tokenFor(t, users.teacher, { claims: { nbf } })));
  });

  it('refuses unknown roles with 401 (no principal can be formed), and missing identity claims', async () => {
    const t = await buildAuthApp();
    const res = await session(t, await tokenFor(t, { ...users.teacher, role: 'superuser' }));
    expect401(res);
    expect(res.body.message).toContain('role');
    expect401(await session(t, await tokenFor(t, { ...users.teacher, email: 'not-an-email' })));
    expect401(await session(t, await tokenFor(t, users.teacher, { claims: { role: undefined } })));
  });

  it('refuses garbage and oversized tokens without throwing', async () => {
    const t = await buildAuthApp();
    for (const junk of ['abc', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..', 'x'.repeat(9000)]) expect401(await session(t, junk));
  });

  it('verifyJwt uses the clock it is given, not the system clock', async () => {
    const config = loadConfig({ JWT_SECRET: TEST_SECRET, DATA_DIR: '/nonexistent' });
    const keys = resolveJwtKeys(config, seededRandom(1));
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 60 });
    await expect(verifyJwt(token, keys, t.clock.now())).resolves.toMatchObject({ sub: 'teacher-1' });
    await expect(verifyJwt(token, keys, t.clock.now() + 3_600_000)).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    // A system clock years ahead is irrelevant: only the given time counts.
    await expect(verifyJwt(token, keys, Date.UTC(2030, 0, 1))).rejects.toMatchObject({ code: 'token_expired' });
  });
});

describe('JWT configuration', () => {
  it('a configured JWT_SECRET shorter than 32 bytes stops start-up with one line naming it', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/^Invalid setting JWT_SECRET: must be at least 32 bytes$/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('a JWT_PUBLIC_KEY that is not an RSA PEM stops the app from being built', async () => {
    await expect(buildAuthApp({ env: { JWT_PUBLIC_KEY: 'not a key' } })).rejects.toThrow(/JWT_PUBLIC_KEY/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await expect(buildAuthApp({ env: { JWT_PUBLIC_KEY: ec } })).rejects.toThrow(/expected an RSA key/);
  });
});
