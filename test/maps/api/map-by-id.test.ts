// GET /api/direct/map/:mapId: a map as its request answered it, with the rights of that request;
// anonymous maps while they are kept, stored maps (a key's, a batch's) from the object store.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { api, batchApp, concepts, waitForCompletion, type BatchTestApp } from '../../batch/helpers.js';
import { FREE_TEXT, mapsApp, STRUCTURAL } from './support.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let ctx: BatchTestApp | undefined;
afterEach(async () => {
  await ctx?.cleanup();
  ctx = undefined;
});

describe('GET /api/direct/map/:mapId', () => {
  it('returns an anonymous map exactly as its request did, while MAP_ANON_TTL_SECONDS keeps it', async () => {
    const t = await mapsApp({ env: { MAP_ANON_TTL_SECONDS: '60' } });
    const made = await request(t.app).post('/api/direct/map').send(FREE_TEXT).expect(200);
    expect(made.body.storePath).toBe(`cache:${made.body.mapId}`);

    const read = await request(t.app).get(`/api/direct/map/${made.body.mapId}`).expect(200);
    expect(read.headers['content-type']).toMatch(/application\/json/);
    expect(read.body).toEqual({ ...made.body, cached: true });

    t.clock.advance(61_000);
    const gone = await request(t.app).get(`/api/direct/map/${made.body.mapId}`).expect(404);
    expect(gone.body).toMatchObject({ success: false, error: 'map_not_found' });
  });

  it('answers 404 map_not_found for an unknown id, and for ids that are not map ids', async () => {
    const t = await mapsApp();
    for (const id of [UNKNOWN, 'not-a-map', '..%2F..%2Fusers', 'maps%2Fby-id%2Fx']) {
      const res = await request(t.app).get(`/api/direct/map/${id}`).expect(404);
      expect(res.body).toMatchObject({ success: false, error: 'map_not_found' });
    }
  });

  it('needs the map key when MAP_API_KEYS is set, and reads the stored map at its storePath', async () => {
    const t = await mapsApp({ env: { MAP_API_KEYS: 'key-one' } });
    const made = await request(t.app).post('/api/direct/map').set('X-API-Key', 'key-one').send(STRUCTURAL).expect(200);
    expect(made.body.storePath).toBe(`maps/by-id/${made.body.mapId}.json`);

    expect((await request(t.app).get(`/api/direct/map/${made.body.mapId}`).expect(401)).body.error).toBe('missing_api_key');
    expect((await request(t.app).get(`/api/direct/map/${made.body.mapId}`).set('X-API-Key', 'nope').expect(401)).body.error).toBe('invalid_api_key');
    // The key check comes first: an unknown id tells a caller without a key nothing.
    expect((await request(t.app).get(`/api/direct/map/${UNKNOWN}`).expect(401)).body.error).toBe('missing_api_key');

    const read = await request(t.app).get(`/api/direct/map/${made.body.mapId}`).set('Authorization', 'Bearer key-one').expect(200);
    expect(read.body).toEqual({ ...made.body, cached: true });
    // Stored maps outlive the anonymous TTL.
    t.clock.advance(48 * 3600_000);
    await request(t.app).get(`/api/direct/map/${made.body.mapId}`).set('X-API-Key', 'key-one').expect(200);
  });

  it('reads every mapId of a batch result', async () => {
    ctx = await batchApp();
    const { t, tok, classId } = ctx;
    const started = await api(t, tok.teacher).post('/api/curriculum/batch-generate', { classId, concepts: concepts(2, 'Fractions') });
    expect(started.status).toBe(202);
    await waitForCompletion(t, tok.teacher, started.body.batchId, classId);
    const results = (await api(t, tok.teacher).get(`/api/curriculum/batch-results/${started.body.batchId}?classId=${classId}`)).body.results as {
      mapId: string;
      storePath: string;
      label: string;
    }[];
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      const res = await request(t.app).get(`/api/direct/map/${r.mapId}`).expect(200);
      expect(res.body).toMatchObject({ success: true, mapId: r.mapId, storePath: r.storePath, input: { key: r.label } });
      expect(res.body.map.nodes.length).toBeGreaterThanOrEqual(3);
    }
  });
});
