// Builds the neighbourhood of a curated concept: what it builds on (prerequisite chains), what it
// leads to, what relates to it, and the type hierarchy around it, with the library's own edges.
import { conceptById, type CuratedConcept, type CuratedDomain } from '../library/index.js';
import type { RawBuilder } from './raw-builder.js';

interface Adjacency {
  preds: Map<string, string[]>;
  succs: Map<string, string[]>;
  related: Map<string, string[]>;
  general: Map<string, string[]>;
  specific: Map<string, string[]>;
}

const adjacencyCache = new WeakMap<CuratedDomain, Adjacency>();

function adjacency(domain: CuratedDomain): Adjacency {
  const cached = adjacencyCache.get(domain);
  if (cached) return cached;
  const mk = () => new Map<string, string[]>(domain.concepts.map((c) => [c.id, []]));
  const adj: Adjacency = { preds: mk(), succs: mk(), related: mk(), general: mk(), specific: mk() };
  const push = (m: Map<string, string[]>, k: string, v: string) => {
    const list = m.get(k)!;
    if (!list.includes(v)) list.push(v);
  };
  // Each relation read from the concept's side and from its target's: c requires r makes r a
  // predecessor of c and c a successor of r, and so on.
  const both: Array<[relation: 'requires' | 'enables' | 'related' | 'isA', forward: Map<string, string[]>, back: Map<string, string[]>]> = [
    ['requires', adj.preds, adj.succs],
    ['enables', adj.succs, adj.preds],
    ['related', adj.related, adj.related],
    ['isA', adj.general, adj.specific],
  ];
  for (const c of domain.concepts) {
    for (const [relation, forward, back] of both) {
      for (const target of c[relation]) {
        push(forward, c.id, target);
        push(back, target, c.id);
      }
    }
  }
  adjacencyCache.set(domain, adj);
  return adj;
}

/** Breadth-first along `next`, nearest first, up to `depth` steps and `cap` concepts. */
function bfs(start: string, next: Map<string, string[]>, depth: number, cap: number, taken: Set<string>): string[] {
  const out: string[] = [];
  let frontier = [start];
  for (let d = 0; d < depth && out.length < cap; d++) {
    const nextFrontier: string[] = [];
    for (const id of frontier) {
      for (const n of next.get(id) ?? []) {
        if (taken.has(n) || out.length >= cap) continue;
        taken.add(n);
        out.push(n);
        nextFrontier.push(n);
      }
    }
    frontier = nextFrontier;
  }
  return out;
}

export interface NeighbourhoodSize {
  prerequisites: number;
  prerequisiteDepth: number;
  following: number;
  followingDepth: number;
  related: number;
  hierarchy: number;
}

export const STRUCTURAL_SIZE: NeighbourhoodSize = { prerequisites: 9, prerequisiteDepth: 3, following: 6, followingDepth: 3, related: 3, hierarchy: 3 };
export const FOCUS_SIZE: NeighbourhoodSize = { prerequisites: 6, prerequisiteDepth: 2, following: 4, followingDepth: 2, related: 2, hierarchy: 2 };

/** Concept ids around `centre`, centre first. */
export function neighbourhood(domain: CuratedDomain, centre: CuratedConcept, size: NeighbourhoodSize): string[] {
  const adj = adjacency(domain);
  const taken = new Set([centre.id]);
  return [
    centre.id,
    ...bfs(centre.id, adj.preds, size.prerequisiteDepth, size.prerequisites, taken),
    ...bfs(centre.id, adj.succs, size.followingDepth, size.following, taken),
    ...bfs(centre.id, adj.related, 1, size.related, taken),
    ...bfs(centre.id, adj.general, 1, size.hierarchy, taken),
    ...bfs(centre.id, adj.specific, 1, size.hierarchy, taken),
  ];
}

/** Adds the concepts to the builder with every library edge between two of them. */
export function addCurated(builder: RawBuilder, domain: CuratedDomain, ids: string[], withDescriptions = true): void {
  const chosen = ids.map((id) => conceptById(domain, id)!).filter(Boolean);
  for (const c of chosen) builder.addCurated(domain, c, withDescriptions);
  addCuratedEdges(builder, domain);
}

/** Every library edge between curated concepts already in the builder. */
export function addCuratedEdges(builder: RawBuilder, domain: CuratedDomain): void {
  for (const c of domain.concepts) {
    const from = builder.curatedId(domain, c.id);
    if (from === undefined) continue;
    const to = (id: string) => builder.curatedId(domain, id);
    for (const r of c.requires) if (to(r) !== undefined) builder.link(to(r)!, from, 'requires');
    for (const e of c.enables) if (to(e) !== undefined) builder.link(from, to(e)!, 'enables');
    for (const g of c.isA) if (to(g) !== undefined) builder.link(from, to(g)!, 'special-case');
    for (const r of c.related) if (to(r) !== undefined) builder.link(from, to(r)!, 'related');
  }
}

/** Direct prerequisites of a concept (its `requires`, and concepts that enable it). */
export function directPrerequisites(domain: CuratedDomain, id: string): string[] {
  return adjacency(domain).preds.get(id) ?? [];
}

/** Concepts that come directly after (what it enables, and what requires it). */
export function directFollowers(domain: CuratedDomain, id: string): string[] {
  return adjacency(domain).succs.get(id) ?? [];
}

/** Prerequisite closure of the given concepts (ancestors), nearest first. */
export function ancestors(domain: CuratedDomain, ids: string[]): string[] {
  const adj = adjacency(domain);
  const seen = new Set(ids);
  const out: string[] = [];
  let frontier = ids;
  while (frontier.length) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const p of adj.preds.get(id) ?? []) {
        if (seen.has(p)) continue;
        seen.add(p);
        out.push(p);
        next.push(p);
      }
    }
    frontier = next;
  }
  return out;
}
