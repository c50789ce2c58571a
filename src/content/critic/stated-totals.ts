// Counts and totals told in words: a total after the results it adds ("… = 84 m² and … = 12 m², so
// the total is 96 m²"), groups then their total ("3 packs of 12 pencils, 36 pencils in all"), a
// count at a unit price ("3 notebooks at $2.40 each cost $7.20") and a price for a count then the
// price of one ("4 pens for $5.20, so each pen costs $1.30"). Apart because each reads a form
// spread over a line, not a link between a calculation and its result (stated-links.ts).
import type { Lang } from './text.js';
import { CUR, NUM } from './stated-words.js';
import { rough, sameThing, sentenceAround, type StatedEquation } from './stated-equation.js';

/** Markers of a total, before its number ("the total is 94", "en total, 94", "au total 94") or after it ("94 in all"). */
const TOTAL_BEFORE: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?<!\p{L})(?:(?:the|a|its|their) total(?: \p{L}+)? (?:is|was|of|comes to|equals)|total(?: \p{L}+)?:|in all|in total|altogether)\s*,?\s*(?:${CUR}\s?)?(${NUM})`, 'giu'),
  es: new RegExp(String.raw`(?<!\p{L})(?:(?:el|un|su) total(?: \p{L}+)? (?:es|son|de)|total(?: \p{L}+)?:|en total(?: son| es| hay)?|suman)\s*,?\s*(?:${CUR}\s?)?(${NUM})`, 'giu'),
  fr: new RegExp(String.raw`(?<!\p{L})(?:(?:le|un|son|leur) total(?: \p{L}+)? (?:est de|est|de|fait)|total(?: \p{L}+)?\s?:|au total|en tout)\s*,?\s*(?:${CUR}\s?)?(${NUM})`, 'giu'),
  other: /(?!)/gu,
};
const TOTAL_AFTER: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?:${CUR}\s?)?(${NUM})\s?(?:${CUR}|[\p{L}²³]+)?\s+(?:in all|in total|altogether)(?!\p{L})`, 'giu'),
  es: new RegExp(String.raw`(?:${CUR}\s?)?(${NUM})\s?(?:${CUR}|[\p{L}²³]+)?\s+en total(?!\p{L})`, 'giu'),
  fr: new RegExp(String.raw`(?:${CUR}\s?)?(${NUM})\s?(?:${CUR}|[\p{L}²³]+)?\s+(?:au total|en tout)(?!\p{L})`, 'giu'),
  other: /(?!)/gu,
};

/** A result after "=": its number and its unit (a currency sign before or after, or the word after). */
const RESULT = new RegExp(String.raw`=\s*(${CUR})?\s?(${NUM})\s?(${CUR}|[\p{L}²³]+)?`, 'gu');

const digitsOf = (n: string) => n.replace(/[^\d]/g, '');
const unitAt = (text: string, end: number) => /^\s?(%|[$€£¥]|[\p{L}²³]+)?/u.exec(text.slice(end))![1];

/**
 * A total stated after the results it adds: "12 × 7 = 84 m² and 4 × 3 = 12 m², so the total is 94
 * m²". The parts are the results (after "=") in the same line before it, in the total's unit, that
 * no later calculation uses (a result used again is a step, not a part); two or more are needed,
 * and a total equal to one of them restates it.
 */
export function totals(line: string, lang: Lang): StatedEquation[] {
  if (!line.includes('=')) return [];
  const out: StatedEquation[] = [];
  const marks = [...line.matchAll(TOTAL_BEFORE[lang]), ...line.matchAll(TOTAL_AFTER[lang])];
  for (const m of marks) {
    const at = m.index + m[0].lastIndexOf(m[1]!);
    const end = at + m[1]!.length;
    // "Total: 40 + 18 = 58": a calculation of its own, recomputed as one.
    if (/^\s?[^\s\d]{0,3}\s*[-+×x*÷/−=]/u.test(line.slice(end))) continue;
    const unit = m[0].includes('$') || m[0].includes('€') || m[0].includes('£') ? m[0].match(/[$€£]/u)![0] : unitAt(line, end);
    // The parts are added in the sentence that states their total, not in earlier ones.
    const sentence = sentenceAround(line, m.index, lang);
    const from = Math.max(0, line.lastIndexOf(sentence, m.index));
    const before = line.slice(from, m.index);
    const results = [...before.matchAll(RESULT)].map((r) => ({ n: r[2]!, unit: r[1] ?? r[3], end: r.index + r[0].length }));
    const parts = results.filter((r) => {
      const later = before.slice(r.end);
      const usedAgain = new RegExp(String.raw`(?<![\d.,])${r.n.replace(/[.,\u00a0\u202f ]/g, '[.,\\u00a0\\u202f ]?')}(?![\d])`, 'u').test(later);
      return !usedAgain && sameThing(unit, r.unit) && sameThing(r.unit, unit);
    });
    if (parts.length < 2 || parts.some((p) => digitsOf(p.n) === digitsOf(m[1]!))) continue;
    out.push({ equation: `${parts.map((p) => p.n).join(' + ')} = ${m[1]}`, sentence });
  }
  return out;
}

