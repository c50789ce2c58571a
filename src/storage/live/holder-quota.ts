// Counts of live entries per holder (live conversation sessions per API key and per demo client
// address, and in all), for admission limits. The memory implementation is
// conversations/live-quota.ts; this one shares the counts between instances through Redis.
import type { Clock } from '../../clock.js';
import type { Awaitable } from './awaitable.js';
import { LIVE_PREFIX, type Redis } from './redis.js';
import { orUnavailable } from './unavailable.js';

/** The limits an entry is admitted under: the total, and each holder's share. */
export interface AdmissionLimits {
  total: number;
  shareOf(holder: string): number;
}

/** Why an entry was not admitted: the total is at its limit, or this holder's count is. */
export type Refusal = { full: 'all' } | { full: 'holder'; holder: string };

export interface HolderQuota {
  /** Live entries in all. */
  total(): Awaitable<number>;
  /** Live entries counted under `holder`. */
  held(holder: string): Awaitable<number>;
  /** Counts `id` under each holder until it is released or `expiresAt` passes. Idempotent. */
  add(id: string, holders: readonly string[], expiresAt: number): Awaitable<void>;
  /**
   * Counts `id` as `add` does, but only if the total and each holder's count stay within `limits`
   * with it. The check and the count are one step: admissions racing on any instance never pass a
   * limit together, which counting after checking let them do. Null when admitted (or already
   * counted), else what is full.
   */
  admit(id: string, holders: readonly string[], expiresAt: number, limits: AdmissionLimits): Awaitable<Refusal | null>;
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

// Trims expired entries, then counts `id` under the total and each holder unless one is full.
// KEYS: the total's set, the entry's holder list. ARGV: now, expiresAt, id, the key's PX, the total's
// limit, the holder keys' prefix, the holder list as JSON, then each holder's share in its order.
// Holder keys are built here (as RELEASE does), so this runs on one Redis, not a cluster.
const ADMIT = `
local now, expires, id, px = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", now)
if redis.call("ZSCORE", KEYS[1], id) then return {"in"} end
if redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[5]) then return {"all"} end
local holders = cjson.decode(ARGV[7])
for i, h in ipairs(holders) do
  local key = ARGV[6] .. h
  redis.call("ZREMRANGEBYSCORE", key, "-inf", now)
  if redis.call("ZCARD", key) >= tonumber(ARGV[7 + i]) then return {"holder", h} end
end
redis.call("ZADD", KEYS[1], expires, id)
redis.call("SET", KEYS[2], ARGV[7], "PX", px)
for _, h in ipairs(holders) do
  local key = ARGV[6] .. h
  redis.call("ZADD", key, expires, id)
  redis.call("PEXPIRE", key, px, "GT")
  redis.call("PEXPIRE", key, px, "NX")
end
return {"in"}`;

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

  async admit(id: string, holders: readonly string[], expiresAt: number, limits: AdmissionLimits): Promise<Refusal | null> {
    const now = this.clock.now();
    const px = Math.max(1, expiresAt - now) + this.graceMs;
    const shares = holders.map((h) => limits.shareOf(h));
    const args = [now, expiresAt, id, px, limits.total, `${this.base}h:`, JSON.stringify(holders), ...shares];
    const reply = (await orUnavailable(this.redis.eval(ADMIT, 2, this.all, `${this.base}of:${id}`, ...args))) as string[];
    if (reply[0] === 'all') return { full: 'all' };
    if (reply[0] === 'holder') return { full: 'holder', holder: reply[1]! };
    return null;
  }

  async release(id: string): Promise<void> {
    await orUnavailable(this.redis.eval(RELEASE, 2, `${this.base}of:${id}`, this.all, id, `${this.base}h:`));
  }

  private async count(key: string): Promise<number> {
    const replies = await orUnavailable(this.redis.multi().zremrangebyscore(key, '-inf', this.clock.now()).zcard(key).exec());
    return Number(replies?.[1]?.[1] ?? 0);
  }
}
