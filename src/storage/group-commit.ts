// Group commit for the embedded SQLite file: the hot writes (an xAPI statement, an analytics batch)
// that arrive together share ONE transaction, so one commit and one flush to disk.
//
// Why: the file runs WAL with synchronous=FULL, so every COMMIT waits for the disk, and
// better-sqlite3 waits synchronously, on the event loop. With a transaction per request the commit
// was the largest single cost of those writes and every other request waited behind each flush
// (docs/performance.md, "Group commit"). The promise is unchanged: a write resolves only after the
// COMMIT that holds it returned, with synchronous=FULL; nothing here changes a setting.
//
// How: `run(work)` queues the work; the queue is flushed on `setImmediate` (after the I/O callbacks
// of this turn of the event loop have queued theirs), or at once when it holds `maxGroup` works.
// A flush runs `BEGIN IMMEDIATE`, then each work in the order queued inside its own SAVEPOINT, then
// `COMMIT`. A work that throws (quota exceeded, conflict, a constraint) is rolled back to its
// savepoint alone and rejects with its own error, while the others commit. If BEGIN, a savepoint's
// release or rollback, or the COMMIT fails, the whole group is rolled back and every work in it
// rejects (each refused one with its own error): no caller is told "stored" for an uncommitted write.
// The flush holds the engine's one connection (Kysely's connection lock), so no other write commits
// in between, and works run one after another on it, exactly as sequential transactions did.
//
// PostgreSQL keeps a transaction per call (`perCallTransactions`): its pool commits several
// transactions at once and the server already shares WAL flushes between concurrent commits.
import { CompiledQuery, type Kysely } from 'kysely';

/** One write: runs its queries on `db` (the transaction it is part of) and returns its result. */
export type Work<DB, T> = (db: Kysely<DB>) => Promise<T>;

export interface WriteTransactions {
  /**
   * Runs `work` in a transaction and resolves with its result once that transaction is committed;
   * rejects with the work's own error (its writes undone) or with the commit's failure. `DB` names
   * the caller's tables, as `withTables` does.
   */
  run<DB, T>(work: Work<DB, T>): Promise<T>;
}

/** Most works in one group: bounds one transaction's size and the wait of the first work queued. */
export const MAX_GROUP = 64;

interface Job {
  work: Work<object, unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
  /** Set when the work threw (it was rolled back to its savepoint). */
  failed?: { error: unknown };
  value?: unknown;
}

// Compiled once: `sql.raw(...).execute()` compiled each statement again on every use, three
// times per write and twice per group.
const BEGIN = CompiledQuery.raw('BEGIN IMMEDIATE');
const SAVEPOINT = CompiledQuery.raw('SAVEPOINT group_commit_work');
const RELEASE = CompiledQuery.raw('RELEASE SAVEPOINT group_commit_work');
const ROLLBACK_TO = CompiledQuery.raw('ROLLBACK TO SAVEPOINT group_commit_work');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');

export interface GroupCommitOptions {
  maxGroup?: number;
  /** When the queue is flushed; `setImmediate` unless a test says otherwise. */
  schedule?: (flush: () => void) => void;
}

/** Group commit on the SQLite engine's handle (one connection). */
export function groupCommit(db: Kysely<object>, opts: GroupCommitOptions = {}): WriteTransactions {
  const maxGroup = opts.maxGroup ?? MAX_GROUP;
  const schedule = opts.schedule ?? ((flush: () => void) => void setImmediate(flush));
  let queue: Job[] = [];
  let scheduled = false;

  const flushQueued = () => {
    scheduled = false;
    if (queue.length === 0) return;
    const group = queue;
    queue = [];
    void commitGroup(db, group);
  };

  return {
    run<DB, T>(work: Work<DB, T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work: work as unknown as Work<object, unknown>, resolve, reject });
        if (queue.length >= maxGroup) flushQueued();
        else if (!scheduled) {
          scheduled = true;
          schedule(flushQueued);
        }
      });
    },
  };
}

async function commitGroup(db: Kysely<object>, group: Job[]): Promise<void> {
  try {
    await db.connection().execute(async (conn) => {
      await conn.executeQuery(BEGIN);
      try {
        for (const job of group) {
          await conn.executeQuery(SAVEPOINT);
          try {
            job.value = await job.work(conn);
          } catch (error) {
            job.failed = { error };
            await conn.executeQuery(ROLLBACK_TO);
          }
          await conn.executeQuery(RELEASE);
        }
        await conn.executeQuery(COMMIT);
      } catch (err) {
        // Whatever failed, nothing of the group may stay: undo it (a failed COMMIT leaves the
        // transaction open; an I/O error may already have rolled it back, so this may fail too).
        await conn.executeQuery(ROLLBACK).catch(() => undefined);
        throw err;
      }
    });
  } catch (err) {
    for (const job of group) job.reject(job.failed ? job.failed.error : err);
    return;
  }
  for (const job of group) {
    if (job.failed) job.reject(job.failed.error);
    else job.resolve(job.value);
  }
}

/** A transaction per call (PostgreSQL). */
export function perCallTransactions(db: Kysely<object>): WriteTransactions {
  return {
    run<DB, T>(work: Work<DB, T>): Promise<T> {
      return db.transaction().execute((trx) => work(trx as unknown as Kysely<DB>));
    },
  };
}
