// Entries that live until their own `expiresAt` (live conversation sessions). The port answers
// with a value or a promise (awaitable.ts): the memory store (conversations/store.ts) answers at
// once, the Redis one asynchronously. Expiry is decided on read against the injected clock, so it
// is exact whatever Redis does; Redis also drops each key a little after it (PX), so nothing stays
// in its memory for sessions nobody asks for.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Awaitable } from './awaitable.js';
import { LIVE_PREFIX, type Redis } from './redis.js';
import { orUnavailable } from './unavailable.js';

export interface Expiring {
  /** Epoch milliseconds after which the entry is gone. */
  expiresAt: number;
}

export interface ExpiringStore<T extends Expiring> {
  /** The live entry, or undefined when absent or expired (an expired entry is dropped). */
  get(id: string): Awaitable<T | undefined>;
  /**
   * Stores (or replaces) the entry; its expiry is its own `expiresAt`. A store shared between
   * instances refuses (EntryChanged) to store over a change it has not read.
   */
  set(id: string, value: T): Awaitable<void>;
  delete(id: string): Awaitable<boolean>;
  /** Entries held, expired-but-not-yet-swept ones included. */
  size(): Awaitable<number>;
  /** Drops every expired entry; returns how many were dropped. */
  sweep(): Awaitable<number>;
  /** Tells `listener` about every entry dropped by expiry (lets the owner free related state). */
  onExpire(listener: (id: string) => void): void;
}

/** The entry changed in the shared store (or went) since this instance read it; nothing was stored. */
export class EntryChanged extends Error {
  override name = 'EntryChanged';
  constructor(readonly id: string) {
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
  /** Brings a held entry up to date in place: its new head, and each growing array's new elements. */
  update(value: T, head: unknown, appended: unknown[][]): void;
}

/** The whole entry as the head: every save rewrites it (for small entries). */
export function wholeEntry<T>(): StoredShape<T> {
  return {
    arrays: 0,
    fixed: () => null,
    head: (value) => value,
    growing: () => [],
    build: (_fixed, head) => head as T,
    update: (value, head) => void Object.assign(value as object, head),
  };
}

export interface RedisExpiringStoreOptions<T> {
  /** How the entry splits for storage; default: the whole entry rewritten on each save. */
  shape?: StoredShape<T>;
  /** How long past `expiresAt` Redis keeps the key (the clock, not Redis, decides expiry). */
  graceMs?: number;
  /** Entries this instance keeps parsed between requests (least recently used go first). */
  held?: number;
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

// A save. With an expected version (ARGV[1]) it applies only over that version (else 0): the head
// and one log entry of what grew. Without one it stores the entry anew: fixed part, epoch, expiry
// and its place in the index. Either way the version becomes ARGV[2].
const WRITE = `
if ARGV[1] ~= "" then
  if redis.call("HGET", KEYS[1], "v") ~= ARGV[1] then return 0 end
else
  redis.call("DEL", KEYS[1], KEYS[2])
  redis.call("HSET", KEYS[1], "e", ARGV[5], "f", ARGV[6])
  redis.call("ZADD", KEYS[3], ARGV[8], ARGV[9])
end
redis.call("HSET", KEYS[1], "v", ARGV[2], "h", ARGV[3])
if ARGV[4] ~= "" then redis.call("RPUSH", KEYS[2], ARGV[4]) end
if ARGV[1] == "" then
  redis.call("PEXPIRE", KEYS[1], ARGV[7])
  redis.call("PEXPIRE", KEYS[2], ARGV[7])
end
return 1`;

type ReadReply = null | [string] | [string, string, string[]] | [string, string, string[], string, string];

interface StoreCommands {
  liveEntryRead(hash: string, log: string, version: string, fromLog: number, epoch: string): Promise<ReadReply>;
  // prettier-ignore
  liveEntryWrite(hash: string, log: string, index: string, expected: string, version: string, head: string, appended: string, epoch: string, fixed: string, px: number, expiresAt: number, id: string): Promise<number>;
}

/** What this instance knows of an entry it holds parsed: the Redis version it matches. */
interface Held<T> {
  value: T;
  version: string;
  epoch: string;
  /** Log entries applied. */
  logLength: number;
  /** Each growing array's length as stored. */
  lengths: number[];
  /** Saves of this value in flight: its in-memory state is ahead of Redis. */
  writing: number;
}

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
  private readonly capacity: number;
  private readonly held = new Map<string, Held<T>>();
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
    // Defined once per client (EVALSHA, falling back to EVAL after a script flush).
    const r = redis as Redis & Partial<StoreCommands>;
    if (!r.liveEntryRead) {
      redis.defineCommand('liveEntryRead', { numberOfKeys: 2, lua: READ });
      redis.defineCommand('liveEntryWrite', { numberOfKeys: 3, lua: WRITE });
    }
    this.commands = redis as unknown as StoreCommands;
  }

