// Docs match behaviour: .env.example lists exactly the settings config reads, and every operation
// the API reference (OpenAPI document) lists is served by a route (none answers the router's own
// 404 "No route for ...", nor 405 because only other methods are served on its path).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/config.js';
import { buildTestApp } from '../helpers/app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('.env.example', () => {
  it('lists exactly the settings config reads, each once', () => {
    const text = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const listed = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('every listed default is one config accepts', async () => {
    const text = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const env = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
    await expect(buildTestApp({ env: { ...env, NODE_ENV: 'test', DATA_DIR: '/tmp/lp-test-data' } })).resolves.toBeDefined();
  });
});

describe('the API reference promises only what is built', () => {
  it('every documented operation reaches a route', async () => {
    const t = await buildTestApp({ env: { SERVICE_API_KEYS: 'k-0123456789', AUTH_DEV_LOGIN: 'true' } });
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const missing: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const url = p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await request(t.app)[method as 'get'](url).set('Content-Type', 'application/json');
        const noRoute = res.status === 404 && String(res.body?.message ?? '').startsWith('No route for');
        if (noRoute || res.body?.error === 'method_not_allowed') missing.push(`${method.toUpperCase()} ${p}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the description names only areas that have routes', async () => {
    const t = await buildTestApp();
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as { info: { description: string }; paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    for (const [words, prefix] of [['school classes', '/api/school/'], ['class content', '/api/class-content/'], ['analytics', '/api/analytics/'], ['batch', '/api/curriculum/batch']] as const) {
      if (doc.info.description.toLowerCase().includes(words)) expect(paths.some((p) => p.startsWith(prefix)), words).toBe(true);
    }
    expect(doc.info.description.toLowerCase()).toContain('conversation practice');
    expect(JSON.stringify(doc)).not.toMatch(/used by the analytics/);
  });
});
