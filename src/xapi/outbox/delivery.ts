// Delivers the outbox to the record store: oldest first, one statement at a time under its stable
// id (a redelivery is idempotent at the store). Each flush claims its batch for `claimMs`, so a
// deliverer on another instance sharing the outbox (PostgreSQL) never delivers the same statement
// at the same time; a deliverer that dies mid-batch leaves claims that lapse. A store that is down (RecordStoreError or any
// other failure) pauses delivery with exponential backoff, retryMs doubling up to maxRetryMs,
// forever: nothing is dropped however long it is down. A statement the store refuses for good
// (invalid, or a different statement under its id) is set aside as rejected and logged.
//
// Time comes from the injected clock and waiting from the injected scheduler, so tests advance a
// manual clock and call flush() instead of waiting on timers.
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { StatementConflictError, StatementValidationError } from '../errors.js';
import type { StatementStore } from '../store.js';
import type { OutboxStore } from './store.js';

/** Runs `fn` after `delayMs`; a later schedule replaces an earlier one. */
export interface DeliveryScheduler {
  schedule(delayMs: number, fn: () => void): void;
  cancel(): void;
}

/** Real timers, unref'd so a pending delivery never keeps the process alive. */
export function timerScheduler(): DeliveryScheduler {
  let timer: NodeJS.Timeout | undefined;
  return {
    schedule(delayMs, fn) {
      if (timer) clearTimeout(timer);
      timer = setTimeout(fn, Math.max(0, delayMs));
      timer.unref();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export interface OutboxDeliveryDeps {
  outbox: OutboxStore;
  statements: StatementStore;
  clock: Clock;
  logger: Logger;
  scheduler: DeliveryScheduler;
  /** First pause after a failure; doubles per consecutive failure. */
  retryMs: number;
  maxRetryMs: number;
  /** Statements per flush before yielding to the scheduler. */
  batchSize?: number;
  /** How long a flush holds its batch; longer than delivering a batch takes. Default 10 minutes. */
  claimMs?: number;
}

export const DEFAULT_CLAIM_MS = 600_000;

export interface FlushResult {
  delivered: number;
  rejected: number;
  /** Whether the store failed (delivery is paused until `retryAt`). */
  failed: boolean;
  retryAt: number | null;
}

/** The pause after the n-th consecutive failure (n from 1). */
export function backoffMs(n: number, retryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.min(30, Math.max(0, n - 1)));
}

export class OutboxDelivery {
  private running: Promise<FlushResult> | undefined;
  private failures = 0;
  private pausedUntil = 0;
  private closed = false;

  constructor(private readonly deps: OutboxDeliveryDeps) {}

  /** Something was queued (or the app started): deliver soon, unless delivery is paused. */
  kick(): void {
    if (this.closed) return;
    const wait = Math.max(0, this.pausedUntil - this.deps.clock.now());
    this.deps.scheduler.schedule(wait, () => void this.flush().catch(() => undefined));
  }

  /**
   * Delivers what is due now, until the outbox is empty, the store fails, or a batch is done
   * (then it schedules the rest). One flush at a time: a concurrent call shares the running one.
   */
  flush(): Promise<FlushResult> {
    this.running ??= this.deliver().finally(() => (this.running = undefined));
    return this.running;
  }

  close(): void {
    this.closed = true;
    this.deps.scheduler.cancel();
  }

  private async deliver(): Promise<FlushResult> {
    const { outbox, statements, clock, logger } = this.deps;
    const result: FlushResult = { delivered: 0, rejected: 0, failed: false, retryAt: null };
    if (clock.now() < this.pausedUntil) return { ...result, failed: true, retryAt: this.pausedUntil };
    const claimedAt = clock.now();
    const batch = await outbox.claimDue(claimedAt, this.deps.batchSize ?? 100, claimedAt + (this.deps.claimMs ?? DEFAULT_CLAIM_MS));
    for (const [index, entry] of batch.entries()) {
      try {
        await statements.save({ ...entry.statement, id: entry.id });
        await outbox.delivered(entry.id, clock.now());
        result.delivered++;
        this.failures = 0;
      } catch (err) {
        if (err instanceof StatementValidationError || err instanceof StatementConflictError) {
          await outbox.rejected(entry.id, clock.now(), `${err.code}: ${err.message}`);
          logger.error({ statement_id: entry.id, code: err.code }, 'xapi.outbox_rejected');
          result.rejected++;
          continue;
        }
        this.failures++;
        const now = clock.now();
        this.pausedUntil = now + backoffMs(this.failures, this.deps.retryMs, this.deps.maxRetryMs);
        await outbox.retryLater(entry.id, entry.attempts + 1, this.pausedUntil, (err as Error)?.name ?? 'error');
        // The rest of the batch was not tried: free for whichever deliverer comes first.
        await outbox.release(batch.slice(index + 1).map((e) => e.id));
        logger.warn({ statement_id: entry.id, attempts: entry.attempts + 1, retry_in_ms: this.pausedUntil - now, err: { name: (err as Error)?.name } }, 'xapi.outbox_retry');
        result.failed = true;
        result.retryAt = this.pausedUntil;
        break;
      }
    }
    if (result.delivered) logger.info({ delivered: result.delivered }, 'xapi.outbox_delivered');
    await this.scheduleNext();
    return result;
  }

  private async scheduleNext(): Promise<void> {
    if (this.closed) return;
    const next = await this.deps.outbox.nextDueAt();
    if (next === null) return;
    const at = Math.max(next, this.pausedUntil);
    this.deps.scheduler.schedule(Math.max(0, at - this.deps.clock.now()), () => void this.flush().catch(() => undefined));
  }
}
