// Where analytics events are kept: an interface, with the record engine's implementation beside it
// (sql-store.ts: the SQLite file, or PostgreSQL with DATABASE_URL). Events are keyed by (user, id),
// so a retried batch is stored once.
//
// Each learner has a version: the number of `add` calls that stored any of their events (0 before
// the first). It lets a process that keeps a learner's profile in memory tell whether another
// process has stored events since (learner-profiles.ts). Reads that return events also return the
// version they saw, read in the same snapshot, so events and version always agree.
import type { AnalyticsEvent } from './schemas.js';

export type StoredEvent = AnalyticsEvent & { receivedAt: string };

/** A point in the store's order (timestamp, then id). */
export interface EventKey {
  timestamp: string;
  id: string;
}

export interface Versioned<T> {
  /** The learner's version when `value` was read. */
  version: number;
  value: T;
}

export interface AddedEvents {
  /** The events not stored before, in the order given. */
  stored: StoredEvent[];
  /** Each learner with stored events: their version after this call (it stored those events alone). */
  versions: ReadonlyMap<string, number>;
}

export interface EventStore {
  /**
   * Stores the events not stored yet (same user and id). All or nothing. With a `writer` (who sent
   * the batch), the bytes stored count toward that writer's bound for the UTC day of `receivedAt`:
   * past it the call throws 429 `quota_exceeded` and stores nothing.
   */
  add(events: readonly AnalyticsEvent[], receivedAt: string, writer?: string): Promise<AddedEvents>;
  /** Each learner's current version (0: none of their events stored yet). */
  versions(userIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * Every event of a user, oldest first (bounded by `limit`, newest kept). Oldest first means the
   * store's order: by timestamp, then id, each compared by code point (profile.ts compareStoreOrder).
   */
  forUser(userId: string, limit: number): Promise<Versioned<StoredEvent[]>>;
  /** Up to `take` events of a user from `from` (included) on, in the store's order. */
  from(userId: string, from: EventKey, take: number): Promise<Versioned<StoredEvent[]>>;
}
