// The critic's false alarms on the fifth, sixth and seventh writers' clean items, each written
// apart from the critic and its tests. They were the held-out figure (the fifth writer's 6 of 50,
// then the sixth's 5 of 50 and the seventh's 6 of 50 with a finding of medium severity or above)
// until those false alarms were fixed by design (docs/content.md): the checks are tuned on them
// now, so that part holds that the causes stay gone, not how often new content trips the critic.
// That figure comes from the eighth and ninth writers' 100 clean items, written apart while the
// sixth and seventh writers' causes were being fixed, and never tuned on: the goal is at most 1 in
// 10 with a finding of medium severity or above; they get 5 of 100 (2 and 3 of 50), and this holds
// that figure (a rise means a change made the critic noisier on content it was not shaped on).
import { describe, expect, it } from 'vitest';
import { FIFTH_WRITER_CLEAN, HELD_OUT_CLEAN_EIGHTH, HELD_OUT_CLEAN_NINTH, SEVENTH_WRITER_CLEAN, SIXTH_WRITER_CLEAN, type LabelledItem } from '../fixtures/content-critic/index.js';
import { critique } from './critic-eval.js';

const flaggedOf = (items: LabelledItem[]) => items.filter((c) => critique(c).some((f) => f.severity === 'high' || f.severity === 'medium')).map((c) => c.id);

describe('the critic on the fifth, sixth and seventh writers\' clean content (tuning data)', () => {
  for (const [writer, items] of [['fifth', FIFTH_WRITER_CLEAN], ['sixth', SIXTH_WRITER_CLEAN], ['seventh', SEVENTH_WRITER_CLEAN]] as const) {
    it(`the ${writer} writer's 50 clean items (tuned on since their false alarms were fixed): none with a finding of medium severity or above`, () => {
      expect(items).toHaveLength(50);
      const flagged = flaggedOf(items);
      expect(flagged.length, flagged.join(', ')).toBe(0);
    });
  }
});

describe('the critic on new clean content (the eighth and ninth writers, held out)', () => {
  it('at most 5 of their 100 clean items get a finding of medium severity or above (goal: at most 1 in 10)', () => {
    const items = [...HELD_OUT_CLEAN_EIGHTH, ...HELD_OUT_CLEAN_NINTH];
    expect(items).toHaveLength(100);
    const flagged = flaggedOf(items);
    expect(flagged.length, flagged.join(', ')).toBeLessThanOrEqual(5);
  });
});
