// Turns whatever a generator produced into clean nodes and edges: ids unique, types in their enums,
// edges between existing nodes, no self-loops and at most one edge per pair of nodes.
import { EDGE_TYPES, NODE_TYPES, type EdgeType, type MapEdge, type MapNode, type NodeType } from '../map-schema.js';
import { cleanLabel, labelKey, slugify } from './text.js';
import type { WarningLog } from './warnings.js';

/** Unknown node types become `concept` (theory is the neutral reading of a topic). */
export const DEFAULT_NODE_TYPE: NodeType = 'concept';
/** Unknown edge types become `related`: it claims no order, so it cannot make the path wrong. */
export const DEFAULT_EDGE_TYPE: EdgeType = 'related';

// A Map, not an object: keys come from outside, and `__proto__` or `constructor` must not
// resolve to Object.prototype members.
const NODE_TYPE_ALIASES = new Map<string, NodeType>(
  Object.entries({
    theory: 'concept',
    topic: 'concept',
    idea: 'concept',
    practice: 'skill',
    practical: 'skill',
    ability: 'skill',
    procedure: 'skill',
    method: 'skill',
    foundation: 'prerequisite',
    foundational: 'prerequisite',
    prereq: 'prerequisite',
    prerequisites: 'prerequisite',
  }),
);

// A Map, not an object: keys come from outside, and `__proto__` or `constructor` must not
// resolve to Object.prototype members.
const EDGE_TYPE_ALIASES = new Map<string, EdgeType>(
  Object.entries({
    require: 'requires',
    required: 'requires',
    prerequisite: 'requires',
    prereq: 'requires',
    'prerequisite-of': 'requires',
    'prerequisite-for': 'requires',
    enable: 'enables',
    'leads-to': 'enables',
    relates: 'related',
    'related-to': 'related',
    relation: 'related',
    specialcase: 'special-case',
    'special-case-of': 'special-case',
    'is-a': 'special-case',
    isa: 'special-case',
    'type-of': 'special-case',
    'kind-of': 'special-case',
    subtype: 'special-case',
  }),
);

/** Strongest first: the edge kept when a pair of nodes has several. */
const EDGE_STRENGTH: Record<EdgeType, number> = { requires: 4, enables: 3, 'special-case': 2, related: 1 };

export interface CoercedGraph {
  nodes: MapNode[];
  edges: MapEdge[];
  /** Any id or label a generator used -> the id of the node it now names. */
  resolve: (ref: string) => string | undefined;
  /** Ids flagged `isCenter` by the generator, in order. */
  flaggedCenters: string[];
  /** The node whose label has this labelKey (labels are unique by key after merging). */
  idOfLabelKey: (key: string) => string | undefined;
}

const asRecord = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

const asText = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

function coerceNodeType(v: unknown, label: string, log: WarningLog): NodeType {
  const raw = typeof v === 'string' ? v.trim().toLowerCase() : undefined;
  if (raw && (NODE_TYPES as readonly string[]).includes(raw)) return raw as NodeType;
  const alias = raw ? NODE_TYPE_ALIASES.get(raw) : undefined;
  if (alias) return alias;
  if (v !== undefined) log.add('node-type', `Node "${label}": unknown type ${JSON.stringify(v)}, using "${DEFAULT_NODE_TYPE}"`, 'unknown node types');
  return DEFAULT_NODE_TYPE;
}

function coerceEdgeType(v: unknown, log: WarningLog): EdgeType {
  const raw = typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s_]+/g, '-') : undefined;
  if (raw && (EDGE_TYPES as readonly string[]).includes(raw)) return raw as EdgeType;
  const alias = raw ? EDGE_TYPE_ALIASES.get(raw) : undefined;
  if (alias) return alias;
  log.add('edge-type', `Edge type ${JSON.stringify(v ?? null)} is unknown; using "${DEFAULT_EDGE_TYPE}"`, 'unknown edge types');
  return DEFAULT_EDGE_TYPE;
}

