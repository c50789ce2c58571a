// The critic on items written apart during its eighth round of checks: a twenty-fourth and a
// twenty-fifth writer each planted one fault in each of 50 otherwise sound items (5 per class, three
// modes, English, Spanish and French), and a twenty-sixth and a twenty-seventh writer each wrote 50
// clean items, all under the rules the earlier writers followed (no sight of the critic, its tests
// or other writers' items). They were the held-out figures of the eighth round; the ninth round
// read their misses and false alarms, so they are TUNING DATA now (the held-out figures are
// critic-written-apart-r9.test.ts's). The counts below are floors: a change that loses one fails.
import { FAULTY_TWENTY_FIFTH, FAULTY_TWENTY_FOURTH, HELD_OUT_CLEAN_TWENTY_SEVENTH, HELD_OUT_CLEAN_TWENTY_SIXTH } from '../fixtures/content-critic/index.js';
import { describeWrittenApart } from './critic-written-apart.js';

/** Of 10 a class: before the eighth round, then now (after the ninth, which tuned on them). */
const FOUND: Record<string, { before: number; after: number }> = {
  quantity_contradiction: { before: 2, after: 7 },
  arithmetic_error: { before: 7, after: 9 },
  answer_key: { before: 7, after: 10 },
  duplicate_option: { before: 10, after: 10 },
  all_none_above: { before: 10, after: 10 },
  negative_stem: { before: 10, after: 10 },
  answer_giveaway: { before: 6, after: 8 },
  stereotype: { before: 2, after: 10 },
  reading_level: { before: 10, after: 10 },
  structure: { before: 10, after: 10 },
};
/** Clean items of the 100 with a finding of medium severity or above: 10 before the eighth round, 9 after it, 1 after the ninth (which tuned on them); a floor now. */
const FLAGGED_CLEAN = 1;

describeWrittenApart({
  title: 'the critic on items written apart during its eighth round (tuning data since the ninth)',
  faultyWriters: "the twenty-fourth and twenty-fifth writers'",
  faulty: [...FAULTY_TWENTY_FOURTH, ...FAULTY_TWENTY_FIFTH],
  found: FOUND,
  cleanWriters: "the twenty-sixth and twenty-seventh writers'",
  clean: [...HELD_OUT_CLEAN_TWENTY_SIXTH, ...HELD_OUT_CLEAN_TWENTY_SEVENTH],
  flaggedClean: FLAGGED_CLEAN,
});
