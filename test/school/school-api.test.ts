// /api/school through the real app: create and list, PATCH rules, experts, the ownership transfer
// state machine and the error body shape.
import { describe, expect, it } from 'vitest';
import { as, cast, classPath, createClass, newClass, schoolApp } from './helpers.js';

describe('create and list', () => {
  it('creates a class with defaults; the caller is creator and owner', async () => {
    const { t, tok } = await schoolApp();
    const res = await as(t, tok.owner).post('/api/school/classes', newClass);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const c = res.body.class;
    expect(c).toMatchObject({
      ...newClass,
      teacherEmail: cast.owner.email,
      teacherName: cast.owner.name,
      creatorEmail: cast.owner.email,
      creatorName: cast.owner.name,
      contentExperts: [],
      ownershipTransferPending: null,
      language: 'en',
      scenarioContext: '',
      itsAnalysisLevel: 2,
      createdAt: new Date(t.clock.now()).toISOString(),
    });
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.enrollmentCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    const second = await createClass(t, tok.owner);
    expect(second.enrollmentCode).not.toBe(c.enrollmentCode);
  });

  it('validates the create body', async () => {
    const { t, tok } = await schoolApp();
    const post = (body: object) => as(t, tok.owner).post('/api/school/classes', body);
    for (const field of ['title', 'description', 'subject', 'gradeLevel', 'dscId']) {
      const { [field]: _, ...rest } = newClass as Record<string, string>;
      const res = await post(rest);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field } });
      expect((await post({ ...newClass, [field]: '  ' })).status).toBe(400);
    }
    expect((await post({ ...newClass, itsAnalysisLevel: 0 })).body.details.field).toBe('itsAnalysisLevel');
    expect((await post({ ...newClass, itsAnalysisLevel: 11 })).status).toBe(400);
    expect((await post({ ...newClass, itsAnalysisLevel: 2.5 })).status).toBe(400);
    expect((await post({ ...newClass, language: 'not a language' })).status).toBe(400);
    expect((await post({ ...newClass, enrollmentCode: 'ABCDEF' })).status).toBe(400);
    const ok = await post({ ...newClass, language: 'pt-BR', scenarioContext: 'A lab', itsAnalysisLevel: 10 });
    expect(ok.status).toBe(201);
    expect(ok.body.class).toMatchObject({ language: 'pt-BR', scenarioContext: 'A lab', itsAnalysisLevel: 10 });
  });

  it('lists owned and expert classes; admins see all; pages with nextCursor', async () => {
    const { t, tok } = await schoolApp();
    const mine = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      mine.push(await createClass(t, tok.owner, { ...newClass, title: `Mine ${i}` }));
    }
    const others = await createClass(t, tok.other, { ...newClass, title: 'Other' });
    await as(t, tok.other).post(classPath(others.id, 'invite-expert'), { email: cast.expert.email });
    const list = async (token: string, q = '') => (await as(t, token).get(`/api/school/classes${q}`)).body;
    expect((await list(tok.owner)).classes.map((c: { title: string }) => c.title)).toEqual(['Mine 2', 'Mine 1', 'Mine 0']);
    expect((await list(tok.expert)).classes.map((c: { id: string }) => c.id)).toEqual([others.id]);
    expect((await list(tok.invitee)).classes).toEqual([]);
    expect((await list(tok.admin)).classes).toHaveLength(4);
    const p1 = await list(tok.owner, '?limit=2');
    expect(p1.classes).toHaveLength(2);
    const p2 = await list(tok.owner, `?limit=2&cursor=${p1.nextCursor}`);
    expect(p2.classes.map((c: { title: string }) => c.title)).toEqual(['Mine 0']);
    expect(p2.nextCursor).toBeNull();
    expect((await as(t, tok.owner).get('/api/school/classes?cursor=@@')).status).toBe(400);
    expect((await as(t, tok.owner).get('/api/school/classes?limit=0')).status).toBe(400);
  });
});

