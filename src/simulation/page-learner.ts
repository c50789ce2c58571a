// The hosted page's logged-in user as a session's learner: the auth cookie (the page is served
// same-origin, so a user logged in to this service carries it), verified like any cookie. A
// missing or unusable cookie means an anonymous page: no learner, no learning record. The same
// user is the page's access to its session's endpoints: a session they claimed answers only to
// their cookie (src/conversations/policy.ts).
import type { Request } from 'express';
import { AUTH_COOKIE, readCookie, type Identity } from '../auth/index.js';
import { capabilityAccess, type CapabilityAccess } from '../conversations/index.js';
import { AppError } from '../http/errors.js';
import type { PracticeLearner } from '../shared/practice-record.js';
import type { SimulationArea } from './area.js';

/**
 * The cookie's user, or undefined when there is no cookie or it names nobody (invalid, expired,
 * revoked). Opening the page, any failure leaves it anonymous (`lenient`); the page's endpoints
 * pass a failure of the service itself (storage) on rather than refuse the learner as a stranger.
 */
export async function pageLearner(identity: Identity, req: Request, lenient = true): Promise<PracticeLearner | undefined> {
  const token = readCookie(req.headers.cookie, AUTH_COOKIE);
  if (!token) return undefined;
  try {
    const { principal } = await identity.authenticate(token);
    return { id: principal.userId, email: principal.email, ...(principal.name ? { name: principal.name } : {}), source: 'page' };
  } catch (err) {
    if (lenient || (err instanceof AppError && err.status < 500)) return undefined;
    throw err;
  }
}

// One request's access, asked by the credentials-before-body check and then by the route.
const accesses = new WeakMap<Request, Promise<CapabilityAccess>>();

/** The page's access to its session (its capability already checked): the user its cookie names. */
export function pageAccess(identity: Identity, req: Request): Promise<CapabilityAccess> {
  let access = accesses.get(req);
  if (!access) {
    access = pageLearner(identity, req, false).then((learner) => capabilityAccess(learner?.id ?? null));
    accesses.set(req, access);
  }
  return access;
}

/**
 * Refuses a page request whose session another user claimed, before its body is read: with the
 * session this instance holds when it has one (a claim made elsewhere since is caught when the
 * turn is stored). A session that does not exist is left to the route, which answers as it would
 * without a body (404, or 405 for a method the path does not take).
 */
export async function notClaimedByAnother(area: SimulationArea, req: Request, id: string): Promise<void> {
  try {
    await area.service.forTurn(id, await pageAccess(area.identity, req));
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'not_found')) throw err;
  }
}

/** The refusals of every session-scoped page endpoint (the speech endpoints say theirs alike). */
export const CLAIMED_REFUSAL =
  '`session_claimed`: the logged-in learner who opened the page owns the session, and the request does not carry their `auth_token` cookie';
/** How the page's endpoints are authorised, in each operation's description. */
export const PAGE_AUTHORIZATION =
  'Authorised by the capability in `X-Session-Token` (never an API key); once the page\'s logged-in user has claimed the session ' +
  '(they opened its page before any turn, docs/xapi.md), only with their `auth_token` cookie beside it. A session whose learner ' +
  'the integrator named (`options.learner`) keeps the capability alone.';
