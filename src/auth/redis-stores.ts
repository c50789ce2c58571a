// The auth layer's shared state on Redis (REDIS_URL), so every instance sees the same counters and
// the same logouts: the rate-limit counters through rate-limit-redis (express-rate-limit's own
// store for Redis, one key prefix per limit name), and the token denylist as one key per revoked
// token that Redis drops at the token's own exp.
import type { Options, Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Clock } from '../clock.js';
import { LIVE_PREFIX, type Redis } from '../storage/live/redis.js';
import { orUnavailable } from '../storage/live/unavailable.js';
import type { RateLimitStores } from './rate-limit.js';
import type { RevocationStore } from './revocations.js';

/**
 * One RedisStore per limit, keyed `lp:rl:<name>:<key>`. Redis times the windows (in real time);
 * the reset time it reports is turned into the app clock's terms, so Retry-After stays right
 * whatever the clock (a test's manual clock included).
 */
export function redisRateLimitStores(redis: Redis, clock: Clock): RateLimitStores {
  return (name, windowMs) => {
    const inner = new RedisStore({
      sendCommand: (command: string, ...args: string[]) => orUnavailable(redis.call(command, ...args)) as never,
      prefix: `${LIVE_PREFIX}rl:${name}:`,
    });
    // Loads the scripts on first use (keyedCount uses the store without the middleware, which
    // would otherwise call init); a failed load is tried again on the next call.
    let loaded: Promise<void> | undefined;
    const ready = () =>
      (loaded ??= inner.init({ windowMs } as Options).catch((err: unknown) => {
        loaded = undefined;
        throw err;
      }));
    const onClock = (resetTime: Date | undefined) => (resetTime ? new Date(clock.now() + Math.max(0, resetTime.getTime() - Date.now())) : undefined);
    const store: Store = {
      prefix: inner.prefix,
      init: () => undefined,
      async get(key) {
        await ready();
        const info = await inner.get(key);
        return info && { totalHits: info.totalHits, resetTime: onClock(info.resetTime) };
      },
      async increment(key) {
        await ready();
        const { totalHits, resetTime } = await inner.increment(key);
        return { totalHits, resetTime: onClock(resetTime) };
      },
      decrement: async (key) => {
        await ready();
        await inner.decrement(key);
      },
      resetKey: async (key) => {
        await ready();
        await inner.resetKey(key);
      },
    };
    return store;
  };
}

/** The denylist on Redis: `lp:revoked:<token id>`, dropped by Redis at the token's exp. */
export class RedisRevocations implements RevocationStore {
  constructor(private readonly redis: Redis) {}

  async revoke(tokenId: string, expiresAtMs: number, nowMs: number): Promise<void> {
    const px = expiresAtMs - nowMs;
    if (px <= 0) return; // already expired: refused anyway
    await orUnavailable(this.redis.set(`${LIVE_PREFIX}revoked:${tokenId}`, '1', 'PX', px));
  }

  async anyRevoked(tokenIds: readonly string[]): Promise<boolean> {
    if (tokenIds.length === 0) return false;
    // EXISTS counts how many of the keys exist: one round trip for all of a token's names.
    return (await orUnavailable(this.redis.exists(...tokenIds.map((id) => `${LIVE_PREFIX}revoked:${id}`)))) > 0;
  }
}
