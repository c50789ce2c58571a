import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';

describe('app skeleton', () => {
  it('answers health with the service version', async () => {
    const { app } = await buildTestApp();
    const res = await request(app).get('/api/direct/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', version: '1.1.0', providers: { builtin: true } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
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
