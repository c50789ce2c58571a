// Coach hints from deterministic triggers; at most one per turn. Priority, first match wins:
//   role learner
//   1 warning    the turn's act is a threat, an ultimatum, a dismissal or blame (its own advice)
//   1 warning    hostility in this turn (insults; the lexicon's hostile words)
//   2 warning    pressure in this turn
//   2 suggestion the turn's act is sarcasm or a defensive deflection ("that's our policy")
//   3 warning    this turn skipped a critical phase
//   4 suggestion 3 closed questions in a row (again at 6, 9, ...), except in the last phase, where
//                closed questions pin down the agreement
//   5 suggestion monologue: more than 120 words in this turn
//   6 suggestion near the end without any commitment request (once): options.max_user_turns is
//                known and at most 2 turns are left, or the last phase has had 2+ turns
//   7 praise     a reflection (not within 2 turns of the previous praise)
//   8 praise     empathy or acknowledgement (same spacing)
//   9 phase      the phase changed
//   role counterpart (the learner plays the character)
//   1 info       very short answers (under 4 words; at most every 3 turns)
//   2 suggestion agreeing in the first 2 turns while the character starts resistant (>= 0.5)
//                and has raised no objection yet
//   3 phase      the phase changed
import { copyCounters, type Counters } from './counters.js';
import { say, snake } from './messages.js';
import type { Act } from './acts/acts.js';
import type { CoachKey } from './lang/types.js';
import type { CoachHint, ConversationRole, Formality, TurnFeatures } from './types.js';

/** Acts with advice of their own (acts/acts.ts); insults and pressure use the general warnings. */
const WARNED = new Map<Act, CoachKey>([['threat', 'threat'], ['ultimatum', 'ultimatum'], ['dismissal', 'dismissal'], ['blame', 'blame']]);

/** The warning a learner's turn earns, if any (rules 1 and 2 above); scored on the corpus by npm run eval:pedagogy. */
export function warningFor(f: TurnFeatures): CoachKey | null {
  const own = WARNED.get(f.act);
  if (own) return own;
  if (f.hostility > 0) return 'hostility';
  if (f.pressure > 0) return 'pressure';
  return null;
}

export interface CoachInput {
  role: ConversationRole;
  features: TurnFeatures;
  counters: Counters;
  /** The session's text locale (engine/messages.ts). */
  locale: string;
  /** The character's register, for the example lines a hint quotes. */
  formality: Formality;
  phaseChanged: boolean;
  phaseLabel: string | null;
  skippedCriticalLabel: string | null;
  inLastPhase: boolean;
  maxUserTurns: number | undefined;
  initialResistance: number;
  now: number;
}

export interface CoachResult {
  hint: CoachHint | null;
  /** Counter updates caused by the hint (spacing bookkeeping). */
  counters: Counters;
}

/** `c` with one field changed, as a copy (see counters.ts on why not a spread). */
function updated(c: Counters, key: 'lastShortHintTurn' | 'noCommitHinted' | 'lastPraiseTurn', value: number): Counters {
  const next = copyCounters(c);
  next[key] = value;
  return next;
}

export function coachHint(input: CoachInput): CoachResult {
  const { features: f, counters: c, now } = input;
  // Only the hint given is formatted; the catalogue caches the formatter per locale and key.
  const hint = (type: CoachHint['type'], key: CoachKey, params?: Record<string, string | number>): CoachHint => ({
    type,
    message: say(input.locale, `coach.${snake(key)}`, { formality: input.formality, ...params }),
    timestamp: now,
  });
  if (input.role === 'counterpart') {
    if (f.words < 4 && c.turn - c.lastShortHintTurn >= 3) return { hint: hint('info', 'counterpartShort'), counters: updated(c, 'lastShortHintTurn', c.turn) };
    if (c.turn <= 2 && input.initialResistance >= 0.5 && f.agreement > 0 && f.objection === 0) return { hint: hint('suggestion', 'counterpartFlat'), counters: c };
    if (input.phaseChanged && input.phaseLabel) return { hint: hint('phase', 'phaseChange', { phase: input.phaseLabel }), counters: c };
    return { hint: null, counters: c };
  }
  const warned = warningFor(f);
  if (warned) return { hint: hint('warning', warned), counters: c };
  if (f.act === 'sarcasm') return { hint: hint('suggestion', 'sarcasm'), counters: c };
  if (f.act === 'defensive_deflection') return { hint: hint('suggestion', 'deflection'), counters: c };
  if (input.skippedCriticalLabel) return { hint: hint('warning', 'skippedCritical', { phase: input.skippedCriticalLabel }), counters: c };
  if (!input.inLastPhase && f.closedQuestions > 0 && f.openQuestions === 0 && c.closedStreak >= 3 && c.closedStreak % 3 === 0) return { hint: hint('suggestion', 'closedStreak', { n: c.closedStreak }), counters: c };
  if (f.words > 120) return { hint: hint('suggestion', 'monologue', { n: f.words }), counters: c };
  const nearEnd = input.maxUserTurns !== undefined ? input.maxUserTurns - c.turn <= 2 && input.maxUserTurns >= 4 : input.inLastPhase && c.turnsInPhase >= 2;
  if (nearEnd && c.commitmentRequests === 0 && c.noCommitHinted === 0) return { hint: hint('suggestion', 'noCommitment'), counters: updated(c, 'noCommitHinted', 1) };
  const praiseAllowed = c.turn - c.lastPraiseTurn > 2;
  if (praiseAllowed && f.reflection) return { hint: hint('praise', 'reflectionPraise'), counters: updated(c, 'lastPraiseTurn', c.turn) };
  if (praiseAllowed && f.empathy + f.acknowledgement > 0) return { hint: hint('praise', 'empathyPraise'), counters: updated(c, 'lastPraiseTurn', c.turn) };
  if (input.phaseChanged && input.phaseLabel) return { hint: hint('phase', 'phaseChange', { phase: input.phaseLabel }), counters: c };
  return { hint: null, counters: c };
}
