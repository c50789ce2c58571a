// Per-user rate limits of /api/school: SCHOOL_WRITES_PER_MINUTE changes (default 10 a minute) and
// SCHOOL_READS_PER_HOUR reads (default 100 an hour). Same set-up as /api/classes: express-rate-limit
// keyed by the authenticated user id (never the address, so a school behind one NAT does not share
// one budget), standard RateLimit headers, and a 429 `rate_limited` with Retry-After. Counters sit
// behind the library's Store interface; the default is in-process (ClockWindowStore), and a shared
// store can be passed in for several instances.
import type { Request } from 'express';
import { rateLimit, type RateLimitInfo, type RateLimitRequestHandler, type Store } from 'express-rate-limit';
import { principalOf } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import { ClockWindowStore } from '../http/clock-window-store.js';
import { errors } from '../http/errors.js';

export interface LimitSpec {
  limit: number;
  windowMs: number;
}

export type LimiterStoreFactory = (name: 'school-writes' | 'school-reads', windowMs: number) => Store;

export const inProcessLimiterStore =
  (clock: Clock): LimiterStoreFactory =>
  (_name, windowMs) =>
    new ClockWindowStore(clock, windowMs);

export function schoolLimit(name: 'school-writes' | 'school-reads', spec: LimitSpec, clock: Clock, stores: LimiterStoreFactory): RateLimitRequestHandler {
  return rateLimit({
    ...spec,
    store: stores(name, spec.windowMs),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    keyGenerator: (req) => principalOf(req).userId,
    handler: (req, _res, next) => {
      const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? clock.now() + spec.windowMs;
      next(errors.rateLimited(Math.max(1, Math.ceil((reset - clock.now()) / 1000))));
    },
  });
}
