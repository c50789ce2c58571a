// The classes API end to end through the real app: shapes, validation, join, curriculum, progress, delete.
import { describe, expect, it } from 'vitest';
import { api, classesApp, createClass, sampleCurriculum } from './helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/classes', () => {
  it('creates a class with the documented shape', async () => {
    const { t, tok } = await classesApp();
    const res = await api(t, tok.teacher).post('/api/classes', { name: '  Biology 101 ', subject: 'Biology', description: '' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const c = res.body.class;
    expect(c).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Biology 101',
      enrollmentCode: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/),
      teacherEmail: 'teacher@school.test',
      teacherName: 'Tess Teacher',
      students: [],
      studentCount: 0,
      curriculum: null,
      description: null,
      subject: 'Biology',
      domain: null,
      subdomain: null,
      createdAt: new Date(t.clock.now()).toISOString(),
      updatedAt: new Date(t.clock.now()).toISOString(),
    });
  });

  it('validates the body with errors naming the field', async () => {
    const { t, tok } = await classesApp();
    const post = (body: object) => api(t, tok.teacher).post('/api/classes', body);
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: 'A' }, 'name'],
      [{ name: ' A ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'Ok', subject: 5 }, 'subject'],
      [{ name: 'Ok', colour: 'red' }, undefined],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'invalid_request' });
      if (field) expect(res.body.details.field).toBe(field);
    }
    const res = await post({ name: 'Ok', colour: 'red' });
    expect(res.body.message).toContain('colour');
  });

  it('refuses learners (403) and accepts admins', async () => {
    const { t, tok } = await classesApp();
    expect((await api(t, tok.learner).post('/api/classes', { name: 'Mine' })).status).toBe(403);
    expect((await api(t, tok.admin).post('/api/classes', { name: 'Admin class' })).status).toBe(201);
  });

  it('records the user on first sight with id = sub', async () => {
    const { t, tok } = await classesApp();
    await createClass(t, tok.teacher);
    expect(await t.root.stores.users.getById('teacher-1')).toMatchObject({ email: 'teacher@school.test', role: 'teacher' });
  });
});

describe('join', () => {
  it('joins case-insensitively, idempotently, and shows the learner only their own entry', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    const first = await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode.toLowerCase() });
    expect(first.status).toBe(200);
    expect(first.body.alreadyEnrolled).toBe(false);
    expect(first.body.class.students).toEqual([{ id: 'learner-1', email: 'learner@school.test', name: 'Lea Learner', joinedAt: expect.any(String) }]);
    t.clock.advance(1000);
    const again = await api(t, tok.learner).post('/api/classes/join', { code: ` ${c.enrollmentCode.slice(0, 3)}-${c.enrollmentCode.slice(3)} ` });
    expect(again.status).toBe(200);
    expect(again.body.alreadyEnrolled).toBe(true);
    expect(again.body.class.students[0].joinedAt).toBe(first.body.class.students[0].joinedAt);

    await api(t, tok.outsider).post('/api/classes/join', { code: c.enrollmentCode });
    const asLearner = await api(t, tok.learner).get(`/api/classes/${c.id}`);
    expect(asLearner.body.class.studentCount).toBe(2);
    expect(asLearner.body.class.students.map((s: { id: string }) => s.id)).toEqual(['learner-1']);
    const asTeacher = await api(t, tok.teacher).get(`/api/classes/${c.id}`);
    expect(asTeacher.body.class.students.map((s: { id: string }) => s.id)).toEqual(['learner-1', 'learner-2']);
  });

  it('answers 404 invalid_code for an unknown code, 400 for a malformed one, 400 for the owner', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    const unknown = c.enrollmentCode === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect((await api(t, tok.learner).post('/api/classes/join', { code: unknown })).body).toMatchObject({ success: false, error: 'invalid_code' });
    expect((await api(t, tok.learner).post('/api/classes/join', { code: 'OOOOOO' })).status).toBe(404);
    expect((await api(t, tok.learner).post('/api/classes/join', { code: 'ABC' })).status).toBe(400);
    expect((await api(t, tok.learner).post('/api/classes/join', {})).status).toBe(400);
    const own = await api(t, tok.teacher).post('/api/classes/join', { code: c.enrollmentCode });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe('own_class');
  });

  it('lets another teacher join as a learner; they then see it under scope=enrolled', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    expect((await api(t, tok.otherTeacher).post('/api/classes/join', { code: c.enrollmentCode })).status).toBe(200);
    expect((await api(t, tok.otherTeacher).get('/api/classes')).body.classes).toEqual([]);
    const enrolled = await api(t, tok.otherTeacher).get('/api/classes?scope=enrolled');
    expect(enrolled.body.classes.map((x: { id: string }) => x.id)).toEqual([c.id]);
  });
});

