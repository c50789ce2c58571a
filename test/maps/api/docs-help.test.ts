// Self-description (version 1.1.0, links to the OpenAPI document and reference), the plain-text help
// whose curl lines are run with the real curl against a live server, and health.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../../../src/http/http-server.js';
import { mapsApp } from './support.js';

const run = promisify(execFile);

describe('GET /api/direct/docs', () => {
  it('reports version 1.1.0 and links the OpenAPI document and the reference', async () => {
    const { app } = await mapsApp();
    const res = await request(app).get('/api/direct/docs').set('Host', 'maps.example:8080').expect(200);
    expect(res.body).toMatchObject({
      version: '1.1.0',
      openapi: 'http://maps.example:8080/api/openapi.json',
      reference: 'http://maps.example:8080/api/reference',
      help: 'http://maps.example:8080/api/direct/map?help',
      authentication: { required: false },
    });
    expect(res.body.languages).toHaveLength(14);
    expect(res.body.endpoints.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(['/api/direct/map', '/api/map/curriculum', '/api/direct/suggest']));
    // The links resolve.
    await request(app).get(new URL(res.body.openapi).pathname).expect(200);
    await request(app).get(new URL(res.body.reference).pathname).expect(200);
  });

  it('uses PUBLIC_BASE_URL when set and reports auth when MAP_API_KEYS is set', async () => {
    const { app } = await mapsApp({ env: { PUBLIC_BASE_URL: 'https://learn.example.org/', MAP_API_KEYS: 'k' } });
    const res = await request(app).get('/api/direct/docs').expect(200);
    expect(res.body.openapi).toBe('https://learn.example.org/api/openapi.json');
    expect(res.body.authentication.required).toBe(true);
  });
});

describe('GET /api/direct/health', () => {
  it('reports status, version and providers', async () => {
    const { app } = await mapsApp();
    const res = await request(app).get('/api/direct/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', version: '1.1.0', providers: { builtin: true, default: 'provider_a', configured: [] } });
  });
});

describe('GET /api/direct/map?help', () => {
  let server: RunningServer;
  let help = '';
  beforeAll(async () => {
    const t = await mapsApp();
    server = await startHttpServer(t.app, t.deps.config.server, t.deps.logger, { port: 0, host: '127.0.0.1' });
    const res = await fetch(`${server.url}/api/direct/map?help`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    help = await res.text();
  });
  afterAll(async () => {
    await server.shutdown();
  });

  it('is concise plain text naming both forms, the options and the errors', () => {
    expect(help.length).toBeLessThan(4000);
    for (const word of ['domain', 'subdomain', 'key', 'problem', 'skipCache', 'includeLearningPath', 'X-Language', 'X-LLM-Provider', 'invalid_request', '1.1.0']) {
      expect(help).toContain(word);
    }
    expect(help).not.toMatch(/<html/i);
  });

  it('has curl examples that work as printed', async () => {
    // Join continuation lines, then run every curl command with the real curl.
    const commands = help
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((l) => l.startsWith('curl '));
    expect(commands.length).toBeGreaterThanOrEqual(4);
    for (const cmd of commands) {
      const { stdout } = await run('sh', ['-c', `${cmd} -w '\\n%{http_code}'`], { timeout: 15_000 });
      const lines = stdout.trimEnd().split('\n');
      const status = lines.pop();
      expect(status, cmd).toBe('200');
      expect(JSON.parse(lines.join('\n')).success, cmd).toBe(true);
    }
  });

  it('shows the key header in the examples when auth is on', async () => {
    const { app } = await mapsApp({ env: { MAP_API_KEYS: 'k1' } });
    const res = await request(app).get('/api/direct/map?help').expect(200);
    expect(res.text).toContain("-H 'X-API-Key: YOUR_KEY'");
  });
});
