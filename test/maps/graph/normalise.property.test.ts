// Property-based tests: random and adversarial graphs must always come out satisfying every
// invariant, normalising twice must change nothing, and the result must not depend on the run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseMap, type NormaliseOptions, type RawMap } from '../../../src/maps/graph/index.js';
import { LANGS } from '../../../src/maps/map-schema.js';
import { expectMapInvariants, isAcyclic } from './invariants.js';

const nastyText = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', 'Algebra', 'algebra', ' ALGEBRA ', 'Ünïcödé', '光合作用', 'التمثيل الضوئي', '🧪 lab', 'a\u0000b', 'x-ray', 'x ray', '0', 'key', 'key-2'),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);
const idPool = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'key', '1', ' a ', '');
const nodeType = fc.oneof(fc.constantFrom('concept', 'skill', 'prerequisite', 'Skill', 'theory', undefined, 'bogus', 7), nastyText);
const edgeType = fc.oneof(fc.constantFrom('requires', 'enables', 'related', 'special-case', 'special_case', 'is-a', undefined, 'nope', null), nastyText);

const rawNode = fc.oneof(
  { weight: 8, arbitrary: fc.record(
    {
      id: fc.oneof(idPool, nastyText, fc.integer({ min: 0, max: 5 })),
      label: fc.oneof(nastyText, fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon')),
      type: nodeType,
      isCenter: fc.boolean(),
      description: fc.option(nastyText, { nil: undefined }),
    },
    { requiredKeys: [] },
  ) },
  { weight: 1, arbitrary: fc.anything() },
);
const rawEdge = fc.oneof(
  { weight: 8, arbitrary: fc.record(
    { from: fc.oneof(idPool, nastyText, fc.constantFrom('Alpha', 'beta')), to: fc.oneof(idPool, nastyText, fc.constantFrom('Gamma', 'delta')), type: edgeType },
    { requiredKeys: [] },
  ) },
  { weight: 1, arbitrary: fc.anything() },
);
const rawMap: fc.Arbitrary<RawMap> = fc.record(
  {
    nodes: fc.oneof({ weight: 9, arbitrary: fc.array(rawNode, { maxLength: 25 }) }, { weight: 1, arbitrary: fc.anything() }),
    edges: fc.oneof({ weight: 9, arbitrary: fc.array(rawEdge, { maxLength: 60 }) }, { weight: 1, arbitrary: fc.anything() }),
    learningPath: fc.option(fc.array(fc.oneof(idPool, nastyText), { maxLength: 10 }), { nil: undefined }),
    learningPhases: fc.option(fc.array(fc.record({ name: nastyText, nodeIds: fc.array(idPool, { maxLength: 5 }) }), { maxLength: 4 }), { nil: undefined }),
  },
  { requiredKeys: [] },
);
const options: fc.Arbitrary<NormaliseOptions> = fc.record({
  structural: fc.boolean(),
  centerHint: fc.option(fc.oneof(nastyText, fc.constantFrom('Alpha', 'gamma', 'key')), { nil: undefined }),
  lang: fc.constantFrom(...LANGS),
  includeLearningPath: fc.boolean(),
});

/** A clean graph (unique ids and labels) with `n` nodes and random typed edges. */
const cleanGraph = (maxNodes: number, maxEdges: number) =>
  fc.integer({ min: 1, max: maxNodes }).chain((n) =>
    fc.record({
      n: fc.constant(n),
      edges: fc.array(
        fc.record({ from: fc.nat({ max: n - 1 }), to: fc.nat({ max: n - 1 }), type: fc.constantFrom('requires', 'enables', 'related', 'special-case') }),
        { maxLength: maxEdges },
      ),
    }),
  );
const toRaw = ({ n, edges }: { n: number; edges: Array<{ from: number; to: number; type: string }> }): RawMap => ({
  nodes: Array.from({ length: n }, (_, i) => ({ id: `n${i}`, label: `Concept ${i}`, type: ['concept', 'skill', 'prerequisite'][i % 3] })),
  edges: edges.map((e) => ({ from: `n${e.from}`, to: `n${e.to}`, type: e.type })),
});

function check(raw: RawMap, opts: NormaliseOptions) {
  const before = JSON.stringify(raw);
  const first = normaliseMap(raw, opts);
  expect(JSON.stringify(raw), 'input not mutated').toBe(before);
  expectMapInvariants(first.map, opts);
  // Idempotence: the engine's own output needs no repair and stays identical.
  const again = normaliseMap(first.map, opts);
  expect(again.map).toEqual(first.map);
  expect(again.warnings).toEqual([]);
  // Determinism: same input, same output (warnings included).
  expect(normaliseMap(raw, opts)).toEqual(first);
  return first;
}

describe('normaliseMap properties', () => {
  it('repairs arbitrary, adversarial input into a valid map (idempotent, deterministic)', () => {
    fc.assert(fc.property(rawMap, options, (raw, opts) => void check(raw, opts)), { numRuns: 600 });
  });

  it('keeps the key as the single centre of structural maps', () => {
    fc.assert(
      fc.property(rawMap, fc.constantFrom('Alpha', 'Gamma', 'Quadratic equations'), (raw, key) => {
        const { map } = check(raw, { structural: true, centerHint: key });
        const centre = map.nodes.find((n) => n.isCenter)!;
        expect(centre).toBeDefined();
        const hasKeyLabel = map.nodes.some((n) => n.label.toLowerCase() === key.toLowerCase());
        if (hasKeyLabel) expect(centre.label.toLowerCase()).toBe(key.toLowerCase());
      }),
      { numRuns: 300 },
    );
  });

  it('never invents a centre for free text', () => {
    fc.assert(
      fc.property(cleanGraph(30, 60), (g) => {
        const { map } = check(toRaw(g), { structural: false });
        expect(map.nodes.some((n) => n.isCenter)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('breaks every cycle of order edges and reports it', () => {
    fc.assert(
      fc.property(cleanGraph(40, 120), (g) => {
        const raw = toRaw(g);
        const { map, warnings } = check(raw, { structural: false });
        // What the input meant, after the documented one-edge-per-pair rule.
        const seen = new Set<string>();
        const orderEdges: Array<{ from: string; to: string }> = [];
        const strongest = new Map<string, { from: string; to: string; type: string }>();
        const rank: Record<string, number> = { requires: 4, enables: 3, 'special-case': 2, related: 1 };
        for (const e of (raw.edges as Array<{ from: string; to: string; type: string }>)) {
          if (e.from === e.to) continue;
          const pair = JSON.stringify([e.from, e.to].sort());
          const kept = strongest.get(pair);
          if (!kept || rank[e.type]! > rank[kept.type]!) strongest.set(pair, e);
          seen.add(pair);
        }
        for (const e of strongest.values()) if (e.type === 'requires' || e.type === 'enables') orderEdges.push(e);
        const ids = (raw.nodes as Array<{ id: string }>).map((n) => n.id);
        const hadCycle = !isAcyclic(ids, orderEdges);
        expect(warnings.some((w) => w.startsWith('Broke a cycle of requires/enables')), 'cycle reported').toBe(hadCycle);
        // Only cycle-breaking may remove order edges, and it demotes them to related.
        const outOrder = map.edges.filter((e) => e.type === 'requires' || e.type === 'enables').length;
        if (!hadCycle) expect(outOrder).toBe(orderEdges.length);
        expect(map.edges.length).toBe(seen.size);
      }),
      { numRuns: 300 },
    );
  });

  it('handles a single big cycle deterministically: the weakest, smallest edge goes', () => {
    const n = 200;
    const nodes = Array.from({ length: n }, (_, i) => ({ id: `c${String(i).padStart(3, '0')}`, label: `Step ${i}` }));
    const edges = nodes.map((node, i) => ({ from: node.id, to: nodes[(i + 1) % n]!.id, type: i === 150 ? 'enables' : 'requires' }));
    const { map, warnings } = check({ nodes, edges }, { structural: false });
    expect(map.edges.filter((e) => e.type === 'related')).toEqual([{ from: 'c150', to: 'c151', type: 'related' }]);
    expect(warnings.filter((w) => w.includes('Broke a cycle'))).toHaveLength(1);
    expect(map.learningPath[0]).toBe('c151');
    // Same cycle with only requires edges: the lexicographically smallest (c000 -> c001) goes.
    const allRequires = normaliseMap({ nodes, edges: edges.map((e) => ({ ...e, type: 'requires' })) }, { structural: false });
    expect(allRequires.map.edges.filter((e) => e.type === 'related')).toEqual([{ from: 'c000', to: 'c001', type: 'related' }]);
  });

  it('copes with 500-node graphs full of cycles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: fc.nat({ max: 499 }), to: fc.nat({ max: 499 }), type: fc.constantFrom('requires', 'enables', 'related', 'special-case') }), { minLength: 500, maxLength: 2000 }),
        fc.boolean(),
        (edges, structural) => {
          const raw = toRaw({ n: 500, edges });
          const started = performance.now();
          normaliseMap(raw, { structural, centerHint: structural ? 'Concept 7' : undefined });
          const elapsed = performance.now() - started;
          check(raw, { structural, centerHint: structural ? 'Concept 7' : undefined });
          // Generous bound: a sanity check against quadratic blow-ups, not a benchmark.
          expect(elapsed).toBeLessThan(2000);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('puts the general before the special where the order edges leave the choice free', () => {
    const nodes = [
      { id: 'sourdough', label: 'Sourdough bread', type: 'concept' },
      { id: 'bread', label: 'Bread', type: 'concept' },
      { id: 'baked', label: 'Baked goods', type: 'concept' },
    ];
    const edges = [
      { from: 'sourdough', to: 'bread', type: 'special-case' },
      { from: 'bread', to: 'baked', type: 'special-case' },
    ];
    expect(normaliseMap({ nodes, edges }, { structural: false }).map.learningPath).toEqual(['baked', 'bread', 'sourdough']);
    // Property: with no order edges and one node type, every special case follows its general.
    fc.assert(
      fc.property(fc.array(fc.record({ from: fc.nat({ max: 14 }), to: fc.nat({ max: 14 }) }), { maxLength: 30 }), (pairs) => {
        const raw = {
          nodes: Array.from({ length: 15 }, (_, i) => ({ id: `n${i}`, label: `Node ${i}`, type: 'concept' })),
          edges: pairs.map((p) => ({ from: `n${p.from}`, to: `n${p.to}`, type: 'special-case' })),
        };
        const { map } = normaliseMap(raw, { structural: false });
        const at = new Map(map.learningPath.map((id, i) => [id, i]));
        for (const e of map.edges) if (e.type === 'special-case') expect(at.get(e.to)!).toBeLessThan(at.get(e.from)!);
      }),
    );
  });

  it('returns an empty map for empty or garbage input', () => {
    for (const raw of [{}, { nodes: [] }, { nodes: 'x', edges: 5 }, null, undefined] as unknown as RawMap[]) {
      const { map } = check(raw, { structural: false });
      expect(map).toEqual({ nodes: [], edges: [], learningPath: [], learningPhases: [] });
    }
    const { map } = check({}, { structural: true, centerHint: 'Photosynthesis' });
    expect(map.nodes).toEqual([{ id: 'photosynthesis', label: 'Photosynthesis', type: 'concept', isCenter: true }]);
  });
});
