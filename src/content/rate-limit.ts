// The per-user limit on the operations that may call a model (regenerate, critic, chat): keyed by
// the authenticated user id, counted on the app clock, answered 429 `rate_limited` with Retry-After.
import type { Request } from 'express';
import { rateLimit, type RateLimitInfo, type RateLimitRequestHandler } from 'express-rate-limit';
import { principalOf } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import { ClockWindowStore } from '../http/clock-window-store.js';
import { errors } from '../http/errors.js';
import { MODEL_CALL_LIMIT } from './limits.js';

export function modelCallLimit(clock: Clock): RateLimitRequestHandler {
  const { limit, windowMs } = MODEL_CALL_LIMIT;
  return rateLimit({
    limit,
    windowMs,
    store: new ClockWindowStore(clock, windowMs),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => principalOf(req).userId,
    handler: (req, _res, next) => {
      const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? clock.now() + windowMs;
      next(errors.rateLimited(Math.max(1, Math.ceil((reset - clock.now()) / 1000))));
    },
  });
}
