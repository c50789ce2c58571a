// What a practice conversation tells the learning record, and what the record tells analytics.
// Conversations (the writer) and xapi (the record) speak these plain shapes, so neither knows the
// other's internals; the composition root wires one to the other.

/** Who practised: an account on the integrator's platform (options.learner) or the page's logged-in user. */
export interface PracticeLearner {
  id: string;
  name?: string;
  email?: string;
  /** `integrator`: options.learner on session creation; `page`: the hosted page's logged-in user. */
  source: 'integrator' | 'page';
}

export interface PracticeStart {
  /** The session id (a UUID): the statements' context.registration. */
  sessionId: string;
  learner: PracticeLearner;
  /** The scenario as this session plays it: its title in the session's language. */
  scenario: { id: string; title: string };
  /** The session's language (BCP-47). */
  language: string;
  /** When the session started (epoch ms). */
  at: number;
}

export interface PracticeCompletion extends PracticeStart {
  /** When the session ended (epoch ms). */
  endedAt: number;
  durationSeconds: number;
  /** The report's overall score, 0..100. */
  overallScore: number;
  outcome: 'success' | 'partial' | 'failure';
  /** The scenario's outcome checklist, when it has one. */
  checklist?: ReadonlyArray<{ id: string; met: boolean }>;
  /** The scenario's pass mark (overall score, 0..100), when it defines one. */
  passMark?: number;
  /** The report's dimension scores, 0..100. */
  skillScores: ReadonlyArray<{ skill: string; score: number }>;
  /** The report's MITI-style figures (reflection to question ratio, open-question share, talk ratios, ...). */
  metrics: Readonly<Record<string, number>>;
}

/**
 * Takes a practice session's start and end into the learning record. Never rejects and never
 * waits on the record store (only on the durable outbox): it answers whether a statement was
 * queued (false without a learner or on a failure).
 */
export interface PracticeRecorder {
  started(event: PracticeStart): Promise<boolean>;
  completed(event: PracticeCompletion): Promise<boolean>;
}

/** Writes nothing (an app built without a learning record). */
export const noPracticeRecorder: PracticeRecorder = { started: async () => false, completed: async () => false };

/** A learner's practice sessions as evidence for their analytics profile. */
export interface PracticeEvidence {
  /** The interaction context the evidence belongs to. */
  context: 'conversation_practice';
  /** Sessions started. */
  sessions: number;
  completed: number;
  /** Completed with the scenario's checklist (or outcome) met. */
  succeeded: number;
  passed: number;
  failed: number;
  /** Mean of the completed sessions' scaled scores (0..1), or null. */
  meanScaledScore: number | null;
  lastActivity: string | null;
}

export interface PracticeEvidenceSource {
  forLearner(userId: string): Promise<PracticeEvidence>;
}
