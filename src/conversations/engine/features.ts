// What the engine observes in one learner turn. Its own module, importing no scenario shape, so
// the scenario schema can validate prose conditions against it (prose-conditions.ts) without an
// import cycle through types.ts.
import type { Act } from './acts/acts.js';

/** Observable features of one learner turn (see analyser.ts). Counts are per turn. */
export interface TurnFeatures {
  words: number;
  openQuestions: number;
  closedQuestions: number;
  reflection: boolean;
  /** A reflection that adds meaning or emphasis beyond what was said (MITI's complex reflection). */
  complexReflection: boolean;
  empathy: number;
  acknowledgement: number;
  affirmation: number;
  pressure: number;
  hostility: number;
  evidence: number;
  benefits: number;
  structure: number;
  commitmentRequest: boolean;
  fillers: number;
  /** Added by the engine: assertive statements of one's own position ("I propose", "my limit is"). */
  assertive: number;
  /** Added by the engine: agreement / acceptance markers ("sounds good", "I agree"); used mostly for role counterpart. */
  agreement: number;
  /** Added by the engine: objection markers ("I'm not sure", "too expensive"); used mostly for role counterpart. */
  objection: number;
  /** What the line does, as the trained act classifier reads it (acts/, docs/engine.md). */
  act: Act;
}

/** The rule-based analyser's findings, before the act classifier weighs them (acts/reconcile.ts). */
export type RuleFeatures = Omit<TurnFeatures, 'act'>;
