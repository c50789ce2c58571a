// Built-in batch generation runs beside the server, not instead of it: while a 30-concept job is
// processing, health calls keep being answered about as fast as before it started. Times are
// compared with each other (a baseline health call, the job's own duration), never with constants.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadWordNet } from '../../src/maps/generation/index.js';
import { batchApp, type BatchTestApp } from './helpers.js';

const LABELS = [
  'Fractions', 'Percentages', 'Decimals', 'Ratio', 'Prime numbers', 'Negative numbers', 'Place value', 'Rounding', 'Estimation',
  'Long division', 'Multiplication', 'Factors', 'Multiples', 'Square numbers', 'Cube numbers', 'Powers', 'Square roots',
  'Standard form', 'Algebraic expressions', 'Linear equations', 'Inequalities', 'Sequences', 'Coordinates', 'Gradient',
  'Angles', 'Triangles', 'Area', 'Volume', 'Probability', 'Averages',
];

let ctx: BatchTestApp | undefined;
let server: Server | undefined;
afterEach(async () => {
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  await ctx?.cleanup();
  ctx = undefined;
  server = undefined;
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('background generation and the event loop', () => {
  it('answers health calls during a 30-concept job about as fast as without one', async () => {
    preloadWordNet();
    ctx = await batchApp();
    const { tok, classId } = ctx;
    server = createServer(ctx.t.app);
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const auth = { Authorization: `Bearer ${tok.teacher}`, 'Content-Type': 'application/json' };
    const timedHealth = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/direct/health`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - t0;
    };
    const status = async (batchId: string) =>
      (await (await fetch(`${base}/api/curriculum/batch-status/${batchId}?classId=${classId}`, { headers: auth })).json()) as { status: string; succeeded: number };

    await timedHealth(); // warm the connection pool and the route
    const alone: number[] = [];
    for (let i = 0; i < 7; i++) alone.push(await timedHealth());
    const baseline = median(alone);

    const t0 = performance.now();
    const res = await fetch(`${base}/api/curriculum/batch-generate`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ classId, concepts: LABELS.map((label, i) => ({ id: `c${i}`, label })) }),
    });
    expect(res.status).toBe(202);
    const { batchId } = (await res.json()) as { batchId: string };

    // Health calls made while the job is still processing (processing after the call too), and
    // the progress seen between them: maps are produced while requests are being answered.
    const during: number[] = [];
    const progress = new Set<number>();
    for (;;) {
      const ms = await timedHealth();
      const now = await status(batchId);
      if (now.status !== 'processing') break;
      during.push(ms);
      progress.add(now.succeeded);
    }
    const jobMs = performance.now() - t0;
    const counts = await (await fetch(`${base}/api/curriculum/batch-status/${batchId}?classId=${classId}`, { headers: auth })).json();
    expect(counts).toMatchObject({ status: 'completed', succeeded: 30, failed: 0 });

    // Answered while the job ran, with maps done part way, and a typical call took about what it
    // takes without a job: a small part of the job, never the job's length. Medians, not maxima:
    // on a shared machine one call can be descheduled for a while, whatever the server does.
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect([...progress].some((n) => n > 0 && n < 30)).toBe(true);
    expect(median(during)).toBeLessThan(Math.max(baseline * 3, jobMs / 10));
    console.info(`baseline ${baseline.toFixed(1)} ms, during median ${median(during).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms, job ${jobMs.toFixed(0)} ms, samples ${during.length}`);
  });
});
