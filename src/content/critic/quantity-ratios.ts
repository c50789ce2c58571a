// Ratios of two named amounts: "3 cups of lemon juice for every 5 cups of water", "2 parts sand
// to 1 part cement", "3 tazas de zumo por cada 5 tazas de agua", "2 verres de sirop pour 7 verres
// d'eau". A teacher reads such a pair as one mix, whatever the batch: "6 cups of juice to 10 cups
// of water" is the same mix made larger, but "the original mix of 3 cups of juice to 4 cups of
// water" is another mix than the 3 to 5 given before, and one of the two is a slip. The word-overlap
// comparison cannot see it (each amount is a count of cups, and the other amount changes with it),
// and neither can the reading of values taken as known (one value at a time). So a ratio is read
// whole, as its two things (in either order) and the quotient of its amounts, and a later ratio of
// the same two things with another quotient is reported, at `medium`, unless another place gives
// that quotient too (a table of mixes), its sentence brings in a mix of its own ("a stronger mix",
// "another", "jug B", "instead"), supposes one ("if", "si") or asks about one (a question), or the
// two are options of one question (alternatives) or in two units (each its own scenario).
import type { Mode } from '../content-schemas.js';
import { prepare } from './arithmetic.js';
import { stringsOf, type Finding } from './findings.js';
import { distractorTexts } from './items.js';
import { HYPOTHETICAL, NUMBER_WORD, NUMBER_WORDS } from './quantity-mention-patterns.js';
import { contentWords, sentences, type Lang } from './text.js';

