// Bounded memos: a Map that keeps at most `max` entries, so text or keys that come from requests
// cannot grow a process-wide cache for ever. Two policies, because the code needs two, and each
// caller names the one it chose:
//
// - EmptiedWhenFull: when a new key arrives and the map is full, the whole map is emptied. The
//   cheapest bound there is (no bookkeeping per entry, one clear() per `max` misses), and right for
//   a working set that repeats: the knowledge base's own labels, WordNet's synsets, directories
//   already created. After an emptying the working set simply fills the map again.
// - EvictingOldest: when a new key arrives and the map is full, only the oldest entry goes.
//   Everything else stays, so there is no burst of misses after the bound is reached, and a
//   caller that renews an entry when it uses it (the live store's held sessions) keeps a hot
//   entry for as long as it stays hot (least recently used goes first). Right where a miss is
//   dear (a client with a connection pool, a prepared statement) or where many entries are used
//   at once (the character lines of every live session).
//
// Both are real Maps: a hit is Map.prototype.get itself (no wrapper on the hot path) and returns
// the very object that was stored. Only set() is theirs. Values are never `undefined`
// (`remember` and `memoize` read undefined as a miss).

/** A Map bounded at `max` entries, emptied all at once when a new key finds it full. */
export class EmptiedWhenFull<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
    if (!(max >= 1)) throw new RangeError(`a bounded memo keeps at least one entry (max ${max})`);
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }

  /** The value for `key`, computed by `compute` (and kept) when it is not there. */
  remember(key: K, compute: (key: K) => V): V {
    let value = this.get(key);
    if (value === undefined) this.set(key, (value = compute(key)));
    return value;
  }
}

/**
 * A Map bounded at `max` entries that lets the oldest go, one at a time. "Oldest" is the entry
 * that has been in the map longest: set() of a new key when full drops it first, and, as on any
 * Map, setting a key already there keeps its place (first in, first out). renew() puts a key last,
 * so a caller that renews an entry on use gets least-recently-used order instead.
 */
export class EvictingOldest<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
    if (!(max >= 1)) throw new RangeError(`a bounded memo keeps at least one entry (max ${max})`);
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }

  /** Sets `key` as the youngest entry, the last to go (least recently used order, for a caller that renews on use). */
  renew(key: K, value: V): this {
    this.delete(key);
    return this.set(key, value);
  }

  /** The value for `key`, computed by `compute` (and kept) when it is not there. A hit does not make it younger. */
  remember(key: K, compute: (key: K) => V): V {
    let value = this.get(key);
    if (value === undefined) this.set(key, (value = compute(key)));
    return value;
  }
}

/** `fn` remembered in `memo`: a hit returns the same object `fn` returned the first time. */
export function memoize<K, V>(fn: (key: K) => V, memo: EmptiedWhenFull<K, V> | EvictingOldest<K, V>): (key: K) => V {
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) memo.set(key, (value = fn(key)));
    return value;
  };
}
