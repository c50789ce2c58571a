// npm run bench [-- --only <name-substring>] [--duration <s>] [--strict]
// Starts the real app and a bare Express hello-world in separate processes, loads both with
// autocannon from this process, and prints requests/s, p50/p99 and the ratio to the baseline
// measured in the same run. Absolute numbers vary between machines; the ratios are what to read.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { BenchMeasurement, BenchScenario } from './types.js';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = arg('only');
const duration = Number(arg('duration') ?? 8);
const strict = args.includes('--strict');
const HERE = import.meta.dirname;

function startChild(file: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(HERE, 'servers', file), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (m) => resolve({ child, url: (m as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      if (m && typeof m === 'object' && 'cpu' in m) {
        child.off('message', onMessage);
        resolve((m as { cpu: number }).cpu);
      }
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** Load plus the server's CPU microseconds per request (a steadier figure than req/s on a busy box). */
async function measure(server: { child: ChildProcess; url: string }, requests: autocannon.Request[], connections: number, seconds: number) {
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

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number;
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

  const baseline = await startChild('baseline.ts');
  const app = await startChild('app-server.ts');
  const rows: Row[] = [];
  try {
    // Warm both up so JIT state is comparable.
    await load(baseline.url, [{ method: 'GET', path: '/' }], 8, 2);
    await load(app.url, [{ method: 'GET', path: '/api/direct/health' }], 8, 2);
    const baselines = new Map<number, { rps: number; cpuPerReq: number }>();
    const baselineFor = async (connections: number) => {
      if (!baselines.has(connections)) baselines.set(connections, await measure(baseline, [{ method: 'GET', path: '/' }], connections, duration));
      return baselines.get(connections)!;
    };

    for (const s of [{ name: 'health (GET /api/direct/health)', setup: async () => ({ requests: [{ method: 'GET' as const, path: '/api/direct/health' }] }) } as BenchScenario, ...selected]) {
      if (only && !s.name.includes(only) && s.name.startsWith('health')) continue;
      const spec = await s.setup(app.url);
      const connections = spec.connections ?? 32;
      const baseRun = await baselineFor(connections);
      const base = baseRun.rps;
      const r = await measure(app, spec.requests, connections, spec.duration ?? duration);
      const ratio = r.rps / base;
      const t = s.targets ?? {};
      const pass = (t.minRatio === undefined || ratio >= t.minRatio) && (t.maxP99Ms === undefined || r.p99 <= t.maxP99Ms) && r.non2xx === 0;
      const target = [t.minRatio !== undefined ? `ratio>=${t.minRatio}` : '', t.maxP99Ms !== undefined ? `p99<=${t.maxP99Ms}ms` : ''].filter(Boolean).join(', ') || '-';
      const cpu = Math.round(r.cpuPerReq);
      const cpuRatio = Number((baseRun.cpuPerReq / r.cpuPerReq).toFixed(2));
      rows.push({ name: s.name, rps: Math.round(r.rps), p50: r.p50, p99: r.p99, ratio: Number(ratio.toFixed(2)), cpuUs: cpu, cpuRatio, errors: r.non2xx, target, pass });
      console.log(`${pass ? 'ok  ' : 'MISS'} ${s.name}: ${Math.round(r.rps)} req/s (baseline ${Math.round(base)}), ratio ${ratio.toFixed(2)}, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${cpu} us/req (baseline ${Math.round(baseRun.cpuPerReq)}, cpu ratio ${cpuRatio}), non-2xx ${r.non2xx}, target ${target}`);
    }
  } finally {
    baseline.child.kill('SIGTERM');
    app.child.kill('SIGTERM');
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
  writeFileSync('test-artifacts/bench.json', JSON.stringify({ at: new Date().toISOString(), node: process.version, rows, measured }, null, 2));
  const failed = rows.filter((r) => !r.pass).length + measured.filter((m) => !m.pass).length;
  console.log(failed ? `${failed} target(s) missed (see MISS lines).` : 'All targets met.');
  if (strict && failed) process.exit(1);
}

await main();
