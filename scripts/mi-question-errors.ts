// node --import tsx scripts/mi-question-errors.ts --data <AnnoMI csv> [--lines]: where the whole analyser's question
// reading (analyseTurn) parts from the experts' on real therapy talk, sorted into kinds and
// counted, on eval:real's DEVELOPMENT folds only (folds 0-2, the same transcript folds and fold
// models as eval:real). Folds 3-4 are kept for confirming a change: this script never reads or
// prints their lines. `--lines` prints each error line beside its labels and the heads' log-odds.
import { analyseTurn, lineInfo, ruleAnalysis } from '../src/conversations/engine/analyser.js';
import { miModelFromJson, miScores, NO_PREVIOUS } from '../src/conversations/engine/acts/mi.js';
import { lexiconFor } from '../src/conversations/engine/lang/index.js';
import { loadAnnoMI, type RealUtterance } from './annomi.js';
import { dataArg, figures, type Judged } from './eval-real.js';
import { fitMi, miRows } from './mi-data.js';

/** eval:real's folds that may be read and tuned on; the others are for confirming only. */
export const DEV_FOLDS = [0, 1, 2] as const;

const TAG = /\b(right|okay|ok|yeah|huh|correct|you know|is it|isn'?t it|aren'?t you|don'?t you|do you|did you|is that right|is that true|no)\s*\?\s*$/i;
const PROMPT = /\b(tell me|talk (to me )?about|walk me through|describe|explain|say (a little )?more|share|let'?s (talk|look|explore|hear|think)|i'?m (curious|wondering)|i wonder|i'?d (like|love) to (hear|know)|help me understand|i was wondering)\b/i;
const TRAILING = /(-|--|…|\.\.\.)\s*$/;

export interface QuestionError {
  kind: string;
  u: RealUtterance;
  fold: number;
  question: number;
  open: number;
  rules: { open: number; closed: number };
}

/** The kind of one disagreement, from the line's surface (how a trainer would sort it). */
function kindOf(u: RealUtterance, got: Judged['got'], rules: { open: number; closed: number }): string | undefined {
  const text = u.text.trim();
  const marks = (text.match(/\?/g) ?? []).length;
  const endsAsking = /\?["'”’)\s]*$/.test(text);
  if (u.question && !got.question) {
    if (marks === 0) {
      if (PROMPT.test(text)) return 'missed: no "?", a prompt or wondering ("Tell me about...", "I\'m curious...")';
      if (TRAILING.test(text)) return 'missed: no "?", cut off or trailing ("And the-", "so...")';
      return 'missed: no "?", said as a statement';
    }
    if (!endsAsking) return 'missed: "?" inside a longer turn, not at its end';
    if (TAG.test(text)) return 'missed: ends in a tag ("right?", "okay?")';
    return 'missed: ends in "?"';
  }
  if (!u.question && got.question) {
    if (marks === 0) return 'extra: no "?" (the head or a prompt rule)';
    if (TAG.test(text)) return `extra: ends in a tag ("right?", "you know?")${u.reflection ? ', experts: reflection' : ''}`;
    if (!endsAsking) return `extra: "?" inside a longer turn${u.reflection ? ', experts: reflection' : ''}`;
    return `extra: ends in "?"${u.reflection ? ', experts: reflection' : ''}`;
  }
  if (u.question && got.question && got.open !== u.open) {
    const several = rules.open + rules.closed >= 2 ? ' (several questions: the rules\' count stands)' : '';
    return u.open ? `open read as closed${several}` : `closed read as open${several}`;
  }
  return undefined;
}

/** The dev folds' held-out readings and every question error among them. */
export function questionErrors(annomiPath: string): { judged: Judged[][]; errors: QuestionError[] } {
  const rows = miRows(annomiPath);
  const real = loadAnnoMI(annomiPath);
  const { folds } = fitMi(rows, true);
  const stop = lexiconFor('en').stop;
  const judged: Judged[][] = [];
  const errors: QuestionError[] = [];
  for (const k of DEV_FOLDS) {
    const model = miModelFromJson(folds[k]!);
    const mine: Judged[] = [];
    rows.forEach((r, i) => {
      if (r.fold !== k) return;
      const u = real[i]!;
      const f = analyseTurn(u.text, u.previous, 'en', model).features;
      const got = { question: f.openQuestions + f.closedQuestions > 0, open: f.openQuestions > 0, reflection: f.reflection, complex: f.complexReflection };
      mine.push({ gold: r.y, got, line: u });
      const rf = ruleAnalysis(u.text, u.previous, 'en');
      const rules = { open: rf.features.openQuestions, closed: rf.features.closedQuestions };
      const kind = kindOf(u, got, rules);
      if (!kind) return;
      const s = miScores(model, rf.tokens, u.previous ? lineInfo(u.previous, 'en') : NO_PREVIOUS, stop);
      errors.push({ kind, u, fold: k, question: s[0]!, open: s[1]!, rules });
    });
    judged.push(mine);
  }
  return { judged, errors };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { judged, errors } = questionErrors(dataArg(process.argv));
  const p = (x: number) => x.toFixed(3);
  judged.forEach((j, i) => {
    const f = figures(j);
    console.log(`dev fold ${DEV_FOLDS[i]}: n=${f.n} question F1 ${p(f.questionF1)} open/closed ${p(f.openClosedAccuracy)} reflection F1 ${p(f.reflectionF1)} simple/complex ${p(f.simpleComplexAccuracy)}`);
  });
  const f = figures(judged.flat());
  console.log(`dev folds pooled: n=${f.n} question F1 ${p(f.questionF1)} open/closed ${p(f.openClosedAccuracy)} reflection F1 ${p(f.reflectionF1)} simple/complex ${p(f.simpleComplexAccuracy)}`);
  const counts = new Map<string, QuestionError[]>();
  for (const e of errors) counts.set(e.kind, [...(counts.get(e.kind) ?? []), e]);
  console.log('\nquestion errors on the dev folds, by kind:');
  for (const [kind, list] of [...counts].sort((a, b) => b[1].length - a[1].length)) console.log(`${String(list.length).padStart(4)}  ${kind}`);
  if (process.argv.includes('--lines')) {
    for (const [kind, list] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
      console.log(`\n## ${kind}`);
      for (const e of list) {
        const gold = e.u.question ? (e.u.open ? 'OPEN' : 'CLOSED') : e.u.reflection ? 'REFL' : '-';
        console.log(`[f${e.fold} t${e.u.transcript}] gold=${gold} q=${e.question.toFixed(2)} o=${e.open.toFixed(2)} rules=${e.rules.open}/${e.rules.closed} | ${e.u.text.replace(/\s+/g, ' ')}  <<< ${e.u.previous.replace(/\s+/g, ' ').slice(-80)}`);
      }
    }
  }
}
