// Session records -> the response bodies of the conversation API (docs/conversations.md and the
// OpenAPI document), field for field, and the hosted page's view. Pure functions, called by routes.
import type { CoachHint, Flag, NpcState, Report, Turn } from './engine/types.js';
import type {
  ConversationStatus,
  CreateConversationResponse,
  EndConversationResponse,
  ReportBody,
  SendMessageResponse,
} from './schemas.js';
import { sessionLanguages, userTurnCount, type ConversationRecord, type ScenarioCard, type TakenTurn, type UiOptions } from './session.js';

const iso = (ms: number) => new Date(ms).toISOString();

export const presentState = (s: NpcState): NpcState => ({
  trust: s.trust,
  resistance: s.resistance,
  commitment_level: s.commitment_level,
  skepticism: s.skepticism,
  engagement: s.engagement,
  emotion: s.emotion,
});

const presentFlag = (f: Flag): Flag => ({ flag: f.flag, ...(f.label !== undefined ? { label: f.label } : {}), description: f.description, turn_number: f.turn_number, ...(f.evaluator ? { evaluator: f.evaluator } : {}) });
const presentHint = (h: CoachHint): CoachHint => ({ type: h.type, message: h.message, timestamp: h.timestamp });

export interface SessionUrls {
  embed_url: string;
  messages_url: string;
  end_url: string;
  status_url: string;
}

export function sessionUrls(baseUrl: string, id: string, capability: string): SessionUrls {
  const api = `${baseUrl}/api/v1/conversations/${encodeURIComponent(id)}`;
  return {
    embed_url: `${baseUrl}/simulation?session=${encodeURIComponent(id)}&token=${encodeURIComponent(capability)}`,
    messages_url: `${api}/messages`,
    end_url: `${api}/end`,
    status_url: api,
  };
}

export function presentCreated(r: ConversationRecord, urls: SessionUrls, openingMessage: string): CreateConversationResponse {
  return {
    session_id: r.id,
    ...urls,
    expires_at: iso(r.expiresAt),
    scenario: { id: r.card.id, title: r.card.title, type: r.card.type, npc: { name: r.card.npc.name, role: r.card.npc.role, voice: r.card.npc.voice } },
    opening_message: openingMessage,
  };
}

export function presentMessage(t: TakenTurn): SendMessageResponse {
  return {
    session_id: t.sessionId,
    npc_response: t.reply,
    updated_state: presentState(t.state),
    coach_hint: t.coachEnabled && t.coachHint ? presentHint(t.coachHint) : null,
    session_ended: t.endedAt !== null,
    end_reason: t.endReason,
    flags: t.flags.map(presentFlag),
    turn_count: t.turnCount,
  };
}

/** The engine's report, restricted to the documented fields (copies, so the cache is not shared). */
export function presentReport(report: Report): ReportBody {
  return {
    overall_score: report.overall_score,
    outcome: report.outcome,
    outcome_label: report.outcome_label,
    conviction_delta: report.conviction_delta,
    kstar: { ...report.kstar },
    skill_scores: report.skill_scores.map((s) => ({ skill: s.skill, score: s.score, feedback: s.feedback })),
    timeline: report.timeline.map((t) => ({
      turn_number: t.turn_number,
      user_action: t.user_action,
      npc_response: t.npc_response,
      coach_comment: t.coach_comment,
      state_delta: Object.fromEntries(Object.entries(t.state_delta).filter(([, v]) => v !== undefined)),
    })),
    flags: report.flags.map(presentFlag),
    improvement_plan: [...report.improvement_plan],
    ai_summary: report.ai_summary,
    duration_seconds: report.duration_seconds,
    metrics: { ...report.metrics },
    better_lines: report.better_lines.map((b) => ({ ...b })),
    ...(report.outcome_checklist ? { outcome_checklist: report.outcome_checklist.map((o) => ({ id: o.id, label: o.label, met: o.met })) } : {}),
  };
}

export function presentEnd(r: ConversationRecord & { report: Report }): EndConversationResponse {
  return { session_id: r.id, report: presentReport(r.report), metadata: { ...r.metadata } };
}

export function presentStatus(r: ConversationRecord): ConversationStatus {
  const e = r.engine;
  return {
    session_id: r.id,
    npc_state: presentState(e.state),
    turns: e.turns.map((t) => ({ role: t.role, text: t.text, timestamp: t.timestamp })),
    coach_hints: e.coachEnabled ? e.hints.map(presentHint) : [],
    flags: e.flags.map(presentFlag),
    started_at: iso(r.createdAt),
    ended_at: r.endedAt === null ? null : iso(r.endedAt),
    end_reason: r.endReason,
    metadata: { ...r.metadata },
    expires_at: iso(r.expiresAt),
  };
}

/** What the hosted page needs to render a session (the page verifies the capability first). */
export interface PageView {
  session_id: string;
  scenario: { id: string; title: string; type: ScenarioCard['type'] };
  npc: ScenarioCard['npc'];
  role: 'learner' | 'counterpart';
  locale: string | null;
  language: string;
  ui: UiOptions;
  coach_enabled: boolean;
  /** The caller's cap, or null when only the soft cap of 200 applies. */
  max_user_turns: number | null;
  turn_count: number;
  turns: Turn[];
  state: NpcState;
  hints: CoachHint[];
  ended: boolean;
  end_reason: ConversationRecord['endReason'];
  expires_at: string;
  /** The report once /end has produced it, else null. */
  report: ReportBody | null;
  /** Whether the session's result was queued for a known learner's learning record. */
  learning_record: boolean;
}

export function presentPageView(r: ConversationRecord): PageView {
  const e = r.engine;
  return {
    session_id: r.id,
    scenario: { id: r.card.id, title: r.card.title, type: r.card.type },
    npc: { ...r.card.npc },
    role: e.role,
    ...sessionLanguages(r),
    ui: { ...r.ui },
    coach_enabled: e.coachEnabled,
    max_user_turns: r.maxUserTurnsSet ? r.maxUserTurns : null,
    turn_count: userTurnCount(r),
    turns: e.turns.map((t) => ({ ...t })),
    state: presentState(e.state),
    hints: e.coachEnabled ? e.hints.map((h) => ({ ...h })) : [],
    ended: r.endedAt !== null,
    end_reason: r.endReason,
    expires_at: iso(r.expiresAt),
    report: r.report && presentReport(r.report),
    learning_record: r.learningRecord === true,
  };
}
