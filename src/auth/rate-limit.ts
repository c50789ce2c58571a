// Per-user rate limits (express-rate-limit), keyed by the authenticated user id rather than the
// address, so one account cannot spread guessing over many addresses and a school behind one NAT
// does not share a budget. The counters are a store behind express-rate-limit's `Store`
// interface: the embedded one (src/http/clock-window-store.ts) keeps fixed windows in this
// process's memory, timed by the injected clock; a shared one (e.g. rate-limit-redis) is one
// adapter and one line in the composition root. This is the only module that makes counters:
// areas receive their limiters from the auth layer (AuthArea), never a store.
import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import type { Clock } from '../clock.js';
import { ClockWindowStore } from '../http/clock-window-store.js';
import { errors } from '../http/errors.js';
import { principalOf } from './principal.js';

export interface LimitWindow {
  limit: number;
  windowMs: number;
}

export interface LimitOptions {
  /**
   * The policy's name in the `RateLimit` and `RateLimit-Policy` headers. Default: the library's
   * `<limit>-in-<window>` (e.g. "30-in-1hr").
   */
  policyName?: string;
}

/**
 * Makes the counter store of one named limit (one store per limit, so their windows never mix; a
 * shared store keys its counters by the name too).
 */
export type RateLimitStores = (name: string, windowMs: number) => Store;

/** The embedded counters: one ClockWindowStore per limit. */
export function memoryRateLimitStores(clock: Clock): RateLimitStores {
  return (_name, windowMs) => new ClockWindowStore(clock, windowMs);
}

/** 429 `rate_limited` with Retry-After once the user has used `limit` requests in the window. */
export function perUserLimit(name: string, opts: LimitWindow, clock: Clock, stores: RateLimitStores, options: LimitOptions = {}): RateLimitRequestHandler {
  return perKeyLimit(name, opts, (req) => principalOf(req).userId, clock, stores, options);
}

/**
 * The same limit keyed by another authenticated identity than a user: e.g. the session a
 * capability token opens (the hosted page has no user). `keyOf` runs after that check.
 */
export function perKeyLimit(
  name: string,
  opts: LimitWindow,
  keyOf: (req: Request) => string,
  clock: Clock,
  stores: RateLimitStores,
  options: LimitOptions = {},
): RateLimitRequestHandler {
  const limiter = rateLimit({
    ...opts,
    store: stores(name, opts.windowMs),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(options.policyName === undefined ? {} : { identifier: options.policyName }),
    keyGenerator: keyOf,
    handler: (req, _res, next) => {
      const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? clock.now() + opts.windowMs;
      next(errors.rateLimited(retryAfterSeconds(reset, clock)));
    },
  });
  limiters.add(limiter);
  return limiter;
}

/** Every limiter perKeyLimit made, so the app's route table can be checked for routes left without one. */
const limiters = new WeakSet<object>();

/** Whether a handler on a route is a limit this module made (test/hardening/route-limits.test.ts reads the app's routes with it). */
export const isRateLimit = (handler: unknown): boolean => typeof handler === 'function' && limiters.has(handler);

/**
 * A named limit a handler checks itself, for a count a middleware cannot decide (the maps count
 * only anonymous requests that generate, known after the cache lookup). The returned check counts
 * one request for `key` and resolves while the key is within `limit` in the window; past it, it
 * rejects with 429 `rate_limited` and Retry-After. No RateLimit headers: nothing is sent before
 * the count is known.
 */
export function keyedCount(name: string, opts: LimitWindow, clock: Clock, stores: RateLimitStores): (key: string) => Promise<void> {
  const store = stores(name, opts.windowMs);
  return async (key) => {
    const { totalHits, resetTime } = await store.increment(key);
    if (totalHits > opts.limit) throw errors.rateLimited(retryAfterSeconds(resetTime?.getTime() ?? clock.now() + opts.windowMs, clock));
  };
}

const retryAfterSeconds = (resetAt: number, clock: Clock) => Math.max(1, Math.ceil((resetAt - clock.now()) / 1000));

/**
 * The client address as a per-address limit counts it (anonymous map generations, demo sessions):
 * an IPv4 address as it is, an IPv6 address by its /56 network. A client on IPv6 is routed a whole
 * network (a /64 at least), so counting its full address would give it 2^64 budgets; an IPv4
 * address that arrives IPv6-mapped (`::ffff:203.0.113.5`, on a dual-stack socket) counts as that
 * IPv4 address. express-rate-limit's own helper, so every per-address count agrees.
 */
export function clientAddressKey(req: Pick<Request, 'ip' | 'socket'>): string {
  const address = req.ip ?? req.socket.remoteAddress;
  return address ? ipKeyGenerator(address) : 'unknown';
}
