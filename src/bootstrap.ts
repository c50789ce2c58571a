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
  mkdirSync(config.dataDir, { recursive: true });
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
  return db.kind === 'postgres' ? postgresEngine({ url: db.url, poolSize: db.poolSize }) : sqliteEngine(openDatabase(db.file));
}