/** Measures a mix is counted in: cups, parts, spoons, glasses, scoops; and a few units. */
const MEASURE = String.raw`(?:cups?|parts?|spoons?|spoonfuls?|tablespoons?|teaspoons?|scoops?|glass(?:es)?|measures?|jugs?|bottles?|tazas?|partes?|cucharadas?|cucharaditas?|vasos?|medidas?|jarras?|botellas?|tasses?|parts?|cuillerées?|cuillères?|verres?|mesures?|doses?|bouteilles?|litres?|liters?|litros?|ml|mL|l|L|g|kg|gramos?|grammes?|grams?)`;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const THING = String.raw`((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)`;
/** "3 cups of juice for every 5 cups of water": amount, thing, link, amount, thing; the second measure may be left out ("to 5 of water"). */
const RATIO: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?<![\d.])${NUMBER}\s+${MEASURE}\s+(?:of\s+)?${THING}\s+(?:to|for every|for each|for)\s+${NUMBER}\s+(?:${MEASURE}\s+)?(?:of\s+)?([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)`, 'giu'),
  es: new RegExp(String.raw`(?<![\d.])${NUMBER}\s+${MEASURE}\s+(?:de\s+)?${THING}\s+(?:por cada|por|para|a)\s+${NUMBER}\s+(?:${MEASURE}\s+)?de\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)`, 'giu'),
  fr: new RegExp(String.raw`(?<![\d.])${NUMBER}\s+${MEASURE}\s+(?:de\s+|d['’]\s*)?${THING}\s+(?:pour chaque|pour|à|contre)\s+${NUMBER}\s+(?:${MEASURE}\s+)?(?:de\s+|d['’]\s*)([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)`, 'giu'),
  other: /(?!)/g,
};
/** A sentence that brings in a mix of its own: an indefinite article, "another", "instead", "stronger". */
const OWN_MIX: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:a|an|another|other|instead|different|stronger|weaker|second)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:un|una|otro|otra|otros|otras|en cambio|distint[oa]s?|diferentes?|más fuerte|más suave|segund[oa])(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:un|une|autre|autres|plutôt|différente?s?|plus fort|plus léger|seconde?|deuxième)(?!\p{L})/iu,
  other: /(?!)/u,
};
/** A mix named by a label: "jug B", "Mix 2", "la jarra A". */
const LABEL = /(?<!\p{L})\p{L}+\s+(?:[A-Z]|\d)(?![\p{L}\d])/u;
const UNIT = /^\/(?:workedExamples|checkQuestions|questions|decisionPoints)\/\d+/;
const OPTION = /^\/(?:questions|decisionPoints)\/\d+\/options\/\d+/;

interface Ratio {
  where: string;
  order: number;
  sentence: string;
  written: string;
  /** The two things' head words, and the first amount divided by the second. */
  things: [string, string];
  value: number;
  own: boolean;
}

/** The head of a thing: its last content word in English ("lemon juice" -> juice), its first in Spanish and French ("zumo de limón"). */
function headOf(thing: string, lang: Lang): string | undefined {
  const ws = contentWords(thing, lang);
  return lang === 'en' ? ws[ws.length - 1] : ws[0];
}

function ratiosIn(text: string, where: string, order: number, lang: Lang): Ratio[] {
  const out: Ratio[] = [];
  if (!/\d/.test(text) && !NUMBER_WORD[lang].test(text)) return out;
  NUMBER_WORD[lang].lastIndex = 0;
  for (const sentence of sentences(text, lang)) {
    if (/\?\s*$|^\s*¿/u.test(sentence) || HYPOTHETICAL[lang].test(sentence)) continue;
    const s = prepare(sentence.replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1'), lang).replace(/\s+/g, ' ').replace(NUMBER_WORD[lang], (w) => String(NUMBER_WORDS[lang][w.toLowerCase()]));
    for (const m of s.matchAll(RATIO[lang])) {
      const [a, b] = [Number(m[1]), Number(m[3])];
      // Two things of one kind ("yellow paint", "blue paint") are told apart by their whole names.
      let [x, y] = [headOf(m[2]!, lang), headOf(m[4]!, lang)];
      if (x === y) [x, y] = [contentWords(m[2]!, lang).join(' '), contentWords(m[4]!, lang).join(' ')];
      if (!x || !y || x === y || !a || !b) continue;
      // What brings a mix in is read in its own clause, before the ratio ("a stronger mix uses …", "jug B has …").
      const clause = s.slice(0, m.index).split(/[,;:.]/).pop()!;
      out.push({ where, order, sentence, written: m[0], things: [x, y], value: a / b, own: OWN_MIX[lang].test(clause) || LABEL.test(clause) });
    }
  }
  return out;
}

const agree = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(a, b);

/** A ratio's quotient in the order of the other's things, or undefined when they are not the same two things. */
function inOrderOf(r: Ratio, of: Ratio): number | undefined {
  if (r.things[0] === of.things[0] && r.things[1] === of.things[1]) return r.value;
  if (r.things[0] === of.things[1] && r.things[1] === of.things[0]) return 1 / r.value;
  return undefined;
}

export function ratioFindings(mode: Mode, content: unknown, lang: Lang, alreadyAt: ReadonlySet<string>): Finding[] {
  if (lang === 'other') return [];
  const strings = stringsOf(content);
  // Cheap first: a ratio needs two numbers in one field.
  if (!strings.some((s) => /\d[^\d]+\d/.test(s.text))) return [];
  const distractors = distractorTexts(mode, content);
  const all = strings.flatMap((s, order) => (distractors.has(s.where) ? [] : ratiosIn(s.text, s.where, order, lang)));
  if (all.length < 2) return [];
  const out: Finding[] = [];
  const reported = new Set(alreadyAt);
  for (const r of all) {
    if (r.own || reported.has(r.where)) continue;
    const same = all.filter((o) => o !== r && inOrderOf(o, r) !== undefined);
    // Another place gives this mix too: the content has several mixes (a table), not a slip.
    if (same.some((o) => o.where !== r.where && agree(inOrderOf(o, r)!, r.value))) continue;
    const unit = UNIT.exec(r.where)?.[0];
    const option = OPTION.exec(r.where)?.[0];
    const earlier = same.find((o) => {
      if (o.order >= r.order || agree(inOrderOf(o, r)!, r.value)) return false;
      const [oUnit, oOption] = [UNIT.exec(o.where)?.[0], OPTION.exec(o.where)?.[0]];
      // Options of one question are alternatives; two units are each their own scenario.
      if (option && oOption && option !== oOption) return false;
      return !(unit && oUnit && unit !== oUnit);
    });
    if (!earlier) continue;
    reported.add(r.where);
    out.push({
      type: 'quantity_contradiction',
      check: 'factual',
      severity: 'medium',
      title: 'A ratio contradicts the one given',
      location: r.where,
      quote: r.sentence,
      explanation: `"${r.written}" mixes the ${r.things[0]} and the ${r.things[1]} in another ratio than ${earlier.where || '/'} ("${earlier.written}").`,
      fix: 'Check which ratio is right and use it in both places (a larger batch keeps the same ratio).',
    });
  }
  return out;
}
