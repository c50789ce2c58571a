// Copies an embedded deployment's records (the SQLite file in DATA_DIR) into PostgreSQL: the
// target gets the same migrations the service runs, then every table's rows in foreign-key order,
// in batches, all in one transaction, so a failed copy leaves the target as it found it. Table and
// column names are the same in both engines (each store is written once for both); values are
// converted only where the engines store a type differently (booleans, timestamps, bytes).
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { areaMigrations } from '../../src/composition-root.js';
import { migrate } from '../../src/storage/migrations.js';
import { postgresEngine, unreachableReason } from '../../src/storage/sql-engine.js';

export interface CopyOptions {
  /** The SQLite file (DATA_DIR/app.db). */
  from: string;
  /** The PostgreSQL URL. */
  to: string;
  /** Empty every table of a target that already holds records, instead of refusing. */
  force?: boolean;
  /** Tables with rows that may stay behind (they have no table in PostgreSQL). */
  leave?: readonly string[];
  /** Rows per INSERT (fewer when a table has many columns: PostgreSQL takes 65,535 parameters). */
  batchSize?: number;
}

export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

export interface NotCopied {
  table: string;
  rows: number;
  reason: string;
}

export interface CopyReport {
  /** Migration ids applied to the target by this run. */
  migrated: string[];
  /** Copied tables, in the order they were copied, with both engines' row counts. */
  tables: TableCount[];
  /** Tables the copy could not carry over (left behind with `leave`, or empty). */
  notCopied: NotCopied[];
}

/** Refused before anything was written: the line says why and what to do. */
export class CopyRefused extends Error {
  override name = 'CopyRefused';
}

/** Bookkeeping that each engine keeps for itself. */
const SKIPPED = new Set(['schema_migrations']);
const MAX_PARAMETERS = 60_000;

interface TargetColumn {
  name: string;
  type: string;
}

type Value = string | number | bigint | Buffer | null;

