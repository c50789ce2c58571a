// Opaque list cursors: the keyset position (createdAt, id) of the last item, base64url-encoded.
// Clients must not build them; a tampered cursor can only move the position, never widen what a
// caller may list, because the scope is applied separately on every page.
import { appError } from '../http/errors.js';
import type { PageAfter } from './store.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(after: PageAfter): string {
  return Buffer.from(JSON.stringify([after.createdAt, after.id])).toString('base64url');
}

export function decodeCursor(cursor: string): PageAfter {
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && ISO.test(parsed[0]) && typeof parsed[1] === 'string' && UUID.test(parsed[1])) {
    return { createdAt: parsed[0], id: parsed[1] };
  }
  throw appError('invalid_cursor', 'cursor: not a cursor returned by this endpoint', { field: 'cursor', reason: 'malformed' });
}
