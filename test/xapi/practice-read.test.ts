// Reading a practice session's statements back (GET /api/xapi/statements) through the real app
// on the embedded store: the learner, a teacher of a class they are in and an admin may; another
// teacher or learner may not; paging follows xAPI's `more`, and a `more` link can be neither
// forged nor widened. The analytics profile counts the sessions as evidence. The session's own
// writes never fail a turn or the end, whatever the outbox does.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor, users } from '../auth/helpers.js';
import { api, createClass } from '../classes/helpers.js';
import type { OutboxStore } from '../../src/xapi/index.js';
import { ADL_VERB, backoffMs, practiceIdNamespace, SqlOutboxStore, stableStatementId } from '../../src/xapi/index.js';
import { HOME, LINES, auth, playSession, practiceApp, scenarioWithPassMark } from './practice-support.js';

const ME = { id: users.learner.sub, name: 'Lea Learner' };
const read = (t: Awaited<ReturnType<typeof practiceApp>>, token: string, query: string) => request(t.app).get(`/api/xapi/statements?${query}`).set(bearer(token));

async function withSession() {
  const t = await practiceApp();
  const tok = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await tokenFor(t, u)]))) as Record<keyof typeof users, string>;
  const c = await createClass(t, tok.teacher, { name: 'Negotiation 1' });
  await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
  const { id } = await playSession(t, { learner: ME, passMark: 50 });
  expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 3 });
  return { t, tok, id };
}

