// Group commit through the real app: xAPI statements and analytics batches that arrive together
// share one SQLite transaction (storage/group-commit.ts). Each test holds the group until all its
// requests are queued (the group is flushed when it holds `maxGroup` works, and its end-of-turn
// flush is held), so the requests below are one group every time, whatever the machine's timing.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { event } from '../analytics/support.js';
import type { TestApp } from '../helpers/app.js';
import { stmt } from '../xapi/statements.js';
import { openDatabase, type Database } from '../../src/storage/database.js';
import { sqliteEngine } from '../../src/storage/sql-engine.js';

const ACTIVITY = 'https://learning.example/activities/fractions/quiz-1';
const N = 6;

/**
 * An engine whose groups hold at most `size` works; while `hold(true)`, a group is flushed only
 * once it is full (never at the end of a turn), so the next `size` writes are exactly one group.
 */
function groupsOf(size: number, db: Database = openDatabase(':memory:')) {
  let holding = false;
  const engine = sqliteEngine(db, { groupCommit: { maxGroup: size, schedule: (flush) => void (holding || setImmediate(flush)) } });
  return { engine, hold: (on: boolean) => void (holding = on) };
}

const postStatement = (t: TestApp, token: string, body: unknown) => request(t.app).post('/api/xapi/statement').set(bearer(token)).send(body as object);
const sorted = (ids: ReadonlyArray<string | undefined>) => [...ids].sort();
const storedIds = (t: TestApp) => (t.db.prepare('SELECT id FROM xapi_statements ORDER BY seq').all() as Array<{ id: string }>).map((r) => r.id);

/** The SQLite handle, with a switch that makes the group's COMMIT fail as a full or failing disk would. */
function failingCommit() {
  const db = openDatabase(':memory:');
  let failing = false;
  // The engine prepares each SQL text once and keeps the statement, so the switch is inside it.
  const commit = (real: ReturnType<Database['prepare']>) => ({
    reader: false,
    run(params: unknown[]) {
      if (failing) throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
      return real.run(params);
    },
  });
  const handle = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (text: string) => (text === 'COMMIT' ? commit(target.prepare(text)) : target.prepare(text));
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { handle, fail: (on: boolean) => void (failing = on) };
}

describe('group commit (xAPI statements and analytics batches on SQLite)', () => {
  it(`${N} concurrent statement POSTs, one refused as a conflict: ${N - 1} stored, one 409, and nothing of the refused batch kept`, async () => {
    const groups = groupsOf(N);
    const t = await buildAuthApp({ records: groups.engine });
    const token = await tokenFor(t, users.admin);
    const first = stmt('a@example.org', ACTIVITY, undefined, { id: crypto.randomUUID() });
    await postStatement(t, token, first).expect(200);

    groups.hold(true);
    const fresh = Array.from({ length: N - 1 }, (_, i) => stmt(`learner${i}@example.org`, ACTIVITY, undefined, { id: crypto.randomUUID() }));
    const refusedFresh = stmt('z@example.org', ACTIVITY, undefined, { id: crypto.randomUUID() });
    const conflicting = { ...first, verb: { id: 'http://adlnet.gov/expapi/verbs/failed', display: { en: 'failed' } } };
    const bodies: unknown[] = [...fresh.slice(0, 2), [refusedFresh, conflicting], ...fresh.slice(2)];
    const answers = await Promise.all(bodies.map((b) => postStatement(t, token, b)));

    expect(answers.map((r) => r.status)).toEqual([200, 200, 409, 200, 200, 200]);
    expect(answers[2]!.body.error).toBe('statement_conflict');
    // Everything but the refused batch is stored; its first statement was rolled back with it. (The
    // requests reach the server on separate connections, so the order they were queued in is theirs
    // to pick, not this test's.)
    const [before, ...grouped] = storedIds(t);
    expect(before).toBe(first.id);
    expect(sorted(grouped)).toEqual(sorted(fresh.map((s) => s.id)));
  });

  it(`${N} concurrent statement POSTs, one past the writer's daily quota: ${N - 1} stored, one 429, and the tally counts only what was stored`, async () => {
    const groups = groupsOf(N);
    const t = await buildAuthApp({ records: groups.engine, env: { XAPI_EMBEDDED_KB_PER_DAY: '4' } });
    const token = await tokenFor(t, users.admin);
    groups.hold(true);
    const small = Array.from({ length: N - 1 }, (_, i) => stmt(`learner${i}@example.org`, ACTIVITY, undefined, { id: crypto.randomUUID() }));
    const big = stmt('big@example.org', ACTIVITY, undefined, { id: crypto.randomUUID(), result: { response: 'x'.repeat(5_000) } });
    const answers = await Promise.all([small[0], big, ...small.slice(1)].map((b) => postStatement(t, token, b)));

    expect(answers.map((r) => r.status)).toEqual([200, 429, 200, 200, 200, 200]);
    expect(answers[1]!.body.error).toBe('quota_exceeded');
    expect(answers[1]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(sorted(storedIds(t))).toEqual(sorted(small.map((s) => s.id)));
    const stored = t.db.prepare('SELECT SUM(LENGTH(CAST(body AS BLOB))) AS bytes FROM xapi_statements').get() as { bytes: number };
    const tally = t.db.prepare('SELECT bytes FROM xapi_writer_day_bytes WHERE writer = ?').get(`user:${users.admin.sub}`) as { bytes: number };
    expect(tally.bytes).toBe(stored.bytes);
  });

  it('a failed COMMIT answers no 2xx to anyone in the group (statements and an analytics batch), stores nothing, and the next write commits', async () => {
    const disk = failingCommit();
    const groups = groupsOf(N, disk.handle);
    const t = await buildAuthApp({ records: groups.engine });
    const token = await tokenFor(t, users.admin);
    groups.hold(true);
    const statements = Array.from({ length: N - 1 }, (_, i) => stmt(`learner${i}@example.org`, ACTIVITY));
    const events = [event(users.learner.sub, 'reading.page_opened')];
    disk.fail(true);
    const answers = await Promise.all([
      ...statements.map((b) => postStatement(t, token, b)),
      request(t.app).post('/api/analytics/events').set(bearer(token)).send({ events }),
    ]);

    for (const r of answers) expect(r.status).toBeGreaterThanOrEqual(500);
    expect(answers[0]!.body.error).toBe('record_store_failed');
    expect(storedIds(t)).toEqual([]);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get()).toEqual({ n: 0 });
    expect(t.db.inTransaction).toBe(false);

    disk.fail(false);
    const again = await Promise.all([
      ...statements.map((b) => postStatement(t, token, b)),
      request(t.app).post('/api/analytics/events').set(bearer(token)).send({ events }),
    ]);
    expect(again.map((r) => r.status)).toEqual(Array.from({ length: N }, () => 200));
    expect(storedIds(t)).toHaveLength(N - 1);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get()).toEqual({ n: 1 });
  });
});
