// Per-user rate limits of part C (SPEC leaves them open): 30 class creations per hour and 20 join
// attempts per 10 minutes. Keyed by the authenticated user id, not the address, so one account
// cannot spread code guessing over many addresses and a school behind one NAT does not share a
// budget. Counters live in this process's memory, in fixed windows timed by the injected clock.
import { rateLimit, type RateLimitInfo, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import type { Request } from 'express';
import { principalOf } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import { errors } from '../http/errors.js';

export const CREATE_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };
export const JOIN_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

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

export function perUserLimit(opts: { limit: number; windowMs: number }, clock: Clock): RateLimitRequestHandler {
  return rateLimit({
    ...opts,
    store: new ClockWindowStore(clock, opts.windowMs),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => principalOf(req).userId,
    handler: (req, _res, next) => {
      const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? clock.now() + opts.windowMs;
      next(errors.rateLimited(Math.max(1, Math.ceil((reset - clock.now()) / 1000))));
    },
  });
}
