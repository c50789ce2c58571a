// The embedded store's running count per writer and actor (xapi_writer_actor_counts), on both
// record engines: after saves, repeats, refused saves and evictions (with and without retained
// class statements) it equals COUNT(*) over the stored statements; the cap reads it rather than
// counting rows; the migration fills it from statements already stored; and on PostgreSQL two
// store instances saving at once add up to the right count with the cap held.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { areaMigrations } from '../../src/composition-root.js';
import { migrate } from '../../src/storage/migrations.js';
import { postgresEngine, type SqlDialectName, type SqlEngine } from '../../src/storage/sql-engine.js';
import { SqlStatementStore, StatementConflictError } from '../../src/xapi/index.js';
import type { XapiTables } from '../../src/xapi/tables.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';
import { EXPERIENCED, INITIALIZED, stmt } from './statements.js';

const CLASS_BASE = 'https://lp.test/xapi/activities/class/';
const open = recordEngines();

type Counts = Record<string, number>;

/** What the tally holds, per `writer actor` (rows at 0 left out: no statements). */
async function tally(engine: SqlEngine): Promise<Counts> {
  const rows = await engine.db.withTables<XapiTables>().selectFrom('xapi_writer_actor_counts').select(['writer', 'actor_key', 'statements']).execute();
  return Object.fromEntries(rows.filter((r) => Number(r.statements) !== 0).map((r) => [`${r.writer} ${r.actor_key}`, Number(r.statements)]));
}

/** COUNT(*) over the stored statements, per `writer actor`. */
async function counted(engine: SqlEngine): Promise<Counts> {
  const { rows } = await sql<{ writer: string; actor_key: string; n: number | string }>`SELECT writer, actor_key, COUNT(*) AS n FROM xapi_statements GROUP BY writer, actor_key`.execute(engine.db);
  return Object.fromEntries(rows.map((r) => [`${r.writer} ${r.actor_key}`, Number(r.n)]));
}

async function expectTallyIsCount(engine: SqlEngine): Promise<Counts> {
  const real = await counted(engine);
  expect(await tally(engine)).toEqual(real);
  return real;
}

function storeOn(engine: SqlEngine, opts: { cap?: number; retain?: boolean; bytesPerDay?: number; seed?: number } = {}) {
  return new SqlStatementStore({
    engine,
    clock: new ManualClock(),
    random: seededRandom(opts.seed ?? 11),
    perUserCap: opts.cap,
    writerBytesPerDay: opts.bytesPerDay,
    retainLatestUnder: opts.retain === false ? [] : [CLASS_BASE],
  });
}

const T = 'mbox:mailto:t@x.test';

