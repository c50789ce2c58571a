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
import { sentences, type Lang } from './text.js';
import { siFactor } from './units.js';
import { CUR, fractionsInWords, MONEY_WORD, NUM, NUMBER_WORD, NUMBER_WORD_ANY, OPERATOR_WORDS, OPERATOR_WORD_ANY, PART_RES, POWER_RES, wordValue } from './stated-words.js';

export interface StatedEquation {
  /** An equation in the text's own notation ("3 × 4 = 12"), for `chains` to read. */
  equation: string;
  /** The sentence it was read from. */
  sentence: string;
}

/** "3/4 of 20", "2/3 de 12": a fraction of a number. */
const FRACTION_OF = new RegExp(String.raw`(?<![\d/])(\d+)\s?/\s?(\d+)\s+(?:of|de|del|des|du)\s+(${CUR})?\s?(${NUM})`, 'giu');

/** An article before "20 % of 45" after a linking word ("que es el 20 % de 45"): the percentage is the value. */
const ARTICLE_BEFORE_PERCENT = new RegExp(String.raw`(?<!\p{L})(?:the|el|la|le|l['’])\s+(?=${NUM}\s?%\s?(?:of|de|del|des|du)\s)`, 'giu');

/** Words that state a calculation's result, per language (a comma may come before the relative ones). */
const LINKS: Record<Lang, string> = {
  en: String.raw`is equal to|equals|is|are|gives|give|makes|make|comes to|come to|leaves|leave|becomes|results in|which is|which gives|which makes|which matches|which leaves|matches|to get|you get|we get|simplifies to|reduces to|is equivalent to`,
  es: String.raw`es igual a|igual a|equivale a|que es|que son|lo que da|lo que hace|es|son|da|dan|nos da|resulta|resultan|queda|quedan|sale|salen|hace|hacen|y obtienes|y se obtiene|y obtenemos|se simplifica a|se simplifica en|es equivalente a`,
  fr: String.raw`est égal à|est égale à|égale|égal à|ce qui fait|ce qui donne|soit|est|sont|fait|font|donne|donnent|vaut|valent|reste|restent|devient|on obtient|se simplifie en|est équivalente à|est équivalent à|équivaut à`,
  other: String.raw`is|equals|gives|makes`,
};

/**
 * The end of a calculation, an optional word (its unit or thing), the linking word, and a number:
 * "… 3 m² is 6", "… 50, soit 25", "…) = ". The unit or thing before the link is kept apart, to be
 * compared with the one after the stated number.
 */
const LINK_RE: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(LINKS) as Lang[]).map((lang) => [lang, new RegExp(String.raw`([\d)%²³])(\s*(?:${CUR}|[\p{L}²³]+))?\s*,?\s+(?:${LINKS[lang]})\s+(?=(?:${CUR}\s?)?[−-]?[\d(])`, 'giu')]),
) as Record<Lang, RegExp>;

/**
 * After a stated number, what makes it not one value: another number in its clause ("1 1/2"),
 * "and …", a word of fractions ("one half", "1 whole and 3/6"), a remainder.
 */
const NOT_ALONE =
  /^\s*(?:[\p{L}²³]+\s+)?(?:and|y|et|with|con|avec|whole|wholes|enteros?|entiers?|halves|half|thirds?|quarters?|fifths?|tenths?|medios?|tercios?|cuartos?|quintos?|décimos?|demis?|tiers|quarts?|cinquièmes?|dixièmes?|remainder|rem|r|resto|residuo|reste|times|veces|fois|more|más|plus|less|menos|moins|short|over|under|fewer|higher|lower|cheaper|extra|too|left|remaining|faltan|sobran|de trop|en trop|restants?)(?!\p{L})|^\s*\d/iu;

/** The stated number right after a link, and the word after it (its unit or thing). */
const STATED = new RegExp(String.raw`^(?:${CUR}\s?)?[−-]?(?:${NUM}|\([^()]*\))\s?(%|${CUR}|[\p{L}²³]+)?`, 'u');

/** A hyphen or dash between two numbers with no space is a range ("8-10", "1990–2000"), not a minus. */
const RANGE = /(\d)[-–](?=\d)/g;

/** Whether two written units or things are the same ("m²" and "m²", "egg" and "eggs", "$" and "dollars"). */
function sameThing(a: string | undefined, b: string | undefined): boolean {
  if (!a) return true;
  if (!b) return MONEY_WORD.test(a);
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (MONEY_WORD.test(x) && MONEY_WORD.test(y)) return true;
  const stem = (w: string) => w.replace(/(?:es|s|x)$/u, '');
  return x === y || stem(x) === stem(y);
}

