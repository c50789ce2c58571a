// The KSTAR report, built deterministically from the session's timeline: same session, same report.
//
// Skill scores (0..100, integers), role learner; "rate" = share of learner turns showing it:
//   empathy       20 + 80 * min(1, rate(empathy, acknowledgement or reflection) / 0.5) - 15 per hostile turn
//   structure     20 + 50 * min(1, rate(structure markers) / 0.3) + 30 * share of phases visited
//                 - 15 per skipped critical phase (no phases: 20 + 80 * the structure part)
//   assertiveness 20 + 60 * min(1, rate(assertive) / 0.25) + 20 if a commitment was requested
//                 - 15 per pushy turn
//   closure       60 * final commitment + 30 if a commitment was requested + 10 if it was asked
//                 when the character was ready (trust - resistance > 0.1)
//   strategy      20 + 30 * min(1, open-question share / 0.5) + 25 * min(1, evidence turns / 2)
//                 + 25 if trust rose - 10 if 3+ closed questions in a row - 10 per turn over 150 words
// Role counterpart scores the learner's PORTRAYAL of the character (see portrayalScores).
// overall_score = the scores averaged with evaluation_criteria as weights (equal when absent).
//
// Outcome. A scenario with a character block (character.ts) defines success as its checklist of
// desired outcomes, all met (a next step agreed, the main objection settled, ...); trust under
// 0.25 is failure; partial when some outcome was met or commitment reached 0.4. Otherwise,
// from the final state: success when commitment >= 0.65, trust >= 0.55 and resistance
// <= 0.45 (transition.ts SUCCESS; the character says yes on exactly these thresholds); failure
// when no turn was taken, when trust ended under 0.25, or when commitment < 0.4 and the character
// did not warm up (trust not above its start or resistance not below it); partial otherwise.
import { EVALUATION_CRITERIA, type Criterion } from '../scenarios/schema.js';
import type { Counters } from './counters.js';
import type { BetterLineKind, FeatureName, PlanKey, Skill } from './lang/types.js';
import { say, snake } from './messages.js';
import { sessionMetrics } from './metrics.js';
import { checkOutcomes, compiledCharacter, type OutcomeCheck } from './character.js';
import { DEFAULT_NAME, speaksScenarioLanguage } from './replies.js';
import { fragment, keyClause } from './text.js';
import { decodeRecord } from './timeline.js';
import { EMOTIONS } from './categories.js';
import { round3, SUCCESS } from './transition.js';
import { proposes } from './phases.js';
import type { EngineSession, NpcState, Report, SkillScore, TimelineRecord, TurnFeatures } from './types.js';

const EMOTION_IDS: ReadonlySet<string> = new Set(EMOTIONS);
const clampScore = (x: number) => Math.round(x < 0 ? 0 : x > 100 ? 100 : x);
const numberFormats = new Map<string, Intl.NumberFormat>();

function fmt(language: string, x: number, signed = false): string {
  const key = `${language}|${signed}`;
  let nf = numberFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' });
    numberFormats.set(key, nf);
  }
  return nf.format(x);
}

const STATE_KEYS = ['trust', 'resistance', 'commitment_level', 'skepticism', 'engagement'] as const;

export function stateDelta(before: NpcState, after: NpcState): Partial<Record<keyof NpcState, number | string>> {
  const delta: Partial<Record<keyof NpcState, number | string>> = {};
  for (const k of STATE_KEYS) {
    const d = round3(after[k] - before[k]);
    if (d !== 0) delta[k] = d;
  }
  if (after.emotion !== before.emotion) delta.emotion = after.emotion;
  return delta;
}

/** How much a turn moved things the learner's way: trust up, resistance down, commitment up. */
function turnGain(r: TimelineRecord): number {
  return r.state_after.trust - r.state_before.trust - (r.state_after.resistance - r.state_before.resistance) + (r.state_after.commitment_level - r.state_before.commitment_level);
}

function turnShift(r: TimelineRecord): number {
  return Math.abs(r.state_after.trust - r.state_before.trust) + Math.abs(r.state_after.resistance - r.state_before.resistance) + Math.abs(r.state_after.commitment_level - r.state_before.commitment_level);
}