describe('GET /api/xapi/statements', () => {
  it('answers a practice session\'s statements to the learner, their teacher and an admin', async () => {
    const { t, tok, id } = await withSession();
    for (const who of ['learner', 'teacher', 'admin'] as const) {
      const res = await read(t, tok[who], `registration=${id}`).expect(200);
      expect(res.headers['x-experience-api-version']).toBe('1.0.3');
      expect(res.body.statements).toHaveLength(3);
      expect(res.body.more).toBe('');
      expect(res.body.statements.every((s: { context: { registration: string } }) => s.context.registration === id)).toBe(true);
    }
    const agent = encodeURIComponent(JSON.stringify({ account: { homePage: HOME, name: ME.id } }));
    expect((await read(t, tok.teacher, `agent=${agent}`).expect(200)).body.statements).toHaveLength(3);
  });

  it('refuses another teacher and another learner, and anyone but an admin who names no learner', async () => {
    const { t, tok, id } = await withSession();
    expect((await read(t, tok.otherTeacher, `registration=${id}`).expect(403)).body.error).toBe('forbidden');
    expect((await read(t, tok.outsider, `registration=${id}`).expect(403)).body.error).toBe('forbidden');
    const activity = encodeURIComponent('https://learning-platform.example/xapi/activities/scenario/manager-remote-fridays');
    await read(t, tok.teacher, `activity=${activity}`).expect(403);
    expect((await read(t, tok.admin, `activity=${activity}`).expect(200)).body.statements).toHaveLength(3);
    // An unknown registration tells a non-admin nothing.
    await read(t, tok.learner, 'registration=6f1d3c52-a0b4-4e1f-9a7e-2c5d8b3f4a10').expect(403);
    await request(t.app).get(`/api/xapi/statements?registration=${id}`).expect(401);
  });

  it('pages with more links, which cannot be forged', async () => {
    const { t, tok, id } = await withSession();
    const seen: string[] = [];
    let res = await read(t, tok.learner, `registration=${id}&limit=1`).expect(200);
    for (;;) {
      seen.push(...res.body.statements.map((s: { id: string }) => s.id));
      if (!res.body.more) break;
      expect(res.body.more).toMatch(/^\/api\/xapi\/statements\?more=/);
      res = await request(t.app).get(res.body.more).set(bearer(tok.learner)).expect(200);
    }
    expect(new Set(seen).size).toBe(3);
    // The teacher's continuation is checked again for whoever presents it.
    const first = await read(t, tok.teacher, `registration=${id}&limit=1`).expect(200);
    await request(t.app).get(first.body.more).set(bearer(tok.outsider)).expect(403);
    const forged = `${Buffer.from(JSON.stringify({ s: {}, m: 'x' })).toString('base64url')}.bad`;
    expect((await read(t, tok.learner, `more=${forged}`).expect(400)).body.error).toBe('invalid_query');
    expect((await read(t, tok.learner, 'agent=not-json').expect(400)).body.error).toBe('invalid_query');
  });

  it('refuses an agent with more than one identifier: the rule and the store must name the same learner', async () => {
    const t = await practiceApp();
    const [lea, olga, admin] = await Promise.all([tokenFor(t, users.learner), tokenFor(t, users.outsider), tokenFor(t, users.admin)]);
    const statement = (email: string) => ({ actor: { mbox: `mailto:${email}` }, verb: { id: ADL_VERB.completed }, object: { id: 'https://learning.example/activities/q1' } });
    await request(t.app).post('/api/xapi/statement').set(bearer(olga)).send(statement(users.outsider.email)).expect(200);
    // Lea's own account beside Olga's mbox: the rule would see Lea, the store would match Olga.
    const mixed = [
      { account: { homePage: HOME, name: users.learner.sub }, mbox: `mailto:${users.outsider.email}` },
      { account: { homePage: HOME, name: users.learner.sub }, mbox_sha1sum: 'a'.repeat(40) },
      { mbox: `mailto:${users.learner.email}`, openid: 'https://id.example/olga' },
    ];
    for (const agent of mixed) {
      const res = await read(t, lea, `agent=${encodeURIComponent(JSON.stringify(agent))}`).expect(400);
      expect(res.body).toMatchObject({ error: 'invalid_query', details: { field: 'agent' } });
      expect(res.body.statements).toBeUndefined();
      // Not even an admin: one agent, one identifier.
      await read(t, admin, `agent=${encodeURIComponent(JSON.stringify(agent))}`).expect(400);
    }
    for (const agent of [{}, { account: { homePage: HOME, name: { id: users.learner.sub } } }, { mbox: 7 }]) {
      expect((await read(t, lea, `agent=${encodeURIComponent(JSON.stringify(agent))}`).expect(400)).body.error).toBe('invalid_query');
    }
    // One identifier each: Olga's mbox is still hers alone, Lea's account still Lea's.
    await read(t, lea, `agent=${encodeURIComponent(JSON.stringify({ mbox: `mailto:${users.outsider.email}` }))}`).expect(403);
    expect((await read(t, lea, `agent=${encodeURIComponent(JSON.stringify({ account: { homePage: HOME, name: users.learner.sub } }))}`).expect(200)).body.statements).toEqual([]);
    expect((await read(t, olga, `agent=${encodeURIComponent(JSON.stringify({ mbox: `mailto:${users.outsider.email}` }))}`).expect(200)).body.statements).toHaveLength(1);
  });

  it('lets a learner named by e-mail read their session (the id on the integrator\'s platform differs)', async () => {
    const t = await practiceApp();
    const { id } = await playSession(t, { learner: { id: 'lms-7781', email: users.outsider.email } });
    await t.root.xapi.delivery.flush();
    expect((await read(t, await tokenFor(t, users.outsider), `registration=${id}`).expect(200)).body.statements).toHaveLength(2);
    await read(t, await tokenFor(t, users.learner), `registration=${id}`).expect(403);
  });
});

describe('practice sessions as analytics evidence', () => {
  it('counts the learner\'s practice sessions in their profile (context conversation_practice)', async () => {
    const { t, tok } = await withSession();
    await playSession(t, { learner: ME });
    const profile = await request(t.app).get(`/api/analytics/profile/${ME.id}`).set(bearer(tok.teacher)).expect(200);
    expect(profile.body.practice).toMatchObject({ context: 'conversation_practice', sessions: 2, completed: 2 });
    expect(profile.body.practice.passed + profile.body.practice.failed).toBe(1);
    expect(profile.body.practice.meanScaledScore).toBeGreaterThanOrEqual(0);
    expect(profile.body.practice.lastActivity).toMatch(/^2026-/);
    const other = await request(t.app).get(`/api/analytics/profile/${users.admin.sub}`).set(bearer(tok.admin)).expect(200);
    expect(other.body.practice).toMatchObject({ sessions: 0, completed: 0, meanScaledScore: null });
  });
});

