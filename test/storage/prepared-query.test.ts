// The one way stores compile a query once (storage/prepared-query.ts), on both record engines: the
// compiled query runs again with each run's values, by name, constants kept; a value the query
// does not use fails loudly; a query per shape is built once and binds by name whatever order its
// conditions were added in.
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/storage/database.js';
import { prepareQuery, QueryShapes, type Param } from '../../src/storage/prepared-query.js';
import { sqliteEngine, type SqlDialectName, type SqlEngine } from '../../src/storage/sql-engine.js';
import { RECORD_ENGINES } from '../helpers/record-engines.js';
import { startPostgres, type PostgresServer } from '../helpers/postgres-server.js';

type Tables = { pq_items: { id: string; kind: string; n: number } };
type Item = Tables['pq_items'];

let server: Promise<PostgresServer> | undefined;
const opened: SqlEngine[] = [];
afterAll(async () => {
  for (const engine of opened) await engine.close();
  await (await server)?.stop();
});

/** A fresh engine with three items: a1 (kind a, 1), a2 (kind a, 2), b3 (kind b, 3). */
async function open(kind: SqlDialectName): Promise<Kysely<Tables>> {
  const engine = kind === 'sqlite' ? sqliteEngine(openDatabase(':memory:')) : await (await (server ??= startPostgres())).engine();
  if (kind === 'sqlite') opened.push(engine);
  const db = engine.db.withTables<Tables>();
  await sql`CREATE TABLE pq_items (id TEXT PRIMARY KEY, kind TEXT NOT NULL, n INTEGER NOT NULL)`.execute(db);
  await db
    .insertInto('pq_items')
    .values([
      { id: 'a1', kind: 'a', n: 1 },
      { id: 'a2', kind: 'a', n: 2 },
      { id: 'b3', kind: 'b', n: 3 },
    ])
    .execute();
  return db;
}

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

describe.each(RECORD_ENGINES)('prepareQuery on %s', (kind) => {
  it('compiles once and runs with each run’s values in place of the parameters', async () => {
    const db = await open(kind);
    let builds = 0;
    const byKind = prepareQuery<{ kind: string }, Item>((p) => {
      builds++;
      return db.selectFrom('pq_items').selectAll().where('kind', '=', p('kind')).orderBy('id');
    });
    expect(ids((await byKind.execute(db, { kind: 'a' })).rows)).toEqual(['a1', 'a2']);
    expect(ids((await byKind.execute(db, { kind: 'b' })).rows)).toEqual(['b3']);
    expect(builds).toBe(1);
    expect(byKind.bind({ kind: 'b' }).sql).toBe(byKind.sql);
  });

  it('puts one name wherever it appears and keeps the constants the builder wrote', async () => {
    const db = await open(kind);
    const q = prepareQuery<{ id: string; min: number }, Item>((p) =>
      db
        .selectFrom('pq_items')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', p('id')), eb.and([eb('kind', '=', 'b'), eb('n', '>=', p('min'))])]))
        .where('n', '>=', p('min'))
        .orderBy('id'),
    );
    expect(q.bind({ id: 'a1', min: 2 }).parameters).toEqual(['a1', 'b', 2, 2]);
    expect(ids((await q.execute(db, { id: 'a1', min: 1 })).rows)).toEqual(['a1', 'b3']);
    expect(ids((await q.execute(db, { id: 'a1', min: 2 })).rows)).toEqual(['b3']);
  });

  it('runs in a transaction, and a write reports the rows it changed', async () => {
    const db = await open(kind);
    const bump = prepareQuery<{ kind: string; by: number }, never>((p) => db.updateTable('pq_items').set((eb) => ({ n: eb('n', '+', p('by')) })).where('kind', '=', p('kind')));
    const changed = await db.transaction().execute(async (trx) => Number((await bump.execute(trx, { kind: 'a', by: 10 })).numAffectedRows));
    expect(changed).toBe(2);
    expect((await db.selectFrom('pq_items').select('n').orderBy('id').execute()).map((r) => r.n)).toEqual([11, 12, 3]);
  });

  it('refuses a value the query does not use (a forgotten parameter), naming it', async () => {
    const db = await open(kind);
    // The builder forgot `kind`: run as it is, the caller's filter would be silently ignored.
    const q = prepareQuery<{ id: string; kind: string }, Item>((p) => db.selectFrom('pq_items').selectAll().where('id', '=', p('id')));
    await expect(q.execute(db, { id: 'a1', kind: 'b' })).rejects.toThrow(/parameter kind is not used/);
    expect(() => q.bind({ id: 'a1', kind: 'b' })).toThrow(/parameter kind is not used/);
  });
});

type Filters = { kind?: string; min?: number; limit: number };

