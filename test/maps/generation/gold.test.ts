// The gold set (test/fixtures/maps-gold, written before the generator was tuned) holds the floors
// of the built-in generator: mean concept recall >= 0.7, no ordering violation, no forbidden node.
import { describe, expect, it } from 'vitest';
import { evaluateGold, loadGold } from '../../../scripts/maps-eval/evaluate.js';

describe('built-in maps against the gold set', () => {
  const gold = loadGold();
  const report = evaluateGold(gold);

  it('has at least 40 topics across the subjects', () => {
    expect(gold.length).toBeGreaterThanOrEqual(40);
    expect(new Set(gold.map((g) => g.subject)).size).toBeGreaterThanOrEqual(10);
  });

  it('recalls at least 70% of the concepts a teacher expects', () => {
    expect(report.meanRecall).toBeGreaterThanOrEqual(0.7);
  });

  it('never orders a pair against the teacher', () => {
    const violated = report.entries.filter((e) => e.violations.length).map((e) => `${e.id}: ${e.violations.map(([a, b]) => `${a} before ${b}`).join('; ')}`);
    expect(violated).toEqual([]);
  });

  it('holds no wrong-sense or padding node the gold set forbids', () => {
    expect(report.entries.filter((e) => e.forbidden.length).map((e) => `${e.id}: ${e.forbidden.join(', ')}`)).toEqual([]);
  });
});
