// The school area on an external LRS (a real one on loopback, test/helpers/lrs.ts): class changes
// are recorded there, a new instance with an empty database rebuilds its read model from the LRS
// at start-up, and an LRS that fails answers 500 with the class left as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLrsProxy, startRealLrs, type RealLrs } from '../helpers/lrs.js';
import { as, cast, classPath, createClass, newClass, schoolApp } from './helpers.js';

let lrs: RealLrs;
beforeAll(async () => {
  lrs = await startRealLrs();
});
afterAll(async () => {
  await lrs?.stop();
});

const lrsEnv = (endpoint: string) => ({ XAPI_ENDPOINT: endpoint, XAPI_USERNAME: 'svc', XAPI_PASSWORD: 'secret', XAPI_MAX_RETRIES: '0', XAPI_TIMEOUT_MS: '5000' });

describe('school classes on an external LRS', () => {
  it('records changes in the LRS and rebuilds a new instance from it', async () => {
    const { t, tok } = await schoolApp({ env: lrsEnv(lrs.endpoint) });
    expect(t.context.statements.kind).toBe('lrs');
    const c = await createClass(t, tok.owner, { ...newClass, title: 'On the LRS' });
    await as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.expert.email });
    await as(t, tok.owner).patch(classPath(c.id), { itsAnalysisLevel: 9 });
    await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email });
    const accepted = await as(t, tok.invitee).post(classPath(c.id, 'accept-ownership'));
    expect(accepted.status).toBe(200);
    const page = await t.context.statements.query({ activity: `https://learning-platform.example/xapi/activities/class/${c.id}` });
    expect(page.statements).toHaveLength(5);

    // A second instance: its own empty database, the same LRS.
    const { t: t2, tok: tok2 } = await schoolApp({ env: lrsEnv(lrs.endpoint) });
    const list = (await as(t2, tok2.admin).get('/api/school/classes?limit=200')).body.classes as Array<{ id: string }>;
    expect(list.find((x) => x.id === c.id)).toEqual(accepted.body.class);
    expect((await as(t2, tok2.invitee).patch(classPath(c.id), { title: 'Still mine' })).status).toBe(200);
  });

  it('answers 500 and keeps the class unchanged when the LRS fails', async () => {
    let failing = false;
    const proxy = await startLrsProxy(lrs.url, () => (failing ? 'fail' : 'forward'));
    try {
      const { t, tok } = await schoolApp({ env: lrsEnv(proxy.endpoint) });
      const c = await createClass(t, tok.owner);
      failing = true;
      const res = await as(t, tok.owner).patch(classPath(c.id), { title: 'Lost' });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, error: 'record_store_failed' });
      expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
      expect((await as(t, tok.owner).post('/api/school/classes', newClass)).status).toBe(500);
      failing = false;
      const list = (await as(t, tok.owner).get('/api/school/classes')).body.classes;
      expect(list).toEqual([c]);
    } finally {
      await proxy.close();
    }
  });

  it('answers 500 while the LRS it must rebuild from is down, and recovers when it is back', async () => {
    let failing = true;
    const proxy = await startLrsProxy(lrs.url, () => (failing ? 'fail' : 'forward'));
    try {
      const { t, tok } = await schoolApp({ env: lrsEnv(proxy.endpoint) });
      const down = await as(t, tok.owner).get('/api/school/classes');
      expect(down.status).toBe(500);
      expect(down.body.error).toBe('record_store_failed');
      failing = false;
      expect((await as(t, tok.owner).get('/api/school/classes')).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});
