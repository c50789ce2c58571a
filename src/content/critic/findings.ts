// A finding of the critic is data: {type, severity, location (a JSON pointer into the content,
// RFC 6901), quote, explanation, fix}, plus the review it belongs to (`check`) and a short title.
// The zod schema below validates a model's critique, types the built-in checks and is the
// `CriticFinding` component of the OpenAPI document. The markdown review is rendered from the
// findings, with every piece of user text escaped; nothing ever parses it back.
import { z } from 'zod';
import { escapeMarkdown, markdownCode } from '../../shared/markdown.js';
import { perCritiqueMemo } from './per-critique.js';

export const CRITIC_TYPES = ['factual', 'pedagogical', 'bias', 'assessment', 'technical', 'comprehensive'] as const;
export type CriticType = (typeof CRITIC_TYPES)[number];
export type CheckType = Exclude<CriticType, 'comprehensive'>;
export const CHECK_TYPES = ['factual', 'pedagogical', 'bias', 'assessment', 'technical'] as const satisfies readonly CheckType[];
export const SEVERITIES = ['high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What kind of fault a finding is; docs/content.md describes the check behind each. */
export const FINDING_TYPES = [
  'structure',
  'quantity_contradiction',
  'definition_conflict',
  'arithmetic_error',
  'answer_key',
  'duplicate_option',
  'all_none_above',
  'negative_stem',
  'answer_giveaway',
  'length_cue',
  'missing_rationale',
  'stereotype',
  'insensitive_wording',
  'representation',
  'reading_level',
  'objective_verb',
  'sequencing',
  'claim_to_verify',
  'other',
] as const;
export type FindingType = (typeof FINDING_TYPES)[number];

/** Facts the built-in checks recompute; a model's finding of these types never stands on its own. */
export const RECOMPUTED_TYPES: ReadonlySet<FindingType> = new Set(['structure', 'arithmetic_error', 'answer_key', 'quantity_contradiction', 'duplicate_option']);

export const JSON_POINTER = /^(\/[^/]*)*$/;

const findingShape = {
  type: z.enum(FINDING_TYPES),
  check: z.enum(CHECK_TYPES),
  severity: z.enum(SEVERITIES),
  title: z.string().trim().min(1).max(200),
  location: z.string().regex(JSON_POINTER, 'must be a JSON pointer such as /sections/0/body ("" is the whole content)').max(300),
  quote: z.string().max(400),
  explanation: z.string().trim().min(1).max(2000),
  fix: z.string().trim().min(1).max(2000),
};

/** Without a component id: sent inline to a model as structured output (an id becomes a `$ref`). */
export const FindingObjectSchema = z.strictObject(findingShape);
export const FindingSchema = FindingObjectSchema.meta({
  id: 'CriticFinding',
  description:
    'One fault: its `type`, `severity`, `location` (JSON pointer into the content; "" is the whole content), `quote` (the words there), `explanation` and a suggested `fix`; `check` is the review it belongs to.',
});
export type Finding = z.infer<typeof FindingObjectSchema>;

export function pointer(path: readonly PropertyKey[]): string {
  return path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The value at a JSON pointer, or undefined. */
export function resolvePointer(doc: unknown, ptr: string): unknown {
  if (ptr === '') return doc;
  let at: unknown = doc;
  for (const raw of ptr.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export interface ContentString {
  where: string;
  text: string;
  path: PropertyKey[];
}

/** The strings of each content, listed once per critique. */
const listed = perCritiqueMemo<object, readonly ContentString[]>(() => new WeakMap());

/**
 * Runs `fn` with `stringsOf` remembered per content object for its duration, so the five checks
 * that read every string of one critique walk the content once. Callers only read the list.
 */
export const withSharedStrings = <T>(fn: () => T): T => listed.run(fn);

/** Every string in the content with its pointer, in document order. */
export function stringsOf(doc: unknown): readonly ContentString[] {
  if (!doc || typeof doc !== 'object') return collect(doc, []);
  return listed.get(doc, () => collect(doc, []));
}

function collect(doc: unknown, path: PropertyKey[]): ContentString[] {
  if (typeof doc === 'string') return [{ where: pointer(path), text: doc, path }];
  if (Array.isArray(doc)) return doc.flatMap((v, i) => collect(v, [...path, i]));
  if (doc && typeof doc === 'object') return Object.entries(doc).flatMap(([k, v]) => collect(v, [...path, k]));
  return [];
}

const QUOTE_MAX = 200;
/** A short quote of what the content holds at `location` (strings as they are, other values as JSON). */
export function quoteAt(content: unknown, location: string): string {
  const v = resolvePointer(content, location);
  if (v === undefined) return '';
  // An option or a question is quoted by its words, not as JSON.
  const own = v && typeof v === 'object' && !Array.isArray(v) ? ['text', 'stem', 'prompt', 'question', 'body', 'term'].map((k) => (v as Record<string, unknown>)[k]).find((x) => typeof x === 'string') : undefined;
  const text = (typeof v === 'string' ? v : typeof own === 'string' ? own : JSON.stringify(v)).replace(/\s+/g, ' ').trim();
  return text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text;
}

/** Fills a missing quote from the content, so every finding shows the words it is about. */
export function withQuotes(findings: Finding[], content: unknown): Finding[] {
  return findings.map((f) => (f.quote ? f : { ...f, quote: quoteAt(content, f.location) }));
}

const TYPE_TITLES: Record<CriticType, string> = {
  factual: 'Factual review',
  pedagogical: 'Pedagogical review',
  bias: 'Bias review',
  assessment: 'Assessment review',
  technical: 'Technical review',
  comprehensive: 'Comprehensive review',
};

export function renderCriticism(opts: { type: CriticType; competencyName: string; system: string; findings: Finding[]; notes: string[] }): string {
  const lines = [`# ${TYPE_TITLES[opts.type]}: ${escapeMarkdown(opts.competencyName)} (${opts.system})`, ''];
  for (const n of opts.notes) lines.push(`> ${escapeMarkdown(n)}`, '');
  if (!opts.findings.length) lines.push('No problems found by these checks.', '');
  opts.findings.forEach((f, i) => {
    lines.push(
      `## ${i + 1}. ${escapeMarkdown(f.title)}`,
      '',
      `- **Severity:** ${f.severity}`,
      `- **Type:** ${f.type} (${f.check})`,
      `- **Where:** ${markdownCode(f.location || '/')}`,
      ...(f.quote ? [`- **Quote:** "${escapeMarkdown(f.quote)}"`] : []),
      `- **Problem:** ${escapeMarkdown(f.explanation)}`,
      `- **Suggested fix:** ${escapeMarkdown(f.fix)}`,
      '',
    );
  });
  return lines.join('\n').trimEnd() + '\n';
}

const RANK = { high: 0, medium: 1, low: 2, info: 3 } as const;
/** Most severe first, then in the order found; stable, so the same content gives the same numbering. */
export function sortFindings(findings: Finding[]): Finding[] {
  return findings.map((f, i) => ({ f, i })).sort((a, b) => RANK[a.f.severity] - RANK[b.f.severity] || a.i - b.i).map((x) => x.f);
}

/**
 * A model's findings merged into the recomputed ones. A model never overrides a recomputed fact: its
 * findings of a recomputed type (arithmetic, answer keys, structure, ...) are dropped, since the
 * built-in checks decided those; any other finding the built-in checks already made at the same
 * place is not repeated.
 */
export function mergeFindings(recomputed: Finding[], model: Finding[]): Finding[] {
  const out = [...recomputed];
  for (const m of model) {
    if (RECOMPUTED_TYPES.has(m.type)) continue;
    if (out.some((f) => f.type === m.type && f.location === m.location)) continue;
    out.push(m);
  }
  return sortFindings(out);
}
