// Builds the real app with test dependencies: in-memory SQLite, a manual clock, seeded randomness,
// a silent (or captured) logger. Tests go through the real middleware stack with supertest.
import { Writable } from 'node:stream';
import { createApp, type BuiltApp } from '../../src/app.js';
import { ManualClock, seededRandom, type RandomSource } from '../../src/clock.js';
import { loadConfig, type Env } from '../../src/config.js';
import { areaMigrations, type AppDeps } from '../../src/composition-root.js';
import type { LlmGateway } from '../../src/llm/gateway.js';
import { createLlmGateway } from '../../src/llm/select.js';
import { createLogger } from '../../src/logger.js';
import { openDatabase, type Database } from '../../src/storage/database.js';
import { sqliteEngine, type SqlEngine } from '../../src/storage/sql-engine.js';
import { migrate } from '../../src/storage/migrations.js';
import type { StatementStore } from '../../src/xapi/index.js';
import { manualScheduler } from './scheduler.js';

export interface TestApp extends BuiltApp {
  deps: AppDeps;
  /** The embedded SQLite file behind the records, for tests that look at or break it directly. */
  db: Database;
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
  /** Replacements for embedded stores (see AppDeps.stores). */
  stores?: AppDeps['stores'];
  /** Builds the record store from the other deps (default: from config, embedded on the test db). */
  statements?: (deps: AppDeps) => StatementStore;
  /** Waits between provider-batch polls (default: real timers). */
  sleep?: AppDeps['sleep'];
  /** An already opened SQLite database (default: a fresh in-memory one). */
  db?: Database;
  /** Another record engine (e.g. a test's PostgreSQL); takes the place of `db`. */
  records?: SqlEngine;
  /** Extra or replaced dependencies (e.g. a stand-in for another area). */
  deps?: Partial<AppDeps>;
}

export async function buildTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
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
  const records = opts.records ?? sqliteEngine(opts.db ?? openDatabase(':memory:'));
  // The root migrates too (idempotent); a store built here needs its tables first.
  await migrate(records, areaMigrations);
  const deps: AppDeps = {
    config,
    clock,
    random,
    logger,
    llm: opts.llm ?? createLlmGateway(config),
    records,
    stores: opts.stores,
    ...(opts.sleep ? { sleep: opts.sleep } : {}),
    // The xAPI outbox delivers only when a test calls root.xapi.delivery.flush().
    xapiScheduler: manualScheduler(),
    ...opts.deps,
  };
  if (opts.statements) deps.stores = { ...deps.stores, statements: opts.statements(deps) };
  const built = await createApp(deps);
  return {
    ...built,
    deps,
    clock,
    logs,
    get db(): Database {
      if (!records.sqlite) throw new Error(`this test app keeps its records in ${records.where}`);
      return records.sqlite;
    },
  };
}
