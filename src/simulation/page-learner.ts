// The hosted page's logged-in user as a session's learner: the auth cookie (the page is served
// same-origin, so a user logged in to this service carries it), verified like any cookie. A
// missing or unusable cookie means an anonymous page: no learner, no learning record.
import type { Request } from 'express';
import { AUTH_COOKIE, readCookie, type Identity } from '../auth/index.js';
import type { PracticeLearner } from '../shared/practice-record.js';

export async function pageLearner(identity: Identity, req: Request): Promise<PracticeLearner | undefined> {
  const token = readCookie(req.headers.cookie, AUTH_COOKIE);
  if (!token) return undefined;
  try {
    const { principal } = await identity.authenticate(token);
    return { id: principal.userId, email: principal.email, ...(principal.name ? { name: principal.name } : {}), source: 'page' };
  } catch {
    return undefined;
  }
}
