// The critic's false alarms on the fifth, sixth and seventh writers' clean items, each written
// apart from the critic and its tests. They were the held-out figure (the fifth writer's 6 of 50,
// then the sixth's 5 of 50 and the seventh's 6 of 50 with a finding of medium severity or above)
// until those false alarms were fixed by design (docs/content.md): the checks are tuned on them
// now, so that part holds that the causes stay gone, not how often new content trips the critic.
// The eighth and ninth writers' 100 clean items, written apart while the sixth and seventh
// writers' causes were being fixed and never tuned on, were that figure next (5 of 100); the fifth
// round of checks ran against them as a guard (5 of 100); in the sixth round their 4 false
// alarms (3 quantities, 1 give-away) were read and their causes fixed by design, so they are
// tuning data now and hold 0 of 100 here. The fourteenth and fifteenth writers' 100 clean items,
// written apart while the fifth round was under way, were the figure after them (10 of 100 before
// and after that round); the sixth round read those false alarms too and fixed their causes by
// design, so they hold 0 of 100 here as tuning data. The figure that counts now comes from the
// eighteenth and nineteenth writers (critic-written-apart-r6.test.ts).
import { describe, expect, it } from 'vitest';
import { FIFTH_WRITER_CLEAN, HELD_OUT_CLEAN_EIGHTH, HELD_OUT_CLEAN_FIFTEENTH, HELD_OUT_CLEAN_FOURTEENTH, HELD_OUT_CLEAN_NINTH, SEVENTH_WRITER_CLEAN, SIXTH_WRITER_CLEAN, type LabelledItem } from '../fixtures/content-critic/index.js';
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

describe('the critic on the eighth and ninth writers\' clean content (tuning data since the sixth round)', () => {
  it('none of their 100 clean items gets a finding of medium severity or above', () => {
    const items = [...HELD_OUT_CLEAN_EIGHTH, ...HELD_OUT_CLEAN_NINTH];
    expect(items).toHaveLength(100);
    const flagged = flaggedOf(items);
    expect(flagged.length, flagged.join(', ')).toBe(0);
  });
});

describe('the critic on the fourteenth and fifteenth writers\' clean content (tuning data since the sixth round)', () => {
  // 10 of 100 held out; the sixth round read those false alarms and fixed their causes by design
  // (critic-false-alarms-r6.test.ts, critic-arithmetic-r6.test.ts, the scopes of quantities).
  it('none of their 100 clean items gets a finding of medium severity or above', () => {
    const items = [...HELD_OUT_CLEAN_FOURTEENTH, ...HELD_OUT_CLEAN_FIFTEENTH];
    expect(items).toHaveLength(100);
    const flagged = flaggedOf(items);
    expect(flagged.length, flagged.join(', ')).toBe(0);
  });
});
