// A map's response, framed around the body its stored form already serialised (map-bytes.ts): a
// cache hit costs one small JSON.stringify (the input echo) and a few short strings, and the body's
// bytes go to the socket as they are (request-input.ts sendJsonParts), never copied into a new
// buffer. Called from the map endpoints' present steps (endpoints.ts).
import type { SerialisedMap } from './map-bytes.js';
import type { MapRecord } from './map-repository.js';

/**
 * A response in three parts, in the order they are sent: the per-request head up to the body, the
 * stored body's bytes, and the end. Together, byte for byte, `JSON.stringify` of the response
 * object `{success, mapId, method, cached, input, lang, map, generator, warnings, quality?,
 * storePath, createdAt}` (MapResponseSchema).
 */
export type MapResponseParts = readonly [head: string, body: Buffer, end: string];

export function presentMap(m: SerialisedMap, input: MapRecord['input'], cached: boolean): MapResponseParts {
  // mapId is a UUID, method and lang are enums: none needs escaping.
  const head = `{"success":true,"mapId":"${m.mapId}","method":"${m.method}","cached":${cached},"input":${JSON.stringify(input)},"lang":"${m.lang}",`;
  return [head, m.body, `,"storePath":${JSON.stringify(m.storePath)},"createdAt":${JSON.stringify(m.createdAt)}}`];
}
