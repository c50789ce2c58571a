// Request ids and access logs on plain pino. An incoming X-Request-Id is kept when it looks like
// an id; every response carries one; `req.log` is a child logger tagged with it, created only
// when something logs (pino-http built one per request up front, which halved throughput of
// small requests in our benchmark).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import type { Logger } from '../../logger.js';

declare module 'node:http' {
  interface IncomingMessage {
    id: string;
    log: Logger;
  }
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const LOGGED_HEADERS = ['authorization', 'cookie', 'x-api-key', 'user-agent', 'content-length'] as const;
const SECRET_QUERY = /([?&](?:token|key|api_key|apikey)=)[^&]*/gi;

/** What an access line says about a request. Credentials are named but redacted (see logger.ts). */
export function describeRequest(req: IncomingMessage) {
  // Only headers that were sent: an absent credential must not show up as "[redacted]".
  const headers: Record<string, string | string[]> = {};
  for (const name of LOGGED_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return {
    id: req.id,
    method: req.method,
    url: (req.url ?? '').replace(SECRET_QUERY, '$1[redacted]'),
    headers,
    remoteAddress: req.socket?.remoteAddress,
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
  // One shared 'finish' listener (it finds its request through `this.req`) rather than a closure
  // and a once-wrapper per request.
  function logFinished(this: ServerResponse): void {
    const status = this.statusCode;
    // 4xx are the client's doing (info); 502-504 are expected operation (warn); only a 500 is a fault.
    const level = status === 500 ? 'error' : status > 500 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const req = this.req as TimedRequest;
    const responseTime = performance.now() - (req[STARTED] ?? performance.now());
    req.log[level]({ res: { statusCode: status }, responseTime: Math.round(responseTime * 10) / 10 }, 'request completed');
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
