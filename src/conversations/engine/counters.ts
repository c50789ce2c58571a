// Running counters of a session: what the failure conditions, the coach and the metrics read.
// Always created with every key in the same order, so V8 keeps them as one compact hidden class.
import { VAR_INDEX, VARIABLE_NAMES, type Vars } from './conditions.js';
import type { NpcState, TurnFeatures } from './types.js';

export type Counters = {
  turn: number;
  closedStreak: number;
  hostileTurns: number;
  pushyTurns: number;
  empathyTurns: number;
  reflectionTurns: number;
  /** Reflections the analyser read as complex (MITI). */
  complexReflectionTurns: number;
  openQuestions: number;
  closedQuestions: number;
  commitmentRequests: number;
  evidenceTurns: number;
  structureTurns: number;
  assertiveTurns: number;
  learnerWords: number;
  npcWords: number;
  lastTurnWords: number;
  maxTurnWords: number;
  fillerWords: number;
  skippedCritical: number;
  turnsInPhase: number;
  /** Turn of the last praise hint (coach spacing). */
  lastPraiseTurn: number;
  /** 1 once the "ask for a commitment" hint has been given. */
  noCommitHinted: number;
  /** Turn of the last counterpart "say more" hint. */
  lastShortHintTurn: number;
  // The character's progress (character.ts): bit i set = fact i told / objection i raised / settled.
  factsTold: number;
  objectionsRaised: number;
  objectionsSettled: number;
  /** The hidden-need ladder: 0 nothing, 1 hint, 2 partial admission, 3 the full need. */
  rung: number;
  /** 1 once the character agreed to a next step. */
  agreed: number;
};

export function newCounters(openingWords: number): Counters {
  return {
    turn: 0,
    closedStreak: 0,
    hostileTurns: 0,
    pushyTurns: 0,
    empathyTurns: 0,
    reflectionTurns: 0,
    complexReflectionTurns: 0,
    openQuestions: 0,
    closedQuestions: 0,
    commitmentRequests: 0,
    evidenceTurns: 0,
    structureTurns: 0,
    assertiveTurns: 0,
    learnerWords: 0,
    npcWords: openingWords,
    lastTurnWords: 0,
    maxTurnWords: 0,
    fillerWords: 0,
    skippedCritical: 0,
    turnsInPhase: 0,
    lastPraiseTurn: -10,
    noCommitHinted: 0,
    lastShortHintTurn: -10,
    factsTold: 0,
    objectionsRaised: 0,
    objectionsSettled: 0,
    rung: 0,
    agreed: 0,
  };
}

// Counters are written out field by field below, never as `{ ...c, x }`: V8 clones a 22-field
// object with overrides through a slow path (~3 us against ~50 ns for a literal, measured), and
// that ran on every turn.

/** A copy with the same shape (for the few updates made after countTurn). */
export function copyCounters(c: Counters): Counters {
  return {
    turn: c.turn,
    closedStreak: c.closedStreak,
    hostileTurns: c.hostileTurns,
    pushyTurns: c.pushyTurns,
    empathyTurns: c.empathyTurns,
    reflectionTurns: c.reflectionTurns,
    complexReflectionTurns: c.complexReflectionTurns,
    openQuestions: c.openQuestions,
    closedQuestions: c.closedQuestions,
    commitmentRequests: c.commitmentRequests,
    evidenceTurns: c.evidenceTurns,
    structureTurns: c.structureTurns,
    assertiveTurns: c.assertiveTurns,
    learnerWords: c.learnerWords,
    npcWords: c.npcWords,
    lastTurnWords: c.lastTurnWords,
    maxTurnWords: c.maxTurnWords,
    fillerWords: c.fillerWords,
    skippedCritical: c.skippedCritical,
    turnsInPhase: c.turnsInPhase,
    lastPraiseTurn: c.lastPraiseTurn,
    noCommitHinted: c.noCommitHinted,
    lastShortHintTurn: c.lastShortHintTurn,
    factsTold: c.factsTold,
    objectionsRaised: c.objectionsRaised,
    objectionsSettled: c.objectionsSettled,
    rung: c.rung,
    agreed: c.agreed,
  };
}

