// The engine's vocabulary of names: what the coach, the report and the flags speak of. The
// language packs' own shape (lexicon, built-in lines) is schema.ts.
export type { LangPack, LangTexts, Lexicon, LexiconKey, PractitionerMove, Reaction } from './schema.js';

export type CoachKey =
  | 'hostility'
  | 'threat'
  | 'ultimatum'
  | 'dismissal'
  | 'blame'
  | 'sarcasm'
  | 'deflection'
  | 'pressure'
  | 'skippedCritical'
  | 'closedStreak'
  | 'monologue'
  | 'reflectionPraise'
  | 'empathyPraise'
  | 'phaseChange'
  | 'noCommitment'
  | 'counterpartShort'
  | 'counterpartFlat';

/** Names of the observable features, for the report timeline ("open question, reflection"). */
export type FeatureName =
  | 'open'
  | 'closed'
  | 'reflection'
  | 'empathy'
  | 'acknowledgement'
  | 'affirmation'
  | 'pressure'
  | 'hostility'
  | 'evidence'
  | 'benefits'
  | 'structure'
  | 'commitment'
  | 'assertive'
  | 'agreement'
  | 'objection'
  | 'statement';

export type Skill = 'empathy' | 'structure' | 'assertiveness' | 'closure' | 'strategy';

export type PlanKey =
  | 'empathy'
  | 'structure'
  | 'assertiveness'
  | 'closure'
  | 'strategy'
  | 'closedStreak'
  | 'hostility'
  | 'pressure'
  | 'monologue'
  | 'reflection'
  | 'skippedPhase'
  | 'keepStrength'
  | 'counterpartDepth'
  | 'counterpartConsistency';

/** What a weak turn did wrong, for its better line. */
export type BetterLineKind = 'hostility' | 'pressure' | 'closed' | 'monologue' | 'reflect';

/** Flags the engine raises on its own, besides the scenario's failure patterns. */
export type BuiltinFlag = 'hostility' | 'pressure' | 'skipped_critical_phase' | 'premature_commitment_request' | 'monologue';
