// The report never contradicts the engine's own reading of the turns. Over many transcripts built
// from the labelled corpus (test/fixtures/pedagogy), in every language: a skill finding that cites
// "Turn N" rests on a turn that shows that skill; "no turn showed it" is said only when none did;
// every cited turn exists; and the plan never asks for what a turn already showed.
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../scripts/eval-pedagogy.js';
import { buildReport, commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import { say } from '../../../src/conversations/engine/messages.js';
import { decodeRecord } from '../../../src/conversations/engine/timeline.js';
import { proposes } from '../../../src/conversations/engine/phases.js';
import type { TurnFeatures } from '../../../src/conversations/engine/types.js';
import { phasedSales } from './fixtures.js';

const SIGNALS: Record<string, (f: TurnFeatures) => boolean> = {
  empathy: (f) => f.empathy + f.acknowledgement > 0 || f.reflection,
  structure: (f) => f.structure > 0,
  // A stated position or a concrete proposal (phases.ts proposes), said without pushing.
  assertiveness: (f) => proposes(f) && f.pressure === 0 && f.hostility === 0,
  closure: (f) => f.commitmentRequest,
  strategy: (f) => f.openQuestions + f.evidence + f.benefits > 0 || f.reflection,
};

/** A deterministic pseudo-random pick of `n` lines (xorshift on the seed). */
function pick<T>(list: readonly T[], n: number, seed: number): T[] {
  let x = seed || 1;
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out.push(list[Math.abs(x) % list.length]!);
  }
  return out;
}

const corpus = loadCorpus();

describe('the report agrees with the analyser', () => {
  it.each(['en', 'es', 'fr', 'de', 'it', 'nl', 'pt'])('%s: 60 transcripts from the corpus', (language) => {
    const lines = corpus.get(language)!.map((i) => i.text);
    for (let seed = 1; seed <= 60; seed++) {
      let { session } = start({ scenario: phasedSales, role: 'learner', coachEnabled: true, now: 0, locale: language });
      for (const [i, line] of pick(lines, 3 + (seed % 5), seed).entries()) {
        const p = prepareTurn(session, line, (i + 1) * 1000);
        session = commitTurn(session, line, p, p.builtinReply, (i + 1) * 1000);
      }
      const features = new Map(session.timeline.map(decodeRecord).map((r) => [r.turn_number, r.features]));
      const report = buildReport(session, 10_000);
      for (const s of report.skill_scores) {
        const shows = SIGNALS[s.skill]!;
        const cited = /(\d+)/.exec(s.feedback)?.[1];
        if (s.feedback === say(language, `report.skill_missing.${s.skill}`)) {
          expect([...features.values()].some(shows), `${language} #${seed}: "${s.feedback}"`).toBe(false);
        } else {
          expect(cited, `${language} #${seed}: ${s.feedback}`).toBeDefined();
          expect(shows(features.get(Number(cited))!), `${language} #${seed}: ${s.feedback}`).toBe(true);
        }
      }
      for (const b of report.better_lines) expect(features.has(b.turn_number)).toBe(true);
      const anyShows = (k: string) => [...features.values()].some(SIGNALS[k]!);
      const pack = { plan: Object.fromEntries(['closure', 'empathy', 'structure'].map((k) => [k, say(language, `report.plan.${k}`, { formality: session.formality })])) };
      if (anyShows('closure')) expect(report.improvement_plan).not.toContain(pack.plan.closure);
      if (anyShows('empathy')) expect(report.improvement_plan).not.toContain(pack.plan.empathy);
      if (anyShows('structure')) expect(report.improvement_plan).not.toContain(pack.plan.structure);
    }
  });
});
