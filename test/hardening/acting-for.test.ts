// One rule for writing and reading about another person (auth/acting-for.ts, docs/auth.md): self,
// a teacher of a class the learner is enrolled in, an admin; everyone else 403 naming the item.
// Checked in every area that applies it: xAPI intake, analytics events, analytics profile.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createActingPolicy, type Principal } from '../../src/auth/index.js';
import { bearer } from '../auth/helpers.js';
import { api, classesApp, createClass, users } from '../classes/helpers.js';
import { event } from '../analytics/support.js';
import { stmt } from '../xapi/statements.js';

const ACTIVITY = 'https://learning.example/activities/fractions/quiz-1';

/** A class taught by `teacher`, with `learner` enrolled; `otherTeacher` teaches nobody here. */
async function world() {
  const { t, tok } = await classesApp();
  const c = await createClass(t, tok.teacher, { name: 'Maths 7' });
  await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
  // The outsider has a user record (so their e-mail resolves) but is in no class of the teacher.
  await request(t.app).get('/api/classes').set(bearer(tok.outsider)).expect(200);
  return { t, tok };
}

const xapi = (t: Awaited<ReturnType<typeof world>>['t'], token: string, body: unknown) => request(t.app).post('/api/xapi/statement').set(bearer(token)).send(body as object);
const events = (t: Awaited<ReturnType<typeof world>>['t'], token: string, list: unknown[]) => request(t.app).post('/api/analytics/events').set(bearer(token)).send({ events: list });

describe('mayActFor', () => {
  const p = (userId: string, role: Principal['role']): Principal => ({ userId, email: `${userId}@x.test`, name: null, role });
  const policy = createActingPolicy([{ teaches: (teacher, learner) => teacher === 't1' && learner === 'l1' }]);

  it('self, a teacher of the learner, an admin; nobody else', async () => {
    expect(await policy.mayActFor(p('l1', 'learner'), 'l1')).toBe(true);
    expect(await policy.mayActFor(p('l1', 'learner'), 'l2')).toBe(false);
    expect(await policy.mayActFor(p('t1', 'teacher'), 'l1')).toBe(true);
    expect(await policy.mayActFor(p('t1', 'teacher'), 'l2')).toBe(false);
    expect(await policy.mayActFor(p('t2', 'teacher'), 'l1')).toBe(false);
    expect(await policy.mayActFor(p('a', 'admin'), 'l2')).toBe(true);
    // A subject that names no user here: only an admin.
    expect(await policy.mayActFor(p('t1', 'teacher'), undefined)).toBe(false);
    expect(await policy.mayActFor(p('a', 'admin'), undefined)).toBe(true);
    // The relation counts only for teachers: a learner "teaching" is no relation.
    expect(await createActingPolicy([{ teaches: () => true }]).mayActFor(p('l1', 'learner'), 'l2')).toBe(false);
  });
});

describe('xAPI intake follows the rule', () => {
  it('a teacher writes about their learner (mbox or account), not about an unrelated or unknown person; 403 names the statement', async () => {
    const { t, tok } = await world();
    await xapi(t, tok.teacher, stmt(users.learner.email, ACTIVITY)).expect(200);
    await xapi(t, tok.teacher, { ...stmt('x@x.org', ACTIVITY), actor: { account: { homePage: t.deps.config.xapi.accountHomePage, name: users.learner.sub } } }).expect(200);
    const res = await xapi(t, tok.teacher, [stmt(users.learner.email, ACTIVITY), stmt(users.outsider.email, ACTIVITY)]).expect(403);
    expect(res.body).toMatchObject({ success: false, error: 'actor_not_self', details: { field: '[1].actor' } });
    expect(res.body.message).toContain('statement 1');
    await xapi(t, tok.otherTeacher, stmt(users.learner.email, ACTIVITY)).expect(403);
    await xapi(t, tok.teacher, stmt('nobody@nowhere.test', ACTIVITY)).expect(403);
    // An anonymous group is its members: all must be allowed.
    const group = (emails: string[]) => ({ ...stmt('x@x.org', ACTIVITY), actor: { objectType: 'Group', member: emails.map((e) => ({ objectType: 'Agent', mbox: `mailto:${e}` })) } });
    // (The embedded store itself refuses anonymous groups, 400: it counts statements per actor.)
    expect((await xapi(t, tok.teacher, group([users.learner.email]))).status).not.toBe(403);
    await xapi(t, tok.teacher, group([users.learner.email, users.outsider.email])).expect(403);
    // Nothing of a refused batch was stored.
    const stored = await t.root.stores.statements.query({ activity: ACTIVITY });
    expect(stored.statements.every((s) => JSON.stringify(s.actor).includes(users.learner.email) || JSON.stringify(s.actor).includes(users.learner.sub))).toBe(true);
  });

  it('an admin writes about anyone, a learner about themselves only', async () => {
    const { t, tok } = await world();
    await xapi(t, tok.admin, stmt('nobody@nowhere.test', ACTIVITY)).expect(200);
    await xapi(t, tok.learner, stmt(users.learner.email, ACTIVITY)).expect(200);
    expect((await xapi(t, tok.learner, stmt(users.outsider.email, ACTIVITY)).expect(403)).body.error).toBe('actor_not_self');
  });
});

describe('analytics follows the rule', () => {
  it('an unrelated teacher cannot make a concept "mastered" in a learner profile (the attack pass)', async () => {
    const { t, tok } = await world();
    const twenty = Array.from({ length: 20 }, () => event(users.outsider.sub, 'practice_quiz.question_answered', { conceptId: 'fractions', bloomLevel: 'apply', outcome: { correct: true } }));
    const res = await events(t, tok.teacher, twenty).expect(403);
    expect(res.body).toMatchObject({ error: 'forbidden', details: { field: 'events[0].userId' } });
    const profile = await request(t.app).get(`/api/analytics/profile/${users.outsider.sub}`).set(bearer(tok.outsider)).expect(200);
    expect(profile.body.eventCount).toBe(0);
  });

  it('their own teacher may write and read; another teacher may do neither; the 403 names the event', async () => {
    const { t, tok } = await world();
    await events(t, tok.teacher, [event(users.learner.sub, 'reading.page_opened')]).expect(200);
    const mixed = await events(t, tok.teacher, [event(users.learner.sub, 'reading.page_opened'), event(users.outsider.sub, 'reading.page_opened')]).expect(403);
    expect(mixed.body.details.field).toBe('events[1].userId');
    await events(t, tok.otherTeacher, [event(users.learner.sub, 'reading.page_opened')]).expect(403);
    await request(t.app).get(`/api/analytics/profile/${users.learner.sub}`).set(bearer(tok.teacher)).expect(200);
    await request(t.app).get(`/api/analytics/profile/${users.learner.sub}`).set(bearer(tok.otherTeacher)).expect(403);
    await request(t.app).get(`/api/analytics/profile/${users.outsider.sub}`).set(bearer(tok.teacher)).expect(403);
    await events(t, tok.admin, [event(users.outsider.sub, 'reading.page_opened')]).expect(200);
  });
});
