// POST /api/direct/suggest: mode `curriculum` (the only mode); unknown modes are a 400 listing them.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mapsApp } from './support.js';

const body = { mode: 'curriculum', domain: 'Biology', subdomain: 'Genetics' };

describe('POST /api/direct/suggest', () => {
  it('returns curriculum suggestions', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/suggest').send({ ...body, count: 5, lang: 'fr' }).expect(200);
    expect(res.body).toMatchObject({ success: true, mode: 'curriculum', lang: 'fr', generator: { provider: expect.any(String) } });
    expect(Array.isArray(res.body.suggestions)).toBe(true);
    expect(res.body.suggestions.length).toBeLessThanOrEqual(5);
    for (const s of res.body.suggestions) {
      expect(s).toMatchObject({ label: expect.any(String), description: expect.any(String) });
      expect(['concept', 'skill', 'prerequisite']).toContain(s.type);
    }
  });

  it.each([['quiz'], [undefined], [42]])('refuses mode %j with 400 listing the modes', async (mode) => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/suggest').send({ ...body, mode }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'mode' } });
    expect(res.body.message).toMatch(/mode: must be one of: curriculum/);
  });

  it('validates the curriculum mode fields', async () => {
    const { app } = await mapsApp();
    expect((await request(app).post('/api/direct/suggest').send({ ...body, count: 31 }).expect(400)).body.message).toMatch(/count/);
    expect((await request(app).post('/api/direct/suggest').send({ mode: 'curriculum', domain: 'Biology' }).expect(400)).body.message).toMatch(/subdomain/);
    expect((await request(app).post('/api/direct/suggest').send({ ...body, lang: 'xx' }).expect(400)).body.message).toMatch(/en, es, fr/);
    expect((await request(app).post('/api/direct/suggest').send({ ...body, problem: 'x' }).expect(400)).body.message).toMatch(/problem: unknown field/);
  });
});
