// The critic on items written apart during its ninth round of checks, never tuned on and never
// read by anyone working on the checks: a twenty-eighth and a twenty-ninth writer each planted one
// fault in each of 50 otherwise sound items (5 per class, three modes, English, Spanish and
// French), and a thirtieth and a thirty-first writer each wrote 50 clean items, all under the rules
// the earlier writers followed (no sight of the critic, its tests or other writers' items).
// These are the figures that count (docs/content.md, "Faults written apart"). The counts below are
// what the checks after the round find; a change that loses one fails. Figures only: the test
// prints no item ids, so that nobody tunes on them. The goal (0.85 a class at the right place, at
// most 1 clean item in 10 with a finding of medium severity or above) is not claimed here.
import { describe, expect, it } from 'vitest';
import { FAULTY_TWENTY_EIGHTH, FAULTY_TWENTY_NINTH, HELD_OUT_CLEAN_THIRTIETH, HELD_OUT_CLEAN_THIRTY_FIRST } from '../fixtures/content-critic/index.js';
import { critique, score } from './critic-eval.js';

/** Of 10 a class: before the ninth round, then after it. */
const FOUND: Record<string, { before: number; after: number }> = {
  quantity_contradiction: { before: 1, after: 1 },
  arithmetic_error: { before: 8, after: 8 },
  answer_key: { before: 1, after: 1 },
  duplicate_option: { before: 0, after: 0 },
  all_none_above: { before: 10, after: 10 },
  negative_stem: { before: 9, after: 9 },
  answer_giveaway: { before: 3, after: 3 },
  stereotype: { before: 3, after: 3 },
  reading_level: { before: 9, after: 9 },
  structure: { before: 8, after: 8 },
};
/** Clean items of the 100 with a finding of medium severity or above: 9 before the ninth round, 9 after it. */
const FLAGGED_CLEAN = 9;

describe('the critic on items written apart during its ninth round (held out)', () => {
  it("finds at least as many of each class of the twenty-eighth and twenty-ninth writers' faults as when the round ended", () => {
    const items = [...FAULTY_TWENTY_EIGHTH, ...FAULTY_TWENTY_NINTH];
    expect(items).toHaveLength(100);
    for (const type of Object.keys(FOUND)) expect(items.filter((i) => i.expected[0]!.type === type), type).toHaveLength(10);
    const s = score(items);
    for (const c of s.classes) expect(c.found, c.type).toBeGreaterThanOrEqual(FOUND[c.type]!.after);
  }, 120_000);

  it(`raises a finding of medium severity or above on at most ${FLAGGED_CLEAN} of the thirtieth and thirty-first writers' 100 clean items`, () => {
    const items = [...HELD_OUT_CLEAN_THIRTIETH, ...HELD_OUT_CLEAN_THIRTY_FIRST];
    expect(items).toHaveLength(100);
    // The count only: the ids would invite tuning on them.
    expect(items.filter((c) => critique(c).some((f) => f.severity === 'high' || f.severity === 'medium')).length).toBeLessThanOrEqual(FLAGGED_CLEAN);
  }, 120_000);
});
