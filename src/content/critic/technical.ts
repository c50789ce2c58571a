// Technical checks: the mode's schema, empty and duplicate fields, and markdown that will not
// render as meant (unclosed code fences, emphasis or links).
import { contentSchemaFor, type Mode } from '../content-schemas.js';
import { pointer, stringsOf, type Finding } from './findings.js';

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

function markdownProblems(text: string): string[] {
  const problems: string[] = [];
  if ((text.match(/^\s*```/gm) ?? []).length % 2) problems.push('a code fence (```) is opened and never closed');
  const noFences = text.replace(/```[\s\S]*?```/g, '');
  if ((noFences.match(/`/g) ?? []).length % 2) problems.push('an inline code span (`) is not closed');
  if ((noFences.match(/\*\*/g) ?? []).length % 2) problems.push('bold markers (**) are not balanced');
  if (/\[[^\]\n]*\]\((?![^)\n]*\))/.test(noFences)) problems.push('a link [text](url) is missing its closing parenthesis');
  if (/^#{1,6}[^#\s]/m.test(noFences)) problems.push('a heading has no space after its # marks');
  return problems;
}

export function technicalFindings(mode: Mode, content: unknown): Finding[] {
  const out: Finding[] = [];
  const parsed = contentSchemaFor(mode).safeParse(content);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // An unknown field is reported where it is, one finding per field, as a PUT names it.
      const places = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => ({ path: [...issue.path, k], message: 'unknown field' })) : [{ path: issue.path, message: issue.message }];
      for (const place of places) {
        out.push({
          check: 'technical',
          severity: 'high',
          title: 'Does not fit the mode',
          where: pointer(place.path),
          problem: `The ${mode} schema says: ${place.message}.`,
          fix: place.message === 'unknown field' ? 'Remove the field: the mode does not define it.' : 'Change this field so it matches the schema in the API reference; a PUT with this content is refused (400).',
        });
      }
    }
  }
  for (const s of stringsOf(content)) {
    if (!s.text.trim()) {
      out.push({ check: 'technical', severity: 'medium', title: 'Empty field', where: s.where, problem: 'This text is empty, so the page shows a blank.', fix: 'Write the text or remove the item.' });
      continue;
    }
    for (const p of markdownProblems(s.text)) {
      out.push({ check: 'technical', severity: 'low', title: 'Broken markdown', where: s.where, problem: `In this text ${p}.`, fix: 'Close the markup so it renders as intended.' });
    }
  }
  // Duplicates among siblings: the same text twice in one list (objectives, headings, options...).
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) {
      const seen = new Map<string, number>();
      node.forEach((item, i) => {
        const key = typeof item === 'string' ? item : item && typeof item === 'object' ? Object.values(item as Record<string, unknown>).find((v) => typeof v === 'string') : undefined;
        if (typeof key === 'string' && key.trim()) {
          const k = norm(key);
          const first = seen.get(k);
          if (first !== undefined) {
            out.push({ check: 'technical', severity: 'medium', title: 'Duplicate entry', where: pointer([...path, i]), problem: `This repeats item ${first} of the same list ("${key.slice(0, 80)}").`, fix: 'Remove the duplicate or make it say something new.' });
          } else seen.set(k, i);
        }
        walk(item, [...path, i]);
      });
    } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
  };
  walk(content, []);
  return out;
}
