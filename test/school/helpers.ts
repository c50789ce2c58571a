// Shared set-up for /api/school tests: an app, cookie tokens for a cast of users, and request
// shorthands that send the `auth_token` cookie (never an Authorization header).
import request from 'supertest';
import { buildAuthApp, tokenFor, type TestUser } from '../auth/helpers.js';
import type { TestApp, TestAppOptions } from '../helpers/app.js';

export const cast = {
  owner: { sub: 'sch-owner', email: 'owner@school.test', role: 'educator', name: 'Olive Owner' },
  other: { sub: 'sch-other', email: 'other@school.test', role: 'teacher', name: 'Otto Other' },
  expert: { sub: 'sch-expert', email: 'expert@school.test', role: 'educator', name: 'Erin Expert' },
  invitee: { sub: 'sch-invitee', email: 'invitee@school.test', role: 'educator', name: 'Ivan Invitee' },
  learner: { sub: 'sch-learner', email: 'learner@school.test', role: 'student', name: 'Lea Learner' },
  admin: { sub: 'sch-admin', email: 'admin@school.test', role: 'admin', name: 'Ada Admin' },
} satisfies Record<string, TestUser>;
export type Who = keyof typeof cast;
export type Tokens = Record<Who, string>;

/** Rate limits are lifted unless the test sets them (rate-limit.test.ts does). */
export async function schoolApp(opts: TestAppOptions = {}): Promise<{ t: TestApp; tok: Tokens }> {
  const t = await buildAuthApp({ ...opts, env: { SCHOOL_WRITES_PER_MINUTE: '100000', SCHOOL_READS_PER_HOUR: '1000000', ...opts.env } });
  const entries = await Promise.all(Object.entries(cast).map(async ([k, u]) => [k, await tokenFor(t, u, { ttlSeconds: 86_400 })] as const));
  return { t, tok: Object.fromEntries(entries) as Tokens };
}

export function as(t: TestApp, token?: string) {
  const cookie = token ? { Cookie: `auth_token=${token}` } : {};
  return {
    get: (path: string) => request(t.app).get(path).set(cookie),
    post: (path: string, body?: object) => {
      const r = request(t.app).post(path).set(cookie);
      return body === undefined ? r : r.send(body);
    },
    patch: (path: string, body: object) => request(t.app).patch(path).set(cookie).send(body),
  };
}

export const newClass = {
  title: 'Biology 9A',
  description: 'Cells and genetics',
  subject: 'Biology',
  gradeLevel: '9',
  dscId: 'dsc-bio',
};

export async function createClass(t: TestApp, token: string, body: object = newClass) {
  const res = await as(t, token).post('/api/school/classes', body);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.class as Record<string, unknown> & { id: string; enrollmentCode: string };
}

export const classPath = (id: string, action?: string) => `/api/school/class/${id}${action ? `/${action}` : ''}`;
