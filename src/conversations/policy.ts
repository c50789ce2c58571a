// Who may use a session: the API key that created it, or the hosted page holding its capability
// (checked by the page's own endpoints). Pure; the service applies it to every session it fetches.
import { appError } from '../http/errors.js';
import type { ApiKeyOwner } from './auth.js';

/** What a caller may do with a session: its creating key, or the page holding its capability. */
export type SessionAccess = { kind: 'apiKey'; keyIndex: number } | { kind: 'capability' };

export function apiKeyAccess(owner: ApiKeyOwner): SessionAccess {
  return { kind: 'apiKey', keyIndex: owner.keyIndex };
}

/** Whether the caller may use a session owned by `ownerKeyIndex`. */
export function mayAccess(ownerKeyIndex: number, access: SessionAccess): boolean {
  return access.kind === 'capability' || access.keyIndex === ownerKeyIndex;
}

/** 403 unless the caller may use a session owned by `ownerKeyIndex`. */
export function assertAccess(ownerKeyIndex: number, access: SessionAccess): void {
  if (!mayAccess(ownerKeyIndex, access)) throw appError('forbidden', 'This session belongs to a different API key');
}
