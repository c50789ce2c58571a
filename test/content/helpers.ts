// The class-content test harness: the real app (school area included), dev-login cookies, and
// school classes created and changed through the real /api/school API, so content access is
// decided from the class's current state exactly as in production.
import request from 'supertest';
import { afterEach, beforeEach } from 'vitest';
import type { LlmGateway } from '../../src/llm/gateway.js';
import type { SqlEngine } from '../../src/storage/sql-engine.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

export const SECRET = 'content-test-secret-0123456789abcdef';

export interface ClassFields {
  title?: string;
  subject?: string;
  gradeLevel?: string;
  language?: string;
  scenarioContext?: string;
}

export interface Harness {
  t: TestApp;
  http: ReturnType<typeof request>;
  /** Cookie header value for a dev-login user. */
  login(email: string, role?: string): Promise<string>;
  createClass(ownerEmail: string, fields?: ClassFields): Promise<string>;
  inviteExpert(ownerEmail: string, classId: string, email: string): Promise<void>;
  removeExpert(ownerEmail: string, classId: string, email: string): Promise<void>;
  close(): Promise<void>;
}

/** `records`: another record engine (e.g. PostgreSQL, or one several apps share as instances). */
export async function harness(opts: { llm?: LlmGateway; env?: Record<string, string>; records?: SqlEngine } = {}): Promise<Harness> {
  // The school and content areas' own rate limits are not what these tests are about.
  const t = await buildTestApp({ env: { JWT_SECRET: SECRET, AUTH_DEV_LOGIN: 'true', SCHOOL_WRITES_PER_MINUTE: '10000', SCHOOL_READS_PER_HOUR: '100000', CONTENT_READS_PER_MINUTE: '100000', CONTENT_WRITES_PER_MINUTE: '100000', ...opts.env }, llm: opts.llm, records: opts.records });
  const http = request(t.app);
  const cookies = new Map<string, string>();
  const login = async (email: string, role = 'teacher') => {
    const res = await http.post('/api/auth/dev-login').send({ email, name: email.split('@')[0], role });
    if (res.status !== 200) throw new Error(`dev-login failed: ${res.status} ${JSON.stringify(res.body)}`);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth_token='))!.split(';')[0]!;
    cookies.set(`${email}|${role}`, cookie);
    return cookie;
  };
  const as = async (email: string) => cookies.get(`${email}|teacher`) ?? (await login(email));
  const ok = (res: request.Response, what: string) => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  return {
    t,
    http,
    login,
    async createClass(ownerEmail, fields = {}) {
      const res = await http
        .post('/api/school/classes')
        .set('Cookie', await as(ownerEmail))
        .send({
          title: fields.title ?? 'Biology 8A',
          description: 'A class',
          subject: fields.subject ?? 'Biology',
          gradeLevel: fields.gradeLevel ?? 'Grade 8',
          dscId: 'dsc-bio',
          language: fields.language ?? 'en',
          scenarioContext: fields.scenarioContext ?? 'A school garden club is planning what to grow in a shady courtyard.',
        });
      return ok(res, 'create class').body.class.id as string;
    },
    async inviteExpert(ownerEmail, classId, email) {
      ok(await http.post(`/api/school/class/${classId}/invite-expert`).set('Cookie', await as(ownerEmail)).send({ email }), 'invite expert');
    },
    async removeExpert(ownerEmail, classId, email) {
      ok(await http.post(`/api/school/class/${classId}/remove-expert`).set('Cookie', await as(ownerEmail)).send({ email }), 'remove expert');
    },
    close: () => t.close(),
  };
}

export const base = (classId: string, competencyId = 'photosynthesis', mode = 'KE') => `/api/class-content/${classId}/${competencyId}/${mode}`;

/** What a test of one owner's class works on: the app, the owner's cookie and the class. */
export interface OwnerClass {
  h: Harness;
  owner: string;
  classId: string;
}

/**
 * Before each test, a fresh app with `email` signed in and owning one new class, handed to `set`;
 * closed after each test. Use: `withOwnerClass((s) => ({ h, owner, classId } = s));`.
 */
export function withOwnerClass(set: (s: OwnerClass) => void, email = 'owner@school.test'): void {
  let h: Harness | undefined;
  beforeEach(async () => {
    h = await harness();
    const owner = await h.login(email);
    set({ h, owner, classId: await h.createClass(email) });
  });
  afterEach(() => h?.close());
}
