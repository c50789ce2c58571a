// One JSON depth limit for every body (JSON_MAX_DEPTH, default 64), enforced while the body is
// read, before any handler: deeper bodies are 400 `too_deep`, and nothing at any depth is a 5xx.
// The routes come from the app's own router, so a route added later is covered without editing
// this file.
import type { Server } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonTooDeep } from '../../src/http/safe-json.js';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import type { TestApp } from '../helpers/app.js';

const API_KEY = 'depth-test-api-key-0123456789';

interface Route {
  method: 'post' | 'put' | 'patch';
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: unknown;
  handle?: { stack?: Layer[] };
}

/** Every POST/PUT/PATCH route the app mounts, with the mount paths of sub-routers prefixed. */
function writeRoutes(stack: Layer[], prefix = ''): Route[] {
  const out: Route[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const method of ['post', 'put', 'patch'] as const) if (layer.route.methods[method]) out.push({ method, path: prefix + (layer.route.path === '/' ? '' : layer.route.path) });
    } else if (layer.handle?.stack) {
      out.push(...writeRoutes(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '')));
    }
  }
  return out;
}

/** `depth` levels of arrays or objects around a scalar, as text (built without recursion). */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Fields the areas read (and walk); the nested value goes under one of them, or is the whole body. */
const FIELDS = ['content', 'originalContent', 'result', 'statements', 'events', 'name', 'title', 'text', 'config', 'messages', 'curriculum', 'concepts'];

let t: TestApp;
let server: Server;
let routes: Route[];
let ids: { school: string; bearerClass: string };
let token: string;

