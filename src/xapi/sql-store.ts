// The embedded record store: statements in the record engine (the SQLite file under DATA_DIR, WAL
// and synchronous FULL, or PostgreSQL with DATABASE_URL), so an acknowledged statement survives a
// restart or kill -9. At most `perUserCap` statements per writer and actor (500 by default,
// XAPI_EMBEDDED_CAP), the writer's own oldest about that actor evicted first: a teacher writing
// about a learner can only ever evict the teacher's own statements, never the learner's. One
// writer stores at most `writerBytesPerDay` per UTC day (XAPI_EMBEDDED_KB_PER_DAY; past it 429
// `quota_exceeded`), so writing about many actors cannot grow the database without bound. The
// newest statement about any activity under `retainLatestUnder` is never evicted: an area whose
// current state is "the latest statement about X" (school classes) never loses it.
//
// The cap reads a running count per writer and actor (xapi_writer_actor_counts) that the save
// raises by the rows it inserted and every delete lowers by the rows it deleted, in the same
// transaction: a save's work does not grow with what the writer already stored about the actor.
//
// Several instances may write at once (PostgreSQL): a repeated id is settled by the unique key
// (insert-or-nothing, then compare), the daily tally and the per-actor count by upserts that add
// to their row, and the cap by one transaction-scoped lock per writer and actor, so two saves
// never both find themselves under the cap.
//
// Every stored statement carries its `authority` (xAPI 1.0.3: the LRS sets it to the agent it
// authenticated): the writer's account on XAPI_ACCOUNT_HOMEPAGE, or the service's own account
// (SERVICE_ACCOUNT_NAME) for a save without a writer, whatever authority the statement came with.
// So a reader tells a learner's own `passed` from the service's record of a practice result.
// Like the rest of xAPI's statement comparison, a repeated id is "the same body" regardless of
// authority.
import { sql, type Kysely } from 'kysely';
import type { Clock, RandomSource } from '../clock.js';
import { AppError, appError } from '../http/errors.js';
import { addToDailyTally } from '../storage/daily-tally.js';
import { prepareQuery, QueryShapes, type Param } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import { authorityOf } from '../shared/xapi-authority.js';
import { isNulInText } from '../storage/sql-errors.js';
import { agentKey, canonicalJson } from './canonical.js';
import { RecordStoreError, StatementConflictError, StatementValidationError } from './errors.js';
import type { SaveOptions, StatementStore } from './store.js';
import type { XapiTables } from './tables.js';
import { DEFAULT_QUERY_LIMIT, MAX_QUERY_LIMIT, type Statement, type StatementPage, type StatementQuery, type StoredStatement } from './types.js';
import { assertValidStatement } from './validation.js';

export const DEFAULT_PER_USER_CAP = 500;
/** Bytes of statements one writer may store per UTC day (5 MiB). */
export const DEFAULT_WRITER_BYTES_PER_DAY = 5 * 1024 * 1024;

export interface SqlStatementStoreOptions {
  engine: SqlEngine;
  clock: Clock;
  random: RandomSource;
  /** Statements kept per writer and actor; the writer's oldest about that actor go first. */
  perUserCap?: number;
  /** Bytes one explicit writer may store per UTC day; past it 429 `quota_exceeded`. */
  writerBytesPerDay?: number;
  /** Activity IRI prefixes whose newest statement is exempt from eviction. */
  retainLatestUnder?: readonly string[];
  /**
   * XAPI_ACCOUNT_HOMEPAGE: statements' `authority` is an account on it (the writer's user id, or
   * the service's own name). Default the configuration's default.
   */
  accountHomePage?: string;
}

/** XAPI_ACCOUNT_HOMEPAGE's default (src/config.ts). */
const DEFAULT_ACCOUNT_HOMEPAGE = 'https://learning-platform.example';

/** The filters a `more` token carries, plus the position after which the next page starts. */
interface Cursor {
  activity?: string;
  activityUnder?: string;
  agent?: string;
  registration?: string;
  verb?: string;
  since?: string;
  ascending?: boolean;
  limit: number;
  after: number;
}

