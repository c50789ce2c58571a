// The bearer classes API through the real app with its users and classes on PostgreSQL: the same
// answers as on the SQLite file, the records in PostgreSQL, and concurrent requests (a new user's
// first requests, a learner joining twice at once) ending with one user and one enrolment.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { openDatabase } from '../../src/storage/database.js';
import { migrate } from '../../src/storage/migrations.js';
import type { SqlEngine } from '../../src/storage/sql-engine.js';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { startPostgres, type PostgresServer } from '../helpers/postgres-server.js';
import { api, createClass, sampleCurriculum, type Cast } from './helpers.js';

let server: PostgresServer;
const opened: SqlEngine[] = [];
beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  for (const engine of opened) await engine.close();
  await server?.stop();
});

/**
 * The app with its records on a fresh PostgreSQL database. Stores not yet on the record engine
 * still need the SQLite file; they get an in-memory one of their own (this area reads none of them).
 */
async function postgresApp() {
  const pg = await server.engine();
  opened.push(pg);
  await migrate(pg, areaMigrations);
  const records: SqlEngine = { ...pg, sqlite: openDatabase(':memory:') };
  const t = await buildAuthApp({ records });
  const entries = await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await tokenFor(t, u, { ttlSeconds: 86_400 })] as const));
  const count = async (table: 'users' | 'classes' | 'class_enrolments') =>
    (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(pg.db)).rows[0]!.n;
  return { t, tok: Object.fromEntries(entries) as Cast, count };
}

describe('classes API on PostgreSQL', () => {
  it('creates, lists in pages, joins, saves a curriculum, records progress and deletes, all in PostgreSQL', async () => {
    const { t, tok, count } = await postgresApp();
    const first = await createClass(t, tok.teacher, { name: 'First', subject: 'Biology' });
    t.clock.advance(1000);
    const second = await createClass(t, tok.teacher, { name: 'Second' });
    expect(await count('classes')).toBe(2);
    expect(await t.root.stores.users.getById('teacher-1')).toMatchObject({ email: 'teacher@school.test', role: 'teacher' });

    const page1 = await api(t, tok.teacher).get('/api/classes?limit=1');
    expect(page1.body.classes.map((c: { id: string }) => c.id)).toEqual([second.id]);
    const page2 = await api(t, tok.teacher).get(`/api/classes?limit=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body).toMatchObject({ classes: [{ id: first.id, name: 'First', subject: 'Biology' }], nextCursor: null });

    const joined = await api(t, tok.learner).post('/api/classes/join', { code: first.enrollmentCode.toLowerCase() });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ alreadyEnrolled: false, class: { id: first.id, studentCount: 1, students: [{ id: 'learner-1', name: 'Lea Learner' }] } });
    expect((await api(t, tok.learner).post('/api/classes/join', { code: first.enrollmentCode })).body.alreadyEnrolled).toBe(true);
    expect((await api(t, tok.learner).get('/api/classes')).body.classes.map((c: { id: string }) => c.id)).toEqual([first.id]);

    const saved = await api(t, tok.teacher).post(`/api/classes/${first.id}/curriculum`, { curriculum: sampleCurriculum });
    expect(saved.status).toBe(200);
    expect(saved.body.class).toMatchObject({ curriculum: { learningPath: sampleCurriculum.learningPath } });
    const recorded = await api(t, tok.learner).post(`/api/classes/${first.id}/progress`, { conceptId: 'dna', status: 'completed' });
    expect(recorded.status).toBe(200);
    const all = await api(t, tok.teacher).get(`/api/classes/${first.id}/all-progress`);
    expect(all.body.students).toEqual([expect.objectContaining({ studentId: 'learner-1', progress: expect.arrayContaining([expect.objectContaining({ conceptId: 'dna', status: 'completed' })]) })]);

    expect((await api(t, tok.outsider).get(`/api/classes/${first.id}`)).status).toBe(404);
    expect((await api(t, tok.teacher).delete(`/api/classes/${first.id}`)).status).toBe(200);
    expect((await api(t, tok.learner).get(`/api/classes/${first.id}`)).status).toBe(404);
    expect(await count('class_enrolments')).toBe(0);
  });

  it('two first requests of a new user at once: both answered, one user', async () => {
    const { t, count } = await postgresApp();
    const before = await count('users');
    const token = await tokenFor(t, { sub: 'fresh-1', email: 'fresh@school.test', role: 'teacher' });
    const [a, b] = await Promise.all([api(t, token).get('/api/classes'), api(t, token).get('/api/classes')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await count('users')).toBe(before + 1);
  });

  it('a learner joining twice at once: one enrolment, one answer says already enrolled', async () => {
    const { t, tok, count } = await postgresApp();
    const c = await createClass(t, tok.teacher);
    const [a, b] = await Promise.all([
      api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }),
      api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.alreadyEnrolled, b.body.alreadyEnrolled].sort()).toEqual([false, true]);
    expect(await count('class_enrolments')).toBe(1);
  });

  it('a token whose e-mail another user has is 409 email_taken', async () => {
    const { t, tok } = await postgresApp();
    await api(t, tok.teacher).get('/api/classes').expect(200);
    const impostor = await tokenFor(t, { sub: 'other-issuer', email: users.teacher.email, role: 'teacher' });
    const res = await api(t).get('/api/classes').set(bearer(impostor));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: 'email_taken' });
  });
});
