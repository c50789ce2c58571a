// Stored statements say who vouched for them (xAPI `authority`), through the real app on the
// embedded store: what a user posts carries that user, whatever authority it came with; the
// service's own practice records carry the service. So a learner's own `passed` about their
// practice session, with a score and the session's registration, reads apart from the service's
// record of the result. Statements stored before lose any authority they came with (it vouched
// for nothing); a user's older statement reads with that user.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor, users } from '../auth/helpers.js';
import { api, createClass } from '../classes/helpers.js';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { areaMigrations } from '../../src/composition-root.js';
import { SERVICE_ACCOUNT_NAME } from '../../src/shared/xapi-authority.js';
import { migrate } from '../../src/storage/migrations.js';
import type { SqlDialectName } from '../../src/storage/sql-engine.js';
import { ADL_VERB, practiceIdNamespace, SqlStatementStore, stableStatementId, type Statement, type StoredStatement } from '../../src/xapi/index.js';
import type { XapiTables } from '../../src/xapi/tables.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';
import { HOME, SCENARIO_ID, playSession, practiceApp } from './practice-support.js';
import { stmt } from './statements.js';

const LEA = { id: users.learner.sub, name: 'Lea Learner' };
const SERVICE = { objectType: 'Agent', account: { homePage: HOME, name: SERVICE_ACCOUNT_NAME } };
const userAuthority = (id: string) => ({ objectType: 'Agent', account: { homePage: HOME, name: id } });

async function endedSession() {
  const t = await practiceApp();
  const tok = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await tokenFor(t, u)]))) as Record<keyof typeof users, string>;
  const c = await createClass(t, tok.teacher, { name: 'Negotiation 1' });
  await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
  const { id } = await playSession(t, { learner: LEA, passMark: 0 });
  expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 3 });
  return { t, tok, id };
}

/** The learner's own `passed` about the session: their actor, a full score, the session's registration. */
const forgedPassed = (registration: string, extra: Record<string, unknown> = {}) => ({
  actor: { objectType: 'Agent', account: { homePage: HOME, name: LEA.id } },
  verb: { id: ADL_VERB.passed, display: { 'en-US': 'passed' } },
  object: { objectType: 'Activity', id: `https://learning-platform.example/xapi/activities/scenario/${SCENARIO_ID}` },
  result: { success: true, score: { scaled: 1, raw: 100, min: 0, max: 100 } },
  context: { registration },
  ...extra,
});

