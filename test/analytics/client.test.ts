// The analytics client's batching rules, run on a stand-in window: at 50 events it sends at once,
// otherwise on the 5 s timer; a 5xx or network failure keeps the batch for the next send, a 4xx
// drops it; leaving the page hands the queue to sendBeacon in batches of 50.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a browser module without types, imported as the pages import it.
import { createAnalytics, FLUSH_INTERVAL_MS, MAX_BATCH } from '../../web/shared/analytics.js';

interface Client {
  track(type: string, context: string, extra?: object): void;
  flush(): Promise<void>;
  pending(): number;
  ready: Promise<unknown>;
}

function fakeWindow() {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const listeners: Record<string, Array<() => void>> = {};
  return {
    timers,
    fire: (name: string) => listeners[name]?.forEach((f) => f()),
    win: {
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
      clearTimeout: () => undefined,
      addEventListener: (name: string, fn: () => void) => (listeners[name] ??= []).push(fn),
      document: { visibilityState: 'visible', addEventListener: (name: string, fn: () => void) => (listeners[`doc:${name}`] ??= []).push(fn) },
      navigator: {},
      crypto: { randomUUID: () => Math.random().toString(36).slice(2) },
    },
  };
}

function client(status: () => number | Error) {
  const w = fakeWindow();
  const posted: unknown[][] = [];
  const beaconed: unknown[][] = [];
  const c = createAnalytics({
    userId: 'u1',
    win: w.win,
    fetch: (_url: string, init: { body: string }) => {
      posted.push((JSON.parse(init.body) as { events: unknown[] }).events);
      const s = status();
      return s instanceof Error ? Promise.reject(s) : Promise.resolve({ ok: s < 300, status: s });
    },
    sendBeacon: (_url: string, blob: Blob) => {
      void blob.text().then((text) => beaconed.push((JSON.parse(text) as { events: unknown[] }).events));
      return true;
    },
  }) as Client;
  return { c, w, posted, beaconed };
}

describe('analytics client batching', () => {
  it('waits for the 5 s timer below 50 events, and sends at once at 50', async () => {
    const { c, w, posted } = client(() => 200);
    c.track('reading.page_opened', 'reading');
    expect(posted).toHaveLength(0);
    expect(w.timers[0]?.ms).toBe(FLUSH_INTERVAL_MS);
    for (let i = 1; i < MAX_BATCH; i++) c.track('reading.page_scrolled', 'reading');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toHaveLength(MAX_BATCH);
    expect(posted[0]![0]).toMatchObject({ userId: 'u1', type: 'reading.page_opened', context: 'reading' });
    await c.flush();
    expect(c.pending()).toBe(0);
  });

  it('keeps a batch after a 5xx or a network failure, and drops one the server refused (4xx)', async () => {
    const answers: Array<number | Error> = [503, new Error('offline'), 200, 400];
    const { c, posted } = client(() => answers.shift()!);
    c.track('video.video_played', 'video');
    await c.flush();
    expect(c.pending()).toBe(1);
    await c.flush();
    expect(c.pending()).toBe(1);
    await c.flush();
    expect(c.pending()).toBe(0);
    expect(new Set(posted.map((b) => (b[0] as { id: string }).id)).size).toBe(1);
    c.track('video.video_paused', 'video');
    await c.flush();
    expect(c.pending()).toBe(0);
  });

  it('after a refused send waits for the timer, or for Retry-After on a 429, instead of sending again at once', async () => {
    const w = fakeWindow();
    let t = Date.UTC(2026, 2, 3, 18, 30);
    const answers: Array<{ status: number; retryAfter?: string }> = [{ status: 429, retryAfter: '3600' }, { status: 503 }, { status: 200 }];
    const posted: unknown[][] = [];
    const c = createAnalytics({
      userId: 'u1',
      win: w.win,
      now: () => new Date(t),
      fetch: (_url: string, init: { body: string }) => {
        posted.push((JSON.parse(init.body) as { events: unknown[] }).events);
        const a = answers.shift() ?? { status: 200 };
        return Promise.resolve({ ok: a.status < 300, status: a.status, headers: { get: (name: string) => (name === 'Retry-After' ? (a.retryAfter ?? null) : null) } });
      },
    }) as Client;
    const track = (n: number) => {
      for (let i = 0; i < n; i++) c.track('search.query_submitted', 'search');
    };
    track(MAX_BATCH);
    await c.ready;
    await new Promise((r) => setImmediate(r));
    // The 429 (quota_exceeded): kept, and 60 more events do not send it again before an hour.
    expect(posted).toHaveLength(1);
    track(60);
    await new Promise((r) => setImmediate(r));
    expect(posted).toHaveLength(1);
    expect(c.pending()).toBe(110);
    const pendingTimer = w.timers.at(-1)!;
    expect(pendingTimer.ms).toBe(3_600_000);
    // A timer that fires early waits on.
    t += 1_000;
    pendingTimer.fn();
    expect(posted).toHaveLength(1);
    t += 3_600_000;
    w.timers.at(-1)!.fn();
    await new Promise((r) => setImmediate(r));
    // Sent after the wait; the 503 keeps it and waits for the 5 s timer, not at once.
    expect(posted).toHaveLength(2);
    expect(w.timers.at(-1)!.ms).toBe(FLUSH_INTERVAL_MS);
    t += FLUSH_INTERVAL_MS;
    w.timers.at(-1)!.fn();
    await new Promise((r) => setImmediate(r));
    // Answered 200: sending at 50 resumes at once; the last 10 wait for the timer.
    expect(posted.map((b) => b.length)).toEqual([50, 50, 50, 50]);
    expect(c.pending()).toBe(10);
  });

  it('hands the queue to sendBeacon on pagehide, 50 at a time', async () => {
    const { c, w, beaconed } = client(() => 200);
    // A send is in flight, so the rest stays queued.
    for (let i = 0; i < 120; i++) c.track('search.query_submitted', 'search');
    w.fire('pagehide');
    await new Promise((r) => setImmediate(r));
    expect(beaconed.map((b) => b.length)).toEqual([50, 20]);
    expect(c.pending()).toBe(0);
  });
});