export function featureNames(f: TurnFeatures, locale: string): string[] {
  const out: FeatureName[] = [];
  if (f.hostility > 0) out.push('hostility');
  if (f.pressure > 0) out.push('pressure');
  if (f.openQuestions > 0) out.push('open');
  if (f.closedQuestions > 0) out.push('closed');
  if (f.reflection) out.push('reflection');
  if (f.empathy > 0) out.push('empathy');
  if (f.acknowledgement > 0) out.push('acknowledgement');
  if (f.affirmation > 0) out.push('affirmation');
  if (f.evidence > 0) out.push('evidence');
  if (f.benefits > 0) out.push('benefits');
  if (f.structure > 0) out.push('structure');
  if (f.assertive > 0) out.push('assertive');
  if (f.commitmentRequest) out.push('commitment');
  if (out.length === 0) out.push('statement');
  return out.map((n) => say(locale, `feature.${n}`));
}

interface Evidence {
  /** Best example turn (1-based) or 0. */
  turn: number;
  count: number;
}

function bestTurn(timeline: readonly TimelineRecord[], shows: (f: TurnFeatures) => number): Evidence {
  let turn = 0;
  let best = 0;
  let count = 0;
  for (const r of timeline) {
    const s = shows(r.features);
    if (s <= 0) continue;
    count++;
    const score = s + turnGain(r);
    if (turn === 0 || score > best) {
      best = score;
      turn = r.turn_number;
    }
  }
  return { turn, count };
}

const SKILL_SIGNALS: Record<Skill, (f: TurnFeatures) => number> = {
  empathy: (f) => f.empathy + f.acknowledgement + (f.reflection ? 1.5 : 0),
  structure: (f) => f.structure,
  assertiveness: (f) => (f.pressure > 0 || f.hostility > 0 ? 0 : Math.max(f.assertive, proposes(f) ? 1 : 0)),
  closure: (f) => (f.commitmentRequest ? 1 : 0),
  strategy: (f) => f.openQuestions + f.evidence + f.benefits + (f.reflection ? 1 : 0),
};

// Role counterpart: which turns best illustrate each portrayal skill.
const COUNTERPART_SIGNALS: Record<Skill, (f: TurnFeatures) => number> = {
  empathy: (f) => f.objection + f.agreement + f.empathy,
  structure: (f) => (f.words >= 8 ? 1 : 0) + f.objection,
  assertiveness: (f) => f.objection,
  closure: (f) => f.agreement + (f.commitmentRequest ? 1 : 0),
  strategy: (f) => (f.words >= 8 && f.words <= 60 ? 1 + f.words / 60 : 0),
};

interface Ctx {
  session: EngineSession;
  /** The session's text locale (engine/messages.ts). */
  locale: string;
  counters: Counters;
  timeline: readonly TimelineRecord[];
  quote: (turn: number) => string;
}

function learnerScores(ctx: Ctx): Record<Skill, number> {
  const { timeline, counters: c, session } = ctx;
  const n = timeline.length;
  if (n === 0) return { empathy: 0, structure: 0, assertiveness: 0, closure: 0, strategy: 0 };
  const rate = (pred: (f: TurnFeatures) => boolean) => timeline.filter((r) => pred(r.features)).length / n;
  const phaseCount = session.scenario.phases?.length ?? 0;
  const structurePart = Math.min(1, rate((f) => f.structure > 0) / 0.3);
  const phaseShare = phaseCount > 0 ? session.visitedPhases.length / phaseCount : 0;
  const askedWhenReady = timeline.some((r) => r.features.commitmentRequest && r.state_before.trust - r.state_before.resistance > 0.1);
  const questions = c.openQuestions + c.closedQuestions;
  const final = session.state;
  return {
    empathy: clampScore(20 + 80 * Math.min(1, rate((f) => f.empathy + f.acknowledgement > 0 || f.reflection) / 0.5) - 15 * c.hostileTurns),
    structure: clampScore(phaseCount > 0 ? 20 + 50 * structurePart + 30 * phaseShare - 15 * c.skippedCritical : 20 + 80 * structurePart),
    assertiveness: clampScore(20 + 60 * Math.min(1, rate((f) => f.assertive > 0) / 0.25) + (c.commitmentRequests > 0 ? 20 : 0) - 15 * c.pushyTurns),
    closure: clampScore(60 * final.commitment_level + (c.commitmentRequests > 0 ? 30 : 0) + (askedWhenReady ? 10 : 0)),
    strategy: clampScore(
      20 +
        30 * Math.min(1, (questions > 0 ? c.openQuestions / questions : 0) / 0.5) +
        25 * Math.min(1, c.evidenceTurns / 2) +
        (final.trust > session.initialState.trust ? 25 : 0) -
        (maxClosedStreak(timeline) >= 3 ? 10 : 0) -
        10 * timeline.filter((r) => r.features.words > 150).length,
    ),
  };
}

