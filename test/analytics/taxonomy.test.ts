// The taxonomy is data, checked when the service starts: 128 behaviours, 16 contexts, 8 learner
// models, 6 Bloom levels; a broken file is refused naming the problem.
import { describe, expect, it } from 'vitest';
import { bktMastery, bktUpdate, DEFAULT_BKT } from '../../src/analytics/bkt.js';
import { loadTaxonomy, parseTaxonomy } from '../../src/analytics/index.js';

describe('analytics taxonomy', () => {
  it('ships 128 behaviours in 16 contexts, 8 learner models and 6 Bloom levels', () => {
    const t = loadTaxonomy();
    expect(t.behaviours.size).toBe(128);
    expect(t.contexts.size).toBe(16);
    expect(t.learnerModels).toHaveLength(8);
    expect([...t.bloomRank.keys()]).toEqual(['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create']);
  });

  it('refuses a file with a missing behaviour, a duplicate id or a signal that is not a behaviour', () => {
    const data = structuredClone(loadTaxonomy().data);
    expect(() => parseTaxonomy({ ...data, behaviours: data.behaviours.slice(1) })).toThrow(/behaviours/);
    const dup = structuredClone(data);
    dup.behaviours[1]!.id = dup.behaviours[0]!.id;
    expect(() => parseTaxonomy(dup)).toThrow(/duplicate behaviour id/);
    const badSignal = structuredClone(data);
    badSignal.learnerModels[0]!.signals.push('concept_map.licked');
    expect(() => parseTaxonomy(badSignal)).toThrow(/unknown behaviour "concept_map.licked"/);
  });
});

describe('Bayesian Knowledge Tracing', () => {
  it('raises P(known) on a right answer and lowers it on a wrong one, from the documented prior', () => {
    expect(bktMastery([])).toBe(DEFAULT_BKT.init);
    expect(bktUpdate(0.5, true)).toBeGreaterThan(0.5);
    expect(bktUpdate(0.5, false)).toBeLessThan(0.5);
    // Textbook values: L0 .2, T .15, S .1, G .2 -> after one right answer (0.2*0.9)/(0.2*0.9+0.8*0.2) = .529..., then learning.
    expect(bktUpdate(0.2, true)).toBeCloseTo(0.5294 + (1 - 0.5294) * 0.15, 3);
    expect(bktMastery([true, true, true, true, true])).toBeGreaterThan(0.95);
    expect(bktMastery([false, false, false, false])).toBeLessThan(0.2);
  });
});