/** "20 % of 45", "el 20 % de 45 €": a percentage of a number, as one product. */
const PERCENT_OF = new RegExp(String.raw`(${NUM})\s?%\s?(?:of|de|del|des|du)\s+(?:${CUR}\s?)?(${NUM})`, 'giu');

/** The sentence with its words put into symbols: number words, word operators, parts, fractions and percentages of. */
function symbolic(sentence: string, lang: Lang): string {
  const parts = (x: string) => PART_RES[lang].reduce((y, [re, op]) => y.replace(re, (_all, _cur: string | undefined, n: string) => (op.startsWith('/') ? `(${n}${op})` : `(${op.slice(1)}*${n})`)), x);
  // Parts before number words ("one quarter of 20" is 20/4, not 1 × …), and after ("half of twenty").
  // A fraction named in words first ("three quarters of 60"), then the parts with one word ("half of 50").
  let t = parts(fractionsInWords(sentence.replace(RANGE, '$1 to '), lang));
  t = parts(t.replace(NUMBER_WORD[lang], (w) => String(wordValue(w, lang) ?? w)));
  for (const [re, op] of OPERATOR_WORDS[lang]) t = t.replace(re, op);
  for (const [re, power] of POWER_RES[lang]) t = t.replace(re, (_all, n: string) => `(${n}^${power})`);
  t = t.replace(FRACTION_OF, (_all, a: string, b: string, _cur: string | undefined, n: string) => `(${a}/${b}*${n})`).replace(ARTICLE_BEFORE_PERCENT, '');
  return t.replace(PERCENT_OF, (_all, p: string, n: string) => `(${p}/100*${n})`);
}

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

/** The sentence with each stated result's link turned into "=", or undefined when it states none. */
function linked(sentence: string, lang: Lang): string | undefined {
  const t = symbolic(sentence, lang);
  let changed = false;
  const out = t.replace(LINK_RE[lang], (all, end: string, thing: string | undefined, offset: number) => {
    const after = t.slice(offset + all.length);
    const stated = STATED.exec(after);
    if (!stated || NOT_ALONE.test(after.slice(stated[0].length))) return all;
    // A thing named on the left is the thing named on the right, or the relation is between two things.
    const named = thing?.trim();
    if (named && !sameThing(named, stated[1]) && !(named === '%' || named === stated[1])) return all;
    const left = LEFT_EXPRESSION.exec(t.slice(0, offset + 1))?.[0] ?? '';
    // "… = £120, which leaves £30 for later": what follows a result already recomputed is another amount.
    if (/=\s*$/.test(t.slice(0, offset + 1 - left.length))) return all;
    // The calculation is on the left ("3 × 4 is 12"), or the right is a share of a number ("$14,
    // which is 28% of $50"); "by 2 to get 6/8" and "1453, which is 1453 − 1337 = 116" state no result.
    const clause = after.split(/[;:!?]|[.,](?!\d)/u, 1)[0]!;
    if (!CALCULATES.test(left.replace(/^\s*[−-]/u, '')) && !(/^\(\d[^)]*[*/]/u.test(after) && !clause.includes('='))) return all;
    // Amounts in several units ("5 cents + 80 cents + $3") are not added as written.
    if (new Set([...left.matchAll(UNIT_IN_EXPRESSION)].map((u) => (u[1] ?? u[2])!.toLowerCase())).size > 1) return all;
    changed = true;
    // The same unit on both sides is dropped on the left, so the calculation ends at its number.
    return `${end}${named === '%' ? '%' : ''} = `;
  });
  return changed ? out : undefined;
}

/**
 * The calculation that ends where a link starts: numbers, operators, brackets, units or currency
 * between. A minus with a space before it and a digit right after is a number's sign ("dividing 8
 * by −2 gives −4"), not a subtraction.
 */
