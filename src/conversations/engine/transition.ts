// The transition function: (scenario category, role, phase, state, features) -> next state.
// Pure and deterministic; numbers are kept to 3 decimals so a transcript replays bit-for-bit and
// the report's deltas are exact.
//
// Model. A turn is reduced to a few drivers (each saturates, so repeating a phrase 5 times is not
// 5 times as strong):
//   E empathy   = empathy + 0.6 acknowledgement + 0.5 affirmation      (each capped at 2)
//   L listening = open questions (cap 2) + 1.5 if the turn reflects
//   V evidence  = evidence (cap 2) + 0.8 benefits (cap 2)
//   S structure = 0.7 structure markers (cap 3);  A assertive = assertive statements (cap 2)
//   P pressure (cap 3);  H hostility (cap 3)
// E, L, V, S, A raise trust and engagement and lower resistance and skepticism; P and H do the
// opposite, hostility twice as strongly. Each driver is multiplied by a category weight (a medical
// patient reacts to empathy 1.6x, a sales buyer to evidence 1.5x, a negotiation counterpart to
// structure and assertiveness 1.5x). All weights are positive, so in EVERY category listening and
// empathy help and hostility and pressure hurt; only the size differs.
// Commitment grows slowly with good turns and jumps (0.1 + 0.3 x readiness) when the learner
// asks for it AND the character is ready (readiness = trust - resistance > 0.1); asking too early
// raises resistance instead.
// Diminishing returns: a change is scaled by min(1, 2 * room left), so values taper off near 0 and 1.
import type { Category, Emotion } from './categories.js';
import type { ConversationRole, NpcState, TurnFeatures } from './types.js';

export interface CategoryWeights {
  empathy: number;
  listening: number;
  evidence: number;
  structure: number;
  assertive: number;
  pressure: number;
  hostility: number;
  closing: number;
}

const w = (empathy: number, listening: number, evidence: number, structure: number, assertive: number, pressure: number, hostility: number, closing: number): CategoryWeights => ({
  empathy,
  listening,
  evidence,
  structure,
  assertive,
  pressure,
  hostility,
  closing,
});

export const CATEGORY_WEIGHTS: Record<Category, CategoryWeights> = {
  //                       emp  lis  evi  str  ass  pre  hos  clo
  persuasion: w(1.0, 1.1, 1.3, 1.1, 0.9, 1.2, 1.0, 1.0),
  coaching: w(1.3, 1.5, 0.6, 0.9, 0.6, 1.4, 1.1, 0.9),
  academic_advising: w(1.3, 1.3, 0.8, 1.1, 0.7, 1.3, 1.1, 0.9),
  interview: w(0.8, 1.0, 1.3, 1.3, 1.1, 1.0, 1.2, 0.8),
  sales: w(0.9, 1.2, 1.5, 1.0, 0.9, 1.3, 1.0, 1.2),
  negotiation: w(0.8, 1.0, 1.1, 1.5, 1.5, 0.9, 1.0, 1.1),
  customer_support: w(1.4, 1.2, 0.9, 1.1, 0.7, 1.2, 1.4, 1.0),
  medical: w(1.6, 1.4, 0.8, 0.9, 0.6, 1.4, 1.3, 0.9),
  thesis_defense: w(0.6, 0.9, 1.6, 1.4, 1.2, 1.0, 1.2, 0.7),
  dating: w(1.3, 1.4, 0.4, 0.5, 0.8, 1.5, 1.5, 0.9),
};

/** Per-turn drivers, also used by the report to rank turns. */
export interface Drivers {
  E: number;
  L: number;
  V: number;
  S: number;
  A: number;
  P: number;
  H: number;
}

const cap = (x: number, c: number) => (x < c ? x : c);

export function drivers(f: TurnFeatures): Drivers {
  return {
    E: cap(f.empathy, 2) + 0.6 * cap(f.acknowledgement, 2) + 0.5 * cap(f.affirmation, 2),
    L: cap(f.openQuestions, 2) + (f.reflection ? 1.5 : 0),
    V: cap(f.evidence, 2) + 0.8 * cap(f.benefits, 2),
    S: 0.7 * cap(f.structure, 3),
    A: cap(f.assertive, 2),
    P: cap(f.pressure, 3),
    H: cap(f.hostility, 3),
  };
}

