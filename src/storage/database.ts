// The embedded durable store: one SQLite file in DATA_DIR (WAL mode), with versioned migrations
// run at start-up. Areas declare their migrations; the data layer above it is interfaces, so a
// server database can replace SQLite later.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;

export interface Migration {
  /** Unique, stable id, e.g. `users-001-create`. Applied once, in the order given. */
  id: string;
  up: string | ((db: Database) => void);
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
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      record.run(m.id, new Date().toISOString());
    })();
    ran.push(m.id);
  }
  return ran;
}
