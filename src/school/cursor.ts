// Opaque list cursors: the keyset position (createdAt, id) of the last class on a page. A tampered
// cursor can only move the position; the caller's scope is applied on every page.
import { errors } from '../http/errors.js';
import type { PageAfter } from './store.js';

export const encodeCursor = (after: PageAfter) => Buffer.from(JSON.stringify([after.createdAt, after.id])).toString('base64url');

export function decodeCursor(cursor: string): PageAfter {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string') return { createdAt: v[0], id: v[1] };
  } catch {
    // fall through
  }
  throw errors.badRequest('invalid_cursor', 'cursor: not a cursor returned by this endpoint', { field: 'cursor', reason: 'malformed' });
}