const LEFT_EXPRESSION = new RegExp(
  String.raw`(?:(?:${CUR}\s?)?[−-]?[\d(][\d.,()²³⁰¹⁴-⁹^/]*(?:\s?(?:${CUR}|[\p{L}²³]{1,12}))?\s*(?:[×x*·÷+^]|−(?!\d)|(?<=[\d)²³\p{L}])−|-(?=\s))\s*)*(?:${CUR}\s?)?[−-]?[\d(][\d.,()²³⁰¹⁴-⁹^%/]*$`,
  'u',
);
/** An operator in a calculation (a hyphen only with spaces: "8-10" is a range). */
const CALCULATES = /[×*·÷+−^/]|\dx\d|\s-\s/u;
/** The unit or currency of each amount in a calculation. */
const UNIT_IN_EXPRESSION = new RegExp(String.raw`(?:(${CUR})\s?\d|\d\s?(${CUR}|[\p{L}²³]{1,12})(?=\s*[×x*·÷+−^-]))`, 'gu');

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
function totals(line: string, lang: Lang): StatedEquation[] {
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

function groups(text: string, lang: Lang): StatedEquation[] {
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

function unitPrices(text: string, lang: Lang): StatedEquation[] {
  return [...text.matchAll(UNIT_PRICE[lang])].map((m) => ({ equation: `${m[1]} × ${m[2] ?? m[3]} = ${m[4]}`, sentence: sentenceAround(text, m.index, lang) }));
}

/**
 * A rectangle's sides then its area or perimeter: "a 5 m by 3 m room has an area of 15 m²", "un
 * rectángulo de 5 m por 3 m tiene un perímetro de 16 m", "12 m sur 7 m : aire 84 m²"; a triangle's
 * base and height then its area. The sides are the nearest before the measure, nothing counted in between.
 */
const SIDES: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?<![\d.,])(${NUM})\s?([\p{L}]{1,3})?\s*(?:by|×|x)\s*(${NUM})\s?([\p{L}]{1,3})?(?!\s*[×x]\s*\d)`, 'giu'),
  es: new RegExp(String.raw`(?<![\d.,])(${NUM})\s?([\p{L}]{1,3})?\s*(?:por|×|x)\s*(${NUM})\s?([\p{L}]{1,3})?(?!\s*[×x]\s*\d)`, 'giu'),
  fr: new RegExp(String.raw`(?<![\d.,])(${NUM})\s?([\p{L}]{1,3})?\s*(?:sur|par|×|x)\s*(${NUM})\s?([\p{L}]{1,3})?(?!\s*[×x]\s*\d)`, 'giu'),
  other: /(?!)/gu,
};
const MEASURE: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`^[^\d.;!?]*?(?<!\p{L})(area|perimeter)\s*(?:of|is|:|=|equals|will be|would be)?\s*(?:${CUR}\s?)?(${NUM})(?!\s*[-+×x*÷/−]\s*\d)`, 'iu'),
  es: new RegExp(String.raw`^[^\d.;!?]*?(?<!\p{L})(área|superficie|perímetro)\s*(?:de|es|:|=|mide)?\s*(${NUM})(?!\s*[-+×x*÷/−]\s*\d)`, 'iu'),
  fr: new RegExp(String.raw`^[^\d.;!?]*?(?<!\p{L})(aire|surface|périmètre)\s*(?:de|est de|est|:|=|mesure|vaut)?\s*(${NUM})(?!\s*[-+×x*÷/−]\s*\d)`, 'iu'),
  other: /(?!)/u,
};
const TRIANGLE: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`triangle[^.;!?\d]*?base\s*(?:of\s*)?(${NUM})[^.;!?\d]*?height\s*(?:of\s*)?(${NUM})[^.;!?\d]*?area\s*(?:of|is|:|=)?\s*(${NUM})(?!\s*[-+×x*÷/−]\s*\d)`, 'iu'),
  es: new RegExp(String.raw`triángulo[^.;!?\d]*?base\s*(?:de\s*)?(${NUM})[^.;!?\d]*?altura\s*(?:de\s*)?(${NUM})[^.;!?\d]*?área\s*(?:de|es|:|=)?\s*(${NUM})(?!\s*[-+×x*÷/−]\s*\d)`, 'iu'),
  fr: new RegExp(String.raw`triangle[^.;!?\d]*?base\s*(?:de\s*)?(${NUM})[^.;!?\d]*?hauteur\s*(?:de\s*)?(${NUM})[^.;!?\d]*?aire\s*(?:de|est de|est|:|=)?\s*(${NUM})(?!\s*[-+×x*÷/−]\s*\d)`, 'iu'),
  other: /(?!)/u,
};
const TRIANGLES: Record<Lang, RegExp> = Object.fromEntries(Object.entries(TRIANGLE).map(([lang, re]) => [lang, new RegExp(re.source, 'giu')])) as Record<Lang, RegExp>;
const AREA_WORD = /^(?:area|área|superficie|aire|surface)$/iu;

function shapes(text: string, lang: Lang): StatedEquation[] {
  const out: StatedEquation[] = [];
  for (const m of text.matchAll(SIDES[lang])) {
    const [, a, ua, b, ub] = m;
    if (ua && ub && ua.toLowerCase() !== ub.toLowerCase()) continue;
    const rest = text.slice(m.index + m[0].length);
    // The measure comes next in the same sentence, or it names several ("and a perimeter of …").
    for (let from = 0, k = 0; k < 2; k++) {
      const measure = MEASURE[lang].exec(rest.slice(from));
      if (!measure) break;
      const equation = AREA_WORD.test(measure[1]!) ? `${a} × ${b} = ${measure[2]}` : `2 × (${a} + ${b}) = ${measure[2]}`;
      out.push({ equation, sentence: sentenceAround(text, m.index, lang) });
      from += measure[0].length;
      // Only "and" may join a second measure to the first ("… of 16 m and an area of 15 m²").
      if (!/^\s?[\p{L}²³]{0,3}\s+(?:and|y|et)\s/u.test(rest.slice(from))) break;
    }
  }
  for (const m of text.matchAll(TRIANGLES[lang])) out.push({ equation: `${m[1]} × ${m[2]} ÷ 2 = ${m[3]}`, sentence: sentenceAround(text, m.index, lang) });
  return out;
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

function pricesOfOne(text: string, lang: Lang): StatedEquation[] {
  return [...text.matchAll(FOR_PRICE[lang])].map((m) => {
    const g = m.groups!;
    // A price of one in cents ("60 cents per box") is that many hundredths of the unit the total is in.
    const cents = g.c ?? g.c2;
    const one = cents === undefined ? (g.q ?? g.q2)! : (Number(cents) / 100).toFixed(2).replace('.', lang === 'en' ? '.' : ',');
    return { equation: `${g.p ?? g.p2} ÷ ${g.n ?? g.n2} = ${one}`, sentence: sentenceAround(text, m.index, lang) };
  });
}

/** A number in a list, with its currency or unit: "$4", "12 kg", "7". */
const ITEM = String.raw`(?:${CUR}\s?)?${NUM}(?:\s?(?:%|${CUR}|(?!and\b|y\b|et\b)[\p{L}²³]{1,8}))?`;
const LIST = (and: string) => String.raw`(${ITEM}(?:\s*,\s*${ITEM})*\s*,?\s+${and}\s+${ITEM})`;

/** "The sum of 4, 6 and 8 is 18", "la media de 3, 5 y 10 es 6", "le produit de 3 et 4 vaut 12": an operation named in words. */
const NAMED: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?<!\p{L})(sum|total|product|difference|mean|average)\s+(?:of|between)\s+${LIST('and')}\s*,?\s*(?:is|equals|comes to|gives|=|:)\s+(?:${CUR}\s?)?(${NUM})`, 'giu'),
  es: new RegExp(String.raw`(?<!\p{L})(suma|total|producto|diferencia|media|promedio)\s+(?:de|entre)\s+${LIST('y')}\s*,?\s*(?:es|son|da|vale|=|:)\s+(?:${CUR}\s?)?(${NUM})`, 'giu'),
  fr: new RegExp(String.raw`(?<!\p{L})(somme|total|produit|différence|moyenne)\s+(?:de|des|entre)\s+${LIST('et')}\s*,?\s*(?:est|vaut|fait|égale|=|:)\s+(?:${CUR}\s?)?(${NUM})`, 'giu'),
  other: /(?!)/gu,
};
const OPERATION: Record<string, 'sum' | 'product' | 'difference' | 'mean'> = {
  sum: 'sum', total: 'sum', suma: 'sum', somme: 'sum',
  product: 'product', producto: 'product', produit: 'product',
  difference: 'difference', diferencia: 'difference', différence: 'difference',
  mean: 'mean', average: 'mean', media: 'mean', promedio: 'mean', moyenne: 'mean',
};
const NUMBER_IN_ITEM = new RegExp(NUM, 'u');
const ITEM_SEPARATOR = /\s*,\s*(?:(?:and|y|et)\s+)?|\s+(?:and|y|et)\s+/u;