describe('list', () => {
  it('shows teachers their classes, learners their enrolled classes, admins all', async () => {
    const { t, tok } = await classesApp();
    const a = await createClass(t, tok.teacher, { name: 'A class' });
    t.clock.advance(1000);
    const b = await createClass(t, tok.otherTeacher, { name: 'B class' });
    await api(t, tok.learner).post('/api/classes/join', { code: b.enrollmentCode });
    const ids = async (token: string, q = '') => (await api(t, token).get(`/api/classes${q}`)).body.classes.map((c: { id: string }) => c.id);
    expect(await ids(tok.teacher)).toEqual([a.id]);
    expect(await ids(tok.otherTeacher)).toEqual([b.id]);
    expect(await ids(tok.learner)).toEqual([b.id]);
    expect(await ids(tok.outsider)).toEqual([]);
    expect(await ids(tok.admin)).toEqual([b.id, a.id]);
    const res = await api(t, tok.learner).get('/api/classes');
    expect(res.body).toMatchObject({ success: true, nextCursor: null });
    expect(res.body.classes[0]).toMatchObject({ name: 'B class', studentCount: 1, hasCurriculum: false, teacherEmail: 'other@school.test' });
    expect(res.body.classes[0]).not.toHaveProperty('students');
  });

  it('refuses scope=all for non-admins and bad limits or cursors', async () => {
    const { t, tok } = await classesApp();
    expect((await api(t, tok.teacher).get('/api/classes?scope=all')).status).toBe(403);
    for (const q of ['limit=0', 'limit=201', 'limit=abc', 'limit=1&limit=2', 'scope=mine', 'page=2']) {
      const res = await api(t, tok.teacher).get(`/api/classes?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('invalid_request');
    }
    for (const cursor of ['garbage!', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["2026-01-01T00:00:00.000Z","x\' OR 1=1"]').toString('base64url')]) {
      const res = await api(t, tok.teacher).get(`/api/classes?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_cursor');
    }
  });

  it('pages with limit and nextCursor, newest first, with no gaps or repeats (same createdAt included)', async () => {
    const { t, tok } = await classesApp();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      made.push((await createClass(t, tok.teacher, { name: `Class ${i}` })).id);
      if (i % 2) t.clock.advance(1000); // pairs share a timestamp: the id breaks the tie
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api(t, tok.teacher).get(`/api/classes?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.classes.map((c: { id: string }) => c.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...made].sort());
  });
});

describe('curriculum', () => {
  it('saves a valid curriculum and returns the class with it', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    t.clock.advance(5000);
    const res = await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: { ...sampleCurriculum, extra: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.class.curriculum).toEqual(sampleCurriculum);
    expect(res.body.class.updatedAt).not.toBe(res.body.class.createdAt);
    const list = await api(t, tok.teacher).get('/api/classes');
    expect(list.body.classes[0].hasCurriculum).toBe(true);
  });

  it('refuses invalid curricula naming the path of each problem', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    const save = (curriculum: unknown) => api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum });
    const cases: Array<[unknown, string]> = [
      [{ ...sampleCurriculum, nodes: [...sampleCurriculum.nodes, { id: 'dna', label: 'Again', type: 'concept' }] }, 'curriculum.nodes[3].id: duplicate node id "dna"'],
      [{ ...sampleCurriculum, edges: [{ from: 'cells', to: 'ghost', type: 'requires' }] }, 'curriculum.edges[0].to: unknown node id "ghost"'],
      [{ ...sampleCurriculum, learningPath: ['cells', 'dna'] }, 'curriculum.learningPath: missing node id "pcr"'],
      [{ ...sampleCurriculum, learningPath: ['cells', 'dna', 'pcr', 'dna'] }, 'curriculum.learningPath[3]: node id "dna" appears twice'],
      [{ ...sampleCurriculum, edges: [...sampleCurriculum.edges, { from: 'pcr', to: 'cells', type: 'requires' }] }, '"requires" edges form a cycle'],
      [{ ...sampleCurriculum, nodes: [{ id: 'x', label: 'X', type: 'theory' }] }, 'curriculum.nodes[0].type'],
      [{ ...sampleCurriculum, edges: [{ from: 'cells', to: 'dna', type: 'needs' }] }, 'curriculum.edges[0].type'],
      [{ nodes: [], edges: [], learningPath: [] }, 'curriculum.nodes'],
      [
        {
          nodes: Array.from({ length: 31 }, (_, i) => ({ id: `n${i}`, label: `N${i}`, type: 'concept' })),
          edges: [],
          learningPath: Array.from({ length: 31 }, (_, i) => `n${i}`),
        },
        'at most 30 concepts',
      ],
      [undefined, 'curriculum'],
    ];
    for (const [curriculum, expected] of cases) {
      const res = await save(curriculum);
      expect(res.status, expected).toBe(400);
      expect(res.body.error).toBe('invalid_curriculum');
      expect(res.body.message).toContain(expected);
    }
    expect((await api(t, tok.teacher).get(`/api/classes/${c.id}`)).body.class.curriculum).toBeNull();
  });

  it('accepts exactly 30 concepts', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    const nodes = Array.from({ length: 30 }, (_, i) => ({ id: `n${i}`, label: `N${i}`, type: 'concept' }));
    const edges = nodes.slice(1).map((n, i) => ({ from: `n${i}`, to: n.id, type: 'requires' }));
    const res = await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: { nodes, edges, learningPath: nodes.map((n) => n.id) } });
    expect(res.status).toBe(200);
  });
});

describe('progress', () => {
  it('starts not_started per concept in path order, records updates, and shows all students to the owner', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode });
    const before = await api(t, tok.learner).get(`/api/classes/${c.id}/progress`);
    expect(before.body).toEqual({ success: true, classId: c.id, studentId: 'learner-1', progress: [] });

    await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: sampleCurriculum });
    const empty = await api(t, tok.learner).get(`/api/classes/${c.id}/progress`);
    expect(empty.body.progress).toEqual([
      { conceptId: 'cells', label: 'Cells', status: 'not_started', updatedAt: null },
      { conceptId: 'dna', label: 'DNA', status: 'not_started', updatedAt: null },
      { conceptId: 'pcr', label: 'Running a PCR', status: 'not_started', updatedAt: null },
    ]);

    t.clock.advance(60_000);
    const rec = await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'dna', status: 'in_progress' });
    expect(rec.status).toBe(200);
    expect(rec.body.progress[1]).toEqual({ conceptId: 'dna', label: 'DNA', status: 'in_progress', updatedAt: new Date(t.clock.now()).toISOString() });
    await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'dna', status: 'completed' });

    const bad = await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'ghost', status: 'completed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('unknown_concept');
    expect((await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'dna', status: 'done' })).status).toBe(400);

    await api(t, tok.outsider).post('/api/classes/join', { code: c.enrollmentCode });
    const all = await api(t, tok.teacher).get(`/api/classes/${c.id}/all-progress`);
    expect(all.status).toBe(200);
    expect(all.body.students).toHaveLength(2);
    expect(all.body.students[0]).toMatchObject({ studentId: 'learner-1', email: 'learner@school.test', name: 'Lea Learner', joinedAt: expect.any(String) });
    expect(all.body.students[0].progress.map((p: { status: string }) => p.status)).toEqual(['not_started', 'completed', 'not_started']);
    expect(all.body.students[1].progress.every((p: { status: string }) => p.status === 'not_started')).toBe(true);
  });
});

describe('delete', () => {
  it('removes the class with its enrolments, curriculum and progress (ON DELETE CASCADE)', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: sampleCurriculum });
    await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode });
    await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'dna', status: 'completed' });
    const count = (table: string) => (t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('classes'), count('class_enrolments'), count('class_curricula'), count('class_progress')]).toEqual([1, 1, 1, 1]);

    const res = await api(t, tok.teacher).delete(`/api/classes/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, deleted: true, id: c.id });
    expect([count('classes'), count('class_enrolments'), count('class_curricula'), count('class_progress')]).toEqual([0, 0, 0, 0]);
    expect((await api(t, tok.teacher).get(`/api/classes/${c.id}`)).status).toBe(404);
    expect((await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode })).status).toBe(404);
    expect((await api(t, tok.teacher).delete(`/api/classes/${c.id}`)).status).toBe(404);
  });
});
