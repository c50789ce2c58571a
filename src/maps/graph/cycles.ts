// Breaks cycles deterministically. Order edges (`requires`, `enables`) must form a DAG for a
// learning path to exist, and `special-case` edges form a type hierarchy, which cannot loop either.
// A cycle loses its weakest edge (`enables` before `requires`), the lexicographically smallest
// (from, to) among those; the edge is demoted to `related` so the relationship survives without
// the contradictory order, and the repair is reported.
import type { EdgeType, MapEdge } from '../map-schema.js';
import { compareStrings } from './text.js';
import type { WarningLog } from './warnings.js';

const STRENGTH: Record<EdgeType, number> = { requires: 2, enables: 1, 'special-case': 1, related: 0 };

/** Strongly connected components (iterative Tarjan), each as a list of node indexes. */
export function stronglyConnected(n: number, adj: number[][]): number[][] {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  const callStack: Array<[node: number, next: number]> = [];
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    callStack.push([root, 0]);
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (callStack.length) {
      const frame = callStack[callStack.length - 1]!;
      const v = frame[0];
      const succ = adj[v]!;
      if (frame[1] < succ.length) {
        const w = succ[frame[1]++]!;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          callStack.push([w, 0]);
        } else if (onStack[w]) {
          low[v] = Math.min(low[v]!, index[w]!);
        }
        continue;
      }
      callStack.pop();
      const parent = callStack[callStack.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]]!, low[v]!);
      if (low[v] === index[v]) {
        const comp: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          comp.push(w);
        } while (w !== v);
        out.push(comp);
      }
    }
  }
  return out;
}

/**
 * Demotes edges of the given kinds to `related` until those edges are acyclic. Mutates `edges`.
 * `ids` lists every node id; `label` names a node in the warning.
 */
export function breakCycles(ids: string[], edges: MapEdge[], kinds: readonly EdgeType[], label: (id: string) => string, log: WarningLog): void {
  const position = new Map(ids.map((id, i) => [id, i]));
  // Node indexes in id order, so every choice below depends only on ids, never on input order.
  const order = ids.map((_, i) => i).sort((a, b) => compareStrings(ids[a]!, ids[b]!));
  const rank = new Int32Array(ids.length);
  order.forEach((node, r) => (rank[node] = r));

  for (;;) {
    const adj: number[][] = ids.map(() => []);
    const edgeOf = new Map<number, number>(); // from * n + to -> edge index
    edges.forEach((e, i) => {
      if (!kinds.includes(e.type)) return;
      const a = position.get(e.from)!;
      const b = position.get(e.to)!;
      adj[a]!.push(b);
      edgeOf.set(a * ids.length + b, i);
    });
    for (const list of adj) list.sort((x, y) => rank[x]! - rank[y]!);
    const cyclic = stronglyConnected(ids.length, adj).filter((c) => c.length > 1);
    if (!cyclic.length) return;
    for (const comp of cyclic) {
      const members = new Set(comp);
      const start = comp.reduce((best, v) => (rank[v]! < rank[best]! ? v : best));
      const cycle = shortestCycleThrough(start, adj, members);
      const cycleEdges = cycle.map((v, i) => edgeOf.get(v * ids.length + cycle[(i + 1) % cycle.length]!)!);
      const weakest = Math.min(...cycleEdges.map((i) => STRENGTH[edges[i]!.type]));
      const victim = cycleEdges
        .filter((i) => STRENGTH[edges[i]!.type] === weakest)
        .sort((x, y) => compareStrings(edges[x]!.from, edges[y]!.from) || compareStrings(edges[x]!.to, edges[y]!.to))[0]!;
      const e = edges[victim]!;
      const names = [...cycle, cycle[0]!].map((v) => `"${label(ids[v]!)}"`).join(' -> ');
      log.add(
        'cycle',
        `Broke a cycle of ${kinds.join('/')} edges (${names}): "${label(e.from)}" ${e.type} "${label(e.to)}" is now related`,
        'cycles broken',
      );
      edges[victim] = { from: e.from, to: e.to, type: 'related' };
    }
  }
}

/** Nodes of a shortest cycle through `start` inside one strongly connected component (BFS). */
function shortestCycleThrough(start: number, adj: number[][], members: Set<number>): number[] {
  const parent = new Map<number, number>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    for (const w of adj[v]!) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = v; p !== start; ) path.push((p = parent.get(p)!));
        return path.reverse();
      }
      if (!parent.has(w)) {
        parent.set(w, v);
        queue.push(w);
      }
    }
  }
  throw new Error('unreachable: a strongly connected component always has a cycle through each member');
}
