// Security headers and CORS. Every response gets the header set OWASP recommends for API
// responses (REST Security Cheat Sheet, "Security headers"), produced by helmet; every HTML page
// replaces it with `pageSecurityHeaders`: helmet's full document set with a CSP made for that
// page (framing, camera and microphone where the hosted simulation page needs them). Headers that
// only mean something to a browser rendering a document (COOP, Origin-Agent-Cluster, DNS
// prefetch, download options, Flash/Acrobat policies, the legacy XSS auditor) are not sent on JSON.
import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

type HeaderOp = [name: string, value: string | null];

/**
 * Runs a header-only middleware (helmet) once at start-up and replays what it did in one step per
 * request. helmet is a chain of a dozen small middlewares whose output does not depend on the
 * request (we use no CSP nonces), so the result is identical and the hot path is one loop.
 */
export function precomputeHeaders(middleware: RequestHandler): RequestHandler {
  const ops: HeaderOp[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void ops.push([name, String(value)]),
    removeHeader: (name: string) => void ops.push([name, null]),
    getHeader: () => undefined,
  };
  let called = false;
  middleware({ headers: {}, method: 'GET', url: '/', secure: true } as never, recorder as never, () => (called = true));
  if (!called) throw new Error('precomputeHeaders: middleware did not call next() synchronously');
  return (_req, res, next) => {
    for (const [name, value] of ops) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

/**
 * JSON responses: CSP `default-src 'none'; frame-ancestors 'none'`, X-Frame-Options DENY, nosniff,
 * HSTS, Cross-Origin-Resource-Policy same-origin and Referrer-Policy no-referrer.
 */
export function securityHeaders(): RequestHandler {
  return precomputeHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
}

export interface PageHeaderOptions {
  /** Origins allowed to frame the page; empty means any (`*`). */
  frameAncestors: readonly string[];
  /** Extra CSP directives, merged over the page defaults. */
  directives?: Record<string, string[]>;
  /** Permissions-Policy features granted to this page (e.g. camera, microphone). */
  permissions?: readonly string[];
}

/**
 * Headers for an HTML page of ours: a CSP that allows only our own scripts and styles, framing
 * limited by `frame-ancestors` (not X-Frame-Options, which cannot name several origins).
 */
export function pageSecurityHeaders(opts: PageHeaderOptions): RequestHandler {
  const ancestors = opts.frameAncestors.length === 0 || opts.frameAncestors.includes('*') ? ['*'] : [...opts.frameAncestors];
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:', 'mediastream:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ancestors,
    ...opts.directives,
  };
  const h = precomputeHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      frameguard: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginOpenerPolicy: { policy: 'unsafe-none' },
    }),
  );
  const permissions = (opts.permissions ?? []).map((f) => `${f}=(self ${ancestors.includes('*') ? '*' : ancestors.map((o) => `"${o}"`).join(' ')})`);
  return (req, res, next) => {
    res.removeHeader('X-Frame-Options');
    if (permissions.length) res.setHeader('Permissions-Policy', permissions.join(', '));
    h(req, res, next);
  };
}

/**
 * CORS from CORS_ORIGINS: `*` allows any origin; empty allows none (same-origin only). Empty needs
 * no middleware at all: `cors` with `origin: false` sets nothing and answers nothing, so null is
 * returned and every request skips the step.
 */
export function corsFromOrigins(origins: readonly string[]): RequestHandler | null {
  if (origins.length === 0) return null;
  const any = origins.includes('*');
  return cors({
    origin: any ? true : [...origins],
    credentials: !any,
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'Allow'],
    maxAge: 600,
  });
}
