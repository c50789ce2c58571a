// A map request's own LRS (`config.xapi`): after the answer, one statement reaches that endpoint
// through the outbound guard (a real LRS on loopback, allowed here by OUTBOUND_ALLOW_PRIVATE), on a
// generated map and on a cache hit; an unreachable LRS never fails the map request.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/clock.js';
import { LrsStatementStore, type StoredStatement } from '../../../src/xapi/index.js';
import { TEST_SECRET, bearer, tokenFor, users } from '../../auth/helpers.js';
import { freePort } from '../../helpers/process.js';
import { startRealLrs, type RealLrs } from '../../helpers/lrs.js';
import { mapsApp, STRUCTURAL } from './support.js';

let lrs: RealLrs;
beforeAll(async () => {
  lrs = await startRealLrs();
});
afterAll(async () => {
  await lrs?.stop();
});

/** Waits for the LRS to hold a statement about `activity` (a state, not a timer): 10 s at most. */
async function statementsAbout(activity: string, count: number): Promise<StoredStatement[]> {
  const reader = new LrsStatementStore({ endpoint: lrs.endpoint, username: 'u', password: 'p', random: seededRandom(3) });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await reader.query({ activity })).statements;
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setImmediate(r));
  }
}

describe('config.xapi on a map request', () => {
  it('sends "<caller> received concept map <mapId>" to the request\'s LRS, on a miss and on a hit', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', JWT_SECRET: TEST_SECRET } });
    const body = { ...STRUCTURAL, config: { xapi: { endpoint: lrs.endpoint, username: 'svc', password: 'secret' } } };
    const token = await tokenFor(t, users.teacher);
    const first = await request(t.app).post('/api/direct/map').set(bearer(token)).send(body).expect(200);
    const activity = `${t.deps.config.xapi.activityBase}/map/${first.body.mapId}`;
    const [sent] = await statementsAbout(activity, 1);
    expect(sent).toMatchObject({
      actor: { mbox: `mailto:${users.teacher.email}` },
      verb: { id: 'http://activitystrea.ms/schema/1.0/receive' },
      object: { id: activity },
    });
    const again = await request(t.app).post('/api/direct/map').send(body).expect(200);
    expect(again.body.cached).toBe(true);
    const both = await statementsAbout(activity, 2);
    expect(both).toHaveLength(2);
    expect(both.some((s) => (s.actor as { account?: { name?: string } }).account?.name === 'anonymous')).toBe(true);
  });

  it('answers the map when the LRS is down, and logs map.xapi_failed', async () => {
    const t = await mapsApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
    const down = `http://127.0.0.1:${await freePort()}/xAPI`;
    const res = await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, config: { xapi: { endpoint: down } } }).expect(200);
    expect(res.body.success).toBe(true);
    const deadline = Date.now() + 10_000;
    while (!t.logs.some((l) => l.msg === 'map.xapi_failed') && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(t.logs.find((l) => l.msg === 'map.xapi_failed')).toMatchObject({ mapId: res.body.mapId });
  });

  it('refuses a loopback or plain-http endpoint without OUTBOUND_ALLOW_PRIVATE (400 invalid_endpoint), before generating', async () => {
    const t = await mapsApp();
    const res = await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, config: { xapi: { endpoint: lrs.endpoint } } }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_endpoint', details: { field: 'config.xapi.endpoint' } });
  });
});
