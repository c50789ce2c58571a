// Factual checks without a source: list every checkable claim (numbers with their units,
// percentages, dates and years, formulas) so a teacher can verify them, and flag the content
// contradicting itself (one term defined two ways, one statement both right and wrong, one
// quantity given two values). Nothing is checked against a source, and the review says so.
import { stringsOf, type Finding } from './findings.js';
import { toText } from '../../shared/text.js';

const CLAIMS: Array<{ kind: string; re: RegExp }> = [
  { kind: 'formula', re: /[\p{L}\d()²³]+(?:\s*[+\-−×*/^]\s*[\p{L}\d()²³]+)*\s*=\s*[\p{L}\d()²³]+(?:\s*[+\-−×*/^]\s*[\p{L}\d()²³]+)*/gu },
  { kind: 'chemical formula', re: /\b(?:[A-Z][a-z]?[\d₀-₉]*){2,}(?![\p{L}\d₀-₉])/gu },
  { kind: 'date', re: /\b(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,4}\b|\b\d{4}-\d{2}-\d{2}\b/g },
  { kind: 'year', re: /\b(?:in|since|by|from|until|around|circa|c\.)\s+(?:1\d{3}|20\d{2})\b|\b(?:1\d{3}|20\d{2})s?\b(?=\s*(?:AD|CE|BC|BCE)\b)/gi },
  { kind: 'statistic', re: /\b\d+(?:[.,]\d+)?\s?%/g },
  // Single-letter units only after a space ("5 m"), so names like "8A" are not read as amperes.
  { kind: 'quantity', re: /\b\d+(?:[.,]\d+)?(?:\s?(?:km|cm|mm|kg|mg|ms|min|°C|°F|kJ|kW|Hz|Pa|mol|ml|mL)|\s(?:m|g|s|h|K|J|W|V|A|N|L|years?|days?|million|billion|thousand|hundred))\b/g },
];

const CHEMICAL_FALSE_POSITIVES = /^(?:I|A|OK|AI|US|UK|EU|UN|TV|PE|PH|DNA|RNA|ATP|NADPH|KE|SPL|SATA)$/;

export function factualFindings(content: unknown): { findings: Finding[]; claims: number } {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const s of stringsOf(content)) {
    for (const { kind, re } of CLAIMS) {
      for (const m of s.text.matchAll(re)) {
        const claim = m[0].trim();
        if (kind === 'chemical formula' && (CHEMICAL_FALSE_POSITIVES.test(claim) || !/\d|[₀-₉]|[A-Z][a-z]?[A-Z]/.test(claim))) continue;
        if (kind === 'formula' && !/[\p{L}]/u.test(claim) && !/\d/.test(claim)) continue;
        const key = `${s.where}|${claim}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ check: 'factual', severity: 'info', title: `Claim to verify: ${kind}`, where: s.where, problem: `"${claim}" is a checkable ${kind}; it was not checked against a source.`, fix: 'Verify it against a textbook or reference before the class uses it.' });
      }
    }
  }
  const claims = out.length;
  out.push(...contradictions(content));
  return { findings: out, claims };
}

type Obj = Record<string, unknown>;
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Obj[]) : []);
const key = (s: unknown) => (typeof s === 'string' ? s.trim().toLowerCase().replace(/\s+/g, ' ') : '');

function contradictions(content: unknown): Finding[] {
  const out: Finding[] = [];
  const c = (content && typeof content === 'object' ? content : {}) as Obj;
  const terms = new Map<string, { i: number; def: string }>();
  arr(c.keyTerms).forEach((t, i) => {
    const k = key(t.term);
    const prev = terms.get(k);
    if (k && prev && key(t.definition) !== key(prev.def)) {
      out.push({ check: 'factual', severity: 'high', title: 'Term defined two ways', where: `/keyTerms/${i}`, problem: `"${String(t.term)}" is also defined at /keyTerms/${prev.i}, differently.`, fix: 'Keep one definition, or explain how the two senses differ.' });
    } else if (k && !prev) terms.set(k, { i, def: toText(t.definition) });
  });
  const verdicts = new Map<string, { where: string; correct: boolean }>();
  arr(c.questions).forEach((q, qi) =>
    arr(q.options).forEach((o, oi) => {
      const k = key(o.text);
      const where = `/questions/${qi}/options/${oi}`;
      const prev = verdicts.get(k);
      if (k && prev && prev.correct !== o.correct) out.push({ check: 'factual', severity: 'high', title: 'Same statement both right and wrong', where, problem: `This option is marked ${o.correct ? 'correct' : 'wrong'}, but the same statement at ${prev.where} is marked ${prev.correct ? 'correct' : 'wrong'}.`, fix: 'Decide whether the statement is true and mark both the same way, or reword one.' });
      else if (k && !prev) verdicts.set(k, { where, correct: o.correct === true });
    }),
  );
  // "<subject> is/are/has/equals <number>" stated with two different numbers.
  const values = new Map<string, { where: string; value: string }>();
  for (const s of stringsOf(content)) {
    for (const m of s.text.matchAll(/\b((?:[\p{L}-]+\s+){1,3})(?:is|are|has|have|equals|contains|es|son|tiene|est|sont|ist|sind)\s+(?:about\s+|approximately\s+)?(\d+(?:[.,]\d+)?)/giu)) {
      const subject = m[1]!.trim().toLowerCase();
      const prev = values.get(subject);
      if (prev && prev.value !== m[2]) out.push({ check: 'factual', severity: 'high', title: 'Two values for one quantity', where: s.where, problem: `"${m[1]!.trim()}" is given as ${m[2]} here and as ${prev.value} at ${prev.where || '/'}.`, fix: 'Check which value is right and use it everywhere.' });
      else if (!prev) values.set(subject, { where: s.where, value: m[2]! });
    }
  }
  return out;
}