export async function copySqliteToPostgres(opts: CopyOptions): Promise<CopyReport> {
  let source: BetterSqlite3.Database;
  try {
    source = new BetterSqlite3(opts.from, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CopyRefused(`cannot open the SQLite file ${opts.from}: ${(err as Error).message}`);
  }
  const target = postgresEngine({ url: opts.to, poolSize: 2 });
  try {
    try {
      await target.ping();
    } catch (err) {
      throw new CopyRefused(`cannot reach ${target.where}: ${unreachableReason(err)}`);
    }
    const migrated = await migrate(target, areaMigrations);
    // One read transaction: every table is read as of the same moment.
    source.exec('BEGIN');
    try {
      return { migrated, ...(await copyTables(source, target.db, opts)) };
    } finally {
      source.exec('COMMIT');
    }
  } finally {
    source.close();
    await target.close();
  }
}

async function copyTables(source: BetterSqlite3.Database, db: Kysely<object>, opts: CopyOptions): Promise<Omit<CopyReport, 'migrated'>> {
  const sourceTables = (source.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid`).pluck().all() as string[]).filter(
    (t) => !SKIPPED.has(t),
  );
  const targetColumns = await columnsOf(db);
  const rowsIn = new Map(sourceTables.map((t) => [t, countSqlite(source, t)]));

  const notCopied: NotCopied[] = [];
  const copyable: string[] = [];
  for (const table of sourceTables) {
    const columns = targetColumns.get(table);
    const missing = columns ? sqliteColumns(source, table).filter((c) => !columns.some((t) => t.name === c)) : [];
    if (!columns) notCopied.push({ table, rows: rowsIn.get(table)!, reason: 'no such table in PostgreSQL' });
    else if (missing.length) notCopied.push({ table, rows: rowsIn.get(table)!, reason: `PostgreSQL has no column ${missing.join(', ')}` });
    else copyable.push(table);
  }
  const leave = new Set(opts.leave ?? []);
  const stranded = notCopied.filter((n) => n.rows > 0 && !leave.has(n.table));
  if (stranded.length) {
    throw new CopyRefused(
      `cannot copy ${stranded.map((n) => `${n.table} (${n.rows} rows: ${n.reason})`).join('; ')}; nothing was copied. Pass --leave ${stranded.map((n) => n.table).join(',')} to leave those rows behind`,
    );
  }

  const targetTables = [...targetColumns.keys()].filter((t) => !SKIPPED.has(t));
  const occupied: string[] = [];
  for (const table of targetTables) if ((await countPostgres(db, table)) > 0) occupied.push(table);
  if (occupied.length && !opts.force) {
    throw new CopyRefused(`the target already holds records (${occupied.join(', ')}); nothing was copied. Pass --force to empty every table first`);
  }

  const order = foreignKeyOrder(copyable, await foreignKeys(db));
  const tables = await db.transaction().execute(async (trx) => {
    if (occupied.length) await sql`TRUNCATE ${sql.join(targetTables.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(trx);
    const counts: TableCount[] = [];
    for (const table of order) {
      try {
        await copyTable(source, trx, table, targetColumns.get(table)!, opts.batchSize ?? 500);
        await advanceSequences(trx, table, targetColumns.get(table)!);
      } catch (err) {
        throw new Error(`copying ${table}: ${(err as Error).message}`, { cause: err });
      }
      counts.push({ table, sqlite: rowsIn.get(table)!, postgres: await countPostgres(trx, table) });
    }
    // A file the service has not opened since the per-writer counts came in has none: they are
    // derived from the statements just copied, as the migration derives them on the file.
    if (!sourceTables.includes('xapi_writer_actor_counts') && targetColumns.has('xapi_writer_actor_counts')) {
      await sql`INSERT INTO xapi_writer_actor_counts (writer, actor_key, statements) SELECT writer, actor_key, COUNT(*) FROM xapi_statements WHERE writer IS NOT NULL GROUP BY writer, actor_key`.execute(trx);
    }
    const wrong = counts.filter((c) => c.sqlite !== c.postgres);
    // Thrown inside the transaction: nothing is committed when a count disagrees.
    if (wrong.length) throw new Error(`row counts differ after the copy, nothing committed: ${wrong.map((c) => `${c.table} ${c.sqlite} -> ${c.postgres}`).join(', ')}`);
    return counts;
  });
  return { tables, notCopied };
}

async function copyTable(source: BetterSqlite3.Database, trx: Kysely<object>, table: string, target: TargetColumn[], batchSize: number): Promise<void> {
  const columns = sqliteColumns(source, table);
  const types = columns.map((c) => target.find((t) => t.name === c)!.type);
  const perBatch = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / columns.length)));
  // Insertion order (rowid) where there is one, so rows pointing at earlier rows of their own table land after them.
  const order = hasRowid(source, table) ? ' ORDER BY rowid' : '';
  const read = source.prepare(`SELECT ${columns.map(quoteSqlite).join(', ')} FROM ${quoteSqlite(table)}${order}`).raw(true).safeIntegers(true);
  // Identity columns are copied with their values; the sequences are advanced afterwards.
  const head = sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) OVERRIDING SYSTEM VALUE VALUES `;
  let batch: RawBuilder<unknown>[] = [];
  const flush = async () => {
    if (batch.length) await sql`${head}${sql.join(batch)}`.execute(trx);
    batch = [];
  };
  for (const row of read.iterate() as Iterable<Value[]>) {
    batch.push(sql`(${sql.join(row.map((v, i) => convert(v, types[i]!)))})`);
    if (batch.length >= perBatch) await flush();
  }
  await flush();
}

/** A SQLite value as the PostgreSQL column's type expects it. */
function convert(v: Value, type: string): unknown {
  if (v === null) return null;
  if (type === 'boolean') return Number(v) !== 0;
  if (type.startsWith('timestamp') && typeof v !== 'string' && !Buffer.isBuffer(v)) return new Date(Number(v));
  if (type === 'bytea') return Buffer.isBuffer(v) ? v : Buffer.from(String(v));
  // Integers come as bigint, so none is rounded; the driver sends them as text, which every numeric type parses.
  return typeof v === 'bigint' ? v.toString() : v;
}

async function advanceSequences(trx: Kysely<object>, table: string, columns: TargetColumn[]): Promise<void> {
  for (const { name } of columns) {
    const seq = await sql<{ seq: string | null }>`SELECT pg_get_serial_sequence(${quotePg(table)}, ${name}) AS seq`.execute(trx);
    const sequence = seq.rows[0]?.seq;
    if (!sequence) continue;
    await sql`SELECT setval(${sequence}, COALESCE((SELECT max(${sql.ref(name)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
  }
}

async function columnsOf(db: Kysely<object>): Promise<Map<string, TargetColumn[]>> {
  const rows = await sql<{ table_name: string; column_name: string; data_type: string; is_generated: string }>`
    SELECT c.table_name, c.column_name, c.data_type, c.is_generated
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const out = new Map<string, TargetColumn[]>();
  for (const r of rows.rows) {
    const list = out.get(r.table_name) ?? [];
    // A generated column is computed by PostgreSQL; it cannot be written.
    if (r.is_generated !== 'ALWAYS') list.push({ name: r.column_name, type: r.data_type });
    out.set(r.table_name, list);
  }
  return out;
}

async function foreignKeys(db: Kysely<object>): Promise<Array<{ child: string; parent: string }>> {
  const rows = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema()`.execute(db);
  return rows.rows;
}

/**
 * Parents before children; otherwise the order the SQLite file created its tables in (the
 * migrations' order). A table's references to itself are left to the rowid order within it.
 */
export function foreignKeyOrder(tables: readonly string[], keys: ReadonlyArray<{ child: string; parent: string }>): string[] {
  const wanted = new Set(tables);
  const parents = new Map(tables.map((t) => [t, new Set(keys.filter((k) => k.child === t && k.parent !== t && wanted.has(k.parent)).map((k) => k.parent))]));
  const out: string[] = [];
  const placed = new Set<string>();
  while (out.length < tables.length) {
    const next = tables.find((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (next === undefined) throw new Error(`the foreign keys of ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle`);
    out.push(next);
    placed.add(next);
  }
  return out;
}

function sqliteColumns(db: BetterSqlite3.Database, table: string): string[] {
  return (db.prepare(`PRAGMA table_info(${quoteSqlite(table)})`).all() as Array<{ name: string }>).map((c) => c.name);
}

function hasRowid(db: BetterSqlite3.Database, table: string): boolean {
  const row = db.prepare('SELECT wr FROM pragma_table_list WHERE name = ?').get(table) as { wr: number } | undefined;
  return row?.wr === 0;
}

function countSqlite(db: BetterSqlite3.Database, table: string): number {
  return db.prepare(`SELECT count(*) FROM ${quoteSqlite(table)}`).pluck().get() as number;
}

async function countPostgres(db: Kysely<object>, table: string): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
  return r.rows[0]!.n;
}

const quoteSqlite = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quotePg = quoteSqlite;
