// The order in which the areas' SQLite migrations run. Each area owns its migrations (its
// migrations.ts, exported from its index.ts); the composition root hands them over by area name,
// and the storage layer applies them in this declared order (a table may reference tables of an
// area listed before it). Append a new area at the end; never reorder, never edit a shipped one.
import { runMigrations, type Database, type Migration } from './database.js';

export const MIGRATION_ORDER = ['users', 'classes', 'xapi', 'school', 'auth', 'batch', 'content', 'analytics'] as const;

export type MigratingArea = (typeof MIGRATION_ORDER)[number];

/** Every declared area must hand over its list (an empty one is fine): the type checker enforces it. */
export type AreaMigrations = Record<MigratingArea, readonly Migration[]>;

/** All migrations, flattened in the declared order. */
export function orderedMigrations(byArea: AreaMigrations): Migration[] {
  return MIGRATION_ORDER.flatMap((area) => byArea[area]);
}

/** Applies what has not run yet, in the declared order; returns the ids it ran. */
export function migrate(db: Database, byArea: AreaMigrations): string[] {
  return runMigrations(db, orderedMigrations(byArea));
}