/**
 * "3 packs of 12 pencils … 36 pencils in all": groups of a number, then a total of the same
 * thing with no other number in between.
 */
const GROUPS = new RegExp(String.raw`(?<![\d.,])(${NUM})\s+\p{L}+\s+(?:of|de|d['’])\s+(${NUM})\s+(\p{L}+)`, 'giu');

/** Words that give a total of groups just before it: "so", "which makes", "she has", "hay", "soit", "il y a". */
const TOTAL_WORD: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:so|that's|that is|which (?:is|makes|gives)|makes?|gives?|is|are|has|have|gets?|there are|in all|in total|altogether|total of)\s*,?\s*$/iu,
  es: /(?<!\p{L})(?:es decir|o sea|son|hay|tiene|tienen|hacen|da|dan|en total|un total de)\s*,?\s*$/iu,
  fr: /(?<!\p{L})(?:soit|donc|il y a|ça fait|cela fait|font|fait|a|ont|en tout|au total|un total de)\s*,?\s*$/iu,
  other: /(?!)/u,
};

const NEXT_NUMBER = new RegExp(String.raw`(?:${CUR}\s?)?(${NUM})`, 'u');
const TOTAL_AFTER_ONCE: Record<Lang, RegExp> = Object.fromEntries(Object.entries(TOTAL_AFTER).map(([lang, re]) => [lang, new RegExp(re.source, 'iu')])) as Record<Lang, RegExp>;

export function groups(text: string, lang: Lang): StatedEquation[] {
  const out: StatedEquation[] = [];
  for (const g of text.matchAll(GROUPS)) {
    const rest = text.slice(g.index + g[0].length);
    // The next number, with the groups' thing right after it and nothing counted in between.
    const next = NEXT_NUMBER.exec(rest);
    if (!next) continue;
    const after = rest.slice(next.index + next[0].length, next.index + next[0].length + 24).toLowerCase();
    const before = rest.slice(0, next.index);
    const marked = TOTAL_WORD[lang].test(before) || TOTAL_AFTER_ONCE[lang].test(rest.slice(next.index, next.index + next[0].length + 40));
    if (!marked || !new RegExp(String.raw`^\s*${g[3]!.toLowerCase().slice(0, 4)}`, 'u').test(after) || /[.!?;]\s+\p{Lu}.*[.!?;]/u.test(before)) continue;
    // A total equal to one group's amount is that group ("5 parts of 200 ml, so 200 ml of cordial"), not the total.
    if (rough(next[1]!) === rough(g[2]!) && rough(g[1]!) > 1) continue;
    out.push({ equation: `${g[1]} × ${g[2]} = ${next[1]}`, sentence: sentenceAround(text, g.index + g[0].length + next.index, lang) });
  }
  return out;
}

