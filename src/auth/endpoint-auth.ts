// The authentication steps endpoints declare (src/http/endpoint.ts `auth`): a transport's
// middleware, then the roles it admits (403 `forbidden` for the rest, before any rate limit
// counts the request), with the security requirement the OpenAPI document shows.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { EndpointAuth } from '../http/endpoint.js';
import type { Role } from '../users/roles.js';
import { requireRole } from './middleware.js';
import { bearerSecurity, cookieSecurity, registerSecuritySchemes } from './openapi.js';

export interface EndpointAuthSteps {
  /** `Authorization: Bearer <JWT>`. */
  bearer(...roles: Role[]): EndpointAuth;
  /** The httpOnly cookie, with the origin check on writes. */
  cookie(...roles: Role[]): EndpointAuth;
  /** A bearer JWT when an Authorization header is sent, else the cookie. */
  bearerOrCookie(...roles: Role[]): EndpointAuth;
}

export function endpointAuthSteps(transports: { bearer: RequestHandler; cookie: RequestHandler; bearerOrCookie: RequestHandler }): EndpointAuthSteps {
  const step = (handler: RequestHandler, security: EndpointAuth['security'], roles: Role[]): EndpointAuth => ({
    handlers: roles.length > 0 ? [handler, requireRole(...roles)] : [handler],
    security,
    register: (registry: OpenAPIRegistry) => registerSecuritySchemes(registry),
  });
  return {
    bearer: (...roles) => step(transports.bearer, bearerSecurity, roles),
    cookie: (...roles) => step(transports.cookie, cookieSecurity, roles),
    bearerOrCookie: (...roles) => step(transports.bearerOrCookie, [...bearerSecurity, ...cookieSecurity], roles),
  };
}
