// A class curriculum and its checks. The maps area's graph engine (src/maps/graph) repairs
// generated maps; a curriculum a teacher saves is instead checked and refused with every problem
// named by its path, because silently rewriting what a teacher chose would surprise them. Node and
// edge types come from the shared concept-map vocabulary (src/shared/concept-map.ts) so both areas agree.
import { z } from 'zod';
import { ValidationError } from '../http/errors.js';
import { EDGE_TYPES, NODE_TYPES } from '../shared/concept-map.js';

/** A class curriculum holds at most 30 concepts (docs/classes.md). */
export const MAX_CONCEPTS = 30;
const MAX_EDGES = MAX_CONCEPTS * (MAX_CONCEPTS - 1);

export const CurriculumNodeSchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    label: z.string().trim().min(1).max(200),
    type: z.enum(NODE_TYPES),
    description: z.string().max(2000).optional(),
    isCenter: z.boolean().optional(),
  })
  .meta({ id: 'CurriculumNode', description: 'A concept of the curriculum. Unknown fields are dropped.' });

export const CurriculumEdgeSchema = z
  .object({
    from: z.string().trim().min(1).max(100),
    to: z.string().trim().min(1).max(100),
    type: z.enum(EDGE_TYPES),
  })
  .meta({ id: 'CurriculumEdge', description: '`requires` edges must not form a cycle.' });

export const CurriculumPhaseSchema = z
  .object({ name: z.string().trim().min(1).max(200), nodeIds: z.array(z.string()).min(1).max(MAX_CONCEPTS) })
  .meta({ id: 'CurriculumPhase' });

export const CurriculumSchema = z
  .object({
    nodes: z.array(CurriculumNodeSchema).min(1).max(MAX_CONCEPTS, `at most ${MAX_CONCEPTS} concepts`),
    edges: z.array(CurriculumEdgeSchema).max(MAX_EDGES),
    learningPath: z.array(z.string()).max(MAX_CONCEPTS).meta({ description: 'Every node id exactly once, in teaching order.' }),
    learningPhases: z
      .array(CurriculumPhaseSchema)
      .max(MAX_CONCEPTS)
      .optional()
      .meta({ description: 'Optional grouping of the path; each id must be a node.' }),
  })
  .meta({
    id: 'Curriculum',
    description: `At most ${MAX_CONCEPTS} nodes; unique node ids; edges between existing nodes; learningPath a permutation of the node ids; acyclic \`requires\` edges.`,
  });
export type Curriculum = z.infer<typeof CurriculumSchema>;

/** Problems of a structurally valid curriculum, each prefixed with its path (e.g. `curriculum.edges[2].to`). */
export function curriculumProblems(c: Curriculum, at = 'curriculum'): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  c.nodes.forEach((n, i) => {
    if (ids.has(n.id)) problems.push(`${at}.nodes[${i}].id: duplicate node id "${n.id}"`);
    ids.add(n.id);
  });

  const pairs = new Set<string>();
  c.edges.forEach((e, i) => {
    for (const end of ['from', 'to'] as const) {
      if (!ids.has(e[end])) problems.push(`${at}.edges[${i}].${end}: unknown node id "${e[end]}"`);
    }
    if (e.from === e.to) problems.push(`${at}.edges[${i}]: an edge may not connect a node to itself`);
    const key = JSON.stringify([e.from, e.to, e.type]);
    if (pairs.has(key)) problems.push(`${at}.edges[${i}]: duplicate edge`);
    pairs.add(key);
  });

  const seen = new Set<string>();
  c.learningPath.forEach((id, i) => {
    if (!ids.has(id)) problems.push(`${at}.learningPath[${i}]: unknown node id "${id}"`);
    else if (seen.has(id)) problems.push(`${at}.learningPath[${i}]: node id "${id}" appears twice`);
    seen.add(id);
  });
  const missing = [...ids].filter((id) => !seen.has(id));
  if (missing.length) problems.push(`${at}.learningPath: missing node id${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}`);

  c.learningPhases?.forEach((phase, p) =>
    phase.nodeIds.forEach((id, i) => {
      if (!ids.has(id)) problems.push(`${at}.learningPhases[${p}].nodeIds[${i}]: unknown node id "${id}"`);
    }),
  );

  const cycle = requiresCycle(c);
  if (cycle) problems.push(`${at}.edges: "requires" edges form a cycle: ${cycle.map((id) => `"${id}"`).join(' -> ')}`);
  return problems;
}

/** Throws 400 `invalid_curriculum` listing every problem; details name the first. */
export function assertValidCurriculum(c: Curriculum, at = 'curriculum'): void {
  const problems = curriculumProblems(c, at);
  if (!problems.length) return;
  const first = problems[0]!;
  const colon = first.indexOf(': ');
  throw new ValidationError(problems, 'invalid_curriculum', { field: first.slice(0, colon), reason: first.slice(colon + 2) });
}

/** One cycle of `requires` edges (first node repeated at the end), or undefined (iterative DFS). */
export function requiresCycle(c: Pick<Curriculum, 'nodes' | 'edges'>): string[] | undefined {
  const adj = new Map<string, string[]>(c.nodes.map((n) => [n.id, []]));
  for (const e of c.edges) if (e.type === 'requires' && e.from !== e.to) adj.get(e.from)?.push(e.to);
  const state = new Map<string, 1 | 2>(); // 1: on the current path, 2: finished
  for (const root of adj.keys()) {
    if (state.has(root)) continue;
    const path: string[] = [root];
    const next: number[] = [0];
    state.set(root, 1);
    while (path.length) {
      const v = path[path.length - 1]!;
      const succ = adj.get(v)!;
      const i = next[next.length - 1]!;
      if (i >= succ.length) {
        state.set(v, 2);
        path.pop();
        next.pop();
        continue;
      }
      next[next.length - 1] = i + 1;
      const w = succ[i]!;
      if (!adj.has(w)) continue;
      if (state.get(w) === 1) return [...path.slice(path.indexOf(w)), w];
      if (!state.has(w)) {
        state.set(w, 1);
        path.push(w);
        next.push(0);
      }
    }
  }
  return undefined;
}