describe.each(RECORD_ENGINES)('the per-writer count on %s', (kind: SqlDialectName) => {
  it('equals COUNT(*) after saves, batches, repeated ids, a conflict and a refused save', async () => {
    const engine = await open(kind);
    const one = JSON.stringify(stmt('q@x.test', 'https://lp.test/q/0')).length;
    const store = storeOn(engine, { bytesPerDay: one * 6 });
    const id = '44444444-4444-4444-8444-444444444444';
    await store.save(stmt('t@x.test', 'https://lp.test/a/1', EXPERIENCED, { id }));
    await store.save([stmt('t@x.test', 'https://lp.test/a/2'), stmt('u@x.test', 'https://lp.test/a/2'), stmt('t@x.test', 'https://lp.test/a/3')]);
    await store.save(stmt('t@x.test', 'https://lp.test/a/4'), { writer: 'teacher-1' });
    expect(await expectTallyIsCount(engine)).toEqual({ [`actor:${T} ${T}`]: 3, 'actor:mbox:mailto:u@x.test mbox:mailto:u@x.test': 1, [`user:teacher-1 ${T}`]: 1 });
    // The same id again, alone and in a batch with a new statement: only the new one counts.
    await store.save(stmt('t@x.test', 'https://lp.test/a/1', EXPERIENCED, { id }));
    await store.save([stmt('t@x.test', 'https://lp.test/a/1', EXPERIENCED, { id }), stmt('t@x.test', 'https://lp.test/a/5')]);
    expect((await expectTallyIsCount(engine))[`actor:${T} ${T}`]).toBe(4);
    // A conflict stores nothing of its batch, and counts nothing either.
    await expect(store.save([stmt('t@x.test', 'https://lp.test/a/6'), stmt('t@x.test', 'https://lp.test/a/1', INITIALIZED, { id })])).rejects.toBeInstanceOf(StatementConflictError);
    // So does a save refused by the daily byte bound (rows inserted, then rolled back).
    await expect(store.save(Array.from({ length: 8 }, (_, i) => stmt('q@x.test', `https://lp.test/q/${i}`)), { writer: 'teacher-1' })).rejects.toMatchObject({ code: 'quota_exceeded' });
    const after = await expectTallyIsCount(engine);
    expect(after[`actor:${T} ${T}`]).toBe(4);
    expect(after['user:teacher-1 mbox:mailto:q@x.test']).toBeUndefined();
  });

  it('equals COUNT(*) through evictions without retained prefixes, one save or a batch at a time', async () => {
    const engine = await open(kind);
    const store = storeOn(engine, { cap: 5, retain: false });
    for (let i = 0; i < 9; i++) await store.save(stmt('t@x.test', `https://lp.test/a/${i}`), { writer: 'w' });
    expect((await expectTallyIsCount(engine))[`user:w ${T}`]).toBe(5);
    // A batch past the cap by more than its own size: evicts down to the cap in one go.
    await store.save(Array.from({ length: 8 }, (_, i) => stmt('t@x.test', `https://lp.test/b/${i}`)), { writer: 'w' });
    expect((await expectTallyIsCount(engine))[`user:w ${T}`]).toBe(5);
    const kept = await store.query({ agent: { mbox: 'mailto:t@x.test' } });
    expect(kept.statements.map((s) => s.object.id)).toEqual(['https://lp.test/b/7', 'https://lp.test/b/6', 'https://lp.test/b/5', 'https://lp.test/b/4', 'https://lp.test/b/3']);
  });

  it('stays the real count when retained class statements keep it above the cap', async () => {
    const engine = await open(kind);
    const store = storeOn(engine, { cap: 3 });
    const key = `actor:${T} ${T}`;
    // Five classes' only statements: none may go, so five stay with a cap of three.
    for (const c of ['a', 'b', 'c', 'd', 'e']) await store.save(stmt('t@x.test', `${CLASS_BASE}${c}`, INITIALIZED));
    expect((await expectTallyIsCount(engine))[key]).toBe(5);
    // A plain statement is the only evictable one: it goes at once.
    await store.save(stmt('t@x.test', 'https://lp.test/a/1'));
    expect((await expectTallyIsCount(engine))[key]).toBe(5);
    // A newer statement about class a makes the older one evictable: that one goes.
    const [newer] = await store.save(stmt('t@x.test', `${CLASS_BASE}a`, EXPERIENCED));
    expect((await expectTallyIsCount(engine))[key]).toBe(5);
    const about = await store.query({ activity: `${CLASS_BASE}a` });
    expect(about.statements.map((s) => s.id)).toEqual([newer]);
  });

  it('decides eviction by the count it keeps, not by counting the rows', async () => {
    const engine = await open(kind);
    const store = storeOn(engine, { cap: 4, retain: false });
    for (let i = 0; i < 4; i++) await store.save(stmt('t@x.test', `https://lp.test/a/${i}`), { writer: 'w' });
    const counts = engine.db.withTables<XapiTables>();
    // Told there are none, the store lets a fifth in without evicting...
    await counts.updateTable('xapi_writer_actor_counts').set({ statements: 0 }).where('writer', '=', 'user:w').execute();
    await store.save(stmt('t@x.test', 'https://lp.test/a/4'), { writer: 'w' });
    expect((await counted(engine))[`user:w ${T}`]).toBe(5);
    // ...and told there are four, it evicts at the next save and takes off what it deleted.
    await counts.updateTable('xapi_writer_actor_counts').set({ statements: 4 }).where('writer', '=', 'user:w').execute();
    await store.save(stmt('t@x.test', 'https://lp.test/a/5'), { writer: 'w' });
    expect((await counted(engine))[`user:w ${T}`]).toBe(5);
    expect((await tally(engine))[`user:w ${T}`]).toBe(4);
  });

  it('is filled by the migration from the statements already stored, and the cap goes on from there', async () => {
    const before = { ...areaMigrations, xapi: areaMigrations.xapi.filter((m) => m.id !== 'xapi-007-writer-actor-counts') };
    expect(before.xapi.length).toBe(areaMigrations.xapi.length - 1);
    const engine = await open(kind, { migrations: before });
    const rows = (writer: string, actor: string, n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        actor_key: actor,
        writer,
        verb_id: EXPERIENCED,
        activity_id: `https://lp.test/a/${from + i}`,
        registration: null,
        stored: '2026-01-01T00:00:00.000Z',
        submitted: '{}',
        body: JSON.stringify({ ...stmt(actor.slice('mbox:mailto:'.length), `https://lp.test/a/${from + i}`), id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}` }),
      }));
    const db = engine.db.withTables<XapiTables>();
    await db.insertInto('xapi_statements').values([...rows('user:w', T, 6, 0), ...rows(`actor:${T}`, T, 2, 100), ...rows('user:w', 'mbox:mailto:u@x.test', 1, 200)]).execute();
    expect(await migrate(engine, areaMigrations)).toEqual(['xapi-007-writer-actor-counts']);
    expect(await expectTallyIsCount(engine)).toEqual({ [`user:w ${T}`]: 6, [`actor:${T} ${T}`]: 2, 'user:w mbox:mailto:u@x.test': 1 });
    // Six stored before the cap of five was kept by the count: the next save brings it to five.
    const store = storeOn(engine, { cap: 5, retain: false });
    await store.save(stmt('t@x.test', 'https://lp.test/a/new'), { writer: 'w' });
    expect((await expectTallyIsCount(engine))[`user:w ${T}`]).toBe(5);
  });
});

describe('the per-writer count on PostgreSQL, two instances at once', () => {
  it('adds up concurrent saves from two store instances, each on its own pool, and holds the cap', async () => {
    const url = await open.postgresDatabase();
    const engines = [postgresEngine({ url, poolSize: 4 }), postgresEngine({ url, poolSize: 4 })];
    try {
      await migrate(engines[0]!, areaMigrations);
      const [a, b] = engines.map((e, i) => storeOn(e, { cap: 7, retain: false, seed: 20 + i }));
      // Under the cap: 2 x 3 saves of a batch of two, about two actors, all by one writer.
      const under = Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a! : b!).save([stmt('t@x.test', `https://lp.test/u/${i}`), stmt('u@x.test', `https://lp.test/u/${i}`)], { writer: 'w' }),
      );
      await Promise.all(under);
      expect(await expectTallyIsCount(engines[0]!)).toEqual({ [`user:w ${T}`]: 6, 'user:w mbox:mailto:u@x.test': 6 });
      // Past it: 24 more saves about t, half through each instance.
      await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a! : b!).save(stmt('t@x.test', `https://lp.test/p/${i}`), { writer: 'w' })));
      const real = await expectTallyIsCount(engines[1]!);
      expect(real[`user:w ${T}`]).toBe(7);
      expect(real['user:w mbox:mailto:u@x.test']).toBe(6);
    } finally {
      for (const e of engines) await e.close();
    }
  });
});
