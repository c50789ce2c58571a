// Store contract tests run on both record engines: `describe.each(RECORD_ENGINES)` and, inside,
// `const open = recordEngines()` then `await open(kind)` for a fresh, migrated engine. The
// PostgreSQL server starts on the first PostgreSQL test of the file and stops after its last.
// `open(kind, { migrations })` migrates with a list of its own (an older schema, for a test of an
// upgrade); `open.postgresDatabase()` is a new, empty database's URL on the same server, for tests
// that connect to it as several instances would (each engine its own pool).
import { afterAll } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import type { AreaMigrations } from '../../src/storage/migrations.js';
import { openDatabase } from '../../src/storage/database.js';
import { migrate } from '../../src/storage/migrations.js';
import { sqliteEngine, type SqlDialectName, type SqlEngine } from '../../src/storage/sql-engine.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';

export const RECORD_ENGINES: readonly SqlDialectName[] = ['sqlite', 'postgres'];

export interface OpenRecordEngine {
  (kind: SqlDialectName, opts?: { migrations?: AreaMigrations }): Promise<SqlEngine>;
  /** The URL of a new, empty database on this file's PostgreSQL server (the caller closes what it opens on it). */
  postgresDatabase(): Promise<string>;
}

export function recordEngines(): OpenRecordEngine {
  let server: Promise<PostgresServer> | undefined;
  const opened: SqlEngine[] = [];
  afterAll(async () => {
    for (const engine of opened) await engine.close();
    await (await server)?.stop();
  });
  const open = async (kind: SqlDialectName, opts: { migrations?: AreaMigrations } = {}) => {
    let engine: SqlEngine;
    if (kind === 'sqlite') {
      engine = sqliteEngine(openDatabase(':memory:'));
      opened.push(engine);
    } else {
      engine = await (await (server ??= startPostgres())).engine();
    }
    await migrate(engine, opts.migrations ?? areaMigrations);
    return engine;
  };
  return Object.assign(open, { postgresDatabase: async () => (await (server ??= startPostgres())).createDatabase() });
}
