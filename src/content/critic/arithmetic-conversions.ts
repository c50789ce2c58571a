// A quantity written in one unit and then in another of its dimension ("3.5 m = 350 cm", "2,4 kg,
// soit 2 400 g"), which must be the same amount. Apart because it reads no chain: it reads a
// quantity, a linking word and a quantity, and knows scales, maps and calendars.
import type { Finding } from './findings.js';
import { sentences, type Lang } from './text.js';
import { siFactor, UNIT_SOURCE } from './units.js';
import { compoundQuantities, numbersOf, readable } from './arithmetic-reading.js';
import { finding, quoted, same } from './arithmetic-holds.js';

/** Words after a value that make it a difference or a rate, not the same amount: "30 cm longer", "500 m más", "2 km par heure". */
const COMPARED = String.raw`more|less|longer|shorter|wider|taller|higher|lower|heavier|lighter|bigger|smaller|than|per|each|more than|más|menos|de más|de menos|por|cada|que|plus|moins|de plus|de moins|par|chaque|que|qu['’]`;
/** A sum or difference in words ("36 min plus 4 min = 40 min"): the value after it is a term, not the amount converted. */
const SUMMED = String.raw`(?<!\p{L})(?:plus|minus|más|menos|moins)`;
/** The words that state a conversion's other side: "3.5 m = 350 cm", "2,4 kg, soit 2 400 g", "1,5 L son 1500 mL". */
const CONVERSION_LINK: Record<Lang, string> = {
  en: String.raw`=|,?\s+(?:is|are|equals|is equal to|is the same as|makes|that is|i\.e\.)`,
  es: String.raw`=|,?\s+(?:es|son|equivale a|equivalen a|es igual a|es lo mismo que|hacen|es decir|o sea)`,
  fr: String.raw`=|,?\s+(?:soit|font|fait|égale|vaut|valent|correspond à|est égal à|c['’]est|c['’]est-à-dire)`,
  other: '=',
};
const CONVERSION: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(CONVERSION_LINK) as Lang[]).map((lang) => [
    lang,
    new RegExp(String.raw`(?<![\d.*/+\-^(=]\s*)(?<!${SUMMED}\s+)(\d+(?:\.\d+)?)\s?(${UNIT_SOURCE})\s*(?:${CONVERSION_LINK[lang]})\s*(\d+(?:\.\d+)?)\s?(${UNIT_SOURCE})(?![\p{L}\d])(?!\s*[-+*/^=])(?!\s+(?:${COMPARED}))`, 'giu'),
  ]),
) as Record<Lang, RegExp>;
/** A scale relates a drawing to the ground ("1 cm = 5 km", "on the map", "à l'échelle"): it is no conversion. */
const SCALE = /(?<!\p{L})(?:scale|map|plan|drawing|diagram|model|represents?|stands? for|escala|mapa|plano|dibujo|maqueta|modelo|representa|équivaut sur|échelle|carte|dessin|maquette|modèle|représente)(?!\p{L})/iu;

/**
 * A quantity written in one unit and then in another of its dimension ("3.5 m = 350 cm", "2,4 kg,
 * soit 2 400 g") must be the same amount: right to the places the second shows. A scale is none (a
 * text naming a map, a plan or a scale, or a small length given as a far larger one), and nor are
 * years (a calendar year is not mathjs's 365.25 days).
 */
export function wrongConversion(text: string, location: string, lang: Lang): Finding[] {
  if (!/\d\s?\p{L}/u.test(text) || SCALE.test(text)) return [];
  // Most texts state no conversion: one look at the whole text before reading it sentence by sentence.
  const any = CONVERSION[lang];
  any.lastIndex = 0;
  if (!any.test(numbersOf(readable(text, lang), lang))) return [];
  any.lastIndex = 0;
  for (const sentence of sentences(text, lang)) {
    const t = numbersOf(readable(sentence, lang), lang);
    for (const m of t.matchAll(CONVERSION[lang])) {
      const [, a, ua, b, ub] = m;
      // One unit on both sides is no conversion, unless one side was written in two units ("2 h 15 min = 125 min").
      if ((ua === ub && compoundQuantities(sentence) === sentence) || YEARS_OR_MONTHS.test(ua!) || YEARS_OR_MONTHS.test(ub!)) continue;
      const [fa, fb] = [siFactor(ua!, true), siFactor(ub!, true)];
      if (!fa || !fb || fa.dimension !== fb.dimension) continue;
      const inB = (Number(a) * fa.factor) / fb.factor;
      // A small length given as a far larger one ("4 cm is 8 km", "1 cm = 25 m") is a scale, even
      // where the scale is named elsewhere; a slip of units is a power of ten or two, a digit or two.
      if (same(inB, Number(b), [b!]) || Number(b) > 100 * inB) continue;
      // A value given to a few places stands for every amount it rounds ("256 ÷ 120 ≈ 2,13 min,
      // soit 128 secondes"): the other side may be converted from the unrounded amount.
      const places = a!.split('.')[1]?.length ?? 0;
      if (places) {
        const half = 0.5 * 10 ** -places;
        const [lo, hi] = [((Number(a) - half) * fa.factor) / fb.factor, ((Number(a) + half) * fa.factor) / fb.factor];
        if (Number(b) >= lo && Number(b) <= hi) continue;
      }
      return [finding(location, quoted(sentence), `"${quoted(sentence)}" converts ${a} ${ua} to ${b} ${ub}, but ${a} ${ua} is ${+inB.toPrecision(12)} ${ub}.`)];
    }
  }
  return [];
}
const YEARS_OR_MONTHS = /^(?:years?|años?|ans?|months?|mes(?:es)?|mois)$/iu;
