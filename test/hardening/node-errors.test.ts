// Every error is JSON, including those Node raises before Express runs (431, 400 for a bad method
// or Content-Length with Transfer-Encoding, 408); a Content-Length over the body limit is 413
// before a byte of the body is read; routes that need a key or a token refuse before reading the
// body; a client that dribbles its headers or body is cut off within the configured timeout, and
// the default timeouts cut it off within 5 s (headers: 4 s from connecting). Real port, raw sockets. (The upper bounds allow 2.5 s
// of scheduling slack on a loaded machine: what they catch is a client never cut off, or 14 s late.)
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { connectionsCheckingIntervalMs, startHttpServer, type RunningServer } from '../../src/http/http-server.js';
import { buildTestApp } from '../helpers/app.js';

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.shutdown();
  running = undefined;
});

async function serve(env: Record<string, string> = {}) {
  const t = await buildTestApp({ env: { SERVICE_API_KEYS: 'key-0123456789', JWT_SECRET: 'test-secret-for-hs256-0123456789abcdef', ...env } });
  running = await startHttpServer(t.app, t.deps.config.server, t.deps.logger, { port: 0, host: '127.0.0.1' });
  return { t, port: Number(new URL(running.url).port) };
}

interface RawExchange {
  status: number;
  headers: string;
  body: string;
  /** Bytes of the request body the server had taken when it answered (only for streaming sends). */
  closed: boolean;
}

/** Writes `head` (and optionally trickles `drip`), reads until the server answers and closes. */
function exchange(port: number, head: string | Buffer, opts: { drip?: string; dripEveryMs?: number; deadlineMs?: number } = {}): Promise<RawExchange & { elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let data = '';
    let iv: NodeJS.Timeout | undefined;
    const sock = net.connect(port, '127.0.0.1', () => {
      sock.write(head);
      if (opts.drip) iv = setInterval(() => sock.writable && sock.write(opts.drip!), opts.dripEveryMs ?? 100);
    });
    const guard = setTimeout(() => {
      sock.destroy();
      reject(new Error(`no answer within ${opts.deadlineMs ?? 10_000} ms; got ${JSON.stringify(data.slice(0, 200))}`));
    }, opts.deadlineMs ?? 10_000);
    const finish = () => {
      clearInterval(iv);
      clearTimeout(guard);
      const [headers = '', body = ''] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body, closed: true, elapsedMs: performance.now() - started });
    };
    sock.on('data', (d: Buffer) => (data += d.toString('latin1')));
    sock.on('close', finish);
    sock.on('error', () => undefined);
  });
}

const json = (x: RawExchange) => {
  expect(x.headers).toMatch(/content-type: application\/json/i);
  return JSON.parse(x.body) as Record<string, unknown>;
};

