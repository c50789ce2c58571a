// A calculation, a linking word and one number: "3 × 4 is 12", "el 20 % de 80 son 16", "la moitié
// de 50, soit 25", "seven times eight is fifty-four". The sentence's words are first put into
// symbols (number words, operator words, shares, fractions and percentages of), then each link
// that stands between a calculation and a number alone in its clause becomes "=". Apart because it
// is the one reading that rewrites a whole sentence; the others (stated-totals.ts,
// stated-changes.ts, stated-operations.ts) each match one form.
import type { Lang } from './text.js';
import { CUR, fractionsInWords, NUM, NUMBER_WORD, OPERATOR_WORDS, PART_RES, POWER_RES, wordValue } from './stated-words.js';
import { sameThing } from './stated-equation.js';

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
export const NOT_ALONE =
  /^\s*(?:[\p{L}²³]+\s+)?(?:and|y|et|with|con|avec|whole|wholes|enteros?|entiers?|halves|half|thirds?|quarters?|fifths?|tenths?|medios?|tercios?|cuartos?|quintos?|décimos?|demis?|tiers|quarts?|cinquièmes?|dixièmes?|remainder|rem|r|resto|residuo|reste|times|veces|fois|more|más|plus|less|menos|moins|short|over|under|fewer|higher|lower|cheaper|extra|too|left|remaining|faltan|sobran|de trop|en trop|restants?)(?!\p{L})|^\s*\d/iu;

/** The stated number right after a link, and the word after it (its unit or thing). */
const STATED = new RegExp(String.raw`^(?:${CUR}\s?)?[−-]?(?:${NUM}|\([^()]*\))\s?(%|${CUR}|[\p{L}²³]+)?`, 'u');

/** A hyphen or dash between two numbers with no space is a range ("8-10", "1990–2000"), not a minus. */
const RANGE = /(\d)[-–](?=\d)/g;

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

/** The sentence with each stated result's link turned into "=", or undefined when it states none. */
export function linked(sentence: string, lang: Lang): string | undefined {
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

/** The words that start a share or a power of a number ("half of 24", "la racine carrée de 144"). */
const PART_WORDS: Record<Lang, string> = {
  en: 'half|a third|one third|a quarter|one quarter|double|twice|triple|square|cube|√',
  es: 'mitad|doble|triple|tercera|cuarta|tercio|cuarto|cuadrado|cubo|raíz|√',
  fr: 'moitié|double|triple|tiers|quart|carré|cube|racine|√',
  other: '(?!)',
};

/** A linking word and a number after it, asked once per sentence before it is rewritten. */
export const LINK_THEN_NUMBER: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(LINKS) as Lang[]).map((lang) => [lang, new RegExp(String.raw`(?<!\p{L})(?:${LINKS[lang]})\s+(?:(?:the|el|la|le|l['’])\s+)?(?:${CUR}\s?)?[−-]?(?:\d|${NUMBER_WORD[lang].source}|${PART_WORDS[lang]})`, 'iu')]),
) as Record<Lang, RegExp>;
