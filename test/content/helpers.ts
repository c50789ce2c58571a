// The class-content test harness: the real app, dev-login cookies, and school classes created
// through the school area's front door (`SchoolClassDirectory`), so access is decided from the
// class's current state exactly as in production.
import request from 'supertest';
import type { SchoolClass, SchoolClassDirectory } from '../../src/content/school-directory.js';
import type { LlmGateway } from '../../src/llm/gateway.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

export const SECRET = 'content-test-secret-0123456789abcdef';

export interface ClassFields {
  title?: string;
  subject?: string;
  gradeLevel?: string;
  language?: string;
  scenarioContext?: string;
}

/** Stand-in directory used until the school area is composed into the app. */
class MemoryDirectory implements SchoolClassDirectory {
  readonly classes = new Map<string, SchoolClass>();
  async get(id: string) {
    const c = this.classes.get(id);
    return c && { ...c, contentExperts: [...c.contentExperts] };
  }
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

export function harness(opts: { llm?: LlmGateway; env?: Record<string, string> } = {}): Harness {
  const directory = new MemoryDirectory();
  const t = buildTestApp({ env: { JWT_SECRET: SECRET, AUTH_DEV_LOGIN: 'true', ...opts.env }, llm: opts.llm, deps: { schoolClasses: directory } });
  const http = request(t.app);
  let n = 0;
  return {
    t,
    http,
    async login(email, role = 'teacher') {
      const res = await http.post('/api/auth/dev-login').send({ email, name: email.split('@')[0], role });
      if (res.status !== 200) throw new Error(`dev-login failed: ${res.status} ${JSON.stringify(res.body)}`);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('auth_token='));
      return cookie!.split(';')[0]!;
    },
    async createClass(ownerEmail, fields = {}) {
      const id = `class-${++n}`;
      directory.classes.set(id, {
        id,
        title: fields.title ?? 'Biology 8A',
        description: 'A class',
        subject: fields.subject ?? 'Biology',
        gradeLevel: fields.gradeLevel ?? 'Grade 8',
        dscId: 'dsc-bio',
        enrollmentCode: 'ABC123',
        teacherEmail: ownerEmail,
        teacherName: 'Owner',
        creatorEmail: ownerEmail,
        creatorName: 'Owner',
        contentExperts: [],
        ownershipTransferPending: null,
        createdAt: new Date(0).toISOString(),
        language: fields.language ?? 'en',
        scenarioContext: fields.scenarioContext ?? 'A school garden club is planning what to grow in a shady courtyard.',
        itsAnalysisLevel: 2,
      });
      return id;
    },
    async inviteExpert(_owner, classId, email) {
      directory.classes.get(classId)!.contentExperts.push(email);
    },
    async removeExpert(_owner, classId, email) {
      const c = directory.classes.get(classId)!;
      c.contentExperts = c.contentExperts.filter((e) => e !== email);
    },
    close: () => t.close(),
  };
}

export const base = (classId: string, competencyId = 'photosynthesis', mode = 'KE') => `/api/class-content/${classId}/${competencyId}/${mode}`;
