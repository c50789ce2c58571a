// The learner profile's cost as a learner's stored events grow: at 100 and at 20,000 events (the
// profile's window), in process through the analytics service (the same call GET
// /api/analytics/profile/:userId makes, plus JSON.stringify of the answer). Target: a read at
// 20,000 events costs at most 2x a read at 100.
//   node --import tsx bench/analytics-profile.ts
// Figures, each the median of several batches of reads, CPU time (process.cpuUsage):
// - read: the steady read of a learner the service holds;
// - write+read: one more event stored, then a read (at 20,000 the window's oldest leaves it);
// - first read: the learner's first read after a restart (loaded from the store once);
// - full rebuild: what every read cost before the profile was kept up to date (buildProfile over
//   the store's window, as the service did per request).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTaxonomy, SqlEventStore, type AnalyticsEvent } from '../src/analytics/index.js';
import { buildProfile } from '../src/analytics/profile.js';
import { createApp } from '../src/app.js';
import type { Principal } from '../src/auth/index.js';
import { buildDeps } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import type { BenchMeasurement } from './types.js';

export const MAX_GROWTH = 2;
const SIZES = [100, 20_000] as const;
const CONCEPTS = 20;
const TYPES: Array<[string, boolean]> = [
  ['concept_map.node_clicked', false],
  ['reading.page_opened', false],
  ['practice_quiz.question_answered', true],
  ['assessment.answer_submitted', true],
];

export interface ProfileCost {
  events: number;
  readUs: number;
  writeReadUs: number;
  firstReadUs: number;
  fullRebuildUs: number;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median CPU microseconds per call of `fn`, over `batches` batches of `per` calls (one at a time). */
async function cost(fn: () => Promise<void>, batches: number, per: number): Promise<number> {
  const out: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t = cpuNow();
    for (let i = 0; i < per; i++) await fn();
    out.push((cpuNow() - t) / per);
  }
  return Math.round(median(out) * 10) / 10;
}

function eventAt(userId: string, seq: number): AnalyticsEvent {
  const [type, attempt] = TYPES[seq % TYPES.length]!;
  return {
    id: `e-${String(seq).padStart(7, '0')}`,
    userId,
    type,
    context: type.split('.')[0]!,
    // One a minute: 20,000 events span two weeks.
    timestamp: new Date(Date.UTC(2026, 0, 1) + seq * 60_000).toISOString(),
    conceptId: `concept-${seq % CONCEPTS}`,
    ...(attempt ? { bloomLevel: 'apply', outcome: { correct: seq % 3 !== 0 } } : {}),
  };
}

export async function measureProfileCost(events: number): Promise<ProfileCost> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-profile-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const deps = buildDeps(config, createLogger('silent'));
  const built = await createApp(deps);
  const service = built.root.analytics.service;
  const userId = `learner-${events}`;
  const me: Principal = { userId, email: `${userId}@bench.test`, name: null, role: 'learner' };
  try {
    let seq = 0;
    while (seq < events) {
      const n = Math.min(50, events - seq);
      await service.record(me, Array.from({ length: n }, (_, k) => eventAt(userId, seq + k)));
      seq += n;
    }
    const read = async () => void JSON.stringify(await service.profile(me, userId));
    const t = cpuNow();
    await read();
    const firstReadUs = cpuNow() - t;
    const readUs = await cost(read, 7, 200);
    const writeReadUs = await cost(async () => {
      await service.record(me, [eventAt(userId, seq++)]);
      await read();
    }, 7, 50);
    const store = new SqlEventStore(deps.records);
    const taxonomy = loadTaxonomy();
    const rebuild = async () => void JSON.stringify(buildProfile({ userId, events: (await store.forUser(userId, 20_000)).value, taxonomy, classes: [], now: 0 }));
    await rebuild();
    const fullRebuildUs = await cost(rebuild, 3, events >= 10_000 ? 2 : 50);
    return { events, readUs, writeReadUs, firstReadUs, fullRebuildUs };
  } finally {
    await built.close();
    await deps.records.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const describe = (c: ProfileCost) =>
  `${c.events} events: read ${c.readUs} us, write+read ${c.writeReadUs} us, first read ${Math.round(c.firstReadUs)} us, full rebuild ${Math.round(c.fullRebuildUs)} us`;

export const analyticsProfileGrowth: BenchMeasurement = {
  name: 'analytics profile read, growth from 100 to 20,000 stored events (in process)',
  async run() {
    const [small, large] = [await measureProfileCost(SIZES[0]), await measureProfileCost(SIZES[1])];
    const growth = Math.round((large.readUs / small.readUs) * 100) / 100;
    return { value: growth, unit: 'x (read at 20,000 / read at 100)', target: MAX_GROWTH, detail: `(${describe(small)}; ${describe(large)})` };
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await analyticsProfileGrowth.run();
  console.log(`${r.value} ${r.unit} (target <= ${r.target}) ${r.detail}`);
}
