// `email` (+ `name`) on a map request provisions that user as a teacher: durable and idempotent.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mapsApp, STRUCTURAL } from './support.js';

describe('users from map requests', () => {
  it('provisions a teacher with the name, once', async () => {
    const t = mapsApp();
    await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, email: ' Ada@Example.org ', name: 'Ada Lovelace' }).expect(200);
    const user = t.root.stores.users.getByEmail('ada@example.org');
    expect(user).toMatchObject({ email: 'ada@example.org', name: 'Ada Lovelace', role: 'teacher' });
    await request(t.app).post('/api/direct/map').send({ problem: 'Another topic', email: 'ada@example.org' }).expect(200);
    const again = t.root.stores.users.getByEmail('ada@example.org');
    expect(again?.id).toBe(user?.id);
    const count = t.deps.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('provisions on a cache hit too (a new teacher asking for an existing map)', async () => {
    const t = mapsApp();
    await request(t.app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    const res = await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, email: 'grace@example.org' }).expect(200);
    expect(res.body.cached).toBe(true);
    expect(t.root.stores.users.getByEmail('grace@example.org')?.role).toBe('teacher');
  });

  it('never lowers an existing role', async () => {
    const t = mapsApp();
    t.root.stores.users.provision({ email: 'boss@example.org', role: 'admin' });
    await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, email: 'boss@example.org' }).expect(200);
    expect(t.root.stores.users.getByEmail('boss@example.org')?.role).toBe('admin');
  });

  it('refuses an invalid e-mail with 400 and provisions nobody', async () => {
    const t = mapsApp();
    const res = await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, email: 'not-an-email' }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'email' } });
    expect(res.body.message).toMatch(/email: must be an e-mail address/);
    const count = t.deps.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
    expect(count.n).toBe(0);
  });
});
