// Store contract tests run on both record engines: `describe.each(RECORD_ENGINES)` and, inside,
// `const open = recordEngines()` then `await open(kind)` for a fresh, migrated engine. The
// PostgreSQL server starts on the first PostgreSQL test of the file and stops after its last.
import { afterAll } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { openDatabase } from '../../src/storage/database.js';
import { migrate } from '../../src/storage/migrations.js';
import { sqliteEngine, type SqlDialectName, type SqlEngine } from '../../src/storage/sql-engine.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';

export const RECORD_ENGINES: readonly SqlDialectName[] = ['sqlite', 'postgres'];

export function recordEngines(): (kind: SqlDialectName) => Promise<SqlEngine> {
  let server: Promise<PostgresServer> | undefined;
  const opened: SqlEngine[] = [];
  afterAll(async () => {
    for (const engine of opened) await engine.close();
    await (await server)?.stop();
  });
  return async (kind) => {
    let engine: SqlEngine;
    if (kind === 'sqlite') {
      engine = sqliteEngine(openDatabase(':memory:'));
      opened.push(engine);
    } else {
      engine = await (await (server ??= startPostgres())).engine();
    }
    await migrate(engine, areaMigrations);
    return engine;
  };
}
