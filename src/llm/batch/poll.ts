// Polling a provider batch with backoff. The wait is injected (tests pass one that returns at once
// and records the delays), so no test waits on a real timer.
import type { Clock } from '../../clock.js';

/** Waits `ms`; rejects or returns early when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

export interface PollPolicy {
  /** First wait, and the wait after progress. */
  minMs: number;
  /** Longest wait between two polls. */
  maxMs: number;
  /** Growth of the wait per poll without a result (doubled again after an error). */
  factor: number;
  /** Give up (items count as expired) this long after the job was created: providers expire batches after 24 h. */
  deadlineMs: number;
}

export const DEFAULT_POLL: PollPolicy = { minMs: 5_000, maxMs: 60_000, factor: 1.5, deadlineMs: 25 * 60 * 60 * 1000 };

/** Past the job's deadline: what is left counts as expired. */
export class DeadlineExceededError extends Error {
  override name = 'DeadlineExceededError';
}

/** The provider refused outright (a 4xx other than 408/429): retrying cannot help. */
export class FatalUpstreamError extends Error {
  override name = 'FatalUpstreamError';
  constructor(readonly status: number | undefined) {
    super(`the provider refused the request${status ? ` (HTTP ${status})` : ''}`);
  }
}

/** Connection failures, timeouts, 408, 429 and 5xx are worth another try; other HTTP errors are not. */
export function isTransient(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

export interface PollDeps {
  sleep: Sleep;
  clock: Clock;
  policy: PollPolicy;
  signal: AbortSignal;
  /** Epoch ms after which the job gives up. */
  deadline: number;
  /** Told about each retried failure (for logs). */
  onRetry?: (err: unknown, waitMs: number) => void;
}

/**
 * Runs `op` until it succeeds, waiting with backoff after transient failures. Non-transient
 * failures become FatalUpstreamError; an abort rethrows the abort reason.
 */
export async function retrying<T>(deps: PollDeps, op: () => Promise<T>): Promise<T> {
  let wait = deps.policy.minMs;
  for (;;) {
    deps.signal.throwIfAborted();
    try {
      return await op();
    } catch (err) {
      deps.signal.throwIfAborted();
      if (!isTransient(err)) throw new FatalUpstreamError((err as { status?: number }).status);
      if (deps.clock.now() >= deps.deadline) throw new DeadlineExceededError('the provider did not answer before the deadline');
      deps.onRetry?.(err, wait);
      await deps.sleep(wait, deps.signal);
      wait = Math.min(deps.policy.maxMs, wait * deps.policy.factor * 2);
    }
  }
}

/**
 * Polls `fetch` until `done` holds. One wait grows by `factor` after each answer that is not done
 * yet and twice as fast after a transient failure, up to `maxMs`; other failures end the poll
 * (FatalUpstreamError).
 */
export async function pollUntil<T>(deps: PollDeps, fetch: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const { policy } = deps;
  let wait = policy.minMs;
  const grow = (by: number) => (wait = Math.min(policy.maxMs, Math.round(wait * by)));
  for (;;) {
    if (deps.clock.now() >= deps.deadline) throw new DeadlineExceededError('the provider batch did not end before the deadline');
    await deps.sleep(wait, deps.signal);
    deps.signal.throwIfAborted();
    try {
      const value = await fetch();
      if (done(value)) return value;
      grow(policy.factor);
    } catch (err) {
      deps.signal.throwIfAborted();
      if (!isTransient(err)) throw new FatalUpstreamError((err as { status?: number }).status);
      grow(policy.factor * 2);
      deps.onRetry?.(err, wait);
    }
  }
}
