// The embedded record store: statements in the service's SQLite database under DATA_DIR (WAL,
// synchronous FULL), so an acknowledged statement survives a restart or kill -9. At most
// `perUserCap` statements per writer and actor (500 by default, XAPI_EMBEDDED_CAP), the writer's
// own oldest about that actor evicted first: a teacher writing about a learner can only ever
// evict the teacher's own statements, never the learner's. One writer stores at most
// `writerBytesPerDay` per UTC day (XAPI_EMBEDDED_KB_PER_DAY; past it 429 `quota_exceeded`), so
// writing about many actors cannot grow the database without bound. The newest statement about
// any activity under `retainLatestUnder` is never evicted: an area whose current state is "the
// latest statement about X" (school classes) never loses it.
import type { Clock, RandomSource } from '../clock.js';
import { AppError, appError } from '../http/errors.js';
import type { Statement as SqlStatement } from 'better-sqlite3';
import type { Database } from '../storage/database.js';
import { agentKey, canonicalJson } from './canonical.js';
import { RecordStoreError, StatementConflictError, StatementValidationError } from './errors.js';
import type { SaveOptions, StatementStore } from './store.js';
import { DEFAULT_QUERY_LIMIT, MAX_QUERY_LIMIT, type Statement, type StatementPage, type StatementQuery, type StoredStatement } from './types.js';
import { validateStatement } from './validation.js';

export const DEFAULT_PER_USER_CAP = 500;
/** Bytes of statements one writer may store per UTC day (5 MiB). */
export const DEFAULT_WRITER_BYTES_PER_DAY = 5 * 1024 * 1024;
const DAY_MS = 86_400_000;

export interface SqliteStatementStoreOptions {
  db: Database;
  clock: Clock;
  random: RandomSource;
  /** Statements kept per writer and actor; the writer's oldest about that actor go first. */
  perUserCap?: number;
  /** Bytes one explicit writer may store per UTC day; past it 429 `quota_exceeded`. */
  writerBytesPerDay?: number;
  /** Activity IRI prefixes whose newest statement is exempt from eviction. */
  retainLatestUnder?: readonly string[];
}

/** The filters a `more` token carries, plus the position after which the next page starts. */
interface Cursor {
  activity?: string;
  agent?: string;
  registration?: string;
  verb?: string;
  since?: string;
  ascending?: boolean;
  limit: number;
  after: number;
}

export class SqliteStatementStore implements StatementStore {
  readonly kind = 'embedded' as const;
  private readonly cap: number;
  private readonly bytesPerDay: number;
  private readonly insert;
  private readonly findById;
  private readonly countByWriterActor;
  private readonly addDayBytes;
  private readonly dropOldDays;
  private readonly evict;
  /** Prepared once per query shape (which filters are present, and the order): at most 2^6 x 2. */
  private readonly queries = new Map<string, SqlStatement<unknown[]>>();

