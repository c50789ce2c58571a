// A map's response is framed around its stored body's bytes (presenters.ts presentMap): joined, the
// parts must be exactly JSON.stringify of the response object, keys in the documented order, for a
// fresh and a cached answer.
import { describe, expect, it } from 'vitest';
import { serialiseMap } from '../../src/maps/map-bytes.js';
import type { MapRecord } from '../../src/maps/map-repository.js';
import { presentMap } from '../../src/maps/presenters.js';
import { RECORDS, STORE_PATHS } from './map-record-fixtures.js';

const joined = (parts: readonly (string | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p))).toString('utf8');

/** The response as an object, in the order the API has always sent its keys. */
function expectedResponse(r: MapRecord, input: MapRecord['input'], cached: boolean, storePath: string) {
  return {
    success: true,
    mapId: r.mapId,
    method: r.method,
    cached,
    input,
    lang: r.lang,
    map: r.map,
    generator: r.generator,
    warnings: r.warnings,
    ...(r.quality ? { quality: r.quality } : {}),
    storePath,
    createdAt: r.createdAt,
  };
}

describe('presentMap', () => {
  it.each(RECORDS)('gives the bytes of JSON.stringify(response), fresh and cached (%s)', (_what, record) => {
    // The echo is the request's own input, which may differ from the record's (case, spacing).
    const echo = 'problem' in record.input ? { problem: '  WIE – warum? ' } : { ...record.input, key: 'NEWTON\'S "SECOND"   law' };
    for (const storePath of STORE_PATHS) {
      for (const cached of [false, true]) {
        const text = joined(presentMap(serialiseMap(record, storePath), echo, cached));
        const expected = expectedResponse(record, echo, cached, storePath);
        expect(text).toBe(JSON.stringify(expected));
      }
    }
  });
});
