// Several service instances on one set of records, for concurrency tests: each instance has its own
// engine (its own SQLite handle on one file, or its own PostgreSQL pool on one database), as
// separate processes would. `const open = recordInstances()` in a file, then
// `await open(kind, n)` in a test; everything opened is closed after the file's last test.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { areaMigrations } from '../../src/composition-root.js';
import { openDatabase, type Database } from '../../src/storage/database.js';
import { migrate } from '../../src/storage/migrations.js';
import { postgresEngine, sqliteEngine, type SqlDialectName, type SqlEngine } from '../../src/storage/sql-engine.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';

export function recordInstances(): (kind: SqlDialectName, n: number) => Promise<SqlEngine[]> {
  let server: Promise<PostgresServer> | undefined;
  const opened: SqlEngine[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const engine of opened) await engine.close();
    await (await server)?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return async (kind, n) => {
    let engines: SqlEngine[];
    if (kind === 'sqlite') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'lp-instances-'));
      dirs.push(dir);
      engines = Array.from({ length: n }, () => sqliteEngine(openDatabase(path.join(dir, 'app.db'))));
    } else {
      const url = await (await (server ??= startPostgres())).createDatabase();
      engines = Array.from({ length: n }, () => postgresEngine({ url, poolSize: 4 }));
    }
    opened.push(...engines);
    await migrate(engines[0]!, areaMigrations);
    return engines;
  };
}

/**
 * The app's records on `engine`, with the stores not yet written for the record engine kept on
 * `file` (a SQLite handle, e.g. one shared in-memory database so several apps see the same users
 * and classes). Only needed while some stores still run on the SQLite file alone: the composition
 * root refuses PostgreSQL until then. The SQLite side must be migrated already.
 */
export function withEmbeddedFile(engine: SqlEngine, file: Database): SqlEngine {
  if (engine.dialect === 'sqlite') return engine;
  return { dialect: engine.dialect, db: engine.db, sqlite: file, where: engine.where, ping: () => engine.ping(), close: () => engine.close() };
}
