// A map of what is inside a knowledge-base topic: its constituent concepts and skills chosen for
// the audience, `requires` edges among them as the knowledge base orders them, the topic's outside
// prerequisites as `prerequisite` nodes, and the topic itself as the centre, reached once its
// parts are in place. Nodes are added in the knowledge base's teaching order, which the graph
// engine uses to break ties in the learning path.
import type { Lang } from '../../map-schema.js';
import { fleschKincaidGrade, knowledgeBase, type KnowledgeConcept, type Topic } from '../../knowledge/index.js';
import { keyWords, QUIET_WORDS } from '../../knowledge/text.js';
import type { RawMap } from '../../graph/index.js';
import { RawBuilder } from './raw-builder.js';

/** A standard topic shows 8 to 15 of its concepts; prerequisites from outside come on top. */
export const MAX_CONSTITUENTS = 15;
export const MAX_PREREQUISITES = 4;
/** Descriptions harder than this many grades above the learner are simplified or left out. */
const READABILITY_SLACK = 3;

export interface TopicMapOptions {
  lang: Lang;
  /** School grade of the learner (13: first-year university); undefined: the whole topic. */
  grade?: number;
  /** The centre's label (the teacher's own words for the topic, in English maps). */
  centreLabel?: string;
  /** The teacher's problem: concepts it names are kept whatever their grade band. */
  askedFor?: string;
}

export interface TopicMap {
  raw: RawMap;
  centreLabel: string;
  warnings: string[];
  /** The concepts chosen (for the quality score's coverage). */
  chosen: KnowledgeConcept[];
}

const isSkill = (c: KnowledgeConcept) => c.bloom === 'apply' || c.bloom === 'create';

/**
 * The concepts a learner of `grade` meets in this topic: those whose band starts at or before
 * the grade. Above 15, the most elementary ones (lowest band end) give way first.
 */
export function conceptsFor(topic: Topic, grade: number | undefined, askedFor?: string): KnowledgeConcept[] {
  // What the teacher asked about stays, with what it builds on, even above the learner's grade
  // ("how do vaccines train the immune system? for a 12-year-old" keeps vaccination, grade 9).
  const asked = askedFor === undefined ? new Set<string>() : withAncestors(topic, conceptsNamedIn(topic, askedFor));
  let chosen = grade === undefined ? [...topic.concepts] : topic.concepts.filter((c) => c.grades.from <= grade || asked.has(c.key));
  // A learner below every band still gets the topic's entry points rather than nothing.
  if (!chosen.length) chosen = topic.concepts.filter((c) => c.grades.from === Math.min(...topic.concepts.map((x) => x.grades.from)));
  if (chosen.length > MAX_CONSTITUENTS) {
    const drop = new Set(
      chosen
        .filter((c) => !asked.has(c.key))
        .sort((a, b) => a.grades.to - b.grades.to || topic.concepts.indexOf(a) - topic.concepts.indexOf(b))
        .slice(0, chosen.length - MAX_CONSTITUENTS),
    );
    chosen = chosen.filter((c) => !drop.has(c));
  }
  return chosen;
}

/** Word stems (first five letters of words of four or more): "vaccines" and "vaccination" meet. */
export function stems(text: string): Set<string> {
  return new Set(keyWords(text).filter((w) => w.length >= 4 && !QUIET_WORDS.has(w)).map((w) => w.slice(0, 5)));
}

/** A concept's label stems, taken once per process (the knowledge base does not change). */
const labelStems = new WeakMap<KnowledgeConcept, string[]>();
function stemsOfLabel(c: KnowledgeConcept): string[] {
  let out = labelStems.get(c);
  if (!out) labelStems.set(c, (out = [...stems(c.label)]));
  return out;
}

/** Keys of the topic's concepts whose labels share a word stem with the text. */
export function conceptsNamedIn(topic: Topic, text: string): string[] {
  const asked = stems(text);
  return topic.concepts.filter((c) => stemsOfLabel(c).some((s) => asked.has(s))).map((c) => c.key);
}

function withAncestors(topic: Topic, keys: string[]): Set<string> {
  const byKey = new Map(topic.concepts.map((c) => [c.key, c]));
  const out = new Set<string>();
  const visit = (k: string) => {
    if (out.has(k)) return;
    out.add(k);
    for (const r of byKey.get(k)?.requires ?? []) visit(r);
  };
  keys.forEach(visit);
  return out;
}

