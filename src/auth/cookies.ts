// The `auth_token` cookie the cookie-authenticated areas read. The Cookie header is parsed by the
// `cookie` package (the one Express itself uses to write cookies).
import { parseCookie } from 'cookie';
import type { CookieOptions, Request } from 'express';

export const AUTH_COOKIE = 'auth_token';

/**
 * The first value of cookie `name` in a Cookie header (the first is the most specific path),
 * percent-decoded when it decodes, surrounding quotes removed.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const value = parseCookie(header)[name];
  if (value !== undefined && value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1);
  return value;
}

/** httpOnly, SameSite=Lax, Secure when the request came over https (req.secure honours TRUST_PROXY). */
export function authCookieOptions(req: Request, maxAgeMs?: number): CookieOptions {
  const opts: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
  if (maxAgeMs !== undefined) opts.maxAge = maxAgeMs;
  return opts;
}
