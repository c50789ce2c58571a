// The graph engine's entry point. Every map passes through here, whatever produced it, and comes out
// satisfying these invariants (test/maps/graph checks each on random and adversarial graphs):
// - node ids unique, labels non-empty, node and edge types within their enums (unknown: `concept`,
//   `related`); nodes with the same label merged;
// - edges only between existing nodes, no self-loops, at most one edge per pair of nodes;
// - `requires`/`enables` edges acyclic, and `special-case` edges acyclic (cycles broken, reported);
// - structural maps: exactly one centre, the key; free text: at most one, never invented;
// - learningPath: every node once, a topological order of `requires`/`enables` (source first);
// - learningPhases: contiguous, non-empty, named slices partitioning the path, in order.
// It is idempotent (normalising its own output changes nothing) and deterministic.
import type { ConceptMap, Lang, LearningPhase, MapNode } from '../map-schema.js';
import { coerceGraph, type CoercedGraph } from './coerce.js';
import { breakCycles } from './cycles.js';
import { learningPath, ORDER_EDGE_TYPES } from './order.js';
import { buildPhases } from './phases.js';
import { cleanLabel, labelKey, slugify } from './text.js';
import { WarningLog } from './warnings.js';

export interface RawMap {
  nodes?: unknown;
  edges?: unknown;
  learningPath?: unknown;
  learningPhases?: unknown;
}

export interface NormaliseOptions {
  /** Structural input: the map has exactly one centre, the key (`centerHint`). */
  structural: boolean;
  /** The key (structural) or a preferred centre; matched against labels, then ids. */
  centerHint?: string;
  /** Language of phase names the engine writes (default `en`). */
  lang?: Lang;
  /** false: learningPath and learningPhases come back empty; every other check still runs. */
  includeLearningPath?: boolean;
}

export interface NormaliseResult {
  map: ConceptMap;
  warnings: string[];
}

export function normaliseMap(raw: RawMap | null | undefined, opts: NormaliseOptions): NormaliseResult {
  const log = new WarningLog();
  const lang = opts.lang ?? 'en';
  const graph = coerceGraph(raw?.nodes, raw?.edges, log);
  const { nodes, edges } = graph;

  const centerId = chooseCenter(nodes, graph, opts, log);
  for (const n of nodes) delete n.isCenter;
  const center = nodes.find((n) => n.id === centerId);
  if (center) center.isCenter = true;

  const labelOf = new Map(nodes.map((n) => [n.id, n.label]));
  const label = (id: string) => labelOf.get(id) ?? id;
  const ids = nodes.map((n) => n.id);
  breakCycles(ids, edges, ORDER_EDGE_TYPES, label, log);
  breakCycles(ids, edges, ['special-case'], label, log);

  const hint = pathHint(raw, graph.resolve);
  const { path, info } = learningPath(nodes, edges, centerId, hint);
  const given = givenPhases(raw?.learningPhases, graph.resolve, path);
  const phases = given ?? buildPhases(path, info, centerId !== undefined, lang);

  const include = opts.includeLearningPath !== false;
  const map: ConceptMap = {
    nodes: nodes.map(tidyNode),
    edges: edges.map((e) => ({ from: e.from, to: e.to, type: e.type })),
    learningPath: include ? path : [],
    learningPhases: include ? phases : [],
  };
  return { map, warnings: log.list() };
}

/** Fixed key order and no undefined fields, so equal maps serialise equally. */
function tidyNode(n: MapNode): MapNode {
  const out: MapNode = { id: n.id, label: n.label, type: n.type };
  if (n.isCenter) out.isCenter = true;
  if (n.description !== undefined) out.description = n.description;
  return out;
}

function chooseCenter(
  nodes: MapNode[],
  { flaggedCenters: flagged, resolve, idOfLabelKey }: Pick<CoercedGraph, 'flaggedCenters' | 'resolve' | 'idOfLabelKey'>,
  opts: NormaliseOptions,
  log: WarningLog,
): string | undefined {
  const hint = opts.centerHint !== undefined ? cleanLabel(opts.centerHint) : '';
  const distinctFlagged = [...new Set(flagged)];
  if (opts.structural) {
    if (hint) {
      // The node labelled as the key (coerceGraph indexed every label), else an id or alias.
      const match = idOfLabelKey(labelKey(hint)) ?? resolve(hint);
      if (match !== undefined) {
        if (distinctFlagged.some((id) => id !== match)) log.add('centre', `The centre is the key "${hint}"; other nodes marked as centre were unmarked`);
        return match;
      }
      if (distinctFlagged.length) {
        // The generator named the key differently; trust its centre rather than duplicating the key.
        if (distinctFlagged.length > 1) log.add('centre', `Several nodes were marked as centre; kept "${distinctFlagged[0]}"`);
        return distinctFlagged[0];
      }
      const id = uniqueId(nodes, slugify(hint));
      nodes.unshift({ id, label: hint, type: 'concept' });
      log.add('centre', `The key "${hint}" was missing from the map; added it as the centre`);
      return id;
    }
    if (distinctFlagged.length) {
      if (distinctFlagged.length > 1) log.add('centre', `Several nodes were marked as centre; kept "${distinctFlagged[0]}"`);
      return distinctFlagged[0];
    }
    if (!nodes.length) return undefined;
    log.add('centre', `No centre was marked; using the first node "${nodes[0]!.label}"`);
    return nodes[0]!.id;
  }
  if (distinctFlagged.length > 1) log.add('centre', `Several nodes were marked as centre; kept "${distinctFlagged[0]}"`);
  return distinctFlagged[0];
}

function uniqueId(nodes: MapNode[], base: string): string {
  const taken = new Set(nodes.map((n) => n.id));
  if (!taken.has(base)) return base;
  let i = 2;
  while (taken.has(`${base}-${i}`)) i++;
  return `${base}-${i}`;
}

/** Position of each node in the generator's own path (or phases), used only to break ties. */
function pathHint(raw: RawMap | null | undefined, resolve: (ref: string) => string | undefined): Map<string, number> {
  const hint = new Map<string, number>();
  const add = (ref: unknown) => {
    if (typeof ref !== 'string') return;
    const id = resolve(ref);
    if (id !== undefined && !hint.has(id)) hint.set(id, hint.size);
  };
  if (Array.isArray(raw?.learningPath)) raw.learningPath.forEach(add);
  else if (Array.isArray(raw?.learningPhases)) {
    for (const p of raw.learningPhases) {
      const ids = (p as { nodeIds?: unknown } | null)?.nodeIds;
      if (Array.isArray(ids)) ids.forEach(add);
    }
  }
  return hint;
}

/** The generator's phases, kept only when they already partition the final path in order. */
function givenPhases(rawPhases: unknown, resolve: (ref: string) => string | undefined, path: string[]): LearningPhase[] | undefined {
  if (!Array.isArray(rawPhases) || !rawPhases.length || !path.length) return undefined;
  const phases: LearningPhase[] = [];
  let at = 0;
  for (const p of rawPhases) {
    const rec = p as { name?: unknown; nodeIds?: unknown } | null;
    if (typeof rec?.name !== 'string' || !Array.isArray(rec.nodeIds)) return undefined;
    const name = cleanLabel(rec.name);
    if (!name || !rec.nodeIds.length) return undefined;
    const nodeIds: string[] = [];
    for (const ref of rec.nodeIds) {
      const id = typeof ref === 'string' ? resolve(ref) : undefined;
      if (id === undefined || id !== path[at]) return undefined;
      nodeIds.push(id);
      at++;
    }
    phases.push({ name, nodeIds });
  }
  return at === path.length ? phases : undefined;
}
