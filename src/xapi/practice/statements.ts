// The statements a practice conversation writes (docs/xapi.md, "Practice sessions"), built from
// the plain events of src/shared/practice-record.ts. Pure: the same event always gives the same
// statements, ids included, so a repeated end or a redelivery never makes a second record.
//
// Profile: ADL vocabulary verbs as cmi5 uses them (initialized, completed, passed, failed), the
// scenario as an ADL `simulation` activity, the session id as context.registration, and this
// service's practice profile IRI as the context category; scores and figures as extensions.
import { createHash, createHmac, type KeyObject } from 'node:crypto';
import type { PracticeCompletion, PracticeStart } from '../../shared/practice-record.js';
import type { Statement, XapiAgent } from '../types.js';

export const ADL_VERB = {
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
} as const;
export type PracticeVerb = keyof typeof ADL_VERB;

export const SIMULATION_ACTIVITY_TYPE = 'http://adlnet.gov/expapi/activities/simulation';

export interface PracticeStatementConfig {
  activityBase: string;
  extensionBase: string;
  accountHomePage: string;
  /** The statement ids' secret namespace (practiceIdNamespace). */
  idNamespace: Buffer;
}

/** The IRIs under XAPI_EXTENSION_BASE this profile uses. */
export function practiceIris(extensionBase: string) {
  const p = `${extensionBase}/conversation-practice`;
  return {
    profile: `${p}/profile`,
    skillScores: `${p}/skill-scores`,
    miti: `${p}/miti`,
    outcome: `${p}/outcome`,
    checklist: `${p}/outcome-checklist`,
    passMark: `${p}/pass-mark`,
  };
}

export const scenarioActivityId = (activityBase: string, scenarioId: string) => `${activityBase}/scenario/${encodeURIComponent(scenarioId)}`;

/** The learner as an xAPI account actor on the integrator's home page. */
export function learnerActor(cfg: PracticeStatementConfig, learner: PracticeStart['learner']): XapiAgent {
  return { objectType: 'Agent', ...(learner.name ? { name: learner.name } : {}), account: { homePage: cfg.accountHomePage, name: learner.id } };
}

/**
 * The namespace of the practice statements' name-based (v5) ids, derived from a server secret.
 * It must not be public: anyone who may write statements about a learner (the learner, through
 * POST /api/xapi/statement) could otherwise work out the id of a session's `completed` statement
 * from its session id and store a statement of their own under it first, so the service's record
 * would be refused as a conflict and theirs would stand. Derived, not drawn, so every instance
 * and every restart that shares the secret gives a session's statements the same ids.
 */
export function practiceIdNamespace(secret: KeyObject | Buffer): Buffer {
  return createHmac('sha256', secret).update('xapi practice statement ids').digest().subarray(0, 16);
}

/** RFC 4122 version-5 UUID of `name` in the namespace (practiceIdNamespace). */
export function stableStatementId(namespace: Buffer, sessionId: string, verb: PracticeVerb): string {
  const hash = createHash('sha1').update(namespace).update(`${sessionId.toLowerCase()}/${verb}`).digest();
  const b = hash.subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();
const round3 = (x: number) => Math.round(x * 1000) / 1000;

function base(cfg: PracticeStatementConfig, e: PracticeStart, verb: PracticeVerb, at: number): Statement {
  const language = e.language || 'en';
  return {
    id: stableStatementId(cfg.idNamespace, e.sessionId, verb),
    actor: learnerActor(cfg, e.learner),
    verb: { id: ADL_VERB[verb], display: { 'en-US': verb } },
    object: {
      objectType: 'Activity',
      id: scenarioActivityId(cfg.activityBase, e.scenario.id),
      definition: { type: SIMULATION_ACTIVITY_TYPE, name: { [language]: e.scenario.title } },
    },
    context: {
      registration: e.sessionId.toLowerCase(),
      language,
      platform: 'learning-platform conversation practice',
      contextActivities: { category: [{ objectType: 'Activity', id: practiceIris(cfg.extensionBase).profile }] },
    },
    timestamp: iso(at),
  };
}

export function initializedStatement(cfg: PracticeStatementConfig, e: PracticeStart): Statement {
  return base(cfg, e, 'initialized', e.at);
}

/** Success is the scenario's outcome checklist, all met; a scenario without one uses its outcome. */
export function practiceSuccess(e: Pick<PracticeCompletion, 'checklist' | 'outcome'>): boolean {
  return e.checklist && e.checklist.length > 0 ? e.checklist.every((c) => c.met) : e.outcome === 'success';
}

/** `completed`, then `passed` or `failed` when the scenario defines a pass mark. */
export function completionStatements(cfg: PracticeStatementConfig, e: PracticeCompletion): Statement[] {
  const iris = practiceIris(cfg.extensionBase);
  const score = { scaled: round3(Math.min(100, Math.max(0, e.overallScore)) / 100), raw: e.overallScore, min: 0, max: 100 };
  const duration = `PT${Math.max(0, Math.round(e.durationSeconds))}S`;
  const completed: Statement = {
    ...base(cfg, e, 'completed', e.endedAt),
    result: {
      completion: true,
      success: practiceSuccess(e),
      duration,
      score,
      extensions: {
        [iris.skillScores]: Object.fromEntries(e.skillScores.map((s) => [s.skill, s.score])),
        [iris.miti]: { ...e.metrics },
        [iris.outcome]: e.outcome,
        ...(e.checklist ? { [iris.checklist]: e.checklist.map((c) => ({ id: c.id, met: c.met })) } : {}),
      },
    },
  };
  if (e.passMark === undefined) return [completed];
  const passed = e.overallScore >= e.passMark;
  const judged: Statement = {
    ...base(cfg, e, passed ? 'passed' : 'failed', e.endedAt),
    result: { success: passed, duration, score, extensions: { [iris.passMark]: e.passMark } },
  };
  return [completed, judged];
}
