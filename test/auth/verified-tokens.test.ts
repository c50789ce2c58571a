// Verified tokens are held until their exp (src/auth/verified-tokens.ts), so jose verifies each
// token once. These tests go through the real app with a token the app has already verified and
// holds, and check that holding it changes no answer: a revocation, the token's exp (on the
// injected clock) and a tampered signature are refused exactly as without the cache.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createIdentity } from '../../src/auth/identity.js';
import { VerifiedTokens, type VerifiedToken } from '../../src/auth/verified-tokens.js';
import { CLOCK_TOLERANCE_SECONDS } from '../../src/auth/jwt.js';
import type { TestApp } from '../helpers/app.js';
import { bearer, buildAuthApp, tokenFor, users } from './helpers.js';

const cookie = (token: string) => ({ Cookie: `auth_token=${token}` });
/** A cookie read (school) and a bearer read (classes): both transports share the one identity. */
const schoolRead = (t: TestApp, token: string) => request(t.app).get('/api/school/classes').set(cookie(token));
const classesRead = (t: TestApp, token: string) => request(t.app).get('/api/classes').set(bearer(token));
const held = (t: TestApp, token: string) => t.root.auth.identity.verified.has(token);

/** Flips the last character of the signature part to another canonical one (its unused tail bits stay zero). */
function tamperSignature(token: string): string {
  const last = token.at(-1)!;
  return token.slice(0, -1) + (last === 'A' ? 'Q' : 'A');
}

describe('verified tokens held until exp', () => {
  it('holds a token after its first request, for the cookie and the bearer transport alike', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    expect(held(t, token)).toBe(false);
    await schoolRead(t, token).expect(200);
    expect(held(t, token)).toBe(true);
    await classesRead(t, token).expect(200);
    expect(t.root.auth.identity.verified.size).toBe(1);
  });

  it('refuses a held token on its next request once it is revoked (logout), on both transports', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    const other = await tokenFor(t, users.otherTeacher);
    await schoolRead(t, token).expect(200);
    await classesRead(t, other).expect(200);
    expect(held(t, token) && held(t, other)).toBe(true);

    await request(t.app).post('/api/auth/logout').set(cookie(token)).set(bearer(other)).expect(200);

    expect((await schoolRead(t, token).expect(401)).body.error).toBe('token_revoked');
    expect((await classesRead(t, token).expect(401)).body.error).toBe('token_revoked');
    expect((await classesRead(t, other).expect(401)).body.error).toBe('token_revoked');
  });

  it('refuses a revoked token that is still held (a logout on another instance reaches only the shared denylist)', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    await schoolRead(t, token).expect(200);
    // The denylist alone learns of the logout, as when another instance handled it.
    const { payload, revocationKeys } = t.root.auth.identity.verified.get(token, t.clock.now())!;
    await t.root.stores.revocations.revoke(revocationKeys[0]!, payload.exp! * 1000, t.clock.now());
    expect(held(t, token)).toBe(true);
    expect((await schoolRead(t, token).expect(401)).body.error).toBe('token_revoked');
  });

  it('stops trusting a held token at its exp; jose then decides with its usual clock tolerance', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 600 });
    const expMs = (Math.floor(t.clock.now() / 1000) + 600) * 1000;
    await schoolRead(t, token).expect(200);

    t.clock.set(expMs - 1);
    await schoolRead(t, token).expect(200);
    expect(held(t, token)).toBe(true);

    // At exp the held entry is dropped and not stored again: jose alone accepts it within the tolerance.
    t.clock.set(expMs);
    await schoolRead(t, token).expect(200);
    expect(held(t, token)).toBe(false);

    t.clock.set(expMs + CLOCK_TOLERANCE_SECONDS * 1000);
    expect((await schoolRead(t, token).expect(401)).body.error).toBe('token_expired');
    expect((await classesRead(t, token).expect(401)).body.error).toBe('token_expired');
  });

  it('refuses a held token past its exp at once, when the clock jumps there', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher, { ttlSeconds: 60 });
    await classesRead(t, token).expect(200);
    expect(held(t, token)).toBe(true);
    t.clock.advance(60_000 + CLOCK_TOLERANCE_SECONDS * 1000);
    expect((await classesRead(t, token).expect(401)).body.error).toBe('token_expired');
    expect(held(t, token)).toBe(false);
  });

  it('refuses a tampered signature of a held token, and never holds it', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    await schoolRead(t, token).expect(200);
    const forged = tamperSignature(token);
    const refused = await schoolRead(t, forged).expect(401);
    expect(refused.body).toMatchObject({ success: false, error: 'invalid_token' });
    expect(refused.body.message).toContain('signature');
    expect(held(t, forged)).toBe(false);
    // Again, now that the good token is held and the forged one was seen once.
    expect((await classesRead(t, forged).expect(401)).body.error).toBe('invalid_token');
    await schoolRead(t, token).expect(200);
  });

  it('refuses a token signed with another secret carrying a held token\'s claims', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    await schoolRead(t, token).expect(200);
    const foreign = await tokenFor(t, users.teacher, { secret: 'another-secret-0123456789abcdef-0123' });
    expect((await schoolRead(t, foreign).expect(401)).body.error).toBe('invalid_token');
    expect(held(t, foreign)).toBe(false);
  });

  it('does not hold a verified token whose claims are refused', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, { ...users.teacher, role: 'janitor' });
    expect((await schoolRead(t, token).expect(401)).body.error).toBe('invalid_token');
    expect(held(t, token)).toBe(false);
  });

  it('still records the user on every request (the held claims are not the user record)', async () => {
    const t = await buildAuthApp();
    const teacher = await tokenFor(t, users.teacher);
    await schoolRead(t, teacher).expect(200);
    // Another user takes a new token with the same e-mail: refused every time, whatever is held.
    const impostor = await tokenFor(t, { sub: 'someone-else', email: users.teacher.email, role: 'teacher' });
    expect((await schoolRead(t, impostor).expect(409)).body.error).toBe('email_taken');
    expect((await schoolRead(t, impostor).expect(409)).body.error).toBe('email_taken');
  });
});

