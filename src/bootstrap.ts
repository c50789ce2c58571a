// Builds the production dependency set from configuration: data directory, SQLite with
// migrations, the model gateway and the stores. Used by server.ts and scripts.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.js';
import { cryptoRandom, systemClock } from './clock.js';
import type { AppDeps } from './context.js';
import { createLlmGateway } from './llm/select.js';
import type { Logger } from './logger.js';
import { openDatabase, runMigrations } from './storage/database.js';
import { allMigrations } from './storage/migrations.js';
import { SqliteUserStore } from './users/store.js';

export function buildDeps(config: AppConfig, logger: Logger): AppDeps {
  mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(path.join(config.dataDir, 'app.db'));
  const ran = runMigrations(db, allMigrations);
  if (ran.length) logger.info({ migrations: ran }, 'database migrated');
  return {
    config,
    clock: systemClock,
    random: cryptoRandom,
    logger,
    llm: createLlmGateway(config, { logger }),
    db,
    users: new SqliteUserStore(db, systemClock, cryptoRandom),
  };
}
