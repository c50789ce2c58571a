// The invitee of a pending ownership transfer finds the class in their own list, marked
// pendingTransferToYou, before accepting; it leaves their list when the transfer is cancelled.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import type { TestApp } from '../helpers/app.js';
import { as, cast, classPath, createClass, newClass, schoolApp } from './helpers.js';

type Listed = { id: string; title: string; pendingTransferToYou?: true };
const listOf = async (t: TestApp, token: string): Promise<Listed[]> => (await as(t, token).get('/api/school/classes').expect(200)).body.classes;

describe('GET /api/school/classes for the invitee of a transfer', () => {
  it('lists the class with pendingTransferToYou: true before acceptance, for the invitee only', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner, { ...newClass, title: 'Handed over' });
    await createClass(t, tok.owner, { ...newClass, title: 'Kept' });
    expect(await listOf(t, tok.invitee)).toEqual([]);

    await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email }).expect(200);
    const invitee = await listOf(t, tok.invitee);
    expect(invitee.map((x) => [x.id, x.pendingTransferToYou])).toEqual([[c.id, true]]);
    // Nobody else's entry carries the mark (the owner, an admin), and a stranger does not see the class.
    expect((await listOf(t, tok.owner)).map((x) => 'pendingTransferToYou' in x)).toEqual([false, false]);
    expect((await listOf(t, tok.admin)).some((x) => 'pendingTransferToYou' in x)).toBe(false);
    expect(await listOf(t, tok.other)).toEqual([]);

    // From the list to the acceptance: the id is all the invitee needs.
    await as(t, tok.invitee).post(classPath(invitee[0]!.id, 'accept-ownership')).expect(200);
    expect((await listOf(t, tok.invitee)).map((x) => [x.title, x.pendingTransferToYou])).toEqual([['Handed over', undefined]]);
  });

  it('drops the class from the invitee\'s list when the transfer is cancelled, and survives a rebuild', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email }).expect(200);
    // The read model is rebuilt from the statements alone (a restart on an emptied model).
    t.db.exec('DELETE FROM school_class_experts; DELETE FROM school_classes;');
    const t2 = { ...t, ...(await createApp(t.deps)) } as TestApp;
    expect((await listOf(t2, tok.invitee)).map((x) => [x.id, x.pendingTransferToYou])).toEqual([[c.id, true]]);

    await as(t2, tok.owner).post(classPath(c.id, 'cancel-transfer')).expect(200);
    expect(await listOf(t2, tok.invitee)).toEqual([]);
  });
});
