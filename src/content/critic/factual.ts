// Factual checks without a source: arithmetic and algebra recomputed (arithmetic.ts), the content
// contradicting itself (one quantity given two values, units converted: quantities.ts; one term
// defined two ways), and every other checkable claim (numbers with units, percentages, dates,
// formulas) listed for a teacher to verify. Nothing is checked against a source, and the review
// says so. An option right in one question and wrong in another is normal and not compared.
import type { Mode } from '../content-schemas.js';
import { arithmeticFindings } from './arithmetic.js';
import { stringsOf, type Finding } from './findings.js';
import { quantityFindings } from './quantities.js';
import { answeredQuestionFindings } from './quantity-answers.js';
import type { Lang } from './text.js';
import { toText } from '../../shared/text.js';

/**
 * Checkable claims; `needs` is what every match contains, tested first: most texts hold no "="
 * or "%", and the patterns, tried at every word, took about 80 µs of a 2 KB critique (35 µs so).
 */
const CLAIMS: Array<{ kind: string; re: RegExp; needs: RegExp }> = [
  { kind: 'formula', re: /[\p{L}\d()²³]+(?:\s*[+\-−×*/^]\s*[\p{L}\d()²³]+)*\s*=\s*[\p{L}\d()²³]+(?:\s*[+\-−×*/^]\s*[\p{L}\d()²³]+)*/gu, needs: /=/ },
  { kind: 'chemical formula', re: /\b(?:[A-Z][a-z]?[\d₀-₉]*){2,}(?![\p{L}\d₀-₉])/gu, needs: /[A-Z]/ },
  { kind: 'date', re: /\b(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,4}\b|\b\d{4}-\d{2}-\d{2}\b/g, needs: /\d/ },
  { kind: 'year', re: /\b(?:in|since|by|from|until|around|circa|c\.)\s+(?:1\d{3}|20\d{2})\b|\b(?:1\d{3}|20\d{2})s?\b(?=\s*(?:AD|CE|BC|BCE)\b)/gi, needs: /\d/ },
  { kind: 'statistic', re: /\b\d+(?:[.,]\d+)?\s?%/g, needs: /%/ },
  // Single-letter units only after a space ("5 m"), so names like "8A" are not read as amperes.
  { kind: 'quantity', re: /\b\d+(?:[.,]\d+)?(?:\s?(?:km|cm|mm|kg|mg|ms|min|°C|°F|kJ|kW|Hz|Pa|mol|ml|mL)|\s(?:m|g|s|h|K|J|W|V|A|N|L|years?|days?|million|billion|thousand|hundred))\b/g, needs: /\d/ },
];

const CHEMICAL_FALSE_POSITIVES = /^(?:I|A|OK|AI|US|UK|EU|UN|TV|PE|PH|DNA|RNA|ATP|NADPH|KE|SPL|SATA)$/;

export function factualFindings(mode: Mode, content: unknown, lang: Lang): { findings: Finding[]; claims: number } {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const s of stringsOf(content)) {
    for (const { kind, re, needs } of CLAIMS) {
      if (!needs.test(s.text)) continue;
      for (const m of s.text.matchAll(re)) {
        const claim = m[0].trim();
        if (kind === 'chemical formula' && (CHEMICAL_FALSE_POSITIVES.test(claim) || !/\d|[₀-₉]|[A-Z][a-z]?[A-Z]/.test(claim))) continue;
        if (kind === 'formula' && !/[\p{L}]/u.test(claim) && !/\d/.test(claim)) continue;
        const key = `${s.where}|${claim}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ type: 'claim_to_verify', check: 'factual', severity: 'info', title: `Claim to verify: ${kind}`, location: s.where, quote: claim, explanation: `"${claim}" is a checkable ${kind}; it was not checked against a source.`, fix: 'Verify it against a textbook or reference before the class uses it.' });
      }
    }
  }
  const claims = out.length;
  const quantities = quantityFindings(mode, content, lang);
  // A question about a thing answered by a value, against the value the lesson gives it: once per place.
  out.push(...arithmeticFindings(mode, content, lang), ...quantities, ...answeredQuestionFindings(mode, content, lang, new Set(quantities.map((f) => f.location))), ...contradictions(content));
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
      out.push({ type: 'definition_conflict', check: 'factual', severity: 'high', title: 'Term defined two ways', location: `/keyTerms/${i}`, quote: '', explanation: `"${String(t.term)}" is also defined at /keyTerms/${prev.i}, differently.`, fix: 'Keep one definition, or explain how the two senses differ.' });
    } else if (k && !prev) terms.set(k, { i, def: toText(t.definition) });
  });
  return out;
}
