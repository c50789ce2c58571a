// Sends a service result that may or may not be a promise. The conversation routes use it: a
// built-in turn is synchronous, and sending it at once skips a promise and two microtask hops per
// request. A rejected promise goes back to Express, which calls next(err).
import type { Response } from 'express';

export function sendJson<T>(res: Response, result: T | Promise<T>, status = 200): void | Promise<void> {
  if (result instanceof Promise) {
    return result.then((body) => {
      res.statusCode = status;
      res.json(body);
    });
  }
  res.statusCode = status;
  res.json(result);
}
