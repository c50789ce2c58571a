// Entries that live until their own `expiresAt` (live conversation sessions). The port answers
// with a value or a promise (awaitable.ts): the memory store (conversations/store.ts) answers at
// once, the Redis one asynchronously. Expiry is decided on read against the injected clock, so it
// is exact whatever Redis does; Redis also drops each key a little after it (PX), so nothing stays
// in its memory for sessions nobody asks for.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { EvictingOldest } from '../../shared/bounded-memo.js';
import type { Awaitable } from './awaitable.js';
import { LIVE_PREFIX, type Redis } from './redis.js';
import { orUnavailable } from './unavailable.js';

export interface Expiring {
  /** Epoch milliseconds after which the entry is gone. */
  expiresAt: number;
}

export interface ExpiringStore<T extends Expiring> {
  /** The live entry, or undefined when absent or expired (an expired entry is dropped). */
  get(id: string, options?: ReadOptions): Awaitable<T | undefined>;
  /**
   * Stores (or replaces) the entry; its expiry is its own `expiresAt`. A store shared between
   * instances stores a value it handed out only over the version it read (else EntryChanged), and
   * with `unlocked`, only while no call holds the entry's lock.
   */
  set(id: string, value: T, options?: SaveOptions): Awaitable<void>;
  delete(id: string): Awaitable<boolean>;
  /** Entries held, expired-but-not-yet-swept ones included. */
  size(): Awaitable<number>;
  /** Drops every expired entry; returns how many were dropped. */
  sweep(): Awaitable<number>;
  /** Tells `listener` about every entry dropped by expiry (lets the owner free related state). */
  onExpire(listener: (id: string) => void): void;
}

export interface ReadOptions {
  /**
   * A copy this instance holds may be answered at once, without asking the shared store: for a
   * caller that changes the entry and stores it with set(), whose version check refuses a copy
   * another instance changed (or deleted) since. Nothing read this way may be shown as current.
   * A copy that other instances have been changing lately is read anyway (CURRENT_STREAK).
   */
  held?: boolean;
}

export interface SaveOptions {
  /** A save made without the entry's lock: refused (EntryChanged) while another call holds it. */
  unlocked?: boolean;
}

/** The entry changed in the shared store (or went) since this instance read it; nothing was stored. */
export class EntryChanged extends Error {
  override name = 'EntryChanged';
  constructor(
    readonly id: string,
    /** Refused because a call held the entry's lock (its version may be unchanged). */
    readonly locked = false,
    /** The entry as Redis answered the refusal (what the refused value was read as, brought up to date). */
    readonly current?: unknown,
  ) {
    super(`entry ${id} changed since it was read`);
  }
}

/**
 * How an entry is kept in Redis so that a save costs the same whatever the entry's age: a part
 * written once (when the entry is first stored), a small head rewritten by each save, and arrays
 * that only ever grow, of which a save sends only the new elements.
 */
export interface StoredShape<T> {
  /** How many growing arrays an entry has. */
  readonly arrays: number;
  /** Written with the entry's first save and never again (a session's scenario). */
  fixed(value: T): unknown;
  /** Everything else but the growing arrays; rewritten by every save, so it must stay small. */
  head(value: T): unknown;
  /** The arrays that only ever grow, always in the same order. */
  growing(value: T): readonly unknown[][];
  /** The entry from its parts as parsed from JSON (its growing arrays' elements as stored). */
  build(fixed: unknown, head: unknown, growing: unknown[][]): T;
  /**
   * A held entry brought up to date, as a new value (the held one may be in a caller's hands): its
   * new head, and each growing array's new elements after the first `kept[i]` of its own (what was
   * stored at its version: a refused save may have grown the value past it).
   */
  update(value: T, head: unknown, appended: unknown[][], kept: readonly number[]): T;
}

