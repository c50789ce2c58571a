// Cross-site request forgery guard for cookie-authenticated writes. Browsers attach cookies to
// requests other sites trigger; SameSite=Lax stops most, this stops the rest: a write whose
// Origin is neither this service nor an origin listed in CORS_ORIGINS is refused. Requests
// without Origin (curl, server-to-server) carry no browser cookie jar and pass.
import type { Request } from 'express';
import type { AppConfig } from '../config.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWrite(method: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase());
}

/**
 * `*` in CORS_ORIGINS does not count: the CORS layer answers `*` without credentials, so a
 * wildcard was never meant to let arbitrary sites act with a user's cookie.
 */
export function originAllowed(req: Request, config: Pick<AppConfig, 'cors' | 'server'>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return req.headers['sec-fetch-site'] !== 'cross-site';
  const o = origin.toLowerCase();
  if (config.cors.origins.some((allowed) => allowed !== '*' && allowed.toLowerCase() === o)) return true;
  if (o === `${req.protocol}://${req.host}`.toLowerCase()) return true;
  const base = config.server.publicBaseUrl;
  return base !== undefined && o === new URL(base).origin.toLowerCase();
}
