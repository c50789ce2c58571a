// Builds the real app with test dependencies: in-memory SQLite, a manual clock, seeded randomness,
// a silent (or captured) logger. Tests go through the real middleware stack with supertest.
import { Writable } from 'node:stream';
import { createApp, type BuiltApp } from '../../src/app.js';
import { ManualClock, seededRandom, type RandomSource } from '../../src/clock.js';
import { loadConfig, type Env } from '../../src/config.js';
import type { AppDeps } from '../../src/context.js';
import type { LlmGateway } from '../../src/llm/gateway.js';
import { createLlmGateway } from '../../src/llm/select.js';
import { createLogger } from '../../src/logger.js';
import { openDatabase, runMigrations } from '../../src/storage/database.js';
import { allMigrations } from '../../src/storage/migrations.js';
import { SqliteUserStore } from '../../src/users/store.js';
import type { StatementStore } from '../../src/xapi/index.js';

export interface TestApp extends BuiltApp {
  deps: AppDeps;
  clock: ManualClock;
  /** Every log line written, parsed. */
  logs: Record<string, unknown>[];
}

export interface TestAppOptions {
  env?: Env;
  llm?: LlmGateway;
  random?: RandomSource;
  clock?: ManualClock;
  dataDir?: string;
  /** Builds the record store from the other deps (default: from config, embedded on the test db). */
  statements?: (deps: AppDeps) => StatementStore;
  /** Waits between provider-batch polls (default: real timers). */
  sleep?: AppDeps['sleep'];
  /** An already opened and migrated database (default: a fresh in-memory one). */
  db?: AppDeps['db'];
  /** Extra or replaced dependencies (e.g. a stand-in for another area). */
  deps?: Partial<AppDeps>;
}

export function buildTestApp(opts: TestAppOptions = {}): TestApp {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: opts.dataDir ?? '/tmp/lp-test-data', ...opts.env });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  const logger = createLogger(config.log.level, sink);
  const clock = opts.clock ?? new ManualClock();
  const random = opts.random ?? seededRandom(42);
  const db = opts.db ?? openDatabase(':memory:');
  runMigrations(db, allMigrations);
  const deps: AppDeps = {
    config,
    clock,
    random,
    logger,
    llm: opts.llm ?? createLlmGateway(config),
    db,
    users: new SqliteUserStore(db, clock, random),
    ...(opts.sleep ? { sleep: opts.sleep } : {}),
    ...opts.deps,
  };
  if (opts.statements) deps.statements = opts.statements(deps);
  const built = createApp(deps);
  return { ...built, deps, clock, logs };
}
