// POST /api/xapi/statement through the real app: xAPI 1.0.3 validation with the validator's
// messages, all-or-nothing storage in the embedded store and in a real LRS on loopback, ids in
// order, idempotent repeats and 409 conflicts (as an admin, who may write about anyone), learners
// kept to statements about themselves,
// the reserved class records, auth by bearer or cookie, and the per-request cap.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { startRealLrs, type RealLrs } from '../helpers/lrs.js';
import { stmt } from './statements.js';

const ACTIVITY = 'https://learning.example/activities/fractions/quiz-1';
const post = (t: Awaited<ReturnType<typeof buildAuthApp>>, token: string, body: unknown) =>
  request(t.app).post('/api/xapi/statement').set(bearer(token)).send(body as object);

describe('POST /api/xapi/statement (embedded store)', () => {
  it('stores one statement or an array, answering the ids in order', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.admin);
    const one = await post(t, token, stmt('lea@example.org', ACTIVITY)).expect(200);
    expect(one.body).toMatchObject({ success: true, store: 'embedded' });
    expect(one.body.ids).toHaveLength(1);
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    const many = await post(t, token, [stmt('a@example.org', ACTIVITY, undefined, { id: ids[0] }), stmt('b@example.org', ACTIVITY, undefined, { id: ids[1] })]).expect(200);
    expect(many.body.ids).toEqual(ids);
    const stored = await t.root.stores.statements.query({ activity: ACTIVITY });
    expect(stored.statements.map((s) => s.id).sort()).toEqual([...ids, one.body.ids[0]].sort());
  });

  it.each([
    ['no actor', { verb: { id: 'http://adlnet.gov/expapi/verbs/answered' }, object: { id: ACTIVITY } }, 'actor'],
    ['no verb', { actor: { mbox: 'mailto:a@example.org' }, object: { id: ACTIVITY } }, 'verb'],
    ['no object', { actor: { mbox: 'mailto:a@example.org' }, verb: { id: 'http://adlnet.gov/expapi/verbs/answered' } }, 'object'],
    ['a malformed mbox', { ...stmt('a@example.org', ACTIVITY), actor: { mbox: 'a@example.org' } }, 'actor.mbox'],
    ['a malformed verb IRI', { ...stmt('a@example.org', ACTIVITY), verb: { id: 'not an iri' } }, 'verb.id'],
  ])('refuses a statement with %s: 400 with the validator messages', async (_name, body, where) => {
    const t = await buildAuthApp();
    const res = await post(t, await tokenFor(t, users.teacher), body).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_statement' });
    expect(res.body.details.problems.some((p: string) => p.startsWith(where))).toBe(true);
    expect(res.body.message).toContain(where);
  });

  it('refuses a number too large for a double (1e400 parses as Infinity, which would be stored as null)', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.admin);
    const body = JSON.stringify(stmt('a@example.org', ACTIVITY)).replace(/}$/, ',"result":{"score":{"raw":1e400},"extensions":{"https://learning.example/x/big":-1e999}}}');
    const res = await request(t.app).post('/api/xapi/statement').set(bearer(token)).set('Content-Type', 'application/json').send(body).expect(400);
    // The body parser refuses it for every area, before the statement is validated.
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'result.score.raw', reason: 'number_out_of_range' } });
    expect(res.body.details.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^result\.score\.raw: a number too large/), expect.stringMatching(/^result\.extensions\.https:\/\/learning\.example\/x\/big: a number too large/)]));
    expect((await t.root.stores.statements.query({ activity: ACTIVITY })).statements).toHaveLength(0);
  });

  it('stores nothing from a batch with one invalid statement, and names its index', async () => {
    const t = await buildAuthApp();
    const res = await post(t, await tokenFor(t, users.teacher), [stmt('a@example.org', ACTIVITY), { actor: { mbox: 'mailto:a@example.org' } }]).expect(400);
    expect(res.body.details.problems[0]).toMatch(/^\[1\] /);
    expect((await t.root.stores.statements.query({ activity: ACTIVITY })).statements).toHaveLength(0);
  });

  it('is idempotent for a repeated id with the same body; 409 for a different body', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.admin);
    const s = stmt('a@example.org', ACTIVITY, undefined, { id: crypto.randomUUID() });
    await post(t, token, s).expect(200);
    expect((await post(t, token, s).expect(200)).body.ids).toEqual([s.id]);
    const conflict = await post(t, token, { ...s, verb: { id: 'http://adlnet.gov/expapi/verbs/failed', display: { en: 'failed' } } }).expect(409);
    expect(conflict.body.error).toBe('statement_conflict');
    expect((await t.root.stores.statements.query({ activity: ACTIVITY })).statements).toHaveLength(1);
  });

  it('keeps a learner to statements about themselves (mbox, mbox_sha1sum or account by user id)', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.learner);
    await post(t, token, stmt(users.learner.email.toUpperCase(), ACTIVITY)).expect(200);
    const sha = createHash('sha1').update(`mailto:${users.learner.email}`).digest('hex');
    await post(t, token, { ...stmt('x@x.org', ACTIVITY), actor: { mbox_sha1sum: sha } }).expect(200);
    await post(t, token, { ...stmt('x@x.org', ACTIVITY), actor: { account: { homePage: t.deps.config.xapi.accountHomePage, name: users.learner.sub } } }).expect(200);
    const other = await post(t, token, [stmt(users.learner.email, ACTIVITY), stmt(users.outsider.email, ACTIVITY)]).expect(403);
    expect(other.body).toMatchObject({ error: 'actor_not_self', details: { field: '[1].actor' } });
    // Whom else a teacher or admin may write about: test/hardening/acting-for.test.ts.
  });

  it('refuses statements about the service\'s own class records', async () => {
    const t = await buildAuthApp();
    const classes = t.deps.config.xapi.activityBase.replace(/\/$/, '');
    const res = await post(t, await tokenFor(t, users.admin), stmt('a@example.org', `${classes}/class/forged`)).expect(400);
    expect(res.body.details).toMatchObject({ reason: 'reserved' });
  });

  it('authenticates by bearer or by the auth cookie (with the origin check), and refuses anonymous calls', async () => {
    const t = await buildAuthApp();
    await request(t.app).post('/api/xapi/statement').send(stmt('a@example.org', ACTIVITY)).expect(401);
    const token = await tokenFor(t, users.admin);
    await request(t.app).post('/api/xapi/statement').set('Cookie', `auth_token=${token}`).send(stmt('a@example.org', ACTIVITY)).expect(200);
    const foreign = await request(t.app).post('/api/xapi/statement').set('Cookie', `auth_token=${token}`).set('Origin', 'https://evil.example').send(stmt('a@example.org', ACTIVITY)).expect(403);
    expect(foreign.body.error).toBe('origin_not_allowed');
    await request(t.app).post('/api/xapi/statement').set(bearer(await tokenFor(t, users.teacher, { secret: `${TEST_SECRET}-wrong` }))).send(stmt('a@example.org', ACTIVITY)).expect(401);
  });

  it('caps a request at 50 statements (413) and refuses a body that is not an object or array (400)', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    const res = await post(t, token, Array.from({ length: 51 }, () => stmt('a@example.org', ACTIVITY))).expect(413);
    expect(res.body.error).toBe('too_many_statements');
    expect((await post(t, token, []).expect(400)).body.error).toBe('invalid_request');
  });
});

