// The classes store on both record engines: every method, keyset pages, the cascade on delete, and
// the races several instances can run into (one enrolment code, one enrolment per student).
import { describe, expect, it } from 'vitest';
import { SqlClassStore } from '../../src/classes/index.js';
import type { NewClass } from '../../src/classes/store.js';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { SqlUserStore } from '../../src/users/index.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';
import { sampleCurriculum } from './helpers.js';

const curriculum = sampleCurriculum as unknown as Parameters<SqlClassStore['saveCurriculum']>[1];
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

function newClass(id: string, over: Partial<NewClass> = {}): NewClass {
  return { id, name: `Class ${id}`, description: null, subject: 'Biology', domain: null, subdomain: null, enrollmentCode: `CODE${id.slice(-2).toUpperCase()}`, teacherId: 't', createdAt: at(0), ...over };
}

describe.each(RECORD_ENGINES)('ClassStore on %s', (kind) => {
  const open = recordEngines();
  async function store() {
    const engine = await open(kind);
    const users = new SqlUserStore(engine, new ManualClock(), seededRandom(3));
    for (const [sub, role] of [['t', 'teacher'], ['t2', 'teacher'], ['l1', 'learner'], ['l2', 'learner']] as const) {
      await users.recordIdentity({ sub, email: `${sub}@school.test`, name: sub === 'l2' ? null : `Name ${sub}`, role });
    }
    return { engine, classes: new SqlClassStore(engine) };
  }

  it('inserts a class and reads it back by id and by code, with its teacher and derived fields', async () => {
    const { classes } = await store();
    expect(await classes.insert(newClass('c-01', { description: 'D', domain: 'Life', subdomain: 'Cells' }))).toBe(true);
    const got = await classes.get('c-01');
    expect(got).toEqual({
      id: 'c-01',
      name: 'Class c-01',
      description: 'D',
      subject: 'Biology',
      domain: 'Life',
      subdomain: 'Cells',
      enrollmentCode: 'CODE01',
      teacherId: 't',
      teacherEmail: 't@school.test',
      teacherName: 'Name t',
      createdAt: at(0),
      updatedAt: at(0),
      studentCount: 0,
      hasCurriculum: false,
      curriculum: null,
    });
    expect(await classes.getByCode('CODE01')).toEqual(got);
    expect(await classes.get('missing')).toBeUndefined();
    expect(await classes.getByCode('NOPE00')).toBeUndefined();
  });

  it('a taken enrolment code is false; two instances inserting one code at once: one wins', async () => {
    const { classes, engine } = await store();
    expect(await classes.insert(newClass('c-01'))).toBe(true);
    expect(await classes.insert(newClass('c-02', { enrollmentCode: 'CODE01' }))).toBe(false);
    expect(await classes.get('c-02')).toBeUndefined();
    const other = new SqlClassStore(engine);
    const results = await Promise.all([classes.insert(newClass('c-03', { enrollmentCode: 'RACE00' })), other.insert(newClass('c-04', { enrollmentCode: 'RACE00' }))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await classes.getByCode('RACE00'))?.id).toBe(results[0] ? 'c-03' : 'c-04');
  });

  it('enrols once: a repeat is false, an unknown class is false, concurrent enrolments of one student make one', async () => {
    const { classes, engine } = await store();
    await classes.insert(newClass('c-01', { createdAt: at(5) }));
    expect(await classes.isEnrolled('c-01', 'l1')).toBe(false);
    expect(await classes.enrol('c-01', 'l1', at(10))).toBe(true);
    expect(await classes.enrol('c-01', 'l1', at(11))).toBe(false);
    expect(await classes.enrol('missing', 'l1', at(10))).toBe(false);
    expect(await classes.isEnrolled('c-01', 'l1')).toBe(true);
    expect(await classes.student('c-01', 'l1')).toEqual({ studentId: 'l1', email: 'l1@school.test', name: 'Name l1', joinedAt: at(10) });

    const other = new SqlClassStore(engine);
    const joined = await Promise.all([classes.enrol('c-01', 'l2', at(12)), other.enrol('c-01', 'l2', at(12)), other.enrol('c-01', 'l2', at(13))]);
    expect(joined.filter(Boolean)).toHaveLength(1);
    expect((await classes.get('c-01'))?.studentCount).toBe(2);
    expect(await classes.students('c-01')).toEqual([
      { studentId: 'l1', email: 'l1@school.test', name: 'Name l1', joinedAt: at(10) },
      { studentId: 'l2', email: 'l2@school.test', name: null, joinedAt: expect.stringMatching(/^2026-01-01T00:1[23]/) },
    ]);
    expect(await classes.student('c-01', 't2')).toBeUndefined();
  });

  it('teaches: whether a teacher has the student in any class', async () => {
    const { classes } = await store();
    await classes.insert(newClass('c-01'));
    await classes.insert(newClass('c-02', { teacherId: 't2' }));
    await classes.enrol('c-02', 'l1', at(1));
    expect(await classes.teaches('t2', 'l1')).toBe(true);
    expect(await classes.teaches('t', 'l1')).toBe(false);
    expect(await classes.teaches('t2', 'l2')).toBe(false);
  });

  it('saves a curriculum (again replaces it) and touches the class', async () => {
    const { classes } = await store();
    await classes.insert(newClass('c-01'));
    expect(await classes.saveCurriculum('missing', curriculum, 't', at(20))).toBe(false);
    expect(await classes.saveCurriculum('c-01', curriculum, 't', at(20))).toBe(true);
    expect(await classes.get('c-01')).toMatchObject({ hasCurriculum: true, updatedAt: at(20), curriculum });
    const shorter = { ...curriculum, nodes: curriculum.nodes.slice(0, 2), edges: curriculum.edges.slice(0, 1), learningPath: ['cells', 'dna'] };
    await classes.saveCurriculum('c-01', shorter, 't', at(30));
    expect(await classes.get('c-01')).toMatchObject({ hasCurriculum: true, updatedAt: at(30), curriculum: shorter });
    const [summary] = await classes.list({ kind: 'teaching', userId: 't' }, { limit: 10 });
    expect(summary).toMatchObject({ id: 'c-01', hasCurriculum: true });
    expect(summary).not.toHaveProperty('curriculum');
  });

  it('records progress per student and concept (a second record replaces the first)', async () => {
    const { classes } = await store();
    await classes.insert(newClass('c-01'));
    await classes.enrol('c-01', 'l1', at(1));
    await classes.enrol('c-01', 'l2', at(2));
    await classes.recordProgress('c-01', 'l1', 'cells', 'in_progress', at(3));
    await classes.recordProgress('c-01', 'l1', 'cells', 'completed', at(4));
    await classes.recordProgress('c-01', 'l1', 'dna', 'in_progress', at(5));
    await classes.recordProgress('c-01', 'l2', 'cells', 'not_started', at(6));
    const sorted = <T extends { conceptId: string }>(xs: T[]) => [...xs].sort((a, b) => a.conceptId.localeCompare(b.conceptId));
    expect(sorted(await classes.progress('c-01', 'l1'))).toEqual([
      { conceptId: 'cells', status: 'completed', updatedAt: at(4) },
      { conceptId: 'dna', status: 'in_progress', updatedAt: at(5) },
    ]);
    expect(await classes.progress('c-01', 't2')).toEqual([]);
    const all = await classes.classProgress('c-01');
    expect([...all.keys()].sort()).toEqual(['l1', 'l2']);
    expect(all.get('l2')).toEqual([{ conceptId: 'cells', status: 'not_started', updatedAt: at(6) }]);
    // Progress needs an enrolment.
    await expect(classes.recordProgress('c-01', 't2', 'cells', 'completed', at(7))).rejects.toThrow();
  });

  it('deletes a class with its enrolments, curriculum and progress', async () => {
    const { classes, engine } = await store();
    await classes.insert(newClass('c-01'));
    await classes.insert(newClass('c-02'));
    await classes.enrol('c-01', 'l1', at(1));
    await classes.enrol('c-02', 'l1', at(1));
    await classes.saveCurriculum('c-01', curriculum, 't', at(2));
    await classes.recordProgress('c-01', 'l1', 'cells', 'completed', at(3));
    expect(await classes.delete('c-01')).toBe(true);
    expect(await classes.delete('c-01')).toBe(false);
    expect(await classes.get('c-01')).toBeUndefined();
    expect(await classes.isEnrolled('c-01', 'l1')).toBe(false);
    expect(await classes.progress('c-01', 'l1')).toEqual([]);
    // The code is free again; the other class keeps its enrolment.
    expect(await classes.insert(newClass('c-03', { enrollmentCode: 'CODE01' }))).toBe(true);
    expect(await classes.isEnrolled('c-02', 'l1')).toBe(true);
    const left = await engine.db
      .withTables<{ class_curricula: { class_id: string } }>()
      .selectFrom('class_curricula')
      .select('class_id')
      .execute();
    expect(left).toEqual([]);
  });

  it('lists newest first in keyset pages per scope (ties on createdAt ordered by id)', async () => {
    const { classes } = await store();
    // Two per minute, so createdAt ties are ordered by id; t2's classes interleave in the same index.
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      const id = `c-${String(i).padStart(2, '0')}`;
      await classes.insert(newClass(id, { createdAt: at(Math.floor(i / 2)), teacherId: i % 3 === 2 ? 't2' : 't' }));
      ids.push(id);
      if (i % 2 === 0) await classes.enrol(id, 'l1', at(30));
    }
    const walk = async (scope: Parameters<SqlClassStore['list']>[0]) => {
      const seen: string[] = [];
      let after;
      for (;;) {
        const page = await classes.list(scope, { limit: 2, after });
        seen.push(...page.map((c) => c.id));
        const last = page[page.length - 1];
        if (page.length < 2 || !last) return seen;
        after = { createdAt: last.createdAt, id: last.id };
      }
    };
    const newestFirst = (keep: (i: number) => boolean) => ids.filter((_, i) => keep(i)).reverse();
    expect(await walk({ kind: 'all' })).toEqual(newestFirst(() => true));
    expect(await walk({ kind: 'teaching', userId: 't' })).toEqual(newestFirst((i) => i % 3 !== 2));
    expect(await walk({ kind: 'enrolled', userId: 'l1' })).toEqual(newestFirst((i) => i % 2 === 0));
    expect(await walk({ kind: 'enrolled', userId: 'l2' })).toEqual([]);
    const [top] = await classes.list({ kind: 'enrolled', userId: 'l1' }, { limit: 1 });
    expect(top).toMatchObject({ id: 'c-08', teacherEmail: 't2@school.test', studentCount: 1, hasCurriculum: false });
  });
});
