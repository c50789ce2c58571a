// Identity cannot be changed without logging in: anonymous map requests never create or modify
// users; identity fields in a body count only when they match the authenticated principal; users
// are keyed by the token's `sub`, and a token with another `sub` claiming an e-mail that another
// user already has is 409 email_taken (never that user's account).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';

const mapBody = (extra: Record<string, unknown>) => ({ domain: 'mathematics', subdomain: 'algebra', key: 'fractions', ...extra });
const count = (t: Awaited<ReturnType<typeof buildAuthApp>>) => (t.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

describe('anonymous map requests', () => {
  it('do not overwrite an existing user or raise their role', async () => {
    const t = await buildAuthApp();
    const learner = { ...users.learner, name: 'Lea Learner' };
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, learner))).expect(200);
    const before = (await t.root.stores.users.getByEmail(learner.email))!;
    await request(t.app).post('/api/direct/map').send(mapBody({ email: learner.email, name: 'Mallory' })).expect(200);
    await request(t.app).get(`/api/direct/map?json=${encodeURIComponent(JSON.stringify(mapBody({ email: learner.email, name: 'Mallory' })))}`).expect(200);
    expect(await t.root.stores.users.getByEmail(learner.email)).toEqual(before);
    expect(before.role).toBe('learner');
  });

  it('do not create users', async () => {
    const t = await buildAuthApp();
    const n = count(t);
    for (let i = 0; i < 5; i++) await request(t.app).post('/api/direct/map').send(mapBody({ email: `new${i}@school.test`, name: 'X' })).expect(200);
    expect(count(t)).toBe(n);
  });
});

describe('identity fields in a body', () => {
  it('count when they match the authenticated principal, and are ignored otherwise', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, { sub: 'u-1', email: 'me@school.test', role: 'teacher' });
    await request(t.app).post('/api/direct/map').set(bearer(token)).send(mapBody({ email: 'me@school.test', name: 'Me Myself' })).expect(200);
    expect(await t.root.stores.users.getById('u-1')).toMatchObject({ email: 'me@school.test', name: 'Me Myself' });
    await request(t.app).post('/api/direct/map').set(bearer(token)).send(mapBody({ email: 'someone@school.test', name: 'Else' })).expect(200);
    expect(await t.root.stores.users.getByEmail('someone@school.test')).toBeUndefined();
  });
});

describe('users are keyed by sub', () => {
  it('a token with another sub and a taken e-mail is 409 email_taken, never the other account', async () => {
    const t = await buildAuthApp();
    const owner = await tokenFor(t, users.teacher);
    await request(t.app).post('/api/classes').set(bearer(owner)).send({ name: 'Mine' }).expect(201);
    const impostor = await tokenFor(t, { sub: 'other-issuer-99', email: users.teacher.email, role: 'teacher' });
    const res = await request(t.app).get('/api/classes').set(bearer(impostor));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: 'email_taken' });
    expect(await t.root.stores.users.getById('other-issuer-99')).toBeUndefined();
    expect((await t.root.stores.users.getByEmail(users.teacher.email))!.id).toBe(users.teacher.sub);
  });

  it('a known sub moving to an e-mail another user has is 409 too', async () => {
    const t = await buildAuthApp();
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, users.teacher))).expect(200);
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, users.learner))).expect(200);
    const moved = await tokenFor(t, { ...users.learner, email: users.teacher.email });
    expect((await request(t.app).get('/api/classes').set(bearer(moved))).status).toBe(409);
    expect((await t.root.stores.users.getById(users.learner.sub))!.email).toBe(users.learner.email);
  });

  it('a known sub may change to a free e-mail', async () => {
    const t = await buildAuthApp();
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, users.learner))).expect(200);
    await request(t.app).get('/api/classes').set(bearer(await tokenFor(t, { ...users.learner, email: 'new@school.test' }))).expect(200);
    expect((await t.root.stores.users.getById(users.learner.sub))!.email).toBe('new@school.test');
  });
});