/** The whole entry as the head: every save rewrites it (for small entries). */
export function wholeEntry<T>(): StoredShape<T> {
  return {
    arrays: 0,
    fixed: () => null,
    head: (value) => value,
    growing: () => [],
    build: (_fixed, head) => head as T,
    update: (_value, head) => head as T,
  };
}

export interface RedisExpiringStoreOptions<T> {
  /** How the entry splits for storage; default: the whole entry rewritten on each save. */
  shape?: StoredShape<T>;
  /** How long past `expiresAt` Redis keeps the key (the clock, not Redis, decides expiry). */
  graceMs?: number;
  /** Entries this instance keeps parsed between requests (least recently used go first). */
  held?: number;
  /** The Redis key of an entry's lock, for saves made without it (SaveOptions.unlocked). */
  lockKey?: (id: string) => string;
}

// The entry's version, or false when it is absent. Unchanged since the caller's version: just the
// version. Changed: the head and the log entries from the caller's log length on; when the caller
// holds nothing (known length -1) or the entry was stored anew since (another epoch), the fixed
// part and the whole log (the reply's fifth element says which).
const READ = `
local meta = redis.call("HMGET", KEYS[1], "v", "e")
if not meta[1] then return false end
if meta[1] == ARGV[1] then return {meta[1]} end
local from = tonumber(ARGV[2])
if from < 0 or meta[2] ~= ARGV[3] then
  return {meta[1], redis.call("HGET", KEYS[1], "h"), redis.call("LRANGE", KEYS[2], 0, -1), redis.call("HGET", KEYS[1], "f"), meta[2]}
end
return {meta[1], redis.call("HGET", KEYS[1], "h"), redis.call("LRANGE", KEYS[2], from, -1)}`;

// A save over the version the caller holds (ARGV[1]), and with ARGV[5] only while the entry's
// lock (KEYS[3]) is free: the head, one log entry of what grew (when anything did), the version
// ARGV[2]; answers 1. Refused, it answers what the caller needs to catch up without another
// round trip: false when the entry is gone, 0 when it was stored anew since (another epoch), else
// the version, the head, the log entries from the caller's log length on and whether it was
// locked (the caller's turn is then taken again on that).
const SAVE = `
local meta = redis.call("HMGET", KEYS[1], "v", "e")
if not meta[1] then return false end
local locked = ARGV[5] == "1" and redis.call("EXISTS", KEYS[3]) == 1
if meta[1] == ARGV[1] and not locked then
  redis.call("HSET", KEYS[1], "v", ARGV[2], "h", ARGV[3])
  if ARGV[4] ~= "" then redis.call("RPUSH", KEYS[2], ARGV[4]) end
  return 1
end
if meta[2] ~= ARGV[7] then return 0 end
return {meta[1], redis.call("HGET", KEYS[1], "h"), redis.call("LRANGE", KEYS[2], tonumber(ARGV[6]), -1), locked and 1 or 0}`;

// A new entry (or one replaced whole): fixed part, epoch, head, its first log entry, expiry and
// its place in the index; the version becomes ARGV[1].
const CREATE = `
redis.call("DEL", KEYS[1], KEYS[2])
redis.call("HSET", KEYS[1], "v", ARGV[1], "e", ARGV[2], "f", ARGV[3], "h", ARGV[4])
redis.call("RPUSH", KEYS[2], ARGV[5])
redis.call("PEXPIRE", KEYS[1], ARGV[6])
redis.call("PEXPIRE", KEYS[2], ARGV[6])
redis.call("ZADD", KEYS[3], ARGV[7], ARGV[8])
return 1`;

type ReadReply = null | [string] | [string, string, string[]] | [string, string, string[], string, string];
/** 1 stored; null gone; 0 stored anew since; else what changed since the caller's version. */
type SaveReply = 1 | 0 | null | [version: string, head: string, log: string[], locked: 0 | 1];

