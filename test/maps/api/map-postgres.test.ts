// Map requests through the real app with the request pointers on PostgreSQL: two instances sharing
// the record engine and the object store answer each other's stored maps (one generation per
// request across instances), and a regeneration on one moves the pointer for both.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SqlMapPointers } from '../../../src/maps/index.js';
import { recordEngines } from '../../helpers/record-engines.js';
import { mapsApp, STRUCTURAL, tempDataDir } from './support.js';

const open = recordEngines();
const MAP_KEY = 'map-key-0123456789';
type App = Parameters<typeof request>[0];
const post = (app: App, body: object, query = '') => request(app).post(`/api/direct/map${query}`).set('X-API-Key', MAP_KEY).send(body).expect(200);

describe('map pointers on PostgreSQL, two instances', () => {
  it("answers a request from the map another instance stored, and follows its regeneration", async () => {
    const records = await open('postgres');
    const objects = tempDataDir();
    const instance = () => mapsApp({ dataDir: objects, env: { MAP_API_KEYS: MAP_KEY }, stores: { mapPointers: new SqlMapPointers(records) } });
    const [a, b] = [await instance(), await instance()];
    const made = await post(a.app, STRUCTURAL);
    expect(made.body.cached).toBe(false);
    expect((await post(b.app, STRUCTURAL)).body).toMatchObject({ cached: true, mapId: made.body.mapId });

    const regenerated = await post(b.app, STRUCTURAL, '?skipCache=true');
    expect(regenerated.body.mapId).not.toBe(made.body.mapId);
    // A third instance (nothing in its memory) finds the new map through the shared pointer.
    const c = await instance();
    expect((await post(c.app, STRUCTURAL)).body).toMatchObject({ cached: true, mapId: regenerated.body.mapId });
    await request(a.app).get(`/api/direct/map/${regenerated.body.mapId}`).set('X-API-Key', MAP_KEY).expect(200);
    for (const t of [a, b, c]) await t.close();
  });
});
