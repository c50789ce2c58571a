// The critic's false alarms on the fifth writer's 50 clean items, written apart from the critic and
// its tests. They were the held-out figure (6 of 50 with a finding of medium severity or above)
// until those false alarms were fixed by design (docs/content.md): the checks are tuned on them
// now, so this holds that the causes stay gone, not how often new content trips the critic. That
// figure needs clean items by new writers that no check has been tuned on.
import { describe, expect, it } from 'vitest';
import { FIFTH_WRITER_CLEAN } from '../fixtures/content-critic/index.js';
import { critique } from './critic-eval.js';

describe("the critic on the fifth writer's clean content (tuning data)", () => {
  it("the fifth writer's 50 clean items (tuned on since their false alarms were fixed): none with a finding of medium severity or above", () => {
    expect(FIFTH_WRITER_CLEAN).toHaveLength(50);
    const flagged = FIFTH_WRITER_CLEAN.filter((c) => critique(c).some((f) => f.severity === 'high' || f.severity === 'medium'));
    expect(flagged.length, flagged.map((c) => c.id).join(', ')).toBe(0);
  });
});
