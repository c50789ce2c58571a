// A new map is serialised once for both its stored record and its answer: the bytes must be exactly
// what serialising each separately gives (the stored format and the response stay unchanged).
import { describe, expect, it } from 'vitest';
import type { MapRecord } from '../../src/maps/map-repository.js';
import { serialiseNewMap, toCachedMap } from '../../src/maps/presenters.js';

const base: MapRecord = {
  version: 1,
  mapId: '0b6f3f0e-8d8c-4b53-9a57-5d8f0c2a9f11',
  requestKey: 'abc123',
  method: 'structural',
  input: { domain: 'Physics', subdomain: 'Mechanics', key: "Newton's \"second\" law" },
  lang: 'de',
  includeLearningPath: true,
  map: {
    nodes: [{ id: 'a', label: 'Kraft – Größe', type: 'concept', description: 'Zeile\nzwei 🚀' }],
    edges: [],
    learningPath: ['a'],
    learningPhases: [{ name: 'P', nodeIds: ['a'] }],
  },
  generator: { provider: 'builtin', model: 'structural-v1' },
  warnings: ['w'],
  createdAt: '2026-01-01T00:00:00.000Z',
} as MapRecord;

const pick = (r: MapRecord, n: number) => Object.fromEntries(Object.entries(r).slice(0, n));
const rest = (r: MapRecord, from: number, to: number) => Object.fromEntries(Object.entries(r).slice(from, to));

describe('serialiseNewMap', () => {
  it.each([
    ['plain', base],
    // Keys in the order the service builds a record.
    ['with context and quality', { ...pick(base, 7), context: 'für Pflegekräfte', ...rest(base, 7, 10), quality: { score: 0.5 }, createdAt: base.createdAt } as unknown as MapRecord],
    ['free text', { ...base, method: 'freeText', input: { problem: 'Wie – warum?' } } as MapRecord],
  ])('gives the same bytes as serialising record and answer apart (%s)', (_what, record) => {
    for (const storePath of ['maps/by-id/x.json', 'gs://b/maps/by-id/x.json', 'cache:x']) {
      const { recordJson, cached } = serialiseNewMap(record, storePath);
      expect(recordJson.toString('utf8')).toBe(JSON.stringify(record));
      const expected = toCachedMap(record, storePath);
      expect(cached).toEqual(expected);
      expect(cached.tail.equals(expected.tail)).toBe(true);
    }
  });
});
