// Which instance runs a job. Instances share the jobs (the record engine), so each job runs only
// where it holds a lease: claimed with one conditional write (free, expired, or already ours),
// extended by a heartbeat while the job runs, given up when the instance closes. An instance that
// dies keeps its lease until it runs out; then any instance's sweep finds the job unclaimed and
// takes it over, generating only the items still processing (their state is the truth).
// Lease times are on the injected clock; instances' clocks may differ by less than the lease's
// margin over the heartbeat (a third of it by default).
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import type { BatchStore, JobRecord } from './store.js';

export interface LeasePolicy {
  /** How long a claim or heartbeat holds the job (ms). */
  leaseMs: number;
  /** How often a running job's lease is extended, and unclaimed jobs looked for (ms). */
  heartbeatMs: number;
}

export const leasePolicy = (leaseMs: number): LeasePolicy => ({ leaseMs, heartbeatMs: Math.max(1, Math.floor(leaseMs / 3)) });

/** Runs `fn` every `ms` until the returned stop is called. Tests pass one they drive. */
export type Ticker = (ms: number, fn: () => void) => () => void;

export const intervalTicker: Ticker = (ms, fn) => {
  const timer = setInterval(fn, ms);
  timer.unref(); // never what keeps a process alive
  return () => clearInterval(timer);
};

export interface HeldLease {
  /** True once another instance took the job (this one stalled past its lease): stop writing to it. */
  readonly lost: boolean;
  /** Stops the heartbeat and gives the lease up. */
  release(): Promise<void>;
}

export interface LeaseEvents {
  /** Another instance took the job over. */
  lost(): void;
  /** A teacher canceled the job through another instance. */
  canceled(job: JobRecord): void;
}

export class JobLeases {
  constructor(
    private readonly deps: { store: BatchStore; clock: Clock; logger: Logger; ticker: Ticker; policy: LeasePolicy; owner: string },
  ) {}

  get owner(): string {
    return this.deps.owner;
  }

  /** Takes the job when nobody else holds it; then keeps it with a heartbeat until released. */
  async claim(jobId: string, events: LeaseEvents): Promise<HeldLease | undefined> {
    const { store, clock, ticker, policy, owner, logger } = this.deps;
    if (!(await store.claim(jobId, owner, clock.now(), clock.now() + policy.leaseMs))) return undefined;
    let lost = false;
    let beating = false;
    const stop = ticker(policy.heartbeatMs, () => {
      if (beating || lost) return; // a slow store: one heartbeat at a time
      beating = true;
      store
        .renew(jobId, owner, clock.now() + policy.leaseMs)
        .then((job) => {
          if (!job) {
            lost = true;
            stop();
            logger.warn({ batchId: jobId, instance: owner }, 'batch: lease lost to another instance; stopping here');
            events.lost();
          } else if (job.canceledAt) events.canceled(job);
        })
        // A failed heartbeat is retried at the next tick; the lease has two more ticks of margin.
        .catch((err: unknown) => logger.warn({ batchId: jobId, err: err instanceof Error ? err.message : String(err) }, 'batch: lease heartbeat failed'))
        .finally(() => (beating = false));
    });
    return {
      get lost() {
        return lost;
      },
      async release() {
        stop();
        if (!lost) await store.release(jobId, owner);
      },
    };
  }

  /** Calls `adopt` with each job nobody holds, now and every heartbeat, until the returned stop. */
  sweep(adopt: (jobs: JobRecord[]) => void): () => void {
    const { store, clock, ticker, policy, logger } = this.deps;
    let looking = false;
    const look = () => {
      if (looking) return;
      looking = true;
      store
        .unclaimed(clock.now())
        .then(adopt)
        .catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'batch: looking for unclaimed jobs failed'))
        .finally(() => (looking = false));
    };
    look();
    return ticker(policy.heartbeatMs, look);
  }
}
