// The learning path: a topological order of the order edges (`requires`, `enables`: source first).
// Every node gets a sort key that strictly increases along every order edge, so sorting by it is a
// valid topological order and the same graph always gives the same path:
//   band   0 = what the centre builds on (its ancestors, and prerequisites with no order edges),
//          1 = the centre and nodes beside it,
//          2 = what the centre leads to (its descendants); free-text maps have no bands;
//   centre first within its band; level = longest chain of order edges leading to the node;
//   then prerequisites before concepts before skills; then the general before the special (depth
//   = longest chain of `special-case` edges above the node: "Baked goods" before "Bread" before
//   "Sourdough bread"); the generator's own order, label, id.
import type { MapEdge, MapNode, NodeType } from '../map-schema.js';
import { compareStrings, labelKey } from './text.js';

export const ORDER_EDGE_TYPES = ['requires', 'enables'] as const;
const TYPE_RANK: Record<NodeType, number> = { prerequisite: 0, concept: 1, skill: 2 };

export interface NodeOrder {
  band: number;
  level: number;
}

export interface PathResult {
  path: string[];
  /** Per node id: its band and level (phases are cut along them). */
  info: Map<string, NodeOrder>;
}

export function learningPath(nodes: MapNode[], edges: MapEdge[], centerId: string | undefined, hint: Map<string, number>): PathResult {
  const succ = new Map<string, string[]>(nodes.map((n) => [n.id, []]));
  const pred = new Map<string, string[]>(nodes.map((n) => [n.id, []]));
  for (const e of edges) {
    if (e.type !== 'requires' && e.type !== 'enables') continue;
    succ.get(e.from)!.push(e.to);
    pred.get(e.to)!.push(e.from);
  }

  // Levels by Kahn's algorithm (the graph is acyclic by now).
  const indeg = new Map(nodes.map((n) => [n.id, pred.get(n.id)!.length]));
  const level = new Map<string, number>();
  const queue = nodes.filter((n) => indeg.get(n.id) === 0).map((n) => n.id);
  for (const id of queue) level.set(id, 0);
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    for (const w of succ.get(v)!) {
      level.set(w, Math.max(level.get(w) ?? 0, level.get(v)! + 1));
      const d = indeg.get(w)! - 1;
      indeg.set(w, d);
      if (d === 0) queue.push(w);
    }
  }
  if (queue.length !== nodes.length) throw new Error('learningPath needs an acyclic graph of order edges');

  const band = new Map<string, number>(nodes.map((n) => [n.id, 1]));
  if (centerId !== undefined) {
    for (const id of reach(centerId, pred)) band.set(id, 0);
    for (const id of reach(centerId, succ)) band.set(id, 2);
    // Foundational knowledge tied to nothing by order edges (e.g. a general class the key is a
    // type of) can go first without breaking any edge, and that is where a learner needs it.
    for (const n of nodes) {
      if (n.type === 'prerequisite' && n.id !== centerId && !succ.get(n.id)!.length && !pred.get(n.id)!.length) band.set(n.id, 0);
    }
  }

  const depth = generalisationDepth(nodes, edges);
  const info = new Map<string, NodeOrder>(nodes.map((n) => [n.id, { band: band.get(n.id)!, level: level.get(n.id)! }]));
  const keyed = nodes.map((n) => ({
    n,
    band: band.get(n.id)!,
    centre: n.id === centerId ? 0 : 1,
    level: level.get(n.id)!,
    type: TYPE_RANK[n.type],
    depth: depth.get(n.id) ?? 0,
    hint: hint.get(n.id) ?? Number.MAX_SAFE_INTEGER,
    label: labelKey(n.label),
  }));
  keyed.sort(
    (a, b) =>
      a.band - b.band ||
      a.centre - b.centre ||
      a.level - b.level ||
      a.type - b.type ||
      a.depth - b.depth ||
      a.hint - b.hint ||
      compareStrings(a.label, b.label) ||
      compareStrings(a.n.id, b.n.id),
  );
  return { path: keyed.map((k) => k.n.id), info };
}

/** Nodes reachable from `start` (excluding it) along `next`. */
function reach(start: string, next: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [...next.get(start)!];
  while (stack.length) {
    const v = stack.pop()!;
    if (seen.has(v)) continue;
    seen.add(v);
    stack.push(...next.get(v)!);
  }
  return seen;
}

/**
 * Per node: the longest chain of `special-case` edges (special -> general) above it, so a general
 * class scores 0 and each specialisation one more. The normaliser has broken cycles among these
 * edges already; a cycle met anyway (a direct caller) counts as no further depth.
 */
function generalisationDepth(nodes: MapNode[], edges: MapEdge[]): Map<string, number> {
  const general = new Map<string, string[]>();
  for (const e of edges) {
    if (e.type !== 'special-case') continue;
    const list = general.get(e.from);
    if (list) list.push(e.to);
    else general.set(e.from, [e.to]);
  }
  const depth = new Map<string, number>();
  const visiting = new Set<string>();
  const of = (id: string): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    let d = 0;
    for (const g of general.get(id) ?? []) d = Math.max(d, of(g) + 1);
    visiting.delete(id);
    depth.set(id, d);
    return d;
  };
  for (const n of nodes) of(n.id);
  return depth;
}
