// Practice sessions reach the learner's record, against a real LRS on loopback (Learning Locker's
// statement service, test/helpers/lrs.ts): a session with a learner writes initialized, completed
// and passed (valid xAPI, the report's figures, the scenario's title in the session's language,
// the session id as registration); the LRS stopped for the middle of a run loses nothing and gets
// nothing twice; the outbox survives a restart of the service; a session without a learner
// writes nothing. Delivery runs when the test calls flush(), on a manual clock.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ACCOUNT_NAME } from '../../src/shared/xapi-authority.js';
import { openDatabase } from '../../src/storage/database.js';
import { LrsStatementStore, validateStatement, type StoredStatement } from '../../src/xapi/index.js';
import { seededRandom } from '../../src/clock.js';
import { bearer, tokenFor } from '../auth/helpers.js';
import { startRealLrs, type RealLrs } from '../helpers/lrs.js';
import { freePort } from '../helpers/process.js';
import { manualScheduler } from '../helpers/scheduler.js';
import { HOME, LINES, playSession, practiceApp, SCENARIO_ID, scenarioWithPassMark } from './practice-support.js';

const ACTIVITY_BASE = 'https://learning-platform.example/xapi/activities';
const EXT = 'https://learning-platform.example/xapi/extensions/conversation-practice';
const LEARNER = { id: 'learner-42', name: 'Lea Lernende', email: 'lea@school.test' };

let lrs: RealLrs;
beforeAll(async () => {
  lrs = await startRealLrs();
});
afterAll(async () => {
  await lrs?.stop();
});

const lrsEnv = (endpoint: string) => ({ XAPI_ENDPOINT: endpoint, XAPI_USERNAME: 'svc', XAPI_PASSWORD: 'secret', XAPI_MAX_RETRIES: '0', XAPI_TIMEOUT_MS: '2000' });

/** Every statement of a registration, read straight from the LRS (not through the service). */
async function inLrs(endpoint: string, registration: string): Promise<StoredStatement[]> {
  const store = new LrsStatementStore({ endpoint, username: 'svc', password: 'secret', random: seededRandom(7), maxRetries: 0 });
  const out: StoredStatement[] = [];
  let page = await store.query({ registration, limit: 50, ascending: true });
  for (;;) {
    out.push(...page.statements);
    if (!page.more) return out;
    page = await store.query({ more: page.more });
  }
}

const verbOf = (s: StoredStatement) => s.verb.id.split('/').pop();