describe('the learner option and a failing outbox', () => {
  it('refuses a malformed learner with one line per problem', async () => {
    const t = await practiceApp();
    const res = await request(t.app)
      .post('/api/v1/conversations')
      .set(auth)
      .send({ scenario_id: 'manager-remote-fridays', options: { learner: { id: '', email: 'nope', role: 'x' } } })
      .expect(400);
    expect(res.body.error).toBe('invalid_config');
    expect(res.body.errors.join('\n')).toMatch(/options\.learner\.id/);
    expect(res.body.errors.join('\n')).toMatch(/options\.learner\.email/);
  });

  it('never fails the session when the outbox cannot be written', async () => {
    const broken: OutboxStore = Object.assign(Object.create(SqlOutboxStore.prototype) as OutboxStore, {
      enqueue: async () => {
        throw new Error('disk full');
      },
      depth: async () => ({ pending: 0, rejected: 0, oldestPendingAt: null }),
    });
    const t = await practiceApp({ stores: { outbox: broken } });
    const { id } = await playSession(t, { learner: ME, passMark: 0 });
    expect(id).toBeTruthy();
    expect(t.logs.filter((l) => l.msg === 'xapi.practice_queue_failed')).toHaveLength(2);
  });
});

describe('the outbox delivery', () => {
  it('sets aside, without retrying, a statement the record store refuses for good', async () => {
    const t = await practiceApp();
    const created = await request(t.app).post('/api/v1/conversations').set(auth).send({ scenario_id: 'manager-remote-fridays', options: { learner: ME } }).expect(201);
    const id = stableStatementId(practiceIdNamespace(t.root.auth.identity.keys.hmac), created.body.session_id, 'initialized');
    // Someone else's statement already holds the id: the store answers 409 for ours.
    await t.root.stores.statements.save({ id, actor: { mbox: 'mailto:x@school.test' }, verb: { id: ADL_VERB.initialized }, object: { id: 'https://other.example/a' } });
    expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 0, rejected: 1, failed: false });
    expect((await request(t.app).get('/api/direct/health').expect(200)).body.xapiOutbox).toMatchObject({ pending: 0, rejected: 1 });
    expect(t.logs.some((l) => l.msg === 'xapi.outbox_rejected' && l.code === 'statement_conflict')).toBe(true);
  });

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 5, 40].map((n) => backoffMs(n, 1000, 8000))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('the hosted page\'s logged-in user', () => {
  async function openedSession(t: Awaited<ReturnType<typeof practiceApp>>, options: Record<string, unknown>, cookie?: string) {
    const created = await request(t.app).post('/api/v1/conversations').set(auth).send({ scenario_id: 'manager-remote-fridays', options }).expect(201);
    const url = new URL(created.body.embed_url as string);
    const page = request(t.app).get(url.pathname + url.search);
    await (cookie ? page.set('Cookie', `auth_token=${cookie}`) : page).expect(200);
    return { id: created.body.session_id as string, capability: url.searchParams.get('token')! };
  }

  it('becomes the learner of a session nobody named: the page writes initialized on opening, completed at the end', async () => {
    const t = await practiceApp();
    const token = await tokenFor(t, users.learner);
    const { id, capability } = await openedSession(t, {}, token);
    expect(await t.root.stores.outbox.learnerOf(id)).toEqual({ id: users.learner.sub, email: users.learner.email });
    // Claimed: the page's calls carry the learner's cookie beside the capability (test/simulation/claim.test.ts).
    const end = await request(t.app).post(`/simulation/api/sessions/${id}/end`).set('X-Session-Token', capability).set('Cookie', `auth_token=${token}`).expect(200);
    expect(end.body.learning_record).toBe(true);
    await t.root.xapi.delivery.flush();
    const got = (await read(t, token, `registration=${id}`).expect(200)).body.statements as Array<{ verb: { id: string }; actor: unknown }>;
    expect(got.map((s) => s.verb.id.split('/').pop()).sort()).toEqual(['completed', 'initialized']);
    expect(got[0]!.actor).toEqual({ objectType: 'Agent', name: users.learner.name, account: { homePage: HOME, name: users.learner.sub } });
  });

  it('leaves an anonymous page, and a session the integrator named, as they are', async () => {
    const t = await practiceApp();
    const anonymous = await openedSession(t, {});
    expect(await t.root.stores.outbox.learnerOf(anonymous.id)).toBeUndefined();
    const end = await request(t.app).post(`/simulation/api/sessions/${anonymous.id}/end`).set('X-Session-Token', anonymous.capability).expect(200);
    expect(end.body.learning_record).toBe(false);
    expect((await t.root.stores.outbox.depth()).pending).toBe(0);

    const named = await openedSession(t, { learner: { id: 'lms-1' } }, await tokenFor(t, users.outsider));
    expect(await t.root.stores.outbox.learnerOf(named.id)).toEqual({ id: 'lms-1' });
  });
});

