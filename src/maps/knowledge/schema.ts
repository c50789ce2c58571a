// The shape of the curated knowledge base (resources/knowledge/*.json), one zod schema per shape.
// Files are written compactly so a subject fits on a reviewer's screen: a concept is one line,
// "key|Label|bloom|grades|description|requires", parsed and checked here.
import { z } from 'zod';
import { LANGS, type Lang } from '../map-schema.js';

export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];
const BLOOM_CODES: Record<string, BloomLevel> = { rem: 'remember', und: 'understand', app: 'apply', ana: 'analyse', eva: 'evaluate', cre: 'create' };

/** School years 1..12; 13 is the first year of university (and adult professional learning). */
export const UNIVERSITY_GRADE = 13;

export interface GradeBand {
  from: number;
  to: number;
}

export interface KnowledgeConcept {
  key: string;
  label: string;
  bloom: BloomLevel;
  grades: GradeBand;
  description: string;
  /** Keys of concepts of the same topic taught first. */
  requires: string[];
  /** Labels in other languages, where written (concept-labels.json). */
  labels?: Partial<Record<Lang, string>>;
}

const KEY = /^[a-z0-9][a-z0-9-]*$/;

function parseGrades(s: string, ctx: z.RefinementCtx): GradeBand {
  const m = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(s.trim());
  const from = m ? Number(m[1]) : NaN;
  const to = m ? Number(m[2] ?? m[1]) : NaN;
  if (!m || from < 1 || to > UNIVERSITY_GRADE || from > to) {
    ctx.addIssue({ code: 'custom', message: `grade band "${s}" must be "a-b" with 1 <= a <= b <= ${UNIVERSITY_GRADE}` });
  }
  return { from, to };
}

export const ConceptLineSchema = z.string().transform((line, ctx): KnowledgeConcept => {
  const parts = line.split('|').map((p) => p.trim());
  if (parts.length !== 6) {
    ctx.addIssue({ code: 'custom', message: `concept "${line.slice(0, 40)}" needs 6 fields key|Label|bloom|grades|description|requires, got ${parts.length}` });
    return z.NEVER;
  }
  const [key, label, bloom, grades, description, requires] = parts as [string, string, string, string, string, string];
  if (!KEY.test(key)) ctx.addIssue({ code: 'custom', message: `concept key "${key}" must be lower-case letters, digits and hyphens` });
  if (!label) ctx.addIssue({ code: 'custom', message: `concept ${key}: empty label` });
  const level = BLOOM_CODES[bloom];
  if (!level) ctx.addIssue({ code: 'custom', message: `concept ${key}: Bloom level "${bloom}" must be one of ${Object.keys(BLOOM_CODES).join(', ')}` });
  if (description.length < 12 || description.toLowerCase() === label.toLowerCase()) ctx.addIssue({ code: 'custom', message: `concept ${key}: the description must say something beyond the label` });
  return { key, label, bloom: level ?? 'understand', grades: parseGrades(grades, ctx), description, requires: requires ? requires.split(/\s+/) : [] };
});

export const TopicSchema = z.strictObject({
  id: z.string().regex(KEY),
  label: z.string().min(2),
  /** Other English names (and common misspellings) that find the topic. */
  aliases: z.array(z.string().min(2)).default([]),
  /** The subject's area (a subdomain a teacher would name), e.g. "algebra". */
  area: z.string().min(2),
  grades: z.string(),
  /** Topics (any subject) a learner needs before this one. */
  pre: z.array(z.string().regex(KEY)).default([]),
  concepts: z.array(ConceptLineSchema).min(4),
  /** Common misconceptions, in a teacher's words. */
  mis: z.array(z.string().min(5)).min(1),
});
export type TopicData = z.output<typeof TopicSchema>;

export const SubjectFileSchema = z.strictObject({
  subject: z.string().regex(KEY),
  label: z.string(),
  aliases: z.array(z.string()).default([]),
  /** Words that mark text as being about this subject (sense disambiguation). */
  cues: z.array(z.string()).default([]),
  topics: z.array(TopicSchema).min(1),
});
export type SubjectFile = z.output<typeof SubjectFileSchema>;

/** The 13 languages besides English, in the order of a translations row. */
export const TRANSLATED_LANGS = LANGS.filter((l) => l !== 'en');

/** resources/knowledge/concept-labels.json: topic id -> concept key -> the same 13 languages. */
export const ConceptTranslationsSchema = z.record(z.string().regex(KEY), z.record(z.string().regex(KEY), z.array(z.string().min(1)).length(LANGS.length - 1)));

/** resources/knowledge/labels.json: topic id -> its label in es, fr, zh, de, pt, ar, hi, ja, ko, ru, it, nl, tr. */
export const TranslationsSchema = z.record(z.string().regex(KEY), z.array(z.string().min(1)).length(TRANSLATED_LANGS.length));