describe('practice sessions in the learning record (real LRS)', () => {
  it('writes initialized, completed and passed for a session with a learner: valid, with the report\'s figures', async () => {
    const t = await practiceApp({ env: lrsEnv(lrs.endpoint) });
    const { id, report } = await playSession(t, { learner: LEARNER, passMark: 0, locale: 'es' });
    expect((await t.root.stores.outbox.depth()).pending).toBe(3);
    expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 3, failed: false });

    const got = await inLrs(lrs.endpoint, id);
    expect(got.map(verbOf).sort()).toEqual(['completed', 'initialized', 'passed']);
    for (const s of got) {
      const { stored: _s, authority: _a, version: _v, ...submitted } = s as StoredStatement & { authority?: unknown; version?: unknown };
      expect(validateStatement(submitted)).toEqual([]);
      expect(s.actor).toEqual({ objectType: 'Agent', name: LEARNER.name, account: { homePage: HOME, name: LEARNER.id } });
      expect(s.context?.registration).toBe(id);
      expect(s.object).toMatchObject({ id: `${ACTIVITY_BASE}/scenario/${SCENARIO_ID}` });
      // The title in the session's language (the scenario's Spanish translation).
      const title = (s.object as { definition: { name: Record<string, string> } }).definition.name;
      expect(Object.keys(title)).toEqual(['es']);
      expect(title.es).toBe((t.root.conversations.scenarios.get(SCENARIO_ID)!.translations!.es!).title);
      expect(JSON.stringify(s)).not.toContain(LEARNER.email);
    }
    const completed = got.find((s) => verbOf(s) === 'completed')!;
    const result = completed.result as { completion: boolean; success: boolean; duration: string; score: { scaled: number }; extensions: Record<string, Record<string, number>> };
    expect(result.completion).toBe(true);
    expect(result.score.scaled).toBeCloseTo(report.overall_score / 100, 3);
    expect(result.success).toBe(report.outcome_checklist!.every((c) => c.met));
    expect(result.duration).toBe(`PT${report.duration_seconds}S`);
    expect(Object.keys(result.extensions[`${EXT}/skill-scores`]!).sort()).toEqual(['assertiveness', 'closure', 'empathy', 'strategy', 'structure']);
    expect(result.extensions[`${EXT}/miti`]).toHaveProperty('reflection_to_question_ratio');
    const passed = got.find((s) => verbOf(s) === 'passed')!;
    expect(passed.result).toMatchObject({ success: true, extensions: { [`${EXT}/pass-mark`]: 0 } });

    // Read back through the service (the LRS's own query and `more` link behind it), as the learner.
    const token = await tokenFor(t, { sub: LEARNER.id, email: LEARNER.email, role: 'learner' });
    const page1 = await request(t.app).get(`/api/xapi/statements?registration=${id}&limit=2`).set(bearer(token)).expect(200);
    expect(page1.body.statements).toHaveLength(2);
    const page2 = await request(t.app).get(page1.body.more).set(bearer(token)).expect(200);
    expect([...page1.body.statements, ...page2.body.statements].map((s: StoredStatement) => s.id).sort()).toEqual(got.map((s) => s.id).sort());

    // Ending again is idempotent: the same report, nothing queued or stored twice.
    await request(t.app).post(`/api/v1/conversations/${id}/end`).set({ Authorization: 'Bearer practice-key-0123456789' }).expect(200);
    expect((await t.root.stores.outbox.depth()).pending).toBe(0);
    expect(await inLrs(lrs.endpoint, id)).toHaveLength(3);
    await t.root.close();
  });

  it('writes failed under a pass mark the score does not reach', async () => {
    const t = await practiceApp({ env: lrsEnv(lrs.endpoint) });
    const { id } = await playSession(t, { learner: LEARNER, passMark: 100 });
    await t.root.xapi.delivery.flush();
    const got = await inLrs(lrs.endpoint, id);
    expect(got.map(verbOf).sort()).toEqual(['completed', 'failed', 'initialized']);
    expect(got.find((s) => verbOf(s) === 'failed')!.result).toMatchObject({ success: false });
    await t.root.close();
  });

  it('sends each statement with the authority the embedded store would give it; this LRS replaces both with its credential\'s', async () => {
    const t = await practiceApp({ env: lrsEnv(lrs.endpoint) });
    const { id } = await playSession(t, { learner: LEARNER, passMark: 0 });
    await t.root.xapi.delivery.flush();
    const lea = await tokenFor(t, { sub: LEARNER.id, email: LEARNER.email, role: 'learner' });
    const forged = {
      actor: { objectType: 'Agent', account: { homePage: HOME, name: LEARNER.id } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/passed' },
      object: { objectType: 'Activity', id: `${ACTIVITY_BASE}/scenario/${SCENARIO_ID}` },
      result: { success: true, score: { scaled: 1 } },
      context: { registration: id },
      authority: { objectType: 'Agent', account: { homePage: HOME, name: SERVICE_ACCOUNT_NAME } },
    };
    const [forgedId] = (await request(t.app).post('/api/xapi/statement').set(bearer(lea)).send(forged).expect(200)).body.ids as string[];
    const got = await inLrs(lrs.endpoint, id);
    expect(got).toHaveLength(4);
    // Learning Locker sets every statement's authority from the client it authenticated (the
    // service's XAPI_USERNAME), as xAPI asks: through it the two cannot be told apart by authority.
    const authorities = new Set(got.map((s) => JSON.stringify(s.authority)));
    expect(authorities.size).toBe(1);
    expect([...authorities][0]).not.toContain(SERVICE_ACCOUNT_NAME);
    expect(got.find((s) => s.id === forgedId)!.authority).toEqual(got.find((s) => s.id !== forgedId)!.authority);
    await t.root.close();
  });

  it('writes nothing for a session without a learner', async () => {
    const t = await practiceApp({ env: lrsEnv(lrs.endpoint) });
    const { id } = await playSession(t, { passMark: 0 });
    expect(await t.root.stores.outbox.depth()).toMatchObject({ pending: 0, rejected: 0 });
    expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 0 });
    expect(await inLrs(lrs.endpoint, id)).toEqual([]);
    await t.root.close();
  });

  it('loses nothing while the LRS is stopped for the middle of a run, and delivers each statement once when it returns', async () => {
    const port = await freePort();
    let running: RealLrs | undefined = await startRealLrs(30_000, port);
    const endpoint = running.endpoint;
    const scheduler = manualScheduler();
    const t = await practiceApp({ env: lrsEnv(endpoint), deps: { xapiScheduler: scheduler } });
    const call = (method: 'post', path: string, body?: object) => request(t.app)[method](path).set({ Authorization: 'Bearer practice-key-0123456789' }).send(body);
    try {
      // The run starts while the LRS is up: `initialized` is delivered.
      const created = await call('post', '/api/v1/conversations', { scenario: scenarioWithPassMark(t, 0), options: { learner: LEARNER } }).expect(201);
      const id = created.body.session_id as string;
      expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 1 });
      expect((await inLrs(endpoint, id)).map(verbOf)).toEqual(['initialized']);
      t.clock.advance(20_000);
      await call('post', `/api/v1/conversations/${id}/messages`, { text: LINES[0] }).expect(200);

      // The LRS stops in the middle of the run; the turn and the end are answered as usual.
      await running.stop();
      running = undefined;
      t.clock.advance(20_000);
      await call('post', `/api/v1/conversations/${id}/messages`, { text: LINES[1] }).expect(200);
      await call('post', `/api/v1/conversations/${id}/end`).expect(200);
      expect((await request(t.app).get('/api/direct/health').expect(200)).body.xapiOutbox).toMatchObject({ pending: 2, rejected: 0 });

      // Each failed attempt pauses delivery twice as long as the last (1 s, 2 s, 4 s; at most 8 s).
      expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 0, failed: true, retryAt: t.clock.now() + 1000 });
      expect(scheduler.pendingDelay()).toBe(1000);
      expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 0, retryAt: t.clock.now() + 1000 });
      t.clock.advance(1000);
      expect((await t.root.xapi.delivery.flush()).retryAt).toBe(t.clock.now() + 2000);
      t.clock.advance(2000);
      expect((await t.root.xapi.delivery.flush()).retryAt).toBe(t.clock.now() + 4000);
      expect((await t.root.stores.outbox.depth()).pending).toBe(2);

      // An hour later (of the service's clock) the LRS is back at the same address. (The test LRS
      // keeps statements in memory, so what it had before it stopped went with it.)
      t.clock.advance(3_600_000);
      running = await startRealLrs(30_000, port);
      expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 2, failed: false });
      const got = await inLrs(endpoint, id);
      expect(got.map(verbOf).sort()).toEqual(['completed', 'passed']);
      expect(new Set(got.map((s) => s.id)).size).toBe(2);
      expect((await request(t.app).get('/api/direct/health').expect(200)).body.xapiOutbox).toMatchObject({ pending: 0, oldestPendingAgeSeconds: null });

      // Nothing is delivered twice: `initialized` went before the stop and is not sent again.
      expect(await t.root.xapi.delivery.flush()).toMatchObject({ delivered: 0 });
      expect(await inLrs(endpoint, id)).toHaveLength(2);
    } finally {
      await t.root.close();
      await running?.stop();
    }
  });

  it('keeps queued statements across a restart of the service and delivers them after it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lp-outbox-'));
    const file = path.join(dir, 'app.db');
    const nowhere = `http://127.0.0.1:${await freePort()}/xAPI`;
    try {
      const db1 = openDatabase(file);
      const before = await practiceApp({ db: db1, env: lrsEnv(nowhere) });
      const { id } = await playSession(before, { learner: LEARNER, passMark: 0 });
      expect((await before.root.xapi.delivery.flush()).failed).toBe(true);
      await before.root.close();
      db1.close();

      const db2 = openDatabase(file);
      const scheduler = manualScheduler();
      // The service's clock goes on past the pause the failed attempt asked for.
      before.clock.advance(60_000);
      const after = await practiceApp({ db: db2, clock: before.clock, env: lrsEnv(lrs.endpoint), deps: { xapiScheduler: scheduler } });
      // On start the service finds the waiting statements and schedules their delivery at once.
      expect(scheduler.pendingDelay()).toBe(0);
      expect(await after.root.xapi.delivery.flush()).toMatchObject({ delivered: 3 });
      expect((await inLrs(lrs.endpoint, id)).map(verbOf).sort()).toEqual(['completed', 'initialized', 'passed']);
      await after.root.close();
      db2.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