describe.each(RECORD_ENGINES)('QueryShapes on %s', (kind) => {
  /** The filters present, added in the order `order` gives (to show the binding is by name). */
  const build = (db: Kysely<Tables>, present: Filters, order: Array<'kind' | 'min'>) => (p: Param<Filters>) => {
    let q = db.selectFrom('pq_items').selectAll();
    for (const f of order) {
      if (f === 'kind' && present.kind !== undefined) q = q.where('kind', '=', p('kind'));
      if (f === 'min' && present.min !== undefined) q = q.where('n', '>=', p('min'));
    }
    return q.orderBy('id').limit(p('limit'));
  };
  const shapeOf = (f: Filters) => `${f.kind === undefined ? 0 : 1}${f.min === undefined ? 0 : 1}`;

  it('builds each shape once and runs it with each run’s values', async () => {
    const db = await open(kind);
    const shapes = new QueryShapes();
    let builds = 0;
    const page = async (f: Filters) => {
      const q = shapes.of<Filters, Item>(shapeOf(f), (p) => (builds++, build(db, f, ['kind', 'min'])(p)));
      return ids((await q.execute(db, f)).rows);
    };
    expect(await page({ kind: 'a', limit: 10 })).toEqual(['a1', 'a2']);
    expect(await page({ kind: 'b', limit: 10 })).toEqual(['b3']);
    expect(await page({ min: 2, limit: 10 })).toEqual(['a2', 'b3']);
    expect(await page({ kind: 'a', min: 2, limit: 10 })).toEqual(['a2']);
    expect(await page({ kind: 'a', min: 1, limit: 1 })).toEqual(['a1']);
    // Absent filters may be given as undefined: they are not values.
    expect(await page({ kind: undefined, min: undefined, limit: 2 })).toEqual(['a1', 'a2']);
    expect(builds).toBe(4);
  });

  it('binds by name whatever order the shape adds its conditions in', async () => {
    const db = await open(kind);
    const shapes = new QueryShapes();
    const f: Filters = { kind: 'b', min: 3, limit: 10 };
    const forward = shapes.of<Filters, Item>('forward', build(db, f, ['kind', 'min']));
    const backward = shapes.of<Filters, Item>('backward', build(db, f, ['min', 'kind']));
    expect(forward.bind(f).parameters).toEqual(['b', 3, 10]);
    expect(backward.bind(f).parameters).toEqual([3, 'b', 10]);
    expect(ids((await backward.execute(db, f)).rows)).toEqual(['b3']);
    expect(ids((await backward.execute(db, { kind: 'a', min: 2, limit: 10 })).rows)).toEqual(['a2']);
  });

  it('refuses a run whose values its shape does not use (a key that does not tell two shapes apart)', async () => {
    const db = await open(kind);
    const shapes = new QueryShapes();
    const careless = (f: Filters) => shapes.of<Filters, Item>('one key for all', build(db, f, ['kind', 'min'])).execute(db, f);
    expect(ids((await careless({ kind: 'a', limit: 10 })).rows)).toEqual(['a1', 'a2']);
    await expect(careless({ kind: 'a', min: 2, limit: 10 })).rejects.toThrow(/parameter min is not used/);
  });
});

// On SQLite a prepared select on the engine's handle runs at once, past Kysely's executor, while no
// transaction is open on the connection. These fail if that short cut ever read inside another
// write's open transaction: the read must wait for it and see only what it committed.
describe('prepared selects on the SQLite engine, beside an open transaction', () => {
  /** A transaction that inserts c4 and holds until `end` is called, then commits or rolls back. */
  async function held(db: Kysely<Tables>, outcome: 'commit' | 'rollback') {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const done = db.transaction().execute(async (trx) => {
      await trx.insertInto('pq_items').values({ id: 'c4', kind: 'c', n: 4 }).execute();
      inserted();
      await ended;
      if (outcome === 'rollback') throw new Error('rolled back');
    });
    await didInsert;
    return { end, done };
  }

  const byKind = (db: Kysely<Tables>) => prepareQuery<{ kind: string }, Item>((p) => db.selectFrom('pq_items').selectAll().where('kind', '=', p('kind')).orderBy('id'));

  it('waits for the transaction and never sees a row it rolled back', async () => {
    const db = await open('sqlite');
    const q = byKind(db);
    const trx = await held(db, 'rollback');
    let settled = false;
    const read = q.execute(db, { kind: 'c' }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    trx.end();
    await expect(trx.done).rejects.toThrow('rolled back');
    expect((await read).rows).toEqual([]);
  });

  it('waits for the transaction and sees what it committed', async () => {
    const db = await open('sqlite');
    const q = byKind(db);
    const trx = await held(db, 'commit');
    const read = q.execute(db, { kind: 'c' });
    trx.end();
    await trx.done;
    expect(ids((await read).rows)).toEqual(['c4']);
  });

  it('outside a transaction answers as Kysely does, and a failing statement rejects rather than throws', async () => {
    const db = await open('sqlite');
    const q = byKind(db);
    expect((await q.execute(db, { kind: 'a' })).rows).toEqual(await db.selectFrom('pq_items').selectAll().where('kind', '=', 'a').orderBy('id').execute());
    await sql`DROP TABLE pq_items`.execute(db);
    const failed = q.execute(db, { kind: 'a' });
    expect(failed).toBeInstanceOf(Promise);
    await expect(failed).rejects.toThrow(/no such table/);
  });
});
