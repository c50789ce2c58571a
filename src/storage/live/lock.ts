// Per-key mutual exclusion for writes that read, change and store one resource (a conversation's
// turn, school classes, a competency's content). In memory: a promise chain per key, so callers in
// this process run one at a time in arrival order. With Redis: the same chain (arrival order within
// the instance) and, around it, a Redis lock per key (SET NX PX with a random token, renewed while
// held, released by a compare-and-delete script) so callers on other instances wait too.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_PREFIX, type Redis } from './redis.js';
import { orUnavailable } from './unavailable.js';

export interface KeyedLock {
  /**
   * Runs `fn` when no other caller holds `key` (in this process; with Redis, in any instance) and
   * settles with its outcome. Rejects with LockTimeout when the key stays held past the wait bound.
   */
  run<T>(key: string, fn: () => T | Promise<T>): Promise<T>;
  /**
   * True when synchronous work on `key` may run right now without taking the lock: nothing in this
   * process holds it and no other process can (memory only). Lets a synchronous critical section
   * (the built-in turn) skip the lock's promise.
   */
  isFreeHere(key: string): boolean;
  /** True when a caller in this process holds `key` or waits for it. */
  busyHere(key: string): boolean;
}

/** The key stayed held by someone else for longer than the caller may wait. */
export class LockTimeout extends Error {
  override name = 'LockTimeout';
  constructor(readonly key: string, readonly waitedMs: number) {
    super(`lock ${key} still held after ${waitedMs} ms`);
  }
}

/** One promise chain per key; a failed call does not break the chain. */
export class MemoryKeyedLock implements KeyedLock {
  /** Tail of each key's queue; absent when nothing is queued. */
  private readonly tails = new Map<string, Promise<void>>();

  isFreeHere(key: string): boolean {
    return !this.tails.has(key);
  }

  busyHere(key: string): boolean {
    return this.tails.has(key);
  }

  async run<T>(key: string, fn: () => T | Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.tails.set(key, mine);
    try {
      if (previous) await previous;
      return await fn();
    } finally {
      release();
      if (this.tails.get(key) === mine) this.tails.delete(key);
    }
  }
}

export interface RedisLockOptions {
  /** How long a lock lives without renewal: what a crashed holder costs the others. */
  ttlMs?: number;
  /** How long a caller waits for a lock another instance holds before LockTimeout. */
  waitMs?: number;
}

// Deletes the lock only when it still carries the caller's token: a holder whose lock expired
// and was taken by another never releases the other's lock.
const RELEASE = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end`;
const RENEW = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) else return 0 end`;

/** The Redis key of the lock on `key` in the family `name` (a save made without it checks it). */
export const redisLockKey = (name: string, key: string) => `${LIVE_PREFIX}lock:${name}:${key}`;

/** A Redis lock per key, shared by every instance on the same Redis. */
export class RedisKeyedLock implements KeyedLock {
  private readonly local = new MemoryKeyedLock();
  private readonly ttlMs: number;
  private readonly waitMs: number;

  constructor(
    private readonly redis: Redis,
    /** Names this family of locks (e.g. "session"), so keys of different resources never meet. */
    private readonly name: string,
    options: RedisLockOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.waitMs = options.waitMs ?? 10_000;
  }

  /** Another instance may hold any key at any time. */
  isFreeHere(): boolean {
    return false;
  }

  busyHere(key: string): boolean {
    return this.local.busyHere(key);
  }

  run<T>(key: string, fn: () => T | Promise<T>): Promise<T> {
    // Callers in this instance queue in arrival order first; only the head of the queue asks Redis.
    return this.local.run(key, () => this.holding(key, fn));
  }

  private async holding<T>(key: string, fn: () => T | Promise<T>): Promise<T> {
    const redisKey = redisLockKey(this.name, key);
    const token = randomBytes(16).toString('base64url');
    await this.acquire(redisKey, token);
    // Renewed while fn runs (a model call may outlast the TTL); a crashed holder's lock still
    // expires within ttlMs.
    const renew = setInterval(() => {
      this.redis.eval(RENEW, 1, redisKey, token, String(this.ttlMs)).catch(() => undefined);
    }, Math.max(10, Math.floor(this.ttlMs / 3)));
    renew.unref();
    try {
      return await fn();
    } finally {
      clearInterval(renew);
      // A failed release leaves the lock to expire by itself; the outcome of fn stands.
      await this.redis.eval(RELEASE, 1, redisKey, token).catch(() => undefined);
    }
  }

  private async acquire(redisKey: string, token: string): Promise<void> {
    const started = performance.now();
    let pause = 2;
    for (;;) {
      if ((await orUnavailable(this.redis.set(redisKey, token, 'PX', this.ttlMs, 'NX'))) === 'OK') return;
      const waited = performance.now() - started;
      if (waited >= this.waitMs) throw new LockTimeout(redisKey, Math.round(waited));
      // Backs off to 50 ms between tries, with jitter so waiting instances do not ask in step.
      await sleep(Math.min(pause, this.waitMs - waited) * (0.5 + Math.random() / 2));
      pause = Math.min(50, pause * 2);
    }
  }
}