  private key(id: string): string {
    return `${LIVE_PREFIX}${this.name}:${id}`;
  }

  onExpire(listener: (id: string) => void): void {
    this.listeners.push(listener);
  }

  async get(id: string): Promise<T | undefined> {
    const key = this.key(id);
    let held = this.held.get(id);
    const reply = await orUnavailable(this.commands.liveEntryRead(key, `${key}:log`, held?.version ?? '', held ? held.logLength : -1, held?.epoch ?? ''));
    if (reply === null) {
      this.forget(id);
      return undefined;
    }
    held = this.held.get(id); // another read may have replaced it meanwhile
    if (reply.length === 1 && held?.version === reply[0]) {
      this.touch(id, held);
    } else if (reply.length === 5) {
      held = this.load(id, reply[0], reply[1], reply[2], reply[3], reply[4]);
    } else if (held && reply.length === 3 && held.writing === 0) {
      this.advance(held, reply[0], reply[1], reply[2]);
      this.touch(id, held);
    } else {
      // What this instance holds is ahead of Redis (its own save in flight) or was replaced
      // meanwhile: read the entry whole, into a value of its own.
      this.forget(id);
      return this.get(id);
    }
    if (held.value.expiresAt <= this.clock.now()) {
      await this.drop([id]);
      return undefined;
    }
    return held.value;
  }

  async set(id: string, value: T): Promise<void> {
    const key = this.key(id);
    const held = this.held.get(id);
    const growing = this.shape.growing(value);
    const lengths = growing.map((a) => a.length);
    const version = `${this.writer}.${++this.written}`;
    const head = JSON.stringify(this.shape.head(value));
    // The held value, grown since it was read: only what grew is sent.
    if (held?.value === value && growing.every((a, i) => a.length >= held.lengths[i]!)) {
      const grown = growing.some((a, i) => a.length > held.lengths[i]!);
      const appended = grown ? JSON.stringify(growing.map((a, i) => a.slice(held.lengths[i]))) : '';
      held.writing++;
      try {
        const applied = await orUnavailable(this.commands.liveEntryWrite(key, `${key}:log`, this.index, held.version, version, head, appended, '', '', 0, 0, id));
        if (applied !== 1) throw new EntryChanged(id);
      } catch (err) {
        // Its in-memory state is not what Redis holds: read it afresh next time.
        this.forget(id);
        throw err;
      } finally {
        held.writing--;
      }
      held.version = version;
      held.lengths = lengths;
      if (grown) held.logLength++;
      return;
    }
    // A value this instance did not read (a new entry): stored anew.
    this.forget(id);
    const epoch = version;
    const px = Math.max(1, value.expiresAt - this.clock.now()) + this.graceMs;
    await orUnavailable(
      this.commands.liveEntryWrite(key, `${key}:log`, this.index, '', version, head, JSON.stringify(growing), epoch, JSON.stringify(this.shape.fixed(value)), px, value.expiresAt, id),
    );
    this.remember(id, { value, version, epoch, logLength: 1, lengths, writing: 0 });
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
  private load(id: string, version: string, head: string, log: string[], fixed: string, epoch: string): Held<T> {
    const growing: unknown[][] = Array.from({ length: this.shape.arrays }, () => []);
    for (const entry of log) (JSON.parse(entry) as unknown[][]).forEach((added, i) => growing[i]?.push(...added));
    const value = this.shape.build(JSON.parse(fixed), JSON.parse(head), growing);
    const held: Held<T> = { value, version, epoch, logLength: log.length, lengths: this.shape.growing(value).map((a) => a.length), writing: 0 };
    this.remember(id, held);
    return held;
  }

  /** Another instance saved since: the new head and what its saves added. */
  private advance(held: Held<T>, version: string, head: string, log: string[]): void {
    const appended: unknown[][] = Array.from({ length: this.shape.arrays }, () => []);
    for (const entry of log) (JSON.parse(entry) as unknown[][]).forEach((added, i) => appended[i]?.push(...added));
    this.shape.update(held.value, JSON.parse(head), appended);
    held.version = version;
    held.logLength += log.length;
    held.lengths = this.shape.growing(held.value).map((a) => a.length);
  }

  private remember(id: string, held: Held<T>): void {
    this.held.set(id, held);
    if (this.held.size > this.capacity) this.held.delete(this.held.keys().next().value!);
  }

  /** Most recently used last, so the first key is the one to let go. */
  private touch(id: string, held: Held<T>): void {
    this.held.delete(id);
    this.held.set(id, held);
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
