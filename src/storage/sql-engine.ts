// The record engine: one Kysely handle over the embedded SQLite file or PostgreSQL (DATABASE_URL).
// Stores are written once against it (Kysely builds each dialect's SQL); only migrations have a
// step per engine. Each store names its tables with `engine.db.withTables<Tables>()`.
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { EvictingOldest } from '../shared/bounded-memo.js';
import type { Database } from './database.js';
import { groupCommit, perCallTransactions, type GroupCommitOptions, type WriteTransactions } from './group-commit.js';
import { readsDirectly } from './prepared-query.js';

export type SqlDialectName = 'sqlite' | 'postgres';

export interface SqlEngine {
  readonly dialect: SqlDialectName;
  /** No tables typed here: each store adds its own (`withTables`), so areas stay apart. */
  readonly db: Kysely<object>;
  /**
   * Transactions for the hot writes (xAPI statements, analytics events): on SQLite, writes that
   * arrive together share one commit (group-commit.ts); on PostgreSQL, one transaction per call.
   */
  readonly writes: WriteTransactions;
  /** The SQLite file's handle, for the SQLite migration steps; absent on PostgreSQL. */
  readonly sqlite?: Database;
  /** Where the records are, without credentials: for logs, health and start-up errors. */
  readonly where: string;
  /** Resolves when the engine answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Kysely prepares every query it runs; better-sqlite3 statements are reusable, so preparing each
 * distinct SQL text once saves the parse on every call (stores build the same few queries over
 * and over). Bounded, since queries with IN lists of varying length have many texts; evicting the
 * oldest, so a run of such texts never drops the few hot statements all at once.
 */
function preparedOnce(db: Database, max = 512): SqliteDatabase {
  const statements = new EvictingOldest<string, SqliteStatement>(max);
  return {
    close: () => db.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = db.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

export interface SqliteEngineOptions {
  /** How writes are grouped (a test holds the group until it is complete). */
  groupCommit?: GroupCommitOptions;
}

export function sqliteEngine(database: Database, opts: SqliteEngineOptions = {}): SqlEngine {
  const statements = preparedOnce(database);
  const db = new Kysely<object>({ dialect: new SqliteDialect({ database: statements }) });
  // Prepared selects on this handle skip Kysely's executor while no transaction is open on the
  // connection (prepared-query.ts says why). Kysely's SQLite connection runs a select as
  // `{ rows: statement.all(parameters) }` on the same prepared statements: the answer is the same.
  // Inside a transaction (a write's, or a group commit's) they wait for the connection as before,
  // so a read never sees a write that is not committed yet. No store streams a query (an open
  // iterator would leave the connection busy outside a transaction).
  readsDirectly(db, (query) => (database.inTransaction ? undefined : { rows: statements.prepare(query.sql).all(query.parameters) }));
  // Health pings on every request: the statement is prepared once.
  const probe = database.prepare('SELECT 1');
  return {
    dialect: 'sqlite',
    db,
    writes: groupCommit(db, opts.groupCommit),
    sqlite: database,
    where: database.memory ? 'SQLite in memory' : `SQLite ${database.name}`,
    async ping() {
      probe.get();
    },
    async close() {
      await db.destroy();
    },
  };
}

/** postgres://user:secret@host/db -> postgres://user@host/db: never a password in a log line. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'an unparsable URL';
  }
}

/**
 * Why PostgreSQL could not be reached, for a start-up line. node-postgres's own words, except when
 * the server asks for a password and none was given (none in the URL, PGPASSWORD unset): the
 * driver then says only "SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string".
 */
export function unreachableReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/client password must be a string/.test(message)) return 'the server asks for a password, and neither the URL nor PGPASSWORD gives one';
  return message;
}

// Counts and sums come back as int8; ours fit in a double, and callers expect numbers.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8 ? (v: string) => Number(v) : (pg.types.getTypeParser as (o: number, f?: string) => unknown)(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  poolSize: number;
  /** How long to wait for a connection before a query fails (ms). */
  connectTimeoutMs?: number;
}

export function postgresEngine(opts: PostgresOptions): SqlEngine {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolSize,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle client's error (the server restarted) must not crash the process; the pool drops it.
  pool.on('error', () => undefined);
  const db = new Kysely<object>({ dialect: new PostgresDialect({ pool }) });
  return {
    dialect: 'postgres',
    db,
    writes: perCallTransactions(db),
    where: `PostgreSQL ${redactUrl(opts.url)}`,
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
