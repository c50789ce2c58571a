// Request ids and access logs on plain pino. An incoming X-Request-Id is kept when it looks like
// an id; every response carries one; `req.log` is a child logger tagged with it, created only
// when something logs (pino-http built one per request up front, which halved throughput of
// small requests in our benchmark).
// The access line is built from an allow-list (accessLine below): every value in it is either
// safe by construction or masked here, so it is written without pino's path redaction, which
// cost ~10 µs a line (ten wildcard paths walked over every line). All other lines, `req.log`'s
// included, keep the redaction (logger.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import { REDACTED, type Logger } from '../../logger.js';
import { maskQuerySecrets } from './query-secrets.js';

declare module 'node:http' {
  interface IncomingMessage {
    id: string;
    log: Logger;
  }
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Credentials: named in a line when sent, their values never (the literal below instead). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'x-api-key', 'api-key'] as const;
/** Headers whose values are logged as sent. */
const PLAIN_HEADERS = ['user-agent', 'content-length'] as const;

/** What a line says about a request: its id, method, URL with query secrets masked, a few headers, the peer. */
export function describeRequest(req: IncomingMessage) {
  // Only headers that were sent: an absent credential must not show up as REDACTED.
  const headers: Record<string, string | string[]> = {};
  for (const name of CREDENTIAL_HEADERS) if (req.headers[name] !== undefined) headers[name] = REDACTED;
  for (const name of PLAIN_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return {
    id: req.id,
    method: req.method,
    url: maskQuerySecrets(req.url ?? ''),
    headers,
    remoteAddress: req.socket?.remoteAddress,
  };
}

/**
 * The access line's fields, and nothing else: the request as describeRequest tells it, the status,
 * the duration and, once authentication has run, the user's id (the token's subject, not the token).
 */
export function accessLine(req: IncomingMessage, status: number, responseTimeMs: number) {
  const userId = (req as Partial<Request>).principal?.userId;
  return {
    req: describeRequest(req),
    res: { statusCode: status },
    responseTime: Math.round(responseTimeMs * 10) / 10,
    ...(userId === undefined ? {} : { userId }),
  };
}

const CHILD = Symbol('requestLogger');

/**
 * Defines `req.log` once, on the app's request prototype: a child logger tagged with the request,
 * created on first use. (Defining it per request made every request object slower to use.)
 */
export function installRequestLog(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: IncomingMessage & { [CHILD]?: Logger }) {
      return (this[CHILD] ??= logger.child({ req: describeRequest(this) }));
    },
  });
}

const STARTED = Symbol('requestStarted');

type TimedRequest = IncomingMessage & { [STARTED]?: number };

/** Request id and access line. `req.log` must be installed on the app (installRequestLog). */
export function requestLogging(logger: Logger): RequestHandler {
  // Same destination, level and format as `logger`, without the path redaction: it only ever
  // logs accessLine's allow-listed fields. (`redact: []` replaces the parent's paths with none.)
  // The level is not copied: a pino child given no level of its own reads its parent's through the
  // prototype, so `logger.level = ...` at run time reaches the access line too (nothing in the
  // service changes it today: LOG_LEVEL is read at start; test/foundation/logging.test.ts pins it).
  // Never pass `level` here: that would freeze the child's.
  const access = logger.child({}, { redact: [] });
  // One shared 'finish' listener (it finds its request through `this.req`) rather than a closure
  // and a once-wrapper per request.
  function logFinished(this: ServerResponse): void {
    const status = this.statusCode;
    // 4xx are the client's doing (info); 502-504 are expected operation (warn); only a 500 is a fault.
    const level = status === 500 ? 'error' : status > 500 ? 'warn' : 'info';
    if (!access.isLevelEnabled(level)) return;
    const req = this.req as TimedRequest;
    const responseTime = performance.now() - (req[STARTED] ?? performance.now());
    access[level](accessLine(req, status, responseTime), 'request completed');
  }
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    (req as TimedRequest)[STARTED] = performance.now();
    res.on('finish', logFinished);
    next();
  };
}