function namedOperations(text: string, lang: Lang): StatedEquation[] {
  const out: StatedEquation[] = [];
  for (const m of text.matchAll(NAMED[lang])) {
    // Each item's own number (not the digits of its unit: "m²").
    const items = m[2]!.split(ITEM_SEPARATOR).map((i) => i.match(NUMBER_IN_ITEM)?.[0]).filter((n): n is string => !!n);
    const op = OPERATION[m[1]!.toLowerCase()]!;
    if (items.length < 2 || (op === 'difference' && items.length !== 2)) continue;
    const [a, b] = rough(items[0]!) >= rough(items[1]!) ? [items[0]!, items[1]!] : [items[1]!, items[0]!];
    const expr = op === 'sum' ? items.join(' + ') : op === 'product' ? items.join(' × ') : op === 'difference' ? `${a} − ${b}` : `(${items.join(' + ')}) ÷ ${items.length}`;
    out.push({ equation: `${expr} = ${m[3]}`, sentence: sentenceAround(text, m.index, lang) });
  }
  return out;
}

/** "From 8,000 to 9,200, an increase of 1,200 (15 %)": a change stated with the values it is between. */
const FROM_TO: Record<Lang, string> = {
  en: String.raw`from\s+(?:${CUR}\s?)?(?<a>[−-]?${NUM})\s?(?<ua>%|${CUR}|[°º][CF]|[\p{L}²³]+)?\s+to\s+(?:${CUR}\s?)?(?<b>[−-]?${NUM})\s?(?<ub>%|${CUR}|[°º][CF]|[\p{L}²³]+)?`,
  es: String.raw`de\s+(?:${CUR}\s?)?(?<a>[−-]?${NUM})\s?(?<ua>%|${CUR}|[°º][CF]|[\p{L}²³]+)?\s+a\s+(?:${CUR}\s?)?(?<b>[−-]?${NUM})\s?(?<ub>%|${CUR}|[°º][CF]|[\p{L}²³]+)?`,
  fr: String.raw`de\s+(?:${CUR}\s?)?(?<a>[−-]?${NUM})\s?(?<ua>%|${CUR}|[°º][CF]|[\p{L}²³]+)?\s+à\s+(?:${CUR}\s?)?(?<b>[−-]?${NUM})\s?(?<ub>%|${CUR}|[°º][CF]|[\p{L}²³]+)?`,
  other: '(?!)',
};
const BY = String.raw`(?:${CUR}\s?)?(?<c>${NUM})\s?(?<pc>%)?`;
const CHANGE_NOUN: Record<Lang, string> = {
  en: 'increase|rise|gain|growth|decrease|drop|fall|reduction|loss|change|difference',
  es: 'aumento|subida|incremento|crecimiento|bajada|descenso|disminución|reducción|caída|diferencia',
  fr: 'augmentation|hausse|croissance|baisse|diminution|réduction|chute|différence',
  other: '(?!)',
};
const CHANGE_VERB: Record<Lang, string> = {
  en: String.raw`(?:increased|rose|grew|went up|climbed|decreased|fell|dropped|went down|shrank|was (?:cut|reduced|raised))\s+by`,
  es: String.raw`(?:aumentó|subió|creció|bajó|disminuyó|cayó|se redujo)(?:\s+en)?`,
  fr: String.raw`(?:a |ont )?(?:augmenté|baissé|diminué|progressé|reculé|chuté)\s+de`,
  other: '(?!)',
};
/** The forms a change is told in: values then change, change then values, a verb "by" the change then values. */
const CHANGE: Record<Lang, RegExp[]> = Object.fromEntries(
  (['en', 'es', 'fr', 'other'] as const).map((lang) => {
    const lead = String.raw`(?<!\p{L})`;
    const article = { en: 'an?', es: 'una?', fr: 'une?', other: '(?!)' }[lang];
    const of = { en: 'of', es: 'del?', fr: 'de', other: '(?!)' }[lang];
    const that = { en: '(?:which is |that is |giving )?', es: String.raw`(?:es decir,?\s*|lo que es\s+)?`, fr: String.raw`(?:soit\s+|c['’]est-à-dire\s+)?`, other: '' }[lang];
    const passing = { en: '', es: String.raw`(?:al pasar |pasando )?`, fr: String.raw`(?:en )?(?:passant )?`, other: '' }[lang];
    return [
      lang,
      [
        String.raw`${FROM_TO[lang]}\s*,?\s*${that}${article}\s+(?:${CHANGE_NOUN[lang]})\s+${of}\s+${BY}`,
        String.raw`${FROM_TO[lang]}\s*,?\s*${that}${article}\s+${BY}\s+(?:${CHANGE_NOUN[lang]})`,
        String.raw`(?:${CHANGE_NOUN[lang]})\s+${of}\s+${BY}\s*,?\s*${FROM_TO[lang]}`,
        String.raw`${CHANGE_VERB[lang]}\s+${BY}\s*,?\s*${passing}${FROM_TO[lang]}`,
      ].map((source) => new RegExp(lead + source, 'giu')),
    ];
  }),
) as Record<Lang, RegExp[]>;
const YEAR = /^(?:1[5-9]\d\d|20\d\d)$/;
/** Near enough to order two values however their separators read. */
const rough = (n: string) => Number(n.replace(/[\s\u00a0\u202f]/g, '').replace(/^−/u, '-').replace(/[.,](?=\d{3}(?!\d))/g, '').replace(',', '.'));

