// The embedded record store, on both record engines (SQLite file, PostgreSQL): ids, idempotency
// and conflicts, all-or-nothing batches, the query filters and `more` pages, the 500-per-user cap
// (oldest evicted, class state retained), concurrent saves of one id and under one cap, and
// durability across a reopen of the database file.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { openDatabase, runMigrations, type Database } from '../../src/storage/database.js';
import { postgresEngine, sqliteEngine, type SqlDialectName, type SqlEngine } from '../../src/storage/sql-engine.js';
import { allMigrations } from '../../src/composition-root.js';
import { RecordStoreError, SqlStatementStore, StatementConflictError, StatementValidationError, type StoredStatement } from '../../src/xapi/index.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';
import { EXPERIENCED, INITIALIZED, stmt } from './statements.js';

const CLASS_BASE = 'https://lp.test/xapi/activities/class/';
const open = recordEngines();

async function setup(kind: SqlDialectName, opts: { cap?: number; bytesPerDay?: number } = {}) {
  const engine = await open(kind);
  const clock = new ManualClock();
  const store = new SqlStatementStore({ engine, clock, random: seededRandom(7), perUserCap: opts.cap, writerBytesPerDay: opts.bytesPerDay, retainLatestUnder: [CLASS_BASE] });
  return { engine, clock, store };
}

/** An SQLite file's engine (for the reopen and migration tests, which are about the file). */
function fileEngine(file: string): SqlEngine {
  const db = openDatabase(file);
  runMigrations(db, allMigrations);
  return sqliteEngine(db);
}

let closing: Array<SqlEngine | Database> = [];
afterEach(async () => {
  for (const c of closing) await c.close();
  closing = [];
});

