// /api/auth/*: turn a bearer JWT into the httpOnly cookie the cookie-authenticated areas read,
// clear it, and (in development only) mint a token for a given e-mail and role.
import type { Express, Request, RequestHandler, Response } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { appError } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { errorResponses, jsonExample } from '../openapi/registry.js';
import * as EX from './openapi-examples.js';
import { normaliseRole } from '../users/roles.js';
import { AUTH_COOKIE, authCookieOptions, readCookie } from './cookies.js';
import type { AuthArea } from './area.js';
import { bearerToken } from '../http/api-keys.js';
import { originAllowed } from './origin.js';
import { bearerSecurity, cookieSecurity, registerSecuritySchemes } from './openapi.js';
import type { Principal } from './principal.js';
import {
  DevLoginRequestSchema,
  DevLoginResponseSchema,
  LogoutResponseSchema,
  CurrentSessionResponseSchema,
  SessionResponseSchema,
  subjectForEmail,
} from './schemas.js';
import type { z } from 'zod';

/** Lifetime of dev-login tokens. */
export const DEV_LOGIN_TTL_SECONDS = 8 * 3600;

export function mountAuth(app: Express, area: AuthArea): void {
  const { identity, config, clock, users } = area;
  registerSecuritySchemes(area.openapi);
  registerDocs(area.openapi);

  // These endpoints set or clear the cookie, so a foreign site must not trigger them either
  // (login CSRF would sign a victim into the attacker's account; logout CSRF is a nuisance).
  const sameSiteOnly: RequestHandler = (req, _res, next) => {
    if (!originAllowed(req, config)) throw appError('origin_not_allowed', 'Requests from this origin may not change the session');
    next();
  };
  const setCookie = (req: Request, res: Response, token: string, expiresAt: number) => {
    res.cookie(AUTH_COOKIE, token, authCookieOptions(req, Math.max(0, expiresAt - clock.now())));
  };
  const session = (p: Principal, expiresAt: number): z.infer<typeof SessionResponseSchema> => ({
    success: true,
    user: { id: p.userId, email: p.email, name: p.name, role: p.role },
    expiresAt: new Date(expiresAt).toISOString(),
  });

  app.post('/api/auth/session', sameSiteOnly, async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw appError('missing_authorization', 'Send Authorization: Bearer <JWT>');
    const { principal, expiresAt } = await identity.authenticate(token);
    setCookie(req, res, token, expiresAt);
    res.json(session(principal, expiresAt));
  });

  // Who the cookie says the visitor is: lets the hosted pages (analytics) know their user.
  // No cookie is an answer, not an error: a page asks this on every load, logged in or not.
  app.get('/api/auth/session', async (req, res) => {
    const token = readCookie(req.headers.cookie, AUTH_COOKIE);
    res.set('Cache-Control', 'no-store');
    if (!token) return void res.json({ success: true, user: null, expiresAt: null } satisfies z.infer<typeof CurrentSessionResponseSchema>);
    const { principal, expiresAt } = await identity.authenticate(token);
    res.json(session(principal, expiresAt));
  });

  app.post('/api/auth/logout', sameSiteOnly, async (req, res) => {
    // Clearing the cookie is not enough: a copy of it would still work until exp. Revoke the token.
    const cookieToken = readCookie(req.headers.cookie, AUTH_COOKIE);
    const bearer = bearerToken(req.headers.authorization);
    for (const token of [cookieToken, bearer]) if (token) await identity.revoke(token);
    res.clearCookie(AUTH_COOKIE, authCookieOptions(req));
    res.json({ success: true } satisfies z.infer<typeof LogoutResponseSchema>);
  });

  // Disabled, it answers exactly like a route that does not exist.
  const devLoginEnabled: RequestHandler = (req, _res, next) => {
    if (!config.auth.devLogin) throw appError('not_found', `No route for ${req.method} ${req.path}`);
    next();
  };
  app.post('/api/auth/dev-login', devLoginEnabled, sameSiteOnly, async (req, res) => {
    const body = parseWith(DevLoginRequestSchema, req.body);
    const role = normaliseRole(body.role);
    if (!role) {
      throw appError('invalid_request', 'role: must be teacher (educator), learner (student) or admin', {
        field: 'role',
        reason: 'unknown role',
      });
    }
    const email = body.email.toLowerCase();
    const sub = users.getByEmail(email)?.id ?? subjectForEmail(email);
    const token = await identity.issue({ sub, email, name: body.name ?? null, role }, DEV_LOGIN_TTL_SECONDS);
    const { principal, expiresAt } = await identity.authenticate(token);
    setCookie(req, res, token, expiresAt);
    res.json({ ...session(principal, expiresAt), token } satisfies z.infer<typeof DevLoginResponseSchema>);
  });
}