describe('authority of stored statements', () => {
  it('a learner\'s forged passed reads with the learner as authority, the service\'s record with the service', async () => {
    const { t, tok, id } = await endedSession();
    // It even names the service as its authority: the store replaces that with the writer.
    const posted = await request(t.app).post('/api/xapi/statement').set(bearer(tok.learner)).send(forgedPassed(id, { authority: SERVICE })).expect(200);
    const forgedId = posted.body.ids[0] as string;
    const serviceId = stableStatementId(practiceIdNamespace(t.root.auth.identity.keys.hmac), id, 'passed');

    const res = await request(t.app).get(`/api/xapi/statements?registration=${id}&verb=${encodeURIComponent(ADL_VERB.passed)}`).set(bearer(tok.teacher)).expect(200);
    const byId = new Map((res.body.statements as StoredStatement[]).map((s) => [s.id, s]));
    expect([...byId.keys()].sort()).toEqual([forgedId, serviceId].sort());
    expect(byId.get(forgedId)!.authority).toEqual(userAuthority(LEA.id));
    expect(byId.get(serviceId)!.authority).toEqual(SERVICE);
    // The service's initialized and completed too.
    const all = (await request(t.app).get(`/api/xapi/statements?registration=${id}`).set(bearer(tok.teacher)).expect(200)).body.statements as StoredStatement[];
    expect(all.filter((s) => s.id !== forgedId).map((s) => s.authority)).toEqual([SERVICE, SERVICE, SERVICE]);
  });

  it('a practice statement delivered again is still one statement, under its stable id', async () => {
    const { t, tok, id } = await endedSession();
    const serviceId = stableStatementId(practiceIdNamespace(t.root.auth.identity.keys.hmac), id, 'passed');
    const read = async () => (await request(t.app).get(`/api/xapi/statements?registration=${id}`).set(bearer(tok.admin)).expect(200)).body.statements as StoredStatement[];
    const before = await read();
    const stored = before.find((s) => s.id === serviceId)!;
    // The statement as the outbox delivers it: what the store added (stored, authority, version) taken off.
    const { stored: _s, authority: _a, version: _v, ...delivered } = stored as StoredStatement & { version?: string };
    expect(await t.root.stores.statements.save(delivered as Statement)).toEqual([serviceId]);
    // Authority is no part of the comparison (xAPI's): a copy naming someone else is the same statement.
    expect(await t.root.stores.statements.save({ ...delivered, authority: userAuthority('someone') } as Statement)).toEqual([serviceId]);
    const after = await read();
    expect(after).toHaveLength(3);
    expect(after.find((s) => s.id === serviceId)).toEqual(stored);
  });

  it('a teacher\'s statement about a learner carries the teacher; a repeat with another posted authority is the same statement', async () => {
    const { t, tok, id } = await endedSession();
    const aboutLea = forgedPassed(id, { authority: userAuthority(users.admin.sub) });
    const first = await request(t.app).post('/api/xapi/statement').set(bearer(tok.teacher)).send(aboutLea).expect(200);
    const sid = first.body.ids[0] as string;
    await request(t.app).post('/api/xapi/statement').set(bearer(tok.teacher)).send({ ...aboutLea, id: sid, authority: userAuthority(LEA.id) }).expect(200);
    await request(t.app).post('/api/xapi/statement').set(bearer(tok.teacher)).send({ ...aboutLea, id: sid }).expect(200);
    const mine = (await t.root.stores.statements.query({ registration: id, verb: ADL_VERB.passed })).statements.filter((s) => s.id === sid);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.authority).toEqual(userAuthority(users.teacher.sub));
    // A malformed authority is still refused by the validator, like any other invalid statement.
    const bad = await request(t.app).post('/api/xapi/statement').set(bearer(tok.learner)).send(forgedPassed(id, { authority: { objectType: 'Agent' } })).expect(400);
    expect(bad.body.error).toBe('invalid_statement');
  });

  it('no user id can be the service\'s name: a token with that subject is refused', async () => {
    const t = await practiceApp();
    const token = await tokenFor(t, { sub: SERVICE_ACCOUNT_NAME, email: 'svc@school.test', role: 'admin', name: 'Not the service' });
    const res = await request(t.app).post('/api/xapi/statement').set(bearer(token)).send(forgedPassed('6f1d3c52-a0b4-4e1f-9a7e-2c5d8b3f4a10')).expect(401);
    expect(res.body.error).toBe('invalid_token');
    expect(await t.root.auth.users.getById(SERVICE_ACCOUNT_NAME)).toBeUndefined();
  });
});

const open = recordEngines();

describe.each(RECORD_ENGINES)('statements stored before authority was set, on %s', (kind: SqlDialectName) => {
  it('lose the authority they came with; a user\'s reads with that user, an older actor row with none', async () => {
    const engine = await open(kind, { migrations: { ...areaMigrations, xapi: areaMigrations.xapi.filter((m) => m.id !== 'xapi-008-authority') } });
    const row = (n: number, writer: string, authority?: unknown) => {
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      const body = { ...stmt('lea@x.test', `https://lp.test/a/${n}`), id, stored: '2026-01-01T00:00:00.000Z', ...(authority ? { authority } : {}) };
      return { id, actor_key: 'mbox:mailto:lea@x.test', writer, verb_id: body.verb.id, activity_id: `https://lp.test/a/${n}`, registration: null, stored: body.stored, submitted: '{}', body: JSON.stringify(body) };
    };
    await engine.db
      .withTables<XapiTables>()
      .insertInto('xapi_statements')
      .values([row(1, 'user:lea', SERVICE), row(2, 'actor:mbox:mailto:lea@x.test', SERVICE), row(3, 'actor:mbox:mailto:lea@x.test'), row(4, 'user:lea')])
      .execute();
    expect(await migrate(engine, areaMigrations)).toEqual(['xapi-008-authority']);
    const store = new SqlStatementStore({ engine, clock: new ManualClock(), random: seededRandom(3), accountHomePage: HOME });
    const read = (await store.query({ ascending: true })).statements;
    expect(read.map((s) => s.authority)).toEqual([userAuthority('lea'), undefined, undefined, userAuthority('lea')]);
    expect(read[1]).toMatchObject({ id: row(2, '').id, actor: { mbox: 'mailto:lea@x.test' }, stored: '2026-01-01T00:00:00.000Z' });
  });
});
