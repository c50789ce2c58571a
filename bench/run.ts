// npm run bench [-- --only <name-substring>] [--duration <s>] [--rounds <n>] [--warmup <s>] [--strict]
//   [--dist <dir>] [--profile <dir>]
// Starts the real app and a bare Express hello-world in separate processes, loads both with
// autocannon from this process, and prints requests/s, p50/p99 and the ratio to the baseline
// measured in the same run. Absolute numbers vary between machines; the ratios are what to read.
// A second, tuned baseline (the same hello-world served the way the app's server serves, without
// Express's per-request prototype swap; bench/servers/baseline.ts) is measured beside it. Targets
// may name either (minRatio: plain, minTunedRatio: tuned), a p99 bound and the server's CPU
// microseconds per request (maxCpuUs); a scenario is MISS when any target fails or any request
// was not 2xx (bench/targets.ts).
// Each scenario runs in rounds that alternate baseline and app (baseline, tuned, app, baseline...),
// so a machine that speeds up or slows down during the run affects both sides alike; the figures
// reported are the medians over the rounds, and every round's ratio is printed next to them.
// Before its rounds, each scenario runs unmeasured for --warmup seconds (default 3): on this kind of
// machine the first seconds of a new code path run ~25% slower while V8 optimises it, and a round
// measured then says more about the JIT than about the service.
// --dist <dir> runs the app from another compiled build (a copy of dist/ from another commit, kept
// beside this tree's resources/ and web/ so its relative paths resolve), for an A/B of two builds
// on the same machine: alternate the two runs, A/B/A/B, and compare CPU per request. It reaches
// every app server of the run, the fleet scenario's too (child-server.ts, useBuild).
// Health is measured twice: at LOG_LEVEL=warn like every other row, and with the app at info, the
// default operators run, where each request writes an access line (to /dev/null here).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cpuOf, startServer, useBuild, type BenchServer } from './child-server.js';
import { judge } from './targets.js';
import type { BenchMeasurement, BenchScenario } from './types.js';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = arg('only');
const duration = Number(arg('duration') ?? 5);
const rounds = Math.max(1, Number(arg('rounds') ?? 5));
const warmup = Math.max(1, Number(arg('warmup') ?? 3));
const strict = args.includes('--strict');
// --dist: run the app from another build (say, main's, built in a copy of the repository) so two
// versions are compared with the same harness and scenarios, alternately. --profile: the app
// server writes a V8 CPU profile there when it stops (scripts/cpuprofile-top.ts summarises it).
const profileDir = arg('profile');
// Before any scenario module loads: the fleet's servers are started by the scenario, not here.
useBuild(arg('dist'));
const HERE = import.meta.dirname;



/** Load plus the server's CPU microseconds per request (a steadier figure than req/s on a busy box). */
async function measure(server: BenchServer, requests: autocannon.Request[], connections: number, seconds: number) {
  const before = await cpuOf(server.child);
  const r = await load(server.url, requests, connections, seconds);
  const after = await cpuOf(server.child);
  return { ...r, cpuPerReq: r.total ? (after - before) / r.total : 0 };
}

async function load(url: string, requests: autocannon.Request[], connections: number, seconds: number) {
  const result = await autocannon({ url, requests, connections, duration: seconds, pipelining: 1 });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx, total: result.requests.total };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
  /** Requests/s over the tuned baseline's (hello-world served like the app, no prototype swap). */
  tunedRatio: number;
  /** Server CPU microseconds per request, and baseline's divided by it (1.0 = as cheap as baseline). */
  cpuUs: number;
  cpuRatio: number;
  errors: number;
  target: string;
  pass: boolean;
}

