// The record-store and school areas through the real app with their records on PostgreSQL: xAPI
// statements in and out over HTTP (ids, conflicts, the daily quota), a practice session's
// statements through the outbox and back by registration, the learner's evidence in analytics,
// health's outbox depth, and school classes surviving a restart on the same database.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor, users } from '../auth/helpers.js';
import { api, createClass as createBearerClass } from '../classes/helpers.js';
import { recordEngines } from '../helpers/record-engines.js';
import { as, cast, classPath, createClass, newClass, schoolApp } from '../school/helpers.js';
import { HOME, playSession, practiceApp } from './practice-support.js';
import { stmt } from './statements.js';

const open = recordEngines();

const ACTIVITY = 'https://learning.example/activities/fractions/quiz-1';

describe('xAPI and school records on PostgreSQL, over HTTP', () => {
  it('stores statements, answers repeats and conflicts, and reads them back', async () => {
    const pg = await open('postgres');
    const t = await practiceApp({ records: pg, env: { XAPI_EMBEDDED_KB_PER_DAY: '3' } });
    expect(t.root.stores.statements.kind).toBe('embedded');
    const admin = await tokenFor(t, users.admin);
    const id = crypto.randomUUID();
    const one = await request(t.app).post('/api/xapi/statement').set(bearer(admin)).send(stmt('lea@example.org', ACTIVITY, undefined, { id })).expect(200);
    expect(one.body.ids).toEqual([id]);
    await request(t.app).post('/api/xapi/statement').set(bearer(admin)).send(stmt('lea@example.org', ACTIVITY, undefined, { id })).expect(200);
    const conflict = await request(t.app).post('/api/xapi/statement').set(bearer(admin)).send(stmt('max@example.org', ACTIVITY, undefined, { id })).expect(409);
    expect(conflict.body.error).toBe('statement_conflict');
    const agent = encodeURIComponent(JSON.stringify({ mbox: 'mailto:lea@example.org' }));
    const read = await request(t.app).get(`/api/xapi/statements?agent=${agent}`).set(bearer(admin)).expect(200);
    expect(read.body.statements.map((s: { id: string }) => s.id)).toEqual([id]);
    // The daily quota (3 KB here) is tallied in PostgreSQL too: two statements with 900-character responses fit (the stored authority counts too), a third does not.
    const learner = await tokenFor(t, users.learner);
    const big = (n: number) => stmt(users.learner.email, `${ACTIVITY}/${n}`, undefined, { result: { response: 'x'.repeat(900) } });
    await request(t.app).post('/api/xapi/statement').set(bearer(learner)).send([big(1), big(2)]).expect(200);
    const over = await request(t.app).post('/api/xapi/statement').set(bearer(learner)).send(big(3)).expect(429);
    expect(over.body.error).toBe('quota_exceeded');
  });

  it('queues a practice session in the outbox, delivers it, and reads it back by registration', async () => {
    const pg = await open('postgres');
    const t = await practiceApp({ records: pg });
    const tok = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await tokenFor(t, u)]))) as Record<keyof typeof users, string>;
    const c = await createBearerClass(t, tok.teacher, { name: 'Negotiation 1' });
    await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
    const { id } = await playSession(t, { learner: { id: users.learner.sub, name: 'Lea Learner' }, passMark: 50 });
    expect((await request(t.app).get('/api/direct/health').expect(200)).body.xapiOutbox).toMatchObject({ pending: 3, rejected: 0 });
    expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 3 });
    expect((await request(t.app).get('/api/direct/health').expect(200)).body.xapiOutbox).toMatchObject({ pending: 0 });
    for (const who of ['learner', 'teacher'] as const) {
      const res = await request(t.app).get(`/api/xapi/statements?registration=${id}`).set(bearer(tok[who])).expect(200);
      expect(res.body.statements).toHaveLength(3);
    }
    await request(t.app).get(`/api/xapi/statements?registration=${id}`).set(bearer(tok.otherTeacher)).expect(403);
    const profile = await request(t.app).get(`/api/analytics/profile/${users.learner.sub}`).set(bearer(tok.learner)).expect(200);
    expect(profile.body.practice).toMatchObject({ context: 'conversation_practice', sessions: 1, completed: 1 });
    const agent = encodeURIComponent(JSON.stringify({ account: { homePage: HOME, name: users.learner.sub } }));
    expect((await request(t.app).get(`/api/xapi/statements?agent=${agent}`).set(bearer(tok.teacher)).expect(200)).body.statements).toHaveLength(3);
  });

  it('keeps school classes in PostgreSQL: changes, lists, and a restart on the same database', async () => {
    const pg = await open('postgres');
    const { t, tok } = await schoolApp({ records: pg });
    const a = await createClass(t, tok.owner, { ...newClass, title: 'A' });
    t.clock.advance(1000);
    const b = await createClass(t, tok.owner, { ...newClass, title: 'B' });
    await as(t, tok.owner).patch(classPath(a.id), { title: 'A2', enrollmentCode: 'PGC123' }).expect(200);
    await as(t, tok.owner).post(classPath(a.id, 'invite-expert'), { email: cast.expert.email }).expect(200);
    await as(t, tok.owner).post(classPath(b.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email }).expect(200);
    expect((await as(t, tok.other).patch(classPath(b.id), { enrollmentCode: 'pgc123' })).status).toBe(403);
    expect((await as(t, tok.owner).patch(classPath(b.id), { enrollmentCode: 'pgc123' })).body.error).toBe('duplicate');
    const list = async (tt: typeof t, token: string) => (await as(tt, token).get('/api/school/classes').expect(200)).body.classes as Array<{ id: string; title: string }>;
    expect((await list(t, tok.owner)).map((x) => x.title)).toEqual(['B', 'A2']);
    expect((await list(t, tok.expert)).map((x) => x.title)).toEqual(['A2']);
    expect((await list(t, tok.invitee)).map((x) => x.id)).toEqual([b.id]);
    // Concurrent changes to one class all land.
    const results = await Promise.all(['x1', 'x2', 'x3', 'x4'].map((d) => as(t, tok.owner).patch(classPath(a.id), { description: d })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const before = await list(t, tok.admin);
    // A restart (a new instance) on the same PostgreSQL database.
    const { t: t2, tok: tok2 } = await schoolApp({ records: pg });
    expect(await list(t2, tok2.admin)).toEqual(before);
    expect(await t2.root.school.service.rebuild()).toBe(2);
    expect(await list(t2, tok2.admin)).toEqual(before);
  });
});
