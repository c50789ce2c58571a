// The `auth_token` cookie of parts D and E. Parsing is a few lines, so no dependency for it.
import type { CookieOptions, Request } from 'express';

export const AUTH_COOKIE = 'auth_token';

/** The first value of cookie `name` in a Cookie header (the first is the most specific path). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** httpOnly, SameSite=Lax, Secure when the request came over https (req.secure honours TRUST_PROXY). */
export function authCookieOptions(req: Request, maxAgeMs?: number): CookieOptions {
  const opts: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
  if (maxAgeMs !== undefined) opts.maxAge = maxAgeMs;
  return opts;
}
