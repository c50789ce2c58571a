// Loads and checks the knowledge base once, at start-up: every file against its schema, then the
// whole: unique topic ids, unique concept keys in a topic, every reference resolved, prerequisites
// acyclic (between topics and between the concepts of a topic). A broken file stops start-up with
// one line naming it (docs/ and README: "Where the built-in generator's knowledge comes from").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../map-schema.js';
import { ConceptTranslationsSchema, SubjectFileSchema, TranslationsSchema, TRANSLATED_LANGS, UNIVERSITY_GRADE, type GradeBand, type KnowledgeConcept, type SubjectFile } from './schema.js';

export class KnowledgeBaseError extends Error {
  override name = 'KnowledgeBaseError';
}

export interface Topic {
  id: string;
  subject: string;
  subjectLabel: string;
  label: string;
  /** Labels in other languages, where written. */
  labels: Partial<Record<Lang, string>>;
  aliases: string[];
  area: string;
  grades: GradeBand;
  pre: string[];
  /** In teaching order (each after the concepts it requires). */
  concepts: KnowledgeConcept[];
  misconceptions: string[];
}

export interface Subject {
  id: string;
  label: string;
  aliases: string[];
  cues: string[];
  topics: Topic[];
}

export interface KnowledgeData {
  subjects: Subject[];
  topics: Map<string, Topic>;
}

export const KNOWLEDGE_DIR = fileURLToPath(new URL('../../../resources/knowledge/', import.meta.url));

function gradesOf(s: string, where: string): GradeBand {
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(s);
  const band = m ? { from: Number(m[1]), to: Number(m[2]) } : undefined;
  if (!band || band.from < 1 || band.to > UNIVERSITY_GRADE || band.from > band.to) throw new KnowledgeBaseError(`${where}: grades "${s}" must be "a-b" within 1..${UNIVERSITY_GRADE}`);
  return band;
}

/** Kahn's algorithm: the nodes left over sit on a cycle. */
function cycleMembers(ids: string[], preds: (id: string) => string[]): string[] {
  const indeg = new Map(ids.map((id) => [id, preds(id).length]));
  const succ = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const id of ids) for (const p of preds(id)) succ.get(p)!.push(id);
  const queue = ids.filter((id) => indeg.get(id) === 0);
  for (let i = 0; i < queue.length; i++) {
    for (const w of succ.get(queue[i]!)!) {
      indeg.set(w, indeg.get(w)! - 1);
      if (indeg.get(w) === 0) queue.push(w);
    }
  }
  const done = new Set(queue);
  return ids.filter((id) => !done.has(id));
}

