// A new map is serialised once for both its stored record and its cache entry: the record's bytes
// must be exactly JSON.stringify(record) (the stored format stays unchanged), and the entry exactly
// what serialising the record read back gives. map-record-fixtures.ts holds the records.
import { describe, expect, it } from 'vitest';
import { serialiseMap, serialiseNewMap } from '../../src/maps/map-bytes.js';
import { RECORDS, STORE_PATHS } from './map-record-fixtures.js';

describe('serialiseNewMap', () => {
  it.each(RECORDS)('gives the same bytes as serialising record and map apart (%s)', (_what, record) => {
    for (const storePath of STORE_PATHS) {
      const { recordJson, map } = serialiseNewMap(record, storePath);
      expect(recordJson.toString('utf8')).toBe(JSON.stringify(record));
      const expected = serialiseMap(record, storePath);
      expect(map).toEqual(expected);
      expect(map.body.equals(expected.body)).toBe(true);
    }
  });
});