/** What each chosen concept requires among the chosen, looking through the ones left out. */
function keptRequires(topic: Topic, chosen: Set<string>): Map<string, string[]> {
  const byKey = new Map(topic.concepts.map((c) => [c.key, c]));
  const out = new Map<string, string[]>();
  const reach = (key: string, seen: Set<string>): string[] => {
    const found: string[] = [];
    for (const r of byKey.get(key)!.requires) {
      if (seen.has(r)) continue;
      seen.add(r);
      if (chosen.has(r)) found.push(r);
      else found.push(...reach(r, seen));
    }
    return found;
  };
  for (const key of chosen) out.set(key, [...new Set(reach(key, new Set()))]);
  return out;
}

/** The description at a readability that suits the learner: whole, its first clause, or none. */
function describe(text: string, grade: number | undefined): string | undefined {
  if (grade === undefined || grade > 8) return text;
  const limit = grade + READABILITY_SLACK;
  if (fleschKincaidGrade(text) <= limit) return text;
  const clause = text.split(/[:;(]|, | - /)[0]!.trim().replace(/[.,]$/, '');
  if (clause.length >= 12 && clause !== text && fleschKincaidGrade(clause) <= limit) return `${clause}.`;
  return undefined;
}

export function topicMap(topic: Topic, opts: TopicMapOptions): TopicMap {
  const kb = knowledgeBase();
  const b = new RawBuilder(opts.lang);
  const warnings: string[] = [];
  const chosen = conceptsFor(topic, opts.grade, opts.askedFor);
  const chosenKeys = new Set(chosen.map((c) => c.key));
  const requires = keptRequires(topic, chosenKeys);

  const translated = topic.labels[opts.lang];
  const centreLabel = opts.lang === 'en' ? (opts.centreLabel ?? topic.label) : (translated ?? opts.centreLabel ?? topic.label);
  if (opts.lang !== 'en' && !translated) warnings.push(`The topic "${topic.label}" has no ${opts.lang} label in the knowledge base; it fell back to English`);

  // Outside prerequisites first (their order edges put them first anyway), then the concepts.
  const prereqIds: string[] = [];
  for (const id of topic.pre.slice(0, MAX_PREREQUISITES)) {
    const pre = kb.topics.get(id)!;
    const label = pre.labels[opts.lang] ?? pre.label;
    prereqIds.push(b.add(label, 'prerequisite', `Learned before ${topic.label}: ${pre.concepts.slice(0, 3).map((c) => c.label.toLowerCase()).join(', ')}.`, { idHint: `pre-${pre.id}`, english: !pre.labels[opts.lang] }));
  }
  let hardToRead = 0;
  let english = 0;
  const ids = new Map<string, string>();
  for (const c of chosen) {
    const description = describe(c.description, opts.grade);
    if (description !== c.description) hardToRead++;
    const label = c.labels?.[opts.lang] ?? c.label;
    if (opts.lang !== 'en' && !c.labels?.[opts.lang]) english++;
    ids.set(c.key, b.add(label, isSkill(c) ? 'skill' : 'concept', description, { idHint: c.key }));
  }
  const centre = b.add(centreLabel, 'concept', `Common misconceptions: ${topic.misconceptions.join(' ')}`, { idHint: topic.id });
  b.markCenter(centre);

  for (const c of chosen) for (const r of requires.get(c.key)!) b.link(ids.get(r)!, ids.get(c.key)!, 'requires');
  // Entry points build on the outside prerequisites; the last steps complete the topic.
  const required = new Set([...requires.values()].flat());
  const roots = chosen.filter((c) => !requires.get(c.key)!.length);
  for (const p of prereqIds) for (const r of roots) b.link(p, ids.get(r.key)!, 'requires');
  if (!roots.length) for (const p of prereqIds) b.link(p, centre, 'requires');
  for (const c of chosen) if (!required.has(c.key)) b.link(ids.get(c.key)!, centre, 'requires');

  if (english) warnings.push(`${english} of ${chosen.length} concept labels fell back to English (the knowledge base has no ${opts.lang} label for them)`);
  if (opts.lang !== 'en') warnings.push('Concept descriptions are in English');
  if (hardToRead) warnings.push(`${hardToRead} descriptions were shortened or left out to suit grade ${opts.grade}`);
  const left = topic.concepts.length - chosen.length;
  if (left > 0 && opts.grade !== undefined) warnings.push(`${left} concepts of "${topic.label}" beyond grade ${opts.grade} were left out`);
  const above = opts.grade === undefined ? 0 : chosen.filter((c) => c.grades.from > opts.grade!).length;
  if (above) warnings.push(`${above} concepts above grade ${opts.grade} were kept because the problem asks about them (or they lead to what it asks about)`);
  return { raw: { nodes: b.nodes, edges: b.edges }, centreLabel, warnings, chosen };
}