function changes(text: string, lang: Lang): StatedEquation[] {
  const out: StatedEquation[] = [];
  for (const re of CHANGE[lang]) {
    for (const m of text.matchAll(re)) {
      const { a, ua, b, ub, c, pc } = m.groups!;
      if ((YEAR.test(a!) && YEAR.test(b!)) || (ua && ub && !sameThing(ua, ub))) continue;
      const [hi, lo] = rough(a!) >= rough(b!) ? [a!, b!] : [b!, a!];
      out.push({ equation: pc ? `(${hi} − ${lo}) ÷ ${a} = ${c} %` : `${hi} − ${lo} = ${c}`, sentence: sentenceAround(text, m.index, lang) });
    }
  }
  return out;
}

/**
 * A percentage change applied to an amount, and the amount it gives: "a 20% discount on $50 gives
 * $40", "$50 reduced by 20% is $40", "after a 10% rise, the £200 bike costs £220", "con un 15 % de
 * descuento, los 80 € se quedan en 68 €", "une remise de 20 % sur 50 € donne 40 €". One sentence,
 * one percentage with a word of rise or fall beside it (within three words), and two other numbers:
 * the amount first, then the result right after a linking word ("costs", "is", "queda en",
 * "revient à"). The result may be the new amount or the change itself ("a 15% tip on $40 is $6"),
 * so it is wrong only when it is neither. "From 40 to 50, an increase of 25 %" is a change told
 * with its values (below), and is left to that reading.
 */
