// Authorization as an attacker would probe it: every class endpoint against every kind of caller.
// Each case starts from the same state (a class owned by `teacher`, `learner` enrolled, a saved
// curriculum) in a fresh app, acts once, and checks the status and that nothing else changed.
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../auth/helpers.js';
import type { TestApp } from '../helpers/app.js';
import { api, classesApp, createClass, sampleCurriculum, type Cast } from './helpers.js';

type Actor = 'none' | 'badToken' | 'expired' | 'outsider' | 'enrolled' | 'otherTeacher' | 'owner' | 'admin';
const ACTORS: Actor[] = ['none', 'badToken', 'expired', 'outsider', 'enrolled', 'otherTeacher', 'owner', 'admin'];

interface Endpoint {
  name: string;
  call: (c: ReturnType<typeof api>, cls: { id: string; enrollmentCode: string }) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** Whether a success changes the class (then the "nothing changed" check is skipped). */
  mutates?: boolean;
  expect: Record<Actor, number>;
}

const NO_AUTH = { none: 401, badToken: 401, expired: 401 } as const;

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/classes',
    call: (c) => c.post('/api/classes', { name: 'New class' }),
    expect: { ...NO_AUTH, outsider: 403, enrolled: 403, otherTeacher: 201, owner: 201, admin: 201 },
  },
  {
    name: 'GET /api/classes',
    call: (c) => c.get('/api/classes'),
    expect: { ...NO_AUTH, outsider: 200, enrolled: 200, otherTeacher: 200, owner: 200, admin: 200 },
  },
  {
    name: 'GET /api/classes/:id',
    call: (c, cls) => c.get(`/api/classes/${cls.id}`),
    expect: { ...NO_AUTH, outsider: 404, enrolled: 200, otherTeacher: 404, owner: 200, admin: 200 },
  },
  {
    name: 'POST /api/classes/:id/curriculum',
    call: (c, cls) => c.post(`/api/classes/${cls.id}/curriculum`, { curriculum: { ...sampleCurriculum, learningPath: ['pcr', 'dna', 'cells'] } }),
    mutates: true,
    expect: { ...NO_AUTH, outsider: 404, enrolled: 403, otherTeacher: 404, owner: 200, admin: 200 },
  },
  {
    name: 'POST /api/classes/join',
    call: (c, cls) => c.post('/api/classes/join', { code: cls.enrollmentCode }),
    mutates: true,
    expect: { ...NO_AUTH, outsider: 200, enrolled: 200, otherTeacher: 200, owner: 400, admin: 200 },
  },
  {
    name: 'DELETE /api/classes/:id',
    call: (c, cls) => c.delete(`/api/classes/${cls.id}`),
    mutates: true,
    expect: { ...NO_AUTH, outsider: 404, enrolled: 403, otherTeacher: 404, owner: 200, admin: 200 },
  },
  {
    name: 'GET /api/classes/:id/progress',
    call: (c, cls) => c.get(`/api/classes/${cls.id}/progress`),
    expect: { ...NO_AUTH, outsider: 404, enrolled: 200, otherTeacher: 404, owner: 403, admin: 403 },
  },
  {
    name: 'POST /api/classes/:id/progress',
    call: (c, cls) => c.post(`/api/classes/${cls.id}/progress`, { conceptId: 'dna', status: 'completed' }),
    mutates: true,
    expect: { ...NO_AUTH, outsider: 404, enrolled: 200, otherTeacher: 404, owner: 403, admin: 403 },
  },
  {
    name: 'GET /api/classes/:id/all-progress',
    call: (c, cls) => c.get(`/api/classes/${cls.id}/all-progress`),
    expect: { ...NO_AUTH, outsider: 404, enrolled: 403, otherTeacher: 404, owner: 200, admin: 200 },
  },
];

async function tokenOf(actor: Actor, t: TestApp, tok: Cast): Promise<string | undefined> {
  switch (actor) {
    case 'none':
      return undefined;
    case 'badToken':
      return tokenFor(t, { sub: 'teacher-1', email: 'teacher@school.test', role: 'admin' }, { secret: 'attacker-chosen-secret-0123456789abcdef' });
    case 'expired':
      return tokenFor(t, { sub: 'teacher-1', email: 'teacher@school.test', role: 'teacher' }, { ttlSeconds: -3600 });
    case 'outsider':
      return tok.outsider;
    case 'enrolled':
      return tok.learner;
    case 'otherTeacher':
      return tok.otherTeacher;
    case 'owner':
      return tok.teacher;
    case 'admin':
      return tok.admin;
  }
}