function registerDocs(openapi: OpenAPIRegistry): void {
  const json = jsonExample;
  openapi.registerPath({
    method: 'get',
    path: '/api/auth/session',
    tags: ['Auth'],
    summary: 'Who the auth cookie belongs to',
    description: 'The user of the `auth_token` cookie and when it expires, or `user: null` without a cookie (the hosted pages ask on load, to attach analytics events to their user). An Authorization header is ignored.',
    security: cookieSecurity,
    responses: {
      200: { description: 'The cookie\'s user, or null', ...json(CurrentSessionResponseSchema, EX.SESSION_RESPONSE) },
      ...errorResponses('standard', { 401: 'A cookie that is not valid: `invalid_token`, `token_expired` or `token_revoked`.' }),
    },
  });
  openapi.registerPath({
    method: 'post',
    path: '/api/auth/session',
    tags: ['Auth'],
    summary: 'Start a cookie session from a bearer JWT',
    description:
      'Verifies the bearer JWT and sets it as the httpOnly `auth_token` cookie (SameSite=Lax, Secure over https, Max-Age until the token expires) for the cookie-authenticated areas.',
    security: bearerSecurity,
    responses: {
      200: { description: 'Cookie set', ...json(SessionResponseSchema, EX.SESSION_RESPONSE) },
      ...errorResponses('standard', {
        401: '`missing_authorization`, `invalid_token` (bad signature, algorithm, claims, unknown role, no `iat`, or a lifetime over JWT_MAX_AGE), `token_expired` or `token_revoked` (logged out).',
        403: '`origin_not_allowed`: sent by a browser from an origin that is neither this service nor in CORS_ORIGINS.',
      }),
    },
  });
  openapi.registerPath({
    method: 'post',
    path: '/api/auth/logout',
    tags: ['Auth'],
    summary: 'Log out: revoke the token and clear the auth cookie',
    description:
      'Revokes the token in the `auth_token` cookie (and a bearer token, when one is sent) until its `exp`, so a copy of the cookie stops working, then clears the cookie. Later use of a revoked token is 401 `token_revoked`.',
    responses: {
      200: { description: 'Cookie cleared', ...json(LogoutResponseSchema, EX.LOGOUT_RESPONSE) },
      ...errorResponses('standard', { 403: '`origin_not_allowed`.' }),
    },
  });
  openapi.registerPath({
    method: 'post',
    path: '/api/auth/dev-login',
    tags: ['Auth'],
    summary: 'Development login (AUTH_DEV_LOGIN=true, never in production)',
    description:
      'Issues an HS256 JWT (8 h) for the given e-mail and role and sets the auth cookie. Answers 404 `not_found` unless AUTH_DEV_LOGIN=true and NODE_ENV is not production.',
    request: { body: { required: true, ...json(DevLoginRequestSchema, EX.DEV_LOGIN_REQUEST) } },
    responses: {
      200: { description: 'Token issued', ...json(DevLoginResponseSchema, EX.DEV_LOGIN_RESPONSE) },
      ...errorResponses('standard', { 400: 'Invalid e-mail or role.', 403: '`origin_not_allowed`.', 404: 'Dev login is disabled.' }),
    },
  });
}
