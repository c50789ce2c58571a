// Builds the authentication layer once per app: the identity (JWT keys, token -> principal), the
// two ready-made authentication middlewares and the per-user rate limiter. Areas receive this
// object (never build their own), so every transport shares one set of keys and counters.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Request, RequestHandler } from 'express';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { UserStore } from '../users/store.js';
import { endpointAuthSteps, type EndpointAuthSteps } from './endpoint-auth.js';
import { createIdentity, type Identity } from './identity.js';
import { bearerAuth, bearerOrCookieAuth, cookieAuth } from './middleware.js';
import { keyedCount, perKeyLimit, perUserLimit, type LimitOptions, type LimitWindow, type RateLimitStores } from './rate-limit.js';
import type { RevocationStore } from './revocations.js';

export interface AuthDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  openapi: OpenAPIRegistry;
  users: UserStore;
  /** Counter stores of the per-user limits. */
  rateLimits: RateLimitStores;
  /** Tokens revoked by logout. */
  revocations: RevocationStore;
}

export interface AuthArea {
  identity: Identity;
  /** `Authorization: Bearer <JWT>` (the classes API). */
  bearer: RequestHandler;
  /** The httpOnly `auth_token` cookie, with the origin check on writes (cookie-authenticated areas). */
  cookie: RequestHandler;
  /** A bearer JWT when an Authorization header is sent, else the cookie (with its origin check). */
  bearerOrCookie: RequestHandler;
  /** The same transports as endpoint authentication steps, with the roles they admit (src/http/endpoint.ts). */
  endpoint: EndpointAuthSteps;
  /** A named per-user limit (after `bearer` or `cookie`): 429 `rate_limited` past `limit` per window. */
  perUserLimit(name: string, window: LimitWindow, options?: LimitOptions): RequestHandler;
  /** A named limit per authenticated key other than a user (e.g. a session's capability). */
  perKeyLimit(name: string, window: LimitWindow, keyOf: (req: Request) => string): RequestHandler;
  /** A named limit a handler checks itself per key (e.g. an anonymous client's address): rejects with 429 past `limit`. */
  keyedCount(name: string, window: LimitWindow): (key: string) => Promise<void>;
  config: AppConfig;
  clock: Clock;
  users: UserStore;
  openapi: OpenAPIRegistry;
}

export function createAuthArea(deps: AuthDeps): AuthArea {
  const identity = createIdentity(deps);
  const transports = { bearer: bearerAuth(identity), cookie: cookieAuth(identity, deps.config), bearerOrCookie: bearerOrCookieAuth(identity, deps.config) };
  return {
    identity,
    ...transports,
    endpoint: endpointAuthSteps(transports),
    perUserLimit: (name, window, options) => perUserLimit(name, window, deps.clock, deps.rateLimits, options),
    perKeyLimit: (name, window, keyOf) => perKeyLimit(name, window, keyOf, deps.clock, deps.rateLimits),
    keyedCount: (name, window) => keyedCount(name, window, deps.clock, deps.rateLimits),
    config: deps.config,
    clock: deps.clock,
    users: deps.users,
    openapi: deps.openapi,
  };
}
