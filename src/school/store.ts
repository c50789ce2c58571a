// The read model's interface (Kysely implementation in sql-store.ts). It holds, per class, the
// state and revision of its newest statement; the service keeps it in step with every statement
// it records and catches it up with (or rebuilds it from) the record store (rebuild.ts).
import type { PageAfter } from '../http/list-page.js';
import type { ClassRecord } from './statements.js';

export interface ClassListQuery {
  /** Owned by, shared as content expert with, or pending transfer to this e-mail; undefined: every class (admins). */
  visibleTo?: string;
  limit: number;
  after?: PageAfter;
}

/**
 * A class as a list reads it. `cls` is parsed from the stored state when first read; `wire`, when
 * present, is the stored state's text, which is then exactly the class's wire form
 * (`JSON.stringify(presentClass(cls))`), so a list can send it without parsing and serialising it.
 */
export interface ListedClass extends ClassRecord {
  readonly wire?: string;
}

export interface SchoolClassReadModel {
  get(classId: string): Promise<ClassRecord | undefined>;
  /** The class holding this enrolment code, if any. */
  classIdForCode(code: string): Promise<string | undefined>;
  /** Inserts or replaces one class (the service, after the store acknowledged its statement). */
  put(record: ClassRecord): Promise<void>;
  /**
   * Inserts one class, or replaces it unless the model holds a newer revision of it (a catch-up
   * reading statements while another instance records newer ones): never moves a class back.
   */
  putIfNewer(record: ClassRecord): Promise<void>;
  /** Newest first (createdAt, then id). */
  list(query: ClassListQuery): Promise<ListedClass[]>;
  /** How many classes this e-mail owns (a new class past SCHOOL_MAX_CLASSES_PER_USER is refused). */
  countOwnedBy(email: string): Promise<number>;
  /** Replaces the whole model in one transaction (rebuild). */
  replaceAll(records: readonly ClassRecord[]): Promise<void>;
  /** Whether the model holds no class at all (dropped, or never built). */
  isEmpty(): Promise<boolean>;
  /** The `stored` instant of the newest statement the last catch-up from `source` read, if any. */
  readUpTo(source: string): Promise<string | undefined>;
  /** Remembers how far a catch-up from `source` read (never moves back). */
  markReadUpTo(source: string, stored: string): Promise<void>;
}
