// Client errors (4xx) and expected 503s log at info or warn without a stack; only real faults
// (500) log at error.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { appError } from '../../src/http/errors.js';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { installRequestLog, requestLogging } from '../../src/http/middleware/request-logging.js';
import { createLogger } from '../../src/logger.js';
import { buildTestApp } from '../helpers/app.js';

function probe() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });
  const app = express();
  installRequestLog(app, logger);
  app.use(requestLogging(logger));
  app.get('/bad', () => {
    throw appError('invalid_request', 'nope');
  });
  app.get('/busy', () => {
    throw appError('capacity_exceeded', 'full');
  });
  app.get('/upstream', () => {
    throw appError('generation_failed', 'provider failed', undefined, { cause: new Error('https://internal.example/v1 said 500') });
  });
  app.get('/bug', () => {
    throw new TypeError('cannot read x of undefined');
  });
  app.use(errorHandler);
  return { app, lines };
}

const RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const worst = (lines: Record<string, unknown>[]) => Math.max(...lines.map((l) => RANK[l.level as string] ?? 0));
const stackIn = (lines: Record<string, unknown>[]) => lines.some((l) => JSON.stringify(l).includes('"stack"'));

describe('log levels', () => {
  it('4xx: the access line at info, nothing at warn or error, no stack', async () => {
    const { app, lines } = probe();
    await request(app).get('/bad').expect(400);
    await request(app).get('/nowhere');
    expect(lines.length).toBeGreaterThan(0);
    expect(worst(lines)).toBe(30);
    expect(stackIn(lines)).toBe(false);
  });

  it('expected 503 and upstream 502: warn at most, no stack; the cause is logged', async () => {
    const { app, lines } = probe();
    await request(app).get('/busy').expect(503);
    await request(app).get('/upstream').expect(502);
    expect(worst(lines)).toBe(40);
    expect(stackIn(lines)).toBe(false);
    expect(JSON.stringify(lines)).toContain('internal.example');
  });

  it('a real fault logs at error with its stack', async () => {
    const { app, lines } = probe();
    await request(app).get('/bug').expect(500);
    const fault = lines.find((l) => l.level === 'error' && l.msg === 'request failed');
    expect(fault).toBeDefined();
    expect(JSON.stringify(fault)).toContain('stack');
  });

  it('through the real app: 401 and 404 stay at info', async () => {
    const t = await buildTestApp({ env: { SERVICE_API_KEYS: 'k-0123456789' } });
    await request(t.app).post('/api/v1/conversations').send({}).expect(401);
    await request(t.app).get('/api/nothing-here').expect(404);
    expect(t.logs.filter((l) => (RANK[l.level as string] ?? 0) >= 40)).toEqual([]);
  });
});
