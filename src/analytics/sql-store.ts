// The event store on the record engine (the SQLite file, or PostgreSQL with DATABASE_URL).
// Text compares as code points on both (SQLite's BINARY collation; COLLATE "C" on PostgreSQL, see
// migrations.ts): the store's order.
//
// One writer (the authenticated caller) stores at most `writerBytesPerDay` of events per UTC day
// (ANALYTICS_KB_PER_DAY; past it 429 `quota_exceeded` and nothing of the batch is stored): the
// per-user rate limit alone let one account grow the database by gigabytes a day. The day's
// tally is a row in the record engine, added to in the batch's own transaction, so the bound holds
// across instances and restarts, and a refused batch takes its bytes back with its rows.
//
// Several instances may add events about one learner at once. `add` inserts the batch in (user,
// id) order, then adds to its writer's tally, then bumps each learner's version in user order:
// every batch takes its locks in that one order (no deadlock), the second waits for the first's
// commit, and each version names one batch.
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { appError } from '../http/errors.js';
import { addToDailyTally } from '../storage/daily-tally.js';
import { prepareQuery } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import type { AnalyticsEvent } from './schemas.js';
import type { AddedEvents, EventKey, EventStore, StoredEvent, Versioned } from './store.js';

// A type, not an interface: Kysely's table map needs an index signature.
type AnalyticsTables = {
  analytics_events: {
    user_id: string;
    id: string;
    type: string;
    context: string;
    ts: string;
    concept_id: string | null;
    body: string;
    received_at: string;
  };
  analytics_learners: { user_id: string; version: number };
  analytics_writer_day_bytes: { writer: string; day: string; bytes: number };
};

/** Bytes of events one writer may store per UTC day by default (10 MiB): ANALYTICS_KB_PER_DAY. */
export const DEFAULT_WRITER_BYTES_PER_DAY = 10 * 1024 * 1024;

export interface SqlEventStoreOptions {
  /** Bytes of events (their stored JSON) one writer may store per UTC day; past it 429 `quota_exceeded`. */
  writerBytesPerDay?: number;
}

type Db = Kysely<AnalyticsTables>;
/** The columns of analytics_events in the order the compiled insert takes them. */
const EVENT_COLUMNS = ['user_id', 'id', 'type', 'context', 'ts', 'concept_id', 'body', 'received_at'] as const;
type EventRow = [userId: string, id: string, type: string, context: string, ts: string, conceptId: string | null, body: string, receivedAt: string];
type Row = { body: string; received_at: string };
const toEvent = (r: Row): StoredEvent => ({ ...(JSON.parse(r.body) as AnalyticsEvent), receivedAt: r.received_at });
const keyOf = (userId: string, id: string) => `${userId}\u0000${id}`;
/** The savepoint of a batch's insert without RETURNING (SQLite), inside the write's own. */
const BATCH_SAVEPOINT = CompiledQuery.raw('SAVEPOINT analytics_batch');
const BATCH_RELEASE = CompiledQuery.raw('RELEASE SAVEPOINT analytics_batch');
const BATCH_ROLLBACK_TO = CompiledQuery.raw('ROLLBACK TO SAVEPOINT analytics_batch');

export class SqlEventStore implements EventStore {
  private readonly db: Db;
  // The queries every request runs, compiled once and run with their parameters: building and
  // compiling a query costs more than SQLite takes to run it.
  private readonly q;
  /**
   * The batch insert per batch size (negative: without RETURNING), its values in EVENT_COLUMNS
   * order row after row: a prepared query's named parameters would cost a name per value (400 for
   * a batch of 50) on every insert.
   */
  private readonly inserts = new Map<number, CompiledQuery<{ user_id: string; id: string }>>();
  private readonly bytesPerDay: number;

