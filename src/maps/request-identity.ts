// Who a map request is from, for the `email` and `name` fields of the body. They count only when
// they match an authenticated principal (a JWT as a bearer token, or the auth cookie): an
// anonymous request, or one naming someone else, never creates or modifies a user. Map API keys
// are not identities, so a bearer value that is not a JWT is left to the key check.
import type { Request } from 'express';
import { AUTH_COOKIE, readCookie, type Identity, type Principal } from '../auth/index.js';
import { bearerToken } from '../http/api-keys.js';
import { normaliseEmail, type UserStore } from '../users/index.js';

/** What telling a request's principal takes: the auth layer's identity and the user store. */
export interface RequestIdentityDeps {
  identity: Identity;
  users: UserStore;
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * Each request's principal, told once: a map request asks up to four times (the count of its
 * sends, the body's identity fields, the count of anonymous generations on a miss, the statement's
 * actor), and each telling is a whole authentication (the token, its revocation, the user's
 * record). Kept with the request object, so it goes with the request: the next one is told afresh.
 */
const told = new WeakMap<Request, Promise<Principal | undefined>>();

/** The request's principal, or undefined (no token, or one that does not verify). */
export function optionalPrincipal(deps: RequestIdentityDeps, req: Request): Promise<Principal | undefined> {
  let principal = told.get(req);
  if (principal === undefined) {
    principal = tell(deps, req);
    told.set(req, principal);
  }
  return principal;
}

async function tell(deps: RequestIdentityDeps, req: Request): Promise<Principal | undefined> {
  const bearer = bearerToken(req.headers.authorization);
  const token = bearer !== undefined && JWT_SHAPE.test(bearer) ? bearer : readCookie(req.headers.cookie, AUTH_COOKIE);
  if (!token) return undefined;
  try {
    return (await deps.identity.authenticate(token)).principal;
  } catch {
    return undefined;
  }
}

/**
 * Applies the body's identity fields: only for the principal's own e-mail (its stored name is
 * filled when missing). Returns whether they counted.
 */
export async function applyBodyIdentity(deps: RequestIdentityDeps, req: Request, body: { email?: string; name?: string }): Promise<boolean> {
  if (!body.email) return false;
  const principal = await optionalPrincipal(deps, req);
  if (!principal || normaliseEmail(principal.email) !== normaliseEmail(body.email)) {
    req.log?.info({ reason: principal ? 'email_mismatch' : 'anonymous' }, 'map.identity_ignored');
    return false;
  }
  await deps.users.provision({ email: principal.email, name: body.name, role: principal.role });
  return true;
}
