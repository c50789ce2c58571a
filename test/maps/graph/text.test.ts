// The graph engine's text helpers remember what they folded (the generators hand them the same
// knowledge-base strings on every map); remembering must never change an answer, also once the
// memory has been emptied for being full.
import { describe, expect, it } from 'vitest';
import { cleanLabel, labelKey } from '../../../src/maps/graph/text.js';

describe('graph text helpers', () => {
  it('answer the same for a string seen before, and after more strings than they keep', () => {
    const label = '  Ｌaw   of\u00a0 conservation –  of energy ';
    const first = [cleanLabel(label), cleanLabel(label, 10), labelKey(label)];
    expect(first).toEqual(['Ｌaw of conservation – of energy', 'Ｌaw of con', 'law of conservation of energy']);
    for (let i = 0; i < 20_050; i++) {
      cleanLabel(`label ${i}`);
      labelKey(`label ${i}`);
    }
    expect([cleanLabel(label), cleanLabel(label, 10), labelKey(label)]).toEqual(first);
  });
});
