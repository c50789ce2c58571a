// Optional API-key check for the map endpoints (docs/maps.md): off while MAP_API_KEYS is empty;
// when set, `X-API-Key` or `Authorization: Bearer` must carry one of the keys (constant time).
// The same function gives the route's check and the OpenAPI security it shows, so they agree.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import { BEARER_JWT, COOKIE_JWT, optionalLoginSecurity, registerSecuritySchemes } from '../auth/openapi.js';
import type { EndpointAuth } from '../http/endpoint.js';
import { ApiKeySet, bearerToken } from '../http/api-keys.js';
import { appError } from '../http/errors.js';
import { registerSecuritySchemeOnce } from '../http/openapi-registry.js';

export const MAP_KEY_HEADER = 'X-API-Key';
export const MAP_KEY = 'mapApiKey';
export const MAP_KEY_BEARER = 'mapApiKeyBearer';

export function mapApiKeyAuth(keys: readonly string[]): RequestHandler {
  const set = new ApiKeySet(keys);
  if (!set.enabled) return (_req, _res, next) => next();
  return (req, _res, next) => {
    const headerKey = req.headers[MAP_KEY_HEADER.toLowerCase()];
    const candidate = (typeof headerKey === 'string' && headerKey !== '' ? headerKey : undefined) ?? bearerToken(req.headers.authorization);
    if (candidate === undefined) {
      return next(appError('missing_api_key', `This endpoint needs an API key in ${MAP_KEY_HEADER} or Authorization: Bearer`));
    }
    if (set.match(candidate) === -1) return next(appError('invalid_api_key', 'The API key is not valid'));
    next();
  };
}

function registerMapSchemes(registry: OpenAPIRegistry, keyed: boolean): void {
  registerSecuritySchemes(registry);
  if (!keyed) return;
  registerSecuritySchemeOnce(registry, MAP_KEY, { type: 'apiKey', in: 'header', name: MAP_KEY_HEADER, description: 'One of the keys in MAP_API_KEYS (only when the server sets it).' });
  registerSecuritySchemeOnce(registry, MAP_KEY_BEARER, { type: 'http', scheme: 'bearer', description: `The same map key as \`Authorization: Bearer\` instead of ${MAP_KEY_HEADER}.` });
}

/**
 * The OpenAPI security of a map route. `login`: the route also reads a login when one is sent
 * (a bearer JWT or the cookie; request-identity.ts). A map key in Authorization leaves only the
 * cookie for a login, as request-identity.ts reads a bearer value only when it is a JWT.
 */
export function mapSecurity(keyed: boolean, login: boolean): EndpointAuth['security'] {
  if (!keyed) return login ? optionalLoginSecurity : [{}];
  const key = { [MAP_KEY]: [] };
  const bearerKey = { [MAP_KEY_BEARER]: [] };
  if (!login) return [key, bearerKey];
  return [key, { ...key, [BEARER_JWT]: [] }, { ...key, [COOKIE_JWT]: [] }, bearerKey, { ...bearerKey, [COOKIE_JWT]: [] }];
}

/**
 * A map route's authentication step: the key check when MAP_API_KEYS is set (with MAP_API_KEYS
 * unset, no step at all rather than a pass-through per request), and the security it shows.
 * `handler` replaces the plain key check (e.g. one that lets some requests through).
 */
export function mapEndpointAuth(keys: readonly string[], opts: { login: boolean; handler?: RequestHandler; alsoPublic?: boolean }): EndpointAuth {
  const keyed = keys.length > 0;
  const security = mapSecurity(keyed, opts.login)!;
  return {
    handlers: keyed ? [opts.handler ?? mapApiKeyAuth(keys)] : [],
    security: keyed && opts.alsoPublic ? [...security, {}] : security,
    register: (registry) => registerMapSchemes(registry, keyed),
  };
}
