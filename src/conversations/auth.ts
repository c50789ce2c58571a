// Part A authentication: `Authorization: Bearer <key>` against the SERVICE_API_KEYS allowlist,
// compared in constant time. The caller is known by the index of its key (never the key itself),
// which is what a session records as its owner. The embed page's capability is NOT a key: it is
// only ever checked by the hosted page, so presenting one here is simply `invalid_key`.
import type { RequestHandler, Response } from 'express';
import { bearerToken, type ApiKeySet } from '../http/api-keys.js';
import { AppError, errors } from '../http/errors.js';

export interface ApiKeyOwner {
  keyIndex: number;
}

/** What a caller may do with a session: its creating key, or the page holding its capability. */
export type SessionAccess = { kind: 'apiKey'; keyIndex: number } | { kind: 'capability' };

export function requireServiceKey(keys: ApiKeySet): RequestHandler {
  return (req, res, next) => {
    if (!keys.enabled) {
      return next(errors.unavailable('public_api_disabled', 'The conversation API is disabled: the server has no SERVICE_API_KEYS configured'));
    }
    const header = req.get('authorization');
    const token = bearerToken(header);
    if (token === undefined) {
      return next(
        header
          ? new AppError(401, 'missing_authorization', 'Authorization must be "Bearer <API key>"')
          : new AppError(401, 'missing_authorization', 'Missing Authorization: Bearer <API key> header'),
      );
    }
    const keyIndex = keys.match(token);
    if (keyIndex < 0) return next(errors.unauthorized('invalid_key', 'The API key is not valid'));
    res.locals.apiKeyOwner = { keyIndex } satisfies ApiKeyOwner;
    next();
  };
}

export function apiKeyOwner(res: Response): ApiKeyOwner {
  const owner = res.locals.apiKeyOwner as ApiKeyOwner | undefined;
  if (!owner) throw errors.internal();
  return owner;
}

export function apiKeyAccess(res: Response): SessionAccess {
  return { kind: 'apiKey', keyIndex: apiKeyOwner(res).keyIndex };
}

/** 403 unless the caller may use a session owned by `ownerKeyIndex`. */
export function assertAccess(ownerKeyIndex: number, access: SessionAccess): void {
  if (access.kind === 'capability') return;
  if (access.keyIndex !== ownerKeyIndex) throw errors.forbidden('forbidden', 'This session belongs to a different API key');
}