async function main() {
  const scenarioDir = path.join(HERE, 'scenarios');
  const files = (existsSync(scenarioDir) ? readdirSync(scenarioDir) : []).filter((f) => f.endsWith('.ts')).sort();
  const scenarios: BenchScenario[] = [];
  const measurements: BenchMeasurement[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(HERE, 'scenarios', f)).href)) as { default?: BenchScenario[]; measurements?: BenchMeasurement[] };
    scenarios.push(...(mod.default ?? []));
    measurements.push(...(mod.measurements ?? []));
  }
  const selected = scenarios.filter((s) => !only || s.name.includes(only));
  const selectedMeasurements = measurements.filter((m) => !only || m.name.includes(only));

  const baseline = await startServer('baseline.ts');
  const tuned = await startServer('baseline.ts', { BASELINE_CLASSES: 'app' });
  const appFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const app = await startServer('app-server.ts', {}, appFlags).catch((err: unknown) => {
    // An app that cannot start (a bad --dist) must not leave the baselines running.
    baseline.child.kill('SIGTERM');
    tuned.child.kill('SIGTERM');
    throw err;
  });
  // The app at the operators' default LOG_LEVEL=info, for the health row that pays for an access
  // line per request (the other rows run at warn, where a request logs nothing). Started when
  // that row comes up; its stdout (the access lines) goes to /dev/null.
  let infoApp: BenchServer | undefined;
  const rows: Row[] = [];
  try {
    // Warm both up so JIT state is comparable.
    await load(baseline.url, [{ method: 'GET', path: '/' }], 8, 2);
    await load(tuned.url, [{ method: 'GET', path: '/' }], 8, 2);
    await load(app.url, [{ method: 'GET', path: '/api/direct/health' }], 8, 2);
    const health = (name: string): BenchScenario => ({ name, setup: async () => ({ requests: [{ method: 'GET' as const, path: '/api/direct/health' }] }) });
    const healthAtInfo = health('health, access log at info (GET /api/direct/health, LOG_LEVEL=info)');
    for (const s of [health('health (GET /api/direct/health)'), healthAtInfo, ...selected]) {
      if (only && !s.name.includes(only) && s.name.startsWith('health')) continue;
      const server = s === healthAtInfo ? (infoApp ??= await startServer('app-server.ts', { BENCH_LOG_LEVEL: 'info' }, appFlags, 'discard')) : app;
      const spec = await s.setup(server.url);
      const connections = spec.connections ?? 32;
      await load(server.url, spec.requests, connections, warmup); // warm this scenario's code paths
      type Run = Awaited<ReturnType<typeof measure>>;
      const perRound: Array<{ base: Run; tuned: Run; app: Run }> = [];
      for (let r = 0; r < rounds; r++) {
        const baseRun = await measure(baseline, [{ method: 'GET', path: '/' }], connections, duration);
        const tunedRun = await measure(tuned, [{ method: 'GET', path: '/' }], connections, duration);
        const appRun = await measure(server, spec.requests, connections, spec.duration ?? duration);
        perRound.push({ base: baseRun, tuned: tunedRun, app: appRun });
      }
      const ratios = perRound.map((x) => x.app.rps / x.base.rps);
      const ratio = median(ratios);
      const tunedRatio = median(perRound.map((x) => x.app.rps / x.tuned.rps));
      const tunedP99 = median(perRound.map((x) => x.tuned.p99));
      const p99 = median(perRound.map((x) => x.app.p99));
      const baseP99 = median(perRound.map((x) => x.base.p99));
      const p50 = median(perRound.map((x) => x.app.p50));
      const rps = median(perRound.map((x) => x.app.rps));
      const base = median(perRound.map((x) => x.base.rps));
      const cpuPerReq = median(perRound.map((x) => x.app.cpuPerReq));
      const baseCpu = median(perRound.map((x) => x.base.cpuPerReq));
      const non2xx = perRound.reduce((n, x) => n + x.app.non2xx, 0);
      const cpu = Math.round(cpuPerReq);
      const cpuRatio = Number((baseCpu / cpuPerReq).toFixed(2));
      const { pass, target, missed } = judge(s.targets ?? {}, { ratio, tunedRatio, p99, cpuUs: cpuPerReq, non2xx });
      rows.push({ name: s.name, rps: Math.round(rps), p50, p99, ratio: Number(ratio.toFixed(2)), tunedRatio: Number(tunedRatio.toFixed(2)), cpuUs: cpu, cpuRatio, errors: non2xx, target, pass });
      const rounded = (xs: number[], digits = 2) => xs.map((x) => x.toFixed(digits)).join(' ');
      console.log(
        `${pass ? 'ok  ' : 'MISS'} ${s.name}: ${Math.round(rps)} req/s (baseline ${Math.round(base)}), ratio ${ratio.toFixed(2)} [rounds ${rounded(ratios)}], ` +
          `p50 ${p50} ms, p99 ${p99} ms [rounds ${rounded(perRound.map((x) => x.app.p99), 0)}] (baseline p99 ${baseP99} ms), ` +
          `vs tuned baseline ${tunedRatio.toFixed(2)} (its p99 ${tunedP99} ms), server CPU ${cpu} us/req (baseline ${Math.round(baseCpu)}, cpu ratio ${cpuRatio}), ` +
          `non-2xx ${non2xx}, target ${target}${missed.length ? ` (missed: ${missed.join(', ')})` : ''}`,
      );
    }
  } finally {
    baseline.child.kill('SIGTERM');
    tuned.child.kill('SIGTERM');
    app.child.kill('SIGTERM');
    infoApp?.child.kill('SIGTERM');
  }

  const measured: Array<Record<string, unknown>> = [];
  for (const m of selectedMeasurements) {
    const r = await m.run();
    const pass = r.pass ?? (r.target === undefined || r.value <= r.target);
    measured.push({ name: m.name, ...r, pass });
    console.log(`${pass ? 'ok  ' : 'MISS'} ${m.name}: ${r.value} ${r.unit}${r.target !== undefined ? ` (target <= ${r.target})` : ''}${r.detail ? ` ${r.detail}` : ''}`);
  }

  console.log('');
  console.table(rows);
  mkdirSync('test-artifacts', { recursive: true });
  writeFileSync('test-artifacts/bench.json', JSON.stringify({ at: new Date().toISOString(), node: process.version, rounds, durationSeconds: duration, warmupSeconds: warmup, rows, measured }, null, 2));
  const failed = rows.filter((r) => !r.pass).length + measured.filter((m) => !m.pass).length;
  console.log(failed ? `${failed} target(s) missed (see MISS lines).` : 'All targets met.');
  if (strict && failed) process.exit(1);
}

await main();