/**
 * Role counterpart: the learner plays the character, so what is scored is the PORTRAYAL.
 *   empathy (emotional realism)  turns that voice a feeling, an objection or agreement, target 60%
 *   structure (consistency)      100 minus 150 x the largest single-turn swing of trust beyond 0.1:
 *                                a believable character changes gradually
 *   assertiveness (standing ground) objection turns, target 30%
 *   closure (a believable end)   the character reached a decision: commitment moved and the last
 *                                two turns agree or object clearly
 *   strategy (depth)             average turn length, best between 8 and 60 words
 */
interface Portrayal {
  scores: Record<Skill, number>;
  /** The measured value behind each score, formatted for counterpartSkill. */
  values: Record<Skill, string>;
}

function portrayal(ctx: Ctx): Portrayal {
  const { timeline, session, locale } = ctx;
  const n = timeline.length;
  const pct = (x: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(x);
  if (n === 0) {
    return { scores: { empathy: 0, structure: 0, assertiveness: 0, closure: 0, strategy: 0 }, values: { empathy: pct(0), structure: fmt(locale, 0), assertiveness: pct(0), closure: say(locale, 'report.counterpart_undecided'), strategy: '0' } };
  }
  const voiced = timeline.filter((r) => r.features.objection + r.features.agreement + r.features.empathy + r.features.hostility > 0).length / n;
  let swing = 0;
  for (const r of timeline) swing = Math.max(swing, Math.abs(r.state_after.trust - r.state_before.trust));
  const objecting = timeline.filter((r) => r.features.objection > 0).length / n;
  const tail = timeline.slice(-2);
  const decided = tail.some((r) => r.features.agreement > 0 || r.features.objection > 0);
  const moved = Math.abs(session.state.commitment_level - session.initialState.commitment_level) >= 0.05;
  const avgWords = timeline.reduce((a, r) => a + r.features.words, 0) / n;
  const depth = avgWords < 8 ? avgWords / 8 : avgWords > 60 ? Math.max(0, 1 - (avgWords - 60) / 120) : 1;
  return {
    scores: {
      empathy: clampScore(20 + 80 * Math.min(1, voiced / 0.6)),
      structure: clampScore(100 - 150 * Math.max(0, swing - 0.1)),
      assertiveness: clampScore(20 + 80 * Math.min(1, objecting / 0.3)),
      closure: clampScore((decided ? 50 : 10) + (moved ? 50 : 0)),
      strategy: clampScore(10 + 90 * depth),
    },
    values: {
      empathy: pct(voiced),
      structure: fmt(locale, swing),
      assertiveness: pct(objecting),
      closure: say(locale, decided && moved ? 'report.counterpart_decided' : 'report.counterpart_undecided'),
      strategy: String(Math.round(avgWords)),
    },
  };
}

function maxClosedStreak(timeline: readonly TimelineRecord[]): number {
  let best = 0;
  let run = 0;
  for (const r of timeline) {
    const f = r.features;
    if (f.closedQuestions > 0 && f.openQuestions === 0) run++;
    else if (f.openQuestions > 0 || f.reflection) run = 0;
    if (run > best) best = run;
  }
  return best;
}

function weightsOf(session: EngineSession): Record<Criterion, number> {
  const given = session.scenario.evaluation_criteria ?? {};
  const out = {} as Record<Criterion, number>;
  let total = 0;
  for (const k of EVALUATION_CRITERIA) {
    out[k] = given[k] ?? 0;
    total += out[k];
  }
  if (total <= 0) for (const k of EVALUATION_CRITERIA) out[k] = 1;
  return out;
}

export type Outcome = Report['outcome'];

/** The scenario's desired outcomes, checked, when its character speaks in this session (character.ts). */
export function outcomeChecklist(session: EngineSession): OutcomeCheck[] | undefined {
  if (session.role !== 'learner' || !speaksScenarioLanguage(session.scenario, session.language)) return undefined;
  const character = compiledCharacter(session.scenario);
  return character ? checkOutcomes(character, session.counters as Counters) : undefined;
}

export function outcomeOf(session: EngineSession, checklist = outcomeChecklist(session)): Outcome {
  const s = session.state;
  const i = session.initialState;
  if (session.timeline.length === 0) return 'failure';
  // A scenario with a checklist succeeds when every desired outcome is met, not on a number.
  if (checklist) {
    if (checklist.every((o) => o.met)) return 'success';
    if (s.trust < 0.25) return 'failure';
    return checklist.some((o) => o.met) || s.commitment_level >= 0.4 ? 'partial' : 'failure';
  }
  if (s.commitment_level >= SUCCESS.commitment && s.trust >= SUCCESS.trust && s.resistance <= SUCCESS.resistance) return 'success';
  if (s.trust < 0.25) return 'failure';
  if (s.commitment_level < 0.4 && (s.trust <= i.trust || s.resistance >= i.resistance)) return 'failure';
  return 'partial';
}

function planItems(ctx: Ctx, scores: Record<Skill, number>, weights: Record<Criterion, number>): string[] {
  const { timeline, counters: c, session } = ctx;
  const items: string[] = [];
  // The plan never recommends what the learner already did: a skill item is dropped when a turn
  // shows that behaviour (the analyser's own reading of the turns).
  const shown = (pred: (f: TurnFeatures) => boolean) => timeline.some((r) => pred(r.features));
  const alreadyShown: Partial<Record<PlanKey, boolean>> = {
    empathy: shown((f) => f.empathy + f.acknowledgement > 0 || f.reflection),
    reflection: c.reflectionTurns > 0,
    closure: c.commitmentRequests > 0,
    structure: shown((f) => f.structure > 0),
    assertiveness: shown(proposes),
    strategy: c.openQuestions >= 2,
  };
  const add = (key: PlanKey, vars: Record<string, string | number> = {}) => {
    if (session.role !== 'counterpart' && alreadyShown[key]) return;
    const text = say(ctx.locale, `report.plan.${snake(key)}`, { formality: session.formality, ...vars });
    if (!items.includes(text)) items.push(text);
  };
  const first = (pred: (r: TimelineRecord) => boolean) => timeline.find(pred);
  if (session.role === 'counterpart') {
    if (scores.strategy < 70) add('counterpartDepth');
    if (scores.structure < 70) add('counterpartConsistency');
  } else {
    const hostile = first((r) => r.features.hostility > 0);
    if (hostile) add('hostility', { turn: hostile.turn_number, quote: ctx.quote(hostile.turn_number) });
    const pushy = first((r) => r.features.pressure > 0);
    if (pushy) add('pressure', { turn: pushy.turn_number, quote: ctx.quote(pushy.turn_number) });
    if (maxClosedStreak(timeline) >= 3) {
      const closed = first((r) => r.features.closedQuestions > 0 && r.features.openQuestions === 0);
      if (closed) add('closedStreak', { turn: closed.turn_number, quote: ctx.quote(closed.turn_number) });
    }
    const longest = timeline.reduce<TimelineRecord | undefined>((a, r) => (!a || r.features.words > a.features.words ? r : a), undefined);
    if (longest && longest.features.words > 120) add('monologue', { turn: longest.turn_number, n: longest.features.words });
    if (c.skippedCritical > 0) add('skippedPhase', { n: c.skippedCritical });
    if (c.reflectionTurns === 0 && timeline.length > 0) add('reflection');
  }
  // Then the weakest skills, heaviest criteria first among equals.
  const skills = (Object.keys(scores) as Skill[]).filter((k) => weights[k] > 0).sort((a, b) => scores[a] - scores[b] || weights[b] - weights[a]);
  for (const k of skills) {
    if (items.length >= 5) break;
    if (scores[k] < 75 || items.length < 3) add(k);
  }
  if (items.length < 3) {
    const best = bestOverall(timeline);
    if (best) add('keepStrength', { turn: best.turn_number, quote: ctx.quote(best.turn_number) });
  }
  for (const k of ['empathy', 'strategy', 'closure', 'structure', 'assertiveness'] as const) if (items.length < 3) add(k);
  return items.slice(0, 6);
}

/** What went wrong in a turn, for its better line. */
function weakness(f: TurnFeatures): BetterLineKind {
  if (f.hostility > 0) return 'hostility';
  if (f.pressure > 0) return 'pressure';
  if (f.words > 120) return 'monologue';
  if (f.closedQuestions > 0 && f.openQuestions === 0) return 'closed';
  return 'reflect';
}

/** The two turns that moved the character least (ties: the earlier), each with a better line. */
function betterLines(ctx: Ctx): Report['better_lines'] {
  const { session, timeline } = ctx;
  if (session.role === 'counterpart') return [];
  // The character line each learner turn answered: the npc line just before it.
  const answered = new Map<number, string>();
  let lastNpc = '';
  let userTurn = 0;
  for (const t of session.turns) {
    if (t.role === 'npc') lastNpc = t.text;
    else answered.set(++userTurn, lastNpc);
  }
  // A turn the coach praised is never rewritten: the report would contradict the coach.
  return timeline
    .filter((r) => r.coach_hint?.type !== 'praise')
    .sort((a, b) => turnGain(a) - turnGain(b) || a.turn_number - b.turn_number)
    .slice(0, 2)
    .sort((a, b) => a.turn_number - b.turn_number)
    .map((r) => ({
      turn_number: r.turn_number,
      said: fragment(r.user_text, 14),
      suggestion: say(ctx.locale, `report.better_line.${weakness(r.features)}`, { formality: session.formality, quote: keyClause(answered.get(r.turn_number) ?? '') }),
    }));
}

function bestOverall(timeline: readonly TimelineRecord[]): TimelineRecord | undefined {
  let best: TimelineRecord | undefined;
  for (const r of timeline) if (!best || turnGain(r) > turnGain(best) + 1e-9) best = r;
  return best;
}

function worstOverall(timeline: readonly TimelineRecord[]): TimelineRecord | undefined {
  let worst: TimelineRecord | undefined;
  for (const r of timeline) if (!worst || turnGain(r) < turnGain(worst) - 1e-9) worst = r;
  return worst && turnGain(worst) < 0 ? worst : undefined;
}

export function buildReport(session: EngineSession, now: number, aiSummary?: string): Report {
  // Numbers in the text locale's conventions, like the sentences around them.
  const lang = session.textLocale;
  const r = (key: string, params?: Record<string, string | number>) => say(lang, `report.${key}`, params);
  const counters = session.counters as Counters;
  // Decode the compact records once; everything below reads plain objects.
  const timeline = session.timeline.map(decodeRecord);
  const userTexts = new Map<number, string>();
  for (const r of timeline) userTexts.set(r.turn_number, r.user_text);
  const ctx: Ctx = { session, locale: lang, counters, timeline, quote: (t) => fragment(userTexts.get(t) ?? '') };
  const name = session.scenario.npc_profile?.name ?? (session.role === 'counterpart' ? say(lang, 'default_name') : DEFAULT_NAME);
  const i = session.initialState;
  const s = session.state;

  const played = session.role === 'counterpart' ? portrayal(ctx) : null;
  const scores = played ? played.scores : learnerScores(ctx);
  const weights = weightsOf(session);
  let weighted = 0;
  let totalWeight = 0;
  for (const k of EVALUATION_CRITERIA) {
    weighted += scores[k] * weights[k];
    totalWeight += weights[k];
  }
  const overall = clampScore(totalWeight > 0 ? weighted / totalWeight : 0);

  const skill_scores: SkillScore[] = EVALUATION_CRITERIA.map((k) => {
    const ev = bestTurn(timeline, SKILL_SIGNALS[k]);
    let feedback: string;
    if (played) {
      const best = bestTurn(timeline, COUNTERPART_SIGNALS[k]);
      const example = best.turn > 0 ? r('counterpart_good', { turn: best.turn, quote: ctx.quote(best.turn) }) : r('counterpart_missing');
      feedback = `${r(`counterpart_skill.${k}`, { value: played.values[k] })} ${example}`;
    } else {
      feedback = ev.turn > 0 ? r(`skill_good.${k}`, { turn: ev.turn, quote: ctx.quote(ev.turn), count: ev.count }) : r(`skill_missing.${k}`);
    }
    return { skill: k, score: scores[k], feedback };
  });

  const checklist = outcomeChecklist(session);
  const outcome = outcomeOf(session, checklist);
  const outcome_label = say(lang, `outcome.${outcome}`, { name });
  const emotionName = (e: string) => (EMOTION_IDS.has(e) ? say(lang, `emotion.${e}`) : e);

  let action: string;
  if (timeline.length === 0) action = r('no_turns');
  else {
    action = r('action_counts', { turns: timeline.length, open: counters.openQuestions, closed: counters.closedQuestions, reflections: counters.reflectionTurns, empathy: counters.empathyTurns });
    const best = bestOverall(timeline);
    const worst = worstOverall(timeline);
    const what = (t: TimelineRecord) => featureNames(t.features, lang).join(r('list_separator'));
    if (best && turnGain(best) > 0) action += ` ${r('action_best', { turn: best.turn_number, quote: ctx.quote(best.turn_number), what: what(best) })}`;
    if (worst) action += ` ${r('action_worst', { turn: worst.turn_number, quote: ctx.quote(worst.turn_number), what: what(worst) })}`;
  }
  let biggest: TimelineRecord | undefined;
  for (const t of timeline) if (!biggest || turnShift(t) > turnShift(biggest) + 1e-9) biggest = t;

  const kstar = {
    situation: r('situation', {
      title: session.scenario.title ?? session.scenario.type,
      name,
      role: session.scenario.npc_profile?.role ?? session.scenario.type,
      emotion: emotionName(i.emotion),
      trust: fmt(lang, i.trust),
      resistance: fmt(lang, i.resistance),
      commitment: fmt(lang, i.commitment_level),
    }).replace(' ()', ''),
    task: r('task', { goal: session.scenario.desired_outcome ?? session.scenario.objectives?.task ?? session.scenario.training_objective ?? r('default_goal') }),
    action,
    result: r('result', { trust: fmt(lang, s.trust), resistance: fmt(lang, s.resistance), commitment: fmt(lang, s.commitment_level), emotion: emotionName(s.emotion), label: outcome_label }),
    delta:
      timeline.length === 0
        ? r('no_turns')
        : r('delta', {
            trust: fmt(lang, s.trust - i.trust, true),
            resistance: fmt(lang, s.resistance - i.resistance, true),
            commitment: fmt(lang, s.commitment_level - i.commitment_level, true),
            turn: biggest?.turn_number ?? 1,
          }),
  };

  const improvement_plan = planItems(ctx, scores, weights);
  const summary =
    aiSummary ??
    r('summary', {
      label: outcome_label,
      turns: timeline.length,
      t0: fmt(lang, i.trust),
      t1: fmt(lang, s.trust),
      c0: fmt(lang, i.commitment_level),
      c1: fmt(lang, s.commitment_level),
      focus: improvement_plan[0] ?? '',
    }).trim();

  return {
    overall_score: overall,
    outcome,
    outcome_label,
    conviction_delta: round3(s.commitment_level - i.commitment_level),
    kstar,
    skill_scores,
    timeline: timeline.map((t) => ({
      turn_number: t.turn_number,
      user_action: `"${fragment(t.user_text, 12)}" (${featureNames(t.features, lang).join(r('list_separator'))})`,
      npc_response: t.npc_text,
      coach_comment: t.coach_hint?.message ?? '',
      state_delta: stateDelta(t.state_before, t.state_after),
    })),
    flags: session.flags.slice(),
    improvement_plan,
    ai_summary: summary,
    duration_seconds: Math.max(0, Math.round((now - session.startedAt) / 1000)),
    metrics: sessionMetrics(counters, session.turns),
    better_lines: betterLines(ctx),
    ...(checklist ? { outcome_checklist: checklist } : {}),
  };
}

