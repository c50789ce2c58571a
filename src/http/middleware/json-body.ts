// JSON body parsing with a size limit, a content-type check and protection against prototype
// pollution. Malformed bodies and oversized bodies become AppErrors in the error handler.
import express, { type RequestHandler } from 'express';
import { errors } from '../errors.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Marker thrown from the reviver. body-parser strips own properties from errors thrown while
 * parsing, so this carries only its class and message; the error handler turns it into a 400.
 */
export class ForbiddenKeyError extends Error {
  constructor(key: string) {
    super(`JSON key "${key}" is not allowed`);
  }
}

/**
 * JSON.parse creates `__proto__` as an own property, which a later spread or Object.assign turns
 * into a prototype change. Such keys have no legitimate use in this API, so the body is refused.
 */
function reviver(this: unknown, key: string, value: unknown): unknown {
  if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
  return value;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Parameters<RequestHandler>[0]): boolean {
  const len = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (len !== undefined && len !== '0');
}

/** Refuses non-JSON bodies on JSON endpoints with 415 instead of letting validation see `undefined`. */
export const requireJsonContentType: RequestHandler = (req, _res, next) => {
  if (!METHODS_WITH_BODY.has(req.method) || !hasBody(req)) return next();
  if (req.is(['application/json', 'application/*+json'])) return next();
  next(errors.unsupportedMediaType());
};

export function jsonBody(limitBytes: number): RequestHandler {
  return express.json({ limit: limitBytes, strict: true, type: ['application/json', 'application/*+json'], reviver });
}
