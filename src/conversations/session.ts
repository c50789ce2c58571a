// One live conversation as the service keeps it: the engine's plain-data session plus what the
// routes need (owner, options, lifetime, end state, the cached report). Kept small on
// purpose: thousands live in memory at once, and the scenario object is shared, not copied.
import type { PracticeLearner } from '../shared/practice-record.js';
import type { CoachHint, EngineSession, Flag, NpcState, Report } from './engine/types.js';
import type { Scenario, ScenarioType } from './scenarios/schema.js';
import { resolveVoice } from './scenarios/voices.js';
import { spokenLanguage } from './engine/messages.js';

export type EndReason = 'max_turns_reached' | 'ended_by_caller' | 'max_size_reached';
export type Metadata = Record<string, string | number | boolean>;

export interface UiOptions {
  hide_camera?: boolean;
  hide_coach?: boolean;
  mute_tts?: boolean;
  theme?: 'light' | 'dark' | 'auto';
  title_override?: string;
}

export interface ScenarioCard {
  id: string;
  title: string;
  type: ScenarioType;
  npc: { name: string; role: string; voice: string; avatar: string | null };
}

export interface ConversationRecord {
  id: string;
  /** Index of the API key that created it (never the key itself). */
  ownerKeyIndex: number;
  engine: EngineSession;
  card: ScenarioCard;
  /** The effective cap: options.max_user_turns, else the soft cap of 200. */
  maxUserTurns: number;
  /** Whether the caller set max_user_turns (the page shows a counter only then). */
  maxUserTurnsSet: boolean;
  ui: UiOptions;
  metadata: Metadata;
  createdAt: number;
  expiresAt: number;
  endedAt: number | null;
  endReason: EndReason | null;
  /** Built once on the first successful /end, then returned unchanged. */
  report: Report | null;
  /** UTF-8 bytes of every turn's text so far (bounded by SESSION_MAX_BYTES). */
  transcriptBytes: number;
  /** Who practises, when the integrator or the page's login says so (docs/xapi.md); else no record is written. */
  learner?: PracticeLearner;
  /** Whether the session's result was queued for the learner's record (set on the first /end). */
  learningRecord?: boolean;
}

/** An inline scenario without an id is reported under this id. */
export const INLINE_SCENARIO_ID = 'inline';

const TYPE_LABELS: Record<ScenarioType, { title: string; npcRole: string }> = {
  interview: { title: 'Interview practice', npcRole: 'Interviewer' },
  persuasion: { title: 'Persuasion practice', npcRole: 'Sceptical colleague' },
  coaching: { title: 'Coaching practice', npcRole: 'Coachee' },
  therapy: { title: 'Therapy practice', npcRole: 'Client' },
  negotiation: { title: 'Negotiation practice', npcRole: 'Counterpart' },
  conflict_management: { title: 'Conflict management practice', npcRole: 'Colleague in conflict' },
  thesis_defense: { title: 'Thesis defense practice', npcRole: 'Committee member' },
  dating: { title: 'Dating conversation practice', npcRole: 'Date' },
  academic_advising: { title: 'Academic advising practice', npcRole: 'Student' },
  customer_support: { title: 'Customer support practice', npcRole: 'Customer' },
  sales: { title: 'Sales practice', npcRole: 'Prospect' },
  medical: { title: 'Medical consultation practice', npcRole: 'Patient' },
};

export const DEFAULT_NPC_NAME = 'Alex';

// Built-in scenarios are shared objects, so their cards can be too (one per scenario, not per session).
const cards = new WeakMap<Scenario, ScenarioCard>();

/** The scenario as create presents it, with server defaults for what an inline scenario omits. */
export function scenarioCard(scenario: Scenario): ScenarioCard {
  let card = cards.get(scenario);
  if (!card) {
    card = buildCard(scenario);
    cards.set(scenario, card);
  }
  return card;
}

function buildCard(scenario: Scenario): ScenarioCard {
  const labels = TYPE_LABELS[scenario.type];
  const p = scenario.npc_profile;
  return Object.freeze({
    id: scenario.scenario_id ?? INLINE_SCENARIO_ID,
    title: scenario.title ?? labels.title,
    type: scenario.type,
    npc: Object.freeze({
      name: p?.name ?? DEFAULT_NPC_NAME,
      role: p?.role ?? labels.npcRole,
      voice: resolveVoice(p?.voice, scenario.type),
      avatar: p?.avatar ?? null,
    }),
  });
}

/** Shared by every session that sets no ui options / metadata (presenters copy before answering). */
export const NO_UI: UiOptions = Object.freeze({});
export const NO_METADATA: Metadata = Object.freeze({});

export const userTurnCount = (r: ConversationRecord) => r.engine.timeline.length;

/**
 * One committed turn, as the service returns it: the reply, and the session as this turn left it.
 * A snapshot of the few fields the response reads, because the next turn changes the session
 * record in place (possibly before the endpoint presents this one, when turns queue).
 */
export interface TakenTurn {
  sessionId: string;
  reply: string;
  coachHint: CoachHint | null;
  coachEnabled: boolean;
  state: NpcState;
  flags: readonly Flag[];
  turnCount: number;
  endedAt: number | null;
  endReason: EndReason | null;
}

export function takenTurn(r: ConversationRecord, reply: string, coachHint: CoachHint | null): TakenTurn {
  const e = r.engine;
  return { sessionId: r.id, reply, coachHint, coachEnabled: e.coachEnabled, state: e.state, flags: e.flags.slice(), turnCount: e.timeline.length, endedAt: r.endedAt, endReason: r.endReason };
}

/** The languages a session speaks: the locale asked for (if any) and the one the engine speaks. */
export function sessionLanguages(r: ConversationRecord): { locale: string | null; language: string } {
  return { locale: r.engine.requestedLocale ?? null, language: spokenLanguage(r.engine) };
}
