import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ApiKeySet, bearerToken, safeEqual } from '../../src/http/api-keys.js';
import { buildTestApp } from '../helpers/app.js';

describe('security headers and CORS', () => {
  it('sets helmet headers and hides X-Powered-By', async () => {
    const { app } = await buildTestApp();
    const res = await request(app).get('/api/direct/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('JSON responses carry the OWASP API header set; HTML pages carry the full document set', async () => {
    const { app } = await buildTestApp();
    const api = await request(app).get('/api/direct/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect(api.headers[documentOnly], documentOnly).toBeUndefined();
    }
    const notFound = await request(app).get('/api/nothing');
    expect(notFound.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    for (const path of ['/api/reference', '/api/direct/compose', '/']) {
      const page = await request(app).get(path);
      expect(page.headers['content-type'], path).toMatch(/html/);
      expect(page.headers['content-security-policy'], path).toContain("script-src");
      expect(page.headers['origin-agent-cluster'], path).toBe('?1');
      expect(page.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('allows only CORS_ORIGINS', async () => {
    const { app } = await buildTestApp({ env: { CORS_ORIGINS: 'https://school.example' } });
    const ok = await request(app).options('/api/direct/health').set('Origin', 'https://school.example').set('Access-Control-Request-Method', 'GET');
    expect(ok.headers['access-control-allow-origin']).toBe('https://school.example');
    const no = await request(app).options('/api/direct/health').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'GET');
    expect(no.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('without CORS_ORIGINS answers no cross-origin request, preflight included', async () => {
    const { app } = await buildTestApp();
    const pre = await request(app).options('/api/direct/health').set('Origin', 'https://school.example').set('Access-Control-Request-Method', 'POST');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    const get = await request(app).get('/api/direct/health').set('Origin', 'https://school.example');
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const { app } = await buildTestApp();
    const a = await request(app).get('/api/direct/health').set('X-Request-Id', 'abc-123');
    expect(a.headers['x-request-id']).toBe('abc-123');
    const b = await request(app).get('/api/direct/health').set('X-Request-Id', 'bad id\twith spaces');
    expect(b.headers['x-request-id']).not.toContain(' ');
  });
});

describe('API keys', () => {
  it('matches keys of any length in constant time and returns a stable index', () => {
    const keys = new ApiKeySet(['alpha', 'beta-longer-key']);
    expect(keys.match('beta-longer-key')).toBe(1);
    expect(keys.match('alpha')).toBe(0);
    expect(keys.match('alph')).toBe(-1);
    expect(keys.match('')).toBe(-1);
    expect(new ApiKeySet([]).enabled).toBe(false);
    expect(safeEqual('a', 'a')).toBe(true);
    expect(safeEqual('a', 'ab')).toBe(false);
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
  });
});

describe('precomputed security headers', () => {
  it('replays exactly what helmet sets', async () => {
    const express = (await import('express')).default;
    const helmet = (await import('helmet')).default;
    const { precomputeHeaders } = await import('../../src/http/middleware/security.js');
    const opts = { contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } } };
    const direct = express().use(helmet(opts)).get('/', (_q, r) => void r.send('x'));
    const replay = express().use(precomputeHeaders(helmet(opts))).get('/', (_q, r) => void r.send('x'));
    const a = await request(direct).get('/');
    const b = await request(replay).get('/');
    const pick = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'etag', 'content-length', 'content-type', 'x-powered-by', 'connection'].includes(k)));
    expect(pick(b.headers)).toEqual(pick(a.headers));
    expect(Object.keys(pick(a.headers)).length).toBeGreaterThan(8);
  });
});
