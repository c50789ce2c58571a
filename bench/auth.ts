// Users for the bench's authenticated scenarios. The bench app server (servers/app-server.ts) runs
// with BENCH_JWT_SECRET, so scenarios sign their own HS256 tokens, as an identity provider would.
// Per-user limits that no setting lifts (analytics 120 batches/min, xAPI intake 120/min, the
// content area's 60 model calls per 10 min) are met by rotating over a pool of users: each request
// takes the next user in turn, so no one user comes near a limit during a run.
import { SignJWT } from 'jose';

export const BENCH_JWT_SECRET = 'bench-jwt-secret-0123456789abcdef0123';

export interface BenchUser {
  sub: string;
  email: string;
  role: 'teacher' | 'learner' | 'admin';
  name: string;
}

/** A token valid for 8 hours (well under JWT_MAX_AGE's 24 h): longer than any run. */
export function tokenFor(user: BenchUser): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: user.email, role: user.role, name: user.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 8 * 3600)
    .sign(new TextEncoder().encode(BENCH_JWT_SECRET));
}

export const cookieOf = (token: string) => `auth_token=${token}`;

export function benchUser(role: BenchUser['role'], prefix: string, i: number): BenchUser {
  return { sub: `${prefix}-${i}`, email: `${prefix}-${i}@bench.test`, role, name: `${prefix} ${i}` };
}

/** `count` users with their tokens; each is seen once by the app (user records are written on first sight, not during the run). */
export async function userPool(baseUrl: string, role: BenchUser['role'], prefix: string, count: number): Promise<Array<{ user: BenchUser; token: string }>> {
  const pool = await Promise.all(Array.from({ length: count }, async (_, i) => {
    const user = benchUser(role, prefix, i);
    return { user, token: await tokenFor(user) };
  }));
  await parallel(pool, 16, async ({ token }) => {
    await expectOk(await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: cookieOf(token) } }), 'GET /api/auth/session');
  });
  return pool;
}

/** Runs `fn` over `items` with at most `width` at a time. */
export async function parallel<T>(items: readonly T[], width: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** The parsed body of a 2xx answer; anything else stops the setup with the answer in the message. */
export async function expectOk<T = unknown>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (res.status < 200 || res.status >= 300) throw new Error(`bench setup: ${what} answered ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
