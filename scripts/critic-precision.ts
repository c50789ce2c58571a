// How often each reading of the critic is right: per sub-reading (a finding's type, title and the
// shape of its explanation, numbers and quotes left out), how many findings of medium severity or
// above it raises on clean items (all wrong) and on planted-fault items (right when of the
// planted type at the planted place). A reading whose findings are mostly wrong is one to lower
// or to read better, whatever writer it fires on.
//   node --import tsx scripts/critic-precision.ts [--lower SUBSTRING]... [--held] [--low] [--list SET]
// `--lower` counts the sub-readings whose key contains SUBSTRING as `low` (what lowering them would
// do to every clean writer's count and to each planted-fault writer's recall); `--low` lists every
// low finding on the clean writers; `--held` adds a column of counts on the clean writers held out now (the thirty-fourth and thirty-fifth); `--list SET` lists the findings of medium or above on one clean
// set's items (a set's name as printed).
import { FAULTY_ELEVENTH, FAULTY_SEVENTEENTH, FAULTY_SIXTEENTH, FAULTY_TENTH, FAULTY_THIRTEENTH, FAULTY_TWELFTH, FAULTY_TWENTIETH, FAULTY_TWENTY_FIRST, FAULTY_TWENTY_FOURTH, FAULTY_TWENTY_FIFTH, FAULTY_TWENTY_EIGHTH, FAULTY_TWENTY_NINTH, FIFTH_WRITER_CLEAN, FOURTH_WRITER_CLEAN, HELD_OUT_CLEAN_EIGHTEENTH, HELD_OUT_CLEAN_EIGHTH, HELD_OUT_CLEAN_FIFTEENTH, HELD_OUT_CLEAN_FOURTEENTH, HELD_OUT_CLEAN_NINETEENTH, HELD_OUT_CLEAN_NINTH, HELD_OUT_CLEAN_TWENTY_SECOND, HELD_OUT_CLEAN_TWENTY_THIRD, HELD_OUT_CLEAN_TWENTY_SIXTH, HELD_OUT_CLEAN_TWENTY_SEVENTH, HELD_OUT_CLEAN_THIRTIETH, HELD_OUT_CLEAN_THIRTY_FIRST, HELD_OUT_CLEAN_THIRTY_FOURTH, HELD_OUT_CLEAN_THIRTY_FIFTH, LABELLED, SEVENTH_WRITER_CLEAN, SIXTH_WRITER_CLEAN, THIRD_WRITER_CLEAN, type LabelledItem } from '../test/fixtures/content-critic/index.js';
import type { Finding } from '../src/content/critic/findings.js';
import { critique } from '../test/content/critic-eval.js';

const args = process.argv.slice(2);
const valuesOf = (flag: string) => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]!] : []));
const lowered = valuesOf('--lower');
const listSet = valuesOf('--list')[0];

const CLEAN_SETS: Array<[string, LabelledItem[]]> = [
  ['labelled', LABELLED.filter((i) => !i.expected.length)],
  ['3rd', THIRD_WRITER_CLEAN],
  ['4th', FOURTH_WRITER_CLEAN],
  ['5th', FIFTH_WRITER_CLEAN],
  ['6th', SIXTH_WRITER_CLEAN],
  ['7th', SEVENTH_WRITER_CLEAN],
  ['8th', HELD_OUT_CLEAN_EIGHTH],
  ['9th', HELD_OUT_CLEAN_NINTH],
  ['14th', HELD_OUT_CLEAN_FOURTEENTH],
  ['15th', HELD_OUT_CLEAN_FIFTEENTH],
  ['18th', HELD_OUT_CLEAN_EIGHTEENTH],
  ['19th', HELD_OUT_CLEAN_NINETEENTH],
  ['22nd', HELD_OUT_CLEAN_TWENTY_SECOND],
  ['23rd', HELD_OUT_CLEAN_TWENTY_THIRD],
  ['26th', HELD_OUT_CLEAN_TWENTY_SIXTH],
  ['27th', HELD_OUT_CLEAN_TWENTY_SEVENTH],
  ['30th', HELD_OUT_CLEAN_THIRTIETH],
  ['31st', HELD_OUT_CLEAN_THIRTY_FIRST],
  ['34th', HELD_OUT_CLEAN_THIRTY_FOURTH],
  ['35th', HELD_OUT_CLEAN_THIRTY_FIFTH],
];
const FAULT_SETS: Array<[string, LabelledItem[]]> = [
  ['labelled', LABELLED.filter((i) => i.expected.length)],
  ['10+11', [...FAULTY_TENTH, ...FAULTY_ELEVENTH]],
  ['12+13', [...FAULTY_TWELFTH, ...FAULTY_THIRTEENTH]],
  ['16+17', [...FAULTY_SIXTEENTH, ...FAULTY_SEVENTEENTH]],
  ['20+21', [...FAULTY_TWENTIETH, ...FAULTY_TWENTY_FIRST]],
  ['24+25', [...FAULTY_TWENTY_FOURTH, ...FAULTY_TWENTY_FIFTH]],
  ['28+29', [...FAULTY_TWENTY_EIGHTH, ...FAULTY_TWENTY_NINTH]],
];
// The clean writers held out now (never tuned on): counted apart, shown only as counts per reading
// with `--held`, and never listed item by item.
const HELD = new Set(['34th', '35th']);

/** A finding's reading: its type, title and the words of its explanation, quotes and numbers left out. */
export function subReading(f: Finding): string {
  const shape = f.explanation
    .replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, 'Q')
    .replace(/[-−]?\d[\d.,]*/g, 'N')
    .replace(/[N(][N\s+*/^()×÷·−-]*[N)]|N/g, 'E')
    .replace(/\/[\w/]+/g, 'P')
    .split(/\s+/)
    .slice(0, 5)
    .join(' ');
  return `${f.type} | ${f.title} | ${shape}`;
}

