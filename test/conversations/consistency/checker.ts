// The consistency checker: coach, mood and report must not contradict each other, the transcript
// or the character. Reads a finished session (its timeline, hints and replies) and its report and
// lists every break of four rules:
// 1. no hint says a phase was skipped when that turn did it (phases.ts doesKind: the turn shows the
//    phase's kind, or makes the proposal a presentation phase asks for);
// 2. no report dimension claims something is absent (a skill's "missing" note, an improvement-plan
//    item recommending the behaviour) when another finding cites a turn that shows it;
// 3. the mood label agrees with the stance the character states in the same turn: a character
//    shown as convinced does not say "not yet" or "maybe", and one saying yes is not shown angry,
//    frustrated or guarded;
// 4. a better line never rewrites a turn the coach praised.
import { doesKind, phaseKind, proposes } from '../../../src/conversations/engine/phases.js';
import { packFor } from '../../../src/conversations/engine/lang/index.js';
import { engineMessages, say } from '../../../src/conversations/engine/messages.js';
import { decodeRecord } from '../../../src/conversations/engine/timeline.js';
import type { EngineSession, Report, TimelineRecord, TurnFeatures } from '../../../src/conversations/engine/types.js';
import type { Skill } from '../../../src/conversations/engine/lang/types.js';

export interface Violation { rule: 1 | 2 | 3 | 4; turn: number; detail: string }

/** How often each rule had something to check (so a run with 0 violations is not an empty one). */
export const checked = { skipHints: 0, absenceClaims: 0, stancesStated: 0, betterLines: 0 };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template as a pattern: each {placeholder} matches anything, {turn} captures the number. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/(\{[a-z_]+\})/);
  return new RegExp(`^${parts.map((p) => (p === '{turn}' ? '(\\d+)' : /^\{[a-z_]+\}$/.test(p) ? '[\\s\\S]*?' : escape(p))).join('')}$`);
}
/** The fixed text of a reply template before its first placeholder, when long enough to recognise. */
const stem = (t: string) => t.split('{')[0]!.trim();
const says = (reply: string, templates: readonly string[]) => templates.some((t) => stem(t).length >= 8 && reply.includes(stem(t)));

// What each skill's "missing" note and plan item claim no turn did.
const SHOWS: Record<Skill, (f: TurnFeatures) => boolean> = {
  empathy: (f) => f.empathy + f.acknowledgement > 0 || f.reflection,
  structure: (f) => f.structure > 0,
  assertiveness: (f) => proposes(f) && f.pressure === 0 && f.hostility === 0,
  closure: (f) => f.commitmentRequest,
  strategy: (f) => f.openQuestions + f.evidence + f.benefits > 0 || f.reflection,
};

const PLAN_CLAIMS: ReadonlyArray<readonly ['empathy' | 'reflection' | 'closure' | 'structure' | 'assertiveness', (f: TurnFeatures) => boolean]> = [
  ['empathy', SHOWS.empathy],
  ['reflection', (f) => f.reflection],
  ['closure', SHOWS.closure],
  ['structure', SHOWS.structure],
  ['assertiveness', SHOWS.assertiveness],
];

export function checkSession(session: EngineSession, report: Report): Violation[] {
  const out: Violation[] = [];
  const texts = packFor(session.language).texts;
  const catalogue = engineMessages();
  const source = (key: string) => catalogue.source(catalogue.languageOf(session.textLocale), `engine.${key}`);
  const timeline: TimelineRecord[] = session.timeline.map((r) => decodeRecord(r));
  const byTurn = new Map(timeline.map((r) => [r.turn_number, r]));
  const phases = session.scenario.phases ?? [];

  // 1. A skipped-phase warning names a phase; the turn must not have done one of that kind.
  const skipped = templatePattern(source('coach.skipped_critical'));
  for (const r of timeline) {
    const m = r.coach_hint && skipped.exec(r.coach_hint.message);
    if (!m) continue;
    checked.skipHints++;
    for (const p of phases) {
      const kind = phaseKind(p);
      const name = kind === 'other' ? p.label : say(session.textLocale, `phase.${kind}`);
      if ((r.coach_hint!.message.includes(p.label) || r.coach_hint!.message.includes(name)) && doesKind(kind, r.features)) {
        out.push({ rule: 1, turn: r.turn_number, detail: `"${r.coach_hint!.message}" after "${r.user_text}"` });
      }
    }
  }

  // 2. Turns the report cites as good examples, by skill; a skill noted missing (or recommended in
  // the plan) must not be shown by any of them.
  if (session.role === 'learner') {
    const cited: number[] = [];
    for (const s of report.skill_scores) {
      const m = templatePattern(source(`report.skill_good.${s.skill}`)).exec(s.feedback);
      if (m) cited.push(Number(m[1]));
    }
    const absent: Array<[string, (f: TurnFeatures) => boolean]> = [];
    for (const s of report.skill_scores) if (s.feedback === say(session.textLocale, `report.skill_missing.${s.skill}`)) absent.push([`${s.skill} noted missing`, SHOWS[s.skill as Skill]]);
    // Plan items that recommend a behaviour as if it never happened (the strategy item asks for two
    // open questions, a count, not an absence).
    for (const [key, shows] of PLAN_CLAIMS) {
      const item = say(session.textLocale, `report.plan.${key}`, { formality: session.formality });
      if (report.improvement_plan.includes(item)) absent.push([`"${item}" recommended`, shows]);
    }
    if (cited.length > 0) checked.absenceClaims += absent.length;
    for (const t of new Set(cited)) {
      const f = byTurn.get(t)?.features;
      for (const [claim, shows] of absent) if (f && shows(f)) out.push({ rule: 2, turn: t, detail: `${claim} while turn ${t}, cited in the report, shows it: "${byTurn.get(t)!.user_text}"` });
    }
  }

  // 3. The mood after a turn and the stance of the reply to it.
  const own = session.scenario.character?.lines ?? {};
  const notYet = [...texts.reactions.commitNotYet, ...texts.reactions.commitMaybe, ...(own.commitNotYet ?? []), ...(own.commitMaybe ?? [])];
  const yes = [...texts.reactions.commitYes, ...(own.commitYes ?? [])];
  for (const r of timeline) {
    const mood = r.state_after.emotion;
    if (says(r.npc_text, notYet) || says(r.npc_text, yes)) checked.stancesStated++;
    if (mood === 'convinced' && says(r.npc_text, notYet)) out.push({ rule: 3, turn: r.turn_number, detail: `shown convinced while saying "${r.npc_text}"` });
    if ((mood === 'angry' || mood === 'frustrated' || mood === 'guarded') && says(r.npc_text, yes)) out.push({ rule: 3, turn: r.turn_number, detail: `shown ${mood} while saying yes: "${r.npc_text}"` });
  }

  // 4. Better lines against the coach's praise.
  for (const b of report.better_lines ?? []) {
    checked.betterLines++;
    if (byTurn.get(b.turn_number)?.coach_hint?.type === 'praise') out.push({ rule: 4, turn: b.turn_number, detail: `rewrites praised turn "${b.said}"` });
  }
  return out;
}
