// ALLOWED_HOSTS: when set, a request whose Host (or, behind a trusted proxy, X-Forwarded-Host) is
// not one of them is refused with 400 `host_not_allowed`, so links built from the request (when
// PUBLIC_BASE_URL is unset) can never point at a host an attacker chose. Loopback names stay
// allowed, so a container's own health check (http://127.0.0.1:PORT) keeps working: a browser
// that an attacker steers cannot send those Host values to a public deployment.
import type { RequestHandler } from 'express';
import { appError } from '../errors.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function allowedHosts(hosts: readonly string[]): RequestHandler {
  const allowed = new Set(hosts.map((h) => h.toLowerCase()));
  return (req, _res, next) => {
    const name = (req.hostname ?? '').toLowerCase();
    const withPort = (req.host ?? '').toLowerCase();
    if (allowed.has(name) || allowed.has(withPort) || LOOPBACK.has(name)) return next();
    next(appError('host_not_allowed', 'This host name is not served here'));
  };
}
