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

const JSON_TYPES = ['application/json', 'application/*+json'];

/**
 * Parses JSON bodies (size limit, forbidden keys) and refuses other content types on methods that
 * carry a body with 415, instead of letting validation see `undefined`. The content type is read
 * once here; the parser is told to trust that decision rather than parse the header again.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, strict: true, type: () => true, reviver });
  return (req, res, next) => {
    // null: no body at all; false: a body of another type. (Content-Length: 0 counts as a body,
    // as in body-parser, so an empty JSON POST still arrives as {}.)
    const type = req.is(JSON_TYPES);
    if (type) return parse(req, res, next);
    if (type === false && METHODS_WITH_BODY.has(req.method) && hasBody(req)) return next(errors.unsupportedMediaType());
    next();
  };
}
