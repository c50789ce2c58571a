// The map response is assembled from a pre-serialised tail kept in the cache, so a cache hit costs
// one small JSON.stringify (the input echo) and no re-serialising of the map; the tail's bytes go
// to the socket as they are (request-input.ts sendJsonParts), never copied into a new buffer. The
// tail is kept as UTF-8 bytes, not a string: one non-Latin-1 character (an en dash in a WordNet
// gloss) makes a JS string two bytes per character, and every hit would re-encode it for the socket.
import type { MapRecord } from './map-repository.js';
import type { MapResponse } from './schemas.js';

export interface CachedMap {
  mapId: string;
  method: MapRecord['method'];
  /** `provider:model` that produced the map, for logs. */
  generator: string;
  /** `"lang":...,"createdAt":"..."}`: the response after `input`, serialised once, as UTF-8. */
  tail: Buffer;
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
  return { mapId: record.mapId, method: record.method, generator: `${record.generator.provider}:${record.generator.model}`, tail: Buffer.from(JSON.stringify(rest).slice(1), 'utf8') };
}

/**
 * A new map's stored record and its cache entry from one serialisation of the map: the record's
 * bytes are exactly `JSON.stringify(record)` and the entry exactly `toCachedMap(record, storePath)`,
 * but the map, generator, warnings and quality (nearly all of both) are stringified and encoded once.
 */
export function serialiseNewMap(record: MapRecord, storePath: string): { recordJson: Buffer; cached: CachedMap } {
  const { version, mapId, requestKey, method, input, lang, includeLearningPath, context } = record;
  // Key order as in the record and the response (JSON.stringify keeps insertion order).
  const body = Buffer.from(
    JSON.stringify({ map: record.map, generator: record.generator, warnings: record.warnings, ...(record.quality ? { quality: record.quality } : {}) }).slice(1, -1),
    'utf8',
  );
  const head = JSON.stringify({ version, mapId, requestKey, method, input, lang, includeLearningPath, ...(context ? { context } : {}) });
  const recordJson = Buffer.concat([
    Buffer.from(`${head.slice(0, -1)},`, 'utf8'),
    body,
    Buffer.from(`,${JSON.stringify({ createdAt: record.createdAt }).slice(1)}`, 'utf8'),
  ]);
  const tail = Buffer.concat([
    Buffer.from(`${JSON.stringify({ lang }).slice(1, -1)},`, 'utf8'),
    body,
    Buffer.from(`,${JSON.stringify({ storePath, createdAt: record.createdAt }).slice(1)}`, 'utf8'),
  ]);
  return { recordJson, cached: { mapId, method, generator: `${record.generator.provider}:${record.generator.model}`, tail } };
}

/** Bytes the entry holds in memory (the tail plus the small strings around it). */
export const cachedMapSize = (c: CachedMap) => c.tail.length + 256;

/** A response in two parts: the small per-request head (text) and the cached tail (bytes). */
export interface MapResponseParts {
  head: string;
  tail: Buffer;
}

export function renderMapResponse(c: CachedMap, input: MapRecord['input'], cached: boolean): MapResponseParts {
  // mapId is a UUID and method an enum: neither needs escaping.
  return { head: `{"success":true,"mapId":"${c.mapId}","method":"${c.method}","cached":${cached},"input":${JSON.stringify(input)},`, tail: c.tail };
}
