// Regression: the fast-check counterexample that found alias tables answering Object.prototype
// members for `__proto__` and friends.
import { describe, expect, it } from 'vitest';
import { ConceptMapSchema } from '../../../src/maps/map-schema.js';
import { normaliseMap } from '../../../src/maps/graph/index.js';

describe('normaliseMap with object-prototype words as types', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('maps node and edge type "%s" to the defaults', (word) => {
    const { map } = normaliseMap(
      { nodes: [{ id: 'Ünïcödé', type: word }, { id: 'b', type: 'skill' }], edges: [{ from: 'Ünïcödé', to: 'b', type: word }] },
      { structural: false, centerHint: undefined, lang: 'en', includeLearningPath: false },
    );
    expect(ConceptMapSchema.safeParse(map).success).toBe(true);
    expect(map.nodes.map((n) => n.type).sort()).toEqual(['concept', 'skill']);
    expect(map.edges.every((e) => e.type === 'related')).toBe(true);
  });
});
