// Per-user rate limits (express-rate-limit), keyed by the authenticated user id rather than the
// address, so one account cannot spread guessing over many addresses and a school behind one NAT
// does not share a budget. The counters are a store behind express-rate-limit's `Store`
// interface: the embedded one below keeps fixed windows in this process's memory, timed by the
// injected clock; a shared one (e.g. rate-limit-redis) is one adapter and one line in the
// composition root.
import type { Request } from 'express';
import { rateLimit, type RateLimitInfo, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import type { Clock } from '../clock.js';
import { errors } from '../http/errors.js';
import { principalOf } from './principal.js';

export interface LimitWindow {
  limit: number;
  windowMs: number;
}

/** Makes the counter store of one limit (one store per limit, so their windows never mix). */
export type RateLimitStores = (windowMs: number) => Store;

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

/** The embedded counters: one ClockWindowStore per limit. */
export function memoryRateLimitStores(clock: Clock): RateLimitStores {
  return (windowMs) => new ClockWindowStore(clock, windowMs);
}

/** 429 `rate_limited` with Retry-After once the user has used `limit` requests in the window. */
export function perUserLimit(opts: LimitWindow, clock: Clock, stores: RateLimitStores): RateLimitRequestHandler {
  return rateLimit({
    ...opts,
    store: stores(opts.windowMs),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => principalOf(req).userId,
    handler: (req, _res, next) => {
      const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? clock.now() + opts.windowMs;
      next(errors.rateLimited(Math.max(1, Math.ceil((reset - clock.now()) / 1000))));
    },
  });
}
