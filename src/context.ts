// What the app is built from. Tests build it with fakes (in-memory SQLite, a manual clock, seeded
// randomness, a scripted model gateway); src/server.ts builds it from the environment.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AppConfig } from './config.js';
import type { Clock, RandomSource } from './clock.js';
import type { LlmGateway } from './llm/gateway.js';
import type { Logger } from './logger.js';
import type { Database } from './storage/database.js';
import type { ClassStore } from './classes/store.js';
import type { UserStore } from './users/store.js';
import type { StatementStore } from './xapi/index.js';
import type { ObjectStore } from './storage/objectstore/index.js';
import type { SchoolClassDirectory } from './content/school-directory.js';

export interface AppDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  llm: LlmGateway;
  /** Opened and migrated (see src/storage/migrations.ts). */
  db: Database;
  users: UserStore;
  /** Part C's store; when absent, SQLite on `db` (a server database can be plugged in here). */
  classes?: ClassStore;
  /** The xAPI record store; when absent, built from config.xapi (external LRS or embedded on `db`). */
  statements?: StatementStore;
  /** Waits between polls of provider batches; tests pass one that returns at once. Default: real timers. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The server's object store; when absent, built from config (OBJSTORE_* or DATA_DIR). */
  objects?: ObjectStore;
  /** Where class content reads school classes (owner, experts); until the school area composes here, tests supply it. */
  schoolClasses?: SchoolClassDirectory;
}

/** Handed to every area's mount function. */
export interface AppContext extends AppDeps {
  openapi: OpenAPIRegistry;
  /** The record store every area writes xAPI statements through (src/xapi/index.ts). */
  statements: StatementStore;
  /** Registers work to run when the app closes (stop sweepers, flush stores). Runs in reverse order. */
  onClose(fn: () => void | Promise<void>): void;
}
