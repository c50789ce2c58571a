// The order in which the areas' migrations run. Each area owns its migrations (its
// migrations.ts, exported from its index.ts); the composition root hands them over by area name,
// and the storage layer applies them in this declared order (a table may reference tables of an
// area listed before it). Append a new area at the end; never reorder, never edit a shipped one.
//
// Kysely's own migrator orders migrations by name; ours are ordered by area and keep the ids an
// existing SQLite file has already recorded, so the runner is this small one over the same engine.
import { sql, type Kysely } from 'kysely';
import { runMigrations, type Migration } from './database.js';
import type { SqlEngine } from './sql-engine.js';

export const MIGRATION_ORDER = ['users', 'classes', 'xapi', 'school', 'auth', 'batch', 'content', 'analytics', 'maps'] as const;

export type MigratingArea = (typeof MIGRATION_ORDER)[number];

/** Every declared area must hand over its list (an empty one is fine): the type checker enforces it. */
export type AreaMigrations = Record<MigratingArea, readonly Migration[]>;

/** All migrations, flattened in the declared order. */
export function orderedMigrations(byArea: AreaMigrations): Migration[] {
  return MIGRATION_ORDER.flatMap((area) => byArea[area]);
}

/** Applies what has not run yet, in the declared order; returns the ids it ran. */
export async function migrate(engine: SqlEngine, byArea: AreaMigrations): Promise<string[]> {
  const migrations = orderedMigrations(byArea);
  if (engine.sqlite) return runMigrations(engine.sqlite, migrations);
  return migratePostgres(engine.db, migrations);
}

/** Any fixed number: every instance takes the same advisory lock, so one migrates at a time. */
const MIGRATION_LOCK = 4_183_907;

/**
 * PostgreSQL: all pending steps in one transaction (its DDL is transactional), under an advisory
 * lock held to the commit, so instances that start together never race: the second waits, then
 * finds nothing left to do.
 */
async function migratePostgres(db: Kysely<object>, migrations: readonly Migration[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(trx);
    const rows = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(trx);
    const applied = new Set(rows.rows.map((r) => r.id));
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      if (typeof m.postgres === 'string') await sql.raw(m.postgres).execute(trx);
      else await m.postgres?.(trx);
      await sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${m.id}, ${new Date().toISOString()})`.execute(trx);
      ran.push(m.id);
    }
    return ran;
  });
}
