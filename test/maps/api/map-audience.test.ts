// The optional `audience` field of a map request: validated, documented in the OpenAPI document,
// part of the cache identity, and it changes what the built-in map holds.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mapsApp } from './support.js';

const fractions = { domain: 'Mathematics', subdomain: 'Arithmetic', key: 'Fractions' };
const labels = (body: { map: { nodes: Array<{ label: string }> } }) => body.map.nodes.map((n) => n.label);

describe('map requests with an audience', () => {
  it('fractions for a 10-year-old is not fractions for an engineer', async () => {
    const { app } = await mapsApp();
    const child = (await request(app).post('/api/direct/map').send({ ...fractions, audience: { age: 10 } }).expect(200)).body;
    const engineer = (await request(app).post('/api/direct/map').send({ ...fractions, audience: { level: 'university' } }).expect(200)).body;
    expect(child.mapId).not.toBe(engineer.mapId);
    expect(labels(child)).not.toContain('Algebraic fractions');
    expect(labels(engineer)).toContain('Algebraic fractions');
    expect(labels(child)).toContain('Equivalent fractions');
    // Same audience again: the cached map.
    const again = (await request(app).post('/api/direct/map').send({ ...fractions, audience: { age: 10 } }).expect(200)).body;
    expect(again).toMatchObject({ mapId: child.mapId, cached: true });
    expect(child.quality.score).toBeGreaterThan(0.8);
  });

  it('refuses an audience it cannot read, naming the field', async () => {
    const { app } = await mapsApp();
    const empty = await request(app).post('/api/direct/map').send({ ...fractions, audience: {} }).expect(400);
    expect(JSON.stringify(empty.body)).toMatch(/age, grade or level/);
    const bad = await request(app).post('/api/direct/map').send({ ...fractions, audience: { grade: 20 } }).expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/audience\.grade/);
  });

  it('is documented in the OpenAPI document', async () => {
    const { app } = await mapsApp();
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body;
    const audience = doc.components.schemas.MapAudience;
    expect(audience.description).toMatch(/grade band/);
    expect(Object.keys(audience.properties)).toEqual(['age', 'grade', 'level']);
    expect(doc.components.schemas.MapRequest.properties.audience).toBeDefined();
  });
});
