// The critic's recall on faults it was not written against. The labelled set's seeded faults
// (faulty.ts) share their author with the checks, so their recall (0.93-1.00 a class) says how the
// checks do on faults shaped as they expect. A tenth and an eleventh writer, who never saw the
// critic, its tests or any other items, each planted one fault in each of 50 otherwise sound items
// (5 per class, three modes, three languages). Nothing was tuned on them. On these 100 the critic
// falls far short of the goal of 0.85 recall a class (docs/content.md, "Faults written apart"):
// contradicting quantities 0 of 10, stereotypes 0 of 10, answer keys 2, arithmetic 4, negative
// stems 6, giveaways 8, reading level 9, and duplicate options, all/none of the above and
// structure 10 of 10. This holds today's counts, so a change that loses one of them fails; the
// goal stays open until checks built on other faults reach it here.
import { describe, expect, it } from 'vitest';
import { FAULTY_ELEVENTH, FAULTY_TENTH } from '../fixtures/content-critic/index.js';
import { score } from './critic-eval.js';

const FOUND_TODAY: Record<string, number> = {
  quantity_contradiction: 9,
  arithmetic_error: 4,
  answer_key: 2,
  duplicate_option: 10,
  all_none_above: 10,
  negative_stem: 6,
  answer_giveaway: 8,
  stereotype: 0,
  reading_level: 9,
  structure: 10,
};

describe('the critic on faults planted by writers who never saw it (held out)', () => {
  const items = [...FAULTY_TENTH, ...FAULTY_ELEVENTH];

  it('holds 100 items, 10 per fault class', () => {
    expect(items).toHaveLength(100);
    for (const type of Object.keys(FOUND_TODAY)) expect(items.filter((i) => i.expected[0]!.type === type), type).toHaveLength(10);
  });

  it("finds at least as many of each class's faults as today", () => {
    const s = score(items);
    for (const c of s.classes) expect(c.found, `${c.type}: ${s.misses.filter((m) => m.includes(c.type)).join('; ')}`).toBeGreaterThanOrEqual(FOUND_TODAY[c.type]!);
  }, 120_000);
});
