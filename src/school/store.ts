// The read model's interface (SQLite implementation in sqlite-store.ts). It holds, per class, the
// state and revision of its newest statement; the service keeps it in step with every statement
// it records and can rebuild it from the record store.
import type { PageAfter } from '../http/list-page.js';
import type { ClassRecord } from './statements.js';

export interface ClassListQuery {
  /** Owned by, shared as content expert with, or pending transfer to this e-mail; undefined: every class (admins). */
  visibleTo?: string;
  limit: number;
  after?: PageAfter;
}

export interface SchoolClassReadModel {
  get(classId: string): ClassRecord | undefined;
  /** The class holding this enrolment code, if any. */
  classIdForCode(code: string): string | undefined;
  /** Inserts or replaces one class. */
  put(record: ClassRecord): void;
  /** Newest first (createdAt, then id). */
  list(query: ClassListQuery): ClassRecord[];
  /** Replaces the whole model in one transaction (rebuild). */
  replaceAll(records: readonly ClassRecord[]): void;
}
