// A known path asked with a method it does not take is 405 `method_not_allowed` with `Allow`,
// in the area's error shape; a path no route takes stays 404 `not_found`. Through the real app
// (buildTestApp + supertest), with the methods read from the app's own routes.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { buildTestApp } from '../helpers/app.js';

const KEY = bearer('key-a');
const ID = '00000000-0000-4000-8000-000000000000';

describe('405 method_not_allowed', () => {
  it('in the conversation API shape under /api/v1', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'key-a' } });
    const res = await request(app).get('/api/v1/conversations').set(KEY).expect(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body).toEqual({ error: 'method_not_allowed', message: 'GET is not allowed on /api/v1/conversations; it takes POST' });
    // Without the key the method is still what is wrong; any other path under /api/v1 needs the key.
    expect((await request(app).get('/api/v1/conversations').expect(405)).body).toEqual(res.body);
    expect((await request(app).get('/api/v1/nothing-here').expect(401)).body.error).toBe('missing_authorization');
  });

  it('comes before credentials in every area, with or without a body (Content-Length: 0 included)', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'key-a', MAP_API_KEYS: 'map-a' } });
    const cases = [
      ['put', '/api/v1/conversations', 'POST'],
      ['get', `/api/v1/conversations/${ID}/messages`, 'POST'],
      ['put', '/api/classes', 'GET, HEAD, POST'],
      ['delete', '/api/curriculum/batches', 'GET, HEAD'],
      ['put', '/api/school/classes', 'GET, HEAD, POST'],
      ['patch', `/api/class-content/${ID}`, 'GET, HEAD'],
      ['put', '/api/xapi/statement', 'POST'],
      ['delete', '/api/analytics/events', 'POST'],
      ['put', `/simulation/api/sessions/${ID}/messages`, 'POST'],
      ['get', '/simulation/api/speech', 'POST'],
      ['put', '/api/direct/suggest', 'POST'],
    ] as const;
    const wrong: string[] = [];
    for (const [method, path, allow] of cases) {
      for (const [label, send] of [
        ['no body', (r: request.Test) => r],
        ['Content-Length: 0', (r: request.Test) => r.set('Content-Length', '0')],
        ['a JSON body', (r: request.Test) => r.send({ text: 'hi' })],
      ] as const) {
        const res = await send(request(app)[method](path));
        if (res.status !== 405 || res.headers.allow !== allow || res.body.error !== 'method_not_allowed') wrong.push(`${method.toUpperCase()} ${path} (${label}): ${res.status} ${res.body.error} ${res.headers.allow}`);
      }
    }
    expect(wrong).toEqual([]);
    // With the right method, credentials are checked first, body or not.
    expect((await request(app).post('/api/classes').send({ name: 'x' }).expect(401)).body.error).toBe('missing_authorization');
    expect((await request(app).post('/api/v1/conversations').set('Content-Length', '0').expect(401)).body.error).toBe('missing_authorization');
  });

  it('in the standard shape elsewhere', async () => {
    const t = await buildAuthApp();
    const auth = bearer(await tokenFor(t, users.teacher));
    const res = await request(t.app).put('/api/classes').set(auth).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.body).toEqual({ success: false, error: 'method_not_allowed', message: 'PUT is not allowed on /api/classes; it takes GET, HEAD, POST' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('matches paths with parameters as the router does (encoded, trailing slash, case)', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'key-a' } });
    const session = await request(app).put(`/api/v1/conversations/${ID}`).set(KEY).expect(405);
    expect(session.headers.allow).toBe('GET, HEAD, DELETE');
    // Three routes take /api/class-content/{classId}/{competencyId}/{mode}/{version}: their methods together.
    const version = await request(app).options('/api/class-content/c1/k%2F1/learn/3/').expect(405);
    expect(version.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(version.body.message).toBe('OPTIONS is not allowed on /api/class-content/c1/k%2F1/learn/3/; it takes GET, HEAD, PUT, DELETE');
    expect((await request(app).delete('/API/Direct/Map/some-id').expect(405)).headers.allow).toBe('GET, HEAD');
  });

  it('a path a route names literally is that route\'s alone, not also a parameter\'s value', async () => {
    const t = await buildAuthApp();
    const auth = bearer(await tokenFor(t, users.teacher));
    // /api/classes/{id} would take it too (GET, DELETE), reading "join" as a class id.
    for (const [method, path] of [
      ['get', '/api/classes/join'],
      ['delete', '/api/classes/join'],
      ['put', '/API/Classes/Join/'],
    ] as const) {
      const res = await request(t.app)[method](path).set(auth).expect(405);
      expect(res.headers.allow, path).toBe('POST');
      expect(res.body.message).toBe(`${method.toUpperCase()} is not allowed on ${path}; it takes POST`);
    }
    // Without credentials too (the method is what is wrong), and in the other area with such paths.
    expect((await request(t.app).get('/api/classes/join').expect(405)).headers.allow).toBe('POST');
    expect((await request(t.app).get('/api/class-content/c1/k1/learn/set-active').expect(405)).headers.allow).toBe('POST');
    expect((await request(t.app).put('/api/class-content/c1/k1/learn/regenerate').expect(405)).headers.allow).toBe('POST');
    // Any other value is still the parameter's: a class id, a version.
    expect((await request(t.app).get('/api/classes/joined').set(auth).expect(404)).body.error).toBe('class_not_found');
    expect((await request(t.app).options('/api/class-content/c1/k1/learn/3').expect(405)).headers.allow).toBe('GET, HEAD, PUT, DELETE');
  });

  it('paths no route takes stay 404 not_found, with no Allow', async () => {
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'key-a' } });
    for (const [method, path] of [
      ['delete', '/api/nothing-here'],
      ['get', '/api/direct/map/a/b'],
      ['get', '/api/classes/c1/unknown'],
      ['get', '/api/v1/conversations/x/y/z'],
    ] as const) {
      const res = await request(app)[method](path).set(KEY).expect(404);
      expect(res.body.error, path).toBe('not_found');
      expect(res.body.message).toBe(`No route for ${method.toUpperCase()} ${path}`);
      expect(res.headers.allow).toBeUndefined();
    }
  });

  it('HEAD on a GET route still answers; HEAD on a route without GET is 405', async () => {
    const { app } = await buildTestApp();
    await request(app).head('/api/scenarios').expect(200);
    await request(app).head('/api/direct/health').expect(200);
    const res = await request(app).head('/api/direct/suggest').expect(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('lists OPTIONS only where the app answers it (with CORS on, everywhere)', async () => {
    const plain = await buildTestApp();
    const refused = await request(plain.app).options('/api/scenarios').expect(405);
    expect(refused.headers.allow).toBe('GET, HEAD');

    const cors = await buildTestApp({ env: { CORS_ORIGINS: 'https://app.example' } });
    await request(cors.app).options('/api/scenarios').set('Origin', 'https://app.example').expect(204);
    const res = await request(cors.app).delete('/api/scenarios').set('Origin', 'https://app.example').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    // A browser page may read it.
    expect(res.headers['access-control-expose-headers']).toMatch(/\bAllow\b/);
  });

  it('covers the hosted pages and the static routes', async () => {
    const { app } = await buildTestApp();
    for (const path of ['/', '/simulation', '/favicon.ico', `/analytics/learner/${ID}`, '/api/reference']) {
      const res = await request(app).delete(path).expect(405);
      expect(res.headers.allow, path).toBe('GET, HEAD');
      expect(res.body).toMatchObject({ success: false, error: 'method_not_allowed' });
    }
  });

  it('a route switched off by configuration answers 404 to every method, as if absent', async () => {
    const off = await buildAuthApp();
    for (const method of ['get', 'post'] as const) {
      const res = await request(off.app)[method]('/api/auth/dev-login').expect(404);
      expect(res.body).toEqual({ success: false, error: 'not_found', message: `No route for ${method.toUpperCase()} /api/auth/dev-login` });
    }
    const on = await buildAuthApp({ env: { AUTH_DEV_LOGIN: 'true' } });
    expect((await request(on.app).get('/api/auth/dev-login').expect(405)).headers.allow).toBe('POST');
  });

  it('Allow names exactly the methods the API reference documents for each path', async () => {
    // Every route documented, dev login included; OPTIONS is no route's method, so each path refuses it.
    const { app } = await buildTestApp({ env: { SERVICE_API_KEYS: 'key-a', AUTH_DEV_LOGIN: 'true' } });
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const templates = Object.entries(doc.paths).map(([path, ops]) => ({
      re: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`, 'i'),
      literals: path.split('/').filter((s) => s !== '' && !s.startsWith('{')).length,
      methods: Object.keys(ops).map((m) => m.toUpperCase()),
    }));
    const wrong: string[] = [];
    for (const path of Object.keys(doc.paths)) {
      const probe = path.replace(/\{[^}]+\}/g, 'x1');
      // A path may be taken by more than one documented template (/api/classes/join and
      // /api/classes/{id}): the ones naming the most segments literally serve it, alone.
      const taking = templates.filter((t) => t.re.test(probe));
      const most = Math.max(...taking.map((t) => t.literals));
      const methods = taking.filter((t) => t.literals === most).flatMap((t) => t.methods);
      const expected = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => methods.includes(m) || (m === 'HEAD' && methods.includes('GET')));
      const res = await request(app).options(probe).set(KEY);
      if (res.status !== 405 || res.headers.allow !== expected.join(', ')) wrong.push(`${path}: ${res.status} ${res.headers.allow} (documented: ${expected.join(', ')})`);
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });
});
