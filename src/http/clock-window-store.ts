// express-rate-limit's Store interface over fixed windows timed by the injected clock (the
// library's MemoryStore reads Date.now, which tests cannot move). In-process; a shared store
// (Redis, a database) implementing the same interface can replace it without touching the routes.
import type { Store } from 'express-rate-limit';
import type { Clock } from '../clock.js';

/** Fixed-window counters on the app clock (express-rate-limit's MemoryStore reads Date.now). */
export class ClockWindowStore implements Store {
  readonly localKeys = true;
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
  ) {}

  increment(key: string) {
    const now = this.clock.now();
    if (now >= this.nextSweep) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
      this.nextSweep = now + this.windowMs;
    }
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count++;
    return { totalHits: entry.count, resetTime: new Date(entry.resetAt) };
  }

  decrement(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.count > 0) entry.count--;
  }

  resetKey(key: string) {
    this.hits.delete(key);
  }
}
