// A session's start and result as the learning record takes them (src/shared/practice-record.ts):
// plain copies of what the record needs, so the recorder never holds the live session.
import type { PracticeCompletion, PracticeStart } from '../shared/practice-record.js';
import type { Report } from './engine/types.js';
import { spokenLanguage } from './engine/messages.js';
import type { ConversationRecord } from './session.js';

/** The session's start; only called for a session with a learner. */
export function practiceStart(r: ConversationRecord): PracticeStart {
  return {
    sessionId: r.id,
    learner: r.learner!,
    // The card is the scenario as this session plays it: its title is in the session's language.
    scenario: { id: r.card.id, title: r.card.title },
    language: spokenLanguage(r.engine),
    at: r.createdAt,
  };
}

export function practiceCompletion(r: ConversationRecord, report: Report, endedAt: number): PracticeCompletion {
  const passMark = r.engine.scenario.pass_mark;
  return {
    ...practiceStart(r),
    endedAt,
    durationSeconds: report.duration_seconds,
    overallScore: report.overall_score,
    outcome: report.outcome,
    ...(report.outcome_checklist ? { checklist: report.outcome_checklist.map((c) => ({ id: c.id, met: c.met })) } : {}),
    ...(passMark !== undefined ? { passMark } : {}),
    skillScores: report.skill_scores.map((s) => ({ skill: s.skill, score: s.score })),
    metrics: { ...report.metrics },
  };
}
