// `lang`: body > X-Language header > ?lang > en; the 14 codes; anything else is a 400 that names them.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/maps/map-schema.js';
import { mapsApp, STRUCTURAL } from './support.js';

const ALLOWED = LANGS.join(', ');

describe('lang resolution', () => {
  it('defaults to en', async () => {
    const { app } = await mapsApp();
    expect((await request(app).post('/api/direct/map').send(STRUCTURAL).expect(200)).body.lang).toBe('en');
  });

  it('takes the body over the header over the query', async () => {
    const { app } = await mapsApp();
    const all = await request(app).post('/api/direct/map?lang=fr').set('X-Language', 'de').send({ ...STRUCTURAL, lang: 'es' }).expect(200);
    expect(all.body.lang).toBe('es');
    const headerAndQuery = await request(app).post('/api/direct/map?lang=fr').set('X-Language', 'de').send(STRUCTURAL).expect(200);
    expect(headerAndQuery.body.lang).toBe('de');
    const queryOnly = await request(app).post('/api/direct/map?lang=fr').send(STRUCTURAL).expect(200);
    expect(queryOnly.body.lang).toBe('fr');
  });

  it('accepts each of the 14 codes', async () => {
    const { app } = await mapsApp();
    for (const lang of LANGS) {
      const res = await request(app).post('/api/direct/map').send({ problem: 'Learn to bake bread', lang }).expect(200);
      expect(res.body.lang).toBe(lang);
    }
    expect(LANGS).toHaveLength(14);
  });

  it('matches header and query codes case-insensitively', async () => {
    const { app } = await mapsApp();
    expect((await request(app).post('/api/direct/map').set('X-Language', ' JA ').send(STRUCTURAL).expect(200)).body.lang).toBe('ja');
    expect((await request(app).post('/api/direct/map?lang=KO').send(STRUCTURAL).expect(200)).body.lang).toBe('ko');
  });

  it.each([
    ['body', (r: request.Test) => r.send({ ...STRUCTURAL, lang: 'xx' }), 'lang'],
    ['header', (r: request.Test) => r.set('X-Language', 'en-US').send(STRUCTURAL), 'X-Language'],
    ['query', (r: request.Test) => r.query({ lang: 'klingon' }).send(STRUCTURAL), 'lang'],
  ])('refuses an unknown code in the %s, naming the allowed codes', async (_where, build, field) => {
    const { app } = await mapsApp();
    const res = await build(request(app).post('/api/direct/map')).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request' });
    expect(res.body.message).toContain(ALLOWED);
    expect(res.body.details.field).toBe(field);
  });

  it('refuses a bad header even when the body sets lang (no silent typos)', async () => {
    const { app } = await mapsApp();
    const res = await request(app).post('/api/direct/map').set('X-Language', 'zz').send({ ...STRUCTURAL, lang: 'en' }).expect(400);
    expect(res.body.message).toMatch(/X-Language header/);
  });

  it('makes the language part of the cache key', async () => {
    const { app } = await mapsApp();
    const en = await request(app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    const es = await request(app).post('/api/direct/map').set('X-Language', 'es').send(STRUCTURAL).expect(200);
    expect(es.body.mapId).not.toBe(en.body.mapId);
  });
});
