// The act classifier and the rule lexicons read the same line; when they disagree, a confident
// act wins and the feature counts are brought in line with it, so the state transition, the coach
// and the report all see one reading of the turn (docs/engine.md, "How a turn is judged"):
// - a commitment request is not an open question ("How about we book a demo?" asks for a step);
// - calm disagreement is not pressure, and a sincere reflection or empathy is not hostile (an
//   insult at the end of a polite line still is);
// - threats, ultimatums, dismissals, blame and insults are hostile even without a lexicon word;
// - sarcasm's praise words are not affirmation.
import type { RuleFeatures, TurnFeatures } from '../types.js';
import { CONSTRUCTIVE_ACTS } from './acts.js';
import type { ActReading } from './model.js';

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
  const f: TurnFeatures = { ...rule, act: reading.act };
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
    case 'complex_reflection':
      f.reflection = true;
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
      break;
    default:
      break;
  }
  return f;
}
