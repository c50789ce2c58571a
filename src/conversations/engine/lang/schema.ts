// The shape of one language pack (resources/engine/lang/<code>.json): the analyser's lexicon and
// the character's built-in lines. The schema makes each pack complete at start-up, so no language
// silently falls back for one string. What the coach and the report say lives in the engine's
// message catalogue (../messages.ts).
//
// Lexicon phrases are written naturally ("it sounds like", "¿qué"); they go through the same
// tokenizer and folding as learner text (lower case, no accents, elisions split), so "qu'est-ce"
// and "qu’est-ce" both match. A trailing "*" on a word matches any word starting with it
// ("frustrat*" matches "frustrated", "frustrating").
import { z } from 'zod';
import { BUILTIN_CATEGORIES } from '../../scenarios/schema.js';

/** The lexicon's phrase lists, in the order the analyser counts them (lang/index.ts `K`). */
export const LEXICON_KEYS = [
  'openStarters',
  'openPrompts',
  'leadIns',
  'reflection',
  'empathy',
  'acknowledgement',
  'affirmation',
  'pressure',
  'hostility',
  'evidence',
  'benefits',
  'structure',
  'commitment',
  'fillers',
  'assertive',
  'agreement',
  'objection',
] as const;
export type LexiconKey = (typeof LEXICON_KEYS)[number];

/** How the character (role learner) reacts to a turn. */
export const REACTIONS = ['hostile', 'pressure', 'empathy', 'reflection', 'open', 'closed', 'evidenceDoubt', 'evidenceConvinced', 'position', 'structure', 'commitYes', 'commitMaybe', 'commitNotYet', 'monologue', 'neutral', 'empty'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** What the practitioner does (role counterpart: the engine plays the skilled practitioner). */
export const PRACTITIONER_MOVES = ['deescalate', 'empathize', 'reflect', 'explore', 'clarify', 'propose', 'close', 'empty'] as const;
export type PractitionerMove = (typeof PRACTITIONER_MOVES)[number];

const Phrases = z.array(z.string().regex(/\S/, 'must not be blank'));
const Lines = z.array(z.string().regex(/\S/, 'must not be blank')).min(1);
const ByCategory = z.record(z.enum(BUILTIN_CATEGORIES), Lines);

const LexiconSchema = z.strictObject({
  ...(Object.fromEntries(LEXICON_KEYS.map((k) => [k, Phrases])) as Record<LexiconKey, typeof Phrases>),
  /** Extra stop words on top of the `stopword` package's list (conversational words it lacks). */
  stopwords: Phrases,
  /** Pressure that pushes only when stated, not when asked: "You need to sign" pushes, "What would
   * you need to see?" asks about their needs; "Decide right now" pushes, "What matters right now?"
   * doesn't. These count as pressure in sentences that are not questions. */
  statementPressure: Phrases,
  /** Dismissals that are hostile said on their own ("Whatever."), ordinary inside a sentence
   * ("whatever works for you", "lo que sea necesario"). Count only as a whole sentence. */
  hostilityAlone: Phrases,
  /** Words that, right before or after an empathy/acknowledgement/affirmation/agreement phrase
   * in the same clause, cancel it ("no entiendo", "ich verstehe nicht"). */
  negators: Phrases,
});

const LangTextsSchema = z.strictObject({
  /** Character openings (role learner). Placeholders: {name} {role}. */
  openings: ByCategory,
  /** What the character worries about, as noun phrases ("the price"). */
  concerns: ByCategory,
  /** Character replies by reaction. Placeholders: {concern} {name}. */
  reactions: z.record(z.enum(REACTIONS), Lines),
  /** Phase-aware follow-ups the character adds to a neutral, closed, structure or convinced reply
   * in these phase kinds (e.g. in closing: "So what exactly are you asking me to do?"). */
  phaseTails: z.strictObject({ presentation: Lines, objections: Lines, closing: Lines }),
  /** Short emotional lead-ins put before a reaction, by emotion; empty strings allowed. */
  emotionLeadIns: z.record(z.string(), z.array(z.string())),
  /** Practitioner openings (role counterpart). Placeholders: {role}. */
  practitionerOpenings: ByCategory,
  /** Practitioner moves (role counterpart). Placeholders: {concern} {quote}. */
  practitioner: z.record(z.enum(PRACTITIONER_MOVES), Lines),
});

export const LangPackFileSchema = z.strictObject({
  /** The language and the register it speaks, for whoever edits the file. */
  about: z.string(),
  lexicon: LexiconSchema,
  texts: LangTextsSchema,
});

export type Lexicon = z.infer<typeof LexiconSchema>;
export type LangTexts = z.infer<typeof LangTextsSchema>;

export interface LangPack {
  code: string;
  lexicon: Lexicon;
  texts: LangTexts;
}