/** Final-state thresholds of a successful conversation (report outcome; the character's "yes"). */
export const SUCCESS = { commitment: 0.65, trust: 0.55, resistance: 0.45 } as const;

export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Applies a change with diminishing returns near the bounds, clamps to 0..1, keeps 3 decimals. */
export function nudge(x: number, d: number): number {
  if (!Number.isFinite(d) || d === 0) return x;
  const room = d > 0 ? 1 - x : x;
  const next = x + d * Math.min(1, 2 * room);
  return round3(next < 0 ? 0 : next > 1 ? 1 : next);
}

export interface TransitionInput {
  category: Category;
  role: ConversationRole;
  /** Index of the phase after this turn and how many phases there are (0 when the scenario has none). */
  phaseIndex: number;
  phaseCount: number;
  state: NpcState;
  features: TurnFeatures;
}

interface Deltas {
  trust: number;
  resistance: number;
  skepticism: number;
  engagement: number;
  commitment: number;
}

function learnerDeltas(cat: CategoryWeights, f: TurnFeatures, d: Drivers): Deltas {
  const closedOnly = f.closedQuestions > 0 && f.openQuestions === 0 && !f.reflection && !f.commitmentRequest ? 1 : 0;
  const mono = f.words > 150 ? 1 : f.words > 90 ? 0.5 : 0;
  const fill = cap(f.fillers, 4) / 4;
  const nothing = d.E + d.L + d.V + d.S + d.A + d.P + d.H === 0 && f.closedQuestions === 0 && !f.commitmentRequest;
  // A turn that neither listens, informs nor asks (tiny, or talk about oneself) costs attention.
  const tiny = nothing ? (f.words <= 2 ? 1 : 0.5) : 0;
  const E = cat.empathy * d.E;
  const L = cat.listening * d.L;
  const V = cat.evidence * d.V;
  const S = cat.structure * d.S;
  const A = cat.assertive * d.A;
  const P = cat.pressure * d.P;
  const H = cat.hostility * d.H;
  return {
    trust: 0.035 * E + 0.025 * L + 0.015 * V + 0.012 * S + 0.01 * A - 0.06 * P - 0.11 * H - 0.01 * closedOnly - 0.01 * fill,
    resistance: -0.03 * E - 0.022 * L - 0.02 * V - 0.01 * S - 0.008 * A + 0.06 * P + 0.1 * H + 0.01 * closedOnly + 0.015 * mono,
    skepticism: -0.012 * E - 0.012 * L - 0.03 * V - 0.008 * S - 0.005 * A + 0.045 * P + 0.06 * H + 0.015 * fill + 0.01 * mono,
    engagement: 0.012 * E + 0.025 * L + 0.01 * V + 0.01 * S + 0.005 * A - 0.02 * P - 0.06 * H - 0.04 * mono - 0.015 * closedOnly - 0.02 * tiny,
    commitment: 0.006 * E + 0.006 * L + 0.01 * V + 0.006 * S + 0.004 * A - 0.03 * P - 0.07 * H,
  };
}

// Role counterpart: the learner plays the character, the engine the practitioner. The state
// describes how far the practitioner has got with the character AS THE LEARNER PORTRAYS IT: the
// character's own agreement warms it up, objections and hostility hold it back, and a skilled
// practitioner earns a little trust each calm turn.
function counterpartDeltas(f: TurnFeatures, d: Drivers): Deltas {
  const agree = cap(f.agreement, 3) + (f.commitmentRequest ? 0.5 : 0);
  const object = cap(f.objection, 3);
  const warmth = d.E;
  const H = d.H;
  const calm = H === 0 ? 1 : 0;
  return {
    trust: 0.01 * calm + 0.02 * agree + 0.02 * warmth - 0.01 * object - 0.08 * H,
    resistance: -0.006 * calm - 0.025 * agree - 0.015 * warmth + 0.025 * object + 0.08 * H + 0.02 * d.P,
    skepticism: -0.015 * agree + 0.02 * object + 0.04 * H,
    engagement: (f.words >= 6 ? 0.015 : -0.01) + 0.01 * agree + 0.005 * object - 0.04 * H,
    commitment: 0.025 * agree - 0.01 * object - 0.05 * H,
  };
}

