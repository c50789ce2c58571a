// The practice-session outbox: statements wait here, in the record engine, until the record store
// has them. Rows stay after delivery as the journal of practice statements (who a registration
// belongs to, a learner's practice evidence). The Kysely implementation is beside it (sql-store.ts).
import type { PracticeEvidence } from '../../shared/practice-record.js';
import type { Statement } from '../types.js';

export interface OutboxEntry {
  /** The statement id (stable: a repeat is ignored). */
  id: string;
  registration: string;
  learnerId: string;
  learnerEmail?: string;
  /** The verb's short name (initialized, completed, passed, failed). */
  verb: string;
  statement: Statement;
  createdAt: number;
}

export interface PendingEntry {
  id: string;
  statement: Statement;
  attempts: number;
}

export interface OutboxDepth {
  /** Waiting for delivery. */
  pending: number;
  /** Refused by the record store for good (invalid, or a different statement holds the id). */
  rejected: number;
  /** When the oldest waiting statement was queued (epoch ms), or null. */
  oldestPendingAt: number | null;
}

export interface OutboxStore {
  /** Queues the entries not queued before (same id); returns how many were new. All or nothing. */
  enqueue(entries: readonly OutboxEntry[]): Promise<number>;
  /**
   * Claims up to `limit` waiting entries due at `now`, oldest first, for this deliverer until
   * `claimUntil`: no other deliverer (another instance) gets them before then, so none is
   * delivered twice at once. A claim ends with delivered, retryLater, rejected or release, or
   * lapses at `claimUntil` (a deliverer that died), and the entry is claimable again.
   */
  claimDue(now: number, limit: number, claimUntil: number): Promise<PendingEntry[]>;
  /** Gives claimed entries back unattempted (delivery paused before reaching them). */
  release(ids: readonly string[]): Promise<void>;
  delivered(id: string, at: number): Promise<void>;
  /** A failed attempt: counted, and due again at `nextAttemptAt`. */
  retryLater(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  rejected(id: string, at: number, error: string): Promise<void>;
  depth(): Promise<OutboxDepth>;
  /** When the next waiting entry can be claimed (due, and any claim lapsed), or null when none waits. */
  nextDueAt(): Promise<number | null>;
  /** The learner a practice session's registration belongs to. */
  learnerOf(registration: string): Promise<{ id: string; email?: string } | undefined>;
  /** A learner's practice sessions as analytics evidence. */
  evidenceFor(learnerId: string): Promise<PracticeEvidence>;
}
