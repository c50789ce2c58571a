// The embedded durable store: one SQLite file in DATA_DIR (WAL mode). Stores reach it through the
// record engine (sql-engine.ts), which speaks SQLite or PostgreSQL; this module opens the file and
// runs the migrations' SQLite steps on it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';

export type Database = BetterSqlite3.Database;

/**
 * One schema change, with a step per engine. A step left out is a no-op on that engine (and is
 * still recorded as applied): the SQLite history predates PostgreSQL, whose tables each area
 * creates in one step of its own. Every migration added from now on has both steps.
 */
export interface Migration {
  /** Unique, stable id, e.g. `users-001-create`. Applied once, in the order given. */
  id: string;
  /** The SQLite step: SQL text, or a function for changes SQL alone cannot express. */
  sqlite?: string | ((db: Database) => void);
  /** The PostgreSQL step: SQL text (several statements allowed), or a function on the engine. */
  postgres?: string | ((db: Kysely<object>) => Promise<void>);
}

export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  // FULL: an acknowledged write is on disk before we answer (survives kill -9 and power loss).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

export function runMigrations(db: Database, migrations: readonly Migration[]): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((r) => (r as { id: string }).id),
  );
  const ran: string[] = [];
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  for (const m of migrations) {
    if (applied.has(m.id)) continue;
    db.transaction(() => {
      if (typeof m.sqlite === 'string') db.exec(m.sqlite);
      else m.sqlite?.(db);
      record.run(m.id, new Date().toISOString());
    })();
    ran.push(m.id);
  }
  return ran;
}
