// Learning analytics under load, and the profile read's cost as a learner's events grow.
// - The batch scenario posts 50 events per request, each request as the next learner of a pool:
//   the per-user limit of 120 batches a minute is not a setting, and rotation keeps every learner
//   far below it (LEARNERS x 120 a minute is far more than a run sends). Ids are fresh and times rise
//   per learner, as a page's client sends them, so every event is stored (no duplicates).
// - The profile measurement (bench/analytics-profile.ts) reads a profile at 100 and at 20,000
//   stored events, in process, and checks the read grows at most 2x.
import { analyticsProfileGrowth } from '../analytics-profile.js';
import { userPool } from '../auth.js';
import type { BenchLoad, BenchMeasurement, BenchScenario } from '../types.js';

type LoadRequest = BenchLoad['requests'][number];

const LEARNERS = 1000;
/** The smoke test's few hundred requests need only a few learners to stay under the limit. */
const SMOKE_USERS = 20;
const BATCH = 50;
const TYPES: Array<[string, boolean]> = [
  ['concept_map.node_clicked', false],
  ['reading.page_opened', false],
  ['practice_quiz.question_answered', true],
  ['assessment.answer_submitted', true],
];
const CONCEPTS = ['fractions', 'percentages', 'ratios', 'decimals', 'equations', 'inequalities', 'functions', 'graphs'];

const eventBatch: BenchScenario = {
  name: `analytics batch of ${BATCH} events (POST /api/analytics/events, ${LEARNERS} learners in turn)`,
  async setup(baseUrl, opts) {
    const pool = await userPool(baseUrl, 'learner', 'bench-analytics', opts?.smoke ? SMOKE_USERS : LEARNERS);
    const start = Date.now();
    let n = 0;
    const request: LoadRequest = {
      method: 'POST',
      path: '/api/analytics/events',
      setupRequest: (req: LoadRequest) => {
        const i = n++;
        const { user, token } = pool[i % pool.length]!;
        const round = Math.floor(i / pool.length);
        const events = Array.from({ length: BATCH }, (_, k) => {
          const seq = round * BATCH + k;
          const [type, attempt] = TYPES[seq % TYPES.length]!;
          return {
            id: `${user.sub}-${seq}`,
            userId: user.sub,
            type,
            context: type.split('.')[0],
            timestamp: new Date(start + seq * 1000).toISOString(),
            conceptId: CONCEPTS[seq % CONCEPTS.length],
            ...(attempt ? { bloomLevel: 'apply', outcome: { correct: seq % 3 !== 0, durationMs: 20_000 } } : {}),
          };
        });
        return { ...req, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ events }) };
      },
    };
    return { requests: [request], connections: 32 };
  },
  // A write: the p99 bound only.
  targets: { p99BelowMs: 10 },
};

export default [eventBatch];

export const measurements: BenchMeasurement[] = [analyticsProfileGrowth];
