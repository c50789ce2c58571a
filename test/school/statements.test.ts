// Class state as xAPI statements: the creation statement's exact shape, one statement with a
// standard verb per change, every emitted statement valid xAPI, the read model rebuilt from the
// statements alone, and class state surviving the record store's per-user cap.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { CLASS_VERBS } from '../../src/school/index.js';
import { validateStatement, type StoredStatement } from '../../src/xapi/index.js';
import type { TestApp } from '../helpers/app.js';
import { as, cast, classPath, createClass, newClass, schoolApp } from './helpers.js';

const ACT = 'https://learning-platform.example/xapi/activities';
const EXT = 'https://learning-platform.example/xapi/extensions';

async function allStatements(t: TestApp): Promise<StoredStatement[]> {
  const out: StoredStatement[] = [];
  let page = await t.root.statements.query({ limit: 500 });
  for (;;) {
    out.push(...page.statements);
    if (!page.more) return out;
    page = await t.root.statements.query({ more: page.more });
  }
}

async function classesOf(t: TestApp, token: string) {
  return (await as(t, token).get('/api/school/classes?limit=200')).body.classes as Array<Record<string, unknown>>;
}

describe('class statements', () => {
  it('records creation as the documented initialized statement', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner, { ...newClass, scenarioContext: 'Lab work', itsAnalysisLevel: 4 });
    const [s] = await allStatements(t);
    expect(s).toMatchObject({
      actor: { objectType: 'Agent', mbox: `mailto:${cast.owner.email}`, name: cast.owner.name },
      verb: { id: 'http://adlnet.gov/expapi/verbs/initialized', display: { en: 'initialized' } },
      object: {
        objectType: 'Activity',
        id: `${ACT}/class/${c.id}`,
        definition: {
          name: { en: newClass.title },
          description: { en: newClass.description },
          extensions: { [`${EXT}/class/created-at`]: c.createdAt },
        },
      },
      timestamp: new Date(t.clock.now()).toISOString(),
    });
    expect(s!.context!.extensions).toEqual({
      [`${EXT}/class/id`]: c.id,
      [`${EXT}/class/title`]: newClass.title,
      [`${EXT}/class/description`]: newClass.description,
      [`${EXT}/class/subject`]: newClass.subject,
      [`${EXT}/class/grade-level`]: newClass.gradeLevel,
      [`${EXT}/class/dsc-id`]: newClass.dscId,
      [`${EXT}/class/enrollment-code`]: c.enrollmentCode,
      [`${EXT}/class/teacher-email`]: cast.owner.email,
      [`${EXT}/class/teacher-name`]: cast.owner.name,
      [`${EXT}/class/creator-email`]: cast.owner.email,
      [`${EXT}/class/creator-name`]: cast.owner.name,
      [`${EXT}/class/content-experts`]: '[]',
      [`${EXT}/class/ownership-transfer-pending`]: null,
      [`${EXT}/class/language`]: 'en',
      [`${EXT}/class/scenario-context`]: 'Lab work',
      [`${EXT}/class/its-analysis-level`]: 4,
    });
  });

  it('records every change with its standard verb and the full state; all statements are valid xAPI', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    const steps: Array<[keyof typeof CLASS_VERBS, () => Promise<unknown>]> = [
      ['update', () => as(t, tok.owner).patch(classPath(c.id), { title: 'Renamed' })],
      ['inviteExpert', () => as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.expert.email })],
      ['removeExpert', () => as(t, tok.owner).post(classPath(c.id, 'remove-expert'), { email: cast.expert.email })],
      ['inviteExpert', () => as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.other.email })],
      ['transferOwnership', () => as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email })],
      ['cancelTransfer', () => as(t, tok.owner).post(classPath(c.id, 'cancel-transfer'))],
      ['transferOwnership', () => as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email })],
      ['acceptOwnership', () => as(t, tok.invitee).post(classPath(c.id, 'accept-ownership'))],
    ];
    for (const [kind, step] of steps) {
      const before = (await allStatements(t)).length;
      await step();
      const all = await allStatements(t);
      expect(all.length, kind).toBe(before + 1);
      const latest = all[0]!;
      expect(latest.verb).toEqual(CLASS_VERBS[kind]);
      // The newest statement carries the class exactly as the API now shows it.
      const shown = (await classesOf(t, tok.admin)).find((x) => x.id === c.id)!;
      const ext = latest.context!.extensions!;
      expect(ext[`${EXT}/class/title`]).toBe(shown.title);
      expect(ext[`${EXT}/class/teacher-email`]).toBe(shown.teacherEmail);
      expect(JSON.parse(ext[`${EXT}/class/content-experts`] as string)).toEqual(shown.contentExperts);
      expect(ext[`${EXT}/class/ownership-transfer-pending`]).toBe(shown.ownershipTransferPending);
      // The same JSON string, key for key, that statements have always carried (so old ones read back).
      if (kind === 'transferOwnership') {
        const { initiatedAt } = JSON.parse(shown.ownershipTransferPending as string) as { initiatedAt: string };
        expect(shown.ownershipTransferPending).toBe(`{"newOwnerEmail":"${cast.invitee.email}","initiatedAt":"${initiatedAt}","initiatedBy":"${cast.owner.email}"}`);
      }
    }
    const all = await allStatements(t);
    expect(new Set(all.map((s) => s.verb.id)).size).toBe(Object.keys(CLASS_VERBS).length);
    for (const s of all) expect(validateStatement(s), s.verb.id).toEqual([]);
    // The accept was recorded by the new owner, with experts cleared.
    expect(all[0]!.actor.mbox).toBe(`mailto:${cast.invitee.email}`);
    expect(all[0]!.context!.extensions![`${EXT}/class/content-experts`]).toBe('[]');
  });
});

