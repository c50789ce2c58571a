// The record-store interface every area writes xAPI statements through. Two implementations:
// SqlStatementStore (embedded in the record engine, the default) and LrsStatementStore (an external LRS speaking
// xAPI 1.0.3). See the Records section of ARCHITECTURE.md / the README.
import type { Statement, StatementPage, StatementQuery } from './types.js';

export interface SaveOptions {
  /**
   * Who is writing: a user id. The embedded store keeps its cap per writer and actor, and bounds
   * the bytes one writer stores per day (429 `quota_exceeded`), so nobody can evict or crowd out
   * what another person wrote. Without a writer (the service's own records) the actor counts as
   * the writer and no byte bound applies.
   */
  writer?: string;
  /**
   * The caller has just run validateStatement over these very statements and it found nothing:
   * the store does not run it again (that second run was about 6% of a statement request's profiled time).
   * What the store adds before storing (an id where there was none, the id in lower case) keeps a
   * valid statement valid. Every other caller leaves it unset and the store checks.
   */
  validated?: boolean;
}

export interface StatementStore {
  /** `embedded` or `lrs`; safe to log (never carries the endpoint or credentials). */
  readonly kind: 'embedded' | 'lrs';
  /**
   * Stores one statement or a batch, all or nothing, and returns their ids in order (ids are
   * assigned to statements without one). Re-sending an id with the same body is a no-op that
   * returns the id again; with a different body it throws StatementConflictError and stores
   * nothing. Invalid statements: StatementValidationError. Store failures: RecordStoreError.
   */
  save(statements: Statement | readonly Statement[], options?: SaveOptions): Promise<string[]>;
  /** One page of statements matching the query, newest stored first unless `ascending`. */
  query(query: StatementQuery): Promise<StatementPage>;
  /** Releases connections or timers; the store is not used afterwards. */
  close?(): Promise<void>;
}
