// node --expose-gc --import tsx scripts/turn-in-process.ts [--dist DIR] [--sessions 3000] [--windows 6] [--turns 15000] [--live]
// The bench's message turns without HTTP: the app built in this process (a compiled build, dist/ or
// --dist DIR), the bench's sessions (bench/scenarios/conversations.ts: its scenario, 3,000 sessions
// taken in turn, each session's n-th turn saying the n-th learner line) and, per turn, what the
// route does after the body is parsed: session look-up, the turn, the presenter and JSON.stringify.
// Prints CPU microseconds per turn (process.cpuUsage: every thread, so the collector's helpers too),
// the collector's pauses per turn and the heap, per window of --turns turns. The first windows
// include V8 optimising the new code paths; compare builds on the later ones, alternating runs.
// --live: a full GC after each window, so the heap printed is what stays alive.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { BENCH_SCENARIO, LEARNER_LINES } from '../bench/conversations-memory.js';
import type * as AppModule from '../src/app.js';
import type * as BootstrapModule from '../src/bootstrap.js';
import type * as ConfigModule from '../src/config.js';
import type * as ConversationsModule from '../src/conversations/index.js';
import type * as PresentersModule from '../src/conversations/presenters.js';
import type * as LoggerModule from '../src/logger.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const root = pathToFileURL(path.resolve(arg('dist', path.join(import.meta.dirname, '..', 'dist')))).href;
const load = <T>(module: string) => import(`${root}/${module}`) as Promise<T>;
const { createApp } = await load<typeof AppModule>('app.js');
const { buildDeps } = await load<typeof BootstrapModule>('bootstrap.js');
const { loadConfig } = await load<typeof ConfigModule>('config.js');
const { createLogger } = await load<typeof LoggerModule>('logger.js');
const { parseCreateRequest, parseMessageText } = await load<typeof ConversationsModule>('conversations/index.js');
const { presentMessage } = await load<typeof PresentersModule>('conversations/presenters.js');

const sessions = Number(arg('sessions', '3000'));
const windows = Number(arg('windows', '6'));
const turnsPerWindow = Number(arg('turns', '15000'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-turn-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SERVICE_API_KEYS: 'bench-key', SESSION_MAX_LIVE: '100000', SESSION_MAX_LIVE_PER_KEY: '100000' });
const deps = buildDeps(config, createLogger('warn'));
const built = await createApp(deps);
const service = built.root.conversations.service;
const createBody = JSON.stringify({ scenario: BENCH_SCENARIO, options: { max_user_turns: 200, ttl_seconds: 3600 } });
const ids: string[] = [];
for (let i = 0; i < sessions; i++) ids.push((await service.create(parseCreateRequest(JSON.parse(createBody)), { keyIndex: 0 })).record.id);
const bodies = LEARNER_LINES.map((text) => JSON.stringify({ text }));
const OWNER = { kind: 'apiKey', keyIndex: 0 } as const;
const gc = (globalThis as { gc?: () => void }).gc;

let gcMs = 0;
let gcCount = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcCount++;
  }
}).observe({ entryTypes: ['gc'] });

let bytes = 0;
let n = 0;
for (let w = 0; w < windows; w++) {
  const [ms0, count0] = [gcMs, gcCount];
  const c0 = process.cpuUsage();
  for (let k = 0; k < turnsPerWindow; k++, n++) {
    const record = await service.get(ids[n % ids.length]!, OWNER);
    const text = parseMessageText(JSON.parse(bodies[Math.floor(n / ids.length) % bodies.length]!));
    bytes += JSON.stringify(presentMessage(await service.sendMessage(record, text, OWNER))).length;
  }
  const c = process.cpuUsage(c0);
  // The observer reports after the loop yields to the event loop.
  await new Promise((resolve) => setImmediate(resolve));
  if (args.includes('--live') && gc) gc();
  const perTurn = (x: number) => (x / turnsPerWindow).toFixed(1);
  console.log(
    `window ${w}: ${perTurn(c.user + c.system)} µs CPU per turn, collector pauses ${perTurn((gcMs - ms0) * 1000)} µs per turn (${gcCount - count0}), heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );
}
await built.close();
await deps.records.close();
rmSync(dataDir, { recursive: true, force: true });
if (bytes === 0) process.exit(1);