const DOWN: Record<Lang, string> = {
  en: String.raw`discount(?:s|ed)?|off|reduc(?:ed|es|e|tion)|cut|sale|mark(?:ed)?[- ]?down|decrease[sd]?|lower(?:ed)?|less|minus|drop(?:s|ped)?|fall(?:s)?|fell`,
  es: String.raw`descuentos?|rebaj(?:a|as|ado|ada|ados|adas)|reduc(?:ción|ido|ida|idos|idas|e)|bajada|baja|bajó|disminu(?:ción|ye|yó)|menos`,
  fr: String.raw`remises?|réductions?|rédui(?:t|te|ts|tes)|rabais|sold(?:é|ée|és|ées)|baisse|diminu(?:tion|é|ée|e)|moins|démarque`,
  other: '(?!)',
};
const UP: Record<Lang, string> = {
  en: String.raw`increase[sd]?|rise|rises|rose|raised?|mark(?:ed)?[- ]?up|more|plus|tax|VAT|tip|interest|surcharge|grew|grows?`,
  es: String.raw`aumentos?|aument(?:a|ó|ado|ada)|subida|sube|subió|incremento|recargo|IVA|propina|interés|más`,
  fr: String.raw`augment(?:ation|é|ée|e)|hausse|majoration|major(?:é|ée)|TVA|pourboire|intérêts?|plus`,
  other: '(?!)',
};
const RESULT_LINK: Record<Lang, string> = {
  en: String.raw`costs?|cost|is|are|becomes|gives?|comes to|makes|leaves|pays?|paid|sells for|equals|(?:brings|takes) (?:it|the price|the cost) (?:down |up )?to|=`,
  es: String.raw`cuesta|cuestan|costará|vale|valen|es|son|se queda en|se quedan en|queda en|quedan en|deja(?:n)?(?: el precio)? en|sale a|salen a|da|dan|pagas|paga|pagarás|=`,
  fr: String.raw`coûte|coûtent|coûtera|vaut|valent|est|sont|fait|font|donne|revient à|reviennent à|passe à|(?:ramène|porte)(?: le prix)? à|soit|paies|paie|payez|=`,
  other: '(?!)',
};
const words = (source: string) => new RegExp(String.raw`(?<![\p{L}])(?:${source})(?![\p{L}])`, 'giu');
const PERCENT_CHANGE = Object.fromEntries(
  (['en', 'es', 'fr', 'other'] as const).map((lang) => [
    lang,
    {
      percent: new RegExp(String.raw`(?<![\d.,])(${NUM})\s?(?:%|per ?cent|por ciento|pour ?cent)`, 'giu'),
      down: words(DOWN[lang]),
      up: words(UP[lang]),
      amount: new RegExp(String.raw`(?<![\d.,%/])(${CUR}\s?)?(${NUM})(?!\s?(?:%|per ?cent|por ciento|pour ?cent))(?:\s?(${CUR}|[\p{L}²³]+))?`, 'gu'),
      link: new RegExp(String.raw`(?<!\p{L})(?:${RESULT_LINK[lang]})\s*(?:(?:only|now|just|solo|sólo|ahora|seulement|plus que|que)\s+)?$`, 'iu'),
      fromTo: new RegExp(FROM_TO[lang], 'iu'),
    },
  ]),
) as Record<Lang, { percent: RegExp; down: RegExp; up: RegExp; amount: RegExp; link: RegExp; fromTo: RegExp }>;
const NEAR = 3;

