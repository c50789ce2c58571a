// Keyset pages of a newest-first list, the same in every area that lists: the `limit` and `cursor`
// query parameters, the `nextCursor` answer and the opaque cursor itself. A cursor is the position
// (createdAt, id) of the last item, base64url-encoded. Clients must not build one; a tampered
// cursor can only move the position, never widen what a caller may list, because the area applies
// the caller's scope on every page.
import { z } from 'zod';
import { appError } from './errors.js';

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;

/** Keyset position: items strictly older than (createdAt, id) in newest-first order. */
export interface PageAfter {
  createdAt: string;
  id: string;
}

/** The query fields of a list; spread into the area's own `strictObject` beside its filters. */
export const listPageQueryFields = {
  limit: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(LIST_MAX_LIMIT))
    .optional()
    .meta({ description: `Page size, 1 to ${LIST_MAX_LIMIT}; default ${LIST_DEFAULT_LIMIT}.` }),
  cursor: z.string().optional().meta({ description: 'The `nextCursor` of the previous page, as given.' }),
};

/** The answer's field that leads to the next page. */
export const nextCursorField = z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page.' });

// Timestamps are ISO 8601 as the services write them (toISOString); ids are UUIDs.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(after: PageAfter): string {
  return Buffer.from(JSON.stringify([after.createdAt, after.id])).toString('base64url');
}

/** The position a cursor names, or 400 `invalid_cursor`. */
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
