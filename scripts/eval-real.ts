// npm run eval:real -- --data <AnnoMI csv>: the MI heads (src/conversations/engine/acts/mi.ts)
// measured on real, expert-labelled therapy talk (AnnoMI, Wu et al., ICASSP 2022), held out by
// transcript: 5 folds of transcripts; each fold's model is fitted on the other folds' transcripts
// and the corpus's English tuning lines, then the engine's whole analyser (analyseTurn, with that
// fold's heads in place of the shipped ones) reads the fold's lines, the client's previous line as
// the character's. No transcript is in both. Prints per-fold and pooled figures.
import { MI_HEADS } from '../src/conversations/engine/acts/mi.js';
import { miModelFromJson } from '../src/conversations/engine/acts/mi.js';
import { fitMi, FOLDS, miRows, type MiRow } from './mi-data.js';
import { loadAnnoMI, type AnnotatorLabels, type RealUtterance } from './annomi.js';
import { analyseTurn } from '../src/conversations/engine/analyser.js';

export interface RealFigures {
  n: number;
  questionF1: number;
  /** Among lines labelled question that the model also reads as a question. */
  openClosedAccuracy: number;
  reflectionF1: number;
  /** Among lines labelled reflection that the model also reads as a reflection. */
  simpleComplexAccuracy: number;
  /** The same two accuracies over every labelled question / reflection (subtype head alone). */
  openClosedAllAccuracy: number;
  simpleComplexAllAccuracy: number;
}

export interface Reading { question: boolean; open: boolean; reflection: boolean; complex: boolean }
export interface Judged { gold: MiRow['y']; got: Reading; line?: RealUtterance }

export function figures(judged: readonly Judged[]): RealFigures {
  const f1 = (gold: (j: Judged) => boolean, got: (j: Judged) => boolean) => {
    let tp = 0, fp = 0, fn = 0;
    for (const j of judged) {
      if (got(j) && gold(j)) tp++;
      else if (got(j)) fp++;
      else if (gold(j)) fn++;
    }
    return tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
  };
  const acc = (among: (j: Judged) => boolean, right: (j: Judged) => boolean) => {
    const set = judged.filter(among);
    return set.length ? set.filter(right).length / set.length : 0;
  };
  return {
    n: judged.length,
    questionF1: f1((j) => j.gold.question === 1, (j) => j.got.question),
    openClosedAccuracy: acc((j) => j.gold.question === 1 && j.got.question, (j) => j.got.open === (j.gold.open === 1)),
    reflectionF1: f1((j) => j.gold.reflection === 1, (j) => j.got.reflection),
    simpleComplexAccuracy: acc((j) => j.gold.reflection === 1 && j.got.reflection, (j) => j.got.complex === (j.gold.complex === 1)),
    openClosedAllAccuracy: acc((j) => j.gold.question === 1, (j) => j.got.open === (j.gold.open === 1)),
    simpleComplexAllAccuracy: acc((j) => j.gold.reflection === 1, (j) => j.got.complex === (j.gold.complex === 1)),
  };
}

/** Held-out judgements of every real line, each by the model of the fold it was left out of. */
export function heldOut(annomiPath: string): { perFold: Judged[][]; pooled: Judged[] } {
  const rows = miRows(annomiPath);
  const real = loadAnnoMI(annomiPath);
  const { folds } = fitMi(rows, true);
  const perFold: Judged[][] = Array.from({ length: FOLDS }, () => []);
  folds.forEach((json, k) => {
    const model = miModelFromJson(json);
    rows.forEach((r, i) => {
      if (r.fold !== k) return;
      // The engine's whole reading of the line, with this fold's heads in place of the shipped ones.
      const f = analyseTurn(real[i]!.text, real[i]!.previous, 'en', model).features;
      const got = { question: f.openQuestions + f.closedQuestions > 0, open: f.openQuestions > 0, reflection: f.reflection, complex: f.complexReflection };
      perFold[k]!.push({ gold: r.y, got, line: real[i] });
    });
  });
  return { perFold, pooled: perFold.flat() };
}

