// The critic's false alarms on clean content that no check was tuned on: the fifth writer's 50
// items, written apart from the critic and its tests. The goal is at most 1 in 10 with a finding of
// medium severity or above; today 6 of 50 are flagged, so this holds that figure from getting worse
// rather than claiming the goal. Tuning a check on these items would end their use as a measure:
// when they are tuned on, say so in the fixtures and bring in a new writer's items here.
import { describe, expect, it } from 'vitest';
import { HELD_OUT_CLEAN_FIFTH } from '../fixtures/content-critic/index.js';
import { critique } from './critic-eval.js';

describe('the critic on held-out clean content', () => {
  it("the fifth writer's 50 clean items (never tuned on): at most 6 with a finding of medium severity or above", () => {
    expect(HELD_OUT_CLEAN_FIFTH).toHaveLength(50);
    const flagged = HELD_OUT_CLEAN_FIFTH.filter((c) => critique(c).some((f) => f.severity === 'high' || f.severity === 'medium'));
    expect(flagged.length, flagged.map((c) => c.id).join(', ')).toBeLessThanOrEqual(6);
  });
});
