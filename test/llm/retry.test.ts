// The shared retry policy on its own: classification, backoff, retry-after, budgets, aborts.
import { describe, expect, it } from 'vitest';
import { LlmAbortError, LlmConfigError, LlmTimeoutError, LlmUpstreamError } from '../../src/llm/errors.js';
import { backoffMs, retryAfterMs, withRetry, type Failure, type RetryPolicy } from '../../src/llm/retry.js';
import { rejection } from './harness.js';

class HttpErr extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(`status ${status}`);
  }
}
const classify = (err: unknown): Failure =>
  err instanceof HttpErr
    ? { kind: 'http', status: err.status, retryAfterMs: err.retryAfter, message: err.message, cause: err }
    : err instanceof TypeError
      ? { kind: 'connection', message: err.message, cause: err }
      : { kind: 'fatal', error: err };

function run(outcomes: Array<Error | string | 'hang'>, policy: Partial<RetryPolicy> = {}, extra: { signal?: AbortSignal; timeoutMs?: number } = {}) {
  const sleeps: number[] = [];
  let clock = 0;
  let calls = 0;
  const p = withRetry({
    provider: 'provider_x',
    timeoutMs: extra.timeoutMs ?? 1000,
    signal: extra.signal,
    classify,
    policy: {
      maxRetries: 3,
      budgetMs: 60_000,
      random: () => 0.5,
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
      ...policy,
    },
    attempt: () => {
      const o = outcomes[Math.min(calls++, outcomes.length - 1)]!;
      if (o === 'hang') return new Promise<string>(() => undefined);
      return o instanceof Error ? Promise.reject(o) : Promise.resolve(o);
    },
  });
  return { p, sleeps, calls: () => calls };
}

describe('withRetry', () => {
  it.each([408, 409, 429, 500, 502, 503, 529])('retries status %i', async (status) => {
    const r = run([new HttpErr(status), 'ok']);
    expect(await r.p).toEqual({ value: 'ok', attempts: 2 });
  });

  it.each([400, 401, 403, 404, 422])('does not retry status %i', async (status) => {
    const r = run([new HttpErr(status), 'ok']);
    expect(await rejection(r.p)).toMatchObject({ name: 'LlmUpstreamError', status, attempts: 1 });
    expect(r.calls()).toBe(1);
  });

  it('retries connection errors, then reports them as upstream errors without a status', async () => {
    const r = run([new TypeError('ECONNRESET')]);
    const err = await rejection(r.p);
    expect(err).toBeInstanceOf(LlmUpstreamError);
    expect(err).toMatchObject({ status: undefined, attempts: 4 });
  });

  it('backs off exponentially with full jitter, capped', async () => {
    const r = run([new HttpErr(503)], { maxRetries: 6 });
    await rejection(r.p);
    expect(r.sleeps).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect(backoffMs(1, { maxRetries: 0, budgetMs: 0, random: () => 0 })).toBe(0);
    expect(backoffMs(3, { maxRetries: 0, budgetMs: 0, random: () => 0.999 })).toBe(1998);
  });

  it('honours retry-after instead of the backoff', async () => {
    const r = run([new HttpErr(429, 1500), 'ok']);
    await r.p;
    expect(r.sleeps).toEqual([1500]);
  });

  it('stops when the next wait would pass the total budget', async () => {
    const r = run([new HttpErr(429, 5000)], { budgetMs: 8000 });
    const err = await rejection(r.p);
    expect(err).toMatchObject({ name: 'LlmUpstreamError', status: 429, attempts: 2 });
    expect(r.sleeps).toEqual([5000]);
  });

  it('a retry-after beyond the budget ends the call at once', async () => {
    const r = run([new HttpErr(429, 120_000)], { budgetMs: 30_000 });
    expect(await rejection(r.p)).toMatchObject({ status: 429, attempts: 1 });
    expect(r.sleeps).toEqual([]);
  });

  it('maxRetries 0 means one attempt', async () => {
    const r = run([new HttpErr(500)], { maxRetries: 0 });
    expect(await rejection(r.p)).toMatchObject({ attempts: 1 });
  });

  it('times out each attempt and reports LlmTimeoutError after the last', async () => {
    const r = run(['hang'], { maxRetries: 1 }, { timeoutMs: 30 });
    const err = await rejection(r.p);
    expect(err).toBeInstanceOf(LlmTimeoutError);
    expect(err).toMatchObject({ attempts: 2 });
  });

  it('passes fatal LlmErrors through untouched', async () => {
    const cfg = new LlmConfigError('bad endpoint', 'provider_x');
    const r = run([cfg]);
    expect(await rejection(r.p)).toBe(cfg);
  });

  it('the caller abort ends a pending attempt at once', async () => {
    const ctl = new AbortController();
    const r = run(['hang'], {}, { signal: ctl.signal, timeoutMs: 60_000 });
    setTimeout(() => ctl.abort(), 10);
    expect(await rejection(r.p)).toBeInstanceOf(LlmAbortError);
  });

  it('the caller abort ends a retry wait at once, even if the injected sleep ignores it', async () => {
    const ctl = new AbortController();
    const r = run([new HttpErr(503)], { sleep: () => new Promise(() => undefined) }, { signal: ctl.signal });
    setTimeout(() => ctl.abort(), 10);
    expect(await rejection(r.p)).toBeInstanceOf(LlmAbortError);
    expect(r.calls()).toBe(1);
  });

  it('an already aborted signal makes no attempt', async () => {
    const r = run(['ok'], {}, { signal: AbortSignal.abort() });
    expect(await rejection(r.p)).toBeInstanceOf(LlmAbortError);
    expect(r.calls()).toBe(0);
  });
});

describe('retryAfterMs', () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it('prefers retry-after-ms, then seconds, then an HTTP date', () => {
    expect(retryAfterMs(h({ 'retry-after-ms': '250', 'retry-after': '9' }), 0)).toBe(250);
    expect(retryAfterMs(h({ 'retry-after': '2' }), 0)).toBe(2000);
    expect(retryAfterMs(h({ 'retry-after': '0.5' }), 0)).toBe(500);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(h({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), now)).toBe(3000);
    expect(retryAfterMs(h({ 'retry-after': 'soon' }), 0)).toBeUndefined();
    expect(retryAfterMs(h({}), 0)).toBeUndefined();
    expect(retryAfterMs(undefined, 0)).toBeUndefined();
  });
});
