// Built-in replies: what the character (role learner) or the practitioner (role counterpart) says
// when no model provider is configured. Category-, phase- and emotion-aware templates; the variant
// is chosen by a hash of the session state and turn number (never Math.random), and a reply never
// repeats the previous character line.
//
// Role learner, first reaction that applies: nothing said -> empty; hostility -> hostile; pressure
// -> pressure; a commitment request -> yes when the state meets the success thresholds (report.ts),
// maybe when trust - resistance > 0.1, else not yet; 150+ words -> monologue; reflection;
// evidence/benefits -> convinced when skepticism < 0.5, else doubt; a stated position or proposal
// (assertive) -> position; empathy/acknowledgement; open question; closed question; structure;
// neutral.
// An emotion lead-in ("Hmm.", "Look.") may precede the reaction; in presentation, objection and
// closing phases a neutral, closed, structure or convinced reaction gets a phase-fitting follow-up.
//
// Role counterpart (the engine is the skilled practitioner): hostility -> de-escalate; objection ->
// empathise or reflect the learner's own words; a question -> propose (trust >= 0.45) or
// empathise; agreement with trust >= 0.55 -> propose, or close once commitment >= 0.5; otherwise
// reflect (longer turns), explore or clarify.
import type { Scenario } from '../scenarios/schema.js';
import type { Category } from './categories.js';
import type { LangTexts, PractitionerMove, Reaction } from './lang/types.js';
import type { PhaseKind } from './phases.js';
import { SUCCESS } from './transition.js';
import { fill, hash32, keyClause, sentenceCase } from './text.js';
import type { ConversationRole, NpcState, TurnFeatures } from './types.js';

export const DEFAULT_NAME = 'Alex';

export interface Persona {
  name: string;
  role: string;
}

function pick<T>(list: readonly T[], h: number, offset = 0): T {
  return list[(h + offset) % list.length]!;
}

