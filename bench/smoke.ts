// The bench's CI smoke: every scenario for a few hundred requests, measured as the server's CPU
// microseconds per request (process.cpuUsage in the app's own process, so the load generator and
// anything else on the machine are not counted), and divided by the CPU a tuned hello-world
// (servers/baseline.ts) spends per request in the same run, so a slower or faster machine moves
// both alike. test/bench/smoke.test.ts compares each ratio with bench/recorded.json, which
// `npm run bench:record` writes (bench/record.ts).
// Steadiness: each scenario is warmed up first (the JIT), then measured in BATCHES batches and the
// median taken; the hello-world is measured the same way before and after the scenarios. Costly
// scenarios send fewer requests per batch (about BATCH_CPU_US of server CPU a batch), so the whole
// smoke stays within seconds.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuOf, startServer, type BenchServer } from './child-server.js';
import type { BenchLoad, BenchScenario } from './types.js';

const HERE = import.meta.dirname;
const BATCHES = 5;
/** Requests per batch, and in the warm-up, for cheap scenarios; costly ones get fewer (BATCH_CPU_US). */
const PER_BATCH = 50;
/** About this much server CPU per batch: a 20 ms critique gets 4 requests a batch, a 1 ms turn 40. */
const BATCH_CPU_US = 40_000;
const MIN_PER_BATCH = 4;
const CONNECTIONS = 4;

export interface SmokeFigure {
  /** Server CPU microseconds per request (median over batches). */
  cpuUs: number;
  /** cpuUs over the hello-world's: what the machine's speed does not change. */
  ratio: number;
  /** Responses that were not 2xx (and errors, timeouts): any of them fails the smoke. */
  non2xx: number;
}

export interface SmokeResult {
  node: string;
  helloUs: number;
  scenarios: Record<string, SmokeFigure>;
}

export const HEALTH: BenchScenario = { name: 'health (GET /api/direct/health)', setup: async () => ({ requests: [{ method: 'GET', path: '/api/direct/health' }] }) };

export async function loadScenarios(): Promise<BenchScenario[]> {
  const dir = path.join(HERE, 'scenarios');
  const out: BenchScenario[] = [HEALTH];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default?: BenchScenario[] };
    out.push(...(mod.default ?? []));
  }
  return out;
}




type LoadRequest = BenchLoad['requests'][number];

/**
 * `amount` requests over CONNECTIONS keep-alive connections (fetch), each made as autocannon makes
 * it: the scenario's request, through its setupRequest when it has one. autocannon itself ends a
 * fixed-amount run on its next one-second tick, which would make the smoke minutes long.
 */
async function send(server: BenchServer, requests: BenchLoad['requests'], amount: number): Promise<{ total: number; non2xx: number }> {
  let next = 0;
  let non2xx = 0;
  const worker = async () => {
    while (next < amount) {
      const base = requests[next++ % requests.length]! as LoadRequest & { setupRequest?: (r: LoadRequest) => LoadRequest };
      const req = base.setupRequest ? base.setupRequest(base) : base;
      try {
        const res = await fetch(`${server.url}${req.path}`, { method: req.method ?? 'GET', headers: req.headers as Record<string, string> | undefined, body: req.body as string | undefined });
        await res.arrayBuffer();
        if (res.status < 200 || res.status >= 300) non2xx++;
      } catch {
        non2xx++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { total: amount, non2xx };
}

/** Median server CPU microseconds per request over BATCHES batches, after a warm-up. */
async function cpuPerRequest(server: BenchServer, requests: BenchLoad['requests']): Promise<{ cpuUs: number; non2xx: number }> {
  // A first taste says how costly a request is, so costly scenarios run fewer (the smoke's time).
  const t0 = await cpuOf(server.child);
  const taste = await send(server, requests, 6);
  const tasted = ((await cpuOf(server.child)) - t0) / Math.max(1, taste.total);
  const per = Math.max(MIN_PER_BATCH, Math.min(PER_BATCH, Math.round(BATCH_CPU_US / tasted)));
  let non2xx = taste.non2xx + (await send(server, requests, per)).non2xx;
  const perBatch: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const before = await cpuOf(server.child);
    const r = await send(server, requests, per);
    perBatch.push((await cpuOf(server.child)) - before);
    non2xx += r.non2xx;
    perBatch[perBatch.length - 1]! /= Math.max(1, r.total);
  }
  return { cpuUs: median(perBatch), non2xx };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

export async function runSmoke(log: (line: string) => void = () => {}): Promise<SmokeResult> {
  // The sources (tsx), not dist/: no build is needed first and none can be stale. tsx's transform
  // costs some per-request closures a little; recording and checking both run this way.
  const env = { BENCH_SOURCE: 'src', BENCH_LOG_LEVEL: 'error' };
  const started = Date.now();
  const [hello, app] = await Promise.all([startServer('baseline.ts', { ...env, BASELINE_CLASSES: 'app' }), startServer('app-server.ts', env)]);
  try {
    if (process.env.SMOKE_TIMING) log(`servers up in ${Date.now() - started} ms`);
    const helloLoad = [{ method: 'GET' as const, path: '/' }];
    const helloRuns = [(await cpuPerRequest(hello, helloLoad)).cpuUs];
    const scenarios: Record<string, SmokeFigure> = {};
    const measured: Array<[string, number, number]> = [];
    for (const s of await loadScenarios()) {
      const t0 = Date.now();
      const spec = await s.setup(app.url, { smoke: true });
      const t1 = Date.now();
      const r = await cpuPerRequest(app, spec.requests);
      if (process.env.SMOKE_TIMING) log(`${s.name}: setup ${t1 - t0} ms, measure ${Date.now() - t1} ms`);
      measured.push([s.name, r.cpuUs, r.non2xx]);
    }
    helloRuns.push((await cpuPerRequest(hello, helloLoad)).cpuUs);
    const helloUs = median(helloRuns);
    for (const [name, cpuUs, non2xx] of measured) {
      scenarios[name] = { cpuUs: round1(cpuUs), ratio: Math.round((cpuUs / helloUs) * 100) / 100, non2xx };
      log(`${name}: ${round1(cpuUs)} us/req, ${scenarios[name]!.ratio}x hello-world${non2xx ? `, ${non2xx} non-2xx` : ''}`);
    }
    return { node: process.version, helloUs: round1(helloUs), scenarios };
  } finally {
    hello.child.kill('SIGTERM');
    app.child.kill('SIGTERM');
  }
}
