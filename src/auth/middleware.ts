// One authentication middleware per transport, both producing the same Principal on req.principal.
import type { Request, RequestHandler } from 'express';
import type { AppConfig } from '../config.js';
import { bearerToken } from '../http/api-keys.js';
import { appError } from '../http/errors.js';
import type { Role } from '../users/roles.js';
import { AUTH_COOKIE, readCookie } from './cookies.js';
import type { Identity } from './identity.js';
import { isWrite, originAllowed } from './origin.js';
import { principalOf, type Principal } from './principal.js';

/** `Authorization: Bearer <JWT>` (the classes and batch APIs). */
export function bearerAuth(identity: Identity): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw appError('missing_authorization', 'Send Authorization: Bearer <JWT>');
    req.principal = (await identity.authenticate(token)).principal;
    next();
  };
}

/**
 * The httpOnly cookie `auth_token` (the school and class-content APIs). An Authorization header is ignored (those
 * parts must not accept a locally stored token). Writes from a foreign browser origin: 403.
 */
export function cookieAuth(identity: Identity, config: AppConfig): RequestHandler {
  return cookieAuthSaying(identity, config, (req) => cookieMissing(req.headers.authorization !== undefined));
}

/** The cookie transport, with what a request without the cookie is told. */
function cookieAuthSaying(identity: Identity, config: AppConfig, missing: (req: Request) => string): RequestHandler {
  return async (req, _res, next) => {
    const token = readCookie(req.headers.cookie, AUTH_COOKIE);
    if (!token) throw appError('missing_authorization', missing(req));
    const { principal } = await identity.authenticate(token);
    if (isWrite(req.method) && !originAllowed(req, config)) {
      throw appError('origin_not_allowed', 'Requests from this origin may not change data');
    }
    req.principal = principal;
    next();
  };
}

/**
 * Why the cookie is missing, said so a caller can act: one who sent a bearer token learns it is
 * ignored here and how to turn it into the cookie.
 */
function cookieMissing(sentAuthorization: boolean): string {
  return sentAuthorization
    ? `Log in first: this API reads only the ${AUTH_COOKIE} cookie and ignores the Authorization header; POST /api/auth/session with that bearer token sets the cookie`
    : `Log in first: the ${AUTH_COOKIE} cookie is missing`;
}

/**
 * Either transport, for endpoints that both integrations (bearer) and the hosted pages (cookie)
 * call: a bearer token when an Authorization header is sent, the cookie otherwise (its origin
 * check on writes included).
 */
export function bearerOrCookieAuth(identity: Identity, config: AppConfig): RequestHandler {
  const bearer = bearerAuth(identity);
  // Reached only without an Authorization header, so neither credential came: name both, since either works here.
  const cookie = cookieAuthSaying(identity, config, () => `Send Authorization: Bearer <JWT>, or log in for the ${AUTH_COOKIE} cookie`);
  return (req, res, next) => (req.headers.authorization !== undefined ? bearer(req, res, next) : cookie(req, res, next));
}

/** 403 `forbidden` unless the principal has one of the roles (after an auth middleware). */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    assertRole(principalOf(req), ...roles);
    next();
  };
}

/** The same check inside an endpoint's `authorize` step (when the role is checked after a rate limit). */
export function assertRole(principal: Principal, ...roles: Role[]): void {
  if (!roles.includes(principal.role)) throw appError('forbidden', `This action needs the role ${roles.join(' or ')}`);
}
