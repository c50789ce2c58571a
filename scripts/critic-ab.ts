// CPU per built-in critique of two checkouts of the critic. Each checkout runs in a process of its
// own (forked from this one, loading its own src/ through tsx), because in one process whichever
// checkout loaded second read a few % slower in either order. The parent hands batches of distinct
// 2 KB KE variants (scripts/critic-items.ts) to one child and then the other, the order swapped
// each round, so a shared machine's load falls on both alike, and each child measures its own CPU
// for the batch. Prints the mean CPU µs per critique of each and their ratio.
//   node --import tsx scripts/critic-ab.ts DIR_A DIR_B [ROUNDS]      (e.g. a worktree of main, and .)
// A script, not a test: CI asserts no absolute times.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as BuiltinModule from '../src/content/critic/builtin.js';
import { keVariant, type CritiqueBody } from './critic-items.js';

const BATCH = 25;
const sample = JSON.parse(readFileSync(new URL('../bench/fixtures/ke-item-2kb.json', import.meta.url), 'utf8')) as CritiqueBody;
const input = (n: number): BuiltinModule.CriticInput => ({ criticType: 'comprehensive', system: 'KE', content: keVariant(sample, n).content, competencyName: sample.competencyName, competencyDescription: '', gradeLevel: 'Grade 8', language: 'en' });

/** A child: loads one checkout's critic, warms it up, then critiques each batch it is sent and answers with the CPU µs used. */
async function child(dir: string): Promise<void> {
  const critic = (await import(pathToFileURL(path.resolve(dir, 'src/content/critic/builtin.ts')).href)) as typeof BuiltinModule;
  // Warm-up: mathjs, alex's lists and the JIT, on variants not measured.
  for (let i = 0; i < 200; i++) critic.builtinCritique(input(100_000 + i));
  process.on('message', (first: number) => {
    const items = Array.from({ length: BATCH }, (_, i) => input(first + i));
    const start = process.cpuUsage();
    for (const item of items) critic.builtinCritique(item);
    const used = process.cpuUsage(start);
    process.send!(used.user + used.system);
  });
  process.send!('ready');
}

function spawn(dir: string): Promise<ChildProcess> {
  const proc = fork(fileURLToPath(import.meta.url), ['--child', dir], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    proc.once('message', () => resolve(proc));
    proc.once('exit', (code) => reject(new Error(`critic child for ${dir} exited with ${code}`)));
  });
}

const batch = (proc: ChildProcess, first: number) =>
  new Promise<number>((resolve) => {
    proc.once('message', (used) => resolve(used as number));
    proc.send(first);
  });

async function parent(dirA: string, dirB: string, rounds: number): Promise<void> {
  const procs = { A: await spawn(dirA), B: await spawn(dirB) };
  const cpu = { A: 0, B: 0 };
  for (let r = 0; r < rounds; r++) {
    for (const key of r % 2 ? (['A', 'B'] as const) : (['B', 'A'] as const)) cpu[key] += await batch(procs[key], r * 1000 + (key === 'A' ? 0 : 500));
  }
  for (const proc of Object.values(procs)) proc.kill();
  const n = rounds * BATCH;
  console.log(`A ${(cpu.A / n).toFixed(0)} µs CPU per critique, B ${(cpu.B / n).toFixed(0)} (n=${n} each), B/A ${(cpu.B / cpu.A).toFixed(3)}`);
}

const args = process.argv.slice(2);
if (args[0] === '--child') await child(args[1]!);
else {
  const [dirA, dirB, roundsArg] = args;
  if (!dirA || !dirB) throw new Error('usage: scripts/critic-ab.ts DIR_A DIR_B [ROUNDS]');
  await parent(dirA, dirB, Number(roundsArg ?? 40));
}
