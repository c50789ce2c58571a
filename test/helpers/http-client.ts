// A small HTTP client for tests that talk to a listening service (a child server, or an app
// listening on a loopback port), where supertest's in-process agent cannot reach; and tokens
// signed the way an external issuer would, with the service's JWT secret.
import { SignJWT } from 'jose';

export interface Reply {
  status: number;
  headers: Headers;
  /** The JSON body, typed loosely like supertest's (each test checks the fields it reads). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface Caller {
  /** `Authorization: Bearer` (API keys, JWTs). */
  bearer?: string;
  /** Sent as the `auth_token` cookie (cookie-authenticated areas). */
  cookie?: string;
  headers?: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call(base: string, method: Method, path: string, body?: unknown, who: Caller = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...who.headers };
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  if (who.cookie) headers.cookie = `auth_token=${who.cookie}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: the text itself */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** `call` bound to one base URL and caller. */
export function as(base: string, who: Caller = {}) {
  return {
    get: (path: string, headers?: Record<string, string>) => call(base, 'GET', path, undefined, { ...who, headers }),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call(base, 'POST', path, body ?? {}, { ...who, headers }),
    put: (path: string, body: unknown, headers?: Record<string, string>) => call(base, 'PUT', path, body, { ...who, headers }),
    patch: (path: string, body: unknown, headers?: Record<string, string>) => call(base, 'PATCH', path, body, { ...who, headers }),
    delete: (path: string, headers?: Record<string, string>) => call(base, 'DELETE', path, undefined, { ...who, headers }),
  };
}

export interface TokenUser {
  sub: string;
  email: string;
  role: string;
  name?: string;
}

/** An HS256 token for `user`, issued at `nowMs`: the service's clock (the system's, for a child server). */
export function signToken(secret: string, user: TokenUser, nowMs: number, ttlSeconds = 3600): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ email: user.email, role: user.role, ...(user.name ? { name: user.name } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}
