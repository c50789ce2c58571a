// The engine's public facade. The HTTP layer uses only these functions.
//   start      -> a new session and its opening line
//   prepareTurn-> analyse a learner turn; compute next state, phase, flags, hint and a built-in reply
//   commitTurn -> a new session value with the turn applied (pure; the input is not mutated)
//   buildReport-> the KSTAR report from the session's timeline
// STUB: the conversation-engine issue replaces these bodies; signatures are the contract.
import type { Scenario } from '../scenarios/schema.js';
import type { ConversationRole, EngineSession, NpcState, PreparedTurn, Report, StartResult } from './types.js';

export interface StartInput {
  scenario: Scenario;
  role: ConversationRole;
  locale?: string;
  coachEnabled: boolean;
  now: number;
}

export function start(input: StartInput): StartResult {
  const s = input.scenario.initial_state;
  const state: NpcState = { trust: s.trust, resistance: s.resistance, commitment_level: s.commitment_level, skepticism: 0.5, engagement: 0.5, emotion: s.emotion ?? 'neutral' };
  const openingMessage = `Hello, I'm ${input.scenario.npc_profile?.name ?? 'here'}.`;
  return {
    openingMessage,
    session: {
      scenario: input.scenario,
      role: input.role,
      language: 'en',
      requestedLocale: input.locale,
      coachEnabled: input.coachEnabled,
      initialState: state,
      state,
      phaseIndex: 0,
      visitedPhases: [],
      turns: [{ role: 'npc', text: openingMessage, timestamp: input.now }],
      hints: [],
      flags: [],
      timeline: [],
      counters: {},
      startedAt: input.now,
    },
  };
}

export function prepareTurn(session: EngineSession, _userText: string, _now: number): PreparedTurn {
  return {
    features: { words: 0, openQuestions: 0, closedQuestions: 0, reflection: false, empathy: 0, acknowledgement: 0, affirmation: 0, pressure: 0, hostility: 0, evidence: 0, benefits: 0, structure: 0, commitmentRequest: false, fillers: 0 },
    nextState: session.state,
    phaseIndex: session.phaseIndex,
    phaseChanged: false,
    newFlags: [],
    coachHint: null,
    builtinReply: 'I see.',
  };
}

export function commitTurn(session: EngineSession, userText: string, prepared: PreparedTurn, npcText: string, now: number): EngineSession {
  return {
    ...session,
    state: prepared.nextState,
    phaseIndex: prepared.phaseIndex,
    turns: [...session.turns, { role: 'user', text: userText, timestamp: now }, { role: 'npc', text: npcText, timestamp: now }],
    hints: prepared.coachHint ? [...session.hints, prepared.coachHint] : session.hints,
    flags: [...session.flags, ...prepared.newFlags],
    timeline: [
      ...session.timeline,
      { turn_number: session.timeline.length + 1, features: prepared.features, state_before: session.state, state_after: prepared.nextState, phase_id: null, coach_hint: prepared.coachHint, user_text: userText, npc_text: npcText },
    ],
  };
}

export function buildReport(session: EngineSession, now: number, aiSummary?: string): Report {
  return {
    overall_score: 50,
    outcome: 'partial',
    outcome_label: 'Partly achieved',
    conviction_delta: session.state.commitment_level - session.initialState.commitment_level,
    kstar: { situation: '', task: '', action: '', result: '', delta: '' },
    skill_scores: [],
    timeline: [],
    flags: session.flags,
    improvement_plan: [],
    ai_summary: aiSummary ?? '',
    duration_seconds: Math.round((now - session.startedAt) / 1000),
    metrics: { reflection_to_question_ratio: 0, open_question_share: 0, talk_ratio: 0, longest_turn_words: 0, user_turns: session.timeline.length },
  };
}