type Db = Kysely<XapiTables>;
/** A stored statement's row as the save inserts it. */
type NewRow = Omit<XapiTables['xapi_statements'], 'seq' | 'writer'> & { writer: string };
/** A page query's parameters: the filters present (the rest undefined), then the rows to read. */
type PageParams = {
  activity?: string;
  /** The activity range [from, to) of `activityUnder`. */
  from?: string;
  to?: string;
  agent?: string;
  registration?: string;
  verb?: string;
  since?: string;
  after?: number;
  limit: number;
};
/** The filters a page query's shape tells apart (`to` comes with `from`), in the order of its key. */
const PAGE_FILTERS = ['activity', 'from', 'agent', 'registration', 'verb', 'since', 'after'] as const;

/**
 * The IRIs under `prefix` as a key range [prefix, end): the range uses the activity index on both
 * engines (SQLite compares bytes; the PostgreSQL column is COLLATE "C"), where LIKE would not.
 */
export function prefixRange(prefix: string): [string, string] {
  const last = prefix.charCodeAt(prefix.length - 1);
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(last + 1)];
}

export class SqlStatementStore implements StatementStore {
  readonly kind = 'embedded' as const;
  private readonly db: Db;
  private readonly cap: number;
  private readonly bytesPerDay: number;
  private readonly homePage: string;
  /** Page queries compiled once per shape (which filters are present, and the order). */
  private readonly pages = new QueryShapes();
  /** The save's statements, compiled once: a save runs four or five, and compiling them was most of its CPU. */
  private readonly writes;

