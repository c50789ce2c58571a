// CPU per built-in critique of two checkouts of the critic, compared in ONE process: both load
// their own src/ (through tsx), and batches of distinct 2 KB KE variants (scripts/critic-items.ts)
// go through one and then the other, the order swapped each round, so a shared machine's load
// falls on both alike. Prints the mean CPU µs per critique of each and their ratio.
//   node --import tsx scripts/critic-ab.ts DIR_A DIR_B [ROUNDS]      (e.g. a worktree of main, and .)
// A script, not a test: CI asserts no absolute times.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as BuiltinModule from '../src/content/critic/builtin.js';
import { keVariant, type CritiqueBody } from './critic-items.js';

const [dirA, dirB, roundsArg] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: scripts/critic-ab.ts DIR_A DIR_B [ROUNDS]');
const load = async (dir: string) => (await import(pathToFileURL(path.resolve(dir, 'src/content/critic/builtin.ts')).href)) as typeof BuiltinModule;
const critics = { A: await load(dirA), B: await load(dirB) };
const sample = JSON.parse(readFileSync(new URL('../bench/fixtures/ke-item-2kb.json', import.meta.url), 'utf8')) as CritiqueBody;
const input = (n: number): BuiltinModule.CriticInput => ({ criticType: 'comprehensive', system: 'KE', content: keVariant(sample, n).content, competencyName: sample.competencyName, competencyDescription: '', gradeLevel: 'Grade 8', language: 'en' });

// Warm-up: mathjs, alex's lists and the JIT, on variants not measured.
for (let i = 0; i < 200; i++) for (const critic of Object.values(critics)) critic.builtinCritique(input(100_000 + i));

const BATCH = 25;
const rounds = Number(roundsArg ?? 40);
const cpu = { A: 0, B: 0 };
for (let r = 0; r < rounds; r++) {
  for (const key of r % 2 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
    const items = Array.from({ length: BATCH }, (_, i) => input(r * 1000 + i + (key === 'A' ? 0 : 500)));
    const start = process.cpuUsage();
    for (const item of items) critics[key].builtinCritique(item);
    const used = process.cpuUsage(start);
    cpu[key] += used.user + used.system;
  }
}
const n = rounds * BATCH;
console.log(`A ${(cpu.A / n).toFixed(0)} µs CPU per critique, B ${(cpu.B / n).toFixed(0)} (n=${n} each), B/A ${(cpu.B / cpu.A).toFixed(3)}`);
