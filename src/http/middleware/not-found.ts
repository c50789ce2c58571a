// What a request nothing answered gets. A path no route takes is 404 `not_found`; a path some
// route takes, asked with a method none of them does, is 405 `method_not_allowed` with `Allow`, so
// a caller is told to change the method rather than the path.
//
// The methods come from the app's own routes, matched by the router's own matcher: every route
// mounted on the app counts (each declared endpoint, the hosted pages, /favicon.ico), and a path
// means here exactly what it means to the router (parameters, Express 5's path syntax, the
// trailing slash, case). This runs only where a 404 would be sent, or where a check that runs before
// the routes refuses a request (methodBeforeCredentials); answered requests never reach it.
import type { Express, Request, RequestHandler } from 'express';
import { AppError, errors } from '../errors.js';
import { declinedPaths } from '../route-overlap.js';

/**
 * The little of the router's layer this reads. The router types `match` as internal, so both
 * shapes it has had are read: a match object, or `true`; anything else is no match.
 */
interface RouteLayer {
  route?: { methods?: Record<string, boolean> };
  match?: (path: string) => unknown;
}

/** Allow lists methods in this order (others after them, alphabetically). */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const rank = (m: string) => {
  const i = ORDER.indexOf(m);
  return i === -1 ? ORDER.length : i;
};

/**
 * The methods the app's routes take at `path`, in Allow's order; `null` when a route takes any
 * method there (`app.all`), and empty when no route takes the path.
 */
export function allowedMethods(app: Express, path: string): string[] | null {
  const stack = (app as unknown as { router?: { stack?: readonly RouteLayer[] } }).router?.stack ?? [];
  const found = new Set<string>();
  for (const layer of stack) {
    const methods = layer.route?.methods;
    if (!methods || typeof layer.match !== 'function') continue;
    let matched: unknown;
    try {
      matched = layer.match(path);
    } catch {
      // A parameter that is not valid percent-encoding: the router reports that itself, before here.
      continue;
    }
    // A route that leaves this path to a more literal one (src/http/route-overlap.ts) does not serve it.
    if (!matched || declinedPaths.get(layer.route!)?.(path)) continue;
    for (const [name, on] of Object.entries(methods)) {
      if (!on) continue;
      if (name === '_all') return null;
      found.add(name.toUpperCase());
    }
  }
  // The router answers HEAD with a GET route.
  if (found.has('GET')) found.add('HEAD');
  return [...found].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface NotFoundOptions {
  /**
   * Whether the app answers OPTIONS on every path (the CORS middleware answers it before any
   * route); Allow then lists it too.
   */
  answersOptions: boolean;
}

/** The 405 for a request whose path the app's routes take, but not with its method; else null. */
export type WrongMethod = (req: Request) => AppError | null;

export function wrongMethod(app: Express, opts: NotFoundOptions): WrongMethod {
  return (req) => {
    // Under a mounted middleware (app.use('/api/v1', ...)) req.path is what follows the mount point.
    const path = req.baseUrl + req.path;
    const allowed = allowedMethods(app, path);
    // A route that took the method and passed the request on (or one taking any method) is a 404 as before.
    if (allowed === null || allowed.length === 0 || allowed.includes(req.method)) return null;
    return errors.methodNotAllowed(req.method, path, opts.answersOptions ? [...allowed, 'OPTIONS'] : allowed);
  };
}

/** The last middleware before the error handler: 405 with Allow where the path is known, else 404. */
export function notFoundHandler(wrong: WrongMethod): RequestHandler {
  return (req, _res, next) => next(wrong(req) ?? errors.routeNotFound(req.method, req.path));
}

/**
 * A credential check that runs before any route (a body guard, an area's check of every path under
 * it): when it refuses the credentials (401, 403) of a request whose path the app's routes take,
 * but not with this method, the answer is that 405, as it is for a request the check lets through.
 * Credentials would not make the method work, so a 401 would send the caller after the wrong fix;
 * and the 405 tells a stranger nothing the API reference (public, every path with its methods) does
 * not. A state of the server the check reports (503 `public_api_disabled`) stands. Runs only on a
 * refusal.
 */
export function methodBeforeCredentials(check: RequestHandler, wrong: WrongMethod): RequestHandler {
  return (req, res, next) => {
    const done = (err?: unknown) => next(err instanceof AppError && (err.status === 401 || err.status === 403) ? (wrong(req) ?? err) : err);
    try {
      const result: unknown = check(req, res, done);
      if (result instanceof Promise) result.catch(done);
    } catch (err) {
      done(err);
    }
  };
}
