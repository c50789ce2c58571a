// The map response is sent as bytes framed around the stored body (map-bytes.ts, presenters.ts),
// not through res.json: its text must be exactly JSON.stringify of the response object, keys in the
// order the API has always sent them, whether the map is fresh, cached in memory, read back from
// the store after a restart, read by id, or anonymous; and the stored record exactly
// JSON.stringify of the record, keys in the record's order.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/clock.js';
import type { MapRecord } from '../../../src/maps/map-repository.js';
import { FREE_TEXT, mapsApp, STRUCTURAL } from './support.js';

const MAP_KEY = 'map-key-0123456789';
type App = Parameters<typeof request>[0];
const post = (app: App, body: object, key: string | undefined = MAP_KEY) => {
  const r = request(app).post('/api/direct/map');
  return (key ? r.set('X-API-Key', key) : r).send(body).expect(200);
};

/** The response as an object in the documented key order, from the record that holds the map. */
function expectedResponse(r: MapRecord, input: unknown, cached: boolean, storePath: string) {
  const { mapId, method, lang, map, generator, warnings, quality, createdAt } = r;
  return { success: true, mapId, method, cached, input, lang, map, generator, warnings, ...(quality ? { quality } : {}), storePath, createdAt };
}

/** A record in the order the service builds it. */
function inRecordOrder(r: MapRecord): MapRecord {
  const { version, mapId, requestKey, method, input, lang, includeLearningPath, context, map, generator, warnings, quality, createdAt } = r;
  return { version, mapId, requestKey, method, input, lang, includeLearningPath, ...(context ? { context } : {}), map, generator, warnings, ...(quality ? { quality } : {}), createdAt };
}

describe('map response bytes', () => {
  it.each([
    ['structural', STRUCTURAL],
    ['free text with context', { ...FREE_TEXT, context: 'für Pflegekräfte – "Grundlagen"', lang: 'de' }],
  ])('are JSON.stringify of the response, fresh, cached, after a restart and by id (%s)', async (_what, body) => {
    const env = { MAP_API_KEYS: MAP_KEY };
    const t = await mapsApp({ env, random: seededRandom(7) });
    const fresh = await post(t.app, body);
    const storePath = fresh.body.storePath as string;
    expect(storePath).toBe(`maps/by-id/${fresh.body.mapId}.json`);
    const recordText = await readFile(path.join(t.dataDir, 'objects', storePath), 'utf8');
    const record = JSON.parse(recordText) as MapRecord;
    expect(recordText).toBe(JSON.stringify(inRecordOrder(record)));

    expect(fresh.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fresh.text).toBe(JSON.stringify(expectedResponse(record, fresh.body.input, false, storePath)));
    expect(Number(fresh.headers['content-length'])).toBe(Buffer.byteLength(fresh.text));
    const hit = await post(t.app, body);
    expect(hit.text).toBe(JSON.stringify(expectedResponse(record, fresh.body.input, true, storePath)));
    const byId = await request(t.app).get(`/api/direct/map/${record.mapId}`).set('X-API-Key', MAP_KEY).expect(200);
    expect(byId.text).toBe(hit.text);
    await t.close();

    // Read back from the store: the same bytes as the memory cache gave.
    const again = await mapsApp({ env, dataDir: t.dataDir, random: seededRandom(8) });
    const fromStore = await post(again.app, body);
    expect(fromStore.text).toBe(hit.text);
    await again.close();
  });

  it('are JSON.stringify of the response for an anonymous map (never stored)', async () => {
    const t = await mapsApp({ env: { MAP_ANON_TTL_SECONDS: '60' } });
    const fresh = await post(t.app, FREE_TEXT, undefined);
    const { mapId, method, input, lang, map, generator, warnings, quality, storePath, createdAt } = fresh.body;
    expect(storePath).toBe(`cache:${mapId}`);
    const expected = (cached: boolean) => JSON.stringify({ success: true, mapId, method, cached, input, lang, map, generator, warnings, ...(quality ? { quality } : {}), storePath, createdAt });
    expect(fresh.text).toBe(expected(false));
    expect((await post(t.app, FREE_TEXT, undefined)).text).toBe(expected(true));
    expect((await request(t.app).get(`/api/direct/map/${mapId}`).expect(200)).text).toBe(expected(true));
    await t.close();
  });
});
