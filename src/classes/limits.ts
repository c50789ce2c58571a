// Per-user rate limits of part C (SPEC leaves them open): 30 class creations per hour and 20 join
// attempts per 10 minutes. Keyed by the authenticated user id, not the address, so one account
// cannot spread code guessing over many addresses and a school behind one NAT does not share a
// budget. Counters live in this process's memory, in fixed windows timed by the injected clock.
import { rateLimit, type RateLimitInfo, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Request } from 'express';
import { principalOf } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import { ClockWindowStore } from '../http/clock-window-store.js';
import { errors } from '../http/errors.js';

export const CREATE_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };
export const JOIN_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

export { ClockWindowStore };

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
