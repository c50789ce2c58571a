// Where analytics events are kept: an interface, with the embedded SQLite implementation beside
// it (sqlite-store.ts). Events are keyed by (user, id), so a retried batch is stored once.
import type { AnalyticsEvent } from './schemas.js';

export type StoredEvent = AnalyticsEvent & { receivedAt: string };

export interface EventStore {
  /** Stores the events not stored yet (same user and id); returns how many were new. All or nothing. */
  add(events: readonly AnalyticsEvent[], receivedAt: string): number;
  /** Every event of a user, oldest first (bounded by `limit`, newest kept). */
  forUser(userId: string, limit: number): StoredEvent[];
}