  constructor(
    private readonly engine: SqlEngine,
    opts: SqlEventStoreOptions = {},
  ) {
    this.bytesPerDay = opts.writerBytesPerDay ?? DEFAULT_WRITER_BYTES_PER_DAY;
    const db = (this.db = engine.db.withTables<AnalyticsTables>());
    this.q = {
      /** A profile read asks for one learner's version every time. */
      versionOfOne: prepareQuery<{ userId: string }, { version: number }>((p) => db.selectFrom('analytics_learners').select('version').where('user_id', '=', p('userId'))),
      bump: prepareQuery<{ userId: string }, { version: number }>((p) =>
        db
          .insertInto('analytics_learners')
          .values({ user_id: p('userId'), version: 1 })
          .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ version: eb(eb.ref('analytics_learners.version'), '+', 1) })))
          .returning('version'),
      ),
      /** Adds to the writer's tally of the day; the result is the day's total. */
      tally: prepareQuery<{ writer: string; day: string; bytes: number }, { bytes: number }>((p) =>
        db
          .insertInto('analytics_writer_day_bytes')
          .values({ writer: p('writer'), day: p('day'), bytes: p('bytes') })
          .onConflict((oc) => oc.columns(['writer', 'day']).doUpdateSet((eb) => ({ bytes: eb('analytics_writer_day_bytes.bytes', '+', eb.ref('excluded.bytes')) })))
          .returning('bytes'),
      ),
      /** The writer's earlier days: only today's row is ever read. */
      dropDays: prepareQuery<{ writer: string; day: string }, never>((p) =>
        db.deleteFrom('analytics_writer_day_bytes').where('writer', '=', p('writer')).where('day', '<', p('day')),
      ),
    };
  }

  async add(events: readonly AnalyticsEvent[], receivedAt: string, writer?: string): Promise<AddedEvents> {
    if (events.length === 0) return { stored: [], versions: new Map() };
    // A stable sort: of two events with the same key in one batch, the first given is stored.
    const rows = events
      .map((e): EventRow => [e.userId, e.id, e.type, e.context, e.timestamp, e.conceptId ?? null, JSON.stringify(e), receivedAt])
      .sort((a, b) => compareText(a[0], b[0]) || compareText(a[1], b[1]));
    const parameters = rows.flat();
    // One transaction per batch, whose commit it may share with other writes (storage/group-commit.ts).
    return this.engine.writes.run<AnalyticsTables, AddedEvents>(async (trx) => {
      const all = await this.allStored(trx, events, rows.length, parameters, receivedAt);
      const stored = all ?? (await this.freshOf(trx, events, rows.length, parameters, receivedAt));
      if (writer !== undefined && stored.length > 0) {
        // Only the rows this batch inserted count: a retried batch adds nothing, and is answered.
        let bytes = 0;
        if (all) for (const row of rows) bytes += Buffer.byteLength(row[6]);
        else for (const { receivedAt: _, ...e } of stored) bytes += Buffer.byteLength(JSON.stringify(e));
        await this.checkDailyBytes(trx, writer, bytes, receivedAt);
      }
      const versions = new Map<string, number>();
      for (const userId of [...new Set(stored.map((e) => e.userId))].sort(compareText)) {
        // One more version for the learner; the row stays locked (PostgreSQL) until the batch commits.
        const { rows: bumped } = await this.q.bump.execute(trx, { userId });
        versions.set(userId, bumped[0]!.version);
      }
      return { stored, versions };
    });
  }

  /**
   * SQLite: the batch inserted without RETURNING, inside a savepoint. When every row went in (a
   * batch without duplicates, the usual case) that is the answer: all stored, in the order given.
   * Otherwise the insert is undone and undefined tells the caller to insert again naming the rows
   * stored (freshOf). SQLite collects RETURNING rows in a temporary table before handing them
   * back, about an eighth of the insert's CPU for a batch of 50; PostgreSQL keeps RETURNING.
   */
  private async allStored(trx: Kysely<AnalyticsTables>, events: readonly AnalyticsEvent[], n: number, parameters: unknown[], receivedAt: string): Promise<StoredEvent[] | undefined> {
    if (this.engine.dialect !== 'sqlite') return undefined;
    await trx.executeQuery(BATCH_SAVEPOINT);
    const { numAffectedRows } = await trx.executeQuery({ ...this.insertOf(n, false), parameters });
    if (Number(numAffectedRows) !== n) {
      await trx.executeQuery(BATCH_ROLLBACK_TO);
      await trx.executeQuery(BATCH_RELEASE);
      return undefined;
    }
    await trx.executeQuery(BATCH_RELEASE);
    return events.map((e) => ({ ...e, receivedAt }));
  }

  /** The batch inserted naming the rows it stored: of events given twice, the first; none stored before. */
  private async freshOf(trx: Kysely<AnalyticsTables>, events: readonly AnalyticsEvent[], n: number, parameters: unknown[], receivedAt: string): Promise<StoredEvent[]> {
    const { rows: inserted } = await trx.executeQuery<{ user_id: string; id: string }>({ ...this.insertOf(n, true), parameters });
    const fresh = new Set(inserted.map((r) => keyOf(r.user_id, r.id)));
    const stored: StoredEvent[] = [];
    for (const e of events) if (fresh.delete(keyOf(e.userId, e.id))) stored.push({ ...e, receivedAt });
    return stored;
  }

  /**
   * Inside the batch's transaction (rows already inserted): adds `added` bytes to the writer's tally
   * for the UTC day of `receivedAt` (the app clock's now) and throws past the bound, which undoes
   * the rows and the tally with the batch. The upsert locks the tally row to the commit, so
   * concurrent batches of one writer, on any instance, add up rather than overwrite.
   */
  private async checkDailyBytes(trx: Kysely<AnalyticsTables>, writer: string, added: number, receivedAt: string): Promise<void> {
    const retryAfter = await addToDailyTally(
      {
        add: async (day, bytes) => Number(((await this.q.tally.execute(trx, { writer, day, bytes })).rows as [{ bytes: number }])[0].bytes),
        dropEarlier: async (day) => void (await this.q.dropDays.execute(trx, { writer, day })),
      },
      added,
      this.bytesPerDay,
      Date.parse(receivedAt),
    );
    if (retryAfter === undefined) return;
    throw appError('quota_exceeded', `You have stored ${this.bytesPerDay} bytes of events today (UTC); try again tomorrow`, undefined, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  /** The insert of `n` events, with or without RETURNING, compiled once per batch size (a batch holds at most 50). */
  private insertOf(n: number, returning: boolean): CompiledQuery<{ user_id: string; id: string }> {
    const key = returning ? n : -n;
    let compiled = this.inserts.get(key);
    if (!compiled) {
      const blank = Object.fromEntries(EVENT_COLUMNS.map((c) => [c, ''])) as Record<(typeof EVENT_COLUMNS)[number], string>;
      const insert = this.db
        .insertInto('analytics_events')
        .values(Array.from({ length: n }, () => blank))
        .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing());
      compiled = returning ? insert.returning(['user_id', 'id']).compile() : insert.compile();
      this.inserts.set(key, compiled);
    }
    return compiled;
  }

  async versions(userIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (userIds.length === 1) {
      const { rows } = await this.q.versionOfOne.execute(this.db, { userId: userIds[0]! });
      out.set(userIds[0]!, rows[0]?.version ?? 0);
      return out;
    }
    for (const id of userIds) out.set(id, 0);
    if (userIds.length === 0) return out;
    const rows = await this.db.selectFrom('analytics_learners').select(['user_id', 'version']).where('user_id', 'in', userIds).execute();
    for (const r of rows) out.set(r.user_id, r.version);
    return out;
  }

  forUser(userId: string, limit: number): Promise<Versioned<StoredEvent[]>> {
    return this.snapshot(userId, async (db) => {
      // The newest `limit` (a backward seek on the (user_id, ts) index), returned oldest first.
      const rows = await db
        .selectFrom((qb) =>
          qb
            .selectFrom('analytics_events')
            .select(['body', 'received_at', 'ts', 'id'])
            .where('user_id', '=', userId)
            .orderBy('ts', 'desc')
            .orderBy('id', 'desc')
            .limit(limit)
            .as('newest'),
        )
        .select(['body', 'received_at'])
        .orderBy('ts')
        .orderBy('id')
        .execute();
      return rows.map(toEvent);
    });
  }

  from(userId: string, from: EventKey, take: number): Promise<Versioned<StoredEvent[]>> {
    return this.snapshot(userId, async (db) => {
      // A seek on the (user_id, ts) index, whose entries end with the key's id: no scan of what comes before.
      const rows = await db
        .selectFrom('analytics_events')
        .select(['body', 'received_at'])
        .where('user_id', '=', userId)
        .where((eb) => eb(eb.refTuple('ts', 'id'), '>=', eb.tuple(from.timestamp, from.id)))
        .orderBy('ts')
        .orderBy('id')
        .limit(take)
        .execute();
      return rows.map(toEvent);
    });
  }

  /**
   * Reads the learner's version and then `read` in one snapshot (PostgreSQL: a repeatable-read
   * transaction; SQLite: a transaction on its one connection), so the events read are exactly
   * those of that version.
   */
  private snapshot<T>(userId: string, read: (db: Transaction<AnalyticsTables>) => Promise<T>): Promise<Versioned<T>> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const row = await trx.selectFrom('analytics_learners').select('version').where('user_id', '=', userId).executeTakeFirst();
        return { version: row?.version ?? 0, value: await read(trx) };
      });
  }
}

/** Code-unit order: the same in every instance, which is all a lock order needs. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