export function coerceGraph(rawNodes: unknown, rawEdges: unknown, log: WarningLog): CoercedGraph {
  const nodes: MapNode[] = [];
  const byId = new Map<string, MapNode>();
  const byLabel = new Map<string, string>();
  /** Ids a generator used that now point at another node (merged duplicates). */
  const aliases = new Map<string, string>();
  const flagged: string[] = [];

  const nodeList = Array.isArray(rawNodes) ? rawNodes : [];
  if (rawNodes !== undefined && !Array.isArray(rawNodes)) log.add('shape', '`nodes` is not an array; treated as empty');
  for (const entry of nodeList) {
    const rec = asRecord(entry);
    const rawLabel = rec ? (asText(rec.label) ?? asText(rec.name) ?? asText(rec.title)) : asText(entry);
    const rawId = rec ? asText(rec.id) : undefined;
    const label = cleanLabel(rawLabel ?? rawId ?? '');
    if (!label) {
      log.add('node-dropped', 'Dropped a node with neither label nor id', 'nodes dropped');
      continue;
    }
    const key = labelKey(label);
    const givenId = rawId?.trim() ?? '';
    const sameConcept = byLabel.get(key);
    if (sameConcept !== undefined) {
      // Two nodes with the same label are one concept: merge, keep the first, re-point edges.
      const kept = byId.get(sameConcept)!;
      if (givenId && givenId !== sameConcept && !byId.has(givenId) && !aliases.has(givenId)) aliases.set(givenId, sameConcept);
      if (kept.description === undefined && rec && typeof rec.description === 'string' && rec.description.trim()) {
        kept.description = cleanLabel(rec.description, 2000);
      }
      if (rec?.isCenter === true) flagged.push(sameConcept);
      log.add('node-merged', `Merged duplicate node "${label}" into "${sameConcept}"`, 'duplicate nodes merged');
      continue;
    }
    let id = givenId || slugify(label);
    if (byId.has(id) || aliases.has(id)) {
      const base = id;
      let n = 2;
      while (byId.has(`${base}-${n}`) || aliases.has(`${base}-${n}`)) n++;
      id = `${base}-${n}`;
      if (givenId) log.add('node-renamed', `Node id "${base}" was used twice; the node "${label}" is now "${id}"`, 'ids renamed');
    }
    const node: MapNode = { id, label, type: coerceNodeType(rec?.type, label, log) };
    const description = rec && typeof rec.description === 'string' ? cleanLabel(rec.description, 2000) : '';
    if (description) node.description = description;
    nodes.push(node);
    byId.set(id, node);
    byLabel.set(key, id);
    if (rec?.isCenter === true) flagged.push(id);
  }

  const resolve = (ref: string): string | undefined => {
    const r = ref.trim();
    if (byId.has(r)) return r;
    const alias = aliases.get(r);
    if (alias !== undefined) return alias;
    // Models sometimes reference nodes by label instead of id.
    return byLabel.get(labelKey(r));
  };

  const edges: MapEdge[] = [];
  const pairIndex = new Map<string, number>();
  const edgeList = Array.isArray(rawEdges) ? rawEdges : [];
  if (rawEdges !== undefined && !Array.isArray(rawEdges)) log.add('shape', '`edges` is not an array; treated as empty');
  for (const entry of edgeList) {
    const rec = asRecord(entry);
    const fromRef = rec ? (asText(rec.from) ?? asText(rec.source)) : undefined;
    const toRef = rec ? (asText(rec.to) ?? asText(rec.target)) : undefined;
    const from = fromRef === undefined ? undefined : resolve(fromRef);
    const to = toRef === undefined ? undefined : resolve(toRef);
    if (from === undefined || to === undefined) {
      log.add('edge-dangling', `Dropped edge ${JSON.stringify(fromRef ?? null)} -> ${JSON.stringify(toRef ?? null)}: no such node`, 'dangling edges dropped');
      continue;
    }
    if (from === to) {
      log.add('edge-self', `Dropped self-loop on "${from}"`, 'self-loops dropped');
      continue;
    }
    const type = coerceEdgeType(rec?.type, log);
    const pair = JSON.stringify(from < to ? [from, to] : [to, from]);
    const existing = pairIndex.get(pair);
    if (existing === undefined) {
      pairIndex.set(pair, edges.length);
      edges.push({ from, to, type });
      continue;
    }
    const kept = edges[existing]!;
    if (kept.from === from && kept.to === to && kept.type === type) {
      log.add('edge-duplicate', `Dropped duplicate edge "${from}" ${type} "${to}"`, 'duplicate edges dropped');
    } else if (type === 'related' && kept.type === 'related') {
      log.add('edge-duplicate', `Dropped duplicate edge "${from}" related "${to}"`, 'duplicate edges dropped');
    } else if (EDGE_STRENGTH[type] > EDGE_STRENGTH[kept.type]) {
      log.add('edge-conflict', `Nodes "${from}" and "${to}" had several edges; kept "${from}" ${type} "${to}"`, 'conflicting edges resolved');
      edges[existing] = { from, to, type };
    } else {
      log.add('edge-conflict', `Nodes "${kept.from}" and "${kept.to}" had several edges; kept "${kept.from}" ${kept.type} "${kept.to}"`, 'conflicting edges resolved');
    }
  }

  return { nodes, edges, resolve, flaggedCenters: flagged, idOfLabelKey: (key) => byLabel.get(key) };
}
