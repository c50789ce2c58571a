// /api/auth/*: turn a bearer JWT into the httpOnly cookie the cookie-authenticated areas read,
// clear it, and (in development only) mint a token for a given e-mail and role. Each endpoint
// declared once, mounted and documented from the same declaration (src/http/endpoint.ts); the
// endpoints that set a cookie present through their own responder.
import type { Express, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { bearerToken } from '../http/api-keys.js';
import { defineEndpoint, mountEndpoints, type Endpoint, type EndpointAuth } from '../http/endpoint.js';
import { appError } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { jsonExample as json } from '../http/openapi-registry.js';
import { normaliseRole } from '../users/roles.js';
import type { AuthArea } from './area.js';
import { AUTH_COOKIE, authCookieOptions, readCookie } from './cookies.js';
import * as EX from './examples.js';
import { bearerSecurity, cookieSecurity, registerSecuritySchemes } from './openapi.js';
import { originAllowed } from './origin.js';
import type { Principal } from './principal.js';
import {
  CurrentSessionResponseSchema,
  DevLoginRequestSchema,
  DevLoginResponseSchema,
  LogoutResponseSchema,
  SessionResponseSchema,
  subjectForEmail,
} from './schemas.js';

/** Read when sent, never required: `{}` is the alternative of sending none. */
const NONE = {};

/** Lifetime of dev-login tokens. */
export const DEV_LOGIN_TTL_SECONDS = 8 * 3600;

/** A verified token: whom it names, until when, and the token itself (to set as the cookie). */
interface Session {
  principal: Principal;
  expiresAt: number;
  token: string;
}

export function authEndpoints(area: AuthArea): Endpoint[] {
  const { identity, config, clock, users } = area;

  // These endpoints set or clear the cookie, so a foreign site must not trigger them either
  // (login CSRF would sign a victim into the attacker's account; logout CSRF is a nuisance).
  const sameSiteOnly: RequestHandler = (req, _res, next) => {
    if (!originAllowed(req, config)) throw appError('origin_not_allowed', 'Requests from this origin may not change the session');
    next();
  };
  const steps = (security: EndpointAuth['security'], ...handlers: RequestHandler[]): EndpointAuth => ({ handlers, ...(security ? { security } : {}), register: registerSecuritySchemes });

  const sessionBody = (p: Principal, expiresAt: number): z.infer<typeof SessionResponseSchema> => ({
    success: true,
    user: { id: p.userId, email: p.email, name: p.name, role: p.role },
    expiresAt: new Date(expiresAt).toISOString(),
  });
  const setCookie = (req: Request, res: Response, s: Session) => {
    res.cookie(AUTH_COOKIE, s.token, authCookieOptions(req, Math.max(0, s.expiresAt - clock.now())));
  };
  const verified = async (token: string): Promise<Session> => ({ ...(await identity.authenticate(token)), token });
  const tags = ['Auth'];

  return [
    defineEndpoint({
      tags,
      method: 'get',
      path: '/api/auth/session',
      auth: steps([...cookieSecurity, NONE]),
      // Who the cookie says the visitor is: lets the hosted pages (analytics) know their user.
      // No cookie is an answer, not an error: a page asks this on every load, logged in or not.
      handle: async ({ req, res }) => {
        // Never cached, the refusal of a bad cookie included.
        res.set('Cache-Control', 'no-store');
        const token = readCookie(req.headers.cookie, AUTH_COOKIE);
        return token ? await verified(token) : null;
      },
      present: {
        description: "The cookie's user, or null",
        ...json(CurrentSessionResponseSchema, EX.SESSION_RESPONSE),
        send: (res, s) => {
          res.json(s ? sessionBody(s.principal, s.expiresAt) : ({ success: true, user: null, expiresAt: null } satisfies z.infer<typeof CurrentSessionResponseSchema>));
        },
      },
      docs: {
        summary: 'Who the auth cookie belongs to',
        description: 'The user of the `auth_token` cookie and when it expires, or `user: null` without a cookie (the hosted pages ask on load, to attach analytics events to their user). An Authorization header is ignored.',
        errors: { 401: 'A cookie that is not valid: `invalid_token`, `token_expired` or `token_revoked`.' },
      },
    }),

    defineEndpoint({
      tags,
      method: 'post',
      path: '/api/auth/session',
      auth: steps(bearerSecurity, sameSiteOnly),
      handle: ({ req }) => {
        const token = bearerToken(req.headers.authorization);
        if (!token) throw appError('missing_authorization', 'Send Authorization: Bearer <JWT>');
        return verified(token);
      },
      present: {
        description: 'Cookie set',
        ...json(SessionResponseSchema, EX.SESSION_RESPONSE),
        send: (res, s, req) => {
          setCookie(req, res, s);
          res.json(sessionBody(s.principal, s.expiresAt));
        },
      },
      docs: {
        summary: 'Start a cookie session from a bearer JWT',
        description:
          'Verifies the bearer JWT and sets it as the httpOnly `auth_token` cookie (SameSite=Lax, Secure over https, Max-Age until the token expires) for the cookie-authenticated areas.',
        errors: {
          401: '`missing_authorization`, `invalid_token` (bad signature, algorithm, claims, unknown role, no `iat`, or a lifetime over JWT_MAX_AGE), `token_expired` or `token_revoked` (logged out).',
          403: '`origin_not_allowed`: sent by a browser from an origin that is neither this service nor in CORS_ORIGINS.',
        },
      },
    }),

    defineEndpoint({
      tags,
      method: 'post',
      path: '/api/auth/logout',
      auth: steps([...cookieSecurity, ...bearerSecurity, NONE], sameSiteOnly),
      handle: async ({ req }) => {
        // Clearing the cookie is not enough: a copy of it would still work until exp. Revoke the token.
        const cookieToken = readCookie(req.headers.cookie, AUTH_COOKIE);
        const bearer = bearerToken(req.headers.authorization);
        for (const token of [cookieToken, bearer]) if (token) await identity.revoke(token);
      },
      present: {
        description: 'Cookie cleared',
        ...json(LogoutResponseSchema, EX.LOGOUT_RESPONSE),
        send: (res, _none, req) => {
          res.clearCookie(AUTH_COOKIE, authCookieOptions(req));
          res.json({ success: true } satisfies z.infer<typeof LogoutResponseSchema>);
        },
      },
      docs: {
        summary: 'Log out: revoke the token and clear the auth cookie',
        description:
          'Revokes the token in the `auth_token` cookie (and a bearer token, when one is sent) until its `exp`, so a copy of the cookie stops working, then clears the cookie. Later use of a revoked token is 401 `token_revoked`.',
        errors: { 403: '`origin_not_allowed`.' },
      },
    }),

    defineEndpoint({
      tags,
      method: 'post',
      path: '/api/auth/dev-login',
      // Disabled, it is documented but not mounted: it answers exactly like a path with no route.
      mounted: config.auth.devLogin,
      auth: steps(undefined, sameSiteOnly),
      // A missing body is refused as missing, not read as {}.
      body: { schema: DevLoginRequestSchema, example: EX.DEV_LOGIN_REQUEST, parse: (raw) => parseWith(DevLoginRequestSchema, raw) },
      handle: async ({ body }) => {
        const role = normaliseRole(body.role);
        if (!role) {
          throw appError('invalid_request', 'role: must be teacher (educator), learner (student) or admin', {
            field: 'role',
            reason: 'unknown role',
          });
        }
        const email = body.email.toLowerCase();
        const sub = (await users.getByEmail(email))?.id ?? subjectForEmail(email);
        return verified(await identity.issue({ sub, email, name: body.name ?? null, role }, DEV_LOGIN_TTL_SECONDS));
      },
      present: {
        description: 'Token issued',
        ...json(DevLoginResponseSchema, EX.DEV_LOGIN_RESPONSE),
        send: (res, s, req) => {
          setCookie(req, res, s);
          res.json({ ...sessionBody(s.principal, s.expiresAt), token: s.token } satisfies z.infer<typeof DevLoginResponseSchema>);
        },
      },
      docs: {
        summary: 'Development login (AUTH_DEV_LOGIN=true, never in production)',
        description:
          'Issues an HS256 JWT (8 h) for the given e-mail and role and sets the auth cookie. Answers 404 `not_found` unless AUTH_DEV_LOGIN=true and NODE_ENV is not production.',
        errors: { 400: 'Invalid e-mail or role.', 403: '`origin_not_allowed`.', 404: 'Dev login is disabled.' },
      },
    }),
  ];
}

export function mountAuth(app: Express, area: AuthArea): void {
  mountEndpoints(app, area.openapi, authEndpoints(area));
}
