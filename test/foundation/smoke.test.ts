import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';

describe('app skeleton', () => {
  it('answers health with the service version', async () => {
    const { app } = await buildTestApp();
    const res = await request(app).get('/api/direct/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+$/), providers: { builtin: true } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('says one version everywhere: package.json\'s, in health, the OpenAPI document and the maps\' self-description, help and pages', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const { app } = await buildTestApp();
    expect((await request(app).get('/api/direct/health').expect(200)).body.version).toBe(version);
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body;
    expect(doc.info.version).toBe(version);
    expect((await request(app).get('/api/direct/docs').expect(200)).body.version).toBe(version);
    expect((await request(app).get('/api/direct/map?help').expect(200)).text).toMatch(new RegExp(`^Concept Map API ${version.replace(/\./g, '\\.')} `));
    expect((await request(app).get('/api/direct/compose').expect(200)).text).toContain(`<span class="ver">${version}</span>`);
    // The reference's description and example of the self-description say it too.
    const described = JSON.stringify(doc.paths['/api/direct/docs']);
    expect(described).toContain(`Version ${version},`);
    expect(described).toContain(`"version":"${version}"`);
  });

  it('serves the OpenAPI 3.1 document and a reference page', async () => {
    const { app } = await buildTestApp();
    const doc = await request(app).get('/api/openapi.json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/api/direct/health']).toBeDefined();
    const page = await request(app).get('/api/reference').expect(200);
    expect(page.text).toContain('/api/direct/health');
  });
});
