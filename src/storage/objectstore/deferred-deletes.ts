// Removes objects after the request that replaced them has been answered. A removal that nobody
// waits on (a replaced map record: nothing points at it any more) costs a request one unlink and
// a thread-pool round trip; queued, it runs once the answer has gone.
//
// Bounded: past `maxPending` queued keys, enqueue() removes the key itself and the caller waits,
// so a store slower than the request rate slows requests down instead of growing memory. A failed
// removal is tried again (at the back of the queue) up to `attempts` times, then left: such an
// object is garbage nothing names, and a crash that loses the queue leaves the same.
import type { DeleteOptions, ObjectStore } from './types.js';

export interface DeferredDeletesOptions {
  /** Keys queued at most before callers wait for their own removal. */
  maxPending?: number;
  /** Tries per key, the first included. */
  attempts?: number;
  /** Told about a key given up on (for a log line). */
  onGiveUp?: (key: string, err: unknown) => void;
  /** Passed to every removal (`reuse`: the caller's readers check what they read). */
  deleteOptions?: DeleteOptions;
}

export class DeferredDeletes {
  private readonly queue: Array<{ key: string; tries: number }> = [];
  private running: Promise<void> | undefined;
  private readonly maxPending: number;
  private readonly attempts: number;

  constructor(
    private readonly store: ObjectStore,
    private readonly opts: DeferredDeletesOptions = {},
  ) {
    this.maxPending = opts.maxPending ?? 1000;
    this.attempts = opts.attempts ?? 3;
  }

  /** Keys waiting for removal (for tests and health). */
  get pending(): number {
    return this.queue.length;
  }

  /** Queues the key's removal; returns a promise only when the queue is full and the caller must wait. */
  enqueue(key: string): Promise<void> | undefined {
    if (this.queue.length >= this.maxPending) return this.removeNow(key, 1);
    this.queue.push({ key, tries: 0 });
    this.running ??= this.run();
    return undefined;
  }

  /** Resolves once every queued removal has been tried (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    // Let the request that queued the key finish first: removal is never on its path.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) await this.removeNow(next.key, next.tries + 1);
    } finally {
      this.running = undefined;
    }
  }

  private async removeNow(key: string, tries: number): Promise<void> {
    try {
      await this.store.delete(key, this.opts.deleteOptions);
    } catch (err) {
      if (tries < this.attempts && this.queue.length < this.maxPending) {
        this.queue.push({ key, tries });
        this.running ??= this.run();
      } else {
        this.opts.onGiveUp?.(key, err);
      }
    }
  }
}
