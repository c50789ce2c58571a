// Conversation API authentication: `Authorization: Bearer <key>` against the SERVICE_API_KEYS allowlist,
// compared in constant time. The caller is known by the index of its key (never the key itself),
// which is what a session records as its owner. The embed page's capability is NOT a key: it is
// only ever checked by the hosted page, so presenting one here is simply `invalid_key`.
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { bearerToken, type ApiKeySet } from '../http/api-keys.js';
import { appError } from '../http/errors.js';

export interface ApiKeyOwner {
  keyIndex: number;
  /** Demo sessions (the start page): the client address, whose share of live sessions they use. */
  demoClientIp?: string;
}

/**
 * The key a request presents, or the conversation API's error for it (503 without configured keys, 401
 * missing or unknown). Routes call it first thing: one function call, not a router layer.
 */
export function authenticateServiceKey(keys: ApiKeySet, req: IncomingMessage): ApiKeyOwner {
  if (!keys.enabled) throw appError('public_api_disabled', 'The conversation API is disabled: the server has no SERVICE_API_KEYS configured');
  const header = req.headers.authorization;
  // A request with a body is checked twice (before its body is read, then by its route): the
  // second check reuses the first's answer for the same key set and header instead of hashing again.
  const known = (req as Checked)[CHECKED];
  if (known !== undefined && known.keys === keys && known.header === header) return known.owner;
  const owner = checkKey(keys, header);
  (req as Checked)[CHECKED] = { keys, header, owner };
  return owner;
}

const CHECKED = Symbol('serviceKeyChecked');
type Checked = IncomingMessage & { [CHECKED]?: { keys: ApiKeySet; header: string | undefined; owner: ApiKeyOwner } };

function checkKey(keys: ApiKeySet, header: string | undefined): ApiKeyOwner {
  const token = bearerToken(header);
  if (token === undefined) {
    throw header
      ? appError('missing_authorization', 'Authorization must be "Bearer <API key>"')
      : appError('missing_authorization', 'Missing Authorization: Bearer <API key> header');
  }
  const keyIndex = keys.match(token);
  if (keyIndex < 0) throw appError('invalid_key', 'The API key is not valid');
  return { keyIndex };
}

/** The same check as middleware, for paths no route answers (they still need a key first). */
export function requireServiceKey(keys: ApiKeySet): RequestHandler {
  return (req, _res, next) => {
    authenticateServiceKey(keys, req);
    next();
  };
}