  constructor(private readonly opts: SqliteStatementStoreOptions) {
    const { db } = opts;
    this.cap = opts.perUserCap ?? DEFAULT_PER_USER_CAP;
    this.bytesPerDay = opts.writerBytesPerDay ?? DEFAULT_WRITER_BYTES_PER_DAY;
    this.insert = db.prepare(
      'INSERT INTO xapi_statements (id, actor_key, writer, verb_id, activity_id, registration, stored, submitted, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.findById = db.prepare('SELECT submitted FROM xapi_statements WHERE id = ?');
    this.countByWriterActor = db.prepare('SELECT COUNT(*) AS n FROM xapi_statements WHERE writer = ? AND actor_key = ?');
    this.addDayBytes = db.prepare(
      `INSERT INTO xapi_writer_day_bytes (writer, day, bytes) VALUES (?, ?, ?)
       ON CONFLICT (writer, day) DO UPDATE SET bytes = bytes + excluded.bytes RETURNING bytes AS n`,
    );
    // Only today's row is ever read: earlier days of the same writer go as it writes on.
    this.dropOldDays = db.prepare('DELETE FROM xapi_writer_day_bytes WHERE writer = ? AND day < ?');
    const prefixes = opts.retainLatestUnder ?? [];
    const retained = prefixes.length
      ? `AND NOT (s.activity_id IS NOT NULL AND (${prefixes.map(() => "s.activity_id LIKE ? ESCAPE '\\'").join(' OR ')})
           AND s.seq = (SELECT MAX(t.seq) FROM xapi_statements t WHERE t.activity_id = s.activity_id))`
      : '';
    const likeArgs = prefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const evict = db.prepare(
      `DELETE FROM xapi_statements WHERE seq IN (
         SELECT s.seq FROM xapi_statements s WHERE s.writer = ? AND s.actor_key = ? ${retained} ORDER BY s.seq ASC LIMIT ?)`,
    );
    this.evict = (writer: string, actor: string, n: number) => evict.run(writer, actor, ...likeArgs, n);
  }

  async save(input: Statement | readonly Statement[], options: SaveOptions = {}): Promise<string[]> {
    const list: readonly Statement[] = Array.isArray(input) ? input : [input as Statement];
    const nowMs = this.opts.clock.now();
    const now = new Date(nowMs).toISOString();
    const rows = list.map((s, i) => this.prepareRow(s, now, list.length > 1 ? i : undefined));
    const writerOf = (actor: string) => (options.writer === undefined ? `actor:${actor}` : `user:${options.writer}`);
    try {
      return this.opts.db.transaction(() => {
        const ids: string[] = [];
        const pairs = new Map<string, { writer: string; actor: string }>();
        let added = 0;
        for (const row of rows) {
          const existing = this.findById.get(row.id) as { submitted: string } | undefined;
          if (existing) {
            if (existing.submitted !== row.submitted) throw new StatementConflictError(row.id);
          } else {
            const writer = writerOf(row.actor);
            this.insert.run(row.id, row.actor, writer, row.verb, row.activity, row.registration, now, row.submitted, row.body);
            pairs.set(`${writer}\n${row.actor}`, { writer, actor: row.actor });
            added += Buffer.byteLength(row.body);
          }
          ids.push(row.id);
        }
        if (options.writer !== undefined && added > 0) this.checkDailyBytes(`user:${options.writer}`, added, nowMs);
        for (const { writer, actor } of pairs.values()) {
          const { n } = this.countByWriterActor.get(writer, actor) as { n: number };
          if (n > this.cap) this.evict(writer, actor, n - this.cap);
        }
        return ids;
      })();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new RecordStoreError(`sqlite: ${(err as Error).message}`);
    }
  }

  /**
   * Inside the save's transaction (rows already inserted): adds `added` bytes to the writer's tally
   * for the UTC day and throws, rolling rows and tally back, past the bound.
   */
  private checkDailyBytes(writer: string, added: number, nowMs: number): void {
    const dayStart = nowMs - (nowMs % DAY_MS);
    const day = new Date(dayStart).toISOString().slice(0, 10);
    const { n } = this.addDayBytes.get(writer, day, added) as { n: number };
    if (n === added) this.dropOldDays.run(writer, day);
    if (n <= this.bytesPerDay) return;
    const retryAfter = Math.ceil((dayStart + DAY_MS - nowMs) / 1000);
    throw appError('quota_exceeded', `You have stored ${this.bytesPerDay} bytes of statements today (UTC); try again tomorrow`, undefined, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }

  async query(q: StatementQuery): Promise<StatementPage> {
    const c = q.more !== undefined ? decodeCursor(q.more) : cursorFor(q);
    const where: string[] = [];
    const args: Array<string | number> = [];
    const filter = (clause: string, value: string | number | undefined) => {
      if (value === undefined) return;
      where.push(clause);
      args.push(value);
    };
    filter('activity_id = ?', c.activity);
    filter('actor_key = ?', c.agent);
    filter('registration = ?', c.registration);
    filter('verb_id = ?', c.verb);
    filter('stored > ?', c.since);
    filter(c.ascending ? 'seq > ?' : 'seq < ?', c.after > 0 ? c.after : undefined);
    const sql = `SELECT seq, body FROM xapi_statements ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY seq ${c.ascending ? 'ASC' : 'DESC'} LIMIT ?`;
    let rows: Array<{ seq: number; body: string }>;
    try {
      let statement = this.queries.get(sql);
      if (!statement) this.queries.set(sql, (statement = this.opts.db.prepare(sql)));
      rows = statement.all(...args, c.limit + 1) as typeof rows;
    } catch (err) {
      throw new RecordStoreError(`sqlite: ${(err as Error).message}`);
    }
    const page = rows.slice(0, c.limit);
    const statements = page.map((r) => JSON.parse(r.body) as StoredStatement);
    const last = page.at(-1);
    return rows.length > c.limit && last ? { statements, more: encodeCursor({ ...c, after: last.seq }) } : { statements };
  }

  private prepareRow(s: Statement, now: string, index: number | undefined) {
    const at = index === undefined ? '' : `[${index}] `;
    if (!s || typeof s !== 'object' || Array.isArray(s)) throw new StatementValidationError([`${at}statement: must be an object`]);
    const id = (typeof s.id === 'string' ? s.id : this.opts.random.uuid()).toLowerCase();
    const submitted: Statement = { ...s, id };
    const problems = validateStatement(submitted);
    if (problems.length) throw new StatementValidationError(problems.map((p) => at + p), { field: problems[0]!.split(':')[0], reason: 'invalid' });
    const actor = agentKey(s.actor);
    if (!actor) throw new StatementValidationError([`${at}actor: needs mbox, mbox_sha1sum, openid or account`], { field: 'actor', reason: 'invalid' });
    const object = s.object as { objectType?: string; id?: unknown };
    const activity = (object.objectType === undefined || object.objectType === 'Activity') && typeof object.id === 'string' ? object.id : null;
    const body: StoredStatement = { ...submitted, id, timestamp: s.timestamp ?? now, stored: now, version: typeof s.version === 'string' ? s.version : '1.0.0' };
    const registration = typeof s.context?.registration === 'string' ? s.context.registration.toLowerCase() : null;
    return { id, actor, verb: s.verb.id, activity, registration, submitted: canonicalJson(submitted), body: JSON.stringify(body) };
  }
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
  return { activity: q.activity, agent, registration: q.registration?.toLowerCase(), verb: q.verb, since, ascending: q.ascending === true, limit, after: 0 };
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function decodeCursor(more: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(more, 'base64url').toString('utf8')) as Cursor;
    if (c && typeof c === 'object' && Number.isInteger(c.after) && Number.isInteger(c.limit) && c.limit >= 1 && c.limit <= MAX_QUERY_LIMIT) return c;
  } catch {
    // fall through
  }
  throw appError('invalid_query', 'more: not a continuation returned by this store', { field: 'more', reason: 'malformed' });
}
