// Map records for the serialisation tests: non-ASCII text, quotes and newlines to escape, with and
// without context and quality, both forms; keys in the order the service builds a record.
import type { MapRecord } from '../../src/maps/map-repository.js';

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

export const RECORDS: [string, MapRecord][] = [
  ['plain', base],
  ['with context and quality', { ...pick(base, 7), context: 'für Pflegekräfte', ...rest(base, 7, 10), quality: { score: 0.5 }, createdAt: base.createdAt } as unknown as MapRecord],
  ['free text', { ...base, method: 'freeText', input: { problem: 'Wie – warum?' } } as MapRecord],
];

/** A stored map's key, one in a request's bucket, and an anonymous map's (never stored). */
export const STORE_PATHS = ['maps/by-id/x.json', 'gs://b/maps/by-id/x.json', 'cache:x'];
