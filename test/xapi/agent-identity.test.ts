// The intake (POST /api/xapi/statement) and the reads (GET /api/xapi/statements) take a
// statement's agent to be a user of this service by one rule, through the real app: an account
// names a user only on XAPI_ACCOUNT_HOMEPAGE (trailing slashes ignored); an account on any other
// home page is someone who is no user here, so only an admin may write about it; an mbox names
// the user with that e-mail (letter case ignored) and an mbox_sha1sum only the caller. What the
// intake lets a teacher write about an enrolled learner, the reads let them read.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, users } from '../auth/helpers.js';
import { api, classesApp, createClass } from '../classes/helpers.js';
import { stmt } from './statements.js';

const HOME = 'https://lms.school.test';
const OTHER = 'https://other.example';
const ACTIVITY = 'https://learning.example/activities/fractions/quiz-1';

/** A teacher with an enrolled learner; the outsider is a user in none of the teacher's classes. */
async function world() {
  const { t, tok } = await classesApp({ env: { XAPI_ACCOUNT_HOMEPAGE: HOME } });
  const c = await createClass(t, tok.teacher, { name: 'Maths 7' });
  await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
  await api(t, tok.outsider).get('/api/classes').expect(200);
  return { t, tok };
}

type App = Awaited<ReturnType<typeof world>>['t'];
const post = (t: App, token: string, body: unknown) => request(t.app).post('/api/xapi/statement').set(bearer(token)).send(body as object);
const read = (t: App, token: string, agent: object) => request(t.app).get(`/api/xapi/statements?agent=${encodeURIComponent(JSON.stringify(agent))}`).set(bearer(token));
const about = (actor: object) => ({ ...stmt('x@x.org', ACTIVITY), actor });
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

describe('an account names a user of this service only on XAPI_ACCOUNT_HOMEPAGE', () => {
  it('the intake: a learner writes as their account here, not as the same id on another system', async () => {
    const { t, tok } = await world();
    await post(t, tok.learner, about({ account: { homePage: HOME, name: users.learner.sub } })).expect(200);
    await post(t, tok.learner, about({ account: { homePage: `${HOME}//`, name: users.learner.sub } })).expect(200);
    const res = await post(t, tok.learner, about({ account: { homePage: OTHER, name: users.learner.sub } })).expect(403);
    expect(res.body).toMatchObject({ success: false, error: 'actor_not_self', details: { field: 'actor' } });
  });

  it('the intake: a teacher writes about their learner\'s account here, not an account elsewhere that shares the id; the 403 names the statement', async () => {
    const { t, tok } = await world();
    await post(t, tok.teacher, about({ account: { homePage: HOME, name: users.learner.sub } })).expect(200);
    const res = await post(t, tok.teacher, [about({ account: { homePage: HOME, name: users.learner.sub } }), about({ account: { homePage: OTHER, name: users.learner.sub } })]).expect(403);
    expect(res.body).toMatchObject({ error: 'actor_not_self', details: { field: '[1].actor' } });
    expect(res.body.message).toContain('statement 1');
    // An anonymous Group is its members, each by the same rule.
    const group = (homePage: string) => about({ objectType: 'Group', member: [{ objectType: 'Agent', mbox: `mailto:${users.learner.email}` }, { objectType: 'Agent', account: { homePage, name: users.learner.sub } }] });
    expect((await post(t, tok.teacher, group(HOME))).status).not.toBe(403);
    expect((await post(t, tok.teacher, group(OTHER)).expect(403)).body.error).toBe('actor_not_self');
    // Only the learner's account here was stored.
    const stored = await t.root.stores.statements.query({ activity: ACTIVITY });
    expect(stored.statements.map((s) => s.actor)).toEqual([{ account: { homePage: HOME, name: users.learner.sub } }]);
  });

  it('an admin writes about an account on any home page; the reads answer it to the admin only', async () => {
    const { t, tok } = await world();
    const elsewhere = { account: { homePage: OTHER, name: users.learner.sub } };
    await post(t, tok.admin, about(elsewhere)).expect(200);
    expect((await read(t, tok.admin, elsewhere).expect(200)).body.statements).toHaveLength(1);
    for (const who of ['learner', 'teacher'] as const) expect((await read(t, tok[who], elsewhere).expect(403)).body.error).toBe('forbidden');
  });
});

describe('a teacher reads what they may write about an enrolled learner', () => {
  it('by mbox (any letter case) as by account; another teacher and a learner may not', async () => {
    const { t, tok } = await world();
    await post(t, tok.teacher, stmt(users.learner.email, ACTIVITY)).expect(200);
    const mbox = { mbox: `mailto:${users.learner.email}` };
    expect((await read(t, tok.teacher, mbox).expect(200)).body.statements).toHaveLength(1);
    expect((await read(t, tok.teacher, { mbox: `MAILTO:${users.learner.email.toUpperCase()}` }).expect(200)).body.statements).toHaveLength(1);
    expect((await read(t, tok.learner, mbox).expect(200)).body.statements).toHaveLength(1);
    await read(t, tok.otherTeacher, mbox).expect(403);
    await read(t, tok.outsider, mbox).expect(403);
    // The teacher may neither write nor read about someone in none of their classes, or an unknown e-mail.
    await post(t, tok.teacher, stmt(users.outsider.email, ACTIVITY)).expect(403);
    const known = await read(t, tok.teacher, { mbox: `mailto:${users.outsider.email}` }).expect(403);
    await post(t, tok.teacher, stmt('nobody@nowhere.test', ACTIVITY)).expect(403);
    const unknown = await read(t, tok.teacher, { mbox: 'mailto:nobody@nowhere.test' }).expect(403);
    // One answer for both: the reads do not tell which addresses have an account here.
    expect(unknown.body).toEqual(known.body);
  });

  it('by mbox_sha1sum: the caller\'s own on both sides; another person\'s on neither (it names no user)', async () => {
    const { t, tok } = await world();
    const own = { mbox_sha1sum: sha1(`mailto:${users.learner.email}`) };
    await post(t, tok.learner, about(own)).expect(200);
    expect((await read(t, tok.learner, own).expect(200)).body.statements).toHaveLength(1);
    expect((await read(t, tok.learner, { mbox_sha1sum: own.mbox_sha1sum.toUpperCase() }).expect(200)).body.statements).toHaveLength(1);
    await post(t, tok.teacher, about(own)).expect(403);
    await read(t, tok.teacher, own).expect(403);
    expect((await read(t, tok.admin, own).expect(200)).body.statements).toHaveLength(1);
  });
});