interface StoreCommands {
  liveEntryRead(hash: string, log: string, version: string, fromLog: number, epoch: string): Promise<ReadReply>;
  liveEntrySave(hash: string, log: string, lock: string, expected: string, version: string, head: string, appended: string, unlocked: '1' | '', fromLog: number, epoch: string): Promise<SaveReply>;
  liveEntryCreate(hash: string, log: string, index: string, version: string, epoch: string, fixed: string, head: string, growing: string, px: number, expiresAt: number, id: string): Promise<number>;
}

/** Which stored version a value this store handed out (or stored) is. */
interface Stored {
  version: string;
  epoch: string;
  /** Log entries applied. */
  logLength: number;
  /** Each growing array's length as stored. */
  lengths: number[];
  /** Saves of this value in flight: its in-memory state is ahead of Redis. */
  writing: number;
  /**
   * How many reads in a row found this copy current (the same version), since this instance last
   * found another instance's change or loaded the entry whole; a new entry stored here starts
   * current.
   */
  current: number;
}

/**
 * A read with `held` answers the copy at once only when this instance found it current this many
 * times in a row: a copy another instance is also changing is likely stale, and a change made on it
 * is refused and made again, which costs more (the engine's work) than the read it saved. A client
 * whose calls go to one instance passes this after two turns; one spread at random over two
 * instances rarely does.
 */
const CURRENT_STREAK = 2;

/**
 * Each entry a hash `lp:<name>:<id>` (version, epoch, head, fixed part) and a list
 * `lp:<name>:<id>:log` of what each save added to the growing arrays, both with a PX expiry of the
 * entry's remaining life plus a grace, and an index (sorted set scored by expiresAt) for size()
 * and sweep(). Each instance keeps the entries it used parsed, with the version they match: a read
 * asks Redis for the version only, and for what changed when another instance saved since; a save
 * sends the head and the new elements, and applies only over the version it read. So a turn's
 * traffic and parsing do not grow with the session.
 */
export class RedisExpiringStore<T extends Expiring> implements ExpiringStore<T> {
  private readonly listeners: Array<(id: string) => void> = [];
  private readonly index: string;
  private readonly shape: StoredShape<T>;
  private readonly graceMs: number;
  /** How many entries this instance keeps parsed (least recently used dropped first). */
  readonly capacity: number;
  /**
   * The newest value of each entry this instance used, least recently used first: evicting the
   * oldest, and renewed on each use, so a session in play stays parsed however many pass by.
   */
  private readonly held: EvictingOldest<string, T>;
  /** The version each value handed out matches: a value replaced by a newer one keeps its own. */
  private readonly versions = new WeakMap<T, Stored>();
  private readonly lockKey: (id: string) => string;
  private readonly commands: StoreCommands;
  /** Versions this instance writes are `<writer>.<n>`: unique across instances and restarts. */
  private readonly writer = randomBytes(6).toString('base64url');
  private written = 0;

  constructor(
    private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly name: string,
    options: RedisExpiringStoreOptions<T> = {},
  ) {
    this.index = `${LIVE_PREFIX}${name}:index`;
    this.shape = options.shape ?? wholeEntry<T>();
    this.graceMs = options.graceMs ?? 60_000;
    this.capacity = options.held ?? 10_000;
    this.held = new EvictingOldest<string, T>(this.capacity);
    this.lockKey = options.lockKey ?? ((id) => `${LIVE_PREFIX}lock:${name}:${id}`);
    // Defined once per client (EVALSHA, falling back to EVAL after a script flush).
    const r = redis as Redis & Partial<StoreCommands>;
    if (!r.liveEntryRead) {
      redis.defineCommand('liveEntryRead', { numberOfKeys: 2, lua: READ });
      redis.defineCommand('liveEntrySave', { numberOfKeys: 3, lua: SAVE });
      redis.defineCommand('liveEntryCreate', { numberOfKeys: 3, lua: CREATE });
    }
    this.commands = redis as unknown as StoreCommands;
  }

