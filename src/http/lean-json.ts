// res.json without the work a JSON API response does not need. Express's res.json goes through
// res.send, which re-reads and re-formats the Content-Type (charset), looks up headers several
// times and checks request freshness on every call. For the common case (no ETag or Last-Modified,
// no Content-Type chosen by the route, a status with a body, default JSON settings) the result is
// exactly three headers' worth of work: the same bytes and headers Express would send. Anything
// else goes to Express's own res.json unchanged.
import type { Express, Request, Response } from 'express';

const NO_BODY_STATUS = new Set([204, 205, 304]);

export function installLeanJson(app: Express): void {
  const expressJson = app.response.json;
  app.response.json = function leanJson(this: Response, body: unknown): Response {
    const settings = this.app.settings as Record<string, unknown>;
    if (
      settings['etag fn'] ||
      settings['json replacer'] !== undefined ||
      settings['json spaces'] !== undefined ||
      settings['json escape'] ||
      NO_BODY_STATUS.has(this.statusCode) ||
      this.hasHeader('content-type') ||
      this.hasHeader('etag') ||
      this.hasHeader('last-modified') ||
      this.hasHeader('transfer-encoding')
    ) {
      return expressJson.call(this, body);
    }
    const text = JSON.stringify(body) as string | undefined;
    if (text === undefined) return expressJson.call(this, body);
    this.setHeader('Content-Type', 'application/json; charset=utf-8');
    this.setHeader('Content-Length', Buffer.byteLength(text));
    // A string (not a Buffer) lets Node send headers and body in one write; HEAD sends no body.
    this.end(text);
    return this;
  };
}

/**
 * A GET's JSON answered with its validator: ETag and Cache-Control first, then 304 when the
 * request's conditional headers already match (req.fresh), else the JSON text. The same status,
 * headers (in the same order) and bytes as `res.set(...)` then `res.json(body)`, for a caller that
 * has the text already (it hashed it for the ETag) or builds it only when a body is sent, and
 * without res.send's second look at freshness and its content-type pass.
 */
export function sendJsonWithEtag(req: Request, res: Response, etag: string, cacheControl: string, json: string | (() => string)): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', cacheControl);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  sendJsonText(res, typeof json === 'string' ? json : json()); // HEAD: Node sends no body
}

/** JSON text a presenter already made, sent as res.json sends a body (status as set, same headers and bytes). */
export function sendJsonText(res: Response, text: string): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
