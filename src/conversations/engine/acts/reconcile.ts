// The act classifier and the rule lexicons read the same line; when they disagree, a confident
// act wins and the feature counts are brought in line with it, so the state transition, the coach
// and the report all see one reading of the turn (docs/engine.md, "How a turn is judged"):
// - a commitment request is not an open question ("How about we book a demo?" asks for a step);
// - calm disagreement is not pressure, and a sincere reflection or empathy is not hostile (an
//   insult at the end of a polite line still is);
// - threats, ultimatums, dismissals, blame and insults are hostile even without a lexicon word;
// - sarcasm's praise words are not affirmation.
import type { RuleFeatures, TurnFeatures } from '../features.js';
import { CONSTRUCTIVE_ACTS, type Act } from './acts.js';
import type { ActReading } from './model.js';
import type { MiReading } from './mi.js';

/** Below this probability (a near-tie among 19 acts) the act is reported but the rule counts
 * stand. Cross-validation on the tuning lines (npm run cv:acts) showed the coach's warnings the
 * same from 0.3 to 0.5; 0.35 lets more of the classifier's commitment requests count. */
export const CONFIDENT = 0.35;
/** Silencing a warning the lexicon rules found (a pushy or hostile phrase) takes more: the act
 * must be a calm one with at least this probability. */
export const CALMING = 0.5;

// Acts that often name a hostile word only to give it back or to reject it: "you feel they treated
// you like an idiot", "I don't think Lena is lazy".
const ECHOING = new Set(['simple_reflection', 'complex_reflection', 'empathy', 'summary', 'calm_disagreement']);
const HOSTILE = new Set(['ultimatum', 'threat', 'blame', 'dismissal', 'insult']);

export function reconcile(rule: RuleFeatures, reading: ActReading): TurnFeatures {
  // Written out field by field: V8 copies `{ ...rule, act }` through a slow path (see counters.ts).
  const f: TurnFeatures = {
    words: rule.words,
    openQuestions: rule.openQuestions,
    closedQuestions: rule.closedQuestions,
    reflection: rule.reflection,
    complexReflection: rule.complexReflection,
    empathy: rule.empathy,
    acknowledgement: rule.acknowledgement,
    affirmation: rule.affirmation,
    pressure: rule.pressure,
    hostility: rule.hostility,
    evidence: rule.evidence,
    benefits: rule.benefits,
    structure: rule.structure,
    commitmentRequest: rule.commitmentRequest,
    fillers: rule.fillers,
    assertive: rule.assertive,
    agreement: rule.agreement,
    objection: rule.objection,
    act: reading.act,
  };
  const act = reading.act;
  // A hostile reading is never ignored: a coach that misses a threat costs more than one that
  // warns once too often. Calming a rule's finding, or changing counts, needs a confident act.
  if (HOSTILE.has(act)) f.hostility = Math.max(1, f.hostility);
  if (act === 'pressure' || act === 'ultimatum') f.pressure = Math.max(1, f.pressure);
  if (reading.confidence < CONFIDENT) return f;
  if (CONSTRUCTIVE_ACTS.has(act) && reading.confidence >= CALMING) {
    // Pressure words are often plain talk ("right now", "we need to"); hostile words rarely are,
    // unless the line gives them back or rejects them (ECHOING).
    f.pressure = 0;
    if (ECHOING.has(act)) f.hostility = 0;
  }
  switch (act) {
    case 'open_question':
      f.openQuestions = Math.max(1, f.openQuestions);
      f.commitmentRequest = false;
      break;
    case 'closed_question':
      if (f.openQuestions === 0) f.closedQuestions = Math.max(1, f.closedQuestions);
      f.commitmentRequest = false;
      break;
    case 'commitment_request':
      f.commitmentRequest = true;
      f.openQuestions = 0;
      f.closedQuestions = 0;
      break;
    case 'simple_reflection':
      f.reflection = true;
      break;
    case 'complex_reflection':
      f.reflection = true;
      f.complexReflection = true;
      break;
    case 'empathy':
      f.empathy = Math.max(1, f.empathy);
      break;
    case 'affirmation':
      f.affirmation = Math.max(1, f.affirmation);
      break;
    case 'summary':
      f.structure = Math.max(1, f.structure);
      break;
    case 'pressure':
    case 'ultimatum':
      f.pressure = Math.max(1, f.pressure);
      f.commitmentRequest = false;
      break;
    case 'sarcasm':
      f.affirmation = 0;
      f.empathy = 0;
      f.reflection = false;
      f.complexReflection = false;
      break;
    default:
      break;
  }
  return f;
}

// Acts the corpus-trained classifier can be sure a line is, and that are no reflection.
const NOT_REFLECTING = new Set<Act>(['information_giving', 'commitment_request', 'filler']);
const SURE = 0.7;
/** Lines this short that neither share a word with the other's last line nor speak of "you" are
 * not taken as reflections ("It costs money."). */