const counts = (f: Finding) => (f.severity === 'high' || f.severity === 'medium') && !lowered.some((s) => subReading(f).includes(s));
const inside = (location: string, at: string) => location === at || location.startsWith(`${at}/`);
const memo = new Map<LabelledItem, Finding[]>();
const findingsOf = (i: LabelledItem) => memo.get(i) ?? memo.set(i, critique(i)).get(i)!;

interface Row { cleanTune: number; cleanTuneItems: Set<string>; held: number; heldItems: Set<string>; right: number; wrong: number; low: number }
const rows = new Map<string, Row>();
const row = (k: string) => rows.get(k) ?? rows.set(k, { cleanTune: 0, cleanTuneItems: new Set(), held: 0, heldItems: new Set(), right: 0, wrong: 0, low: 0 }).get(k)!;

for (const [name, items] of CLEAN_SETS)
  for (const item of items)
    for (const f of findingsOf(item)) {
      const r = row(subReading(f));
      if (!counts(f)) {
        if (f.severity === 'low') r.low++;
        continue;
      }
      if (HELD.has(name)) {
        r.held++;
        r.heldItems.add(item.id);
      } else {
        r.cleanTune++;
        r.cleanTuneItems.add(item.id);
      }
    }
for (const [, items] of FAULT_SETS)
  for (const item of items)
    for (const f of findingsOf(item)) {
      if (!counts(f)) continue;
      const r = row(subReading(f));
      if (item.expected.some((e) => e.type === f.type && inside(f.location, e.location))) r.right++;
      else r.wrong++;
    }

const sorted = [...rows].filter(([, r]) => r.cleanTune + r.right + r.wrong > 0 || (args.includes('--held') && r.held > 0)).sort((a, b) => b[1].cleanTune + b[1].wrong - (a[1].cleanTune + a[1].wrong));
const showHeld = args.includes('--held');
console.log(`| sub-reading | clean tuning (items)${showHeld ? ' | held out, 34+35 (items)' : ''} | on faults right | on faults wrong | precision (tuning) |`);
console.log(`|---|---|${showHeld ? '---|' : ''}---|---|---|`);
for (const [k, r] of sorted) {
  const p = r.right / (r.right + r.wrong + r.cleanTune || 1);
  console.log(`| ${k} | ${r.cleanTune} (${r.cleanTuneItems.size})${showHeld ? ` | ${r.held} (${r.heldItems.size})` : ''} | ${r.right} | ${r.wrong} | ${p.toFixed(2)} |`);
}

console.log('\nClean items with a finding of medium or above:');
for (const [name, items] of CLEAN_SETS) console.log(`  ${name}: ${items.filter((i) => findingsOf(i).some(counts)).length} of ${items.length}`);
console.log('\nPlanted faults found at the right place (any severity but info, as score() counts; a lowered reading still counts), per class:');
const types = [...new Set(FAULT_SETS.flatMap(([, items]) => items.map((i) => i.expected[0]!.type)))];
console.log(`| set | ${types.join(' | ')} |`);
for (const [name, items] of FAULT_SETS) {
  const found = types.map((t) => {
    const of = items.filter((i) => i.expected[0]!.type === t);
    const hit = of.filter((i) => findingsOf(i).some((f) => f.severity !== 'info' && f.type === t && i.expected.some((e) => inside(f.location, e.location)))).length;
    return `${hit}/${of.length}`;
  });
  console.log(`| ${name} | ${found.join(' | ')} |`);
}
console.log('\nPlanted faults found at the right place at medium or above only:');
for (const [name, items] of FAULT_SETS) {
  const found = types.map((t) => {
    const of = items.filter((i) => i.expected[0]!.type === t);
    return `${of.filter((i) => findingsOf(i).some((f) => counts(f) && f.type === t && i.expected.some((e) => inside(f.location, e.location)))).length}/${of.length}`;
  });
  console.log(`| ${name} | ${found.join(' | ')} |`);
}

if (args.includes('--low')) {
  console.log('\nLow findings on clean writers (the held-out ones left out):');
  const bySev = new Map<string, number>();
  for (const [name, items] of CLEAN_SETS.filter(([n]) => !HELD.has(n)))
    for (const item of items)
      for (const f of findingsOf(item)) {
        bySev.set(f.severity, (bySev.get(f.severity) ?? 0) + 1);
        if (f.severity === 'low') console.log(`  [${name}] ${item.id} ${item.lang} ${item.grade}: ${f.type} at ${f.location || '/'} — ${f.title}: ${f.explanation.slice(0, 220)} || ${f.quote.slice(0, 160)}`);
      }
  console.log(`Findings per severity on all clean writers: ${[...bySev].map(([s, n]) => `${s} ${n}`).join(', ')}`);
}
if (listSet && HELD.has(listSet)) console.log(`\n${listSet}: held out, not listed (its counts are in the --held column).`);
else if (listSet) {
  const items = CLEAN_SETS.find(([n]) => n === listSet)?.[1] ?? [];
  for (const item of items) {
    const fs = findingsOf(item).filter(counts);
    if (fs.length) console.log(`\n${item.id} (${item.mode} ${item.lang} ${item.grade}):\n${fs.map((f) => `  [${f.severity}] ${f.type} at ${f.location || '/'}: ${f.title}: ${f.explanation.slice(0, 400)}\n    quote: ${f.quote.slice(0, 300)}`).join('\n')}`);
  }
}
