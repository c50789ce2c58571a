// Every failure leaves as JSON in its area's documented shape, with a machine code and a message.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { installRequestLog, requestLogging } from '../../src/http/middleware/request-logging.js';
import { createLogger } from '../../src/logger.js';
import { buildTestApp } from '../helpers/app.js';

const v1Shape = (body: Record<string, unknown>) => {
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body).not.toHaveProperty('success');
};
const standardShape = (body: Record<string, unknown>) => {
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
};

describe('error responses', () => {
  it('malformed JSON is 400 invalid_json in both shapes', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'k1' } });
    const a = await request(app).post('/api/v1/conversations').set('Authorization', 'Bearer k1').set('Content-Type', 'application/json').send('{"scenario_id": ');
    expect(a.status).toBe(400);
    v1Shape(a.body);
    expect(a.body.error).toBe('invalid_json');
    const b = await request(app).post('/api/direct/map').set('Content-Type', 'application/json').send('{nope');
    expect(b.status).toBe(400);
    standardShape(b.body);
    expect(b.body.error).toBe('invalid_json');
  });

  it('oversized bodies are 413 payload_too_large (limit configurable)', async () => {
    const { app } = await buildTestApp({ env: { BODY_LIMIT_KB: '1', SERVICE_API_KEYS: 'k1' } });
    const big = JSON.stringify({ problem: 'x'.repeat(4096) });
    const res = await request(app).post('/api/direct/map').set('Content-Type', 'application/json').send(big);
    expect(res.status).toBe(413);
    standardShape(res.body);
    expect(res.body.error).toBe('payload_too_large');
    const v1 = await request(app).post('/api/v1/conversations').set('Authorization', 'Bearer k1').set('Content-Type', 'application/json').send(big);
    expect(v1.status).toBe(413);
    v1Shape(v1.body);
  });

  it('unknown routes are 404 not_found JSON, in the v1 shape under /api/v1', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'k1' } });
    const a = await request(app).get('/api/nothing-here');
    expect(a.status).toBe(404);
    standardShape(a.body);
    expect(a.body.error).toBe('not_found');
    const b = await request(app).get('/api/v1/nothing-here').set('Authorization', 'Bearer k1');
    expect(b.status).toBe(404);
    v1Shape(b.body);
    expect(b.body.error).toBe('not_found');
    const c = await request(app).get('/html-page-that-does-not-exist');
    expect(c.status).toBe(404);
    expect(c.headers['content-type']).toMatch(/json/);
  });

  it('every /api/v1/* path, known or not, is 503 public_api_disabled without SERVICE_API_KEYS', async () => {
    const { app } = await buildTestApp();
    for (const path of ['/api/v1/conversations', '/api/v1/nothing-here']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(503);
      v1Shape(res.body);
      expect(res.body.error).toBe('public_api_disabled');
    }
  });

  it('a non-JSON content type on a JSON endpoint is 415, never 500', async () => {
    const { app } = await buildTestApp();
    const res = await request(app).post('/api/direct/map').set('Content-Type', 'text/plain').send('domain=x');
    expect(res.status).toBe(415);
    standardShape(res.body);
    expect(res.body.error).toBe('unsupported_media_type');
    // Without a token, /api/classes refuses before looking at the body at all.
    const form = await request(app).post('/api/classes').type('form').send({ name: 'x' });
    expect(form.status).toBe(401);
  });

  it('unexpected failures are 500 internal_error without internals, logged with the request id', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (s: string) => void lines.push(s) });
    const app = express();
    installRequestLog(app, logger);
    app.use(requestLogging(logger));
    app.get('/api/boom', () => {
      throw new Error('database password is hunter2 at /srv/secret/path.ts:12');
    });
    app.use(errorHandler);
    const res = await request(app).get('/api/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: 'internal_error', message: 'An unexpected error occurred', requestId: res.headers['x-request-id'] });
    expect(JSON.stringify(res.body)).not.toMatch(/hunter2|secret|stack/);
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request failed');
    expect(failure).toBeDefined();
    expect((failure!.req as { id: string }).id).toBe(res.headers['x-request-id']);
  });
});

describe('prototype pollution', () => {
  it.each([
    ['__proto__', '{"__proto__":{"polluted":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
  ])('a body with a "%s" key is refused and pollutes nothing', async (_key, nested) => {
    const { app } = await buildTestApp();
    const body = `{"domain":"a","subdomain":"b","key":"c","nested":${nested}}`;
    const res = await request(app).post('/api/direct/map').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_json');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('a bare "constructor" or "prototype" key reaches no prototype: it is data, judged by the schema', async () => {
    const { app } = await buildTestApp();
    const body = '{"domain":"a","subdomain":"b","key":"c","nested":{"constructor":{"polluted":true},"prototype":{"polluted":true}}}';
    const res = await request(app).post('/api/direct/map').set('Content-Type', 'application/json').send(body);
    expect(res.body.error).not.toBe('invalid_json');
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