describe('the OpenAPI document', () => {
  it('lists the read route with its query, the learner option, the pass mark and the outbox in health', async () => {
    const doc = (await request((await practiceApp()).app).get('/api/openapi.json').expect(200)).body;
    const op = doc.paths['/api/xapi/statements'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['registration', 'activity', 'agent', 'more', 'limit']));
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(doc.components.schemas.ConversationOptions.properties).toHaveProperty('learner');
    expect(doc.components.schemas.Scenario.properties).toHaveProperty('pass_mark');
    expect(doc.components.schemas.Health.properties).toHaveProperty('xapiOutbox');
    expect(doc.components.schemas.LearnerProfile.properties).toHaveProperty('practice');
  });
});

describe("a session's statement ids", () => {
  // The ids as they were once derived, from a namespace written in the source: anyone who may write
  // statements about the learner could compute them from the session id.
  const publicNamespaceId = (sessionId: string, verb: string) => {
    const b = createHash('sha1').update(Buffer.from('6f1d3c52a0b44e1f9a7e2c5d8b3f4a10', 'hex')).update(`${sessionId.toLowerCase()}/${verb}`).digest().subarray(0, 16);
    b[6] = (b[6]! & 0x0f) | 0x50;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const h = b.toString('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };

  it("cannot be taken first by the learner: the service's completed and passed/failed records are stored, not refused as conflicts", async () => {
    const t = await practiceApp();
    const lea = await tokenFor(t, users.learner);
    const created = await request(t.app).post('/api/v1/conversations').set(auth).send({ scenario: scenarioWithPassMark(t, 50), options: { learner: ME } }).expect(201);
    const session = created.body.session_id as string;
    // The learner knows the session id (the hosted page's URL carries it) and stores a flattering
    // result under each id the end would use.
    for (const verb of ['completed', 'passed', 'failed'] as const) {
      const forged = {
        id: publicNamespaceId(session, verb),
        actor: { objectType: 'Agent', account: { homePage: HOME, name: ME.id } },
        verb: { id: ADL_VERB[verb] },
        object: { objectType: 'Activity', id: 'https://learning-platform.example/xapi/activities/scenario/inline' },
        result: { completion: true, success: true, score: { scaled: 1, raw: 100, min: 0, max: 100 } },
        context: { registration: session },
      };
      await request(t.app).post('/api/xapi/statement').set(bearer(lea)).send(forged).expect(200);
    }
    for (const text of LINES) await request(t.app).post(`/api/v1/conversations/${session}/messages`).set(auth).send({ text }).expect(200);
    const ended = await request(t.app).post(`/api/v1/conversations/${session}/end`).set(auth).expect(200);
    expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 3, rejected: 0 });
    const mine = (await read(t, lea, `registration=${session}`).expect(200)).body.statements as Array<{ id: string; verb: { id: string }; result?: { score?: { raw?: number } } }>;
    const service = mine.filter((s) => s.id !== publicNamespaceId(session, s.verb.id.split('/').pop()!));
    expect(service.map((s) => s.verb.id.split('/').pop()).sort()).toEqual(['completed', 'initialized', ended.body.report.overall_score >= 50 ? 'passed' : 'failed'].sort());
    expect(service.find((s) => s.verb.id === ADL_VERB.completed)!.result!.score!.raw).toBe(ended.body.report.overall_score);
  });
});