/** The counters after a learner turn (a new object; the input is untouched). */
export function countTurn(c: Counters, f: TurnFeatures): Counters {
  const closedOnly = f.closedQuestions > 0 && f.openQuestions === 0;
  // A literal copy, then stores to existing fields: the hidden class never changes.
  const next = copyCounters(c);
  next.turn = c.turn + 1;
  next.closedStreak = closedOnly ? c.closedStreak + 1 : f.openQuestions > 0 || f.reflection ? 0 : c.closedStreak;
  next.hostileTurns = c.hostileTurns + (f.hostility > 0 ? 1 : 0);
  next.pushyTurns = c.pushyTurns + (f.pressure > 0 ? 1 : 0);
  next.empathyTurns = c.empathyTurns + (f.empathy + f.acknowledgement > 0 ? 1 : 0);
  next.reflectionTurns = c.reflectionTurns + (f.reflection ? 1 : 0);
  next.complexReflectionTurns = c.complexReflectionTurns + (f.reflection && f.complexReflection ? 1 : 0);
  next.openQuestions = c.openQuestions + f.openQuestions;
  next.closedQuestions = c.closedQuestions + f.closedQuestions;
  next.commitmentRequests = c.commitmentRequests + (f.commitmentRequest ? 1 : 0);
  next.evidenceTurns = c.evidenceTurns + (f.evidence + f.benefits > 0 ? 1 : 0);
  next.structureTurns = c.structureTurns + (f.structure > 0 ? 1 : 0);
  next.assertiveTurns = c.assertiveTurns + (f.assertive > 0 ? 1 : 0);
  next.learnerWords = c.learnerWords + f.words;
  next.lastTurnWords = f.words;
  next.maxTurnWords = Math.max(c.maxTurnWords, f.words);
  next.fillerWords = c.fillerWords + f.fillers;
  return next;
}

/** The numeric vector a compiled condition reads (see conditions.ts VARIABLES). */
export function conditionVars(c: Counters, state: NpcState, initial: NpcState, phaseIndex: number): Vars {
  const v = new Float64Array(VARIABLE_NAMES.length);
  v[VAR_INDEX.trust] = state.trust;
  v[VAR_INDEX.resistance] = state.resistance;
  v[VAR_INDEX.commitment_level] = state.commitment_level;
  v[VAR_INDEX.skepticism] = state.skepticism;
  v[VAR_INDEX.engagement] = state.engagement;
  v[VAR_INDEX.turn] = c.turn;
  v[VAR_INDEX.closed_question_streak] = c.closedStreak;
  v[VAR_INDEX.hostile_turns] = c.hostileTurns;
  v[VAR_INDEX.pushy_turns] = c.pushyTurns;
  v[VAR_INDEX.empathy_turns] = c.empathyTurns;
  v[VAR_INDEX.reflection_turns] = c.reflectionTurns;
  v[VAR_INDEX.open_questions] = c.openQuestions;
  v[VAR_INDEX.closed_questions] = c.closedQuestions;
  v[VAR_INDEX.commitment_requests] = c.commitmentRequests;
  v[VAR_INDEX.evidence_turns] = c.evidenceTurns;
  v[VAR_INDEX.structure_turns] = c.structureTurns;
  v[VAR_INDEX.assertive_turns] = c.assertiveTurns;
  v[VAR_INDEX.trust_drop] = Math.round((initial.trust - state.trust) * 1000) / 1000;
  v[VAR_INDEX.resistance_rise] = Math.round((state.resistance - initial.resistance) * 1000) / 1000;
  v[VAR_INDEX.commitment_gain] = Math.round((state.commitment_level - initial.commitment_level) * 1000) / 1000;
  v[VAR_INDEX.last_turn_words] = c.lastTurnWords;
  v[VAR_INDEX.max_turn_words] = c.maxTurnWords;
  const total = c.learnerWords + c.npcWords;
  v[VAR_INDEX.talk_ratio] = total > 0 ? Math.round((c.learnerWords / total) * 1000) / 1000 : 0;
  v[VAR_INDEX.filler_words] = c.fillerWords;
  v[VAR_INDEX.skipped_critical_phases] = c.skippedCritical;
  v[VAR_INDEX.phase_index] = phaseIndex;
  v[VAR_INDEX.turns_in_phase] = c.turnsInPhase;
  return v;
}
