// JSON.parse for text that came from outside (bodies, query parameters). JSON.parse creates
// `__proto__` as an own property, which a later spread or Object.assign turns into a prototype
// change. Such keys (and constructor/prototype) have no legitimate use in this API, so the text is
// refused.
import { AppError, appError } from './errors.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function refuseForbiddenKeys(this: unknown, key: string, value: unknown): unknown {
  if (FORBIDDEN_KEYS.has(key)) throw appError('invalid_json', `JSON key "${key}" is not allowed`);
  return value;
}

/**
 * Parses `text`, or throws a 400 `invalid_json` AppError: `invalid()` for malformed text, a fixed
 * one naming the key for a forbidden key. The reviver (one call per key, slow) only runs when the
 * text could spell a forbidden key: literally, or through a \u escape (the only JSON escape that
 * can produce a letter or an underscore).
 */
export function parseUntrustedJson(text: string, invalid: () => AppError): unknown {
  const suspicious = text.includes('\\u') || text.includes('__proto__') || text.includes('constructor') || text.includes('prototype');
  try {
    return suspicious ? JSON.parse(text, refuseForbiddenKeys) : JSON.parse(text);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid();
  }
}
