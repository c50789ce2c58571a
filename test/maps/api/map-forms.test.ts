// The map request's forms: structural and free text, POST and GET ?json=, and the refusals
// (both forms, neither, partial structural, unknown fields, bad JSON) in the maps area's error shape (docs/errors.md).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FREE_TEXT, mapsApp, STRUCTURAL } from './support.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectMapShape(body: Record<string, unknown>) {
  expect(body).toMatchObject({ success: true, mapId: expect.stringMatching(UUID), lang: 'en' });
  const map = body.map as { nodes: Array<{ id: string; type: string }>; edges: Array<{ from: string; to: string; type: string }>; learningPath: string[]; learningPhases: Array<{ name: string; nodeIds: string[] }> };
  expect(map.nodes.length).toBeGreaterThan(0);
  const ids = new Set(map.nodes.map((n) => n.id));
  for (const n of map.nodes) expect(['concept', 'skill', 'prerequisite']).toContain(n.type);
  for (const e of map.edges) {
    expect(ids.has(e.from) && ids.has(e.to)).toBe(true);
    expect(['requires', 'enables', 'related', 'special-case']).toContain(e.type);
  }
  for (const id of map.learningPath) expect(ids.has(id)).toBe(true);
  for (const p of map.learningPhases) expect(p.nodeIds.length).toBeGreaterThan(0);
  expect(body.generator).toMatchObject({ provider: expect.any(String), model: expect.any(String) });
  expect(Array.isArray(body.warnings)).toBe(true);
  // Anonymous requests: the map is only cached in memory (keyed ones are stored, map-cache.test.ts).
  expect(body.storePath).toBe(`cache:${String(body.mapId)}`);
}

describe('POST /api/direct/map', () => {
  it('answers the structural form with the documented shape and echoes the structural fields', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectMapShape(res.body);
    expect(res.body.method).toBe('structural');
    expect(res.body.input).toEqual(STRUCTURAL);
    expect(res.body.cached).toBe(false);
    expect(res.body.map.nodes.filter((n: { isCenter?: boolean }) => n.isCenter)).toHaveLength(1);
  });

  it('answers the free-text form', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').send(FREE_TEXT).expect(200);
    expectMapShape(res.body);
    expect(res.body.method).toBe('freeText');
    expect(res.body.input).toEqual(FREE_TEXT);
  });

  it('refuses both forms in one request (400, the maps error body)', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').send({ ...STRUCTURAL, ...FREE_TEXT }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', message: expect.stringMatching(/not both/) });
    expect(res.body.details).toMatchObject({ field: 'problem' });
  });

  it('refuses neither form', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').send({ lang: 'en' }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', message: expect.stringMatching(/either the structural form/) });
  });

  it('names the missing structural fields', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').send({ domain: 'Physics' }).expect(400);
    expect(res.body.message).toMatch(/subdomain: required/);
    expect(res.body.message).toMatch(/key: required/);
  });

  it('refuses unknown fields, naming them', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').send({ ...STRUCTURAL, skipcache: true, config: { llm: {}, storage: {} } }).expect(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(/skipcache: unknown field/);
    expect(res.body.message).toMatch(/config\.storage: unknown field/);
  });

  it('refuses empty and over-long strings and a body that is not an object', async () => {
    const { app } = await mapsApp();
    expect((await request(app).post('/api/direct/map').send({ problem: '   ' }).expect(400)).body.message).toMatch(/problem: must not be empty/);
    expect((await request(app).post('/api/direct/map').send({ problem: 'x'.repeat(4001) }).expect(400)).body.message).toMatch(/at most 4000/);
    expect((await request(app).post('/api/direct/map').send([STRUCTURAL]).expect(400)).body.message).toMatch(/must be a JSON object/);
    expect((await request(app).post('/api/direct/map').expect(400)).body.message).toMatch(/must be a JSON object/);
  });

  it('refuses malformed JSON with invalid_json', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').set('Content-Type', 'application/json').send('{"problem":').expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_json' });
  });

  it('refuses bad query flags', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map?skipCache=yes').send(STRUCTURAL).expect(400);
    expect(res.body.message).toMatch(/skipCache: must be true or false/);
  });
});

describe('GET /api/direct/map?json=', () => {
  it('gives the same response as the POST of that body', async () => {
    const { app } = await mapsApp();
    const post = await request(app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    const get = await request(app).get('/api/direct/map').query({ json: JSON.stringify(STRUCTURAL) }).expect(200);
    expect({ ...get.body, cached: false }).toEqual(post.body);
    expect(get.body.cached).toBe(true);
  });

  it('equals the POST on a fresh server too (GET first)', async () => {
    const a = await mapsApp();
    const b = await mapsApp();
    const get = await request(a.app).get(`/api/direct/map?json=${encodeURIComponent(JSON.stringify(FREE_TEXT))}`).expect(200);
    const post = await request(b.app).post('/api/direct/map').send(FREE_TEXT).expect(200);
    const strip = (x: Record<string, unknown>) => ({ ...x, mapId: undefined, storePath: undefined });
    expect(strip(get.body)).toEqual(strip(post.body));
  });

  it('applies the same validation (both forms, unknown fields)', async () => {
    const { app } = await mapsApp();
    const both = await request(app).get('/api/direct/map').query({ json: JSON.stringify({ ...STRUCTURAL, ...FREE_TEXT }) }).expect(400);
    expect(both.body.error).toBe('invalid_request');
    const unknown = await request(app).get('/api/direct/map').query({ json: JSON.stringify({ ...FREE_TEXT, extra: 1 }) }).expect(400);
    expect(unknown.body.message).toMatch(/extra: unknown field/);
  });

  it('refuses a json parameter that is not JSON, and a GET with neither json nor help', async () => {
    const { app } = await mapsApp();
    expect((await request(app).get('/api/direct/map?json=%7Bnope').expect(400)).body).toMatchObject({ success: false, error: 'invalid_json' });
    expect((await request(app).get('/api/direct/map').expect(400)).body.message).toMatch(/\?json=/);
    const proto = await request(app).get('/api/direct/map').query({ json: '{"__proto__":{"x":1},"problem":"p"}' }).expect(400);
    expect(proto.body.error).toBe('invalid_json');
  });
});
