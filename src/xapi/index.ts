// Front door of the record-store area (see ARCHITECTURE.md): the StatementStore interface other
// areas write xAPI statements through, its two implementations, the validator and the factory
// that picks one from configuration; the practice-session outbox (its store and delivery) and the
// xAPI routes. Conversations write through the area's `recorder` (a PracticeRecorder, see
// src/shared/practice-record.ts). Other areas import only from this file.
//
// Usage:
//   const ids = await store.save(statement);            // or save([s1, s2]): all or nothing
//   const page = await store.query({ activity, limit }); // newest first; page.more -> next page
//   const next = await store.query({ more: page.more });
// Errors (all AppErrors, so routes may let them through): StatementConflictError 409 (same id,
// different body), StatementValidationError 400, RecordStoreError 500 (store down: nothing stored).
import type { AppConfig } from '../config.js';
import type { Clock, RandomSource } from '../clock.js';
import type { Logger } from '../logger.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import { LrsStatementStore } from './lrs-store.js';
import { SqlStatementStore } from './sql-store.js';
import type { StatementStore } from './store.js';

export type { SaveOptions, StatementStore } from './store.js';
export type { Statement, StoredStatement, StatementQuery, StatementPage, XapiAgent, XapiVerb, XapiActivity, XapiContext } from './types.js';
export { MAX_QUERY_LIMIT, DEFAULT_QUERY_LIMIT } from './types.js';
export { StatementConflictError, StatementValidationError, RecordStoreError } from './errors.js';
export { validateStatement } from './validation.js';
export { agentKey } from './canonical.js';
export { SqlStatementStore, DEFAULT_PER_USER_CAP, DEFAULT_WRITER_BYTES_PER_DAY, type SqlStatementStoreOptions } from './sql-store.js';
export { LrsStatementStore, XAPI_VERSION, type LrsStatementStoreOptions } from './lrs-store.js';
export { xapiMigrations } from './migrations.js';
export { withReservedActivities } from './reserved.js';
export { createXapiArea, type XapiArea, type XapiAreaDeps } from './intake/index.js';
export { mountXapi } from './endpoints.js';
export type { OutboxStore, OutboxDepth, OutboxEntry, PendingEntry } from './outbox/store.js';
export { SqlOutboxStore } from './outbox/sql-store.js';
export { OutboxDelivery, DEFAULT_CLAIM_MS, backoffMs, timerScheduler, type DeliveryScheduler, type FlushResult } from './outbox/delivery.js';
export { ADL_VERB, practiceIdNamespace, stableStatementId, scenarioActivityId, practiceIris } from './practice/statements.js';

export interface StatementStoreDeps {
  /** The record engine the embedded store keeps its statements in. */
  records: SqlEngine;
  clock: Clock;
  random: RandomSource;
  logger?: Logger;
  /** Activity IRI prefixes whose newest statement the embedded store never evicts (class state). */
  retainLatestUnder?: readonly string[];
}

/** The external LRS when XAPI_ENDPOINT is set, otherwise the embedded store in the record engine. */
export function createStatementStore(config: Pick<AppConfig, 'xapi'>, deps: StatementStoreDeps): StatementStore {
  const x = config.xapi;
  if (x.endpoint) {
    return new LrsStatementStore({
      endpoint: x.endpoint,
      username: x.username ?? '',
      password: x.password ?? '',
      random: deps.random,
      timeoutMs: x.timeoutMs,
      maxRetries: x.maxRetries,
      logger: deps.logger,
      accountHomePage: x.accountHomePage,
    });
  }
  return new SqlStatementStore({
    engine: deps.records,
    clock: deps.clock,
    random: deps.random,
    retainLatestUnder: deps.retainLatestUnder,
    perUserCap: x.embeddedCap,
    writerBytesPerDay: x.embeddedBytesPerDay,
    accountHomePage: x.accountHomePage,
  });
}
