// Where analytics events are kept: an interface, with the embedded SQLite implementation beside
// it (sqlite-store.ts). Events are keyed by (user, id), so a retried batch is stored once.
import type { AnalyticsEvent } from './schemas.js';

export type StoredEvent = AnalyticsEvent & { receivedAt: string };

export interface EventStore {
  /** Stores the events not stored yet (same user and id) and returns those, in the order given. All or nothing. */
  add(events: readonly AnalyticsEvent[], receivedAt: string): StoredEvent[];
  /**
   * Every event of a user, oldest first (bounded by `limit`, newest kept). Oldest first means the
   * store's order: by timestamp, then id, each compared by code point (profile.ts compareStoreOrder).
   */
  forUser(userId: string, limit: number): StoredEvent[];
  /** Up to `take` events of a user from `from` (included) on, in the store's order. */
  from(userId: string, from: { timestamp: string; id: string }, take: number): StoredEvent[];
}
