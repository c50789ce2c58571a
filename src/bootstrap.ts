// Builds the production platform from configuration: data directory, the record engine and the
// model gateway. The composition root (composition-root.ts) builds the stores and areas on it.
import { mkdirSync } from 'node:fs';
import type { AppConfig } from './config.js';
import { cryptoRandom, systemClock } from './clock.js';
import type { AppDeps } from './composition-root.js';
import { createLlmGateway } from './llm/select.js';
import type { Logger } from './logger.js';
import { openDatabase } from './storage/database.js';
import { postgresEngine, sqliteEngine, type SqlEngine } from './storage/sql-engine.js';

export function buildDeps(config: AppConfig, logger: Logger): AppDeps {
  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (err) {
    throw new Error(`cannot create DATA_DIR ${config.dataDir}: ${(err as Error).message}`);
  }
  return {
    config,
    clock: systemClock,
    random: cryptoRandom,
    logger,
    llm: createLlmGateway(config, { logger }),
    records: openRecords(config),
  };
}

/** The embedded SQLite file in DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export function openRecords(config: AppConfig): SqlEngine {
  const db = config.database;
  if (db.kind === 'postgres') return postgresEngine({ url: db.url, poolSize: db.poolSize });
  let database;
  try {
    database = openDatabase(db.file);
  } catch (err) {
    // better-sqlite3 says only "unable to open database file": name the file and the setting.
    throw new Error(`cannot open the SQLite file ${db.file} (DATA_DIR): ${(err as Error).message}`);
  }
  return sqliteEngine(database);
}
