// Security schemes of the OpenAPI document, registered once per document by whichever area
// needs them first. The bearer-JWT and cookie areas reference them by these names.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { registerSecuritySchemeOnce } from '../http/openapi-registry.js';
import { AUTH_COOKIE } from './cookies.js';

export const BEARER_JWT = 'bearerJwt';
export const COOKIE_JWT = 'cookieJwt';

export function registerSecuritySchemes(registry: OpenAPIRegistry): void {
  registerSecuritySchemeOnce(registry, BEARER_JWT, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A JWT (HS256 with the service secret, or RS256 with JWT_PUBLIC_KEY) carrying `sub`, `email`, `name`, `role` (teacher/educator, learner/student, admin), `iat` and `exp`, with `exp - iat` at most JWT_MAX_AGE (default 24 h). Users are keyed by `sub`; a token whose e-mail belongs to another user is 409 `email_taken` on every endpoint. A token revoked by POST /api/auth/logout is 401 `token_revoked`.',
  });
  registerSecuritySchemeOnce(registry, COOKIE_JWT, {
    type: 'apiKey',
    in: 'cookie',
    name: AUTH_COOKIE,
    description: 'The same JWT in the httpOnly cookie set by POST /api/auth/session or /api/auth/dev-login.',
  });
}

export const bearerSecurity = [{ [BEARER_JWT]: [] }];
export const cookieSecurity = [{ [COOKIE_JWT]: [] }];

/** A login the endpoint reads when sent (to count or attribute the request), never requires: none, or either transport. */
export const optionalLoginSecurity = [{}, ...bearerSecurity, ...cookieSecurity];
