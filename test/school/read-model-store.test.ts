// The school read model on both record engines: one class in and out, enrolment codes, the three
// lists (every class, a teacher's own, and with expert and invitee classes) with their cursor
// pages, the whole-model replacement, the catch-up's never-backwards put under concurrency, and
// the read marks.
import { describe, expect, it } from 'vitest';
import { SqlSchoolClassReadModel, type SchoolClass } from '../../src/school/index.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';

const open = recordEngines();

function cls(n: number, over: Partial<SchoolClass> = {}): SchoolClass {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Class ${n}`,
    description: 'd',
    subject: 's',
    gradeLevel: '9',
    dscId: 'dsc',
    enrollmentCode: `CODE${String(n).padStart(2, '0')}`,
    teacherEmail: 'owner@school.test',
    teacherName: 'Owner',
    creatorEmail: 'owner@school.test',
    creatorName: 'Owner',
    contentExperts: [],
    ownershipTransferPending: null,
    // Two classes share each instant, so the id breaks ties in the order.
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(n / 2))).toISOString(),
    language: 'en',
    scenarioContext: '',
    itsAnalysisLevel: 2,
    ...over,
  };
}

const titles = (rows: Array<{ cls: SchoolClass }>) => rows.map((r) => r.cls.title);

describe.each(RECORD_ENGINES)('school class read model on %s', (kind) => {
  it('puts, replaces and gets one class; finds a class by its enrolment code', async () => {
    const model = new SqlSchoolClassReadModel(await open(kind));
    expect(await model.isEmpty()).toBe(true);
    expect(await model.get(cls(1).id)).toBeUndefined();
    await model.put({ cls: cls(1, { contentExperts: ['e@school.test'] }), revision: 1 });
    expect(await model.isEmpty()).toBe(false);
    expect(await model.get(cls(1).id)).toEqual({ cls: cls(1, { contentExperts: ['e@school.test'] }), revision: 1 });
    expect(await model.classIdForCode('CODE01')).toBe(cls(1).id);
    // The service's put replaces whatever is there (it records each change first, one at a time).
    await model.put({ cls: cls(1, { title: 'Renamed', enrollmentCode: 'NEW001' }), revision: 2 });
    expect(await model.get(cls(1).id)).toEqual({ cls: cls(1, { title: 'Renamed', enrollmentCode: 'NEW001' }), revision: 2 });
    expect(await model.classIdForCode('CODE01')).toBeUndefined();
    expect(await model.classIdForCode('NEW001')).toBe(cls(1).id);
  });

  it('lists every class, a teacher\'s own, and theirs with expert and invitee classes, newest first, in pages', async () => {
    const model = new SqlSchoolClassReadModel(await open(kind));
    for (let n = 1; n <= 6; n++) await model.put({ cls: cls(n), revision: 1 });
    await model.put({ cls: cls(7, { teacherEmail: 'other@school.test', contentExperts: ['owner@school.test'] }), revision: 1 });
    const pending = { newOwnerEmail: 'owner@school.test', initiatedAt: '2026-01-01T00:00:00.000Z', initiatedBy: 'third@school.test' };
    await model.put({ cls: cls(8, { teacherEmail: 'third@school.test', ownershipTransferPending: pending }), revision: 1 });
    await model.put({ cls: cls(9, { teacherEmail: 'third@school.test' }), revision: 1 });

    expect(titles(await model.list({ limit: 20 }))).toEqual(['Class 9', 'Class 8', 'Class 7', 'Class 6', 'Class 5', 'Class 4', 'Class 3', 'Class 2', 'Class 1']);
    // Owner of 1-6, expert of 7, invitee of 8: not 9.
    const mine = await model.list({ visibleTo: 'owner@school.test', limit: 3 });
    expect(titles(mine)).toEqual(['Class 8', 'Class 7', 'Class 6']);
    const last = mine.at(-1)!.cls;
    expect(titles(await model.list({ visibleTo: 'owner@school.test', limit: 3, after: { createdAt: last.createdAt, id: last.id } }))).toEqual(['Class 5', 'Class 4', 'Class 3']);
    // A teacher who is nobody's expert and no invitee: their own classes alone.
    expect(titles(await model.list({ visibleTo: 'third@school.test', limit: 5 }))).toEqual(['Class 9', 'Class 8']);
    const c4 = cls(4);
    expect(titles(await model.list({ visibleTo: 'third@school.test', limit: 5, after: { createdAt: cls(9).createdAt, id: cls(9).id } }))).toEqual(['Class 8']);
    expect(titles(await model.list({ limit: 2, after: { createdAt: c4.createdAt, id: c4.id } }))).toEqual(['Class 3', 'Class 2']);
    // Removing the expert takes the class out of the expert's list.
    await model.put({ cls: cls(7, { teacherEmail: 'other@school.test' }), revision: 2 });
    expect(titles(await model.list({ visibleTo: 'owner@school.test', limit: 3 }))).toEqual(['Class 8', 'Class 6', 'Class 5']);
  });

  it('keeps a pending transfer as the JSON string rows have always held, and reads it back as a structure', async () => {
    const engine = await open(kind);
    const model = new SqlSchoolClassReadModel(engine);
    const pending = { newOwnerEmail: 'invitee@school.test', initiatedAt: '2026-01-01T00:00:00.000Z', initiatedBy: 'owner@school.test' };
    await model.put({ cls: cls(1, { ownershipTransferPending: pending }), revision: 1 });
    const rows = engine.db.withTables<{ school_classes: { id: string; state: string } }>();
    const { state } = await rows.selectFrom('school_classes').select('state').where('id', '=', cls(1).id).executeTakeFirstOrThrow();
    expect((JSON.parse(state) as { ownershipTransferPending: unknown }).ownershipTransferPending).toBe(JSON.stringify(pending));
    expect((await model.get(cls(1).id))!.cls.ownershipTransferPending).toEqual(pending);
    expect(titles(await model.list({ visibleTo: 'invitee@school.test', limit: 5 }))).toEqual(['Class 1']);
  });

  it('replaces the whole model in one go', async () => {
    const model = new SqlSchoolClassReadModel(await open(kind));
    await model.put({ cls: cls(1, { contentExperts: ['e@school.test'] }), revision: 3 });
    await model.replaceAll([{ cls: cls(2), revision: 1 }]);
    expect(await model.get(cls(1).id)).toBeUndefined();
    expect(await model.list({ visibleTo: 'e@school.test', limit: 5 })).toEqual([]);
    expect(titles(await model.list({ limit: 5 }))).toEqual(['Class 2']);
  });

  it('never moves a class back on a catch-up, whatever order concurrent puts land in', async () => {
    const model = new SqlSchoolClassReadModel(await open(kind));
    await model.putIfNewer({ cls: cls(1, { title: 'r3', contentExperts: ['a@school.test'] }), revision: 3 });
    await model.putIfNewer({ cls: cls(1, { title: 'r2' }), revision: 2 });
    expect(await model.get(cls(1).id)).toMatchObject({ revision: 3, cls: { title: 'r3', contentExperts: ['a@school.test'] } });
    await Promise.all([5, 4, 7, 6].map((r) => model.putIfNewer({ cls: cls(1, { title: `r${r}`, contentExperts: [`e${r}@school.test`] }), revision: r })));
    expect(await model.get(cls(1).id)).toMatchObject({ revision: 7, cls: { title: 'r7' } });
    expect(titles(await model.list({ visibleTo: 'e7@school.test', limit: 5 }))).toEqual(['r7']);
    expect(await model.list({ visibleTo: 'e5@school.test', limit: 5 })).toEqual([]);
  });

  it('remembers how far a catch-up read each store, never moving back', async () => {
    const model = new SqlSchoolClassReadModel(await open(kind));
    expect(await model.readUpTo('lrs')).toBeUndefined();
    await model.markReadUpTo('lrs', '2026-01-02T00:00:00.000Z');
    await model.markReadUpTo('lrs', '2026-01-01T00:00:00.000Z');
    await model.markReadUpTo('embedded', '2026-03-01T00:00:00.000Z');
    expect(await model.readUpTo('lrs')).toBe('2026-01-02T00:00:00.000Z');
    expect(await model.readUpTo('embedded')).toBe('2026-03-01T00:00:00.000Z');
  });
});
