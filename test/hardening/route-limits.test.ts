// Every route the app mounts carries a rate limit (a limiter from src/auth/rate-limit.ts among its
// handlers), unless it is named below with the reason it needs none. Read from the route table the
// real app builds (every optional route mounted), so a new endpoint without a limit fails here
// until it gets one or a written reason.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRateLimit } from '../../src/auth/index.js';
import { CURRICULUM_REQUEST, SUGGEST_REQUEST } from '../../src/maps/examples.js';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * Routes without a limiter of their own, each with why. Kinds of reason:
 * - public: no credentials, and the answer is fixed or cached text costing nothing per request;
 * - counted in the handler: the limit is a keyedCount the handler calls once it knows what to count;
 * - bounded otherwise: what the caller can do is capped by a quota rather than a request rate;
 * - known and unlimited: an authenticated route that has no per-caller limit yet.
 */
const ALLOWED: Record<string, string> = {
  // public: a liveness probe, polled by orchestrators; it reads nothing per caller.
  'GET /api/direct/health': 'public',
  // public: static bytes (the icon, the OpenAPI document built once, the reference page and its script).
  'GET /favicon.ico': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/reference': 'public',
  'GET /api/docs': 'public',
  'GET /api/reference/redoc-2.5.4.standalone.js': 'public',
  // public: the scenario list, the simulation page shell, the landing page and the map help pages
  // are fixed text.
  'GET /api/scenarios': 'public',
  'GET /simulation': 'public',
  'GET /': 'public',
  'GET /api/direct/docs': 'public',
  'GET /api/direct/compose': 'public',
  'GET /api/direct/mapHowTo': 'public',
  // counted in the handler: map generations and sends are counted per user or per address
  // (MAP_*_PER_MINUTE) after the cache is asked, since only a miss or a send costs anything (the
  // GET form without `?json=` answers the help text); suggestions and curricula count as
  // generations on every request.
  'POST /api/direct/map': 'counted in the handler',
  'GET /api/direct/map': 'counted in the handler',
  'POST /api/direct/suggest': 'counted in the handler',
  'POST /api/map/curriculum': 'counted in the handler',
  // known and unlimited: a kept map read back by its id (one look-up, no generation).
  'GET /api/direct/map/{mapId}': 'known and unlimited',
  // bounded otherwise: a conversation API key is an integrator's server speaking for many learners
  // (a per-key rate would throttle a whole school); its sessions are capped live per key
  // (SESSION_MAX_LIVE_PER_KEY), each by turns and bytes (SESSION_MAX_BYTES).
  'POST /api/v1/conversations': 'bounded otherwise',
  'POST /api/v1/conversations/{id}/messages': 'bounded otherwise',
  'POST /api/v1/conversations/{id}/end': 'bounded otherwise',
  'GET /api/v1/conversations/{id}': 'bounded otherwise',
  'DELETE /api/v1/conversations/{id}': 'bounded otherwise',
  // bounded otherwise: a page's capability opens one session, capped by its turns and bytes;
  // demo sessions are capped live per address (SESSION_MAX_LIVE_PER_IP).
  'GET /simulation/api/sessions/{id}': 'bounded otherwise',
  'POST /simulation/api/sessions/{id}/messages': 'bounded otherwise',
  'POST /simulation/api/sessions/{id}/end': 'bounded otherwise',
  'POST /simulation/api/demo-sessions': 'bounded otherwise',
  // known and unlimited: the session cookie's own routes (reading who is logged in, turning a
  // bearer token into the cookie, logging out) and the development login. They verify the token
  // inside the handler, so no user is known before it to count by; each is one verification of a
  // token (held once verified) or one revocation of the token sent.
  'GET /api/auth/session': 'known and unlimited',
  'POST /api/auth/session': 'known and unlimited',
  'POST /api/auth/logout': 'known and unlimited',
  'POST /api/auth/dev-login': 'known and unlimited',
};

/** `/api/classes/:id` -> `/api/classes/{id}`, as the OpenAPI document and ALLOWED name it. */
const documentPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface RouteLayer {
  route?: { path: string | string[]; stack: { method?: string; handle: unknown }[] };
}

/** Each mounted route as `METHOD /path` (an alias is a route of its own), and whether a limiter is among its handlers. */
function routeTable(t: TestApp): Map<string, boolean> {
  const table = new Map<string, boolean>();
  const stack = (t.app as unknown as { router: { stack: RouteLayer[] } }).router.stack;
  for (const layer of stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    const limited = layer.route.stack.some((h) => isRateLimit(h.handle));
    const methods = new Set(layer.route.stack.map((h) => h.method?.toUpperCase()).filter((m) => m !== undefined));
    for (const path of paths) for (const method of methods) table.set(`${method} ${documentPath(path)}`, limited);
  }
  return table;
}

