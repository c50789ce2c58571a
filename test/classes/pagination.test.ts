// A teacher with thousands of classes: the list is served by keyset pages through the
// (teacher_id, created_at, id) index, so the last page costs what the first does. Speed is shown
// by the query plans (index range, no scan, no sort), not by wall-clock timings on a busy machine.
import { describe, expect, it } from 'vitest';
import { SqlClassStore } from '../../src/classes/index.js';
import { api, classesApp } from './helpers.js';

const N = 3000;

describe('pagination at scale', () => {
  it(`pages through ${N} classes of one teacher, newest first, without gaps or repeats`, async () => {
    const { t, tok } = await classesApp();
    await api(t, tok.teacher).get('/api/classes'); // records the teacher
    await api(t, tok.otherTeacher).get('/api/classes');
    const store = t.root.stores.classes;
    const start = t.clock.now();
    const ids: string[] = [];
    for (let i = 0; i < N; i++) {
      const id = t.deps.random.uuid();
      // Ten classes per millisecond: ties on createdAt are common, ids order them.
      const createdAt = new Date(start + Math.floor(i / 10)).toISOString();
      await store.insert({ id, name: `Class ${i}`, description: null, subject: null, domain: null, subdomain: null, enrollmentCode: `C${String(i).padStart(5, '0')}`, teacherId: 'teacher-1', createdAt });
      ids.push(id);
      // Noise from another teacher interleaved in the same index.
      if (i % 3 === 0) await store.insert({ id: t.deps.random.uuid(), name: 'Other', description: null, subject: null, domain: null, subdomain: null, enrollmentCode: `O${String(i).padStart(5, '0')}`, teacherId: 'teacher-2', createdAt });
    }

    const seen: Array<{ id: string; createdAt: string }> = [];
    let cursor: string | null = null;
    do {
      const res = await api(t, tok.teacher).get(`/api/classes?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.classes);
      cursor = res.body.nextCursor;
    } while (cursor);

    expect(seen).toHaveLength(N);
    expect(new Set(seen.map((c) => c.id)).size).toBe(N);
    expect(new Set(seen.map((c) => c.id))).toEqual(new Set(ids));
    for (let i = 1; i < seen.length; i++) {
      const a = seen[i - 1]!;
      const b = seen[i]!;
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
    // Default page size is 50.
    const first = await api(t, tok.teacher).get('/api/classes');
    expect(first.body.classes).toHaveLength(50);
  });

  it('every list query walks an index range (no table scan, no temporary sort)', async () => {
    const { t } = await classesApp();
    const queries = new SqlClassStore(t.deps.records).listQueries('u', { limit: 10, after: { createdAt: '~', id: '' } });
    for (const [scope, { sql, parameters }] of Object.entries(queries)) {
      const plan = (t.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as Array<{ detail: string }>).map((r) => r.detail);
      expect(plan.some((d) => /^SEARCH (c|e) USING (COVERING )?INDEX (classes_teacher_created|classes_created|class_enrolments_student) /.test(d)), `${scope}: ${plan.join(' | ')}`).toBe(true);
      expect(plan.filter((d) => /^SCAN|TEMP B-TREE/.test(d)), `${scope}: ${plan.join(' | ')}`).toEqual([]);
    }
  });
});