  private key(id: string): string {
    return `${LIVE_PREFIX}${this.name}:${id}`;
  }

  onExpire(listener: (id: string) => void): void {
    this.listeners.push(listener);
  }

  get(id: string, options?: ReadOptions): Awaitable<T | undefined> {
    if (options?.held) {
      // The copy as this instance last stored or read it: no save of it in flight, none refused.
      const held = this.held.get(id);
      const known = held && this.versions.get(held);
      if (known && known.writing === 0 && known.version && known.current >= CURRENT_STREAK && held.expiresAt > this.clock.now()) {
        this.touch(id, held);
        return held;
      }
    }
    return this.read(id);
  }

  private async read(id: string): Promise<T | undefined> {
    const key = this.key(id);
    const held = this.held.get(id);
    const known = held && this.versions.get(held);
    const asked = known?.version ?? '';
    const reply = await orUnavailable(this.commands.liveEntryRead(key, `${key}:log`, asked, known ? known.logLength : -1, known?.epoch ?? ''));
    if (reply === null) {
      this.forget(id);
      return undefined;
    }
    // Another read may have replaced the held value meanwhile, or a save of it be in flight or
    // have landed (what changed is then counted from a version it no longer is).
    const current = held !== undefined && this.held.get(id) === held && known!.writing === 0 && known!.version === asked;
    let value: T;
    if (reply.length === 1 && current && known!.version === reply[0]) {
      value = held;
      known!.current++;
      this.touch(id, value);
    } else if (reply.length === 5) {
      value = this.load(id, reply[0], reply[1], reply[2], reply[3], reply[4]);
    } else if (reply.length === 3 && current) {
      value = this.advance(id, held, known!, reply[0], reply[1], reply[2]);
    } else {
      // What this instance holds is ahead of Redis (its own save in flight) or was replaced
      // meanwhile: read the entry whole, into a value of its own.
      this.forget(id);
      return this.read(id);
    }
    if (value.expiresAt <= this.clock.now()) {
      await this.drop([id]);
      return undefined;
    }
    return value;
  }

  async set(id: string, value: T, options: SaveOptions = {}): Promise<void> {
    const key = this.key(id);
    const known = this.versions.get(value);
    const growing = this.shape.growing(value);
    const version = `${this.writer}.${++this.written}`;
    const head = JSON.stringify(this.shape.head(value));
    if (!known) {
      // A value this store did not hand out (a new entry): stored anew.
      this.forget(id);
      const px = Math.max(1, value.expiresAt - this.clock.now()) + this.graceMs;
      await orUnavailable(
        this.commands.liveEntryCreate(key, `${key}:log`, this.index, version, version, JSON.stringify(this.shape.fixed(value)), head, JSON.stringify(growing), px, value.expiresAt, id),
      );
      this.remember(id, value, { version, epoch: version, logLength: 1, lengths: growing.map((a) => a.length), writing: 0, current: CURRENT_STREAK });
      return;
    }
    // A value read from Redis: stored only over the version it was read at, sending what grew.
    // Not while another save of it is in flight, nor after one was refused: what it holds may
    // include a change its caller was told did not happen.
    if (known.writing > 0 || !known.version || growing.some((a, i) => a.length < known.lengths[i]!)) {
      // Two callers changed one value (read concurrently): the save in flight must not mark it
      // stored, as it now holds this caller's change too.
      known.version = '';
      this.forget(id);
      throw new EntryChanged(id);
    }
    const lengths = growing.map((a) => a.length);
    const grown = lengths.some((n, i) => n > known.lengths[i]!);
    const appended = grown ? JSON.stringify(growing.map((a, i) => a.slice(known.lengths[i]))) : '';
    const expected = known.version;
    let reply: SaveReply;
    known.writing++;
    try {
      reply = await orUnavailable(this.commands.liveEntrySave(key, `${key}:log`, this.lockKey(id), expected, version, head, appended, options.unlocked ? '1' : '', known.logLength, known.epoch));
    } catch (err) {
      // Its in-memory state may not be what Redis holds: never stored, and read afresh next time.
      known.version = '';
      this.forget(id);
      throw err;
    } finally {
      known.writing--;
    }
    if (reply === 1) {
      if (known.version !== expected) return; // changed again meanwhile (above): read afresh next time
      known.version = version;
      known.lengths = lengths;
      if (grown) known.logLength++;
      return;
    }
    // Refused: this value holds a change that was not stored. The copy this instance keeps becomes
    // what Redis holds (the value as read, less what the caller added, plus what changed since),
    // handed to the caller with the refusal, so making the change again on it needs no read.
    known.version = '';
    if (Array.isArray(reply) && this.held.get(id) === value) {
      const [version, changedHead, log, locked] = reply;
      throw new EntryChanged(id, locked === 1, this.advance(id, value, known, version, changedHead, log));
    }
    this.forget(id);
    throw new EntryChanged(id);
  }

