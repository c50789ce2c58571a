// The lean res.json must send exactly what Express's res.json sends: same status, headers and
// bytes, for the fast path and for every case it hands back to Express.
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { installLeanJson, sendJsonWithEtag } from '../../src/http/lean-json.js';

function appWith(handler: RequestHandler, lean: boolean) {
  const app = express();
  app.set('etag', false);
  if (lean) installLeanJson(app);
  app.all('/', handler);
  return app;
}

const CASES: Array<[string, RequestHandler]> = [
  ['an object', (_q, s) => void s.json({ a: 1, text: 'é'.repeat(600) })],
  ['an array with status 201', (_q, s) => void s.status(201).json([1, 'two', null])],
  ['null', (_q, s) => void s.json(null)],
  ['a string', (_q, s) => void s.json('plain')],
  ['undefined', (_q, s) => void s.json(undefined)],
  ['a route-chosen content type', (_q, s) => void s.type('application/problem+json').json({ title: 'x' })],
  ['204', (_q, s) => void s.status(204).json({ dropped: true })],
  ['an ETag the client already has', (_q, s) => void s.set('ETag', '"v1"').json({ cached: true })],
];

async function exchange(app: express.Express, method: 'get' | 'head') {
  const res = await request(app)[method]('/').set('If-None-Match', '"v1"');
  const headers = { ...res.headers };
  delete headers.date;
  return { status: res.status, headers, text: res.text };
}

describe('lean res.json', () => {
  it.each(CASES)('matches Express for %s (GET and HEAD)', async (_name, handler) => {
    for (const method of ['get', 'head'] as const) {
      expect(await exchange(appWith(handler, true), method)).toEqual(await exchange(appWith(handler, false), method));
    }
  });

  it('takes the fast path for a plain body (no second content-type pass)', async () => {
    const app = appWith((_q, s) => void s.json({ ok: true }), true);
    const original = express.response.send;
    let sends = 0;
    express.response.send = function (this: express.Response, ...args: Parameters<typeof original>) {
      sends++;
      return original.apply(this, args);
    };
    try {
      const res = await request(app).get('/');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe('11');
      expect(sends).toBe(0);
    } finally {
      express.response.send = original;
    }
  });
});

describe('sendJsonWithEtag', () => {
  const body = { success: true, text: 'é'.repeat(300), n: [1, 2, 3] };
  const viaExpress: RequestHandler = (_q, s) => void s.set('ETag', '"v1"').set('Cache-Control', 'private, no-cache').json(body);
  const viaText: RequestHandler = (q, s) => sendJsonWithEtag(q, s, '"v1"', 'private, no-cache', JSON.stringify(body));
  const viaThunk: RequestHandler = (q, s) => sendJsonWithEtag(q, s, '"v1"', 'private, no-cache', () => JSON.stringify(body));

  async function exchangeWith(app: express.Express, method: 'get' | 'head', ifNoneMatch?: string) {
    const req = request(app)[method]('/');
    const res = await (ifNoneMatch ? req.set('If-None-Match', ifNoneMatch) : req);
    const headers = { ...res.headers };
    delete headers.date;
    return { status: res.status, headers, text: res.text };
  }

  it.each([
    ['no conditional header', undefined],
    ['a matching If-None-Match (304)', '"v1"'],
    ['another ETag', '"v0"'],
  ])('sends what res.set + res.json send, with %s (GET and HEAD)', async (_name, ifNoneMatch) => {
    for (const method of ['get', 'head'] as const) {
      const expected = await exchangeWith(appWith(viaExpress, true), method, ifNoneMatch);
      expect(await exchangeWith(appWith(viaText, true), method, ifNoneMatch)).toEqual(expected);
      expect(await exchangeWith(appWith(viaThunk, true), method, ifNoneMatch)).toEqual(expected);
    }
  });
});
