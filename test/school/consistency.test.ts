// No lost updates: concurrent changes to one class all land. A failed statement write leaves the
// class exactly as it was and answers 500 (the record store fails at its edge: a store wrapper
// here, a failing LRS in school-lrs.test.ts).
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/composition-root.js';
import { SqlStatementStore, RecordStoreError, type StatementStore } from '../../src/xapi/index.js';
import { as, cast, classPath, createClass, schoolApp } from './helpers.js';

/** The embedded store, with a switch that makes every save fail as a broken store would. */
function switchableStore() {
  const state = { failing: false };
  const make = (deps: AppDeps): StatementStore => {
    const inner = new SqlStatementStore({ engine: deps.records, clock: deps.clock, random: deps.random });
    return {
      kind: 'embedded',
      save: async (s) => {
        if (state.failing) throw new RecordStoreError('disk full');
        return inner.save(s);
      },
      query: (q) => inner.query(q),
    };
  };
  return { state, make };
}

describe('no lost updates', () => {
  it('applies ten concurrent PATCHes and invites to one class', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    const fields = ['title', 'description', 'subject', 'gradeLevel', 'scenarioContext'] as const;
    const experts = Array.from({ length: 5 }, (_, i) => `expert${i}@school.test`);
    const results = await Promise.all([
      ...fields.map((f) => as(t, tok.owner).patch(classPath(c.id), { [f]: `new ${f}` })),
      ...experts.map((email) => as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email })),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [final] = (await as(t, tok.owner).get('/api/school/classes')).body.classes;
    for (const f of fields) expect(final[f]).toBe(`new ${f}`);
    expect([...final.contentExperts].sort()).toEqual(experts);
    // Eleven statements (creation + ten), with revisions 1..11 in order.
    const page = await t.root.statements.query({ limit: 50, ascending: true });
    expect(page.statements.map((s) => Number(s.context!.revision))).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });

  it('keeps enrollment codes unique under concurrent PATCHes', async () => {
    const { t, tok } = await schoolApp();
    const a = await createClass(t, tok.owner);
    const b = await createClass(t, tok.owner);
    const [ra, rb] = await Promise.all([
      as(t, tok.owner).patch(classPath(a.id), { enrollmentCode: 'ZZZ999' }),
      as(t, tok.owner).patch(classPath(b.id), { enrollmentCode: 'ZZZ999' }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
  });
});

describe('failing record store', () => {
  it('answers 500 and leaves the class exactly as before', async () => {
    const sw = switchableStore();
    const { t, tok } = await schoolApp({ statements: sw.make });
    const c = await createClass(t, tok.owner);
    await as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.expert.email });
    const before = (await as(t, tok.owner).get('/api/school/classes')).body.classes;
    sw.state.failing = true;
    const attempts = [
      as(t, tok.owner).patch(classPath(c.id), { title: 'Lost' }),
      as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.other.email }),
      as(t, tok.owner).post(classPath(c.id, 'remove-expert'), { email: cast.expert.email }),
      as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email }),
      as(t, tok.owner).post('/api/school/classes', { title: 'x', description: 'x', subject: 'x', gradeLevel: 'x', dscId: 'x' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, error: 'record_store_failed' });
      expect(JSON.stringify(res.body)).not.toContain('disk full');
    }
    expect((await as(t, tok.owner).get('/api/school/classes')).body.classes).toEqual(before);
    sw.state.failing = false;
    expect((await as(t, tok.owner).patch(classPath(c.id), { title: 'Now it lands' })).status).toBe(200);
  });
});
