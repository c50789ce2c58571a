// The school area on an external LRS (a real one on loopback, test/helpers/lrs.ts): class changes
// are recorded there, a new instance with an empty database rebuilds its read model from the LRS
// at start-up, and an LRS that fails answers 500 with the class left as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/clock.js';
import { catchUp } from '../../src/school/rebuild.js';
import { SqlSchoolClassReadModel } from '../../src/school/index.js';
import { openDatabase, runMigrations } from '../../src/storage/database.js';
import { sqliteEngine } from '../../src/storage/sql-engine.js';
import { allMigrations } from '../../src/composition-root.js';
import { LrsStatementStore, type StoredStatement } from '../../src/xapi/index.js';
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
    expect(t.root.statements.kind).toBe('lrs');
    const c = await createClass(t, tok.owner, { ...newClass, title: 'On the LRS' });
    await as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.expert.email });
    await as(t, tok.owner).patch(classPath(c.id), { itsAnalysisLevel: 9 });
    await as(t, tok.owner).post(classPath(c.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email });
    const accepted = await as(t, tok.invitee).post(classPath(c.id, 'accept-ownership'));
    expect(accepted.status).toBe(200);
    const page = await t.root.statements.query({ activity: `https://learning-platform.example/xapi/activities/class/${c.id}` });
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

  it('reads only its own class statements from the LRS, in pages, and resumes a restart from where the last read stopped', async () => {
    const CLASSES = 'https://learning-platform.example/xapi/activities/class';
    // Someone else's records in the same LRS: other agents, other activities, one naming a class-like IRI elsewhere.
    const other = new LrsStatementStore({ endpoint: lrs.endpoint, username: 'other', password: 'x', random: seededRandom(900) });
    await other.save(
      Array.from({ length: 30 }, (_, i) => ({
        actor: { mbox: `mailto:pupil${i}@elsewhere.test` },
        verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
        object: { id: i % 2 ? `https://elsewhere.test/lesson/${i}` : `https://elsewhere.test/class/${i}` },
      })),
    );
    const proxy = await startLrsProxy(lrs.url, () => 'forward');
    const db = openDatabase(':memory:');
    try {
      const env = lrsEnv(proxy.endpoint);
      const { t, tok } = await schoolApp({ env, db, random: seededRandom(901) });
      const c = await createClass(t, tok.owner, { ...newClass, title: 'Mine alone' });
      await as(t, tok.owner).patch(classPath(c.id), { title: 'Mine, renamed' }).expect(200);

      const reads = () => proxy.seen.filter((r) => r.method === 'GET').map((r) => new URL(r.path, lrs.url));
      expect(reads().length).toBeGreaterThan(0);
      for (const url of reads()) {
        expect(url.searchParams.get('activity')).toBe(CLASSES);
        expect(url.searchParams.get('related_activities')).toBe('true');
      }
      // What those requests answer holds class statements only: nothing else crossed the wire.
      const answered = await replay(reads());
      expect(answered.length).toBeGreaterThan(0);
      for (const s of answered) expect((s.object as { id: string }).id.startsWith(`${CLASSES}/`)).toBe(true);

      // A restart on the same record engine reads on from its mark (since=), not from the start.
      const before = proxy.seen.length;
      const { t: t2, tok: tok2 } = await schoolApp({ env, db, random: seededRandom(902) });
      const listed = (await as(t2, tok2.owner).get('/api/school/classes?limit=200')).body.classes as Array<{ id: string; title: string }>;
      expect(listed.find((x) => x.id === c.id)?.title).toBe('Mine, renamed');
      const resumed = reads().slice(proxy.seen.slice(0, before).filter((r) => r.method === 'GET').length);
      expect(resumed.length).toBeGreaterThan(0);
      expect(resumed[0]!.searchParams.get('since')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(resumed[0]!.searchParams.get('activity')).toBe(CLASSES);

      // Page by page, following the LRS's more links, the same classes come out of a small page size.
      const paged = await startLrsProxy(lrs.url, () => 'forward');
      const engine = sqliteEngine(openDatabase(':memory:'));
      try {
        runMigrations(engine.sqlite!, allMigrations);
        const readModel = new SqlSchoolClassReadModel(engine);
        const statements = new LrsStatementStore({ endpoint: paged.endpoint, username: 'svc', password: 'secret', random: seededRandom(903) });
        const iris = { activityBase: 'https://learning-platform.example/xapi/activities', extensionBase: 'https://learning-platform.example/xapi/extensions' };
        await catchUp({ statements, readModel, iris, pageSize: 2 });
        expect(paged.seen.filter((r) => r.method === 'GET').length).toBeGreaterThan(2);
        expect((await readModel.get(c.id))?.cls.title).toBe('Mine, renamed');
        for (const url of await replay(paged.seen.map((r) => new URL(r.path, lrs.url)))) expect((url.object as { id: string }).id.startsWith(`${CLASSES}/`)).toBe(true);
      } finally {
        await engine.close();
        await paged.close();
      }
    } finally {
      db.close();
      await proxy.close();
    }
  });
});

/** The statements the LRS answers to these requests (asked directly, not through the proxy). */
async function replay(urls: URL[]): Promise<StoredStatement[]> {
  const out: StoredStatement[] = [];
  for (const url of urls) {
    const res = await fetch(url, { headers: { Authorization: 'Basic dGVzdDp0ZXN0', 'X-Experience-API-Version': '1.0.3' } });
    out.push(...((await res.json()) as { statements: StoredStatement[] }).statements);
  }
  return out;
}
