// How the hosted page's routes are authorised, as the OpenAPI document shows it: the session's
// capability (the `token` of embed_url: in X-Session-Token for the JSON and speech routes, in
// `?token=` for the page itself), plus the login cookie once the page's user has claimed the
// session (page-learner.ts). The guards read the same header and parameter names as these.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import { COOKIE_JWT, registerSecuritySchemes } from '../auth/openapi.js';
import type { EndpointAuth } from '../http/endpoint.js';
import { registerSecuritySchemeOnce } from '../http/openapi-registry.js';
import { PAGE_TOKEN_PARAM, SESSION_TOKEN_HEADER } from './schemas.js';

export const SESSION_CAPABILITY = 'sessionCapability';
export const SESSION_LINK = 'sessionLink';

function registerSessionSchemes(registry: OpenAPIRegistry): void {
  registerSecuritySchemes(registry);
  registerSecuritySchemeOnce(registry, SESSION_CAPABILITY, {
    type: 'apiKey',
    in: 'header',
    name: SESSION_TOKEN_HEADER,
    description: 'The `token` of embed_url: a capability for the one session the request names (not an API key). A session its page\'s logged-in user has claimed also needs their `auth_token` cookie.',
  });
  registerSecuritySchemeOnce(registry, SESSION_LINK, {
    type: 'apiKey',
    in: 'query',
    name: PAGE_TOKEN_PARAM,
    description: 'The same capability in the page link (embed_url), beside `session`.',
  });
}

/** A capability, alone or with the login cookie (needed once the session is claimed). */
const withClaim = (scheme: string) => [{ [scheme]: [] }, { [scheme]: [], [COOKIE_JWT]: [] }];

/** The session routes' step: the capability in X-Session-Token. */
export function sessionCapabilityAuth(handler: RequestHandler): EndpointAuth {
  return { handlers: [handler], security: withClaim(SESSION_CAPABILITY), register: registerSessionSchemes };
}

/** The page: its query (read by the page itself, which answers a bad link with a notice page) carries the capability. */
export const pageLinkAuth: EndpointAuth = { handlers: [], security: withClaim(SESSION_LINK), register: registerSessionSchemes };