/** Removes the traces of an empty placeholder: "I'm Ana, ." -> "I'm Ana." */
function tidy(text: string): string {
  return text
    .replace(/\s*,\s*(?=[.!?,])/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The first line: the practitioner's (role counterpart), else the scenario's own opening when the
 * session speaks its language, else the category's, filled with the persona.
 */
export function openingLine(texts: LangTexts, category: Category, role: ConversationRole, persona: Persona, seed: string, own?: string): string {
  const h = hash32(seed);
  if (role === 'counterpart') return pick(texts.practitionerOpenings[category], h);
  if (own) return own;
  return tidy(fill(pick(texts.openings[category], h), { name: persona.name, role: persona.role }));
}

/** The character says yes exactly when the state meets the report's success thresholds. */
export function agreesNow(s: NpcState): boolean {
  return s.commitment_level >= SUCCESS.commitment && s.trust >= SUCCESS.trust && s.resistance <= SUCCESS.resistance;
}

export function reactionFor(f: TurnFeatures, next: NpcState): Reaction {
  if (f.words === 0) return 'empty';
  if (f.hostility > 0) return 'hostile';
  if (f.pressure > 0) return 'pressure';
  if (f.commitmentRequest) return agreesNow(next) ? 'commitYes' : next.trust - next.resistance > 0.1 ? 'commitMaybe' : 'commitNotYet';
  if (f.words > 150) return 'monologue';
  if (f.reflection) return 'reflection';
  // Evidence or a stated position is what the turn brings; an acknowledgement before it ("That
  // makes sense. Here's what I'd suggest…") is the way in, so the character answers the substance.
  const substance: Reaction | null =
    f.evidence + f.benefits > 0 ? (next.skepticism < 0.5 ? 'evidenceConvinced' : 'evidenceDoubt') : f.assertive > 0 ? 'position' : null;
  if (substance) return substance;
  if (f.empathy + f.acknowledgement > 0) return 'empathy';
  if (f.openQuestions > 0) return 'open';
  if (f.closedQuestions > 0) return 'closed';
  if (f.structure > 0) return 'structure';
  return 'neutral';
}

export function practitionerMove(f: TurnFeatures, next: NpcState, turn: number): PractitionerMove {
  if (f.words === 0) return 'empty';
  if (f.hostility > 0) return 'deescalate';
  if (f.objection > 0) return turn % 2 === 0 ? 'empathize' : 'reflect';
  // A question deserves an answer: a concrete proposal once there is some trust.
  if (f.openQuestions + f.closedQuestions > 0) return next.trust >= 0.45 ? 'propose' : 'empathize';
  if (f.agreement > 0 && next.trust >= 0.55) return next.commitment_level >= 0.5 ? 'close' : 'propose';
  if (f.words >= 6) return turn % 3 === 1 ? 'reflect' : 'explore';
  return turn % 2 === 0 ? 'clarify' : 'explore';
}

// Built-in lines come from a finite set of templates, yet each filled copy is a new string that a
// session would keep. Interning lets every session point at one copy. Lines quoting the learner
// are never interned (unbounded); the table is capped anyway.
const INTERN_MAX = 50_000;
const interned = new Map<string, string>();

function intern(line: string): string {
  const hit = interned.get(line);
  if (hit !== undefined) return hit;
  if (interned.size < INTERN_MAX) interned.set(line, line);
  return line;
}

/** "Hmm." before "Hmm, I'm not sure…" would stutter. */
function sameOpening(lead: string, body: string): boolean {
  return lead.slice(0, 2).toLowerCase() === body.slice(0, 2).toLowerCase();
}

const TAILED = new Set<Reaction>(['neutral', 'closed', 'structure', 'evidenceConvinced']);
/** Reactions whose lines fit most moments, for a character whose own lines for a reaction ran out. */
const SPARE_KINDS: readonly Reaction[] = ['open', 'closed', 'structure', 'empathy', 'reflection', 'position'];

export interface ReplyInput {
  texts: LangTexts;
  role: ConversationRole;
  phaseKind: PhaseKind | null;
  features: TurnFeatures;
  next: NpcState;
  turn: number;
  userText: string;
  previousNpcText: string;
  /** What the character worries about, in its own words (concernsFor). */
  concerns: readonly string[];
  /** The scenario's character, when it speaks (character.ts): its line this turn, if any, the
   * reaction to use otherwise, and its own reaction lines. */
  character?: { said: readonly string[]; reaction: Reaction | null; lines: Partial<Record<Reaction, readonly string[]>> | undefined };
  /** Lines already said in this session; a reply never repeats one when another is available. */
  said?: ReadonlySet<string>;
}

/**
 * The scenario's own concerns (npc_profile.concerns) when the session speaks the scenario's
 * language (scenario.language, default English); otherwise the category's translated ones.
 */
export function concernsFor(scenario: Scenario, language: string, texts: LangTexts, category: Category): readonly string[] {
  const own = scenario.npc_profile?.concerns;
  return own && own.length > 0 && speaksScenarioLanguage(scenario, language) ? own : texts.concerns[category];
}

/** The session speaks the language the scenario's own texts are written in (default English). */
export function speaksScenarioLanguage(scenario: Scenario, language: string): boolean {
  return (scenario.language ?? 'en') === language;
}

export function builtinReply(input: ReplyInput): string {
  const { texts, features: f, next, turn } = input;
  const h = hash32(`${turn}|${next.trust}|${next.resistance}|${next.commitment_level}|${next.emotion}|${input.userText.length}`);
  const { concerns } = input;
  const prev = input.previousNpcText;
  let first = '';
  // Candidates in preference order; the first that differs from the previous line wins.
  const said = input.said;
  const offer = (c: string): boolean => {
    if (!first) first = c;
    return c !== prev && !said?.has(c);
  };
  if (input.role === 'counterpart') {
    // The practitioner never voices the character's concerns (they are written in the character's
    // own words, "my workload"); it quotes the learner's words or asks.
    const move = practitionerMove(f, next, turn);
    const list = texts.practitioner[move];
    for (let i = 0; i < list.length; i++) {
      const template = pick(list, h, i);
      const c = sentenceCase(fill(template, { quote: keyClause(input.userText) }));
      if (offer(c)) return template.includes('{quote}') ? c : intern(c);
    }
    for (const alt of texts.practitioner.explore) if (offer(alt)) return intern(alt);
  } else {
    const ch = input.character;
    const head = ch ? ch.said.join(' ') : '';
    if (ch && ch.reaction === null && head) return head;
    const reaction = ch?.reaction ?? reactionFor(f, next);
    // The character's own words first (they name its world), then the category's.
    const own = ch?.lines?.[reaction];
    if (own) for (let i = 0; i < own.length; i++) if (offer(pick(own, h, i))) return head ? `${head} ${pick(own, h, i)}` : pick(own, h, i);
    if (head) return head;
    if (ch?.lines) {
      // A character speaks in its own words only: when this reaction's lines are used up, another
      // of its unsaid lines (neutral ones first) rather than a sentence every scenario shares.
      const spare = ch.lines.neutral ?? [];
      for (const line of spare) if (offer(line)) return line;
      for (const kind of SPARE_KINDS) for (const line of ch.lines[kind] ?? []) if (offer(line)) return line;
      if (own?.length) return pick(own, h);
    }
    const list = texts.reactions[reaction];
    const leads = texts.emotionLeadIns[next.emotion] ?? [''];
    // Reveal a different concern as the conversation goes on; in the closing phase stay on the
    // first (main) concern.
    const concernBase = input.phaseKind === 'closing' ? 0 : turn;
    // Phase awareness: a reply that moves nothing forward gets a follow-up that fits the phase.
    const tails = TAILED.has(reaction) && input.phaseKind && input.phaseKind in texts.phaseTails ? texts.phaseTails[input.phaseKind as keyof LangTexts['phaseTails']] : null;
    for (let i = 0; i < list.length; i++) {
      for (let j = 0; j < leads.length; j++) {
        for (let k = 0; k < concerns.length; k++) {
          const tail = tails ? ` ${pick(tails, h >>> 4, i + k)}` : '';
          const body = fill(pick(list, h, i), { concern: pick(concerns, concernBase + k), name: '' }) + tail;
          const lead = pick(leads, h >>> 8, j);
          const c = sentenceCase(tidy(lead && !sameOpening(lead, body) ? `${lead} ${body}` : body));
          if (offer(c)) return intern(c);
        }
      }
    }
    for (const alt of texts.reactions.neutral) if (offer(alt)) return alt;
  }
  return `${first || '…'} …`;
}
