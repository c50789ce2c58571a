// The top costs in a V8 .cpuprofile (from `node --cpu-prof` or scripts/bench-critic.ts --profile):
// self time per function, time per package (node_modules/<name>, or the app's own src/dist file),
// and total time per function (each sample counted once per function on its stack); then, for the
// critic, time per check: each sample goes to the innermost file under content/critic/ on its stack,
// so the libraries a check calls (mathjs, alex's parser) count as that check's time.
//   node --import tsx scripts/cpuprofile-top.ts FILE.cpuprofile [N] [--last SECONDS]
// --last keeps only the samples of the profile's final SECONDS (a bench run's measured round, say,
// without start-up and setup); idle samples are counted apart, so percentages are of busy time.
// --ours adds a fourth table: each sample charged to the nearest frame of the app's own code
// (src/ or dist/) on its stack, leaf first; samples with none (a driver's asynchronous callback,
// Node's HTTP, the garbage collector) are charged to their leaf's package.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const argv = process.argv.slice(2);
const lastAt = argv.indexOf('--last');
const lastUs = lastAt >= 0 ? Number(argv[lastAt + 1]) * 1e6 : Infinity;
if (lastAt >= 0) argv.splice(lastAt, 2);
const oursAt = argv.indexOf('--ours');
if (oursAt >= 0) argv.splice(oursAt, 1);
const [file, n = '12'] = argv;
if (!file) throw new Error('usage: scripts/cpuprofile-top.ts FILE.cpuprofile [N] [--last SECONDS]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number; startTime: number };
const byId = new Map(profile.nodes.map((x) => [x.id, x]));
const parent = new Map<number, number>();
for (const x of profile.nodes) for (const c of x.children ?? []) parent.set(c, x.id);

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const own = /\/(src|dist|scripts)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url || '(native)';
};
const label = (x: Node) => `${x.callFrame.functionName || '(anonymous)'} ${where(x.callFrame.url)}:${x.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const total = new Map<string, number>();
const pkgs = new Map<string, number>();
const checks = new Map<string, number>();
const criticFile = (url: string) => /\/content\/critic\/([^/]+)\.[jt]s$/.exec(url)?.[1];
const ours = new Map<string, number>();
const isOurs = (x: Node) => /\/(src|dist)\//.test(x.callFrame.url) && !x.callFrame.url.includes('node_modules');
let all = 0;
let idle = 0;
let at = profile.startTime;
const from = profile.endTime - lastUs;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) return;
  const us = profile.timeDeltas[i + 1] ?? 0;
  const leaf = byId.get(id)!;
  if (leaf.callFrame.functionName === '(idle)') {
    idle += us;
    return;
  }
  all += us;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + us);
  pkgs.set(where(leaf.callFrame.url), (pkgs.get(where(leaf.callFrame.url)) ?? 0) + us);
  let check = '(outside the critic)';
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const file = criticFile(byId.get(at)!.callFrame.url);
    if (file) {
      check = file;
      break;
    }
  }
  checks.set(check, (checks.get(check) ?? 0) + us);
  let near: Node | undefined;
  for (let at: number | undefined = id; at !== undefined && !near; at = parent.get(at)) if (isOurs(byId.get(at)!)) near = byId.get(at);
  const charged = near ? label(near) : `(none of ours) ${where(leaf.callFrame.url)}`;
  ours.set(charged, (ours.get(charged) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const l = label(byId.get(at)!);
    if (!seen.has(l)) total.set(l, (total.get(l) ?? 0) + us);
    seen.add(l);
  }
});
const top = (m: Map<string, number>, title: string) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) console.log(`${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / all).toFixed(1).padStart(5)}%  ${k}`);
};
console.log(`${file}: ${(all / 1000).toFixed(1)} ms sampled busy, ${(idle / 1000).toFixed(1)} ms idle${lastUs < Infinity ? ` (the last ${lastUs / 1e6} s)` : ''}`);
top(pkgs, 'self time by package / file');
top(self, 'self time by function');
top(total, 'total time by function');
if (checks.size > 1 || !checks.has('(outside the critic)')) top(checks, 'time by critic file (innermost on the stack, the libraries it calls included)');
if (oursAt >= 0) top(ours, 'time by the nearest frame of ours');
