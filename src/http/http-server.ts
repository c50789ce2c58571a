// The HTTP server around the app: deliberate timeouts (Node's defaults let a client trickle
// headers for a minute) and a graceful shutdown that stops accepting, lets in-flight requests
// finish, closes idle keep-alive sockets at once, and gives up at a hard deadline.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Express } from 'express';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { answerClientError } from './client-errors.js';
import { appMessageClasses } from './message-classes.js';

export interface RunningServer {
  server: http.Server;
  url: string;
  /** Resolves true when everything drained before the deadline, false when sockets were cut. */
  shutdown(): Promise<boolean>;
}

/**
 * How often Node looks for connections past the header or request timeout: a slow client is cut
 * off at most this long after its timeout (a quarter of the shorter timeout, 50..500 ms).
 */
export function connectionsCheckingIntervalMs(server: Pick<AppConfig['server'], 'headersTimeoutMs' | 'requestTimeoutMs'>): number {
  return Math.max(50, Math.min(500, Math.floor(Math.min(server.headersTimeoutMs, server.requestTimeoutMs) / 4)));
}

const HEADERS_DEADLINE = Symbol('headersDeadline');
type TimedSocket = Socket & { [HEADERS_DEADLINE]?: NodeJS.Timeout };

/**
 * Node starts its header clock at the first byte received and only looks every
 * connectionsCheckingInterval, so a client sending one byte a second was cut 5.0 to 5.5 s after
 * connecting. This deadline runs from the connection itself: a socket whose first request's
 * headers are not complete `headersTimeoutMs` after connecting is answered 408 and closed.
 * Later requests on a kept-alive socket are bounded by Node's own timeouts.
 */
function armHeadersDeadline(socket: TimedSocket, headersTimeoutMs: number): void {
  const timer = setTimeout(() => {
    if (!socket.destroyed) answerClientError(Object.assign(new Error('headers timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
  }, headersTimeoutMs);
  timer.unref();
  socket[HEADERS_DEADLINE] = timer;
  socket.once('close', () => clearTimeout(timer));
}

function headersArrived(socket: TimedSocket): void {
  const timer = socket[HEADERS_DEADLINE];
  if (timer === undefined) return;
  clearTimeout(timer);
  socket[HEADERS_DEADLINE] = undefined;
}

export function startHttpServer(
  app: Express,
  server: AppConfig['server'],
  logger: Logger,
  opts: { port?: number; host?: string } = {},
): Promise<RunningServer> {
  let draining = false;
  const httpServer = http.createServer(
    {
      // req and res are constructed with the app's prototypes, so Express need not swap them.
      ...appMessageClasses(app),
      headersTimeout: server.headersTimeoutMs,
      requestTimeout: server.requestTimeoutMs,
      keepAliveTimeout: server.keepAliveTimeoutMs,
      // How often Node checks the two timeouts above; its default (30 s) would make them coarse.
      connectionsCheckingInterval: connectionsCheckingIntervalMs(server),
    },
    (req, res) => {
      headersArrived(req.socket);
      // Once draining, every response closes its connection so keep-alive clients let go.
      // (Checked here rather than in a second 'request' listener: one listener is a cheaper emit.)
      if (draining) res.setHeader('Connection', 'close');
      app(req, res);
    },
  );
  // Parser errors and timeouts answer in the JSON error shape, not Node's empty bodies.
  httpServer.on('clientError', answerClientError);
  const sockets = new Set<Socket>();
  httpServer.on('connection', (s: TimedSocket) => {
    armHeadersDeadline(s, server.headersTimeoutMs);
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });

  let shutdownPromise: Promise<boolean> | undefined;
  const shutdown = () =>
    (shutdownPromise ??= new Promise<boolean>((resolve) => {
      draining = true;
      let settled = false;
      const finish = (clean: boolean) => {
        if (settled) return;
        settled = true;
        clearInterval(idleSweep);
        clearTimeout(deadline);
        resolve(clean);
      };
      httpServer.close(() => finish(true));
      httpServer.closeIdleConnections();
      // A socket that finishes its last request becomes idle; close it promptly rather than
      // waiting for keepAliveTimeout.
      const idleSweep = setInterval(() => httpServer.closeIdleConnections(), 50);
      const deadline = setTimeout(() => {
        logger.warn({ open: sockets.size }, 'shutdown deadline reached; closing remaining connections');
        httpServer.closeAllConnections();
        for (const s of sockets) s.destroy();
        finish(false);
      }, server.shutdownTimeoutMs);
    }));

  const port = opts.port ?? server.port;
  const host = opts.host ?? server.host;
  return new Promise((resolve, reject) => {
    // A port in use or a host name that does not resolve: one line naming the settings behind them.
    const refused = (err: NodeJS.ErrnoException) => reject(new Error(`cannot listen on ${host}:${port} (HOST, PORT): ${err.code ?? err.message}`));
    httpServer.once('error', refused);
    httpServer.listen(port, host, () => {
      httpServer.off('error', refused);
      const addr = httpServer.address() as AddressInfo;
      const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
      resolve({ server: httpServer, url: `http://${host === '0.0.0.0' || host === '[::]' ? 'localhost' : host}:${addr.port}`, shutdown });
    });
  });
}
