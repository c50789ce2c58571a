// Entries that live until their own `expiresAt` (live conversation sessions). The port answers
// with a value or a promise (awaitable.ts): the memory store (conversations/store.ts) answers at
// once, the Redis one asynchronously. Expiry is decided on read against the injected clock, so it
// is exact whatever Redis does; Redis also drops each key a little after it (PX), so nothing stays
// in its memory for sessions nobody asks for.
import type { Clock } from '../../clock.js';
import type { Awaitable } from './awaitable.js';
import { LIVE_PREFIX, type Redis } from './redis.js';

export interface Expiring {
  /** Epoch milliseconds after which the entry is gone. */
  expiresAt: number;
}

export interface ExpiringStore<T extends Expiring> {
  /** The live entry, or undefined when absent or expired (an expired entry is dropped). */
  get(id: string): Awaitable<T | undefined>;
  /** Stores (or replaces) the entry; its expiry is its own `expiresAt`. */
  set(id: string, value: T): Awaitable<void>;
  delete(id: string): Awaitable<boolean>;
  /** Entries held, expired-but-not-yet-swept ones included. */
  size(): Awaitable<number>;
  /** Drops every expired entry; returns how many were dropped. */
  sweep(): Awaitable<number>;
  /** Tells `listener` about every entry dropped by expiry (lets the owner free related state). */
  onExpire(listener: (id: string) => void): void;
}

export interface RedisExpiringStoreOptions<T> {
  /** Rebuilds what JSON cannot carry (shared objects) after a read. Default: the parsed value. */
  revive?: (value: T) => T;
  /** How long past `expiresAt` Redis keeps the key (the clock, not Redis, decides expiry). */
  graceMs?: number;
}

/**
 * Each entry a JSON string under `lp:<name>:<id>` with a PX expiry of its remaining life plus a
 * grace, and an index (sorted set scored by expiresAt) for size() and sweep().
 */
export class RedisExpiringStore<T extends Expiring> implements ExpiringStore<T> {
  private readonly listeners: Array<(id: string) => void> = [];
  private readonly index: string;
  private readonly revive: (value: T) => T;
  private readonly graceMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly name: string,
    options: RedisExpiringStoreOptions<T> = {},
  ) {
    this.index = `${LIVE_PREFIX}${name}:index`;
    this.revive = options.revive ?? ((v) => v);
    this.graceMs = options.graceMs ?? 60_000;
  }

  private key(id: string): string {
    return `${LIVE_PREFIX}${this.name}:${id}`;
  }

  onExpire(listener: (id: string) => void): void {
    this.listeners.push(listener);
  }

  async get(id: string): Promise<T | undefined> {
    const text = await this.redis.get(this.key(id));
    if (text === null) return undefined;
    const value = JSON.parse(text) as T;
    if (value.expiresAt <= this.clock.now()) {
      await this.drop([id]);
      return undefined;
    }
    return this.revive(value);
  }

  async set(id: string, value: T): Promise<void> {
    const px = Math.max(1, value.expiresAt - this.clock.now()) + this.graceMs;
    await this.redis.multi().set(this.key(id), JSON.stringify(value), 'PX', px).zadd(this.index, value.expiresAt, id).exec();
  }

  async delete(id: string): Promise<boolean> {
    const replies = await this.redis.multi().del(this.key(id)).zrem(this.index, id).exec();
    return replies?.[0]?.[1] === 1;
  }

  async size(): Promise<number> {
    return this.redis.zcard(this.index);
  }

  async sweep(): Promise<number> {
    const expired = await this.redis.zrangebyscore(this.index, '-inf', this.clock.now());
    if (expired.length === 0) return 0;
    return this.drop(expired);
  }

  /** Removes expired entries; only the instance whose ZREM removed one tells its listeners. */
  private async drop(ids: string[]): Promise<number> {
    const m = this.redis.multi();
    for (const id of ids) m.del(this.key(id)).zrem(this.index, id);
    const replies = (await m.exec()) ?? [];
    let dropped = 0;
    ids.forEach((id, i) => {
      if (replies[2 * i + 1]?.[1] !== 1) return;
      dropped++;
      for (const listener of this.listeners) listener(id);
    });
    return dropped;
  }
}
