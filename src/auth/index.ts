// Front door of the authentication layer: identity, the bearer and cookie middlewares, roles,
// per-user rate limits, and the /api/auth routes.
export { createAuthArea, type AuthArea, type AuthDeps } from './area.js';
export { mountAuth } from './endpoints.js';
export type { Identity } from './identity.js';
export { AUTH_COOKIE, readCookie } from './cookies.js';
export { assertRole, requireRole } from './middleware.js';
export type { EndpointAuthSteps } from './endpoint-auth.js';
export { principalOf, type Principal } from './principal.js';
export { createActingPolicy, type ActingPolicy, type TeachingRelation } from './acting-for.js';
export { bearerSecurity, cookieSecurity, registerSecuritySchemes } from './openapi.js';
export { clientAddressKey, isRateLimit, memoryRateLimitStores, type LimitOptions, type LimitWindow, type RateLimitStores } from './rate-limit.js';
export { TokenRevocations, revocationMigrations, type RevocationStore } from './revocations.js';
export { redisRateLimitStores, RedisRevocations } from './redis-stores.js';
