// The outbox on the service's SQLite database (WAL, synchronous FULL): a queued statement survives
// a restart or kill -9, and its id is the primary key, so queuing it again changes nothing.
import type { PracticeEvidence } from '../../shared/practice-record.js';
import type { Database } from '../../storage/database.js';
import type { Statement } from '../types.js';
import type { OutboxDepth, OutboxEntry, OutboxStore, PendingEntry } from './store.js';

const PENDING = 'delivered_at IS NULL AND rejected_at IS NULL';

export class SqliteOutboxStore implements OutboxStore {
  private readonly insert;
  private readonly insertAll;
  private readonly selectDue;
  private readonly markDelivered;
  private readonly markRetry;
  private readonly markRejected;
  private readonly pendingCount;
  private readonly rejectedCount;
  private readonly next;
  private readonly byRegistration;
  private readonly evidence;

  constructor(db: Database) {
    this.insert = db.prepare(
      `INSERT OR IGNORE INTO xapi_outbox (id, registration, learner_id, learner_email, verb, statement, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertAll = db.transaction((entries: readonly OutboxEntry[]) => {
      let added = 0;
      for (const e of entries) {
        added += this.insert.run(e.id, e.registration.toLowerCase(), e.learnerId, e.learnerEmail?.toLowerCase() ?? null, e.verb, JSON.stringify(e.statement), e.createdAt, e.createdAt).changes;
      }
      return added;
    });
    this.selectDue = db.prepare(`SELECT id, statement, attempts FROM xapi_outbox WHERE ${PENDING} AND next_attempt_at <= ? ORDER BY created_at, id LIMIT ?`);
    this.markDelivered = db.prepare('UPDATE xapi_outbox SET delivered_at = ?, last_error = NULL WHERE id = ?');
    this.markRetry = db.prepare('UPDATE xapi_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?');
    this.markRejected = db.prepare('UPDATE xapi_outbox SET rejected_at = ?, last_error = ? WHERE id = ?');
    // Health reads these on every request: both use a partial index, never a scan of the journal.
    this.pendingCount = db.prepare(`SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM xapi_outbox WHERE ${PENDING}`);
    this.rejectedCount = db.prepare('SELECT COUNT(*) AS n FROM xapi_outbox WHERE rejected_at IS NOT NULL');
    this.next = db.prepare(`SELECT MIN(next_attempt_at) AS at FROM xapi_outbox WHERE ${PENDING}`);
    this.byRegistration = db.prepare('SELECT learner_id, learner_email FROM xapi_outbox WHERE registration = ? LIMIT 1');
    this.evidence = db.prepare(
      `SELECT
         SUM(CASE WHEN verb = 'initialized' THEN 1 ELSE 0 END) AS sessions,
         SUM(CASE WHEN verb = 'completed' THEN 1 ELSE 0 END) AS completed,
         SUM(CASE WHEN verb = 'completed' AND json_extract(statement, '$.result.success') THEN 1 ELSE 0 END) AS succeeded,
         SUM(CASE WHEN verb = 'passed' THEN 1 ELSE 0 END) AS passed,
         SUM(CASE WHEN verb = 'failed' THEN 1 ELSE 0 END) AS failed,
         AVG(CASE WHEN verb = 'completed' THEN json_extract(statement, '$.result.score.scaled') END) AS mean,
         MAX(json_extract(statement, '$.timestamp')) AS last
       FROM xapi_outbox WHERE learner_id = ?`,
    );
  }

  enqueue(entries: readonly OutboxEntry[]): number {
    return this.insertAll(entries);
  }

  due(now: number, limit: number): PendingEntry[] {
    return (this.selectDue.all(now, limit) as Array<{ id: string; statement: string; attempts: number }>).map((r) => ({
      id: r.id,
      statement: JSON.parse(r.statement) as Statement,
      attempts: r.attempts,
    }));
  }

  delivered(id: string, at: number): void {
    this.markDelivered.run(at, id);
  }

  retryLater(id: string, attempts: number, nextAttemptAt: number, error: string): void {
    this.markRetry.run(attempts, nextAttemptAt, error.slice(0, 500), id);
  }

  rejected(id: string, at: number, error: string): void {
    this.markRejected.run(at, error.slice(0, 500), id);
  }

  depth(): OutboxDepth {
    const pending = this.pendingCount.get() as { n: number; oldest: number | null };
    const rejected = this.rejectedCount.get() as { n: number };
    return { pending: pending.n, rejected: rejected.n, oldestPendingAt: pending.oldest ?? null };
  }

  nextDueAt(): number | null {
    return (this.next.get() as { at: number | null }).at ?? null;
  }

  learnerOf(registration: string): { id: string; email?: string } | undefined {
    const r = this.byRegistration.get(registration.toLowerCase()) as { learner_id: string; learner_email: string | null } | undefined;
    return r ? { id: r.learner_id, ...(r.learner_email ? { email: r.learner_email } : {}) } : undefined;
  }

  evidenceFor(learnerId: string): PracticeEvidence {
    const r = this.evidence.get(learnerId) as Record<'sessions' | 'completed' | 'succeeded' | 'passed' | 'failed', number | null> & { mean: number | null; last: string | null };
    return {
      context: 'conversation_practice',
      sessions: r.sessions ?? 0,
      completed: r.completed ?? 0,
      succeeded: r.succeeded ?? 0,
      passed: r.passed ?? 0,
      failed: r.failed ?? 0,
      meanScaledScore: r.mean === null ? null : Math.round(r.mean * 1000) / 1000,
      lastActivity: r.last ?? null,
    };
  }
}
