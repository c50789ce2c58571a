// Set-up shared by the practice-session record tests: an app with a service key and JWT auth,
// an inline scenario with a pass mark (a built-in one, translations included), and a scripted
// session through the real /api/v1 routes.
import request from 'supertest';
import { expect } from 'vitest';
import { seededRandom } from '../../src/clock.js';
import { buildAuthApp } from '../auth/helpers.js';
import type { TestApp, TestAppOptions } from '../helpers/app.js';

export const KEY = 'practice-key-0123456789';
export const auth = { Authorization: `Bearer ${KEY}` };
export const HOME = 'https://lms.school.test';

// Each app its own seed: session ids (and so statement ids) never repeat within one LRS.
let seed = 100;

export function practiceApp(opts: TestAppOptions = {}): Promise<TestApp> {
  return buildAuthApp({ random: seededRandom(seed++), ...opts, env: { SERVICE_API_KEYS: KEY, XAPI_ACCOUNT_HOMEPAGE: HOME, XAPI_OUTBOX_RETRY_MS: '1000', XAPI_OUTBOX_MAX_RETRY_MS: '8000', ...opts.env } });
}

export const SCENARIO_ID = 'manager-remote-fridays';

/** The built-in scenario as an inline one with a pass mark (inline scenarios take no `difficulty`). */
export function scenarioWithPassMark(t: TestApp, passMark: number): Record<string, unknown> {
  const { difficulty: _omit, ...rest } = t.root.conversations.scenarios.get(SCENARIO_ID) as unknown as Record<string, unknown>;
  return { ...structuredClone(rest), pass_mark: passMark };
}

export const LINES = [
  'What matters most to you about how the team works on Fridays?',
  'So you are worried that customers will not reach us. What if we try it for one month and measure response times?',
];

export interface PlayOptions {
  learner?: Record<string, unknown>;
  passMark?: number;
  locale?: string;
}

/** Creates a session, plays the scripted lines and ends it; answers the id, the report and what the end said. */
export async function playSession(t: TestApp, o: PlayOptions = {}) {
  const body = {
    ...(o.passMark === undefined ? { scenario_id: SCENARIO_ID } : { scenario: scenarioWithPassMark(t, o.passMark) }),
    options: { ...(o.learner ? { learner: o.learner } : {}), ...(o.locale ? { locale: o.locale } : {}) },
  };
  const created = await request(t.app).post('/api/v1/conversations').set(auth).send(body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.session_id as string;
  for (const text of LINES) {
    t.clock.advance(20_000);
    await request(t.app).post(`/api/v1/conversations/${id}/messages`).set(auth).send({ text }).expect(200);
  }
  t.clock.advance(5_000);
  const ended = await request(t.app).post(`/api/v1/conversations/${id}/end`).set(auth).expect(200);
  return { id, report: ended.body.report as { overall_score: number; outcome: string; outcome_checklist?: Array<{ met: boolean }>; duration_seconds: number } };
}
