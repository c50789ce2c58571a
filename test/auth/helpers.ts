// Tokens for tests: signed here with jose (as an external issuer would), never through the code
// under test, so a bug in our signing cannot hide a bug in our verification.
import { SignJWT, type JWTPayload } from 'jose';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers/app.js';

export const TEST_SECRET = 'test-secret-for-hs256-0123456789abcdef';

export interface TestUser {
  sub: string;
  email: string;
  role: string;
  name?: string;
}

export function buildAuthApp(opts: TestAppOptions = {}): Promise<TestApp> {
  return buildTestApp({ ...opts, env: { JWT_SECRET: TEST_SECRET, ...opts.env } });
}

/** An HS256 token for `user`, valid for `ttlSeconds` from the app clock (extra claims override). */
export function tokenFor(t: TestApp, user: TestUser, opts: { ttlSeconds?: number; secret?: string; claims?: JWTPayload } = {}): Promise<string> {
  const iat = Math.floor(t.clock.now() / 1000);
  return new SignJWT({ email: user.email, role: user.role, ...(user.name ? { name: user.name } : {}), ...opts.claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (opts.ttlSeconds ?? 3600))
    .sign(new TextEncoder().encode(opts.secret ?? TEST_SECRET));
}

export const users = {
  teacher: { sub: 'teacher-1', email: 'teacher@school.test', role: 'teacher', name: 'Tess Teacher' },
  otherTeacher: { sub: 'teacher-2', email: 'other@school.test', role: 'educator', name: 'Otto Other' },
  learner: { sub: 'learner-1', email: 'learner@school.test', role: 'learner', name: 'Lea Learner' },
  outsider: { sub: 'learner-2', email: 'outsider@school.test', role: 'student', name: 'Olga Outsider' },
  admin: { sub: 'admin-1', email: 'admin@school.test', role: 'admin', name: 'Ada Admin' },
} satisfies Record<string, TestUser>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
