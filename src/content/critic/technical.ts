// Technical checks: the mode's schema, empty and duplicate fields, and markdown that will not
// render as meant (unclosed code fences, emphasis or links).
import { contentSchemaFor, type Mode } from '../content-schemas.js';
import { pointer, stringsOf, type Finding } from './findings.js';

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export const FENCE = /^[^\S\n\r\u2028\u2029]*```/gm;

/**
 * `/\[[^\]\n]*\]\((?![^)\n]*\))/.test(text)`: a "[", then "](" with no "]" or line break
 * between, and no ")" after it on its line ("[text](url" never closed). In one pass: the pattern,
 * tried from every "[", read on to the next "]" or line break from each, and from every "](" on
 * to the next ")" (a line of "([{([{…" or "[a](b[a](b…" cost its length squared).
 */
export function unclosedLink(text: string): boolean {
  let opened = false;
  // The first ")" and line break at or after the last "](" (-1: none): the places only move on.
  let nextClose = 0;
  let nextBreak = 0;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if (ch === '\n') opened = false;
    else if (ch === '[') opened = true;
    else if (ch === ']') {
      if (opened && text[k + 1] === '(') {
        const at = k + 2;
        if (nextClose >= 0 && nextClose < at) nextClose = text.indexOf(')', at);
        if (nextBreak >= 0 && nextBreak < at) nextBreak = text.indexOf('\n', at);
        if (nextClose < 0 || (nextBreak >= 0 && nextBreak < nextClose)) return true;
      }
      opened = false;
    }
  }
  return false;
}

function markdownProblems(text: string): string[] {
  const problems: string[] = [];
  // A fence is ``` after nothing but spaces on its line. Spaces only within the line: the same
  // fences as \s* across line breaks (a run of blank lines before one ends on its own line), but
  // not a scan of every following blank line from every line start (quadratic on blank lines).
  if ((text.match(FENCE) ?? []).length % 2) problems.push('a code fence (```) is opened and never closed');
  const noFences = text.replace(/```[\s\S]*?```/g, '');
  if ((noFences.match(/`/g) ?? []).length % 2) problems.push('an inline code span (`) is not closed');
  // Inline code is code ("2 ** 3" is Python's power), and only a ** that can open or close
  // emphasis counts (CommonMark: not surrounded by spaces on both sides, as "2 ** 3" is; the start
  // and end of a line count as spaces, so "** is the power" opens nothing).
  const prose = noFences.replace(/`[^`\n]*`/g, '');
  if ((prose.match(/(?<=\S)\*\*|\*\*(?=\S)/g) ?? []).length % 2) problems.push('bold markers (**) are not balanced');
  if (unclosedLink(noFences)) problems.push('a link [text](url) is missing its closing parenthesis');
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
        // Two rules broken at one place ("needs at least 2 options" and no best choice) are one
        // finding there that names both: the findings are one per type and place.
        const type = issue.code === 'custom' && mode !== 'SPL' ? 'answer_key' : 'structure';
        const same = out.find((f) => f.type === type && f.location === pointer(place.path) && f.title === 'Does not fit the mode');
        if (same) {
          same.explanation = `${same.explanation.slice(0, -1)}; and ${place.message}.`;
          continue;
        }
        out.push({
          // A SATA question without a right or a wrong option is a fault of its answer key. A
          // decision point without a best choice is a missing part of the scenario: its writers
          // label it `structure` (docs/content.md, "The eleventh round"), as the schema refuses it.
          type,
          check: 'technical',
          severity: 'high',
          title: 'Does not fit the mode',
          location: pointer(place.path),
          quote: '',
          explanation: `The ${mode} schema says: ${place.message}.`,
          fix: place.message === 'unknown field' ? 'Remove the field: the mode does not define it.' : 'Change this field so it matches the schema in the API reference; a PUT with this content is refused (400).',
        });
      }
    }
  }
  for (const s of stringsOf(content)) {
    if (!s.text.trim()) {
      out.push({ type: 'structure', check: 'technical', severity: 'medium', title: 'Empty field', location: s.where, quote: '', explanation: 'This text is empty, so the page shows a blank.', fix: 'Write the text or remove the item.' });
      continue;
    }
    const problems = markdownProblems(s.text);
    if (problems.length) {
      out.push({ type: 'structure', check: 'technical', severity: 'low', title: 'Broken markdown', location: s.where, quote: '', explanation: `In this text ${problems.join('; ')}.`, fix: 'Close the markup so it renders as intended.' });
    }
  }
  // Duplicates among siblings: the same text twice in one list (objectives, headings...). Options
  // are the assessment check's (duplicate_option), so they are not reported twice.
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node) && path.at(-1) === 'options') node.forEach((item, i) => walk(item, [...path, i]));
    else if (Array.isArray(node)) {
      const seen = new Map<string, number>();
      node.forEach((item, i) => {
        const key = typeof item === 'string' ? item : item && typeof item === 'object' ? Object.values(item as Record<string, unknown>).find((v) => typeof v === 'string') : undefined;
        if (typeof key === 'string' && key.trim()) {
          const k = norm(key);
          const first = seen.get(k);
          if (first !== undefined) {
            out.push({ type: 'structure', check: 'technical', severity: 'medium', title: 'Duplicate entry', location: pointer([...path, i]), quote: '', explanation: `This repeats item ${first} of the same list ("${key.slice(0, 80)}").`, fix: 'Remove the duplicate or make it say something new.' });
          } else seen.set(k, i);
        }
        walk(item, [...path, i]);
      });
    } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
  };
  walk(content, []);
  return out;
}
