// What the first critique would otherwise pay, paid at start-up (src/server.ts): loading mathjs
// (about 0.3-0.5 s), indexing alex's phrase lists (tens of ms), and a first pass of every check in
// each supported language (ICU segmenters, regular expressions, the JIT), together about 1 s of
// CPU. After it the first request costs what any other does.
import { performance } from 'node:perf_hooks';
import { mathjs } from '../math.js';
import { alexChecker } from './bias.js';
import { builtinCritique } from './builtin.js';

const SAMPLE = {
  title: 'Warm-up',
  objectives: ['Explain how the sun warms the sea.', 'Calculate a speed.'],
  sections: [{ heading: 'Heat', body: 'The sun warms the sea by 2 °C in 3 hours. Water boils at 100 °C, which is 212 °F.' }],
  keyTerms: [{ term: 'Speed', definition: 'Distance divided by time.' }],
  workedExamples: [{ title: 'A walk', problem: 'Solve 3x + 4 = 19.', solution: '3x = 15, so x = 5.' }],
  checkQuestions: [
    { question: 'What is 12 ÷ 4?', answer: '3' },
    { question: 'Which is not a unit of time? (A) hour (B) metre (C) second', answer: '(B) metre' },
  ],
};

/** Loads and runs the critic once per language; returns the milliseconds it took. */
export function preloadCritic(): number {
  const start = performance.now();
  mathjs();
  alexChecker();
  for (const language of ['en', 'es', 'fr']) {
    builtinCritique({ criticType: 'comprehensive', system: 'KE', content: SAMPLE, competencyName: 'Warm-up', competencyDescription: '', gradeLevel: 'Grade 6', language });
  }
  return performance.now() - start;
}
