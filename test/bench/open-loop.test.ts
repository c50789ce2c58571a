// The fleet bench's open-loop sender (bench/open-loop.ts): that it spreads requests over the
// second instead of sending them in bursts, and that a rate the server could not take is reported
// as not delivered rather than as a latency at that rate.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { delivered, openLoop, quantile } from '../../bench/open-loop.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ok = { rate: 100, due: 100, sent: 100, answered: 100, failed: 0, sentPerSecond: 100, answeredPerSecond: 99.5, sendLagP99: 1.2 };

describe('delivered', () => {
  it('passes a rate sent and answered in full', () => {
    expect(delivered(ok)).toEqual({ ok: true });
  });

  it('fails a sender that fell behind or was late, a failed request, or answers slower than the rate', () => {
    expect(delivered({ ...ok, sentPerSecond: 90 })).toEqual({ ok: false, reason: 'sent at 90/s of 100/s' });
    expect(delivered({ ...ok, sendLagP99: 7.25 })).toEqual({ ok: false, reason: 'sender late (p99 7.3 ms after due, over 5 ms): the machine is busy' });
    expect(delivered({ ...ok, answered: 99, failed: 1 })).toEqual({ ok: false, reason: '1 not 2xx, failed or unanswered' });
    expect(delivered({ ...ok, answeredPerSecond: 60 })).toEqual({ ok: false, reason: 'answered at 60/s of 100/s' });
    expect(delivered({ ...ok, sent: 50 }).ok).toBe(false);
  });
});

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const values = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile([], 0.99)).toBe(0);
  });
});

describe('openLoop', () => {
  it('sends at the rate, spread over the second, and measures each answer', async () => {
    const arrivals: number[] = [];
    const url = await serve((req, res) => {
      arrivals.push(performance.now());
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    const r = await openLoop(url, () => ({ method: 'POST', path: '/', body: '{}' }), 200, 1);
    expect(r).toMatchObject({ due: 200, sent: 200, answered: 200, failed: 0 });
    // Not delivered() as a whole: on a busy test machine the sender may run late.
    expect(r.sentPerSecond).toBeGreaterThan(190);
    expect(r.answeredPerSecond).toBeGreaterThan(190);
    // No burst: in any 100 ms, about 20 arrive (a burst sender would put all 200 in the first few ms).
    for (let i = 0; i + 40 < arrivals.length; i++) expect(arrivals[i + 40]! - arrivals[i]!).toBeGreaterThan(100);
    expect(r.p50).toBeGreaterThan(0);
    expect(r.p99).toBeGreaterThanOrEqual(r.p50);
  });

  it('reports a rate the server cannot take as not delivered, its wait counted in latency', async () => {
    // Two connections and 50 ms an answer: at most 40 answers a second against 100 offered.
    const url = await serve((req, res) => {
      req.resume();
      setTimeout(() => res.end('ok'), 50);
    });
    const r = await openLoop(url, () => ({ method: 'GET', path: '/' }), 100, 0.5, { maxSockets: 2, drainMs: 3000 });
    expect(delivered(r).ok).toBe(false);
    expect(r.p99).toBeGreaterThan(500);
  });

  it('counts answers that are not 2xx as failed', async () => {
    const url = await serve((req, res) => {
      req.resume();
      res.statusCode = 503;
      res.end();
    });
    const r = await openLoop(url, () => ({ method: 'GET', path: '/' }), 50, 0.2);
    expect(r).toMatchObject({ due: 10, answered: 0, failed: 10 });
    expect(delivered(r).ok).toBe(false);
  });
});