function percentChanges(sentence: string, lang: Lang): StatedEquation[] {
  const r = PERCENT_CHANGE[lang];
  if (!sentence.includes('%') && !/cent/iu.test(sentence)) return [];
  const percents = [...sentence.matchAll(r.percent)];
  if (percents.length !== 1 || r.fromTo.test(sentence)) return [];
  const p = percents[0]!;
  // The words around the percentage say which way the amount moves: exactly one way.
  const before = sentence.slice(0, p.index).split(/\s+/).slice(-NEAR - 1).join(' ');
  const after = sentence.slice(p.index + p[0].length).split(/\s+/).slice(0, NEAR + 1).join(' ');
  const near = `${before} ${after}`;
  const [down, up] = [(near.match(r.down) ?? []).length, (near.match(r.up) ?? []).length];
  if (!down === !up) return [];
  const amounts = [...sentence.matchAll(r.amount)].filter((m) => m.index < p.index || m.index >= p.index + p[0].length);
  if (amounts.length !== 2) return [];
  const [base, result] = amounts as [RegExpMatchArray, RegExpMatchArray];
  const link = sentence.slice(0, result.index);
  if (!r.link.test(link) || YEAR.test(base[2]!) || YEAR.test(result[2]!) || NOT_ALONE.test(sentence.slice(result.index! + result[0].length))) return [];
  const unit = (m: RegExpMatchArray) => m[1]?.trim() ?? m[3];
  if (!sameThing(unit(base), unit(result)) || !sameThing(unit(result), unit(base))) return [];
  const [b, pc, res] = [rough(base[2]!), rough(p[1]!), rough(result[2]!)];
  const moved = b * (1 + (up ? pc : -pc) / 100);
  // The result is the new amount or the change, whichever it is nearer.
  const equation = Math.abs(moved - res) <= Math.abs((b * pc) / 100 - res) ? `${base[2]} × (100 ${up ? '+' : '−'} ${p[1]}) ÷ 100 = ${result[2]}` : `${base[2]} × ${p[1]} ÷ 100 = ${result[2]}`;
  return [{ equation, sentence }];
}

/**
 * A number written in another form: "0.75 as a fraction is 3/4", "40% as a decimal is 0.4", "3/5
 * written as a percentage is 60%", "0,25 en forma de fracción es 1/4", "0,2 sous forme de fraction
 * s'écrit 1/5". Both sides are one number each (a fraction, a decimal or a percentage).
 */
