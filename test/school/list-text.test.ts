// The class list is sent as text, most classes exactly as the read model stored them
// (src/school/presenters.ts presentClassPageJson). That is only right while a stored state is its
// class's wire form: these tests compare the list's bytes with the class bodies the API itself
// answered (create, transfer) serialised as a page, and every stored text the model hands out as
// `wire` with the presenter's serialisation of the parsed class.
import { describe, expect, it } from 'vitest';
import { presentClass } from '../../src/school/presenters.js';
import { SqlSchoolClassReadModel } from '../../src/school/index.js';
import type { TestApp } from '../helpers/app.js';
import { as, cast, classPath, createClass, newClass, schoolApp } from './helpers.js';

const listText = async (t: TestApp, token: string, query = '') => (await as(t, token).get(`/api/school/classes${query}`).expect(200)).text;

describe('GET /api/school/classes as text', () => {
  it('is byte for byte the page of the classes the API answered, pending transfer, mark and cursor included', async () => {
    const { t, tok } = await schoolApp();
    const plain = await createClass(t, tok.owner, { ...newClass, title: 'Plain "quoted" \\ ünïcode ✓', description: '"ownershipTransferPending":null inside a value' });
    const handed = await createClass(t, tok.owner, { ...newClass, title: 'Handed over' });
    t.clock.advance(1000);
    const expert = await createClass(t, tok.owner, { ...newClass, title: 'With an expert' });
    const withExpert = (await as(t, tok.owner).post(classPath(expert.id, 'invite-expert'), { email: cast.invitee.email }).expect(200)).body.class;
    const transferred = (await as(t, tok.owner).post(classPath(handed.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email }).expect(200)).body.class;

    const page = (classes: unknown[], nextCursor: string | null = null) => JSON.stringify({ success: true, classes, nextCursor });
    const owner = await listText(t, tok.owner);
    expect(owner).toBe(page([withExpert, transferred, plain].sort(newestFirst)));
    // The invitee: their pending class marked, after the class's own fields.
    const invitee = await listText(t, tok.invitee);
    expect(invitee).toBe(page([withExpert, { ...transferred, pendingTransferToYou: true }].sort(newestFirst)));
    // A page with a cursor.
    const first = JSON.parse(await listText(t, tok.owner, '?limit=2')) as { nextCursor: string };
    expect(await listText(t, tok.owner, '?limit=2')).toBe(page([withExpert, transferred, plain].sort(newestFirst).slice(0, 2), first.nextCursor));
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('hands out a stored text as wire only where it is exactly the class as presented', async () => {
    const { t, tok } = await schoolApp();
    await createClass(t, tok.owner, { ...newClass, title: 'Ünïcode "quotes" \\ and \u2028' });
    const pending = await createClass(t, tok.owner);
    await as(t, tok.owner).post(classPath(pending.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email }).expect(200);
    const rows = await new SqlSchoolClassReadModel(t.deps.records).list({ limit: 10 });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      if (row.cls.ownershipTransferPending === null) expect(row.wire).toBe(JSON.stringify(presentClass(row.cls)));
      else expect(row.wire).toBeUndefined();
    }
  });
});

function newestFirst(a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number {
  return a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;
}