describe.each(RECORD_ENGINES)('embedded statement store on %s', (kind) => {
  it('assigns ids, stamps stored and timestamp, and returns ids in order', async () => {
    const { store, clock } = await setup(kind);
    const ids = await store.save([stmt('a@x.test', 'https://lp.test/a/1'), stmt('a@x.test', 'https://lp.test/a/2', EXPERIENCED, { id: 'C0FFEE00-0000-4000-8000-000000000001' })]);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe('c0ffee00-0000-4000-8000-000000000001');
    const page = await store.query({});
    expect(page.statements.map((s) => s.id)).toEqual([...ids].reverse());
    expect(page.statements[0]!.stored).toBe(new Date(clock.now()).toISOString());
    expect(page.statements[0]!.timestamp).toBe(new Date(clock.now()).toISOString());
  });

  it('treats a repeated id with the same body as a no-op and a different body as a conflict', async () => {
    const { store } = await setup(kind);
    const s = stmt('a@x.test', 'https://lp.test/a/1', EXPERIENCED, { id: '11111111-1111-4111-8111-111111111111' });
    await store.save(s);
    // Same body with keys in another order: still the same statement.
    const reordered = { object: s.object, verb: s.verb, actor: s.actor, id: s.id };
    expect(await store.save(reordered)).toEqual([s.id]);
    expect((await store.query({})).statements).toHaveLength(1);
    const changed = { ...s, verb: { id: INITIALIZED, display: { en: 'initialized' } } };
    const err = await store.save(changed).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StatementConflictError);
    expect(err).toMatchObject({ status: 409, code: 'statement_conflict' });
    expect((await store.query({})).statements[0]!.verb.id).toBe(EXPERIENCED);
  });

  it('stores a batch all or nothing', async () => {
    const { store } = await setup(kind);
    await store.save(stmt('a@x.test', 'https://lp.test/a/1', EXPERIENCED, { id: '11111111-1111-4111-8111-111111111111' }));
    const batch = [stmt('a@x.test', 'https://lp.test/a/2'), stmt('b@x.test', 'https://lp.test/a/1', INITIALIZED, { id: '11111111-1111-4111-8111-111111111111' })];
    await expect(store.save(batch)).rejects.toBeInstanceOf(StatementConflictError);
    expect((await store.query({})).statements).toHaveLength(1);
  });

  it('refuses invalid statements with the validator problems', async () => {
    const { store } = await setup(kind);
    const bad = { ...stmt('a@x.test', 'https://lp.test/a/1'), actor: { mbox: 'not-an-email' } };
    const err = (await store.save(bad).catch((e: unknown) => e)) as StatementValidationError;
    expect(err).toBeInstanceOf(StatementValidationError);
    expect(err.status).toBe(400);
    expect(err.message).toContain('actor.mbox');
  });

  it('filters by activity, agent, verb and since, and pages with more', async () => {
    const { store, clock } = await setup(kind);
    await store.save(stmt('a@x.test', 'https://lp.test/a/1'));
    clock.advance(1000);
    const since = new Date(clock.now()).toISOString();
    clock.advance(1000);
    for (let i = 0; i < 5; i++) await store.save(stmt('a@x.test', 'https://lp.test/a/2', i % 2 ? INITIALIZED : EXPERIENCED));
    await store.save(stmt('b@x.test', 'https://lp.test/a/2'));
    expect((await store.query({ activity: 'https://lp.test/a/1' })).statements).toHaveLength(1);
    expect((await store.query({ agent: { mbox: 'mailto:B@x.test' } })).statements).toHaveLength(1);
    expect((await store.query({ verb: INITIALIZED })).statements).toHaveLength(2);
    expect((await store.query({ since })).statements).toHaveLength(6);
    const seen: StoredStatement[] = [];
    let page = await store.query({ activity: 'https://lp.test/a/2', agent: { mbox: 'mailto:a@x.test' }, limit: 2 });
    for (;;) {
      seen.push(...page.statements);
      if (!page.more) break;
      page = await store.query({ more: page.more });
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((s) => s.id)).size).toBe(5);
    await expect(store.query({ more: 'garbage' })).rejects.toMatchObject({ status: 400 });
    await expect(store.query({ limit: 501 })).rejects.toMatchObject({ status: 400 });
  });

  it('keeps at most the cap per user, evicting the oldest, but never the latest statement of a class', async () => {
    const { store } = await setup(kind, { cap: 500 });
    const classA = `${CLASS_BASE}a`;
    const classB = `${CLASS_BASE}b`;
    const first = await store.save(stmt('t@x.test', classA, INITIALIZED));
    const b = await store.save(stmt('t@x.test', classB, INITIALIZED));
    const firstOther = await store.save(stmt('other@x.test', 'https://lp.test/o/1'));
    for (let i = 0; i < 520; i++) await store.save(stmt('t@x.test', `https://lp.test/a/${i}`));
    const mine = async () => {
      const all: StoredStatement[] = [];
      let page = await store.query({ agent: { mbox: 'mailto:t@x.test' }, limit: 500 });
      for (;;) {
        all.push(...page.statements);
        if (!page.more) return all;
        page = await store.query({ more: page.more });
      }
    };
    const kept = await mine();
    expect(kept).toHaveLength(500);
    // Both classes' only statements survive; the oldest plain statements went first.
    expect(kept.some((s) => s.id === first[0])).toBe(true);
    expect(kept.some((s) => s.id === b[0])).toBe(true);
    expect(kept.some((s) => s.object.id === 'https://lp.test/a/0')).toBe(false);
    expect(kept.some((s) => s.object.id === 'https://lp.test/a/519')).toBe(true);
    // A newer statement about class A makes the first one an ordinary, evictable statement.
    const second = await store.save(stmt('t@x.test', classA, EXPERIENCED));
    await store.save(stmt('t@x.test', 'https://lp.test/a/extra'));
    const after = await mine();
    expect(after).toHaveLength(500);
    expect(after.some((s) => s.id === first[0])).toBe(false);
    expect(after.some((s) => s.id === second[0])).toBe(true);
    // Another user's statements are untouched by this user's cap.
    expect((await store.query({ agent: { mbox: 'mailto:other@x.test' } })).statements[0]!.id).toBe(firstOther[0]);
  });

  it('finds the statements under an activity prefix (an area\'s own records), oldest first, in pages', async () => {
    const { store } = await setup(kind);
    await store.save(stmt('t@x.test', `${CLASS_BASE}a`, INITIALIZED));
    await store.save(stmt('t@x.test', 'https://lp.test/xapi/activities/classic'));
    await store.save(stmt('t@x.test', `${CLASS_BASE}b`, INITIALIZED));
    await store.save(stmt('u@x.test', 'https://lp.test/a/1'));
    await store.save(stmt('t@x.test', `${CLASS_BASE}a`, EXPERIENCED));
    const first = await store.query({ activityUnder: CLASS_BASE, ascending: true, limit: 2 });
    expect(first.statements.map((s) => s.object.id)).toEqual([`${CLASS_BASE}a`, `${CLASS_BASE}b`]);
    const rest = await store.query({ more: first.more! });
    expect(rest.statements.map((s) => [s.object.id, s.verb.id])).toEqual([[`${CLASS_BASE}a`, EXPERIENCED]]);
    expect(rest.more).toBeUndefined();
  });

  it('settles two concurrent saves of one id: one statement, and a different body is a conflict', async () => {
    const { store } = await setup(kind);
    const id = '22222222-2222-4222-8222-222222222222';
    const same = stmt('a@x.test', 'https://lp.test/a/1', EXPERIENCED, { id });
    expect(await Promise.all([store.save(same), store.save(same), store.save(same)])).toEqual([[id], [id], [id]]);
    expect((await store.query({})).statements).toHaveLength(1);
    const other = stmt('b@x.test', 'https://lp.test/a/1', EXPERIENCED, { id: '33333333-3333-4333-8333-333333333333' });
    const changed = { ...other, verb: { id: INITIALIZED } };
    const results = await Promise.allSettled([store.save(other), store.save(changed)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(StatementConflictError);
  });

  it('keeps the cap under concurrent saves by one writer about one actor', async () => {
    const { store } = await setup(kind, { cap: 5 });
    await Promise.all(Array.from({ length: 12 }, (_, i) => store.save(stmt('c@x.test', `https://lp.test/c/${i}`), { writer: 'teacher-1' })));
    const page = await store.query({ agent: { mbox: 'mailto:c@x.test' }, limit: 50 });
    expect(page.statements).toHaveLength(5);
  });

  it('adds up one writer\'s bytes per day across concurrent saves, and refuses past the bound', async () => {
    const one = JSON.stringify(stmt('d@x.test', 'https://lp.test/d/0')).length;
    const { store } = await setup(kind, { bytesPerDay: one * 4 });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.save(stmt(`d${i}@x.test`, 'https://lp.test/d/0'), { writer: 'teacher-2' })));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(refused.length).toBeGreaterThan(0);
    for (const err of refused) expect(err).toMatchObject({ status: 429, code: 'quota_exceeded' });
    expect((await store.query({ limit: 50 })).statements).toHaveLength(8 - refused.length);
  });

  it('answers RecordStoreError when the database fails', async () => {
    const engine =
      kind === 'sqlite'
        ? sqliteEngine(openDatabase(':memory:'))
        : postgresEngine({ url: 'postgres://nobody@127.0.0.1:1/none', poolSize: 1, connectTimeoutMs: 500 });
    const store = new SqlStatementStore({ engine, clock: new ManualClock(), random: seededRandom(1) });
    if (kind === 'sqlite') engine.sqlite!.close();
    await expect(store.save(stmt('a@x.test', 'https://lp.test/a/1'))).rejects.toBeInstanceOf(RecordStoreError);
    await expect(store.query({})).rejects.toBeInstanceOf(RecordStoreError);
    if (kind === 'postgres') await engine.close();
  });
});