describe('every route has a rate limit or a reason', () => {
  let t: TestApp;
  let table: Map<string, boolean>;
  beforeAll(async () => {
    // Every optional route mounted: the conversation API, map keys, the development login.
    t = await buildTestApp({ env: { SERVICE_API_KEYS: 'k'.repeat(40), MAP_API_KEYS: 'm'.repeat(40), AUTH_DEV_LOGIN: 'true' } });
    table = routeTable(t);
  });
  afterAll(() => t.close());

  it('reads the app\'s routes', () => {
    expect(table.size).toBeGreaterThan(50);
    expect(table.get('POST /api/classes')).toBe(true);
  });

  it('limits every route not named in ALLOWED', () => {
    const unlimited = [...table].filter(([route, limited]) => !limited && !(route in ALLOWED)).map(([route]) => route);
    expect(unlimited).toEqual([]);
  });

  it('names in ALLOWED only routes that exist and have no limit (a stale entry hides nothing)', () => {
    const stale = Object.keys(ALLOWED).filter((route) => table.get(route) !== false);
    expect(stale).toEqual([]);
  });
});

describe('the per-user limits of reads and plain writes', () => {
  const ID = '00000000-0000-4000-8000-000000000000';
  let t: TestApp;
  beforeAll(async () => {
    const two = '2';
    t = await buildAuthApp({
      env: { AUTH_DEV_LOGIN: 'true', CONTENT_READS_PER_MINUTE: two, CONTENT_WRITES_PER_MINUTE: two, CLASSES_READS_PER_MINUTE: two, CLASSES_WRITES_PER_MINUTE: two, BATCH_READS_PER_MINUTE: two, XAPI_READS_PER_MINUTE: two },
    });
  });
  afterAll(() => t.close());

  const cookieFor = async (email: string) => {
    const res = await request(t.app).post('/api/auth/dev-login').send({ email, name: 'Tess', role: 'teacher' }).expect(200);
    return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth_token='))!.split(';')[0]!;
  };

  type Send = (auth: Record<string, string>) => request.Test;
  const cases: [string, 'bearer' | 'cookie', Send][] = [
    ['classes reads', 'bearer', (h) => request(t.app).get('/api/classes').set(h)],
    ['classes writes', 'bearer', (h) => request(t.app).delete(`/api/classes/${ID}`).set(h)],
    ['batch reads', 'bearer', (h) => request(t.app).get(`/api/curriculum/batch-status/${ID}?classId=${ID}`).set(h)],
    ['xAPI reads', 'bearer', (h) => request(t.app).get('/api/xapi/statements').set(h)],
    ['class content reads', 'cookie', (h) => request(t.app).get(`/api/class-content/${ID}`).set(h)],
    ['class content writes', 'cookie', (h) => request(t.app).post(`/api/class-content/${ID}/c1/KE/set-active`).set(h).send({ version: 1 })],
  ];

  it.each(cases)('%s: past the limit 429 rate_limited with Retry-After, for that user only, until the window ends', async (_name, kind, send) => {
    const headers = async (n: number): Promise<Record<string, string>> =>
      kind === 'bearer'
        ? bearer(await tokenFor(t, { ...users.admin, sub: `admin-${_name}-${n}`, email: `admin-${n}-${_name.replace(/\W/g, '')}@school.test` }))
        : { Cookie: await cookieFor(`teacher-${n}-${_name.replace(/\W/g, '')}@school.test`) };
    const first = await headers(1);
    for (let i = 0; i < 2; i++) expect((await send(first)).status).not.toBe(429);
    const over = await send(first);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has a budget of their own.
    expect((await send(await headers(2))).status).not.toBe(429);
    t.clock.advance(60_000);
    expect((await send(first)).status).not.toBe(429);
  });
});

describe('suggestions and curricula count as map generations', () => {
  it.each([
    ['POST /api/map/curriculum', '/api/map/curriculum', CURRICULUM_REQUEST],
    ['POST /api/direct/suggest', '/api/direct/suggest', SUGGEST_REQUEST],
  ])('%s: past MAP_ANON_MISSES_PER_MINUTE from one address, 429 rate_limited with Retry-After', async (_name, path, body) => {
    const m = await buildTestApp({ env: { MAP_ANON_MISSES_PER_MINUTE: '2' } });
    try {
      for (let i = 0; i < 2; i++) expect((await request(m.app).post(path).send(body)).status).toBe(200);
      const over = await request(m.app).post(path).send(body);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await m.close();
    }
  });
});