describe('PATCH', () => {
  it('changes mutable fields only', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    const res = await as(t, tok.owner).patch(classPath(c.id), { title: 'New', subject: 'Science', gradeLevel: '10', scenarioContext: 'ctx', itsAnalysisLevel: 7, language: 'fr', description: 'd' });
    expect(res.status).toBe(200);
    expect(res.body.class).toMatchObject({ title: 'New', subject: 'Science', gradeLevel: '10', scenarioContext: 'ctx', itsAnalysisLevel: 7, language: 'fr', description: 'd', dscId: 'dsc-bio', id: c.id });
    for (const field of ['id', 'dscId', 'creatorEmail', 'creatorName', 'teacherEmail', 'teacherName', 'contentExperts', 'ownershipTransferPending', 'createdAt']) {
      const r = await as(t, tok.owner).patch(classPath(c.id), { title: 'x', [field]: 'v' });
      expect(r.status, field).toBe(400);
      expect(r.body).toMatchObject({ success: false, details: { field, reason: 'immutable' } });
    }
    expect((await as(t, tok.owner).patch(classPath(c.id), {})).status).toBe(400);
    expect((await as(t, tok.owner).patch(classPath(c.id), { bogus: 1 })).status).toBe(400);
    expect((await as(t, tok.owner).patch(classPath(c.id), { itsAnalysisLevel: 11 })).status).toBe(400);
    // Nothing above changed the class.
    expect((await as(t, tok.owner).get('/api/school/classes')).body.classes[0]).toMatchObject({ title: 'New', dscId: 'dsc-bio' });
  });

  it('accepts a well-formed unused enrollment code and refuses a duplicate or malformed one', async () => {
    const { t, tok } = await schoolApp();
    const a = await createClass(t, tok.owner);
    const b = await createClass(t, tok.owner);
    const ok = await as(t, tok.owner).patch(classPath(a.id), { enrollmentCode: 'abc-234' });
    expect(ok.status).toBe(200);
    expect(ok.body.class.enrollmentCode).toBe('ABC234');
    expect((await as(t, tok.owner).patch(classPath(a.id), { enrollmentCode: 'ABC234' })).status).toBe(200);
    const dup = await as(t, tok.owner).patch(classPath(b.id), { enrollmentCode: 'ABC234' });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ success: false, error: 'duplicate', details: { field: 'enrollmentCode', reason: 'duplicate' } });
    for (const bad of ['ABC23', 'ABC2345', 'ABC_10', 'ÄBC123', '']) {
      const r = await as(t, tok.owner).patch(classPath(b.id), { enrollmentCode: bad });
      expect(r.status, bad).toBe(400);
      expect(r.body.details).toMatchObject({ field: 'enrollmentCode' });
    }
  });
});

describe('content experts', () => {
  it('invites and removes experts with the documented errors', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    const invite = (email: string) => as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email });
    const remove = (email: string) => as(t, tok.owner).post(classPath(c.id, 'remove-expert'), { email });
    const r1 = await invite('Expert@School.test');
    expect(r1.status).toBe(200);
    expect(r1.body.class.contentExperts).toEqual([cast.expert.email]);
    expect((await invite(cast.expert.email)).body).toMatchObject({ success: false, error: 'already_expert', details: { field: 'email' } });
    expect((await invite(cast.owner.email)).status).toBe(400);
    expect((await invite('not-an-email')).status).toBe(400);
    expect((await as(t, tok.owner).post(classPath(c.id, 'invite-expert'), {})).status).toBe(400);
    // The expert sees the class at once; after removal, at once not.
    expect((await as(t, tok.expert).get('/api/school/classes')).body.classes).toHaveLength(1);
    const gone = await remove(cast.other.email);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, error: 'expert_not_found' });
    expect(gone.body.message).toContain(cast.other.email);
    const r2 = await remove(cast.expert.email);
    expect(r2.status).toBe(200);
    expect(r2.body.class.contentExperts).toEqual([]);
    expect((await as(t, tok.expert).get('/api/school/classes')).body.classes).toHaveLength(0);
  });
});

