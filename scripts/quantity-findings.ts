// Every quantity_contradiction finding the critic raises on the labelled writers, by reading
// (the word-overlap comparison of stated facts, or the reading of values taken as known) and by
// severity, each counted as at the right place (inside a planted quantity fault's pointer), at a
// wrong place (on a faulty item, elsewhere) or on a clean item: the evidence for each reading's
// severity. Then each group's recall at medium or above. `--list` prints the tuning findings one
// a line; 20+21 only with `--show-20` (read after the out-of-round estimate).
//   node --import tsx scripts/quantity-findings.ts [--list]
import { FAULTY_ELEVENTH, FAULTY_SEVENTEENTH, FAULTY_SIXTEENTH, FAULTY_TENTH, FAULTY_THIRTEENTH, FAULTY_TWELFTH, FAULTY_TWENTIETH, FAULTY_TWENTY_FIRST, FIFTH_WRITER_CLEAN, FOURTH_WRITER_CLEAN, HELD_OUT_CLEAN_EIGHTEENTH, HELD_OUT_CLEAN_EIGHTH, HELD_OUT_CLEAN_FIFTEENTH, HELD_OUT_CLEAN_FOURTEENTH, HELD_OUT_CLEAN_NINETEENTH, HELD_OUT_CLEAN_NINTH, HELD_OUT_CLEAN_TWENTY_SECOND, HELD_OUT_CLEAN_TWENTY_THIRD, LABELLED, SEVENTH_WRITER_CLEAN, SIXTH_WRITER_CLEAN, THIRD_WRITER_CLEAN, type LabelledItem } from '../test/fixtures/content-critic/index.js';
import { critique } from '../test/content/critic-eval.js';

const list = process.argv.includes('--list');
const groups: Array<[string, LabelledItem[], boolean]> = [
  ['10+11', [...FAULTY_TENTH, ...FAULTY_ELEVENTH], true],
  ['12+13', [...FAULTY_TWELFTH, ...FAULTY_THIRTEENTH], true],
  ['16+17', [...FAULTY_SIXTEENTH, ...FAULTY_SEVENTEENTH], true],
  ['20+21', [...FAULTY_TWENTIETH, ...FAULTY_TWENTY_FIRST], process.argv.includes('--show-20')],
  ['labelled (seeded + clean 1-2)', LABELLED, true],
  ['clean 3-9, 14, 15, 18, 19', [...THIRD_WRITER_CLEAN, ...FOURTH_WRITER_CLEAN, ...FIFTH_WRITER_CLEAN, ...SIXTH_WRITER_CLEAN, ...SEVENTH_WRITER_CLEAN, ...HELD_OUT_CLEAN_EIGHTH, ...HELD_OUT_CLEAN_NINTH, ...HELD_OUT_CLEAN_FOURTEENTH, ...HELD_OUT_CLEAN_FIFTEENTH, ...HELD_OUT_CLEAN_EIGHTEENTH, ...HELD_OUT_CLEAN_NINETEENTH], true],
  ['clean 22+23', [...HELD_OUT_CLEAN_TWENTY_SECOND, ...HELD_OUT_CLEAN_TWENTY_THIRD], true],
];
const inside = (location: string, at: string) => location === at || location.startsWith(`${at}/`);
const readingOf = (title: string) => (title === 'Two values for one quantity' ? 'overlap' : 'mention');
/** Whether a finding's two places lie in one unit (a question, a decision point, an exercise) or one apart from the other. */
const UNIT = /^\/(?:workedExamples|checkQuestions|questions|decisionPoints)\/\d+/;
const scopeOf = (location: string, explanation: string) => {
  const other = / at (\/[^\s(]*) \(/.exec(explanation)?.[1] ?? / but (\/[^\s]*) gives/.exec(explanation)?.[1] ?? '';
  const [a, b] = [UNIT.exec(location)?.[0], UNIT.exec(other)?.[0]];
  return a !== undefined && a === b ? 'within' : 'across';
};
for (const [name, items, show] of groups) {
  const counts = new Map<string, number>();
  let expected = 0;
  let found = 0;
  let foundMedium = 0;
  const lines: string[] = [];
  for (const item of items) {
    const fs = critique(item).filter((f) => f.type === 'quantity_contradiction' && f.severity !== 'info');
    const planted = item.expected.filter((e) => e.type === 'quantity_contradiction');
    expected += planted.length;
    // As score() counts: a finding of any severity but info at the place; and at medium or above.
    if (planted.some((e) => fs.some((f) => inside(f.location, e.location)))) found++;
    if (planted.some((e) => fs.some((f) => (f.severity === 'medium' || f.severity === 'high') && inside(f.location, e.location)))) foundMedium++;
    for (const f of fs) {
      const where = planted.some((e) => inside(f.location, e.location)) ? 'right' : item.expected.length ? 'wrong' : 'clean';
      const key = `${readingOf(f.title)} ${f.severity} ${scopeOf(f.location, f.explanation)} ${where}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (list && show) lines.push(`  ${where.padEnd(5)} ${readingOf(f.title).padEnd(7)} ${f.severity.padEnd(6)} ${item.id} ${f.location}: ${f.explanation.slice(0, 220)}`);
    }
  }
  const predicted = [...counts].reduce((n, [, c]) => n + c, 0);
  const right = [...counts].filter(([k]) => k.endsWith(' right')).reduce((n, [, c]) => n + c, 0);
  console.log(`${name}: planted quantity faults found ${found} of ${expected} (${foundMedium} at medium or above); findings ${predicted}, at the right place ${right}`);
  for (const [k, n] of [...counts].sort()) console.log(`  ${k}: ${n}`);
  if (lines.length) console.log(lines.join('\n'));
}