describe('class records are written only by the school area', () => {
  it('refuses a statement about a class activity from any other writer of the shared store', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    const [real] = await allStatements(t);
    const forged = { ...real!, id: undefined, stored: undefined, context: { ...real!.context, revision: '999' } };
    const err = await t.root.statements.save(forged).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: 'invalid_statement', details: { field: 'object.id', reason: 'reserved' } });
    expect(await allStatements(t)).toHaveLength(1);
    // Statements about other activities pass.
    await t.root.statements.save({ actor: { mbox: 'mailto:a@b.test' }, verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' }, object: { id: `${ACT}/page/1` } });
    expect((await classesOf(t, tok.owner))[0]).toMatchObject({ id: c.id });
  });
});

describe('read model', () => {
  it('is rebuilt from the statements alone after being deleted', async () => {
    const { t, tok } = await schoolApp();
    const a = await createClass(t, tok.owner, { ...newClass, title: 'A' });
    t.clock.advance(1000);
    const b = await createClass(t, tok.other, { ...newClass, title: 'B' });
    await as(t, tok.owner).patch(classPath(a.id), { title: 'A2', enrollmentCode: 'QQQ222' });
    await as(t, tok.owner).post(classPath(a.id, 'invite-expert'), { email: cast.expert.email });
    await as(t, tok.other).post(classPath(b.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email });
    const before = await classesOf(t, tok.admin);
    t.db.exec('DELETE FROM school_class_experts; DELETE FROM school_classes;');
    expect(await classesOf(t, tok.admin)).toEqual([]);
    // A fresh app on the same database (a restart) rebuilds it at start-up.
    const restarted = await createApp(t.deps);
    const t2 = { ...t, ...restarted } as TestApp;
    expect(await classesOf(t2, tok.admin)).toEqual(before);
    expect(await classesOf(t2, tok.expert)).toEqual(before.filter((x) => x.id === a.id));
    // And the rebuild is also callable directly.
    t.db.exec('DELETE FROM school_class_experts; DELETE FROM school_classes;');
    const area = restarted.root.school;
    expect(await area.service.rebuild()).toBe(2);
    expect(await area.directory.get(a.id)).toEqual(before.find((x) => x.id === a.id));
    // The pending transfer, a JSON string in the statements, reads back as a structure.
    expect((await area.directory.get(b.id))!.ownershipTransferPending).toMatchObject({ newOwnerEmail: cast.invitee.email, initiatedBy: cast.other.email });
    // Uniqueness still holds after the rebuild.
    expect((await as(t2, tok.other).patch(classPath(b.id), { enrollmentCode: 'QQQ222' })).body.error).toBe('duplicate');
  });

  it('keeps a class right when its educator goes past the per-user statement cap', async () => {
    const { t, tok } = await schoolApp();
    const a = await createClass(t, tok.owner, { ...newClass, title: 'Quiet class' });
    const b = await createClass(t, tok.owner, { ...newClass, title: 'Busy class' });
    // 520 more statements by the same educator: PATCHes of class B, then other activity.
    for (let i = 0; i < 260; i++) await as(t, tok.owner).patch(classPath(b.id), { itsAnalysisLevel: (i % 10) + 1, title: `Busy ${i}` });
    for (let i = 0; i < 26; i++) {
      await t.root.statements.save(
        Array.from({ length: 10 }, (_, j) => ({
          actor: { mbox: `mailto:${cast.owner.email}` },
          verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
          object: { id: `https://lp.test/page/${i}-${j}` },
        })),
      );
    }
    const mine = (await allStatements(t)).filter((s) => s.actor.mbox === `mailto:${cast.owner.email}`);
    expect(mine).toHaveLength(500);
    // A's only statement (its creation) is far older than the cap reaches, yet kept.
    expect(mine.some((s) => (s.object as { id: string }).id.endsWith(a.id))).toBe(true);
    const before = await classesOf(t, tok.owner);
    expect(before.find((x) => x.id === b.id)).toMatchObject({ title: 'Busy 259', itsAnalysisLevel: 10 });
    t.db.exec('DELETE FROM school_class_experts; DELETE FROM school_classes;');
    const t2 = { ...t, ...(await createApp(t.deps)) } as TestApp;
    expect(await classesOf(t2, tok.owner)).toEqual(before);
  });
});