/** Everything an unauthorized call must leave untouched. */
function snapshot(t: TestApp) {
  const q = (sql: string) => t.db.prepare(sql).all();
  return JSON.stringify([
    q('SELECT * FROM classes ORDER BY id'),
    q('SELECT * FROM class_enrolments ORDER BY class_id, student_id'),
    q('SELECT * FROM class_curricula ORDER BY class_id'),
    q('SELECT * FROM class_progress ORDER BY class_id, student_id, concept_id'),
  ]);
}

async function setUp() {
  const { t, tok } = await classesApp();
  const cls = await createClass(t, tok.teacher, { name: 'Owned class' });
  await api(t, tok.teacher).post(`/api/classes/${cls.id}/curriculum`, { curriculum: sampleCurriculum });
  await api(t, tok.learner).post('/api/classes/join', { code: cls.enrollmentCode });
  // Every actor has been seen once (so "unknown user" is never the reason for a refusal).
  for (const token of [tok.outsider, tok.otherTeacher, tok.admin]) await api(t, token).get('/api/classes');
  return { t, tok, cls };
}

describe('authorization matrix of /api/classes', () => {
  for (const endpoint of ENDPOINTS) {
    describe(endpoint.name, () => {
      for (const actor of ACTORS) {
        const expected = endpoint.expect[actor];
        it(`${actor} -> ${expected}`, async () => {
          const { t, tok, cls } = await setUp();
          const before = snapshot(t);
          const res = await endpoint.call(api(t, await tokenOf(actor, t, tok)), cls);
          expect(res.status, JSON.stringify(res.body)).toBe(expected);
          if (expected >= 400) {
            expect(res.body).toMatchObject({ success: false, error: expect.any(String), message: expect.any(String) });
            expect(snapshot(t)).toBe(before);
            // Nothing about the class leaks into an error.
            expect(JSON.stringify(res.body)).not.toContain('Owned class');
            expect(JSON.stringify(res.body)).not.toContain(cls.enrollmentCode);
          } else if (!endpoint.mutates && !(endpoint.name === 'POST /api/classes')) {
            expect(snapshot(t)).toBe(before);
          }
        });
      }
    });
  }

  it('a hidden class and a class that does not exist answer the same 404', async () => {
    const { t, tok, cls } = await setUp();
    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const path of ['', '/progress', '/all-progress']) {
      const hidden = await api(t, tok.otherTeacher).get(`/api/classes/${cls.id}${path}`);
      const missing = await api(t, tok.otherTeacher).get(`/api/classes/${ghost}${path}`);
      expect(hidden.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(hidden.body).toEqual(missing.body);
      // The same code as every other area that takes a class id (docs/errors.md).
      expect(missing.body).toMatchObject({ success: false, error: 'class_not_found' });
    }
    expect((await api(t, tok.teacher).get('/api/classes/not-a-uuid')).status).toBe(404);
    expect((await api(t, tok.teacher).get(`/api/classes/${cls.id.toUpperCase()}`)).status).toBe(200);
  });

  it('lists never include classes the caller may not see', async () => {
    const { t, tok, cls } = await setUp();
    for (const token of [tok.outsider, tok.otherTeacher]) {
      for (const q of ['', '?scope=teaching', '?scope=enrolled']) {
        const res = await api(t, token).get(`/api/classes${q}`);
        expect(res.status).toBe(200);
        expect(res.body.classes.map((c: { id: string }) => c.id)).not.toContain(cls.id);
      }
      expect((await api(t, token).get('/api/classes?scope=all')).status).toBe(403);
    }
  });

  it('an owner whose token now says learner keeps read access but cannot manage', async () => {
    const { t, tok, cls } = await setUp();
    const demoted = await tokenFor(t, { sub: 'teacher-1', email: 'teacher@school.test', role: 'learner' });
    expect((await api(t, demoted).get(`/api/classes/${cls.id}`)).status).toBe(200);
    expect((await api(t, demoted).delete(`/api/classes/${cls.id}`)).status).toBe(403);
    expect((await api(t, demoted).get(`/api/classes/${cls.id}/all-progress`)).status).toBe(403);
    expect((await api(t, tok.teacher).get(`/api/classes/${cls.id}`)).status).toBe(200);
  });

  it('refuses body validation details to callers without rights (authorization first)', async () => {
    const { t, tok, cls } = await setUp();
    const res = await api(t, tok.learner).post(`/api/classes/${cls.id}/curriculum`, { curriculum: 'garbage' });
    expect(res.status).toBe(403);
    const hidden = await api(t, tok.otherTeacher).post(`/api/classes/${cls.id}/progress`, { nonsense: true });
    expect(hidden.status).toBe(404);
  });
});
