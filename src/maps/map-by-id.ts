// Reading a map by its id (GET /api/direct/map/:mapId). Stored maps are read from the object store
// by id; anonymous maps are never stored, so they are indexed here by id for as long as the cache
// keeps them (MAP_ANON_TTL_SECONDS), expiring on the app clock.
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.js';
import type { MapRecord } from './map-repository.js';
import { serialisedMapSize, type SerialisedMap } from './map-bytes.js';

/** A map as its request answered it, with the input echo of that request. */
export interface MapById {
  map: SerialisedMap;
  input: MapRecord['input'];
}

/**
 * Map ids are UUIDs; anything else is unknown. The check also keeps an id from naming any other
 * object-store key (no `/`, no `..`).
 */
const MAP_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const isMapId = (id: string): boolean => MAP_ID.test(id);

export class EphemeralMapIndex {
  private readonly lru: LRUCache<string, MapById>;

  constructor(clock: Clock, limits: { maxEntries?: number; maxBytes?: number } = {}) {
    this.lru = new LRUCache<string, MapById>({
      max: limits.maxEntries ?? 1000,
      // The entries share their bytes with the request-keyed cache; the bound keeps the index from
      // holding maps that cache has already let go of for size.
      maxSize: limits.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (e) => serialisedMapSize(e.map),
      perf: { now: () => clock.now() },
    });
  }

  get(mapId: string): MapById | undefined {
    return this.lru.get(mapId);
  }

  set(mapId: string, entry: MapById, ttlMs: number): void {
    this.lru.set(mapId, entry, { ttl: ttlMs });
  }
}
