// SchoolClassDirectory, the read interface class content uses: the current state of one class,
// changes visible at once, unknown ids undefined.
import { describe, expect, it } from 'vitest';
import { as, cast, classPath, createClass, schoolApp } from './helpers.js';

describe('SchoolClassDirectory', () => {
  it('reads the current owner and experts as soon as a change is answered', async () => {
    const { t, tok } = await schoolApp();
    const { directory } = t.root.school;
    const c = await createClass(t, tok.owner);
    expect(await directory.get('no-such-class')).toBeUndefined();
    expect(await directory.get(c.id)).toEqual(c);
    await as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.expert.email });
    expect((await directory.get(c.id))!.contentExperts).toEqual([cast.expert.email]);
    await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email });
    // The directory is the service's state: the pending transfer is a structure (the wire's JSON string is the presenter's).
    expect((await directory.get(c.id))!.ownershipTransferPending).toMatchObject({ newOwnerEmail: cast.invitee.email, initiatedBy: cast.owner.email });
    await as(t, tok.invitee).post(classPath(c.id, 'accept-ownership'));
    const now = (await directory.get(c.id))!;
    expect(now.teacherEmail).toBe(cast.invitee.email);
    expect(now.contentExperts).toEqual([]);
    expect(now.ownershipTransferPending).toBeNull();
  });
});
