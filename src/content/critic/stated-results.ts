// Results stated in words rather than with "=", rewritten as equations for the arithmetic check
// to recompute: "3 × 4 is 12", "el 20 % de 80 son 16", "la moitié de 50, soit 25", "three times
// four is twelve", "10 minus 4 leaves 6"; a total stated after the parts it adds ("… = 84 m² and
// … = 12 m², so the total is 96 m²"); "3 packs of 12 pencils … 36 pencils in all"; "3 notebooks
// at $2.40 each cost $7.20"; "from 8,000 to 9,200, an increase of 1,200". A teacher recomputes
// these; most numbers in prose are not one of them, so a relation is read only when its words say
// so: a linking word ("is", "gives", "son", "soit") right between a calculation and one number
// standing alone in its clause (not "about 3", not "1 whole and 3/6", not "one half"), with the
// same unit on both sides when a unit is named. Each equation keeps the sentence it comes from,
// which a finding quotes.
//
// The front door: which reading runs where (sentence by sentence, line by line). The readings are
// in stated-links.ts (a calculation, a link, a number), stated-totals.ts (counts, totals, prices),
// stated-changes.ts (changes and percentage changes) and stated-operations.ts (shapes, named
// operations, forms, rates); what they share is in stated-equation.ts.
import { sentences, type Lang } from './text.js';
import { NUMBER_WORD_ANY, OPERATOR_WORD_ANY } from './stated-words.js';
import type { StatedEquation } from './stated-equation.js';
import { linked, LINK_THEN_NUMBER } from './stated-links.js';
import { groups, pricesOfOne, totals, unitPrices } from './stated-totals.js';
import { changes, percentChanges } from './stated-changes.js';
import { forms, namedOperations, rates, shapes } from './stated-operations.js';

export type { StatedEquation } from './stated-equation.js';

/** Cents written beside whole units of money ("5 cents + 80 cents + $3"): put into units, "0.05". */
const CENTS = /(?<![\d.,])(\d{1,3})\s?(?:cents?|¢|céntimos?|centimes?)(?!\p{L})/giu;

/**
 * Amounts in cents as amounts of money ("15 cents" -> "0.15", "0,15" in Spanish and French), or
 * undefined when the text has none: "$3.85 + 15 cents = $4.00" holds read so, "6 × 40 = 240 cents" as written.
 */
export function inUnitsOfMoney(text: string, lang: Lang): string | undefined {
  if (!CENTS_ANY.test(text)) return undefined;
  const point = lang === 'es' || lang === 'fr' ? ',' : '.';
  return text.replace(CENTS, (_all, n: string) => (Number(n) / 100).toFixed(2).replace('.', point));
}
const CENTS_ANY = new RegExp(CENTS.source, 'iu');

/** The equations a text states in words, each with its sentence. */
export function statedEquations(text: string, lang: Lang): StatedEquation[] {
  // A relation needs numbers: digits, or number words around an operator word ("seven times eight").
  if (lang === 'other' || !(/\d/.test(text) || (NUMBER_WORD_ANY[lang].test(text) && OPERATOR_WORD_ANY[lang].test(text)))) return [];
  const out: StatedEquation[] = [];
  for (const sentence of sentences(text, lang)) {
    // A link followed by a number (in digits or words) before anything is rewritten.
    const equation = LINK_THEN_NUMBER[lang].test(sentence) ? linked(sentence, lang) : undefined;
    if (equation) out.push({ equation, sentence });
    else out.push(...percentChanges(sentence, lang), ...rates(sentence, lang));
  }
  for (const line of text.split(/\n+/)) out.push(...totals(line, lang), ...groups(line, lang), ...unitPrices(line, lang), ...changes(line, lang), ...namedOperations(line, lang), ...shapes(line, lang), ...pricesOfOne(line, lang), ...forms(line, lang));
  return out;
}
