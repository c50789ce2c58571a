// A client that drops its connection in the middle of a JSON body is the client's doing: the body
// reader answers 499 `request_aborted` (logged with the access lines at info), never a 500 or an
// error-level log, whether the connection went before the body was read or while it was read.
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { toAppError, errorHandler } from '../../src/http/middleware/error-handler.js';
import { jsonBody } from '../../src/http/middleware/json-body.js';
import { installRequestLog, requestLogging } from '../../src/http/middleware/request-logging.js';
import { createLogger } from '../../src/logger.js';

const RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** An app whose body reader runs after `before`, and which reports the error its error handler saw. */
function probe(before: RequestHandler) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('debug', { write: (s: string) => void lines.push(JSON.parse(s) as Record<string, unknown>) });
  let seen: (err: unknown) => void = () => undefined;
  const handled = new Promise<unknown>((resolve) => (seen = resolve));
  const app = express();
  installRequestLog(app, logger);
  app.use(requestLogging(logger));
  app.use(before);
  app.use(jsonBody(64 * 1024));
  app.post('/echo', (req, res) => void res.json(req.body));
  const reporting: ErrorRequestHandler = (err, req, res, next) => {
    errorHandler(err, req, res, next);
    seen(err);
  };
  app.use(reporting);
  return { app, lines, handled };
}

/** Sends the headers and half of a declared 1000-byte body, lets `drop` destroy the socket, and returns the error the app handled. */
async function abortMidBody(app: express.Express, handled: Promise<unknown>, drop: (sock: net.Socket) => void): Promise<unknown> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as AddressInfo;
    const sock = net.connect(port, '127.0.0.1');
    sock.on('error', () => undefined);
    await new Promise((r) => sock.once('connect', r));
    sock.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":"' + 'a'.repeat(500));
    drop(sock);
    return await handled;
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

describe('a client that drops the connection mid-body', () => {
  it('dropped before the body is read: 499 request_aborted, nothing logged above info', async () => {
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    // Holds the request until its connection is gone, as a slow middleware (auth, a limiter) would.
    const { app, lines, handled } = probe((req, _res, next) => {
      arrived();
      req.once('close', () => next());
    });
    const err = await abortMidBody(app, handled, (sock) => void requestArrived.then(() => sock.destroy()));
    expect(toAppError(err, '/echo').status).toBe(499);
    expect(Math.max(0, ...lines.map((l) => RANK[l.level as string] ?? 0))).toBeLessThanOrEqual(RANK.info!);
    expect(JSON.stringify(lines)).not.toContain('stream is not readable');
  });

  it('dropped while the body is read: 499 request_aborted, nothing logged above info', async () => {
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    const { app, lines, handled } = probe((_req, _res, next) => {
      arrived();
      next();
    });
    const err = await abortMidBody(app, handled, (sock) => void requestArrived.then(() => sock.destroy()));
    expect(toAppError(err, '/echo').status).toBe(499);
    expect(Math.max(0, ...lines.map((l) => RANK[l.level as string] ?? 0))).toBeLessThanOrEqual(RANK.info!);
  });
});
