// The rows the MI heads (src/conversations/engine/acts/mi.ts) are fitted on and measured with:
// AnnoMI's therapist utterances (scripts/annomi.ts) and the corpus's English tuning lines, as
// feature names from the runtime's own feature code, with the four labels; and the scikit-learn
// fitter (scripts/fit-mi.py) that turns them into weights, run by Debian's Python.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { lexiconFor } from '../src/conversations/engine/lang/index.js';
import { tokenize } from '../src/conversations/engine/text.js';
import { lineInfo } from '../src/conversations/engine/analyser.js';
import { MI_HEADS, miFeatures, NO_PREVIOUS, type MiHead, type MiModelJson } from '../src/conversations/engine/acts/mi.js';
import { loadCorpus } from './eval-pedagogy.js';
import { loadAnnoMI, transcriptFolds, type RealUtterance } from './annomi.js';

export interface MiRow {
  x: string[];
  /** 1 yes, 0 no, null: the line says nothing about this head (an open/closed label on a non-question). */
  y: Record<MiHead, 0 | 1 | null>;
  /** Test fold of a real line; -1 for a corpus line (always trained on, never measured here). */
  fold: number;
}

export const FOLDS = 5;
// Chosen by the grouped cross-validation of npm run eval:real (the same folds the figures come
// from; C from 0.05 to 1 moved no figure by more than 0.01, and a threshold other than 0.5 chosen
// on the held-out lines themselves gained at most 0.003): balanced class weights raised reflection
// F1 from 0.64 to 0.69 and question F1 from 0.89 to 0.90. The corpus's written lines weigh 0.2 of a
// real line in the question, reflection and complex heads (at 1 they lowered held-out reflection F1
// by 0.014: written lines are short and clean), but fully in the open/closed head, which reads
// the character's previous line not at all (with it, and the corpus at 0.2, open/closed accuracy
// fell from 0.763 to 0.750).
export const FIT_OPTIONS = {
  C: { question: 0.1, open: 0.1, reflection: 0.2, complex: 0.05 },
  minCount: 2,
  prune: 0.001,
  balanced: [...MI_HEADS],
  corpusWeight: { question: 0.2, open: 1, reflection: 0.2, complex: 0.2 },
  ignoreKinds: { question: [], open: ['pn', 'pq', 'pl'], reflection: [], complex: [] },
};
const PYTHON = process.env.SKLEARN_PYTHON ?? '/usr/bin/python3';
const FITTER = path.resolve(import.meta.dirname, 'fit-mi.py');

export function lineFeatures(text: string, previous: string): string[] {
  return miFeatures(tokenize(text, 'en'), previous ? lineInfo(previous, 'en') : NO_PREVIOUS, lexiconFor('en').stop);
}

function realRow(u: RealUtterance, fold: number): MiRow {
  return {
    x: lineFeatures(u.text, u.previous),
    y: { question: u.question ? 1 : 0, open: u.question ? (u.open ? 1 : 0) : null, reflection: u.reflection ? 1 : 0, complex: u.reflection ? (u.complex ? 1 : 0) : null },
    fold,
  };
}

// The corpus's acts as MI labels. A commitment request may or may not be phrased as a question,
// and empathy ("That sounds hard") is a reflection of feeling to some coders and not to others:
// both say nothing to the head they would confuse. A summary is a complex reflection (MITI).
const QUESTIONS: Record<string, 0 | 1> = { open_question: 1, closed_question: 0 };
function corpusRow(text: string, context: string, act: string): MiRow {
  const question = act in QUESTIONS ? 1 : act === 'commitment_request' ? null : 0;
  const reflection = act === 'simple_reflection' || act === 'complex_reflection' || act === 'summary' ? 1 : act === 'empathy' ? null : 0;
  return {
    x: lineFeatures(text, context),
    y: { question, open: question === 1 ? QUESTIONS[act]! : null, reflection, complex: reflection === 1 ? (act === 'simple_reflection' ? 0 : 1) : null },
    fold: -1,
  };
}

export function miRows(annomiPath: string): MiRow[] {
  const real = loadAnnoMI(annomiPath);
  const folds = transcriptFolds(real, FOLDS);
  const rows = real.map((u) => realRow(u, folds.get(u.transcript)!));
  for (const it of loadCorpus().get('en') ?? []) if (it.split === 'tune') rows.push(corpusRow(it.text, it.context ?? '', it.label));
  return rows;
}

export function rowsDigest(rows: readonly MiRow[]): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(FIT_OPTIONS));
  for (const r of rows) h.update(`${r.fold}\t${MI_HEADS.map((k) => r.y[k]).join()}\t${r.x.join(' ')}\n`);
  return h.digest('hex').slice(0, 16);
}

export interface FitResult {
  /** Fitted on every row. */
  final: MiModelJson;
  /** Fold f: fitted on every row but the real lines of fold f (when folds were asked for). */
  folds: MiModelJson[];
}

/** Runs the scikit-learn fitter; `withFolds` adds one model per held-out fold. */
export function fitMi(rows: readonly MiRow[], withFolds: boolean): FitResult {
  const input = JSON.stringify({ rows, folds: withFolds ? FOLDS : 0, options: FIT_OPTIONS, heads: MI_HEADS });
  const out = execFileSync(PYTHON, [FITTER], { input, maxBuffer: 1 << 30, encoding: 'utf8' });
  const parsed = JSON.parse(out) as { final: MiModelJson['heads']; folds: Array<MiModelJson['heads']> };
  const model = (heads: MiModelJson['heads']): MiModelJson => ({ version: 1, language: 'en', heads });
  return { final: { ...model(parsed.final), trainedOn: rowsDigest(rows) }, folds: parsed.folds.map(model) };
}
