// node --import tsx scripts/profile-turn.ts [--seconds N] [--out DIR] [--connections N]
// Profiles the conversation message turn the way the bench loads it: the bench's app server
// (bench/servers/app-server.ts: the compiled build, built-in engine, no model keys) runs in a child
// under `node --cpu-prof`, the bench's scenario (bench/scenarios/conversations.ts) creates its
// sessions and autocannon sends its turns from this process. On exit the child writes a
// .cpuprofile; this script prints the top functions by self time and by total (inclusive) time,
// as a share of the samples taken while the load ran. Run `npm run build` first.
import { fork } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import scenarios from '../bench/scenarios/conversations.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '32'));
const outDir = path.resolve(arg('out', path.join(tmpdir(), 'profile-turn')));
const top = Number(arg('top', '25'));
// --measure-only: no profiler, just server CPU per turn (the profiler itself costs CPU).
const measureOnly = args.includes('--measure-only');
mkdirSync(outDir, { recursive: true });

const server = path.join(import.meta.dirname, '..', 'bench', 'servers', 'app-server.ts');
// --dist DIR: profile another compiled build (bench/servers/app-server.ts, BENCH_DIST).
const dist = args.includes('--dist') ? path.resolve(arg('dist', '')) : undefined;
const child = fork(server, [], {
  env: { ...process.env, ...(dist ? { BENCH_DIST: dist } : {}) },
  execArgv: ['--import', 'tsx', ...(measureOnly ? [] : ['--cpu-prof', '--cpu-prof-dir', outDir])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const url = await new Promise<string>((resolve) => child.once('message', (m) => resolve((m as { url: string }).url)));
const before = new Set(readdirSync(outDir));
const scenario = scenarios[0]!;
const load = await scenario.setup(url);
// Warm up unmeasured (V8 optimises the new code paths), then the measured run.
await autocannon({ url, requests: load.requests, connections, duration: 2 });
const cpu = () => new Promise<number>((resolve) => {
  child.once('message', (m) => resolve((m as { cpu: number }).cpu));
  child.send('cpu');
});
const c0 = await cpu();
const result = await autocannon({ url, requests: load.requests, connections, duration: seconds });
const c1 = await cpu();
console.log(`${result.requests.total} turns, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, server CPU ${((c1 - c0) / result.requests.total).toFixed(1)} µs/turn`);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
if (measureOnly) process.exit(0);

const file = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile') && !before.has(f));
if (!file) throw new Error('no .cpuprofile written');
interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const profile = JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const total = new Map<string, number>();
// Only the samples of the measured load: the last `seconds` of the profile (shutdown is instant).
let end = profile.startTime;
for (const d of profile.timeDeltas) end += d;
let counted = 0;
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]!;
  if (t < end - seconds * 1e6) continue;
  const node = byId.get(profile.samples[i]!)!;
  if (node.callFrame.functionName === '(idle)') continue;
  counted++;
  self.set(key(node), (self.get(key(node)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    const k = key(byId.get(id)!);
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + 1);
  }
}
const pct = (x: number) => `${((100 * x) / counted).toFixed(1).padStart(5)}%`;
console.log(`\n${counted} busy samples (idle excluded); profile ${path.join(outDir, file)}`);
console.log('\nTop by self time:');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)} self ${pct(total.get(k) ?? 0)} total  ${k}`);
console.log('\nTop by total time (own code, not Node internals):');
for (const [k, v] of [...total].filter(([k]) => /dist\//.test(k)).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(self.get(k) ?? 0)} self ${pct(v)} total  ${k}`);