function parseFile(path: string): SubjectFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new KnowledgeBaseError(`${path}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = SubjectFileSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    // Name the topic by its id rather than its index, so the reviewer finds it at once.
    const topics = (json as { topics?: Array<{ id?: unknown }> }).topics;
    const where = first.path[0] === 'topics' && typeof first.path[1] === 'number' ? [`topic ${String(topics?.[first.path[1]]?.id)}`, ...first.path.slice(2)] : first.path;
    throw new KnowledgeBaseError(`${path}: ${where.join('.')}: ${first.message}`);
  }
  return parsed.data;
}

const TRANSLATION_FILES = new Set(['labels.json', 'concept-labels.json']);

/** A translation file, or {} when absent. */
function readOptional(dir: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, name), 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new KnowledgeBaseError(`${name}: ${(err as Error).message}`);
  }
}

/** Reads every subject file in `dir` (and the translation files) and checks the whole. */
export function loadKnowledge(dir = KNOWLEDGE_DIR): KnowledgeData {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json') && !TRANSLATION_FILES.has(f)).sort();
  const subjects: Subject[] = [];
  const topics = new Map<string, Topic>();
  const fileOf = new Map<string, string>();
  for (const f of files) {
    const data = parseFile(join(dir, f));
    const subject: Subject = { id: data.subject, label: data.label, aliases: data.aliases, cues: data.cues, topics: [] };
    for (const t of data.topics) {
      const where = `${f}: topic ${t.id}`;
      if (topics.has(t.id)) throw new KnowledgeBaseError(`${where}: id already used in ${fileOf.get(t.id)}`);
      const keys = new Set<string>();
      for (const c of t.concepts) {
        if (keys.has(c.key)) throw new KnowledgeBaseError(`${where}: concept key ${c.key} used twice`);
        keys.add(c.key);
      }
      // Concepts are listed in teaching order: whatever one requires is listed before it (which
      // also keeps them acyclic).
      const before = new Set<string>();
      for (const c of t.concepts) {
        for (const r of c.requires) {
          if (!keys.has(r)) throw new KnowledgeBaseError(`${where}: concept ${c.key} requires unknown ${r}`);
          if (!before.has(r)) throw new KnowledgeBaseError(`${where}: concept ${c.key} requires ${r}, listed after it`);
        }
        before.add(c.key);
      }
      const byKey = new Map(t.concepts.map((c) => [c.key, c]));
      const looped = cycleMembers([...keys], (k) => byKey.get(k)!.requires);
      if (looped.length) throw new KnowledgeBaseError(`${where}: concept prerequisites form a cycle through ${looped.join(', ')}`);
      const topic: Topic = {
        id: t.id,
        subject: data.subject,
        subjectLabel: data.label,
        label: t.label,
        labels: { en: t.label },
        aliases: t.aliases,
        area: t.area,
        grades: gradesOf(t.grades, where),
        pre: t.pre,
        concepts: t.concepts,
        misconceptions: t.mis,
      };
      topics.set(t.id, topic);
      fileOf.set(t.id, f);
      subject.topics.push(topic);
    }
    subjects.push(subject);
  }
  for (const t of topics.values()) {
    for (const p of t.pre) {
      if (!topics.has(p)) throw new KnowledgeBaseError(`${fileOf.get(t.id)}: topic ${t.id}: prerequisite ${p} is no topic`);
      if (p === t.id) throw new KnowledgeBaseError(`${fileOf.get(t.id)}: topic ${t.id} is its own prerequisite`);
    }
  }
  const looped = cycleMembers([...topics.keys()], (id) => topics.get(id)!.pre);
  if (looped.length) throw new KnowledgeBaseError(`knowledge base: topic prerequisites form a cycle through ${looped.slice(0, 6).join(', ')}`);

  const labels = TranslationsSchema.safeParse(readOptional(dir, 'labels.json'));
  if (!labels.success) throw new KnowledgeBaseError(`labels.json: ${labels.error.issues[0]!.path.join('.')}: ${labels.error.issues[0]!.message}`);
  for (const [id, row] of Object.entries(labels.data)) {
    const topic = topics.get(id);
    if (!topic) throw new KnowledgeBaseError(`labels.json: ${id} is no topic`);
    TRANSLATED_LANGS.forEach((lang, i) => (topic.labels[lang] = row[i]!));
  }
  const conceptLabels = ConceptTranslationsSchema.safeParse(readOptional(dir, 'concept-labels.json'));
  if (!conceptLabels.success) throw new KnowledgeBaseError(`concept-labels.json: ${conceptLabels.error.issues[0]!.path.join('.')}: ${conceptLabels.error.issues[0]!.message}`);
  for (const [id, concepts] of Object.entries(conceptLabels.data)) {
    const topic = topics.get(id);
    if (!topic) throw new KnowledgeBaseError(`concept-labels.json: ${id} is no topic`);
    for (const [key, row] of Object.entries(concepts)) {
      const concept = topic.concepts.find((c) => c.key === key);
      if (!concept) throw new KnowledgeBaseError(`concept-labels.json: ${id} has no concept ${key}`);
      concept.labels = { en: concept.label };
      TRANSLATED_LANGS.forEach((lang, i) => (concept.labels![lang] = row[i]!));
    }
  }
  return { subjects, topics };
}
