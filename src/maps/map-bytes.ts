// A map as the area keeps it once made: the few facts about it, and its body (map, generator,
// warnings, quality: nearly all of its size) serialised once, as UTF-8 bytes. The stored record and
// every answer naming the map share those bytes: a new map's record is written from them, and the
// memory cache holds them, so a cache hit re-serialises nothing of the map and its bytes go to the
// socket as they are. Bytes, not a string: one non-Latin-1 character (an en dash in a WordNet
// gloss) makes a JS string two bytes per character, and every answer would re-encode it.
// This is storage, not presentation: how an answer frames the body is presenters.ts's.
import type { MapRecord } from './map-repository.js';

export interface SerialisedMap {
  mapId: string;
  method: MapRecord['method'];
  lang: MapRecord['lang'];
  /** Where the record is kept: its object key, `gs://<bucket>/<key>`, or `cache:<mapId>` (never stored). */
  storePath: string;
  createdAt: string;
  /** `provider:model` that produced the map, for logs. */
  generator: string;
  /** `"map":...,"generator":...,"warnings":...[,"quality":...]`: the record's body, without braces. */
  body: Buffer;
}

/** The body of a record, serialised in the record's key order (JSON.stringify keeps insertion order). */
function bodyBytesOf(record: MapRecord): Buffer {
  const { map, generator, warnings, quality } = record;
  return Buffer.from(JSON.stringify({ map, generator, warnings, ...(quality ? { quality } : {}) }).slice(1, -1), 'utf8');
}

function withBody(record: MapRecord, storePath: string, body: Buffer): SerialisedMap {
  const { mapId, method, lang, createdAt } = record;
  return { mapId, method, lang, storePath, createdAt, generator: `${record.generator.provider}:${record.generator.model}`, body };
}

/** A map read back from the store (or made without storing it): its body serialised once. */
export function serialiseMap(record: MapRecord, storePath: string): SerialisedMap {
  return withBody(record, storePath, bodyBytesOf(record));
}

/**
 * A new map's record bytes and its serialised form from one serialisation of the body: the record's
 * bytes are exactly `JSON.stringify(record)`, and the map exactly `serialiseMap(record, storePath)`.
 */
export function serialiseNewMap(record: MapRecord, storePath: string): { recordJson: Buffer; map: SerialisedMap } {
  const { version, mapId, requestKey, method, input, lang, includeLearningPath, context } = record;
  const body = bodyBytesOf(record);
  // Key order as in the record: the fields before the body, the body, then createdAt.
  const head = JSON.stringify({ version, mapId, requestKey, method, input, lang, includeLearningPath, ...(context ? { context } : {}) });
  const recordJson = Buffer.concat([Buffer.from(`${head.slice(0, -1)},`, 'utf8'), body, Buffer.from(`,${JSON.stringify({ createdAt: record.createdAt }).slice(1)}`, 'utf8')]);
  return { recordJson, map: withBody(record, storePath, body) };
}

/** Bytes an entry holds in memory (the body plus the small strings around it). */
export const serialisedMapSize = (m: SerialisedMap) => m.body.length + 256;
