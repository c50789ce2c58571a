// Every built-in scenario is playable end to end through the real app: create by scenario_id,
// one learner turn, end with a report. This catches content the engine cannot use (phases,
// conditions, state) in a way schema checks alone cannot.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import { buildTestApp, type TestApp } from '../../helpers/app.js';

const KEY = 'scenario-library-test-key';
const auth = { Authorization: `Bearer ${KEY}` };
const library = builtinScenarioLibrary();

describe('built-in scenarios through POST /api/v1/conversations', () => {
  let app: TestApp['app'];
  beforeAll(async () => {
    ({ app } = await buildTestApp({ env: { SERVICE_API_KEYS: KEY } }));
  });

  it.each(library.list().map((s) => [s.scenario_id] as const))('%s starts, takes a turn and ends with a report', async (id) => {
    const scenario = library.get(id)!;
    const created = await request(app).post('/api/v1/conversations').set(auth).send({ scenario_id: id }).expect(201);
    expect(created.body.scenario).toMatchObject({
      id,
      title: scenario.title,
      type: scenario.type,
      npc: { name: scenario.npc_profile.name, role: scenario.npc_profile.role, voice: scenario.npc_profile.voice },
    });
    expect(created.body.opening_message.length).toBeGreaterThan(0);

    const sid = created.body.session_id as string;
    const turn = await request(app)
      .post(`/api/v1/conversations/${sid}/messages`)
      .set(auth)
      .send({ text: 'Thank you for making the time. Before I say anything else, what matters most to you in this?' })
      .expect(200);
    expect(turn.body.npc_response.length).toBeGreaterThan(0);
    expect(turn.body.session_ended).toBe(false);
    for (const v of ['trust', 'resistance', 'commitment_level']) {
      expect(turn.body.updated_state[v]).toBeGreaterThanOrEqual(0);
      expect(turn.body.updated_state[v]).toBeLessThanOrEqual(1);
    }
    // A warm, open first turn should not trip any of the scenario's failure patterns.
    const own = new Set(scenario.failure_patterns.map((p) => p.flag));
    expect(turn.body.flags.filter((f: { flag: string }) => own.has(f.flag))).toEqual([]);

    const ended = await request(app).post(`/api/v1/conversations/${sid}/end`).set(auth).expect(200);
    expect(typeof ended.body.report.overall_score).toBe('number');
  });

  it('answers 404 scenario_not_found for an id that is not in the library', async () => {
    const res = await request(app).post('/api/v1/conversations').set(auth).send({ scenario_id: 'no-such-scenario' }).expect(404);
    expect(res.body.error).toBe('scenario_not_found');
  });
});
