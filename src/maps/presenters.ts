// The map response is assembled from a pre-serialised tail kept in the cache, so a cache hit costs
// one small JSON.stringify (the input echo) and a string concatenation: no re-serialising the map.
import type { MapRecord } from './map-repository.js';
import type { MapResponse } from './schemas.js';

export interface CachedMap {
  mapId: string;
  method: MapRecord['method'];
  /** `provider:model` that produced the map, for logs. */
  generator: string;
  /** `"lang":...,"createdAt":"..."}`: the response after `input`, serialised once. */
  tail: string;
}

export function toCachedMap(record: MapRecord, storePath: string): CachedMap {
  const rest: Omit<MapResponse, 'success' | 'mapId' | 'method' | 'cached' | 'input'> = {
    lang: record.lang,
    map: record.map,
    generator: record.generator,
    warnings: record.warnings,
    ...(record.quality ? { quality: record.quality } : {}),
    storePath,
    createdAt: record.createdAt,
  };
  return { mapId: record.mapId, method: record.method, generator: `${record.generator.provider}:${record.generator.model}`, tail: JSON.stringify(rest).slice(1) };
}

/** Bytes the entry holds in memory (UTF-16 strings: two bytes per code unit). */
export const cachedMapSize = (c: CachedMap) => 2 * (c.tail.length + 64);

export function renderMapResponse(c: CachedMap, input: MapRecord['input'], cached: boolean): string {
  // mapId is a UUID and method an enum: neither needs escaping.
  return `{"success":true,"mapId":"${c.mapId}","method":"${c.method}","cached":${cached},"input":${JSON.stringify(input)},${c.tail}`;
}