describe('POST /api/xapi/statement (external LRS)', () => {
  let lrs: RealLrs;
  beforeAll(async () => {
    lrs = await startRealLrs();
  });
  afterAll(async () => {
    await lrs?.stop();
  });

  it('stores into the LRS named by XAPI_ENDPOINT, idempotent on repeats, 409 on a changed body', async () => {
    const t = await buildAuthApp({ env: { XAPI_ENDPOINT: lrs.endpoint, XAPI_USERNAME: 'svc', XAPI_PASSWORD: 'secret', XAPI_MAX_RETRIES: '0', XAPI_TIMEOUT_MS: '5000' } });
    const token = await tokenFor(t, users.admin);
    const activity = `https://learning.example/activities/lrs/${crypto.randomUUID()}`;
    const s = stmt('a@example.org', activity, undefined, { id: crypto.randomUUID() });
    const res = await post(t, token, s).expect(200);
    expect(res.body).toEqual({ success: true, ids: [s.id], store: 'lrs' });
    expect((await t.root.stores.statements.query({ activity })).statements.map((x) => x.id)).toEqual([s.id]);
    await post(t, token, s).expect(200);
    expect((await post(t, token, { ...s, verb: { id: 'http://adlnet.gov/expapi/verbs/failed', display: { en: 'failed' } } }).expect(409)).body.error).toBe('statement_conflict');
  });
});
