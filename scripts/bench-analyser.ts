// npm run bench:analyser: how long the analyser takes to read one learner line, in process
// (analyseTurn: rules, act classifier and, in English, the MI heads). Lines: the corpus's held-out
// lines of every language, each with its context line. Median and p99 over rounds of every line,
// after a warm-up; the budget is 30 µs median (docs/engine.md). A script, not a test: CI asserts
// no absolute times.
import { performance } from 'node:perf_hooks';
import { analyseTurn } from '../src/conversations/engine/analyser.js';
import { loadCorpus } from './eval-pedagogy.js';
import { shippedMiModel } from '../src/conversations/engine/acts/mi.js';

const lines: Array<{ text: string; context: string; lang: string }> = [];
for (const [lang, items] of loadCorpus()) for (const it of items) if (it.split !== 'tune') lines.push({ text: it.text, context: it.context ?? '', lang });

const ROUNDS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5);
// --no-mi: without the MI heads (a model for no language), to see what they cost.
const mi = process.argv.includes('--no-mi') ? { ...shippedMiModel(), language: '-' } : shippedMiModel();
const analyse = (l: (typeof lines)[number]) => analyseTurn(l.text, l.context, l.lang, mi);
for (const l of lines) analyse(l);
const perLang = new Map<string, number[]>();
for (let r = 0; r < ROUNDS; r++) {
  for (const l of lines) {
    const t = performance.now();
    analyse(l);
    const us = (performance.now() - t) * 1000;
    let list = perLang.get(l.lang);
    if (!list) perLang.set(l.lang, (list = []));
    list.push(us);
  }
}
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const all = [...perLang.values()].flat();
for (const [lang, xs] of perLang) console.log(`${lang}  median ${q(xs, 0.5).toFixed(1)} µs  p99 ${q(xs, 0.99).toFixed(1)} µs  (${xs.length} readings)`);
console.log(`all  median ${q(all, 0.5).toFixed(1)} µs  p99 ${q(all, 0.99).toFixed(1)} µs  (${lines.length} lines x ${ROUNDS} rounds)`);