describe('ownership transfer', () => {
  it('runs transfer -> accept: new owner, experts cleared, creator unchanged', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    await as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.expert.email });
    t.clock.advance(5000);
    const tr = await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: 'INVITEE@school.test' });
    expect(tr.status).toBe(200);
    expect(typeof tr.body.class.ownershipTransferPending).toBe('string');
    expect(JSON.parse(tr.body.class.ownershipTransferPending)).toEqual({
      newOwnerEmail: cast.invitee.email,
      initiatedAt: new Date(t.clock.now()).toISOString(),
      initiatedBy: cast.owner.email,
    });
    // pending -> transfer again: 400, cancel first.
    const again = await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.other.email });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('transfer_pending');
    // Someone other than the named new owner: 403.
    expect((await as(t, tok.other).post(classPath(c.id, 'accept-ownership'))).status).toBe(403);
    expect((await as(t, tok.owner).post(classPath(c.id, 'accept-ownership'))).status).toBe(403);
    const acc = await as(t, tok.invitee).post(classPath(c.id, 'accept-ownership'));
    expect(acc.status).toBe(200);
    expect(acc.body.class).toMatchObject({
      teacherEmail: cast.invitee.email,
      teacherName: cast.invitee.name,
      creatorEmail: cast.owner.email,
      creatorName: cast.owner.name,
      contentExperts: [],
      ownershipTransferPending: null,
    });
    // The old owner lost the rights; the new owner has them.
    expect((await as(t, tok.owner).patch(classPath(c.id), { title: 'x' })).status).toBe(403);
    expect((await as(t, tok.invitee).patch(classPath(c.id), { title: 'Mine now' })).status).toBe(200);
    // no transfer -> accept: 400.
    const none = await as(t, tok.invitee).post(classPath(c.id, 'accept-ownership'));
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('no_pending_transfer');
  });

  it('refuses a transfer to the caller and lets the owner cancel', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    const self = await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.owner.email });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('transfer_to_self');
    expect((await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: 'nope' })).status).toBe(400);
    expect((await as(t, tok.owner).post(classPath(c.id, 'cancel-transfer'))).body.error).toBe('no_pending_transfer');
    await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email });
    expect((await as(t, tok.invitee).post(classPath(c.id, 'cancel-transfer'))).status).toBe(403);
    const cancel = await as(t, tok.owner).post(classPath(c.id, 'cancel-transfer'));
    expect(cancel.status).toBe(200);
    expect(cancel.body.class.ownershipTransferPending).toBeNull();
    expect((await as(t, tok.invitee).post(classPath(c.id, 'accept-ownership'))).status).toBe(400);
    // After a cancel a new transfer may start.
    expect((await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.other.email })).status).toBe(200);
  });

  it('lets an admin start and complete a transfer on the owner\'s behalf', async () => {
    const { t, tok } = await schoolApp();
    const c = await createClass(t, tok.owner);
    const tr = await as(t, tok.admin).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email });
    expect(JSON.parse(tr.body.class.ownershipTransferPending).initiatedBy).toBe(cast.admin.email);
    const acc = await as(t, tok.admin).post(classPath(c.id, 'accept-ownership'));
    expect(acc.status).toBe(200);
    expect(acc.body.class.teacherEmail).toBe(cast.invitee.email);
    expect((await as(t, tok.admin).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email })).body.error).toBe('already_owner');
  });
});

describe('authentication and errors', () => {
  it('needs the cookie: an Authorization header alone is 401', async () => {
    const { t, tok } = await schoolApp();
    const res = await as(t).get('/api/school/classes').set('Authorization', `Bearer ${tok.owner}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'missing_authorization' });
  });

  it('refuses cookie writes from a foreign origin', async () => {
    const { t, tok } = await schoolApp();
    const res = await as(t, tok.owner).post('/api/school/classes', newClass).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('origin_not_allowed');
    expect((await as(t, tok.owner).get('/api/school/classes')).body.classes).toEqual([]);
  });

  it('answers 404 for an unknown class', async () => {
    const { t, tok } = await schoolApp();
    const res = await as(t, tok.owner).patch(classPath('no-such-class'), { title: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: 'class_not_found' });
  });
});
