// What the model is told. The edge semantics are the API's own words (the MapEdge schema in the OpenAPI document), so the model and the graph
// engine agree on direction; the request's own `context` goes in the user message, never the
// system prompt.
import type { ConceptMap, Lang } from '../../map-schema.js';
import type { MapInput } from '../types.js';

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English', es: 'Spanish', fr: 'French', zh: 'Chinese (Simplified)', de: 'German', pt: 'Portuguese', ar: 'Arabic',
  hi: 'Hindi', ja: 'Japanese', ko: 'Korean', ru: 'Russian', it: 'Italian', nl: 'Dutch', tr: 'Turkish',
};

/** Upper bound on the caller's extra instructions sent to a model. */
const MAX_CONTEXT_CHARS = 2000;

export const MAP_RULES = `Rules of the concept map:
- Nodes: 8 to 20 concepts at a granularity a teacher can plan lessons with. Each has a short unique "id" (lowercase, hyphens), a "label", a one-sentence "description" and a "type": "concept" (theory), "skill" (practical ability) or "prerequisite" (foundational knowledge).
- Edges ("from", "to", "type"): "requires" means the target needs the source first; "enables" means the source leads to the target; "related" is a general relationship; "special-case" means the source is a type of the target. At most one edge between two nodes. No cycles of requires/enables edges.
- "learningPath": every node id exactly once, in an order that puts the source of every requires/enables edge before its target.
- "learningPhases": named phases ({"name", "nodeIds"}) that split the learning path into consecutive, non-empty parts, in order.`;

export function mapSystemPrompt(lang: Lang): string {
  return `You design concept maps that teachers use to plan teaching and learners use to see what comes first. A map that says a topic requires something that comes after it is worse than no map.

${MAP_RULES}

Write every label, description and phase name in ${LANGUAGE_NAMES[lang]}.`;
}

export interface PromptGrounding {
  /** Who the learners are (from the request's audience). */
  audience?: string;
  /** What the knowledge base knows of the topic. */
  reference?: string;
}

export function mapUserPrompt(input: MapInput, context: string | undefined, feedback?: { score: number; reasons: string[] }, grounding: PromptGrounding = {}): string {
  const parts: string[] = [];
  if (input.form === 'structural') {
    parts.push(
      `Build the concept map of the key concept "${input.key}" in the domain "${input.domain}", subdomain "${input.subdomain}".`,
      'Show what is inside the topic: the 8 to 15 concepts and skills it is made of, with "requires" edges among them in the order a teacher teaches them, and what a learner needs from outside the topic as "prerequisite" nodes. Not neighbouring topics at the same grain.',
      'Include the key as a node with "isCenter": true (every other node false).',
    );
  } else {
    parts.push(
      `Build the concept map a teacher needs for this problem:\n"""\n${input.problem}\n"""`,
      'Find the main concept of the problem and show what is inside it: the concepts and skills it is made of, in teaching order, and its prerequisites from outside as "prerequisite" nodes.',
      'Mark at most one node as "isCenter": true, the concept the problem is mainly about (or none).',
    );
  }
  if (grounding.audience) parts.push(grounding.audience);
  if (grounding.reference) parts.push(grounding.reference);
  if (context?.trim()) parts.push(`Extra instructions from the teacher:\n"""\n${context.trim().slice(0, MAX_CONTEXT_CHARS)}\n"""`);
  if (feedback) {
    parts.push(`A previous attempt scored ${feedback.score.toFixed(2)} of 1 in review. Fix these problems:\n${feedback.reasons.map((r) => `- ${r}`).join('\n')}`);
  }
  return parts.join('\n\n');
}

export const SCORE_SYSTEM_PROMPT = `You review concept maps for teaching (the Q2L review). Rate the map on four criteria, each from 0 (useless) to 1 (excellent):
- coverage: does the map cover the key concept (or the problem) and what a learner needs around it?
- prerequisites: are the requires/enables edges sound (the source really is needed first / really leads on), with no missing essential prerequisite?
- granularity: are the concepts at a consistent, teachable size (not too broad, not trivial), and is the number of concepts right?
- coherence: does the learning path read as a sensible teaching sequence, and do the phases group it well?
Give short, concrete reasons (what is wrong or missing), at most 6.
Edge semantics: "requires" = the target needs the source first; "enables" = the source leads to the target; "related" = general relationship; "special-case" = the source is a type of the target.`;

export function scoreUserPrompt(map: ConceptMap, input: MapInput): string {
  const what =
    input.form === 'structural'
      ? `Key concept "${input.key}" (domain "${input.domain}", subdomain "${input.subdomain}").`
      : `Problem:\n"""\n${input.problem}\n"""`;
  // Labels instead of ids make the map readable for the reviewer.
  const label = new Map(map.nodes.map((n) => [n.id, n.label]));
  const view = {
    nodes: map.nodes.map((n) => ({ label: n.label, type: n.type, ...(n.isCenter ? { isCenter: true } : {}) })),
    edges: map.edges.map((e) => ({ from: label.get(e.from), type: e.type, to: label.get(e.to) })),
    learningPath: map.learningPath.map((id) => label.get(id)),
    learningPhases: map.learningPhases.map((p) => ({ name: p.name, nodes: p.nodeIds.map((id) => label.get(id)) })),
  };
  return `${what}\n\nThe map:\n${JSON.stringify(view)}`;
}
