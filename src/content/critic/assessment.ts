// Assessment checks. SATA: each question needs a right and a wrong option, distinct options, no
// "all/none of the above", no length cue (the longest option being the answer), a rationale for
// every option. KE check questions need answers; SPL decision points need a wrong turn to learn from.
import type { Mode } from '../content-schemas.js';
import { pointer, type Finding } from './findings.js';

type Obj = Record<string, unknown>;
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Obj[]) : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const ABOVE = /\b(all|none|both|neither) of the (above|options|answers)\b|\btodas las anteriores\b|\bninguna de las anteriores\b/i;

function sataQuestion(q: Obj, qi: number): Finding[] {
  const out: Finding[] = [];
  const f = (severity: Finding['severity'], title: string, path: PropertyKey[], problem: string, fix: string) =>
    out.push({ check: 'assessment', severity, title, where: pointer(path), problem, fix });
  const options = arr(q.options);
  const base = ['questions', qi];
  if (!options.some((o) => o.correct === true)) f('high', 'No correct option', [...base, 'options'], 'No option is marked correct, so the question cannot be answered.', 'Mark at least one option `correct: true`.');
  if (!options.some((o) => o.correct === false)) f('high', 'No wrong option', [...base, 'options'], 'Every option is correct, so selecting everything always scores full marks.', 'Add at least one plausible wrong option (a distractor).');
  const seen = new Map<string, number>();
  options.forEach((o, oi) => {
    const text = str(o.text).trim();
    const key = text.toLowerCase().replace(/\W+/g, ' ').trim();
    if (key && seen.has(key)) f('medium', 'Duplicate option', [...base, 'options', oi], `This option repeats option ${seen.get(key)}.`, 'Replace it with a different distractor.');
    else seen.set(key, oi);
    if (ABOVE.test(text)) f('medium', '"All/none of the above"', [...base, 'options', oi, 'text'], 'In a select-all-that-apply question, "all/none of the above" overlaps the other options and rewards test-taking tricks.', 'Replace it with a statement that stands on its own.');
    if (!str(o.rationale).trim()) f('medium', 'Rationale missing', [...base, 'options', oi, 'rationale'], 'The learner is not told why this option is right or wrong.', 'Add one or two sentences explaining the option.');
  });
  const right = options.filter((o) => o.correct === true).map((o) => str(o.text).length);
  const wrong = options.filter((o) => o.correct === false).map((o) => str(o.text).length);
  if (right.length && wrong.length && options.length >= 3) {
    const longestIndex = options.reduce((best, o, i) => (str(o.text).length > str(options[best]!.text).length ? i : best), 0);
    const longest = options[longestIndex]!;
    const len = str(longest.text).length;
    // A cue needs a visible difference: a quarter longer and at least 15 characters more.
    if (longest.correct === true && len >= 1.25 * Math.max(...wrong) && len - Math.max(...wrong) >= 15) {
      f('medium', 'Length gives the answer away', [...base, 'options', longestIndex], 'The longest option is a correct one and clearly longer than every wrong option: learners pick long options by habit.', 'Make distractors as detailed as the answer, or shorten the correct option.');
    }
  }
  return out;
}

export function assessmentFindings(mode: Mode, content: unknown): Finding[] {
  const c = (content && typeof content === 'object' ? content : {}) as Obj;
  if (mode === 'SATA') return arr(c.questions).flatMap(sataQuestion);
  const out: Finding[] = [];
  if (mode === 'KE') {
    const qs = arr(c.checkQuestions);
    if (!qs.length) out.push({ check: 'assessment', severity: 'medium', title: 'No check questions', where: '/checkQuestions', problem: 'Learners have no way to test their understanding.', fix: 'Add two or three questions with answers.' });
    qs.forEach((q, i) => {
      if (!str(q.answer).trim()) out.push({ check: 'assessment', severity: 'medium', title: 'Question without an answer', where: pointer(['checkQuestions', i, 'answer']), problem: 'The check question has no model answer.', fix: 'Write the expected answer.' });
    });
  }
  if (mode === 'SPL') {
    arr(c.decisionPoints).forEach((d, i) => {
      const opts = arr(d.options);
      if (opts.length && opts.every((o) => o.quality === 'best')) out.push({ check: 'assessment', severity: 'medium', title: 'No wrong turn', where: pointer(['decisionPoints', i, 'options']), problem: 'Every option is the best one, so the decision tests nothing.', fix: 'Add a plausible poor option with feedback.' });
    });
  }
  return out;
}