  async delete(id: string): Promise<boolean> {
    this.forget(id);
    const key = this.key(id);
    const replies = await orUnavailable(this.redis.multi().del(key, `${key}:log`).zrem(this.index, id).exec());
    return Number(replies?.[0]?.[1]) > 0;
  }

  async size(): Promise<number> {
    return orUnavailable(this.redis.zcard(this.index));
  }

  async sweep(): Promise<number> {
    const expired = await orUnavailable(this.redis.zrangebyscore(this.index, '-inf', this.clock.now()));
    if (expired.length === 0) return 0;
    return this.drop(expired);
  }

  /** A whole entry as read: fixed part, head and every log entry. */
  private load(id: string, version: string, head: string, log: string[], fixed: string, epoch: string): T {
    const value = this.shape.build(JSON.parse(fixed), JSON.parse(head), this.appended(log));
    this.remember(id, value, { version, epoch, logLength: log.length, lengths: this.shape.growing(value).map((a) => a.length), writing: 0, current: 0 });
    return value;
  }

  /** Another instance saved since: a new value with the new head and what its saves added. */
  private advance(id: string, held: T, known: Stored, version: string, head: string, log: string[]): T {
    const value = this.shape.update(held, JSON.parse(head), this.appended(log), known.lengths);
    this.remember(id, value, { version, epoch: known.epoch, logLength: known.logLength + log.length, lengths: this.shape.growing(value).map((a) => a.length), writing: 0, current: 0 });
    return value;
  }

  /** Log entries (each what one save added to every growing array) as one list per array. */
  private appended(log: string[]): unknown[][] {
    const arrays: unknown[][] = Array.from({ length: this.shape.arrays }, () => []);
    for (const entry of log) (JSON.parse(entry) as unknown[][]).forEach((added, i) => arrays[i]?.push(...added));
    return arrays;
  }

  private remember(id: string, value: T, stored: Stored): void {
    this.versions.set(value, stored);
    this.held.renew(id, value);
  }

  /** Most recently used last (renewed), so the first key is the one to let go. */
  private touch(id: string, value: T): void {
    this.held.renew(id, value);
  }

  private forget(id: string): void {
    this.held.delete(id);
  }

  /** Removes expired entries; only the instance whose ZREM removed one tells its listeners. */
  private async drop(ids: string[]): Promise<number> {
    const m = this.redis.multi();
    for (const id of ids) {
      this.forget(id);
      m.del(this.key(id), `${this.key(id)}:log`).zrem(this.index, id);
    }
    const replies = (await orUnavailable(m.exec())) ?? [];
    let dropped = 0;
    ids.forEach((id, i) => {
      if (replies[2 * i + 1]?.[1] !== 1) return;
      dropped++;
      for (const listener of this.listeners) listener(id);
    });
    return dropped;
  }
}
