// A finding of the critic, and the markdown every critique is answered in: one section per finding
// with its severity, where it is (a JSON pointer into the content, RFC 6901) and a suggested fix.
import { escapeMarkdown as md, markdownCode } from '../../shared/markdown.js';

export const CRITIC_TYPES = ['factual', 'pedagogical', 'bias', 'assessment', 'technical', 'comprehensive'] as const;
export type CriticType = (typeof CRITIC_TYPES)[number];
export type CheckType = Exclude<CriticType, 'comprehensive'>;
export const SEVERITIES = ['high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Finding {
  check: CheckType;
  severity: Severity;
  title: string;
  /** JSON pointer into the content; "" is the whole content. */
  where: string;
  problem: string;
  fix: string;
}

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

/** Every string in the content with its pointer, in document order. */
export function stringsOf(doc: unknown, path: PropertyKey[] = []): Array<{ where: string; text: string; path: PropertyKey[] }> {
  if (typeof doc === 'string') return [{ where: pointer(path), text: doc, path }];
  if (Array.isArray(doc)) return doc.flatMap((v, i) => stringsOf(v, [...path, i]));
  if (doc && typeof doc === 'object') return Object.entries(doc).flatMap(([k, v]) => stringsOf(v, [...path, k]));
  return [];
}

const TYPE_TITLES: Record<CriticType, string> = {
  factual: 'Factual review',
  pedagogical: 'Pedagogical review',
  bias: 'Bias review',
  assessment: 'Assessment review',
  technical: 'Technical review',
  comprehensive: 'Comprehensive review',
};

/** Every value is escaped (shared/markdown.ts): names, notes and findings quote the user's content, and a model's findings may too. */
export function renderCriticism(opts: { type: CriticType; competencyName: string; system: string; findings: Finding[]; notes: string[] }): string {
  const lines = [`# ${TYPE_TITLES[opts.type]}: ${md(opts.competencyName)} (${md(opts.system)})`, ''];
  for (const n of opts.notes) lines.push(`> ${md(n)}`, '');
  if (!opts.findings.length) lines.push('No problems found by these checks.', '');
  opts.findings.forEach((f, i) => {
    lines.push(
      `## ${i + 1}. ${md(f.title)}`,
      '',
      `- **Severity:** ${md(f.severity)}`,
      `- **Check:** ${md(f.check)}`,
      `- **Where:** ${markdownCode(f.where || '/')}`,
      `- **Problem:** ${md(f.problem)}`,
      `- **Suggested fix:** ${md(f.fix)}`,
      '',
    );
  });
  return lines.join('\n').trimEnd() + '\n';
}
