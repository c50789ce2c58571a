// Checks every invariant the graph engine promises; shared by the property and example tests and
// by the generation tests (every generated map must satisfy them too).
import { expect } from 'vitest';
import { ConceptMapSchema, type ConceptMap } from '../../../src/maps/map-schema.js';

export interface InvariantOptions {
  structural: boolean;
  includeLearningPath?: boolean;
}

export function expectMapInvariants(map: ConceptMap, opts: InvariantOptions): void {
  // Shapes and enums.
  ConceptMapSchema.parse(map);
  const ids = map.nodes.map((n) => n.id);
  const idSet = new Set(ids);
  expect(idSet.size, 'unique node ids').toBe(ids.length);
  for (const n of map.nodes) expect(n.label.trim().length, `label of ${n.id}`).toBeGreaterThan(0);

  // Edges: existing endpoints, no self-loops, one per pair.
  const pairs = new Set<string>();
  for (const e of map.edges) {
    expect(idSet.has(e.from) && idSet.has(e.to), `edge ${e.from}->${e.to} endpoints`).toBe(true);
    expect(e.from, 'no self-loop').not.toBe(e.to);
    const pair = JSON.stringify([e.from, e.to].sort());
    expect(pairs.has(pair), `one edge per pair ${pair}`).toBe(false);
    pairs.add(pair);
  }

  // Order edges acyclic and special-case edges acyclic.
  expect(isAcyclic(ids, map.edges.filter((e) => e.type === 'requires' || e.type === 'enables')), 'order edges acyclic').toBe(true);
  expect(isAcyclic(ids, map.edges.filter((e) => e.type === 'special-case')), 'special-case acyclic').toBe(true);

  // Centre.
  const centres = map.nodes.filter((n) => n.isCenter);
  if (opts.structural && map.nodes.length) expect(centres.length, 'exactly one centre').toBe(1);
  else expect(centres.length, 'at most one centre').toBeLessThanOrEqual(1);
  for (const n of map.nodes) if (n.isCenter !== undefined) expect(n.isCenter).toBe(true);

  if (opts.includeLearningPath === false) {
    expect(map.learningPath).toEqual([]);
    expect(map.learningPhases).toEqual([]);
    return;
  }
  // Path: a permutation of the nodes, respecting every order edge.
  expect(map.learningPath.length, 'path covers every node').toBe(ids.length);
  expect(new Set(map.learningPath), 'path has every node once').toEqual(idSet);
  const at = new Map(map.learningPath.map((id, i) => [id, i]));
  for (const e of map.edges) {
    if (e.type === 'requires' || e.type === 'enables') expect(at.get(e.from)!, `${e.from} before ${e.to}`).toBeLessThan(at.get(e.to)!);
  }
  // Phases: contiguous, non-empty, named, partitioning the path in order.
  expect(map.learningPhases.flatMap((p) => p.nodeIds), 'phases partition the path').toEqual(map.learningPath);
  for (const p of map.learningPhases) {
    expect(p.nodeIds.length).toBeGreaterThan(0);
    expect(p.name.trim().length).toBeGreaterThan(0);
  }
  if (ids.length) expect(map.learningPhases.length).toBeGreaterThan(0);
}

export function isAcyclic(ids: string[], edges: Array<{ from: string; to: string }>): boolean {
  const indeg = new Map(ids.map((id) => [id, 0]));
  const succ = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const e of edges) {
    succ.get(e.from)!.push(e.to);
    indeg.set(e.to, indeg.get(e.to)! + 1);
  }
  const queue = ids.filter((id) => indeg.get(id) === 0);
  for (let i = 0; i < queue.length; i++) {
    for (const w of succ.get(queue[i]!)!) {
      indeg.set(w, indeg.get(w)! - 1);
      if (indeg.get(w) === 0) queue.push(w);
    }
  }
  return queue.length === ids.length;
}