const SHORT = 6;
/** A reflection head this sure (log-odds; probability 0.73) outweighs the act classifier's sure
 * "filler": in real talk that reading mostly comes from a backchannel before a phrase. */
export const SURE_HEAD = 1;

/** What the MI vetoes read of the line besides the counts. */
export interface MiLine {
  /** The reflection head's log-odds. */
  reflectionOdds: number;
  /** The lexicon's evidence words (`f.evidence` also counts a figure: a number, a percentage). */
  evidenceWords: number;
  /** The lexicon's hostility count. */
  hostility: number;
  /** Shares a content word with the other's last line, or speaks of "you". Asked only when needed. */
  anchored: () => boolean;
  /** The rules found an open prompt in a line without "?" ("Tell me about your week."). */
  prompted: boolean;
  /** Its only question sentences are asides ("You know what? ...", mi.ts asksOnlyAsides). */
  asides: boolean;
}

/**
 * The MITI counts from the model trained on real talk (acts/mi.ts) replace the rules' and the
 * act's. Measured on held-out real transcripts (npm run eval:real), letting the act classifier's
 * hostile, sarcastic or commitment readings override them lowered question F1 from 0.90 to 0.86
 * and reflection F1 from 0.69 to 0.65 (those readings are often wrong on long, hedged turns), so
 * only these stay:
 * - a request for a step is never an open question (a closed one when asked as a question, as
 *   MITI codes it);
 * - a line of several questions keeps the rules' count of each kind (MITI counts one per
 *   utterance; a learner's turn may ask more);
 * - an open prompt without "?" ("Tell me about your week.") is an open question whatever the head
 *   read (MITI codes it so; on real talk the head missed a few, mostly inside long turns), and a
 *   "?" that only closes an aside ("You know what? ...", "Know what I mean?") asks nothing;
 * - a reflection the rules found (a reflective stem, or a paraphrase of 3+ of their words) stays;
 * - no reflection where the rules found none and (b) the line states the learner's own proposal
 *   or brings evidence in words ("I propose", "research shows"; a figure alone is not evidence
 *   here: "£50 a week" often gives back the other's own sum), (c) the act classifier is sure it is
 *   information or a request, or filler unless the head is sure (a backchannel before a phrase,
 *   "Mm-hmm, part of the culture", is read as filler), or (d) a line of at most 6 words has
 *   nothing to reflect (`anchored()` false, asked only then: no word of theirs, no "you"). These
 *   keep plain statements in sales and negotiation practice from counting as reflections ("Let
 *   us talk about our product." after a complaint, "It costs money.");
 * - (a) no reflection where the lexicon found hostility ("that is ridiculous, you are wrong"): the
 *   heads fitted mostly on therapy talk read "you are ..." as giving back (the act classifier's
 *   hostile readings, which misfire on long hedged turns, would cost 0.028 of reflection F1).
 * What each costed in reflection F1 on real talk before these narrowings, turned off alone
 * (eval:real's five held-out folds pooled; per fold in docs/engine.md): the short line 0.017,
 * proposal or evidence 0.005, a sure information/request/filler act 0.005, hostility 0.001; all
 * together 0.028. The two narrowings above won back 0.009 (0.011 on the folds held back to
 * confirm them); the complex head is untouched, so a reflection found before keeps its subtype.
 */
export function withMiReading(f: TurnFeatures, mi: MiReading, act: ActReading, ruleReflection: boolean, line: MiLine): void {
  let vetoed = false;
  if (!ruleReflection && mi.reflection) {
    const sure = line.reflectionOdds >= SURE_HEAD;
    vetoed =
      line.hostility > 0 ||
      f.assertive + line.evidenceWords > 0 ||
      (NOT_REFLECTING.has(act.act) && act.confidence >= SURE && (act.act !== 'filler' || !sure)) ||
      (f.words <= SHORT && !line.anchored());
  }
  f.reflection = (mi.reflection && !vetoed) || ruleReflection;
  f.complexReflection = f.reflection && mi.complex;
  const several = f.openQuestions + f.closedQuestions >= 2;
  const asks = mi.question && !line.asides;
  if (f.act === 'commitment_request' || f.commitmentRequest) {
    f.openQuestions = 0;
    f.closedQuestions = asks ? 1 : 0;
  } else if (!asks) {
    // The rules' open prompts stand (at least one: neither the act nor the rules lower it).
    if (!line.prompted) f.openQuestions = 0;
    f.closedQuestions = 0;
  } else if (!several) {
    f.openQuestions = mi.open ? 1 : 0;
    f.closedQuestions = mi.open ? 0 : 1;
  }
}