/** Labels as the 0/1/null targets the heads are scored against. */
function asGold(l: Reading): MiRow['y'] {
  return { question: l.question ? 1 : 0, open: l.question ? (l.open ? 1 : 0) : null, reflection: l.reflection ? 1 : 0, complex: l.reflection ? (l.complex ? 1 : 0) : null };
}

/** The majority of some annotators' labels, by the loader's rule (scripts/annomi.ts): the subtype
 * among those who said the behaviour is there; a tie goes to the lowest annotator id. */
function majorityOf(labels: readonly AnnotatorLabels[]): Reading {
  const vote = (among: readonly AnnotatorLabels[], pick: (l: AnnotatorLabels) => boolean): boolean => {
    const yes = among.filter(pick).length;
    const no = among.length - yes;
    return yes !== no ? yes > no : pick(among[0]!);
  };
  const asked = labels.filter((l) => l.question);
  const reflected = labels.filter((l) => l.reflection);
  return {
    question: vote(labels, (l) => l.question),
    open: asked.length > 0 && vote(asked, (l) => l.open),
    reflection: vote(labels, (l) => l.reflection),
    complex: reflected.length > 0 && vote(reflected, (l) => l.complex),
  };
}

export interface Ceiling {
  utterances: number;
  annotators: number;
  /** One expert against the majority of the others, pooled over every expert left out in turn. */
  human: RealFigures;
  /** The engine's held-out reading against the same majorities. */
  engine: RealFigures;
}

/**
 * How far the labels themselves agree, on the utterances several experts labelled: each expert in
 * turn is scored as if it were a model against the majority of the other experts, and the engine's
 * held-out reading of the same lines against the same majorities. Where one expert falls short of
 * a target, the labels do not support the target.
 */
export function ceiling(judged: readonly Judged[]): Ceiling {
  const human: Judged[] = [];
  const engine: Judged[] = [];
  let utterances = 0;
  const ids = new Set<number>();
  for (const j of judged) {
    const labels = j.line?.annotators ?? [];
    if (labels.length < 3) continue;
    utterances++;
    for (const one of labels) {
      ids.add(one.annotator);
      const gold = asGold(majorityOf(labels.filter((l) => l !== one)));
      human.push({ gold, got: one });
      engine.push({ gold, got: j.got });
    }
  }
  return { utterances, annotators: ids.size, human: figures(human), engine: figures(engine) };
}

export function dataArg(argv: readonly string[]): string {
  const i = argv.indexOf('--data');
  const file = i >= 0 ? argv[i + 1] : undefined;
  if (!file) throw new Error('usage: --data <path to the AnnoMI csv>');
  return file;
}

function show(name: string, f: RealFigures): string {
  const p = (x: number) => x.toFixed(3);
  return `${name.padEnd(7)} n=${String(f.n).padStart(4)}  question F1 ${p(f.questionF1)}  open/closed acc ${p(f.openClosedAccuracy)} (all questions ${p(f.openClosedAllAccuracy)})  reflection F1 ${p(f.reflectionF1)}  simple/complex acc ${p(f.simpleComplexAccuracy)} (all reflections ${p(f.simpleComplexAllAccuracy)})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { perFold, pooled } = heldOut(dataArg(process.argv));
  console.log(`MI heads ${MI_HEADS.join(', ')}: ${FOLDS}-fold cross-validation grouped by transcript (held-out lines only)`);
  perFold.forEach((j, k) => console.log(show(`fold ${k}`, figures(j))));
  console.log(show('pooled', figures(pooled)));
  const c = ceiling(pooled);
  console.log(`\nThe labels' own agreement: ${c.utterances} utterances labelled by ${c.annotators} experts; each expert, then the engine (held out), against the majority of the other experts`);
  console.log(show('expert', c.human));
  console.log(show('engine', c.engine));
}
