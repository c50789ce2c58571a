// Shapes shared by the deterministic conversation engine and the HTTP layer. The engine is pure:
// same inputs, same outputs. Times are epoch milliseconds passed in by the caller.
import type { Criterion, Scenario } from '../scenarios/schema.js';
import type { TurnFeatures } from './features.js';

// The features of a turn have their own module: the scenario schema's prose conditions read them,
// and the schema is imported here, so keeping them here made an import cycle.
export type { RuleFeatures, TurnFeatures } from './features.js';

export type ConversationRole = 'learner' | 'counterpart';

export interface NpcState {
  trust: number;
  resistance: number;
  commitment_level: number;
  skepticism: number;
  engagement: number;
  emotion: string;
}

export type CoachHintType = 'praise' | 'suggestion' | 'warning' | 'phase' | 'info';

export interface CoachHint {
  type: CoachHintType;
  message: string;
  timestamp: number;
}

export interface Turn {
  role: 'user' | 'npc';
  text: string;
  timestamp: number;
}

/**
 * What raised a flag: `builtin` (the engine's own flags), `condition` (a failure pattern in the
 * formal language), `builtin_prose` (a plain-language pattern judged by the engine), `model` (a
 * plain-language pattern judged by the configured model).
 */
export type FlagEvaluator = 'builtin' | 'condition' | 'builtin_prose' | 'model';

export interface Flag {
  flag: string;
  /** A short name in the session's language, for the engine's own flags and for a failure pattern
   * shown in another language than the scenario's; otherwise the page shows `flag`. */
  label?: string;
  description: string;
  turn_number: number;
  evaluator?: FlagEvaluator;
}

/** How the character addresses the learner, and so how the learner should address them. */
export type Formality = 'formal' | 'informal';

/** Everything the engine keeps about a session between turns. Plain data; flat strings. */
export interface EngineSession {
  scenario: Scenario;
  role: ConversationRole;
  /** Normalised language code the engine speaks (e.g. 'en', 'es'); `requestedLocale` keeps the tag. */
  language: string;
  requestedLocale: string | undefined;
  /** The locale the coach, flags and report are written in (engine/messages.ts): the requested tag
   * when the engine's catalogue has its language, else English. */
  textLocale: string;
  /** The character's register, for every line the learner is told to say to them. */
  formality: Formality;
  coachEnabled: boolean;
  initialState: NpcState;
  state: NpcState;
  phaseIndex: number;
  /** Phase ids visited, in order. */
  visitedPhases: string[];
  turns: Turn[];
  hints: CoachHint[];
  flags: Flag[];
  /** Per user turn: features and the state change it caused (for the report timeline). */
  timeline: TimelineRecord[];
  /** Running counters used by failure conditions and metrics. */
  counters: Record<string, number>;
  startedAt: number;
  /** Added by the engine: true when `requestedLocale` names an unsupported language and the engine speaks English. */
  languageFallback?: boolean;
  /** Added by the engine: options.max_user_turns when the caller passed it (drives the "near the end" coach hint). */
  maxUserTurns?: number;
}

export interface TimelineRecord {
  turn_number: number;
  features: TurnFeatures;
  state_before: NpcState;
  state_after: NpcState;
  phase_id: string | null;
  coach_hint: CoachHint | null;
  user_text: string;
  npc_text: string;
}

export interface StartResult {
  session: EngineSession;
  /** The character's (or, for role counterpart, the practitioner's) first line, from the built-in engine. */
  openingMessage: string;
}

/** Result of analysing a learner turn, BEFORE the reply text is final. Nothing is committed yet. */
export interface PreparedTurn {
  features: TurnFeatures;
  nextState: NpcState;
  phaseIndex: number;
  phaseChanged: boolean;
  newFlags: Flag[];
  coachHint: CoachHint | null;
  /** Built-in reply; the HTTP layer replaces it with a model's reply when a provider is configured. */
  builtinReply: string;
  /** Added by the engine: the running counters after this turn (commitTurn stores them). */
  counters: Record<string, number>;
  /** What the scenario's character says from its own data this turn (a fact, an objection, a rung
   * of the hidden need); a model reply is asked to carry the same content (engine/character.ts). */
  characterCue?: string;
}

export interface SkillScore {
  skill: string;
  score: number;
  feedback: string;
}

export interface SessionMetrics {
  reflection_to_question_ratio: number;
  open_question_share: number;
  complex_reflection_share: number;
  talk_ratio: number;
  longest_turn_words: number;
  user_turns: number;
  /** Learner characters / all characters (MITI's talk time, by text length rather than words). */
  talk_ratio_chars: number;
  /** Filler words ("um", "you know", ...) over the learner's turns. */
  filler_count: number;
}

export interface Report {
  overall_score: number;
  outcome: 'success' | 'partial' | 'failure';
  outcome_label: string;
  conviction_delta: number;
  kstar: { situation: string; task: string; action: string; result: string; delta: string };
  skill_scores: SkillScore[];
  timeline: Array<{ turn_number: number; user_action: string; npc_response: string; coach_comment: string; state_delta: Partial<Record<keyof NpcState, number | string>> }>;
  flags: Flag[];
  improvement_plan: string[];
  ai_summary: string;
  duration_seconds: number;
  metrics: SessionMetrics;
  /** For the two weakest turns (the least progress), a line that would have worked better. */
  better_lines: Array<{ turn_number: number; said: string; suggestion: string }>;
  /** The scenario's desired outcomes and whether each was met (scenarios with a character block). */
  outcome_checklist?: Array<{ id: string; label: string; met: boolean }>;
}

export type { Criterion };
