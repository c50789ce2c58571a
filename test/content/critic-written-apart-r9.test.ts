// The critic on items written apart during its ninth round of checks: a twenty-eighth and a
// twenty-ninth writer each planted one fault in each of 50 otherwise sound items (5 per class,
// three modes, English, Spanish and French), and a thirtieth and a thirty-first writer each wrote 50
// clean items, all under the rules the earlier writers followed (no sight of the critic, its tests
// or other writers' items). They were the held-out figures of the ninth round; the tenth round read
// their misses and false alarms, so they are TUNING DATA now (the held-out figures are
// critic-written-apart-r10.test.ts's). The counts below are floors: a change that loses one fails.
import { FAULTY_TWENTY_EIGHTH, FAULTY_TWENTY_NINTH, HELD_OUT_CLEAN_THIRTIETH, HELD_OUT_CLEAN_THIRTY_FIRST } from '../fixtures/content-critic/index.js';
import { describeWrittenApart } from './critic-written-apart.js';

/** Of 10 a class: before the ninth round, then now (after the tenth, which tuned on them, and the eleventh's mends). */
const FOUND: Record<string, { before: number; after: number }> = {
  quantity_contradiction: { before: 1, after: 2 },
  arithmetic_error: { before: 8, after: 8 },
  answer_key: { before: 1, after: 1 },
  duplicate_option: { before: 0, after: 5 },
  all_none_above: { before: 10, after: 10 },
  negative_stem: { before: 9, after: 9 },
  answer_giveaway: { before: 3, after: 9 },
  stereotype: { before: 3, after: 9 },
  reading_level: { before: 9, after: 9 },
  structure: { before: 8, after: 10 },
};
/** Clean items of the 100 with a finding of medium severity or above: 9 before the ninth round, 9 after it, 0 after the tenth (which tuned on them); a floor now. */
const FLAGGED_CLEAN = 0;

describeWrittenApart({
  title: 'the critic on items written apart during its ninth round (tuning data since the tenth)',
  faultyWriters: "the twenty-eighth and twenty-ninth writers'",
  faulty: [...FAULTY_TWENTY_EIGHTH, ...FAULTY_TWENTY_NINTH],
  found: FOUND,
  cleanWriters: "the thirtieth and thirty-first writers'",
  clean: [...HELD_OUT_CLEAN_THIRTIETH, ...HELD_OUT_CLEAN_THIRTY_FIRST],
  flaggedClean: FLAGGED_CLEAN,
});