export function nextState(input: TransitionInput, weights: CategoryWeights = CATEGORY_WEIGHTS[input.category]): NpcState {
  const { state, features: f } = input;
  const d = drivers(f);
  const delta = input.role === 'counterpart' ? counterpartDeltas(f, d) : learnerDeltas(weights, f, d);
  const trust = nudge(state.trust, delta.trust);
  let resistance = nudge(state.resistance, delta.resistance);
  let commitment = delta.commitment;
  // The later the phase, the more a good turn moves commitment (people decide at the end).
  if (input.phaseCount > 1 && commitment > 0) commitment *= 1 + 0.5 * (input.phaseIndex / (input.phaseCount - 1));
  if (input.role === 'learner' && f.commitmentRequest) {
    const readiness = trust - resistance;
    if (readiness > 0.1) commitment += weights.closing * (0.1 + 0.3 * readiness);
    else resistance = nudge(resistance, 0.03);
  }
  const next: NpcState = {
    trust,
    resistance,
    commitment_level: nudge(state.commitment_level, commitment),
    skepticism: nudge(state.skepticism, delta.skepticism),
    engagement: nudge(state.engagement, delta.engagement),
    emotion: state.emotion,
  };
  next.emotion = emotionFor(input.category, state, next, f, d);
  return next;
}

/**
 * Emotion after a turn, first rule that applies:
 * hostility -> angry (trust < 0.35) or frustrated; pressure -> anxious (medical, dating, advising,
 * coaching) or guarded; commitment >= 0.7, trust >= 0.6 and resistance <= 0.45 -> convinced; resistance fell by 0.05+
 * from a negative emotion -> relieved; trust >= 0.65 -> warm; engagement >= 0.55 after an open
 * question or evidence -> curious; resistance >= 0.6 or skepticism >= 0.65 -> guarded (anxious for
 * a patient); otherwise neutral.
 */
export function emotionFor(category: Category, prev: NpcState, next: NpcState, f: TurnFeatures, d: Drivers): Emotion {
  const vulnerable = category === 'medical' || category === 'dating' || category === 'academic_advising' || category === 'coaching';
  if (d.H > 0) return next.trust < 0.35 ? 'angry' : 'frustrated';
  if (d.P > 0) return vulnerable ? 'anxious' : 'guarded';
  // Convinced only when the character would also say yes (replies.ts agreesNow): the mood shown
  // and the stance the character states come from one state.
  if (next.commitment_level >= 0.7 && next.trust >= 0.6 && next.resistance <= SUCCESS.resistance) return 'convinced';
  const negative = prev.emotion === 'angry' || prev.emotion === 'frustrated' || prev.emotion === 'anxious' || prev.emotion === 'guarded';
  if (negative && prev.resistance - next.resistance >= 0.05) return 'relieved';
  if (next.trust >= 0.65) return 'warm';
  if (next.engagement >= 0.55 && (f.openQuestions > 0 || d.V > 0 || f.reflection)) return 'curious';
  if (next.resistance >= 0.6 || next.skepticism >= 0.65) return category === 'medical' ? 'anxious' : 'guarded';
  return 'neutral';
}

/** Skepticism and engagement are not in scenarios; derive them from the initial trust and resistance. */
export function initialDerived(trust: number, resistance: number): { skepticism: number; engagement: number } {
  const clamp = (x: number) => round3(x < 0 ? 0 : x > 1 ? 1 : x);
  return {
    skepticism: clamp(0.2 + 0.4 * resistance + 0.3 * (1 - trust)),
    engagement: clamp(0.35 + 0.3 * trust + 0.15 * (1 - resistance)),
  };
}
