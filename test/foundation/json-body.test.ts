// The JSON body reader: what it accepts (UTF-8 JSON objects/arrays, compressed or not, empty as
// {}), what it refuses and with which code, and that it refuses keys that pollute prototypes even
// when they are spelt with \u escapes.
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { jsonBody } from '../../src/http/middleware/json-body.js';
import { parseUntrustedJson } from '../../src/http/safe-json.js';
import { AppError } from '../../src/http/errors.js';

function echoApp(limit = 1024) {
  const app = express();
  app.use(jsonBody(limit));
  app.all('/echo', (req, res) => {
    res.json({ body: req.body === undefined ? '(undefined)' : req.body });
  });
  app.use(errorHandler);
  return app;
}

async function withServer(app: express.Express, fn: (url: string) => Promise<void>): Promise<void> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

const post = (body: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
  let r = request(echoApp()).post('/echo');
  for (const [k, v] of Object.entries(headers)) r = r.set(k, v);
  return r.send(body);
};

describe('JSON bodies', () => {
  it('parses objects and arrays, with or without a utf-8 charset, and +json types', async () => {
    expect((await post('{"a":[1,"é"]}')).body).toEqual({ body: { a: [1, 'é'] } });
    expect((await post('[1,2]', { 'content-type': 'application/json; charset=UTF-8' })).body).toEqual({ body: [1, 2] });
    expect((await post('{"x":1}', { 'content-type': 'application/merge-patch+json' })).body).toEqual({ body: { x: 1 } });
  });

  it('reads gzip, deflate and br bodies, applying the limit to the decoded size', async () => {
    await withServer(echoApp(), async (url) => {
      const send = (body: Buffer, encoding: string) => fetch(`${url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, body });
      const text = JSON.stringify({ text: 'hello' });
      for (const [encoding, data] of [['gzip', gzipSync(text)], ['deflate', deflateSync(text)], ['br', brotliCompressSync(text)]] as const) {
        const res = await send(data, encoding);
        expect(res.status, encoding).toBe(200);
        expect(await res.json()).toEqual({ body: { text: 'hello' } });
      }
      const bomb = gzipSync(JSON.stringify({ text: 'x'.repeat(50_000) }));
      expect(bomb.length).toBeLessThan(1024);
      const big = await send(bomb, 'gzip');
      expect(big.status).toBe(413);
      expect(((await big.json()) as { error: string }).error).toBe('payload_too_large');
      const corrupt = await send(Buffer.from('not gzip at all'), 'gzip');
      expect(corrupt.status).toBe(400);
      expect(await corrupt.json()).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/gzip/) });
    });
  });

  it('an empty JSON body is {}; no body at all leaves req.body undefined', async () => {
    expect((await post('')).body).toEqual({ body: {} });
    expect((await request(echoApp()).get('/echo')).body).toEqual({ body: '(undefined)' });
  });

  it.each([
    ['malformed', '{"a":', 'invalid_json'],
    ['a top-level string (strict: objects and arrays only)', '"text"', 'invalid_json'],
    ['a top-level number', '42', 'invalid_json'],
  ])('refuses %s with 400 %s', async (_name, body, code) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: code });
  });

  it('refuses a charset other than UTF-8 and an unknown content encoding with 415', async () => {
    const latin = await post('{"a":1}', { 'content-type': 'application/json; charset=iso-8859-1' });
    expect(latin.status).toBe(415);
    expect(latin.body.message).toMatch(/UTF-8/);
    const zip = await post('{"a":1}', { 'content-type': 'application/json', 'content-encoding': 'compress' });
    expect(zip.status).toBe(415);
    expect(zip.body.message).toMatch(/compress/);
  });

  it('refuses a body longer than the limit with 413, even when Content-Length hides it', async () => {
    const big = JSON.stringify({ t: 'x'.repeat(2000) });
    expect((await post(big)).status).toBe(413);
    // Chunked: no Content-Length to refuse up front, so the limit applies while reading.
    await withServer(echoApp(), async (url) => {
      const res = await fetch(`${url}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode(big));
            c.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      // The connection stays usable after the refusal (the rest of the body was drained).
      const again = await fetch(`${url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"ok":true}' });
      expect(await again.json()).toEqual({ body: { ok: true } });
    });
  });

  it('415 for a non-JSON body on a method that carries one; nothing for an empty one', async () => {
    expect((await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await request(echoApp()).post('/echo').set('content-type', 'text/plain').set('content-length', '0')).status).toBe(200);
  });
});

describe('keys that pollute prototypes', () => {
  it.each([
    ['__proto__', '{"__proto__":{"polluted":1}}'],
    ['constructor', '{"a":{"constructor":{"prototype":{"polluted":1}}}}'],
    ['\\u-escaped __proto__', '{"\\u005f_proto__":{"polluted":1}}'],
    ['\\u-escaped constructor.prototype', '[{"\\u0063onstructor":{"proto\\u0074ype":{"polluted":1}}}]'],
  ])('refuses %s', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_json');
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('accepts the same words as values, and \\u escapes that spell nothing forbidden', () => {
    const invalid = () => new AppError('invalid_json', 'bad');
    expect(parseUntrustedJson('{"text":"the constructor of the prototype: __proto__"}', invalid)).toEqual({ text: 'the constructor of the prototype: __proto__' });
    expect(parseUntrustedJson('{"caf\\u00e9":"\\u00e9"}', invalid)).toEqual({ café: 'é' });
    // A bare "constructor" or "prototype" key reaches no prototype: it is data.
    expect(parseUntrustedJson('{"constructor":"Ada","prototype":1}', invalid)).toEqual({ constructor: 'Ada', prototype: 1 });
    expect(() => parseUntrustedJson('{', invalid)).toThrow('bad');
  });
});
