// The knowledge base grounds a model's map and checks it: the prompt carries the topic's
// constituents for the audience and its outside prerequisites as a reference, and every model node
// the knowledge base cannot place (neither a concept of the topic nor anything it knows elsewhere)
// is named in a warning. The graph engine validates the result as it does any map.
import { audienceGrade, audienceInText, knowledgeBase, nameKey, type Topic } from '../../knowledge/index.js';
import type { ConceptMap } from '../../map-schema.js';
import { conceptsFor } from '../builtin/topic-map.js';
import { intendedTopic } from '../quality.js';
import type { MapInput } from '../types.js';

export interface Grounding {
  topic: Topic;
  grade?: number;
  concepts: string[];
  prerequisites: string[];
}

export function groundingFor(input: MapInput): Grounding | undefined {
  const topic = intendedTopic(input);
  if (!topic) return undefined;
  const grade = audienceGrade(input.audience ?? (input.form === 'freeText' ? audienceInText(input.problem) : undefined));
  return {
    topic,
    grade,
    concepts: conceptsFor(topic, grade).map((c) => c.label),
    prerequisites: topic.pre.map((id) => knowledgeBase().topics.get(id)!.label),
  };
}

/** The audience line of the prompt, when the request names one. */
export function audienceLine(input: MapInput): string | undefined {
  const grade = audienceGrade(input.audience ?? (input.form === 'freeText' ? audienceInText(input.problem) : undefined));
  if (grade === undefined) return undefined;
  const who = grade >= 13 ? 'first-year university students or adult professionals' : `school grade ${grade} (about ${grade + 5} years old)`;
  return `The learners are ${who}: choose the concepts they are ready for, and write descriptions they can read.`;
}

export function groundingText(g: Grounding): string {
  return [
    `A curated knowledge base lists these constituent concepts of "${g.topic.label}"${g.grade !== undefined ? ' for this audience' : ''}, in teaching order: ${g.concepts.join('; ')}.`,
    g.prerequisites.length ? `Its prerequisites from outside the topic: ${g.prerequisites.join('; ')}.` : '',
    'Use them where they fit (you may name them in the map language and add what is missing); concepts you add must belong to the same subject.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Model nodes the knowledge base cannot place, by label. */
export function unplacedNodes(map: ConceptMap, g: Grounding | undefined): string[] {
  const kb = knowledgeBase();
  const own = new Set((g ? [...g.topic.concepts.map((c) => c.label), ...g.prerequisites, g.topic.label, ...Object.values(g.topic.labels)] : []).map((l) => nameKey(l)));
  return map.nodes
    .filter((n) => !n.isCenter)
    .filter((n) => {
      const k = nameKey(n.label);
      if (own.has(k)) return false;
      return !kb.conceptsNamed(n.label).length && !kb.topicsNamed(n.label).length;
    })
    .map((n) => n.label);
}

export function unplacedWarning(labels: string[]): string[] {
  if (!labels.length) return [];
  const named = labels.slice(0, 6).map((l) => `"${l}"`).join(', ') + (labels.length > 6 ? ` and ${labels.length - 6} more` : '');
  return [`The knowledge base cannot place ${labels.length} of the model's nodes: ${named}`];
}
