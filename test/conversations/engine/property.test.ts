// Property: any sequence of messages keeps every number in range, and the same transcript gives
// the same session and the same report twice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReport, commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import { EMOTIONS } from '../../../src/conversations/engine/categories.js';
import type { EngineSession, NpcState } from '../../../src/conversations/engine/types.js';
import { BUILTIN_CATEGORIES, phasedSales, scenarioOf } from './fixtures.js';

const LANGS = ['en', 'es-MX', 'fr', 'de-DE', 'pt-BR', 'it', 'nl', 'ja'];

const message = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(' ', '?', '!!!', '¿¡', '\u200b', '...', 'ok', "I understand, what's wrong?", 'You idiot, sign NOW!!', '😀😀', 'ß'),
  fc.string({ unit: 'grapheme-ascii', minLength: 2000, maxLength: 6000 }),
  fc.array(fc.constantFrom('what', 'how', 'sounds', 'like', 'you', 'feel', 'stupid', 'data', 'first', 'deal', '?', 'pourquoi', 'qué', 'wie', '.'), { maxLength: 40 }).map((w) => w.join(' ')),
);

function play(category: (typeof BUILTIN_CATEGORIES)[number], role: 'learner' | 'counterpart', locale: string, lines: string[]) {
  const scenario = category === 'sales' ? phasedSales : scenarioOf(category);
  let { session } = start({ scenario, role, locale, coachEnabled: true, now: 1000, maxUserTurns: 12 });
  const seen: NpcState[] = [session.state];
  lines.forEach((line, i) => {
    const before = i === lines.length - 1 ? structuredClone(session) : null;
    const p = prepareTurn(session, line, 2000 + i);
    if (before) expect(session).toEqual(before); // prepareTurn never mutates
    session = commitTurn(session, line, p, p.builtinReply, 2000 + i);
    seen.push(session.state);
  });
  return { session, seen, report: buildReport(session, 90_000) };
}

const inUnit = (x: number) => Number.isFinite(x) && x >= 0 && x <= 1;

function checkRanges(session: EngineSession, seen: NpcState[], report: ReturnType<typeof buildReport>) {
  for (const s of seen) {
    for (const k of ['trust', 'resistance', 'commitment_level', 'skepticism', 'engagement'] as const) expect(inUnit(s[k]), `${k}=${s[k]}`).toBe(true);
    expect(EMOTIONS).toContain(s.emotion);
  }
  expect(report.overall_score).toBeGreaterThanOrEqual(0);
  expect(report.overall_score).toBeLessThanOrEqual(100);
  for (const s of report.skill_scores) expect(s.score >= 0 && s.score <= 100).toBe(true);
  expect(Math.abs(report.conviction_delta)).toBeLessThanOrEqual(1);
  expect(['success', 'partial', 'failure']).toContain(report.outcome);
  expect(inUnit(report.metrics.talk_ratio)).toBe(true);
  expect(inUnit(report.metrics.open_question_share)).toBe(true);
  expect(report.metrics.user_turns).toBe(session.timeline.length);
  expect(report.improvement_plan.length).toBeGreaterThanOrEqual(3);
  for (const t of report.timeline) for (const v of Object.values(t.state_delta)) if (typeof v === 'number') expect(Math.abs(v)).toBeLessThanOrEqual(1);
}

describe('property: any transcript', () => {
  it('keeps every number in range and replays identically', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUILTIN_CATEGORIES),
        fc.constantFrom('learner' as const, 'counterpart' as const),
        fc.constantFrom(...LANGS),
        fc.array(message, { minLength: 0, maxLength: 12 }),
        (category, role, locale, lines) => {
          const a = play(category, role, locale, lines);
          checkRanges(a.session, a.seen, a.report);
          const b = play(category, role, locale, lines);
          expect(b.session).toEqual(a.session);
          expect(b.report).toEqual(a.report);
          for (let i = 2; i < a.session.turns.length; i += 2) expect(a.session.turns[i]!.text).not.toBe(a.session.turns[i - 2]!.text);
        },
      ),
      { numRuns: 150, seed: 20260101 },
    );
  });
});
