// The sentences the stereotype model (src/content/critic/stereotype-model.ts) is fitted on and
// measured with, as feature names from the runtime's own feature code, and the scikit-learn fitter
// (scripts/fit-stereotypes.py) that turns them into weights, run by Debian's Python.
// Each row is one sentence of one field of one item (or of the written corpus), with its writer:
// the planted stereotype sentence of a fault writer's item is positive (the sentence the rule
// readings find in the labelled field; a field where they find none is left out of training, its
// item still measured, unless its sentence was named in PLANTED once the writer's out-of-round
// estimate was written down), every other sentence of that writer and every sentence of a clean
// writer negative.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stringsOf } from '../src/content/critic/findings.js';
import { stereotypeFeatures, stereotypeIn, underDiscussion } from '../src/content/critic/stereotypes.js';
import { sentences, type Lang } from '../src/content/critic/text.js';
import * as F from '../test/fixtures/content-critic/index.js';
import { ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6, ROUND_7, ROUND_8, ROUND_9, ROUND_10, ROUND_11, ROUND_12, ROUND_13, ROUND_14, ROUND_15, ROUND_16, ROUND_17 } from '../test/fixtures/content-critic/stereotype-sentences.js';

export interface StereotypeRow {
  x: string[];
  /** 1 a stereotype stated as fact, 0 not, null: a labelled field whose stereotype sentence is unknown (measured, never trained on). */
  y: 0 | 1 | null;
  /** Writer (f10… fault writers, c… clean writers, seeded, rounds, corpus): the unit left out in cross-validation. */
  group: string;
  /** Item id and field pointer ('' for a corpus sentence), for item-level figures. */
  item: string;
  where: string;
  /** The item expects a stereotype at this field. */
  expected: boolean;
  /** The rule readings find a stereotype in this sentence (and the field is not an example under discussion). */
  rule: boolean;
  /** The field is an example under discussion (names a myth or a stereotype): the critic reads none of it. */
  discussed: boolean;
  text: string;
}

/** Fault writers whose stereotypes the model is tuned on, clean writers, and the writers last measured out of round. */
export const FAULT_WRITERS: Record<string, F.LabelledItem[]> = {
  f10: F.FAULTY_TENTH, f11: F.FAULTY_ELEVENTH, f12: F.FAULTY_TWELFTH, f13: F.FAULTY_THIRTEENTH, f16: F.FAULTY_SIXTEENTH, f17: F.FAULTY_SEVENTEENTH,
  // Each pair was measured out of round first (its figure written down before it was read) and is tuning data since.
  f20: F.FAULTY_TWENTIETH, f21: F.FAULTY_TWENTY_FIRST, f24: F.FAULTY_TWENTY_FOURTH, f25: F.FAULTY_TWENTY_FIFTH,
};
/**
 * The writers measured out of round most recently (the tenth round), trained on like the others
 * since; `--out-of-round` refits without them to repeat that measure.
 */
export const OUT_OF_ROUND: Record<string, F.LabelledItem[]> = { f28: F.FAULTY_TWENTY_EIGHTH, f29: F.FAULTY_TWENTY_NINTH };
export const CLEAN_WRITERS: Record<string, F.LabelledItem[]> = {
  c01: F.LABELLED.filter((i) => !i.expected.length && !i.id.startsWith('f-')),
  c03: F.THIRD_WRITER_CLEAN, c04: F.FOURTH_WRITER_CLEAN, c05: F.FIFTH_WRITER_CLEAN, c06: F.SIXTH_WRITER_CLEAN, c07: F.SEVENTH_WRITER_CLEAN,
  c08: F.HELD_OUT_CLEAN_EIGHTH, c09: F.HELD_OUT_CLEAN_NINTH, c14: F.HELD_OUT_CLEAN_FOURTEENTH, c15: F.HELD_OUT_CLEAN_FIFTEENTH,
  c18: F.HELD_OUT_CLEAN_EIGHTEENTH, c19: F.HELD_OUT_CLEAN_NINETEENTH, c22: F.HELD_OUT_CLEAN_TWENTY_SECOND, c23: F.HELD_OUT_CLEAN_TWENTY_THIRD,
  c26: F.HELD_OUT_CLEAN_TWENTY_SIXTH, c27: F.HELD_OUT_CLEAN_TWENTY_SEVENTH, c30: F.HELD_OUT_CLEAN_THIRTIETH, c31: F.HELD_OUT_CLEAN_THIRTY_FIRST,
};
const SEEDED = F.LABELLED.filter((i) => i.expected.length);
const ROUNDS = [ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6, ROUND_7, ROUND_8, ROUND_9, ROUND_10, ROUND_11, ROUND_12, ROUND_13, ROUND_14, ROUND_15, ROUND_16, ROUND_17].flat();
export const CORPUS_PATH = path.resolve(import.meta.dirname, '../test/fixtures/content-critic/stereotype-corpus.jsonl');