describe('embedded statement store on an SQLite file', () => {
  it('keeps acknowledged statements across a reopen of the database file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'xapi-'));
    try {
      const file = path.join(dir, 'app.db');
      const one = fileEngine(file);
      const [id] = await new SqlStatementStore({ engine: one, clock: new ManualClock(), random: seededRandom(7) }).save(stmt('a@x.test', 'https://lp.test/a/1'));
      await one.close();
      const two = fileEngine(file);
      closing.push(two);
      expect((await new SqlStatementStore({ engine: two, clock: new ManualClock(), random: seededRandom(8) }).query({})).statements.map((s) => s.id)).toEqual([id]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded statement store: registration', () => {
  it('filters by registration, including statements stored before the column existed', async () => {
    const db = openDatabase(':memory:');
    const upTo = allMigrations.findIndex((m) => m.id === 'xapi-003-registration');
    runMigrations(db, allMigrations.slice(0, upTo));
    const reg = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    // Written with the first schema (no registration column): the insert names its own columns.
    db.prepare('INSERT INTO xapi_statements (id, actor_key, verb_id, activity_id, stored, submitted, body) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      'a0000000-0000-4000-8000-000000000001', 'mbox:mailto:a@x.test', INITIALIZED, 'https://lp.test/a', '2026-01-01T00:00:00.000Z', '{}',
      JSON.stringify({ ...stmt('a@x.test', 'https://lp.test/a', INITIALIZED), id: 'a0000000-0000-4000-8000-000000000001', context: { registration: reg.toUpperCase() } }),
    );
    runMigrations(db, allMigrations);
    const engine = sqliteEngine(db);
    closing.push(engine);
    const store = new SqlStatementStore({ engine, clock: new ManualClock(), random: seededRandom(3) });
    await store.save([stmt('b@x.test', 'https://lp.test/a', EXPERIENCED, { context: { registration: reg } }), stmt('c@x.test', 'https://lp.test/a')]);
    const got = await store.query({ registration: reg });
    expect(got.statements.map((s) => s.actor.mbox).sort()).toEqual(['mailto:a@x.test', 'mailto:b@x.test']);
  });
});