  constructor(private readonly opts: SqlStatementStoreOptions) {
    const db = (this.db = opts.engine.db.withTables<XapiTables>());
    const retained = (opts.retainLatestUnder ?? []).map(prefixRange);
    this.writes = {
      insert: prepareQuery<NewRow, { seq: number }>((p) =>
        db
          .insertInto('xapi_statements')
          .values({
            id: p('id'),
            actor_key: p('actor_key'),
            writer: p('writer'),
            verb_id: p('verb_id'),
            activity_id: p('activity_id'),
            registration: p('registration'),
            stored: p('stored'),
            submitted: p('submitted'),
            body: p('body'),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('seq'),
      ),
      submitted: prepareQuery<{ id: string }, { submitted: string }>((p) => db.selectFrom('xapi_statements').select('submitted').where('id', '=', p('id'))),
      /** Adds the rows a save inserted to the writer's count about the actor; the result is the new count. */
      count: prepareQuery<{ writer: string; actor: string; added: number }, { statements: number }>((p) =>
        db
          .insertInto('xapi_writer_actor_counts')
          .values({ writer: p('writer'), actor_key: p('actor'), statements: p('added') })
          .onConflict((oc) =>
            oc.columns(['writer', 'actor_key']).doUpdateSet((eb) => ({ statements: eb('xapi_writer_actor_counts.statements', '+', eb.ref('excluded.statements')) })),
          )
          .returning('statements'),
      ),
      /** Takes the rows a delete removed off the writer's count about the actor. */
      uncount: prepareQuery<{ writer: string; actor: string; removed: number }, never>((p) =>
        db
          .updateTable('xapi_writer_actor_counts')
          .set((eb) => ({ statements: eb('statements', '-', p('removed')) }))
          .where('writer', '=', p('writer'))
          .where('actor_key', '=', p('actor')),
      ),
      /** The writer's `excess` oldest statements about the actor, except the newest about an activity under a retained prefix. */
      evict: prepareQuery<{ writer: string; actor: string; excess: number }, never>((p) =>
        db.deleteFrom('xapi_statements').where('seq', 'in', (eb) =>
          eb
            .selectFrom('xapi_statements as s')
            .select('s.seq')
            .where('s.writer', '=', p('writer'))
            .where('s.actor_key', '=', p('actor'))
            .$if(retained.length > 0, (qb) =>
              qb.where((w) =>
                w.not(
                  w.and([
                    w.or(retained.map(([from, to]) => w.and([w('s.activity_id', '>=', from), w('s.activity_id', '<', to)]))),
                    w('s.seq', '=', w.selectFrom('xapi_statements as t').select((m) => m.fn.max('t.seq').as('m')).whereRef('t.activity_id', '=', 's.activity_id')),
                  ]),
                ),
              ),
            )
            .orderBy('s.seq', 'asc')
            .limit(p('excess')),
        ),
      ),
      /** Adds to the writer's tally of the day; the result is the day's total. */
      tally: prepareQuery<{ writer: string; day: string; bytes: number }, { bytes: number }>((p) =>
        db
          .insertInto('xapi_writer_day_bytes')
          .values({ writer: p('writer'), day: p('day'), bytes: p('bytes') })
          .onConflict((oc) => oc.columns(['writer', 'day']).doUpdateSet((eb) => ({ bytes: eb('xapi_writer_day_bytes.bytes', '+', eb.ref('excluded.bytes')) })))
          .returning('bytes'),
      ),
      dropDays: prepareQuery<{ writer: string; day: string }, never>((p) =>
        db.deleteFrom('xapi_writer_day_bytes').where('writer', '=', p('writer')).where('day', '<', p('day')),
      ),
    };
    this.cap = opts.perUserCap ?? DEFAULT_PER_USER_CAP;
    this.bytesPerDay = opts.writerBytesPerDay ?? DEFAULT_WRITER_BYTES_PER_DAY;
    this.homePage = (opts.accountHomePage ?? DEFAULT_ACCOUNT_HOMEPAGE).replace(/\/+$/, '');
  }

  async save(input: Statement | readonly Statement[], options: SaveOptions = {}): Promise<string[]> {
    const list: readonly Statement[] = Array.isArray(input) ? input : [input as Statement];
    const nowMs = this.opts.clock.now();
    const now = new Date(nowMs).toISOString();
    const authority = authorityOf(this.homePage, options.writer);
    const rows = list.map((s, i) => this.prepareRow(s, now, list.length > 1 ? i : undefined, options.validated === true, authority));
    const writerOf = (actor: string) => (options.writer === undefined ? `actor:${actor}` : `user:${options.writer}`);
    const pairs = new Map<string, { writer: string; actor: string }>();
    for (const row of rows) pairs.set(`${writerOf(row.actor)}\n${row.actor}`, { writer: writerOf(row.actor), actor: row.actor });
    try {
      // One transaction per save, whose commit it may share with other writes (storage/group-commit.ts).
      return await this.opts.engine.writes.run<XapiTables, string[]>(async (trx) => {
        await this.lockPairs(trx, [...pairs.keys()]);
        const ids: string[] = [];
        const added = new Map<string, { writer: string; actor: string; rows: number }>();
        let bytes = 0;
        for (const row of rows) {
          const writer = writerOf(row.actor);
          const values = { id: row.id, actor_key: row.actor, writer, verb_id: row.verb, activity_id: row.activity, registration: row.registration, stored: now, submitted: row.submitted, body: row.body };
          const [inserted] = (await this.writes.insert.execute(trx, values)).rows;
          if (inserted) {
            // Only rows this save inserted count: a repeated id inserts nothing.
            const key = `${writer}\n${row.actor}`;
            const pair = added.get(key);
            if (pair) pair.rows++;
            else added.set(key, { writer, actor: row.actor, rows: 1 });
            bytes += Buffer.byteLength(row.body);
          } else {
            const [existing] = (await this.writes.submitted.execute(trx, { id: row.id })).rows;
            if (existing && existing.submitted !== row.submitted && withoutAuthority(existing.submitted) !== row.submitted) throw new StatementConflictError(row.id);
          }
          ids.push(row.id);
        }
        if (options.writer !== undefined && bytes > 0) await this.checkDailyBytes(trx, `user:${options.writer}`, bytes, nowMs);
        for (const { writer, actor, rows: n } of added.values()) await this.enforceCap(trx, writer, actor, n);
        return ids;
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (isNulInText(err)) throw new StatementValidationError(['a text value holds the NUL character (U+0000), which the record store cannot keep'], { reason: 'nul_character' });
      throw new RecordStoreError(`${this.opts.engine.dialect}: ${(err as Error).message}`);
    }
  }

  /**
   * PostgreSQL: one transaction-scoped advisory lock per writer and actor (in a fixed order, so two
   * saves never wait on each other in a circle), held to the commit: the count's upsert and the
   * eviction below see every row and every count another instance's save added, and the upsert
   * adds to the count rather than overwrite it. SQLite has one writer at a time already.
   */
  private async lockPairs(trx: Db, keys: string[]): Promise<void> {
    if (this.opts.engine.dialect !== 'postgres') return;
    for (const key of keys.sort()) await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }

  /**
   * Adds the `added` rows to the writer's count about the actor and, only when that is over the
   * cap, deletes the oldest evictable ones and takes what it deleted off the count. Retained
   * statements may keep the real number above the cap: the count stays the real number.
   */
  private async enforceCap(trx: Db, writer: string, actor: string, added: number): Promise<void> {
    const [{ statements }] = (await this.writes.count.execute(trx, { writer, actor, added })).rows as [{ statements: number }];
    const excess = Number(statements) - this.cap;
    if (excess <= 0) return;
    const removed = Number((await this.writes.evict.execute(trx, { writer, actor, excess })).numAffectedRows ?? 0);
    if (removed > 0) await this.writes.uncount.execute(trx, { writer, actor, removed });
  }

  /**
   * Inside the save's transaction (rows already inserted): adds `added` bytes to the writer's tally
   * for the UTC day and throws, rolling rows and tally back, past the bound. The upsert locks the
   * tally row to the commit, so concurrent saves of one writer add up rather than overwrite.
   */
  private async checkDailyBytes(trx: Db, writer: string, added: number, nowMs: number): Promise<void> {
    const retryAfter = await addToDailyTally(
      {
        add: async (day, bytes) => Number(((await this.writes.tally.execute(trx, { writer, day, bytes })).rows as [{ bytes: number }])[0].bytes),
        dropEarlier: async (day) => void (await this.writes.dropDays.execute(trx, { writer, day })),
      },
      added,
      this.bytesPerDay,
      nowMs,
    );
    if (retryAfter === undefined) return;
    throw appError('quota_exceeded', `You have stored ${this.bytesPerDay} bytes of statements today (UTC); try again tomorrow`, undefined, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  async query(q: StatementQuery): Promise<StatementPage> {
    const c = q.more !== undefined ? decodeCursor(q.more) : cursorFor(q);
    const [from, to] = c.activityUnder === undefined ? [] : prefixRange(c.activityUnder);
    const params: PageParams = {
      activity: c.activity,
      from,
      to,
      agent: c.agent,
      registration: c.registration,
      verb: c.verb,
      since: c.since,
      after: c.after > 0 ? c.after : undefined,
      limit: c.limit + 1,
    };
    const ascending = c.ascending === true;
    // The shape names the filters present, and the order.
    let shape = ascending ? 'asc' : 'desc';
    for (const f of PAGE_FILTERS) shape += params[f] === undefined ? '0' : '1';
    let rows: Array<{ seq: number; body: string; writer: string | null }>;
    try {
      rows = (await this.pages.of<PageParams, { seq: number; body: string; writer: string | null }>(shape, (p) => this.pageQuery(params, ascending, p)).execute(this.db, params)).rows;
    } catch (err) {
      if (isNulInText(err)) throw appError('invalid_query', 'A filter holds the NUL character (U+0000), which no stored statement can hold', { reason: 'nul_character' });
      throw new RecordStoreError(`${this.opts.engine.dialect}: ${(err as Error).message}`);
    }
    const page = rows.slice(0, c.limit);
    const statements = page.map((r) => this.withAuthority(JSON.parse(r.body) as StoredStatement, r.writer));
    const last = page.at(-1);
    return rows.length > c.limit && last ? { statements, more: encodeCursor({ ...c, after: Number(last.seq) }) } : { statements };
  }

  /** The page query of the shape of `present` (its filters that are not undefined). */
  private pageQuery(present: PageParams, ascending: boolean, p: Param<PageParams>) {
    const has = (f: (typeof PAGE_FILTERS)[number]) => present[f] !== undefined;
    return this.db
      .selectFrom('xapi_statements')
      .select(['seq', 'body', 'writer'])
      .$if(has('activity'), (qb) => qb.where('activity_id', '=', p('activity')))
      .$if(has('from'), (qb) => qb.where('activity_id', '>=', p('from')).where('activity_id', '<', p('to')))
      .$if(has('agent'), (qb) => qb.where('actor_key', '=', p('agent')))
      .$if(has('registration'), (qb) => qb.where('registration', '=', p('registration')))
      .$if(has('verb'), (qb) => qb.where('verb_id', '=', p('verb')))
      .$if(has('since'), (qb) => qb.where('stored', '>', p('since')))
      .$if(has('after'), (qb) => qb.where('seq', ascending ? '>' : '<', p('after')))
      .orderBy('seq', ascending ? 'asc' : 'desc')
      .limit(p('limit'));
  }

  /**
   * A user's statement stored before statements carried their authority gets it from its row's
   * writer (`user:<id>`), as a save sets it now. An older `actor:` row stays without one
   * (migration xapi-008-authority): before writers were known, that was anyone's.
   */
  private withAuthority(s: StoredStatement, writer: string | null): StoredStatement {
    if (s.authority !== undefined || !writer?.startsWith('user:')) return s;
    return { ...s, authority: authorityOf(this.homePage, writer.slice('user:'.length)) };
  }

  private prepareRow(s: Statement, now: string, index: number | undefined, validated: boolean, authority: ReturnType<typeof authorityOf>) {
    const at = index === undefined ? '' : `[${index}] `;
    if (!s || typeof s !== 'object' || Array.isArray(s)) throw new StatementValidationError([`${at}statement: must be an object`]);
    const id = (typeof s.id === 'string' ? s.id : this.opts.random.uuid()).toLowerCase();
    if (!validated) assertValidStatement({ ...s, id }, index);
    // Whatever authority the statement came with is replaced by the writer's (xAPI: the LRS sets it
    // from the credentials it authenticated), and is no part of the body compared on a repeated id.
    const { authority: _posted, ...rest } = s;
    const submitted: Statement = { ...rest, id };
    const actor = agentKey(s.actor);
    if (!actor) throw new StatementValidationError([`${at}actor: needs mbox, mbox_sha1sum, openid or account`], { field: 'actor', reason: 'invalid' });
    const object = s.object as { objectType?: string; id?: unknown };
    const activity = (object.objectType === undefined || object.objectType === 'Activity') && typeof object.id === 'string' ? object.id : null;
    const body: StoredStatement = { ...submitted, id, timestamp: s.timestamp ?? now, stored: now, authority, version: typeof s.version === 'string' ? s.version : '1.0.0' };
    const registration = typeof s.context?.registration === 'string' ? s.context.registration.toLowerCase() : null;
    return { id, actor, verb: s.verb.id, activity, registration, submitted: canonicalJson(submitted), body: JSON.stringify(body) };
  }
}

/** A stored canonical body as it compares now: without the authority an earlier save kept in it. */
function withoutAuthority(submitted: string): string {
  const parsed = JSON.parse(submitted) as Record<string, unknown>;
  if (!('authority' in parsed)) return submitted;
  delete parsed.authority;
  return canonicalJson(parsed);
}

function cursorFor(q: StatementQuery): Cursor {
  const limit = q.limit ?? DEFAULT_QUERY_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_QUERY_LIMIT) {
    throw appError('invalid_query', `limit: must be a whole number from 1 to ${MAX_QUERY_LIMIT}`, { field: 'limit', reason: 'out of range' });
  }
  let since: string | undefined;
  if (q.since !== undefined) {
    const t = Date.parse(q.since);
    if (Number.isNaN(t)) throw appError('invalid_query', 'since: must be an ISO 8601 timestamp', { field: 'since', reason: 'invalid' });
    since = new Date(t).toISOString();
  }
  const agent = q.agent === undefined ? undefined : agentKey(q.agent);
  if (q.agent !== undefined && agent === undefined) {
    throw appError('invalid_query', 'agent: needs mbox, mbox_sha1sum, openid or account', { field: 'agent', reason: 'invalid' });
  }
  if (q.activityUnder !== undefined && q.activityUnder.length === 0) {
    throw appError('invalid_query', 'activityUnder: must not be empty', { field: 'activityUnder', reason: 'invalid' });
  }
  return {
    activity: q.activity,
    activityUnder: q.activityUnder,
    agent,
    registration: q.registration?.toLowerCase(),
    verb: q.verb,
    since,
    ascending: q.ascending === true,
    limit,
    after: 0,
  };
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function decodeCursor(more: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(more, 'base64url').toString('utf8')) as Cursor;
    const under = c?.activityUnder;
    const underOk = under === undefined || (typeof under === 'string' && under.length > 0);
    if (c && typeof c === 'object' && underOk && Number.isInteger(c.after) && Number.isInteger(c.limit) && c.limit >= 1 && c.limit <= MAX_QUERY_LIMIT) return c;
  } catch {
    // fall through
  }
  throw appError('invalid_query', 'more: not a continuation returned by this store', { field: 'more', reason: 'malformed' });
}
