// Builds the production platform from configuration: data directory, the SQLite database and the
// model gateway. The composition root (composition-root.ts) builds the stores and areas on it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.js';
import { cryptoRandom, systemClock } from './clock.js';
import type { AppDeps } from './composition-root.js';
import { createLlmGateway } from './llm/select.js';
import type { Logger } from './logger.js';
import { openDatabase } from './storage/database.js';

export function buildDeps(config: AppConfig, logger: Logger): AppDeps {
  mkdirSync(config.dataDir, { recursive: true });
  return {
    config,
    clock: systemClock,
    random: cryptoRandom,
    logger,
    llm: createLlmGateway(config, { logger }),
    db: openDatabase(path.join(config.dataDir, 'app.db')),
  };
}