/** "3 notebooks at $2.40 each cost $7.20", "3 cuadernos a 2,40 € cada uno cuestan 7,20 €", "3 cahiers à 2,40 € pièce coûtent 7,20 €". */
const UNIT_PRICE: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?<![\d.,])(${NUM})\s+\p{L}+(?:\s+\p{L}+)?\s+at\s+(?:${CUR}\s?(${NUM})|(${NUM})\s?(?:${CUR}|dollars?|euros?|pounds?))\s*(?:each|apiece|a piece|per \p{L}+|an? \p{L}+)?\s*,?\s+(?:cost|costs|come to|comes to|make|is|are)\s+(?:${CUR}\s?)?(${NUM})(?!\s?%)`, 'giu'),
  es: new RegExp(String.raw`(?<![\d.,])(${NUM})\s+\p{L}+(?:\s+\p{L}+)?\s+a\s+(?:${CUR}\s?(${NUM})|(${NUM})\s?(?:${CUR}|euros?|pesos?|dólares?))\s*(?:cada un[oa]|la unidad|el \p{L}+|la \p{L}+)?\s*,?\s+(?:cuestan|cuesta|son|salen|hacen)\s+(?:${CUR}\s?)?(${NUM})(?!\s?%)`, 'giu'),
  fr: new RegExp(String.raw`(?<![\d.,])(${NUM})\s+\p{L}+(?:\s+\p{L}+)?\s+à\s+(?:${CUR}\s?(${NUM})|(${NUM})\s?(?:${CUR}|euros?))\s*(?:chacune?|l['’]une?|pièce|la pièce|l['’]unité|le \p{L}+|la \p{L}+)?\s*,?\s+(?:coûtent|coûte|font|fait|soit)\s+(?:${CUR}\s?)?(${NUM})(?!\s?%)`, 'giu'),
  other: /(?!)/gu,
};

export function unitPrices(text: string, lang: Lang): StatedEquation[] {
  return [...text.matchAll(UNIT_PRICE[lang])].map((m) => ({ equation: `${m[1]} × ${m[2] ?? m[3]} = ${m[4]}`, sentence: sentenceAround(text, m.index, lang) }));
}

/**
 * A price for a count then the price of one: "3 pens for $4.50, so each pen costs $1.60", "$6 for
 * 12 cans, $0.50 a can", "3 bolígrafos por 4,50 €, 1,50 € cada uno", "3 stylos pour 4,50 €, soit 1,50 € le stylo".
 */
const FOR_PRICE: Record<Lang, RegExp> = {
  en: new RegExp(
    String.raw`(?<![\d.,])(?:(?<n>${NUM})\s+\p{L}+(?:\s+\p{L}+){0,2}?\s+(?:for|cost|costs)\s+${CUR}\s?(?<p>${NUM})|${CUR}\s?(?<p2>${NUM})\s+for\s+(?<n2>${NUM})\s+\p{L}+)[^\d.;!?]*?(?:(?:each|one|per)\s+\p{L}+\s+(?:costs?|is)\s+(?:${CUR}\s?(?<q>${NUM})|(?<c>${NUM})\s?(?:cents?|¢|p|pence)(?!\p{L}))|(?:${CUR}\s?(?<q2>${NUM})|(?<c2>${NUM})\s?(?:cents?|¢|p|pence))\s+(?:each|apiece|per\s+\p{L}+|an?\s+\p{L}+)(?!\p{L}))`,
    'giu',
  ),
  es: new RegExp(
    String.raw`(?<![\d.,])(?<n>${NUM})\s+\p{L}+(?:\s+\p{L}+){0,2}?\s+(?:por|cuestan|valen)\s+(?<p>${NUM})\s?(?:€|euros)[^\d.;!?]*?(?:cada\s+\p{L}+\s+(?:cuesta|vale|sale\s+a)\s+(?:(?<q>${NUM})|(?<c>${NUM})\s?céntimos)|(?:(?<q2>${NUM})\s?(?:€|euros)|(?<c2>${NUM})\s?céntimos)\s+(?:cada\s+\p{L}+|por\s+\p{L}+|la unidad|el \p{L}+|la \p{L}+)(?!\p{L}))`,
    'giu',
  ),
  fr: new RegExp(
    String.raw`(?<![\d.,])(?<n>${NUM})\s+\p{L}+(?:\s+\p{L}+){0,2}?\s+(?:pour|coûtent|valent)\s+(?<p>${NUM})\s?(?:€|euros)[^\d.;!?]*?(?:chaque\s+\p{L}+\s+(?:coûte|vaut)\s+(?:(?<q>${NUM})|(?<c>${NUM})\s?centimes)|(?:(?<q2>${NUM})\s?(?:€|euros)|(?<c2>${NUM})\s?centimes)\s+(?:chacune?|pièce|la pièce|l['’]unité|le \p{L}+|la \p{L}+|par\s+\p{L}+)(?!\p{L}))`,
    'giu',
  ),
  other: /(?!)/gu,
};

/**
 * A count before the number ("Two 1 L cartons", "3 × 500 g packs", "dos botellas de…" aside): the
 * number is then the size of each thing, not how many there are, and the price of one unit is not
 * the total over it.
 */
const COUNT_BEFORE = /(?:(?<![\p{L}\d.,])(?:\d+\s*[×x*]?|two|three|four|five|six|seven|eight|nine|ten|twelve|a pair of|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|deux|trois|quatre|cinq|sept|huit|neuf|dix|douze))\s*$/iu;

export function pricesOfOne(text: string, lang: Lang): StatedEquation[] {
  return [...text.matchAll(FOR_PRICE[lang])].filter((m) => m.groups!.n === undefined || !COUNT_BEFORE.test(text.slice(0, m.index))).map((m) => {
    const g = m.groups!;
    // A price of one in cents ("60 cents per box") is that many hundredths of the unit the total is in.
    const cents = g.c ?? g.c2;
    const one = cents === undefined ? (g.q ?? g.q2)! : (Number(cents) / 100).toFixed(2).replace('.', lang === 'en' ? '.' : ',');
    return { equation: `${g.p ?? g.p2} ÷ ${g.n ?? g.n2} = ${one}`, sentence: sentenceAround(text, m.index, lang) };
  });
}
