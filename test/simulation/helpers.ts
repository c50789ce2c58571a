// Shared set-up for the simulation tests: a test app with conversation keys, and sessions created
// through the real /api/v1 endpoint so embed_url is exactly what an integrator receives.
import request from 'supertest';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers/app.js';

export const KEY = 'sim-test-key';
export const OTHER_KEY = 'sim-other-key';
export const DEMO_KEY = 'sim-demo-key';
export const SCENARIO = 'manager-remote-fridays';

export function simApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  return buildTestApp({ ...opts, env: { SERVICE_API_KEYS: `${KEY},${OTHER_KEY}`, LOG_LEVEL: 'info', ...env } });
}

export interface CreatedSession {
  id: string;
  token: string;
  embedUrl: string;
  /** Path and query of embed_url (for supertest or another base URL). */
  pagePath: string;
}

export async function createSession(app: TestApp['app'], options: Record<string, unknown> = {}, body: Record<string, unknown> = {}): Promise<CreatedSession> {
  const res = await request(app)
    .post('/api/v1/conversations')
    .set('Authorization', `Bearer ${KEY}`)
    .send({ scenario_id: SCENARIO, options, ...body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  const url = new URL(res.body.embed_url as string);
  return { id: res.body.session_id as string, token: url.searchParams.get('token')!, embedUrl: url.href, pagePath: url.pathname + url.search };
}

/** The JSON settings block of a rendered page. */
export function pageSettings(html: string): Record<string, unknown> & { messages: Record<string, unknown> } {
  const m = /<script type="application\/json" id="sim-settings">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no settings block');
  return JSON.parse(m[1]!) as Record<string, unknown> & { messages: Record<string, unknown> };
}
