// The practice-session outbox: statements wait here, in the service's database, until the record
// store has them. Rows stay after delivery as the journal of practice statements (who a
// registration belongs to, a learner's practice evidence). The SQLite implementation is beside it.
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
  enqueue(entries: readonly OutboxEntry[]): number;
  /** Waiting entries due at `now`, oldest first. */
  due(now: number, limit: number): PendingEntry[];
  delivered(id: string, at: number): void;
  /** A failed attempt: counted, and due again at `nextAttemptAt`. */
  retryLater(id: string, attempts: number, nextAttemptAt: number, error: string): void;
  rejected(id: string, at: number, error: string): void;
  depth(): OutboxDepth;
  /** When the next waiting entry is due, or null when none waits. */
  nextDueAt(): number | null;
  /** The learner a practice session's registration belongs to. */
  learnerOf(registration: string): { id: string; email?: string } | undefined;
  /** A learner's practice sessions as analytics evidence. */
  evidenceFor(learnerId: string): PracticeEvidence;
}