const FORM_VALUE = String.raw`\d+\s?\/\s?\d+|\d+(?:[.,]\d+)?\s?%?`;
const FORM: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?<![\d.,/])(${FORM_VALUE})\s+(?:written\s+|expressed\s+)?as\s+an?\s+(?:fraction|decimal|percentage|per ?cent)(?:\s+in\s+(?:its\s+)?(?:simplest|lowest)\s+(?:form|terms))?\s*,?\s+(?:is|equals|=)\s+(${FORM_VALUE})(?![\d/]|[.,]\d)`, 'giu'),
  es: new RegExp(String.raw`(?<![\d.,/])(${FORM_VALUE})\s+(?:escrito\s+|expresado\s+)?(?:como|en forma de)\s+(?:una\s+|un\s+)?(?:fracción|decimal|número decimal|porcentaje)(?:\s+irreducible)?\s*,?\s+(?:es|son|=)\s+(${FORM_VALUE})(?![\d/]|[.,]\d)`, 'giu'),
  fr: new RegExp(String.raw`(?<![\d.,/])(${FORM_VALUE})\s+(?:sous forme (?:de fraction|décimale|de pourcentage)|en écriture (?:décimale|fractionnaire)|en pourcentage)(?:\s+irréductible)?\s*,?\s+(?:est|s['’]écrit|=|vaut|donne)\s+(${FORM_VALUE})(?![\d/]|[.,]\d)`, 'giu'),
  other: /(?!)/gu,
};

function forms(line: string, lang: Lang): StatedEquation[] {
  // A percentage as the fraction it is ("40% = 0.04" is "(40/100) = 0.04"), so each side is a calculation to recompute.
  const value = (v: string) => v.replace(/^(.+?)\s?%$/u, '($1/100)');
  return [...line.matchAll(FORM[lang])].map((m) => ({ equation: `${value(m[1]!)} = ${value(m[2]!)}`, sentence: sentenceAround(line, m.index, lang) }));
}

/**
 * A time at a speed or another rate per unit of time, then what it gives: "5 hours at 60 km/h is
 * 300 km", "En 3 horas a 80 km/h recorre 240 km", "En 2 h à 90 km/h, on parcourt 180 km". The
 * time's unit and the rate's "per" unit are both times (converted with mathjs), the result is in
 * the rate's own unit, and the sentence holds no other number.
 */
const RATE: Record<Lang, RegExp> = {
  en: new RegExp(String.raw`(?<![\d.,])(?<n>${NUM})\s?(?<u1>\p{L}+)\s+at\s+(?<r>${NUM})\s?(?<u2>\p{L}+)\s?(?:\/|per\s+|an?\s+)(?<u3>\p{L}+)`, 'iu'),
  es: new RegExp(String.raw`(?<![\d.,])(?<n>${NUM})\s?(?<u1>\p{L}+)\s+a\s+(?<r>${NUM})\s?(?<u2>\p{L}+)\s?(?:\/|por\s+|a la\s+|al\s+)(?<u3>\p{L}+)`, 'iu'),
  fr: new RegExp(String.raw`(?<![\d.,])(?<n>${NUM})\s?(?<u1>\p{L}+)\s+à\s+(?<r>${NUM})\s?(?<u2>\p{L}+)\s?(?:\/|par\s+|à l['’]\s*)(?<u3>\p{L}+)`, 'iu'),
  other: /(?!)/u,
};
const RATE_LINK: Record<Lang, string> = {
  en: 'is|are|gives|makes|covers|travels|goes|drives|cycles|runs|walks|flies|sails|means|=',
  es: 'es|son|da|hace|recorre|recorren|avanza|anda|vuela|=',
  fr: 'est|fait|font|donne|soit|parcourt|parcourent|roule|avance|=',
  other: '(?!)',
};
const RATE_RESULT: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(RATE_LINK) as Lang[]).map((lang) => [lang, new RegExp(String.raw`^[^\d]*?(?<!\p{L})(?:${RATE_LINK[lang]})\s+(?<m>${NUM})\s?(?<u4>\p{L}+)`, 'iu')]),
) as Record<Lang, RegExp>;
const ANY_NUMBER = new RegExp(NUM, 'gu');

function rates(sentence: string, lang: Lang): StatedEquation[] {
  if ((sentence.match(ANY_NUMBER) ?? []).length !== 3) return [];
  const m = RATE[lang].exec(sentence);
  if (!m) return [];
  const { n, u1, r, u2, u3 } = m.groups!;
  const result = RATE_RESULT[lang].exec(sentence.slice(m.index + m[0].length))?.groups;
  const [time, per] = [siFactor(u1!, true), siFactor(u3!, true)];
  if (!result || !time || !per || time.dimension !== per.dimension || time.dimension !== siFactor('h', true)?.dimension || !sameThing(u2, result.u4) || !sameThing(result.u4, u2)) return [];
  const ratio = +(time.factor / per.factor).toPrecision(12);
  return [{ equation: `${n}${ratio === 1 ? '' : ` × ${ratio}`} × ${r} = ${result.m}`, sentence }];
}

function sentenceAround(text: string, index: number, lang: Lang): string {
  let from = 0;
  for (const s of sentences(text, lang)) {
    const at = text.indexOf(s, from);
    if (at < 0) continue;
    if (index < at + s.length) return s;
    from = at + s.length;
  }
  return text.trim();
}

/** The words that start a share or a power of a number ("half of 24", "la racine carrée de 144"). */
const PART_WORDS: Record<Lang, string> = {
  en: 'half|a third|one third|a quarter|one quarter|double|twice|triple|square|cube|√',
  es: 'mitad|doble|triple|tercera|cuarta|tercio|cuarto|cuadrado|cubo|raíz|√',
  fr: 'moitié|double|triple|tiers|quart|carré|cube|racine|√',
  other: '(?!)',
};

/** A linking word and a number after it, asked once per sentence before it is rewritten. */
const LINK_THEN_NUMBER: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(LINKS) as Lang[]).map((lang) => [lang, new RegExp(String.raw`(?<!\p{L})(?:${LINKS[lang]})\s+(?:(?:the|el|la|le|l['’])\s+)?(?:${CUR}\s?)?[−-]?(?:\d|${NUMBER_WORD[lang].source}|${PART_WORDS[lang]})`, 'iu')]),
) as Record<Lang, RegExp>;

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
