// Phase tracking over the scenario's `phases`.
//
// Each phase gets a KIND from keywords in its id (or, when the id says nothing, its label); the
// first matching kind in this order wins (see KIND_PATTERNS for the full keyword lists):
//   closing      close, commit, agree, decide, next step, plan, follow-up, confirm, revisions
//   acknowledge  acknowledge, vent, reassure, apology, safety, permission, emotions, own, listen
//   objections   objection, concern, negotiate, trade, pushback, deflection, limitation, clarify
//   presentation present, propose, solution, offer, option, explain, evidence, value, method, data
//   discovery    discover, explore, need, question, diagnose, history, understand, probe, story, pain
//   opening      open, greet, intro, welcome, rapport, relationship, agenda, frame, purpose
//   other        anything else
// A turn SHOWS a kind when: discovery = an open question or a reflection; acknowledge = empathy,
// acknowledgement or a reflection; presentation = evidence,
// benefits, or structure with an assertive statement; objections = acknowledgement or empathy
// together with evidence, benefits or an assertive statement; closing = a commitment request.
//
// Rule, applied after every learner turn (the turn itself belongs to the phase it lands in):
// 1. A LATE move jumps ahead: a commitment request moves to the nearest later closing phase; else
//    evidence/benefits move to the nearest later presentation phase. Phases jumped over that were
//    never visited, and that the turn itself does not do (doesKind: a proposal does a presentation
//    phase), are SKIPPED; skipped critical phases are counted (`skipped_critical_phases`,
//    the `skipped_critical_phase` flag and a coach warning). This catches pitching before
//    discovery and closing before the concerns were handled.
// 2. Otherwise, if the turn shows the kind of the NEXT phase, move to it.
// 3. Otherwise, after STALL_TURNS turns in the same phase, move to the next phase (a natural
//    progression, not a skip).
// The last phase is never left.
import type { Scenario } from '../scenarios/schema.js';
import type { TurnFeatures } from './types.js';

export type PhaseKind = 'opening' | 'acknowledge' | 'discovery' | 'presentation' | 'objections' | 'closing' | 'other';

export const STALL_TURNS = 4;

const KIND_PATTERNS: Array<[PhaseKind, RegExp]> = [
  ['closing', /clos|commit|agree|decision|decide|next|wrap|action|conclu|follow|confirm|first.?step|revision|extend|future|repair|framework|plan/i],
  ['acknowledge', /acknowledg|vent|reassur|apolog|safety|permission|emotion|feeling|reconnect|empath|listen|(^|[^a-z])own([^a-z]|$)/i],
  ['objections', /objection|concern|negotiat|bargain|counter|resist|pushback|trade|deflect|limitation|pressure|clarif|challeng/i],
  ['presentation', /present|propos|solution|pitch|offer|option|recommend|explain|evidence|demo|defen|argument|treatment|inform|workaround|anchor|fit|value|data|method|justif|differentiat|contribution|deliver|guide|support|status|insight|evoke|sbi|fact|raise|warning|skill|scope/i],
  ['discovery', /discover|explor|need|question|diagnos|history|understand|assess|probe|background|story|pain|impact|barrier|perception|interest|curiosity|underlying|behavio|values|goal|gap|past|pattern|wider|context|situation|practical|share|connect|process|failure|prioriti/i],
  ['opening', /open|greet|intro|welcome|warm|start|icebreak|ice.?break|rapport|relationship|purpose|frame|agenda|contract|enthusias/i],
];

export function phaseKind(phase: { id: string; label: string }): PhaseKind {
  for (const text of [phase.id, phase.label]) for (const [kind, re] of KIND_PATTERNS) if (re.test(text)) return kind;
  return 'other';
}

export function showsKind(kind: PhaseKind, f: TurnFeatures): boolean {
  switch (kind) {
    case 'discovery':
      return f.openQuestions > 0 || f.reflection;
    case 'acknowledge':
      return f.empathy + f.acknowledgement > 0 || f.reflection;
    case 'presentation':
      return f.evidence > 0 || f.benefits > 0 || (f.structure > 0 && f.assertive > 0);
    case 'objections':
      return f.acknowledgement + f.empathy > 0 && f.evidence + f.benefits + f.assertive > 0;
    case 'closing':
      return f.commitmentRequest;
    default:
      return false;
  }
}

/**
 * A turn that states the learner's own position or a concrete proposal: an assertive statement
 * ("I propose", "my limit is"), a signposted plan that is not a question or a summary ("First, a
 * two-week pilot; then we review it"), or a request for a step that names what the step is
 * ("How about a two-week pilot starting Monday?", 8+ words or with evidence or structure). The
 * phase tracker, the report's assertiveness and the consistency checker read proposals the same way.
 */
export function proposes(f: TurnFeatures): boolean {
  if (f.assertive > 0) return true;
  if (f.structure > 0 && f.openQuestions + f.closedQuestions === 0 && f.act !== 'summary') return true;
  return f.commitmentRequest && (f.words >= 8 || f.evidence + f.benefits + f.structure > 0);
}

/** A turn does a phase of this kind: it shows the kind, or it makes the proposal a presentation
 * phase asks for. A phase the turn does is never counted as skipped by it. */
export function doesKind(kind: PhaseKind, f: TurnFeatures): boolean {
  return showsKind(kind, f) || (kind === 'presentation' && proposes(f));
}

export interface PhasePlan {
  ids: string[];
  labels: string[];
  kinds: PhaseKind[];
  critical: boolean[];
}

export function planPhases(scenario: Scenario): PhasePlan {
  const phases = scenario.phases ?? [];
  return {
    ids: phases.map((p) => p.id),
    labels: phases.map((p) => p.label),
    kinds: phases.map(phaseKind),
    critical: phases.map((p) => p.critical === true),
  };
}

export interface PhaseStep {
  phaseIndex: number;
  changed: boolean;
  turnsInPhase: number;
  /** Indices of phases jumped over by this turn. */
  skipped: number[];
  /** How many of those were critical. */
  skippedCritical: number;
}

function nearestLater(plan: PhasePlan, current: number, kind: PhaseKind): number {
  for (let j = current + 1; j < plan.kinds.length; j++) if (plan.kinds[j] === kind) return j;
  return -1;
}

export function stepPhase(plan: PhasePlan, current: number, turnsInPhase: number, f: TurnFeatures, visited: readonly string[]): PhaseStep {
  const n = plan.ids.length;
  const spent = turnsInPhase + 1;
  if (n === 0 || current >= n - 1) return { phaseIndex: current, changed: false, turnsInPhase: spent, skipped: [], skippedCritical: 0 };
  let target = -1;
  if (showsKind('closing', f)) target = nearestLater(plan, current, 'closing');
  if (target === -1 && showsKind('presentation', f)) target = nearestLater(plan, current, 'presentation');
  if (target === -1 && showsKind(plan.kinds[current + 1]!, f)) target = current + 1;
  if (target === -1 && spent >= STALL_TURNS) target = current + 1;
  if (target === -1) return { phaseIndex: current, changed: false, turnsInPhase: spent, skipped: [], skippedCritical: 0 };
  const skipped: number[] = [];
  let skippedCritical = 0;
  for (let j = current + 1; j < target; j++) {
    if (visited.includes(plan.ids[j]!) || doesKind(plan.kinds[j]!, f)) continue;
    skipped.push(j);
    if (plan.critical[j]) skippedCritical++;
  }
  return { phaseIndex: target, changed: true, turnsInPhase: 1, skipped, skippedCritical };
}
