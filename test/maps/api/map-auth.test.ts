// MAP_API_KEYS: off when empty; when set, X-API-Key or Authorization: Bearer must carry a key.
// Help, docs, health, pages and the curriculum endpoint stay public.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mapsApp, STRUCTURAL } from './support.js';

const env = { MAP_API_KEYS: 'key-one,key-two' };

describe('map API keys', () => {
  it('needs no key when MAP_API_KEYS is unset', async () => {
    const { app } = await mapsApp();
    await request(app).post('/api/direct/map').send(STRUCTURAL).expect(200);
  });

  it('answers 401 missing_api_key without a key', async () => {
    const { app } = await mapsApp({ env });
    const res = await request(app).post('/api/direct/map').send(STRUCTURAL).expect(401);
    expect(res.body).toMatchObject({ success: false, error: 'missing_api_key' });
    await request(app).get('/api/direct/map').query({ json: JSON.stringify(STRUCTURAL) }).expect(401);
    await request(app).post('/api/direct/suggest').send({ mode: 'curriculum', domain: 'a', subdomain: 'b' }).expect(401);
  });

  it('answers 401 invalid_api_key for a wrong key, in either header', async () => {
    const { app } = await mapsApp({ env });
    expect((await request(app).post('/api/direct/map').set('X-API-Key', 'key-three').send(STRUCTURAL).expect(401)).body.error).toBe('invalid_api_key');
    expect((await request(app).post('/api/direct/map').set('Authorization', 'Bearer key-on').send(STRUCTURAL).expect(401)).body.error).toBe('invalid_api_key');
  });

  it('accepts X-API-Key and Authorization: Bearer', async () => {
    const { app } = await mapsApp({ env });
    await request(app).post('/api/direct/map').set('X-API-Key', 'key-one').send(STRUCTURAL).expect(200);
    await request(app).post('/api/direct/map').set('Authorization', 'Bearer key-two').send(STRUCTURAL).expect(200);
    await request(app).get('/api/direct/map').set('X-API-Key', 'key-two').query({ json: JSON.stringify(STRUCTURAL) }).expect(200);
  });

  it('checks the key before validating the body (no information to anonymous callers)', async () => {
    const { app } = await mapsApp({ env });
    expect((await request(app).post('/api/direct/map').send({ nonsense: true }).expect(401)).body.error).toBe('missing_api_key');
  });

  it('keeps help, docs, health, pages and curriculum public', async () => {
    const { app } = await mapsApp({ env });
    await request(app).get('/api/direct/map?help').expect(200);
    await request(app).get('/api/direct/docs').expect(200);
    await request(app).get('/api/direct/health').expect(200);
    await request(app).get('/api/direct/compose').expect(200);
    await request(app).get('/api/direct/mapHowTo').expect(200);
    await request(app).post('/api/map/curriculum').send({ domain: 'Math', subdomain: 'Algebra', concepts: ['variables'] }).expect(200);
  });

  it('does not put the key into the cache identity: different keys share one map', async () => {
    const { app } = await mapsApp({ env });
    const a = await request(app).post('/api/direct/map').set('X-API-Key', 'key-one').send(STRUCTURAL).expect(200);
    const b = await request(app).post('/api/direct/map').set('X-API-Key', 'key-two').send(STRUCTURAL).expect(200);
    expect(b.body.mapId).toBe(a.body.mapId);
  });

  it('never logs the key', async () => {
    const t = await mapsApp({ env });
    await request(t.app).post('/api/direct/map').set('X-API-Key', 'key-one').send(STRUCTURAL).expect(200);
    await request(t.app).post('/api/direct/map').set('Authorization', 'Bearer key-two').send(STRUCTURAL).expect(200);
    expect(JSON.stringify(t.logs)).not.toMatch(/key-one|key-two/);
  });
});
