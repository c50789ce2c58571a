// The memory cache of rendered maps in front of the object store, behind an interface so a shared
// cache (e.g. Redis) can replace the in-process one with one adapter and one line in the
// composition root. A hit must stay cheap: the cached map carries its body serialised once (map-bytes.ts).
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.js';
import { serialisedMapSize, type SerialisedMap } from './map-bytes.js';

export interface MapCache {
  get(key: string): SerialisedMap | undefined;
  /** `ttl` (ms): an anonymous request's map, kept only this long (expiry follows the app clock). */
  set(key: string, map: SerialisedMap, opts?: { ttl?: number }): void;
}

export interface MapCacheLimits {
  /** Maps held at most. */
  maxEntries?: number;
  /** Bytes of serialised maps held at most (a larger map is not kept). */
  maxBytes?: number;
}

/** Least recently used maps in this process (lru-cache: a hit moves no Map entries). */
export class LruMapCache implements MapCache {
  private readonly lru: LRUCache<string, SerialisedMap>;

  constructor(clock: Clock, limits: MapCacheLimits = {}) {
    this.lru = new LRUCache<string, SerialisedMap>({
      max: limits.maxEntries ?? 1000,
      maxSize: limits.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: serialisedMapSize,
      // Anonymous maps expire (per-entry ttl); expiry follows the injected clock.
      perf: { now: () => clock.now() },
    });
  }

  get(key: string): SerialisedMap | undefined {
    return this.lru.get(key);
  }

  set(key: string, map: SerialisedMap, opts?: { ttl?: number }): void {
    this.lru.set(key, map, opts);
  }
}