beforeAll(async () => {
  t = await buildAuthApp({ env: { SERVICE_API_KEYS: API_KEY, DEMO_API_KEY: API_KEY, SCHOOL_WRITES_PER_MINUTE: '100000', SCHOOL_READS_PER_HOUR: '1000000' } });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  token = await tokenFor(t, users.admin, { ttlSeconds: 86_400 });
  const school = await request(server)
    .post('/api/school/classes')
    .set('Cookie', `auth_token=${token}`)
    .send({ title: 'Biology 8A', description: 'A class', subject: 'Biology', gradeLevel: 'Grade 8', dscId: 'dsc-bio', language: 'en', scenarioContext: 'A garden club plans a shady courtyard.' });
  const cls = await request(server).post('/api/classes').set(bearer(await tokenFor(t, users.teacher, { ttlSeconds: 86_400 }))).send({ name: 'Depth class' });
  ids = { school: String(school.body.class?.id), bearerClass: String(cls.body.class?.id ?? cls.body.id) };
  routes = writeRoutes((t.app as unknown as { router: { stack: Layer[] } }).router.stack);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

function concrete(path: string): string {
  return path
    .replace(/^\/api\/classes\/:id/, `/api/classes/${ids.bearerClass}`)
    .replace(/:classId/g, ids.school)
    .replace(/:competencyId/g, 'photosynthesis')
    .replace(/:mode/g, 'KE')
    .replace(/:version/g, '1')
    .replace(/:(\w+)/g, 'unknown-$1');
}

function send(route: Route, body: string) {
  const path = concrete(route.path);
  const req = request(server)[route.method](path).set('Content-Type', 'application/json');
  // The auth routes get no credentials: logout would revoke the token every other route uses.
  if (path.startsWith('/api/auth/')) return req.send(body);
  const auth = path.startsWith('/api/v1') ? `Bearer ${API_KEY}` : `Bearer ${token}`;
  return req.set('Authorization', auth).set('Cookie', `auth_token=${token}`).send(body);
}

describe('JSON depth', () => {
  it('finds the routes to test from the app itself', () => {
    const names = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    for (const must of ['POST /api/xapi/statement', 'POST /api/analytics/events', 'POST /api/class-content/critic/:classId', 'POST /api/class-content/criticism-chat/:classId', 'PUT /api/class-content/:classId/:competencyId/:mode/:version', 'POST /api/classes', 'PATCH /api/school/class/:classId']) {
      expect(names).toContain(must);
    }
    expect(ids.school).not.toBe('undefined');
    expect(ids.bearerClass).not.toBe('undefined');
  });

  it('every write route answers 2xx or 4xx for bodies 1 to 10,000 levels deep, and too_deep past 64', async () => {
    const seen = new Set<number>();
    const depth = fc.oneof(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 60, max: 200 }), fc.integer({ min: 1, max: 10_000 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), depth, fc.constantFrom('array' as const, 'object' as const), fc.option(fc.constantFrom(...FIELDS), { nil: undefined }), async (route, d, kind, field) => {
        const body = field === undefined ? nested(d, kind) : `{"${field}":${nested(d, kind)}}`;
        const levels = d + (field === undefined ? 0 : 1);
        const res = await send(route, body);
        expect(res.status, `${route.method} ${route.path} depth ${levels}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
        expect(res.status, `${route.method} ${route.path} depth ${levels}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
        // Past the bound the body is refused unread; only a credential check that runs before the
        // body is read (401/403, credentials-before-body.ts) may answer first.
        seen.add(res.status);
        if (levels > 64 && ![401, 403].includes(res.status)) expect(res.body.error, `${route.method} ${route.path} depth ${levels}`).toBe('too_deep');
      }),
      { numRuns: Math.max(150, routes.length * 6), seed: 24 },
    );
    // The handlers were reached (not all refused at the door): some bodies were accepted or refused by validation.
    expect([...seen].some((s) => s < 300)).toBe(true);
    expect(seen.has(400)).toBe(true);
  });

  it('the places the attack pass overflowed are 400 too_deep at 2,000 levels, and work at 60', async () => {
    const deep = (n: number) => JSON.parse(nested(n, 'object')) as unknown;
    const statement = (extensions: unknown) => ({
      actor: { mbox: `mailto:${users.admin.email}`, objectType: 'Agent' },
      verb: { id: 'http://adlnet.gov/expapi/verbs/answered' },
      object: { id: 'https://learning-platform.example/xapi/activities/q1', objectType: 'Activity' },
      result: { extensions: { 'https://learning-platform.example/xapi/extensions/x': extensions } },
    });
    const cases: Array<[Route, (v: unknown) => unknown]> = [
      [{ method: 'post', path: '/api/class-content/critic/:classId' }, (v) => ({ competencyName: 'Photosynthesis', content: { a: v } })],
      [{ method: 'post', path: '/api/class-content/criticism-chat/:classId' }, (v) => ({ competencyName: 'Photosynthesis', originalContent: { a: v }, messages: [{ role: 'user', content: 'Hi' }] })],
      [{ method: 'put', path: '/api/class-content/:classId/:competencyId/:mode/:version' }, (v) => ({ content: { a: v } })],
      [{ method: 'post', path: '/api/xapi/statement' }, (v) => statement(v)],
    ];
    for (const [route, body] of cases) {
      const tooDeep = await send(route, JSON.stringify(body(deep(2000))));
      expect(tooDeep.status, route.path).toBe(400);
      expect(tooDeep.body).toMatchObject({ success: false, error: 'too_deep' });
      const fine = await send(route, JSON.stringify(body(deep(55))));
      expect(fine.status, `${route.path}: ${fine.text.slice(0, 300)}`).toBeLessThan(500);
      expect(fine.body.error).not.toBe('too_deep');
    }
    // Nothing that deep was stored.
    const rows = (t.db.prepare("SELECT COUNT(*) AS n FROM xapi_statements WHERE length(body) > 10000").get() as { n: number } | undefined)?.n ?? 0;
    expect(rows).toBe(0);
  });

  it('JSON_MAX_DEPTH sets the bound; brackets inside strings do not count', async () => {
    expect(jsonTooDeep(`{"a":"${'['.repeat(500)}"}`, 64)).toBe(false);
    expect(jsonTooDeep(`{"a":"\\"${'['.repeat(500)}"}`, 64)).toBe(false);
    expect(jsonTooDeep(nested(64, 'array'), 64)).toBe(false);
    expect(jsonTooDeep(nested(65, 'array'), 64)).toBe(true);
    const shallow = await buildAuthApp({ env: { JSON_MAX_DEPTH: '4' } });
    const res = await request(shallow.app).post('/api/classes').set(bearer(await tokenFor(shallow, users.teacher))).set('Content-Type', 'application/json').send(nested(5, 'array'));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('too_deep');
    await shallow.close();
  });

  it('skipping strings whole answers as the character-by-character scan did, for any text', () => {
    // The scan as it was: every character read, a backslash in a string skipping the next one.
    const byCharacter = (text: string, maxDepth: number): boolean => {
      if (text.length <= maxDepth) return false;
      let depth = 0;
      let inString = false;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
          if (c === 0x5c) i++;
          else if (c === 0x22) inString = false;
        } else if (c === 0x22) inString = true;
        else if (c === 0x7b || c === 0x5b) {
          if (++depth > maxDepth) return true;
        } else if (c === 0x7d || c === 0x5d) depth--;
      }
      return false;
    };
    // Texts of the characters that matter (malformed ones too: stray quotes, trailing backslashes).
    const texts = fc.array(fc.constantFrom('"', '\\', '{', '}', '[', ']', 'a', ' ', ':'), { maxLength: 60 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(texts, fc.integer({ min: 0, max: 6 }), (text, maxDepth) => {
        expect(jsonTooDeep(text, maxDepth)).toBe(byCharacter(text, maxDepth));
      }),
      { numRuns: 20_000 },
    );
  });
});
