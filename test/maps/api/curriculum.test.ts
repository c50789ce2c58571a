// POST /api/map/curriculum: no auth, concepts required, targetCount default 15 and at most 30,
// optional llmProvider, descriptions on every node.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mapsApp, recordingGateway } from './support.js';

const concepts = Array.from({ length: 40 }, (_, i) => `concept number ${i + 1}`);
const base = { domain: 'Mathematics', subdomain: 'Algebra', concepts: ['variables', 'linear equations', 'quadratic equations', 'functions'] };

describe('POST /api/map/curriculum', () => {
  it('returns a curriculum whose nodes all carry descriptions', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/map/curriculum').send(base).expect(200);
    expect(res.body).toMatchObject({ success: true, lang: 'en', generator: { provider: expect.any(String) } });
    const c = res.body.curriculum;
    expect(c.nodes.length).toBeGreaterThan(0);
    for (const n of c.nodes) expect(n.description).toEqual(expect.any(String));
    for (const n of c.nodes) expect(n.description.length).toBeGreaterThan(0);
    expect(Array.isArray(c.edges) && Array.isArray(c.learningPath) && Array.isArray(c.learningPhases)).toBe(true);
  });

  it('defaults targetCount to 15 and never exceeds 30 nodes', async () => {
    const { app } = await mapsApp();
    const byDefault = await request(app).post('/api/map/curriculum').send({ ...base, concepts }).expect(200);
    expect(byDefault.body.curriculum.nodes.length).toBeLessThanOrEqual(15);
    const max = await request(app).post('/api/map/curriculum').send({ ...base, concepts, targetCount: 30 }).expect(200);
    expect(max.body.curriculum.nodes.length).toBeLessThanOrEqual(30);
  });

  it.each([
    [{ targetCount: 31 }, /targetCount: must be at most 30/],
    [{ targetCount: 0 }, /targetCount: must be at least 1/],
    [{ targetCount: 2.5 }, /targetCount: must be a whole number/],
    [{ targetCount: '10' }, /targetCount: must be a number/],
    [{ concepts: undefined }, /concepts/],
    [{ concepts: [] }, /concepts: must list at least one concept/],
    [{ concepts: 'algebra' }, /concepts: must be an array of strings/],
    [{ domain: undefined }, /domain/],
    [{ llmProvider: 'provider_x' }, /llmProvider: must be one of/],
    [{ extra: true }, /extra: unknown field/],
  ])('refuses %j', async (patch, message) => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/map/curriculum').send({ ...base, ...patch }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request' });
    expect(res.body.message).toMatch(message);
  });

  it('needs no authentication even when MAP_API_KEYS is set', async () => {
    const { app } = await mapsApp({ env: { MAP_API_KEYS: 'only-key' } });
    await request(app).post('/api/map/curriculum').send(base).expect(200);
  });

  it('passes llmProvider to the gateway', async () => {
    const llm = recordingGateway();
    const { app } = await mapsApp({ llm });
    await request(app).post('/api/map/curriculum').send({ ...base, llmProvider: 'provider_c' }).expect(200);
    expect(llm.calls.at(-1)).toMatchObject({ selection: { provider: 'provider_c' } });
  });

  it('honours lang like the map endpoint', async () => {
    const { app } = await mapsApp();
    expect((await request(app).post('/api/map/curriculum').set('X-Language', 'pt').send(base).expect(200)).body.lang).toBe('pt');
    expect((await request(app).post('/api/map/curriculum').send({ ...base, lang: 'nl' }).expect(200)).body.lang).toBe('nl');
  });
});
