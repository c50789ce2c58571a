// Routes that need a key or a token refuse BEFORE the body is read: otherwise an anonymous client
// can make the server take in (and decompress, and parse) a full body for every refusal. The
// composition root (src/app.ts) hands in each area's own credential check with the path prefix it
// guards; the check runs here, ahead of the JSON body reader, only for requests that carry a body
// (the routes themselves still authenticate every request, body or not). A refusal must not
// change the answer a request without a body would get, only give it sooner: app.ts wraps each
// check so a known path asked with another method is still 405 (methodBeforeCredentials).
import type { RequestHandler } from 'express';
import { bodyKind } from './json-body.js';

export interface BodyGuard {
  /** Path prefix, matched as a whole segment (`/api/v1` guards `/api/v1/...`, not `/api/v10`) and ignoring case, as routes are. */
  prefix: string;
  /** The area's credential check: calls next() or next(err) / throws (sync or async). */
  check: RequestHandler;
}

export function credentialsBeforeBody(guards: readonly BodyGuard[]): RequestHandler {
  // Express matches routes ignoring case (`POST /API/CLASSES` reaches the classes routes), so the
  // guards match ignoring case too: otherwise a changed letter would have the body read first.
  const lowered = guards.map((g) => ({ prefix: g.prefix.toLowerCase(), check: g.check }));
  return (req, res, next) => {
    if (lowered.length === 0 || bodyKind(req) === null) return next();
    const path = req.path.toLowerCase();
    const guard = lowered.find((g) => path === g.prefix || path.startsWith(`${g.prefix}/`));
    if (!guard) return next();
    try {
      const result = guard.check(req, res, next);
      if (result instanceof Promise) result.catch(next);
    } catch (err) {
      next(err);
    }
  };
}
