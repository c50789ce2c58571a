// The critic's false alarms on the fifth, sixth and seventh writers' clean items, each written
// apart from the critic and its tests. They were the held-out figure (the fifth writer's 6 of 50,
// then the sixth's 5 of 50 and the seventh's 6 of 50 with a finding of medium severity or above)
// until those false alarms were fixed by design (docs/content.md): the checks are tuned on them
// now, so this holds that the causes stay gone, not how often new content trips the critic. That
// figure needs clean items by new writers that no check has been tuned on.
import { describe, expect, it } from 'vitest';
import { FIFTH_WRITER_CLEAN, SEVENTH_WRITER_CLEAN, SIXTH_WRITER_CLEAN, type LabelledItem } from '../fixtures/content-critic/index.js';
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
