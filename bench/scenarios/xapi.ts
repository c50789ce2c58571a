// One xAPI statement per request through the intake (POST /api/xapi/statement, embedded store),
// each request as the next learner of a pool, about themselves. The intake's per-user limit (120
// a minute) is not a setting: rotation keeps every learner far below it. The embedded store's
// per-actor cap and daily quota are settings, raised for the bench app only
// (servers/app-server.ts), so a long run never meets them either.
import { userPool } from '../auth.js';
import type { BenchLoad, BenchScenario } from '../types.js';

type LoadRequest = BenchLoad['requests'][number];

const LEARNERS = 1000;
/** The smoke test's few hundred requests need only a few learners to stay under the limit. */
const SMOKE_USERS = 20;
const ACTIVITIES = 16;

const statement: BenchScenario = {
  name: `xAPI statement (POST /api/xapi/statement, embedded store, ${LEARNERS} learners in turn)`,
  async setup(baseUrl, opts) {
    const pool = await userPool(baseUrl, 'learner', 'bench-xapi', opts?.smoke ? SMOKE_USERS : LEARNERS);
    let n = 0;
    const request: LoadRequest = {
      method: 'POST',
      path: '/api/xapi/statement',
      setupRequest: (req: LoadRequest) => {
        const i = n++;
        const { user, token } = pool[i % pool.length]!;
        const body = {
          actor: { objectType: 'Agent', mbox: `mailto:${user.email}`, name: user.name },
          verb: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { en: 'experienced' } },
          object: { objectType: 'Activity', id: `https://bench.example/activities/lesson-${i % ACTIVITIES}`, definition: { name: { en: `Lesson ${i % ACTIVITIES}` } } },
          result: { completion: true, duration: 'PT4M30S' },
          timestamp: new Date().toISOString(),
        };
        return { ...req, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) };
      },
    };
    return { requests: [request], connections: 32 };
  },
  // A write: the p99 bound only.
  targets: { p99BelowMs: 10 },
};

export default [statement];
