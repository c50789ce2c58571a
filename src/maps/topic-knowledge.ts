// What the knowledge base holds about one topic, for other areas' offline generators (class
// content): its concepts in teaching order with their descriptions, prerequisites and Bloom
// levels, labels in the requested language where written, the topic's prerequisites, its
// siblings (the other topics of its subject area, with their concepts) and the misconceptions a
// teacher meets. Undefined when the knowledge base does not hold the topic.
import { knowledgeBase, type KnowledgeConcept, type Topic } from './knowledge/index.js';

export interface TopicConcept {
  key: string;
  /** In the requested language where the knowledge base has it, else English. */
  label: string;
  /** English (the knowledge base's descriptions are written in English). */
  description: string;
  bloom: KnowledgeConcept['bloom'];
  grades: { from: number; to: number };
  /** Labels of the concepts of the topic taught before this one. */
  requires: string[];
  translated: boolean;
}

export interface TopicKnowledge {
  id: string;
  label: string;
  subject: string;
  area: string;
  grades: { from: number; to: number };
  concepts: TopicConcept[];
  prerequisites: string[];
  siblings: Array<{ label: string; concepts: TopicConcept[] }>;
  misconceptions: string[];
}

const LEADING = /^(?:solving|understanding|introduction to|intro to|basics of|learning about|learning|the|an|a)\s+/i;

function conceptsOf(topic: Topic, lang: string): TopicConcept[] {
  const byKey = new Map(topic.concepts.map((c) => [c.key, c]));
  const labelOf = (c: KnowledgeConcept) => (lang !== 'en' && c.labels?.[lang as keyof typeof c.labels]) || c.label;
  return topic.concepts.map((c) => ({
    key: c.key,
    label: labelOf(c),
    description: c.description,
    bloom: c.bloom,
    grades: c.grades,
    requires: c.requires.map((k) => byKey.get(k)).filter((x): x is KnowledgeConcept => !!x).map(labelOf),
    translated: lang === 'en' || !!c.labels?.[lang as keyof typeof c.labels],
  }));
}

/** The topic a competency names ("Solving linear equations" finds "Linear equations"). */
export function topicKnowledge(name: string, opts: { subject?: string; lang?: string } = {}): TopicKnowledge | undefined {
  const kb = knowledgeBase();
  const lang = (opts.lang ?? 'en').slice(0, 2).toLowerCase();
  let key = name.trim();
  let match = kb.findTopic(key, opts.subject || undefined);
  while (!match && LEADING.test(key)) {
    key = key.replace(LEADING, '');
    match = kb.findTopic(key, opts.subject || undefined);
  }
  if (!match) return undefined;
  const topic = match.topic;
  const label = (lang !== 'en' && topic.labels[lang as keyof typeof topic.labels]) || topic.label;
  const others = [...kb.topics.values()].filter((t) => t.subject === topic.subject && t.id !== topic.id);
  // The topics of its area; a topic alone in its area gets the subject's nearest in grade.
  const area = others.filter((t) => t.area === topic.area);
  const siblings = area.length ? area : [...others].sort((a, b) => Math.abs(a.grades.from - topic.grades.from) - Math.abs(b.grades.from - topic.grades.from)).slice(0, 3);
  return {
    id: topic.id,
    label,
    subject: topic.subjectLabel,
    area: topic.area,
    grades: topic.grades,
    concepts: conceptsOf(topic, lang),
    prerequisites: topic.pre.map((id) => kb.topics.get(id)).filter((t): t is Topic => !!t).map((t) => (lang !== 'en' && t.labels[lang as keyof typeof t.labels]) || t.label),
    siblings: siblings.map((t) => ({ label: (lang !== 'en' && t.labels[lang as keyof typeof t.labels]) || t.label, concepts: conceptsOf(t, lang) })),
    misconceptions: topic.misconceptions,
  };
}
