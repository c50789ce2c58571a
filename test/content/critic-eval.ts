// Scores the built-in critic on the labelled set: per fault class, recall and precision of
// findings at the right place (a finding at the labelled pointer or inside it), and on clean
// items how many get a finding of medium severity or above. Used by the CI test and by
// `npm run eval:critic`, which prints the table.
import { builtinCritique } from '../../src/content/critic/builtin.js';
import type { Finding } from '../../src/content/critic/findings.js';
import { FAULT_TYPES, LABELLED, type LabelledItem } from '../fixtures/content-critic/index.js';

// Every test file that critiques writers' sets imports this module. A set's test runs a hundred
// or more critiques (a few ms each, plus the first one's loading of mathjs and alex's lists), and
// on a loaded machine one took 22 s against vitest's 20 s default: the bound here is only a net
// for a hang, not a wait for anything. (`npm run eval:critic` and the critic scripts import this
// module outside vitest, where vitest may not be loaded.)
if (process.env.VITEST) (await import('vitest')).vi.setConfig({ testTimeout: 120_000 });

export interface ClassScore {
  type: string;
  expected: number;
  found: number;
  predicted: number;
  correct: number;
  recall: number;
  precision: number;
}

export interface Scores {
  items: number;
  classes: ClassScore[];
  clean: { items: number; flagged: number; rate: number; flaggedIds: string[] };
  misses: string[];
  falseAlarms: string[];
}

export function critique(item: LabelledItem): Finding[] {
  return builtinCritique({ criticType: 'comprehensive', system: item.mode, content: item.content, competencyName: item.competency, competencyDescription: '', gradeLevel: item.grade, language: item.lang }).findings;
}

/** A one-off item for a test of one check: mode, language, grade and content; competency "Test". */
export const probeItem = (mode: LabelledItem['mode'], lang: LabelledItem['lang'], grade: string, content: Record<string, unknown>): LabelledItem => ({ id: 't', split: 'tune', mode, lang, grade, competency: 'Test', content, expected: [] });

/** Findings of a type that count as faults (medium or above): what a false alarm is. */
export const faultsOf = (item: LabelledItem, type: string) => critique(item).filter((f) => f.type === type && (f.severity === 'medium' || f.severity === 'high'));

const inside = (location: string, at: string) => location === at || location.startsWith(`${at}/`);

export function score(items: LabelledItem[] = LABELLED): Scores {
  const stats = new Map(FAULT_TYPES.map((t) => [t as string, { expected: 0, found: 0, predicted: 0, correct: 0 }]));
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  const flaggedIds: string[] = [];
  for (const item of items) {
    const findings = critique(item);
    const labelled = new Map<string, Finding>();
    for (const f of findings) if (stats.has(f.type) && f.severity !== 'info') labelled.set(`${f.type} ${f.location}`, f);
    for (const f of labelled.values()) {
      const s = stats.get(f.type)!;
      s.predicted++;
      if (item.expected.some((e) => e.type === f.type && inside(f.location, e.location))) s.correct++;
      else falseAlarms.push(`${item.id}: ${f.type} at ${f.location || '/'} (${f.title}: ${f.explanation.slice(0, 120)})`);
    }
    for (const e of item.expected) {
      const s = stats.get(e.type)!;
      s.expected++;
      if ([...labelled.values()].some((f) => f.type === e.type && inside(f.location, e.location))) s.found++;
      else misses.push(`${item.id}: ${e.type} at ${e.location} not found`);
    }
    if (!item.expected.length && findings.some((f) => f.severity === 'high' || f.severity === 'medium')) flaggedIds.push(item.id);
  }
  const clean = items.filter((i) => !i.expected.length).length;
  return {
    items: items.length,
    classes: [...stats].map(([type, s]) => ({ type, ...s, recall: s.expected ? s.found / s.expected : 1, precision: s.predicted ? s.correct / s.predicted : 1 })),
    clean: { items: clean, flagged: flaggedIds.length, rate: clean ? flaggedIds.length / clean : 0, flaggedIds },
    misses,
    falseAlarms,
  };
}

export function table(title: string, s: Scores): string {
  const pct = (x: number) => x.toFixed(2);
  const rows = s.classes.map((c) => `| ${c.type} | ${c.expected} | ${pct(c.recall)} | ${pct(c.precision)} |`);
  return [`${title} (${s.items} items)`, '', '| fault class | faults | recall | precision |', '|---|---|---|---|', ...rows, '', `Clean items with a finding of medium severity or above: ${s.clean.flagged} of ${s.clean.items} (${pct(s.clean.rate)})`].join('\n');
}
