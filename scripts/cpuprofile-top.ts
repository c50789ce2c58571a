// The top costs in a V8 .cpuprofile (from `node --cpu-prof` or scripts/bench-critic.ts --profile):
// self time per function, time per package (node_modules/<name>, or the app's own src/dist file),
// and total time per function (each sample counted once per function on its stack).
//   node --import tsx scripts/cpuprofile-top.ts FILE.cpuprofile [N]
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, n = '12'] = process.argv.slice(2);
if (!file) throw new Error('usage: scripts/cpuprofile-top.ts FILE.cpuprofile [N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
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
let all = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i + 1] ?? 0;
  const leaf = byId.get(id)!;
  all += us;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + us);
  pkgs.set(where(leaf.callFrame.url), (pkgs.get(where(leaf.callFrame.url)) ?? 0) + us);
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
console.log(`${file}: ${(all / 1000).toFixed(1)} ms sampled`);
top(pkgs, 'self time by package / file');
top(self, 'self time by function');
top(total, 'total time by function');