/**
 * The planted sentence's opening, where the rule readings find none in the labelled field (read by
 * hand once the out-of-round estimate was written down); elsewhere the sentence the rules find.
 */
const PLANTED: Record<string, string> = {
  'f20-stereotype-1': 'Pupils who use a wheelchair',
  'f20-stereotype-4': 'Los agricultores de los pueblos',
  'f21-stereotype-2': 'Es imprescindible',
  'f21-stereotype-3': 'A clear, friendly start',
  'f21-stereotype-4': 'Les garçons supportent',
  'f21-stereotype-5': 'Families on low incomes',
  'f28-stereotype-4': 'Además, las personas mayores',
};

const langOf = (l: string): Lang => (l === 'es' || l === 'fr' ? l : 'en');

function itemRows(item: F.LabelledItem, group: string): StereotypeRow[] {
  const lang = langOf(item.lang);
  const strings = stringsOf(item.content);
  const byPointer = new Map(strings.map((s) => [s.where, s.text]));
  const rows: StereotypeRow[] = [];
  for (const s of strings) {
    const expected = item.expected.some((e) => e.type === 'stereotype' && (s.where === e.location || s.where.startsWith(`${e.location}/`)));
    const discussed = underDiscussion(s.where, s.text, byPointer, lang);
    const list = sentences(s.text, lang);
    const rules = list.map((t) => stereotypeIn(t, lang) !== undefined);
    const planted = PLANTED[item.id];
    const first = planted ? list.findIndex((t) => t.startsWith(planted)) : rules.indexOf(true);
    list.forEach((t, k) => {
      const y = !expected ? 0 : first < 0 ? null : k === first ? 1 : 0;
      rows.push({ x: stereotypeFeatures(t, lang), y, group, item: item.id, where: s.where, expected, rule: rules[k]! && !discussed, discussed, text: t });
    });
  }
  return rows;
}

function sentenceRow(lang: Lang, text: string, y: boolean, group: string, k: number): StereotypeRow {
  return { x: stereotypeFeatures(text, lang), y: y ? 1 : 0, group, item: `${group}-${k}`, where: '', expected: y, rule: stereotypeIn(text, lang) !== undefined, discussed: false, text };
}

export interface CorpusLine {
  lang: Lang;
  text: string;
  stereotype: boolean;
}

export const loadCorpus = (): CorpusLine[] => readFileSync(CORPUS_PATH, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as CorpusLine);

/** Every row: the fault writers (tuning and out of round), the clean writers, the seeded items, the fresh rounds and the corpus. */
export function stereotypeRows(): StereotypeRow[] {
  const rows: StereotypeRow[] = [];
  for (const [g, items] of Object.entries({ ...FAULT_WRITERS, ...OUT_OF_ROUND, ...CLEAN_WRITERS })) for (const it of items) rows.push(...itemRows(it, g));
  for (const it of SEEDED) rows.push(...itemRows(it, 'seeded'));
  ROUNDS.forEach(([lang, text, y], k) => rows.push(sentenceRow(lang, text, y, 'rounds', k)));
  loadCorpus().forEach((c, k) => rows.push(sentenceRow(c.lang, c.text, c.stereotype, 'corpus', k)));
  return rows;
}

/**
 * Chosen by leave-one-writer-out cross-validation (npm run train:stereotypes -- --cv): C, how often
 * a feature must be seen, and the threshold (see docs/content.md). Groups in `exclude` are never
 * trained on: the out-of-round writers, until their estimate was written down.
 */
export const FIT_OPTIONS = { C: 0.5, minCount: 2, prune: 0.001, sure: 0.9, balanced: false, ignore: [] as string[], exclude: [] as string[] };

const PYTHON = process.env.SKLEARN_PYTHON ?? '/usr/bin/python3';
const FITTER = path.resolve(import.meta.dirname, 'fit-stereotypes.py');

export interface FitResult {
  final: { bias: number; weights: Record<string, number> };
  /** Per left-out group: the probability of each of its rows (in row order of that group). */
  folds?: Record<string, number[]>;
}

export function fitStereotypes(rows: readonly StereotypeRow[], options: { C: number; minCount: number; prune: number; balanced: boolean; ignore: string[]; exclude: string[] }, cvGroups: string[] = []): FitResult {
  const input = JSON.stringify({ rows: rows.map((r) => ({ x: r.x, y: r.y, group: r.group })), options, cv: cvGroups });
  return JSON.parse(execFileSync(PYTHON, [FITTER], { input, maxBuffer: 1 << 28 }).toString()) as FitResult;
}

export function rowsDigest(rows: readonly StereotypeRow[]): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(FIT_OPTIONS));
  for (const r of rows) h.update(`${r.group}\t${r.y}\t${r.x.join(' ')}\n`);
  return h.digest('hex');
}
