// An open-loop load at a fixed offered rate: request i is due at start + i / rate whether or not
// earlier ones have been answered, and its latency runs from when it was due (so a server or a
// sender that falls behind shows as latency, not as fewer requests; no coordinated omission).
// autocannon's own rate options do not do this: each connection sends its per-second quota back to
// back when its one-second timer fires and then waits (lib/httpClient.js, `reqsMadeThisSecond`), so
// every second opens with a closed-loop burst at saturation; and its correction for coordinated
// omission takes the expected interval as ceil(1 / rate) = 1 ms (lib/run.js), so every answer
// slower than 1 ms adds made-up samples.
import http from 'node:http';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  /** Requests per second asked for, and the seconds they were due over. */
  rate: number;
  seconds: number;
  /** Requests due in the window (rate x seconds), how many were sent, answered 2xx, and failed (not 2xx, an error, or no answer by the end). */
  due: number;
  sent: number;
  answered: number;
  failed: number;
  /** Milliseconds from when each request was due to its answer's end (2xx only). */
  p50: number;
  p99: number;
  /** Milliseconds from when a request was due to when the sender wrote it, 99th percentile: the sender's own lag. */
  sendLagP99: number;
  /** Requests written per second, from the first due time to the last write: the rate actually offered. */
  sentPerSecond: number;
  /** 2xx answers per second, from the first due time to the last answer. */
  answeredPerSecond: number;
}

/** The q-quantile (0..1) of sorted values, nearest rank; 0 for none. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** Allowed shortfall: below this share of the due requests answered, the rate was not delivered. */
export const MIN_DELIVERED = 0.98;
/**
 * How late the sender may write a request (99th percentile) for the rate to count as offered. Its
 * timer wakes about every millisecond (a request due just after a wake-up waits that long) and
 * building a request takes its share: against a hello-world on a quiet machine the lag's p99 was
 * 1.6-2.4 ms at 500-4,000 requests/s. Later than this, the machine is keeping the sender from its
 * schedule, the requests went out in bunches, and the latencies (counted from when each was due)
 * are the machine's, not the server's. It adds the same to both setups of a pair, so their
 * difference is not biased by it.
 */
export const MAX_SEND_LAG_MS = 5;

/**
 * Whether the offered rate was delivered: nearly every due request sent, on time, and answered
 * (none failed), at nearly the rate asked. When not, the latency figures are not at that rate, and
 * the reason says why.
 */
export function delivered(r: Pick<OpenLoopResult, 'rate' | 'due' | 'sent' | 'answered' | 'failed' | 'sentPerSecond' | 'answeredPerSecond' | 'sendLagP99'>): { ok: boolean; reason?: string } {
  if (r.sent < r.due * MIN_DELIVERED) return { ok: false, reason: `sent ${r.sent} of ${r.due} due` };
  if (r.sentPerSecond < r.rate * MIN_DELIVERED) return { ok: false, reason: `sent at ${Math.round(r.sentPerSecond)}/s of ${r.rate}/s` };
  if (r.sendLagP99 > MAX_SEND_LAG_MS) return { ok: false, reason: `sender late (p99 ${r.sendLagP99.toFixed(1)} ms after due, over ${MAX_SEND_LAG_MS} ms): the machine is busy` };
  if (r.failed > 0) return { ok: false, reason: `${r.failed} not 2xx, failed or unanswered` };
  if (r.answered < r.due * MIN_DELIVERED) return { ok: false, reason: `answered ${r.answered} of ${r.due} due` };
  if (r.answeredPerSecond < r.rate * MIN_DELIVERED) return { ok: false, reason: `answered at ${Math.round(r.answeredPerSecond)}/s of ${r.rate}/s` };
  return { ok: true };
}

/**
 * Sends `next()` at `rate` per second for `seconds` to `url` over keep-alive connections (at most
 * `maxSockets`, opened as needed; a request finding all busy waits for one, and that wait counts in
 * its latency), then waits up to `drainMs` for the answers still out.
 */
export async function openLoop(url: string, next: () => OpenLoopRequest, rate: number, seconds: number, opts: { maxSockets?: number; drainMs?: number } = {}): Promise<OpenLoopResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 64 });
  const due = Math.round(rate * seconds);
  const latencies: number[] = [];
  const lags: number[] = [];
  let sent = 0;
  let answered = 0;
  let non2xx = 0;
  let lastAnswer = 0;
  let lastSent = 0;
  let settle: () => void = () => {};
  const allSettled = new Promise<void>((resolve) => (settle = resolve));
  const done = () => {
    if (answered + non2xx === due) settle();
  };

  const send = (dueAt: number) => {
    const r = next();
    const req = http.request(
      { agent, host: target.hostname, port: target.port, method: r.method, path: r.path, headers: { ...r.headers, ...(r.body === undefined ? {} : { 'content-length': Buffer.byteLength(r.body) }) } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          const now = performance.now();
          lastAnswer = now;
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) {
            answered++;
            latencies.push(now - dueAt);
          } else non2xx++;
          done();
        });
      },
    );
    req.on('finish', () => lags.push(performance.now() - dueAt));
    req.on('error', () => {
      non2xx++;
      done();
    });
    req.end(r.body);
    sent++;
    lastSent = performance.now();
  };

  const start = performance.now() + 5;
  await new Promise<void>((resolve) => {
    const tick = () => {
      // Every request due by now goes out now; a late tick sends the ones it missed at once.
      const now = performance.now();
      while (sent < due && start + (sent * 1000) / rate <= now) send(start + (sent * 1000) / rate);
      if (sent < due) setTimeout(tick, Math.max(0, Math.min(1, start + (sent * 1000) / rate - now)));
      else resolve();
    };
    setTimeout(tick, 5);
  });
  await Promise.race([allSettled, new Promise((resolve) => setTimeout(resolve, opts.drainMs ?? 2000).unref())]);
  agent.destroy();

  const sorted = Float64Array.from(latencies).sort();
  const sortedLags = Float64Array.from(lags).sort();
  return {
    rate,
    seconds,
    due,
    sent,
    answered,
    failed: due - answered,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    sendLagP99: quantile(sortedLags, 0.99),
    // The first request is due at `start` and the last 1/rate before the window's end.
    sentPerSecond: sent ? (sent * 1000) / (lastSent - start + 1000 / rate) : 0,
    answeredPerSecond: lastAnswer > start ? (answered * 1000) / (lastAnswer - start) : 0,
  };
}
