// The shape every "written apart" round test shares: one round's planted-fault writers (10 faults a
// class) must keep at least the counts found when the round ended, and its clean writers' 100 items
// at most so many flagged (a finding of medium severity or above). Figures only: the tests print no
// item ids, so that nobody tunes on held-out items by reading a failure.
import { describe, expect, it } from 'vitest';
import type { LabelledItem } from '../fixtures/content-critic/index.js';
import { critique, score } from './critic-eval.js';

export interface WrittenApartRound {
  /** The describe block's title ("... its ninth round (held out)"). */
  title: string;
  /** "the twenty-eighth and twenty-ninth writers'" */
  faultyWriters: string;
  faulty: LabelledItem[];
  /** Of 10 a class: the count the round ended with (a floor). */
  found: Record<string, { before: number; after: number }>;
  /** "the thirtieth and thirty-first writers'" */
  cleanWriters: string;
  clean: LabelledItem[];
  flaggedClean: number;
}

export function describeWrittenApart(round: WrittenApartRound): void {
  describe(round.title, () => {
    it(`finds at least as many of each class of ${round.faultyWriters} faults as when the round ended`, () => {
      expect(round.faulty).toHaveLength(100);
      for (const type of Object.keys(round.found)) expect(round.faulty.filter((i) => i.expected[0]!.type === type), type).toHaveLength(10);
      for (const c of score(round.faulty).classes) expect(c.found, c.type).toBeGreaterThanOrEqual(round.found[c.type]!.after);
    }, 120_000);

    it(`raises a finding of medium severity or above on at most ${round.flaggedClean} of ${round.cleanWriters} 100 clean items`, () => {
      expect(round.clean).toHaveLength(100);
      // The count only: the ids would invite tuning on them.
      expect(round.clean.filter((c) => critique(c).some((f) => f.severity === 'high' || f.severity === 'medium')).length).toBeLessThanOrEqual(round.flaggedClean);
    }, 120_000);
  });
}
