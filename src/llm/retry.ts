// The one retry policy for every provider (the SDKs' own retries are off: maxRetries 0).
// Exponential backoff with full jitter; 408/409/429/5xx, connection failures and timeouts are
// retried; `retry-after-ms` / `retry-after` are honoured; bounded by count and by total time; the
// caller's abort signal ends everything at once, including a pending wait.
import { LlmAbortError, LlmError, LlmTimeoutError, LlmUpstreamError } from './errors.js';

/** What went wrong with one attempt, as the retry policy needs to see it. */
export type Failure =
  | { kind: 'http'; status: number; retryAfterMs?: number; message: string; cause: unknown }
  | { kind: 'connection'; message: string; cause: unknown }
  | { kind: 'timeout'; cause?: unknown }
  /** Not retryable; thrown as is when it is an LlmError, otherwise wrapped. */
  | { kind: 'fatal'; error: unknown };

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RetryPolicy {
  maxRetries: number;
  budgetMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: Sleep;
  /** Uniform in [0, 1). */
  random?: () => number;
  /** Epoch ms; for the total-time budget. */
  now?: () => number;
}

export interface RetryCall<T> {
  provider: string;
  policy: RetryPolicy;
  /** Per attempt. */
  timeoutMs: number;
  signal?: AbortSignal;
  classify: (err: unknown) => Failure;
  attempt: (signal: AbortSignal, attemptNo: number) => Promise<T>;
}

export interface RetryOutcome<T> {
  value: T;
  attempts: number;
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function isRetryable(f: Failure): boolean {
  if (f.kind === 'timeout' || f.kind === 'connection') return true;
  return f.kind === 'http' && (RETRYABLE_STATUS.has(f.status) || f.status >= 500);
}

/** Full jitter: uniform in [0, min(max, base * 2^(retry-1))). */
export function backoffMs(retry: number, policy: RetryPolicy): number {
  const base = policy.baseDelayMs ?? 500;
  const cap = policy.maxDelayMs ?? 8_000;
  return Math.floor((policy.random ?? Math.random)() * Math.min(cap, base * 2 ** (retry - 1)));
}

/** `retry-after-ms` (OpenAI) first, then `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined, now: number): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const ra = headers.get('retry-after');
  if (ra === null || ra.trim() === '') return undefined;
  if (Number.isFinite(Number(ra))) return Math.max(0, Number(ra) * 1000);
  const date = Date.parse(ra);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export async function withRetry<T>(call: RetryCall<T>): Promise<RetryOutcome<T>> {
  const { provider, policy, signal } = call;
  const now = policy.now ?? Date.now;
  const sleep = policy.sleep ?? defaultSleep;
  const started = now();
  for (let attemptNo = 1; ; attemptNo++) {
    if (signal?.aborted) throw aborted(provider, signal.reason);
    let failure: Failure;
    try {
      return { value: await runAttempt(call, attemptNo), attempts: attemptNo };
    } catch (err) {
      if (signal?.aborted) throw aborted(provider, err);
      failure = err instanceof AttemptTimeout ? { kind: 'timeout', cause: err } : call.classify(err);
    }
    if (!isRetryable(failure) || attemptNo > policy.maxRetries) throw finalError(failure, provider, attemptNo, call.timeoutMs);
    const delay = failure.kind === 'http' && failure.retryAfterMs !== undefined ? failure.retryAfterMs : backoffMs(attemptNo, policy);
    // A wait that would end past the budget is pointless: report the failure now.
    if (now() - started + delay > policy.budgetMs) throw finalError(failure, provider, attemptNo, call.timeoutMs);
    try {
      await raceAbort(sleep(delay, signal), signal);
    } catch (err) {
      throw aborted(provider, err);
    }
  }
}

class AttemptTimeout extends Error {}

/** One attempt under its own deadline; settles as soon as the deadline or the caller's abort fires. */
async function runAttempt<T>(call: RetryCall<T>, attemptNo: number): Promise<T> {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(new AttemptTimeout(`attempt ${attemptNo} timed out after ${call.timeoutMs} ms`)), call.timeoutMs);
  const onAbort = () => ctl.abort(call.signal!.reason);
  call.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await raceAbort(call.attempt(ctl.signal, attemptNo), ctl.signal);
  } catch (err) {
    if (ctl.signal.reason instanceof AttemptTimeout && !call.signal?.aborted) throw ctl.signal.reason;
    throw err;
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
  }
}

/** Settles with `p`, or rejects with the signal's reason the moment it aborts. */
function raceAbort<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p;
  p.catch(() => undefined); // the loser of the race must not become an unhandled rejection
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function aborted(provider: string, cause: unknown): LlmAbortError {
  return new LlmAbortError(`The ${provider} call was aborted by the caller`, provider, { cause });
}

function finalError(f: Failure, provider: string, attempts: number, timeoutMs: number): LlmError {
  const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
  switch (f.kind) {
    case 'timeout':
      return new LlmTimeoutError(`${provider} gave no answer within ${timeoutMs} ms (${tries})`, provider, { cause: f.cause, attempts });
    case 'http':
      return new LlmUpstreamError(`${provider} answered ${f.status} after ${tries}: ${f.message}`, provider, f.status, attempts, { cause: f.cause });
    case 'connection':
      return new LlmUpstreamError(`${provider} could not be reached after ${tries}: ${f.message}`, provider, undefined, attempts, { cause: f.cause });
    case 'fatal':
      if (f.error instanceof LlmError) return f.error;
      return new LlmUpstreamError(
        `${provider} call failed: ${f.error instanceof Error ? f.error.message : String(f.error)}`,
        provider,
        undefined,
        attempts,
        { cause: f.error },
      );
  }
}