describe('VerifiedTokens', () => {
  const entry = (verifiedAtMs: number, expiresAtMs: number): VerifiedToken => ({
    payload: { sub: 's', exp: expiresAtMs / 1000 },
    claims: { sub: 's', email: 's@x.test', name: null, role: 'teacher' },
    revocationKeys: ['jti:s'],
    verifiedAtMs,
    expiresAtMs,
  });

  it('trusts an entry from its verification until its exp, and not when the clock is set back before it', () => {
    const cache = new VerifiedTokens();
    cache.remember('t', entry(10_000, 20_000));
    expect(cache.get('t', 10_000)).toBeDefined();
    expect(cache.get('t', 19_999)).toBeDefined();
    expect(cache.get('t', 9_999)).toBeUndefined();
    expect(cache.has('t')).toBe(true);
    expect(cache.get('t', 20_000)).toBeUndefined();
    expect(cache.has('t')).toBe(false);
  });

  it('is bounded in entries, dropping the least recently used', () => {
    const cache = new VerifiedTokens({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) cache.remember(`t${i}`, entry(0, 60_000));
    expect(cache.size).toBe(3);
    expect(cache.has('t9') && cache.has('t8') && cache.has('t7')).toBe(true);
    expect(cache.has('t0')).toBe(false);
  });

  it('is bounded in bytes, so long tokens hold fewer entries', () => {
    const cache = new VerifiedTokens({ maxEntries: 1000, maxBytes: 64 * 1024 });
    const long = 'x'.repeat(8000);
    for (let i = 0; i < 100; i++) cache.remember(`${long}${i}`, entry(0, 60_000));
    expect(cache.size).toBeLessThanOrEqual(4);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('holds no more than its bound through the identity, and a dropped token is verified again', async () => {
    const t = await buildAuthApp();
    const verified = new VerifiedTokens({ maxEntries: 2 });
    const identity = createIdentity({ config: t.deps.config, clock: t.clock, random: t.deps.random, users: t.root.stores.users, revocations: t.root.stores.revocations, verified });
    const tokens = await Promise.all([users.teacher, users.otherTeacher, users.admin, users.learner].map((u) => tokenFor(t, u)));
    for (const token of tokens) await identity.authenticate(token);
    expect(verified.size).toBe(2);
    expect(verified.has(tokens[0]!)).toBe(false);
    expect((await identity.authenticate(tokens[0]!)).principal.userId).toBe(users.teacher.sub);
    expect(verified.has(tokens[0]!)).toBe(true);
    expect(verified.size).toBe(2);
  });
});
