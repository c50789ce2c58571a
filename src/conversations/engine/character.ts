// The character as a person with facts (docs/engine.md, "A character with facts"). When a scenario
// has a `character` block and the session speaks its language, the built-in character:
// - answers the question asked from its facts (a fact whose topic the question touches, once);
// - climbs the hidden-need ladder (hint, partial admission, full need) one rung per turn, only when
//   the learner asks about or reflects on the need's topic AND trust has reached the rung's level;
// - raises its objections one at a time, in order, when the learner proposes or asks for a
//   commitment, and settles one when a later calm turn answers it (its `answered_by` words);
// - agrees to a next step only when the state allows it (replies.ts agreesNow) and no raised
//   objection is left open;
// - otherwise reacts in its own words (`lines`), never repeating a line within the session.
// Progress lives in the session counters (counters.ts), so it is plain numbers like the rest.
import type { Character } from '../scenarios/character-schema.js';
import type { Counters } from './counters.js';
import type { Scenario } from '../scenarios/schema.js';
import { lexiconFor } from './lang/index.js';
import { fold } from './text.js';
import type { Reaction } from './lang/types.js';
import type { NpcState, TurnFeatures } from './types.js';

const STEM = 5;
/** Trust the character needs before each rung of the ladder (hint, partial, full)... */
export const RUNG_TRUST = [0.4, 0.5, 0.58] as const;
/** ...or this much more than it started with (a guarded character opens up relative to itself). */
export const RUNG_RISE = [0.08, 0.14, 0.2] as const;

function rungOpen(rung: number, trust: number, initialTrust: number): boolean {
  return trust >= Math.min(RUNG_TRUST[rung]!, initialTrust + RUNG_RISE[rung]!);
}

export interface CompiledCharacter {
  source: Character;
  facts: Array<{ keys: string[]; says: string }>;
  objections: Array<{ keys: string[]; answers: string[]; says: string; settled: string }>;
  disclosure: { keys: string[]; rungs: [string, string, string] };
}

/** The character's progress, kept in the session counters (counters.ts) as plain numbers. */
export type CharacterProgress = Pick<Counters, 'factsTold' | 'objectionsRaised' | 'objectionsSettled' | 'rung' | 'agreed'>;

const key = (w: string): string => {
  const f = fold(w);
  return f.length > STEM ? f.slice(0, STEM) : f;
};

