// A deployment's worth of records, written through the real HTTP API and read back the same way:
// bearer classes with a curriculum and an enrolment, a school class with an expert, class content
// versions, analytics events and xAPI statements. Used to show a migration (or a fleet) keeps them.
import { expect } from 'vitest';
import { as, signToken, type TokenUser } from '../helpers/http-client.js';

export const RECORDS_SECRET = 'records-test-secret-0123456789abcdef';

const cast = {
  teacher: { sub: 'rec-teacher', email: 'teacher@records.test', role: 'teacher', name: 'Tess Teacher' },
  learner: { sub: 'rec-learner', email: 'learner@records.test', role: 'student', name: 'Lea Learner' },
  expert: { sub: 'rec-expert', email: 'expert@records.test', role: 'educator', name: 'Erin Expert' },
  admin: { sub: 'rec-admin', email: 'admin@records.test', role: 'admin', name: 'Ada Admin' },
} satisfies Record<string, TokenUser>;

export const RECORDS_ENV = { JWT_SECRET: RECORDS_SECRET, SCHOOL_WRITES_PER_MINUTE: '10000', SCHOOL_READS_PER_HOUR: '100000' };

const CURRICULUM = {
  nodes: [
    { id: 'cells', label: 'Cells', type: 'prerequisite' },
    { id: 'dna', label: 'DNA', type: 'concept' },
  ],
  edges: [{ from: 'cells', to: 'dna', type: 'requires' }],
  learningPath: ['cells', 'dna'],
};
const ACTIVITY = 'https://records.test/activities/cells/quiz';

export interface Written {
  classId: string;
  enrollmentCode: string;
  schoolClassId: string;
  contentList: unknown;
  contentV2: unknown;
  eventCount: number;
  statementIds: string[];
}

/** Tokens issued at `now`, the service's clock. */
async function tokens(now: number) {
  const entries = await Promise.all(Object.entries(cast).map(async ([k, u]) => [k, await signToken(RECORDS_SECRET, u, now)] as const));
  return Object.fromEntries(entries) as Record<keyof typeof cast, string>;
}

function ok<T extends { status: number; body: unknown }>(res: T, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export async function writeRecords(base: string, now: number): Promise<Written> {
  const tok = await tokens(now);
  const teacher = as(base, { bearer: tok.teacher });
  const created = ok(await teacher.post('/api/classes', { name: 'Biology 101', subject: 'Biology' }), 'create class').body.class;
  ok(await teacher.post(`/api/classes/${created.id}/curriculum`, { curriculum: CURRICULUM }), 'set curriculum');
  ok(await as(base, { bearer: tok.learner }).post('/api/classes/join', { code: created.enrollmentCode }), 'join');

  const owner = as(base, { cookie: tok.teacher });
  const school = ok(
    await owner.post('/api/school/classes', { title: 'Biology 9A', description: 'Cells', subject: 'Biology', gradeLevel: '9', dscId: 'dsc-bio' }),
    'create school class',
  ).body.class;
  ok(await owner.post(`/api/school/class/${school.id}/invite-expert`, { email: cast.expert.email }), 'invite expert');

  const content = `/api/class-content/${school.id}/photosynthesis/KE`;
  ok(await owner.post(`${content}/regenerate`, { count: 1, competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose.' }), 'regenerate');
  const v1 = ok(await owner.get(`${content}/1`), 'read v1').body;
  ok(await as(base, { cookie: tok.expert }).put(`${content}/1`, { content: { ...v1.content, title: 'Photosynthesis, edited' } }), 'edit');

  const events = [1, 2, 3].map((n) => ({
    id: `rec-ev-${n}`,
    userId: cast.learner.sub,
    type: 'assessment.answer_submitted',
    context: 'assessment',
    conceptId: 'cells',
    outcome: { correct: n !== 2 },
    timestamp: new Date(Date.UTC(2026, 10, 24, 10, 0, n)).toISOString(),
  }));
  ok(await as(base, { bearer: tok.learner }).post('/api/analytics/events', { events }), 'events');

  const statements = [cast.learner, cast.teacher].map((u) => ({
    actor: { objectType: 'Agent', mbox: `mailto:${u.email}`, name: u.name },
    verb: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { en: 'experienced' } },
    object: { objectType: 'Activity', id: ACTIVITY, definition: { name: { en: 'Cells quiz' } } },
  }));
  const stored = ok(await as(base, { bearer: tok.admin }).post('/api/xapi/statement', statements), 'statements').body;

  return {
    classId: created.id,
    enrollmentCode: created.enrollmentCode,
    schoolClassId: school.id,
    contentList: ok(await owner.get(`/api/class-content/${school.id}`), 'content list').body,
    contentV2: ok(await owner.get(`${content}/2`), 'read v2').body,
    eventCount: events.length,
    statementIds: stored.ids,
  };
}

/** Reads every record `writeRecords` made, through another service on the same records. */
export async function expectRecords(base: string, w: Written, now: number): Promise<void> {
  const tok = await tokens(now);
  const klass = ok(await as(base, { bearer: tok.teacher }).get(`/api/classes/${w.classId}`), 'read class').body.class;
  expect(klass).toMatchObject({ id: w.classId, name: 'Biology 101', enrollmentCode: w.enrollmentCode, studentCount: 1, curriculum: { learningPath: ['cells', 'dna'] } });

  const owner = as(base, { cookie: tok.teacher });
  const schools = ok(await owner.get('/api/school/classes?limit=100'), 'list school classes').body.classes as Array<{ id: string }>;
  const school = schools.find((c) => c.id === w.schoolClassId);
  expect(school).toMatchObject({ id: w.schoolClassId, title: 'Biology 9A', contentExperts: ['expert@records.test'] });

  expect(ok(await owner.get(`/api/class-content/${w.schoolClassId}`), 'content list').body).toEqual(w.contentList);
  expect(ok(await owner.get(`/api/class-content/${w.schoolClassId}/photosynthesis/KE/2`), 'read v2').body).toEqual(w.contentV2);

  const profile = ok(await as(base, { bearer: tok.learner }).get(`/api/analytics/profile/${cast.learner.sub}`), 'profile').body;
  expect(profile.eventCount).toBe(w.eventCount);

  const read = ok(await as(base, { bearer: tok.admin }).get(`/api/xapi/statements?activity=${encodeURIComponent(ACTIVITY)}`), 'statements').body;
  expect(read.statements.map((s: { id: string }) => s.id).sort()).toEqual([...w.statementIds].sort());
}
