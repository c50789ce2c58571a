// node --import tsx scripts/bench-scorers.ts [--thrash BYTES] [--lines N]
// Times the two trained scorers alone (acts/model.ts lineScores, acts/mi.ts miScores) on the bench's
// learner lines, each call on its own (wall time, process.hrtime). With --thrash, a read of that many
// bytes comes before every call, as a server's HTTP stack evicts the models' tables from the CPU's
// caches between two turns (4194304 is larger than this machine's L2); without, the caches stay warm.
import { LEARNER_LINES } from '../bench/conversations-memory.js';
import { lineInfo, ruleAnalysis } from '../src/conversations/engine/analyser.js';
import { miScores, shippedMiModel } from '../src/conversations/engine/acts/mi.js';
import { lineScores, shippedModel } from '../src/conversations/engine/acts/model.js';
import { lexiconFor } from '../src/conversations/engine/lang/index.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const calls = Number(arg('lines', '20000'));
const junk = new Float64Array(Number(arg('thrash', '0')) / 8);
const state = { sum: 0 };
/** Reads one number per 64-byte cache line of the junk buffer. */
function thrash(): void {
  let x = 0;
  for (let q = 0; q < junk.length; q += 8) x += junk[q]!;
  state.sum += x;
}

const model = shippedModel();
const mi = shippedMiModel();
const stop = lexiconFor('en').stop;
const lines = LEARNER_LINES.map((t) => ruleAnalysis(t, '', 'en'));
const previous = lineInfo('I am not sure the price works for us; we need to think about the budget first.', 'en');

const time = (f: () => void) => {
  const t = process.hrtime.bigint();
  f();
  return Number(process.hrtime.bigint() - t);
};
const act: number[] = [];
const heads: number[] = [];
// The first pass warms V8 up and is discarded.
for (let pass = 0; pass < 2; pass++) {
  act.length = heads.length = 0;
  for (let i = 0; i < calls; i++) {
    const r = lines[i % lines.length]!;
    thrash();
    act.push(time(() => lineScores(model, r.tokens, r.features)));
    thrash();
    heads.push(time(() => miScores(mi, r.tokens, previous, stop)));
  }
}
/** Median and the mean of the fastest 95% (the rest is mostly the process being descheduled). */
const stat = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const kept = s.slice(0, Math.floor(s.length * 0.95));
  return `median ${(s[s.length >> 1]! / 1000).toFixed(2)} µs, mean of fastest 95% ${(kept.reduce((a, b) => a + b, 0) / kept.length / 1000).toFixed(2)} µs`;
};
console.log(`act classifier: ${stat(act)}\nMI heads:       ${stat(heads)}`);
