// Counts of live entries per holder (live conversation sessions per API key and per demo client
// address, and in all), for admission limits. The memory implementation is
// conversations/live-quota.ts; this one shares the counts between instances through Redis.
import type { Clock } from '../../clock.js';
import type { Awaitable } from './awaitable.js';
import { LIVE_PREFIX, type Redis } from './redis.js';
import { orUnavailable } from './unavailable.js';

export interface HolderQuota {
  /** Live entries in all. */
  total(): Awaitable<number>;
  /** Live entries counted under `holder`. */
  held(holder: string): Awaitable<number>;
  /** Counts `id` under each holder until it is released or `expiresAt` passes. Idempotent. */
  add(id: string, holders: readonly string[], expiresAt: number): Awaitable<void>;
  /** The entry ended, was deleted or expired; idempotent. */
  release(id: string): Awaitable<void>;
}

// Removes `id` from the total and from every holder it was counted under, then forgets its holders.
const RELEASE = `
local holders = redis.call("GET", KEYS[1])
if not holders then return 0 end
redis.call("ZREM", KEYS[2], ARGV[1])
for _, h in ipairs(cjson.decode(holders)) do redis.call("ZREM", ARGV[2] .. h, ARGV[1]) end
redis.call("DEL", KEYS[1])
return 1`;

/**
 * Sorted sets scored by each entry's expiry: one for the total, one per holder. An expired entry
 * stops counting at the next count (trimmed by score against the injected clock), with no
 * listener and no instance having to notice its expiry.
 */
export class RedisHolderQuota implements HolderQuota {
  private readonly base: string;
  private readonly all: string;

  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    name: string,
    private readonly graceMs = 60_000,
  ) {
    this.base = `${LIVE_PREFIX}quota:${name}:`;
    this.all = `${this.base}all`;
  }

  total(): Promise<number> {
    return this.count(this.all);
  }

  held(holder: string): Promise<number> {
    return this.count(`${this.base}h:${holder}`);
  }

  async add(id: string, holders: readonly string[], expiresAt: number): Promise<void> {
    const px = Math.max(1, expiresAt - this.clock.now()) + this.graceMs;
    const m = this.redis.multi().zadd(this.all, expiresAt, id).set(`${this.base}of:${id}`, JSON.stringify(holders), 'PX', px);
    for (const h of holders) {
      const key = `${this.base}h:${h}`;
      // A holder's set lives as long as its longest-lived entry.
      m.zadd(key, expiresAt, id).pexpire(key, px, 'GT').pexpire(key, px, 'NX');
    }
    await orUnavailable(m.exec());
  }

  async release(id: string): Promise<void> {
    await orUnavailable(this.redis.eval(RELEASE, 2, `${this.base}of:${id}`, this.all, id, `${this.base}h:`));
  }

  private async count(key: string): Promise<number> {
    const replies = await orUnavailable(this.redis.multi().zremrangebyscore(key, '-inf', this.clock.now()).zcard(key).exec());
    return Number(replies?.[1]?.[1] ?? 0);
  }
}