describe('errors Node raises before Express runs are JSON', () => {
  it('431 for oversized headers', async () => {
    const { port } = await serve();
    const x = await exchange(port, `GET /api/direct/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(x.status).toBe(431);
    expect(json(x)).toMatchObject({ success: false, error: 'headers_too_large', message: expect.any(String) });
  });

  it('400 for a bad method', async () => {
    const { port } = await serve();
    const x = await exchange(port, 'F@O / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(x.status).toBe(400);
    expect(json(x)).toMatchObject({ success: false, error: 'bad_request' });
  });

  it('400 for Content-Length together with Transfer-Encoding', async () => {
    const { port } = await serve();
    const x = await exchange(port, 'POST /api/direct/map HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n');
    expect(x.status).toBe(400);
    expect(json(x)).toMatchObject({ success: false, error: 'bad_request' });
  });

  it('408 for headers that never finish, within the configured timeout', async () => {
    const { port, t } = await serve({ HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '400' });
    const cfg = t.deps.config.server;
    const x = await exchange(port, 'GET /api/direct/health HTTP/1.1\r\nHost: x\r\n', { drip: 'X-Slow: 1\r\n', dripEveryMs: 50 });
    expect(x.status).toBe(408);
    expect(json(x)).toMatchObject({ success: false, error: 'request_timeout' });
    expect(x.elapsedMs).toBeGreaterThanOrEqual(cfg.headersTimeoutMs - 50);
    expect(x.elapsedMs).toBeLessThan(cfg.headersTimeoutMs + connectionsCheckingIntervalMs(cfg) + 2500);
  });

  it('a body that dribbles is cut off within the configured request timeout', async () => {
    const { port, t } = await serve({ HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '600' });
    const cfg = t.deps.config.server;
    const x = await exchange(port, 'POST /api/direct/map HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{', {
      drip: ' ',
      dripEveryMs: 50,
    });
    expect(x.closed).toBe(true);
    expect(x.elapsedMs).toBeLessThan(cfg.requestTimeoutMs + connectionsCheckingIntervalMs(cfg) + 2500);
    if (x.status !== 0) expect(json(x)).toMatchObject({ error: 'request_timeout' });
  });

  it('the default timeouts cut a dribbling client off within 5 s', () => {
    const cfg = loadConfig({}).server;
    expect(cfg.headersTimeoutMs + connectionsCheckingIntervalMs(cfg)).toBeLessThanOrEqual(5000);
    expect(cfg.requestTimeoutMs + connectionsCheckingIntervalMs(cfg)).toBeLessThanOrEqual(5000);
  });

  it('with the defaults, a client sending its headers one byte a second is cut off 4 s after connecting', async () => {
    const { port, t } = await serve();
    const cfg = t.deps.config.server;
    expect(cfg.headersTimeoutMs).toBe(4000);
    const request = 'GET /api/direct/health HTTP/1.1\r\nHost: x\r\n\r\n';
    const observed = await new Promise<{ closedAfterMs: number; firstByteAfterMs: number; bytesSent: number; status: number }>((resolve, reject) => {
      const started = performance.now();
      let firstByteAt = Number.NaN;
      let sent = 0;
      let data = '';
      let iv: NodeJS.Timeout | undefined;
      const sock = net.connect(port, '127.0.0.1', () => {
        const one = () => {
          if (!sock.writable || sent >= request.length) return;
          sock.write(request[sent++]!);
          if (sent === 1) firstByteAt = performance.now();
        };
        // The first byte a second after connecting, then one a second: Node's own clock starts at
        // the first byte, so it would not cut this client off until 5 s after connecting.
        iv = setInterval(one, 1000);
      });
      const guard = setTimeout(() => {
        sock.destroy();
        reject(new Error('never cut off'));
      }, 15_000);
      sock.on('data', (d: Buffer) => (data += d.toString('latin1')));
      sock.on('error', () => undefined);
      sock.on('close', () => {
        clearInterval(iv);
        clearTimeout(guard);
        const closedAt = performance.now();
        resolve({ closedAfterMs: closedAt - started, firstByteAfterMs: firstByteAt - started, bytesSent: sent, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0) });
      });
    });
    expect(observed.bytesSent).toBeGreaterThanOrEqual(1);
    expect(observed.bytesSent).toBeLessThan(request.length);
    expect(observed.closedAfterMs).toBeGreaterThan(observed.firstByteAfterMs);
    // The deadline runs from the connection: not before it, and well before 4.5 s (Node's own
    // clock, started at the first byte and checked every 500 ms, cut it 5.0 to 5.5 s after connecting).
    expect(observed.closedAfterMs).toBeGreaterThanOrEqual(cfg.headersTimeoutMs - 200);
    expect(observed.closedAfterMs).toBeLessThan(4500);
    expect(observed.status).toBe(408);
  });
});

describe('refusing before reading the body', () => {
  const huge = 'Content-Length: 10000000000\r\n';

  it('413 when Content-Length is over the limit, without sending a byte of the body', async () => {
    const { port } = await serve();
    const x = await exchange(port, `POST /api/direct/map HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${huge}\r\n`);
    expect(x.status).toBe(413);
    expect(json(x)).toMatchObject({ success: false, error: 'payload_too_large' });
  });

  it('conversation API: 401 without a key, before the body', async () => {
    const { port } = await serve();
    const x = await exchange(port, `POST /api/v1/conversations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(x.status).toBe(401);
    expect(json(x)).toMatchObject({ error: 'missing_authorization' });
    const bad = await exchange(port, `POST /api/v1/conversations/abc/messages HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer nope\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(bad.status).toBe(401);
    expect(json(bad)).toMatchObject({ error: 'invalid_key' });
  });

  it('classes: 401 without a token, before the body', async () => {
    const { port } = await serve();
    const x = await exchange(port, `POST /api/classes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(x.status).toBe(401);
    expect(json(x)).toMatchObject({ success: false, error: 'missing_authorization' });
  });

  it.each([['/api/school/classes'], ['/api/class-content/c1/k1/KE/set-active'], ['/api/curriculum/batch-generate']])('%s: 401 without a cookie or token, before the body', async (p) => {
    const { port } = await serve();
    const x = await exchange(port, `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(x.status).toBe(401);
    expect(json(x)).toMatchObject({ success: false });
  });

  it('a known path asked with another method: 405 without credentials, before the body too', async () => {
    const { port } = await serve();
    const x = await exchange(port, `POST /api/class-content/c1/k1/KE/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(x.status).toBe(405);
    expect(json(x)).toMatchObject({ success: false, error: 'method_not_allowed' });
  });

  it.each([['/API/CLASSES'], ['/Api/Classes/join'], ['/API/SCHOOL/CLASSES'], ['/api/Class-Content/critic/c1'], ['/API/V1/conversations'], ['/Api/Xapi/statement'], ['/API/ANALYTICS/events']])(
    '%s: routes match any letter case, and so does the refusal before the body',
    async (p) => {
      const { port } = await serve();
      // Only the head and no body byte: a guard that missed the path would wait for the body, not answer.
      const x = await exchange(port, `POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`, { deadlineMs: 3000 });
      expect(x.status).toBe(401);
    },
  );

  it('the hosted page API: 401 without the session token, 403 with a wrong one, before the body', async () => {
    const { port } = await serve();
    const path = '/simulation/api/sessions/00000000-0000-4000-8000-000000000000/messages';
    const none = await exchange(port, `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(none.status).toBe(401);
    const wrong = await exchange(port, `POST ${path} HTTP/1.1\r\nHost: x\r\nX-Session-Token: nope\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(wrong.status).toBe(403);
    const upper = await exchange(port, `POST ${path.toUpperCase()} HTTP/1.1\r\nHost: x\r\nX-Session-Token: nope\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`, { deadlineMs: 3000 });
    expect(upper.status).toBe(403);
  });

  it('maps with MAP_API_KEYS: 401 without a key, before the body', async () => {
    const { port } = await serve({ MAP_API_KEYS: 'map-key-0123456789' });
    const x = await exchange(port, `POST /api/direct/map HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`);
    expect(x.status).toBe(401);
    expect(json(x)).toMatchObject({ success: false, error: 'missing_api_key' });
  });
});
