// `email` (+ `name`) on a map request counts only for the authenticated principal (a JWT as bearer
// or cookie): then that user is recorded, idempotently. Anonymous requests, or ones naming someone
// else, create and change nobody (test/hardening/identity.test.ts covers the attacks).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TEST_SECRET, bearer, tokenFor } from '../../auth/helpers.js';
import { mapsApp, STRUCTURAL } from './support.js';

const authedMapsApp = () => mapsApp({ env: { JWT_SECRET: TEST_SECRET } });
const ada = { sub: 'ada-1', email: 'ada@example.org', role: 'teacher' };

describe('users from map requests', () => {
  it('records the principal with the name, once', async () => {
    const t = await authedMapsApp();
    const token = await tokenFor(t, ada);
    await request(t.app).post('/api/direct/map').set(bearer(token)).send({ ...STRUCTURAL, email: ' Ada@Example.org ', name: 'Ada Lovelace' }).expect(200);
    const user = await t.root.stores.users.getByEmail('ada@example.org');
    expect(user).toMatchObject({ id: 'ada-1', email: 'ada@example.org', name: 'Ada Lovelace', role: 'teacher' });
    await request(t.app).post('/api/direct/map').set(bearer(token)).send({ problem: 'Another topic', email: 'ada@example.org' }).expect(200);
    expect((await t.root.stores.users.getByEmail('ada@example.org'))?.id).toBe(user?.id);
    const count = t.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('records on a cache hit too, with the token in the auth cookie', async () => {
    const t = await authedMapsApp();
    await request(t.app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    const token = await tokenFor(t, { sub: 'grace-1', email: 'grace@example.org', role: 'teacher' });
    const res = await request(t.app).post('/api/direct/map').set('Cookie', `auth_token=${token}`).send({ ...STRUCTURAL, email: 'grace@example.org' }).expect(200);
    expect(res.body.cached).toBe(true);
    expect((await t.root.stores.users.getByEmail('grace@example.org'))?.role).toBe('teacher');
  });

  it('never lowers an existing role', async () => {
    const t = await authedMapsApp();
    const boss = { sub: 'boss-1', email: 'boss@example.org', role: 'admin' };
    await request(t.app).post('/api/direct/map').set(bearer(await tokenFor(t, boss))).send({ ...STRUCTURAL, email: 'boss@example.org' }).expect(200);
    await request(t.app).post('/api/direct/map').set(bearer(await tokenFor(t, { ...boss, role: 'teacher' }))).send({ ...STRUCTURAL, email: 'boss@example.org' }).expect(200);
    expect((await t.root.stores.users.getByEmail('boss@example.org'))?.role).toBe('admin');
  });

  it('refuses an invalid e-mail with 400 and provisions nobody', async () => {
    const t = await mapsApp();
    const res = await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, email: 'not-an-email' }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'email' } });
    expect(res.body.message).toMatch(/email: must be an e-mail address/);
    const count = t.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    expect(count.n).toBe(0);
  });
});
