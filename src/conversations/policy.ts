// Who may use a session: the API key that created it, or the hosted page holding its capability
// (checked by the page's own endpoints). A session the page's logged-in user claimed is theirs:
// from then on the capability opens it only beside that user's auth cookie, so whoever else holds
// the link cannot take turns in it or end it in their name. Pure; the service applies it to every
// session it fetches, and again to the session as it is when a turn or an end is committed.
import { appError } from '../http/errors.js';
import type { ApiKeyOwner } from './auth.js';
import type { ConversationRecord } from './session.js';

/**
 * What a caller may do with a session: its creating key, or the page holding its capability. The
 * page says which user its auth cookie names (null: none, or one that names nobody).
 */
export type SessionAccess = { kind: 'apiKey'; keyIndex: number } | CapabilityAccess;
export interface CapabilityAccess {
  kind: 'capability';
  user: string | null;
}

/** The part of a session its access is decided on. */
type Guarded = Pick<ConversationRecord, 'ownerKeyIndex' | 'learner'>;

export function apiKeyAccess(owner: ApiKeyOwner): SessionAccess {
  return { kind: 'apiKey', keyIndex: owner.keyIndex };
}

/** The page's access: its capability (checked by the page's endpoints), and the user of its cookie. */
export function capabilityAccess(user: string | null): CapabilityAccess {
  return { kind: 'capability', user };
}

/**
 * Whether a page's user may not use a session its logged-in learner claimed: only that learner's
 * page may. The integrator's learner (options.learner) vouches for whoever holds the link, and an
 * API key is the integrator itself, so neither is refused here.
 */
export function claimedByAnother(session: Guarded, access: SessionAccess): boolean {
  return access.kind === 'capability' && session.learner?.source === 'page' && session.learner.id !== access.user;
}

/** Whether the caller may use the session: its key, or its capability (and, once claimed, its learner). */
export function mayAccess(session: Guarded, access: SessionAccess): boolean {
  return access.kind === 'capability' ? !claimedByAnother(session, access) : access.keyIndex === session.ownerKeyIndex;
}

/** 403 unless the caller may use the session. */
export function assertAccess(session: Guarded, access: SessionAccess): void {
  if (access.kind === 'apiKey') {
    if (access.keyIndex !== session.ownerKeyIndex) throw appError('forbidden', 'This session belongs to a different API key');
  } else if (claimedByAnother(session, access)) {
    throw appError(
      'session_claimed',
      'The logged-in learner who opened this session owns it: the page API takes the session token only with that learner\'s auth_token cookie',
    );
  }
}
