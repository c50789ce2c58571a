// The shape of one language pack: the analyser's lexicon and the character's built-in lines.
// TypeScript makes each pack complete, so no language silently falls back for one string. What the
// coach and the report say lives in the engine's message catalogue (../messages.ts).
//
// Lexicon phrases are written naturally ("it sounds like", "¿qué"); they go through the same
// tokenizer and folding as learner text (lower case, no accents, elisions split), so "qu'est-ce"
// and "qu’est-ce" both match. A trailing "*" on a word matches any word starting with it
// ("frustrat*" matches "frustrated", "frustrating").
import type { Category } from '../categories.js';

export type LexiconKey =
  | 'openStarters'
  | 'openPrompts'
  | 'leadIns'
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
  | 'fillers'
  | 'assertive'
  | 'agreement'
  | 'objection';

export type Lexicon = Record<LexiconKey, string[]> & {
  /** Extra stop words on top of the `stopword` package's list (conversational words it lacks). */
  stopwords: string[];
  /** Pressure that pushes only when stated, not when asked: "You need to sign" pushes, "What would
   * you need to see?" asks about their needs; "Decide right now" pushes, "What matters right now?"
   * doesn't. These count as pressure in sentences that are not questions. */
  statementPressure: string[];
  /** Dismissals that are hostile said on their own ("Whatever."), ordinary inside a sentence
   * ("whatever works for you", "lo que sea necesario"). Count only as a whole sentence. */
  hostilityAlone: string[];
  /** Words that, right before or after an empathy/acknowledgement/affirmation/agreement phrase
   * in the same clause, cancel it ("no entiendo", "ich verstehe nicht"). */
  negators: string[];
};

/** How the character (role learner) reacts to a turn. */
export type Reaction =
  | 'hostile'
  | 'pressure'
  | 'empathy'
  | 'reflection'
  | 'open'
  | 'closed'
  | 'evidenceDoubt'
  | 'evidenceConvinced'
  | 'position'
  | 'structure'
  | 'commitYes'
  | 'commitMaybe'
  | 'commitNotYet'
  | 'monologue'
  | 'neutral'
  | 'empty';

/** What the practitioner does (role counterpart: the engine plays the skilled practitioner). */
export type PractitionerMove = 'deescalate' | 'empathize' | 'reflect' | 'explore' | 'clarify' | 'propose' | 'close' | 'empty';

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

export interface LangTexts {
  /** Character openings (role learner). Placeholders: {name} {role}. */
  openings: Record<Category, string[]>;
  /** What the character worries about, as noun phrases ("the price"). */
  concerns: Record<Category, string[]>;
  /** Character replies by reaction. Placeholders: {concern} {name}. */
  reactions: Record<Reaction, string[]>;
  /** Phase-aware follow-ups the character adds to a neutral, closed, structure or convinced reply
   * in these phase kinds (e.g. in closing: "So what exactly are you asking me to do?"). */
  phaseTails: { presentation: string[]; objections: string[]; closing: string[] };
  /** Short emotional lead-ins put before a reaction; empty strings allowed. */
  emotionLeadIns: Record<string, string[]>;
  /** Practitioner openings (role counterpart). Placeholders: {role}. */
  practitionerOpenings: Record<Category, string[]>;
  /** Practitioner moves (role counterpart). Placeholders: {concern} {quote}. */
  practitioner: Record<PractitionerMove, string[]>;
}

export interface LangPack {
  code: string;
  lexicon: Lexicon;
  texts: LangTexts;
}
