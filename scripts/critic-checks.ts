// CPU per check of one built-in critique: each check function of a comprehensive critique timed on
// its own over distinct 2 KB KE variants (scripts/critic-items.ts), after a warm-up on others. Each
// check runs in a per-critique scope of its own, so it pays for the sentences and strings it reads
// (in a critique the first check to read them pays, the others share them): the rows add up to a
// little more than a critique. "claims" is the factual check less the three checks it calls.
//   node --import tsx scripts/critic-checks.ts [COUNT]
// A script, not a test: CI asserts no absolute times.
import { readFileSync } from 'node:fs';
import { assessmentFindings } from '../src/content/critic/assessment.js';
import { arithmeticFindings } from '../src/content/critic/arithmetic.js';
import { alexChecker, biasFindings } from '../src/content/critic/bias.js';
import { builtinCritique } from '../src/content/critic/builtin.js';
import { factualFindings } from '../src/content/critic/factual.js';
import { stringsOf, withSharedStrings } from '../src/content/critic/findings.js';
import { pedagogicalFindings } from '../src/content/critic/pedagogical.js';
import { quantityFindings } from '../src/content/critic/quantities.js';
import { answeredQuestionFindings } from '../src/content/critic/quantity-answers.js';
import { stereotypeFindings } from '../src/content/critic/stereotypes.js';
import { technicalFindings } from '../src/content/critic/technical.js';
import { withSharedSentences } from '../src/content/critic/text.js';
import { keVariant, type CritiqueBody } from './critic-items.js';

const COUNT = Number(process.argv[2] ?? 300);
const sample = JSON.parse(readFileSync(new URL('../bench/fixtures/ke-item-2kb.json', import.meta.url), 'utf8')) as CritiqueBody;
const cls = { gradeLevel: 'Grade 8', language: 'en' };

const CHECKS: Record<string, (content: unknown) => unknown> = {
  'whole critique': (content) => builtinCritique({ criticType: 'comprehensive', system: 'KE', content, competencyName: sample.competencyName, competencyDescription: '', gradeLevel: cls.gradeLevel, language: 'en' }),
  technical: (content) => technicalFindings('KE', content),
  assessment: (content) => assessmentFindings('KE', content, 'en'),
  'factual (all)': (content) => factualFindings('KE', content, 'en'),
  'factual: arithmetic': (content) => arithmeticFindings('KE', content, 'en'),
  'factual: quantities': (content) => quantityFindings('KE', content, 'en'),
  'factual: answered questions': (content) => answeredQuestionFindings('KE', content, 'en', new Set()),
  pedagogical: (content) => pedagogicalFindings('KE', content, cls),
  'bias (all)': (content) => biasFindings(content, 'en'),
  'bias: stereotypes': (content) => stereotypeFindings(stringsOf(content), 'en'),
  'bias: alex (parser and lists)': (content) => alexChecker()(stringsOf(content).map((s) => s.text).join('\n\n')),
};

const scoped = (fn: () => unknown) => withSharedSentences(() => withSharedStrings(fn));
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const warm = Array.from({ length: 50 }, (_, n) => keVariant(sample, 100_000 + n).content);
const items = Array.from({ length: COUNT }, (_, n) => keVariant(sample, n).content);
for (const check of Object.values(CHECKS)) for (const c of warm) scoped(() => check(c));
const used = new Map<string, number>();
// Rounds of 25 items, every check in turn, so the machine's load falls on all alike.
for (let at = 0; at < items.length; at += 25) {
  for (const [name, check] of Object.entries(CHECKS)) {
    const start = cpu();
    for (const c of items.slice(at, at + 25)) scoped(() => check(c));
    used.set(name, (used.get(name) ?? 0) + cpu() - start);
  }
}
const per = (name: string) => used.get(name)! / items.length;
used.set('factual: claims (the rest)', used.get('factual (all)')! - used.get('factual: arithmetic')! - used.get('factual: quantities')! - used.get('factual: answered questions')!);
used.set('bias: pronouns and names (the rest)', used.get('bias (all)')! - used.get('bias: stereotypes')! - used.get('bias: alex (parser and lists)')!);
console.log(`CPU µs per critique of a 2 KB KE variant (n=${items.length}), each check on its own:`);
for (const name of used.keys()) console.log(`${String(Math.round(per(name))).padStart(7)}  ${name}`);