/** Stems of a topic's words; stop words ("your", "just") would match almost any line. */
function topicKeysOf(words: readonly string[], stop: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const phrase of words) for (const w of phrase.split(/[\s'’-]+/)) if (w.length >= 3 && !stop.has(fold(w))) out.add(key(w));
  return [...out];
}

const cache = new WeakMap<Scenario, CompiledCharacter | null>();

/** The scenario's character, compiled once (topic words to stems). */
export function compiledCharacter(scenario: Scenario): CompiledCharacter | null {
  let c = cache.get(scenario);
  if (c !== undefined) return c;
  const ch = scenario.character;
  const stop = lexiconFor(scenario.language ?? 'en').stop;
  const topicKeys = (words: readonly string[]) => topicKeysOf(words, stop);
  c = ch
    ? {
        source: ch,
        facts: ch.facts.map((f) => ({ keys: topicKeys(f.about), says: f.says })),
        objections: ch.objections.map((o) => ({ keys: topicKeys(o.about), answers: topicKeys(o.answered_by), says: o.says, settled: o.settled })),
        disclosure: { keys: topicKeys(ch.disclosure.about), rungs: [ch.disclosure.hint, ch.disclosure.partial, ch.disclosure.full] },
      }
    : null;
  cache.set(scenario, c);
  return c;
}

function touches(turnKeys: ReadonlySet<string>, keys: readonly string[]): number {
  let n = 0;
  for (const k of keys) if (turnKeys.has(k)) n++;
  return n;
}

// What the character's own events do to its state: a settled objection lowers resistance and
// scepticism and builds trust; each rung disclosed is a moment of feeling heard.
const SETTLED = { trust: 0.04, resistance: -0.08, skepticism: -0.05 };
const RUNG = { trust: 0.03, resistance: -0.02 };

const clamp3 = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;

function bits(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** The state after this turn's character events (newly settled objections, new rungs). */
export function withCharacterEvents(s: NpcState, before: CharacterProgress, after: CharacterProgress): NpcState {
  const settled = bits(after.objectionsSettled & ~before.objectionsSettled);
  const rungs = after.rung - before.rung;
  if (settled === 0 && rungs === 0) return s;
  return {
    ...s,
    trust: clamp3(s.trust + settled * SETTLED.trust + rungs * RUNG.trust),
    resistance: clamp3(s.resistance + settled * SETTLED.resistance + rungs * RUNG.resistance),
    skepticism: clamp3(s.skepticism + settled * SETTLED.skepticism),
  };
}

export interface CharacterTurn {
  /** The state with the character's events applied (withCharacterEvents). */
  state: NpcState;
  /** What the character says from its own data this turn (a rung, a settled objection, a fact). */
  lines: string[];
  progress: CharacterProgress;
  /** A reaction line to add after `lines` (or alone), or null when `lines` say it all. It may
   * differ from the plain reaction: a commitment request met by an open objection is "not yet". */
  reaction: Reaction | null;
}

/**
 * Whether the character says yes to a next step: enough trust, little enough resistance, and the
 * main (last) objection settled. Commitment is what agreeing produces, not the condition for it.
 */
export function characterAgrees(c: CompiledCharacter, s: NpcState, p: Pick<CharacterProgress, 'objectionsSettled'>, t: AgreementThresholds): boolean {
  const main = c.objections.length - 1;
  // Someone who started furious need not end up trusting like a friend: a clear rise counts too.
  const trusts = s.trust >= t.trust || s.trust >= t.initial.trust + WARMED;
  const yields = s.resistance <= t.resistance || s.resistance <= t.initial.resistance - WARMED;
  return trusts && yields && (p.objectionsSettled & (1 << main)) !== 0;
}

/** How far trust must rise (and resistance fall) from the start when the absolute levels are out of reach. */
export const WARMED = 0.2;

export interface AgreementThresholds {
  trust: number;
  resistance: number;
  initial: Pick<NpcState, 'trust' | 'resistance'>;
}

export interface CharacterInput {
  character: CompiledCharacter;
  features: TurnFeatures;
  /** Content-word stems of the learner's line (analyser contentKeys). */
  turnKeys: ReadonlySet<string>;
  reaction: Reaction;
  next: NpcState;
  /** Trust and resistance the character needs before saying yes (transition.ts SUCCESS), and where it started. */
  thresholds: AgreementThresholds;
  progress: CharacterProgress;
  turn: number;
}

const QUIET = new Set<Reaction>(['empty', 'hostile', 'pressure', 'monologue']);

export function characterTurn(input: CharacterInput): CharacterTurn {
  const { character: c, features: f, turnKeys, next, turn } = input;
  const q = input.progress;
  const p: CharacterProgress = { factsTold: q.factsTold, objectionsRaised: q.objectionsRaised, objectionsSettled: q.objectionsSettled, rung: q.rung, agreed: q.agreed };
  const lines: string[] = [];
  const done = (reaction: Reaction | null): CharacterTurn => ({ lines, progress: p, reaction, state: withCharacterEvents(next, q, p) });
  if (QUIET.has(input.reaction)) return done(input.reaction);

  const asks = f.openQuestions + f.closedQuestions > 0;
  const listens = asks || f.reflection || f.empathy > 0;
  const warm = listens || f.affirmation + f.acknowledgement > 0;
  const calm = f.hostility === 0 && f.pressure === 0;

  // 1. The ladder (what the person most needs to say): one rung per turn, only when asked or
  //    reflected on, only with enough trust.
  //    Once part is out, any warm turn (a question, a reflection, empathy, praise) draws the rest.
  if ((p.rung === 2 ? warm : listens) && p.rung < 3 && (p.rung === 2 || touches(turnKeys, c.disclosure.keys) > 0) && rungOpen(p.rung, next.trust, input.thresholds.initial.trust)) {
    p.rung++;
    lines.push(c.disclosure.rungs[p.rung - 1]!);
  }

  // 2. An objection settled by a calm answer that uses its words: once raised, or before it is
  //    raised (answering a worry before it is voiced is good practice too). Before it is raised,
  //    it needs two of its words.
  const count = c.objections.length;
  const unsettled = (i: number) => (p.objectionsSettled & (1 << i)) === 0;
  const raised = (i: number) => (p.objectionsRaised & (1 << i)) !== 0;
  if (calm) {
    let best = -1;
    let bestHits = 0;
    for (let i = 0; i < count; i++) {
      let hits = unsettled(i) ? touches(turnKeys, c.objections[i]!.answers) : 0;
      if (!raised(i) && hits < 2) hits = 0;
      // A raised objection goes first; among equals, the earlier one.
      if (hits > bestHits || (hits > 0 && hits === bestHits && raised(i) && !raised(best))) {
        best = i;
        bestHits = hits;
      }
    }
    if (best >= 0) {
      p.objectionsSettled |= 1 << best;
      p.objectionsRaised |= 1 << best;
      lines.push(c.objections[best]!.settled);
    }
  }

  // 3. Asked for a step, or told a proposal: a real person raises the next objection first.
  let openObjection = -1;
  for (let i = 0; i < count && openObjection < 0; i++) if (raised(i) && unsettled(i)) openObjection = i;
  let nextObjection = -1;
  for (let i = 0; i < count && nextObjection < 0; i++) if (!raised(i) && unsettled(i)) nextObjection = i;
  const proposes = f.commitmentRequest || f.assertive > 0 || f.evidence + f.benefits > 0;
  if (lines.length < 2 && proposes && openObjection < 0 && nextObjection >= 0 && (f.commitmentRequest || turn >= 3)) {
    p.objectionsRaised |= 1 << nextObjection;
    lines.push(c.objections[nextObjection]!.says);
    return done(null);
  }
  if (f.commitmentRequest) {
    if (openObjection >= 0) return done('commitNotYet');
    if (characterAgrees(c, withCharacterEvents(next, q, p), p, input.thresholds)) {
      p.agreed = 1;
      return done('commitYes');
    }
    return done(input.reaction === 'commitYes' ? 'commitMaybe' : input.reaction);
  }
  if (lines.length > 0) return done(null);

  // 4. A question answered from the facts: the best-matching fact not told yet.
  if (asks) {
    let best = -1;
    let bestHits = 0;
    c.facts.forEach((fact, i) => {
      if (p.factsTold & (1 << i)) return;
      const hits = touches(turnKeys, fact.keys);
      if (hits > bestHits) {
        best = i;
        bestHits = hits;
      }
    });
    if (best >= 0) {
      p.factsTold |= 1 << best;
      lines.push(c.facts[best]!.says);
      return done(null);
    }
  }
  // 5. Someone who feels listened to drops a hint of what lies underneath, unasked.
  if (listens && p.rung === 0 && rungOpen(0, next.trust - 0.05, input.thresholds.initial.trust)) {
    p.rung = 1;
    lines.push(c.disclosure.rungs[0]);
    return done(null);
  }
  return done(input.reaction);
}

export interface OutcomeCheck {
  id: string;
  label: string;
  met: boolean;
}

/** The scenario's desired outcomes, checked against what happened. */
export function checkOutcomes(character: CompiledCharacter, p: CharacterProgress): OutcomeCheck[] {
  return character.source.outcomes.map((o) => ({
    id: o.id,
    label: o.label,
    met: o.kind === 'next_step' ? p.agreed === 1 : o.kind === 'need_disclosed' ? p.rung >= 3 : (p.objectionsSettled & (1 << (o.objection ?? 0))) !== 0,
  }));
}
