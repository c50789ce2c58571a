// What the first critique would otherwise pay, paid by the server right after it starts listening
// (src/server.ts): loading mathjs (most of it), indexing alex's phrase lists (tens of ms), and a
// first pass of every check in each supported language (ICU segmenters, regular expressions, the
// JIT), together about 1 s of CPU. Health and other requests are answered meanwhile (a critique
// that arrives in that second waits for the step under way); after it the first critique costs
// what any other does.
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

/**
 * Loads and runs the critic once per language, yielding to the event loop between steps so a
 * server that is already listening keeps answering; resolves to the milliseconds it took.
 */
export async function preloadCritic(): Promise<number> {
  const start = performance.now();
  const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
  mathjs();
  await yieldToRequests();
  alexChecker();
  for (const language of ['en', 'es', 'fr']) {
    await yieldToRequests();
    builtinCritique({ criticType: 'comprehensive', system: 'KE', content: SAMPLE, competencyName: 'Warm-up', competencyDescription: '', gradeLevel: 'Grade 6', language });
  }
  return performance.now() - start;
}
