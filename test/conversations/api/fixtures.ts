// Shared set-up of the conversation API's HTTP tests: an app with two service keys and an inline scenario.
import request from 'supertest';
import { buildTestApp, type TestAppOptions } from '../../helpers/app.js';

export const KEY_A = 'key-a-0123456789';
export const KEY_B = 'key-b-0123456789';
export const authA = { Authorization: `Bearer ${KEY_A}` };
export const authB = { Authorization: `Bearer ${KEY_B}` };

export function conversationApp(opts: TestAppOptions = {}) {
  return buildTestApp({ ...opts, env: { SERVICE_API_KEYS: `${KEY_A},${KEY_B}`, ...opts.env } });
}

export const inlineScenario = {
  scenario_id: 'budget-pitch',
  title: 'Pitch the new budget',
  type: 'persuasion',
  context: 'You ask your manager to fund a pilot project.',
  npc_profile: { name: 'Dana Reyes', role: 'Department head', voice: 'onyx' },
  initial_state: { trust: 0.4, resistance: 0.6, commitment_level: 0.2, emotion: 'guarded' },
};

export function createBody(options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return { scenario: inlineScenario, options, ...extra };
}

export async function createSession(app: Parameters<typeof request>[0], options: Record<string, unknown> = {}, auth = authA) {
  const res = await request(app).post('/api/v1/conversations').set(auth).send(createBody(options));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { session_id: string; embed_url: string; opening_message: string; [k: string]: unknown };
}
