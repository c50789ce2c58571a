// Reading numbers and "a = b = c" chains out of text, for the arithmetic check (arithmetic.ts):
// operators, powers, thousands, decimal commas, units, mixed numbers and money rewritten into
// mathjs syntax, and each chain's sides found. Apart from the judging because it only reads: it
// says what a text calculates, never whether that holds.
import type { Lang } from './text.js';
import { fractionsInWords } from './stated-words.js';
import { siFactor, UNIT_SOURCE } from './units.js';

/** Single letters read as unknowns; others ("a", "y" in Spanish, "m" for metres) are words or units. */
const UNKNOWN: Record<Lang, string> = { en: 'xyzn', es: 'xzn', fr: 'xzn', other: 'xzn' };

const SUPERSCRIPT_DIGITS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
const SUPERSCRIPTS = /[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+/g;
/** "1.000", "12.345.678": thousands with points (Spain, France) or a decimal point; read both ways. */
export const DOTTED_THOUSANDS = /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,]|\.\d)/g;
const SPACED_THOUSANDS = /(?<![\d.,])\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?!\d)/g;
const ENGLISH_THOUSANDS = /(?<![\d.,])\d{1,3}(?:(?:,\d{3})+|(?:[\u00a0\u202f ]\d{3})+)(?![\d]|,\d)/g;

/**
 * Text rewritten into mathjs syntax: operators, decimal commas, percentages, units between
 * numbers. With `oneUnit`, every quantity is first put into the unit its dimension is last written
 * in ("12 × 30 cm = 3,60 m" -> "12*(30*1/100) = 3.60"), for a calculation that changes unit.
 */
export function prepare(text: string, lang: Lang, oneUnit = false): string {
  let t = numbersOf(text, lang);
  if (oneUnit) t = inOneUnit(t, lang);
  // A unit or noun between a number and an operator: "24 students * 5 dollars = 120" -> "24 * 5 = 120",
  // "48 m^2 * 5 = 240" -> "48 * 5 = 240" (but "3 x^2 + 1" keeps its unknown).
  // Within a line: "= 11\ni = 2" is a result, then a new line's name, not "11 = 2".
  return t.replace(UNIT_BEFORE_OPERATOR, (all, digit: string, word: string, power: string | undefined) => (power && word.length === 1 && UNKNOWN[lang].includes(word) ? all : digit));
}

/** Operators, powers, thousands, decimal commas, and shares of a number in mathjs syntax; units kept where they are. */
export function numbersOf(text: string, lang: Lang): string {
  // "Three quarters of 60 = 45": a fraction in words is a product, like "3/4 of 60".
  let t = fractionsInWords(text, lang)
    // A markdown list marker is not a minus sign, nor a step's number a term ("2. 60% of 206 = ...").
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\d)\s*[x×]\s*(?=\d)/g, '$1*')
    .replace(/[×·⋅]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    // Superscript powers: "m²" -> "m^2", "10²³" -> "10^23", "10⁻⁸" -> "10^-8".
    .replace(SUPERSCRIPTS, (run) => `^${[...run].map((c) => SUPERSCRIPT_DIGITS[c]).join('')}`);
  // Thousands in groups of three: "1 000", "12 345 678" (every language), "1,000,000" (English).
  if (/\d[,\u00a0\u202f ]\d{3}/.test(t)) t = t.replace(lang === 'es' || lang === 'fr' ? SPACED_THOUSANDS : ENGLISH_THOUSANDS, (n) => n.replace(/[^\d]/g, ''));
  if (lang === 'es' || lang === 'fr') t = t.replace(/(\d),(\d)/g, '$1.$2');
  if (t.includes('√')) t = squareRoots(t);
  // (?<!\d): a start inside a run of digits finds nothing the run's first digit does not, and
  // would scan the run again for each digit.
  t = t.replace(/(?<!\d)(\d+(?:\.\d+)?)\s*%\s*(?:of|de|del|des)\s+(\d+(?:\.\d+)?)/gi, '($1/100*$2)');
  // A part of a whole in words is their quotient: "9 out of 12 = 75%", "9 de cada 12", "9 sur 12".
  t = t.replace(PART_OUT_OF[lang], '($1/$2)');
  // A fraction of a number, like a percentage of one: "3/4 of 120", "2/3 de 12".
  return t.replace(FRACTION_OF, '($1/$2*$3)');
}

/**
 * Square roots as powers: "√49" -> "(49^0.5)", "√(36 + 64)" -> "((36 + 64)^0.5)", the bracket
 * matched; a root of anything else is left as written (and the scan stops there).
 */
function squareRoots(t: string): string {
  let out = '';
  let at = 0;
  for (let i = t.indexOf('√'); i >= 0; i = t.indexOf('√', at)) {
    out += t.slice(at, i);
    const rest = t.slice(i + 1);
    const number = /^\s?(\d+(?:\.\d+)?)/.exec(rest);
    if (number) {
      out += `(${number[1]}^0.5)`;
      at = i + 1 + number[0].length;
      continue;
    }
    const open = /^\s?\(/.exec(rest);
    let depth = 0;
    let close = -1;
    if (open) {
      for (let k = open[0].length - 1; k < rest.length; k++) {
        if (rest[k] === '(') depth++;
        else if (rest[k] === ')' && --depth === 0) {
          close = k;
          break;
        }
      }
    }
    if (close < 0) {
      out += '√';
      at = i + 1;
      continue;
    }
    out += `(${rest.slice(open![0].length - 1, close + 1)}^0.5)`;
    at = i + 1 + close + 1;
  }
  return out + t.slice(at);
}

const PART_OUT_OF: Record<Lang, RegExp> = {
  en: /(?<![\d./])(\d+(?:\.\d+)?)\s+out\s+of\s+(\d+(?:\.\d+)?)(?![\d/])/gi,
  es: /(?<![\d./])(\d+(?:\.\d+)?)\s+(?:de\s+cada|sobre)\s+(\d+(?:\.\d+)?)(?![\d/])/gi,
  fr: /(?<![\d./])(\d+(?:\.\d+)?)\s+sur\s+(\d+(?:\.\d+)?)(?![\d/])/gi,
  other: /(?<![\d./])(\d+(?:\.\d+)?)\s+out\s+of\s+(\d+(?:\.\d+)?)(?![\d/])/gi,
};
const FRACTION_OF = /(?<![\d./])(\d+)\s*\/\s*(\d+)\s+(?:of|de|del|des|du)\s+(\d+(?:\.\d+)?)(?![\d/])/gi;
// A spaced "÷" or "/" before a number is an operator too ("540 g ÷ 200 cm³", "4 000 Mo ÷ 500 Mo"); "km/h", unspaced or before a unit, is a unit.
const UNIT_BEFORE_OPERATOR = /([\d)])[ \t\u00a0\u202f]+(\p{L}+)(\^[23])?(?=[ \t\u00a0\u202f]*(?:[*+\-=]|\/[ \t\u00a0\u202f]*[\d(]))/gu;

const NUMBER_UNIT = new RegExp(String.raw`(\d+(?:\.\d+)?)\s?(${UNIT_SOURCE})(?!\p{L})`, 'gu');

/**
 * A product or quotient of bare numbers with one unit after its last number ("40 ÷ 60 h", "2/3 h",
 * "12 × 30 cm"): the unit is the result's, "(40 ÷ 60) h", not the last number's alone.
 */
const RESULT_UNIT = new RegExp(String.raw`(?<![\d.)*/^+\-]\s*)(\d+(?:\.\d+)?(?:\s*[*/]\s*\d+(?:\.\d+)?)+)\s?(${UNIT_SOURCE})(?!\p{L})`, 'gu');

function inOneUnit(t: string, lang: Lang): string {
  const factorOf = (unit: string) => (unit.length === 1 && UNKNOWN[lang].includes(unit) ? undefined : siFactor(unit, true));
  const target = new Map<string, number>();
  for (const m of t.matchAll(NUMBER_UNIT)) {
    const f = factorOf(m[2]!);
    if (f) target.set(f.dimension, f.factor);
  }
  if (!target.size) return t;
  const scaled = (all: string, n: string, unit: string) => {
    const f = factorOf(unit);
    if (!f) return all;
    const k = f.factor / target.get(f.dimension)!;
    const v = /^[\d.]+$/.test(n) ? n : `(${n})`;
    if (k === 1) return v;
    return k > 1 ? `(${v}*${+k.toPrecision(12)})` : `(${v}/${+(1 / k).toPrecision(12)})`;
  };
  return t.replace(RESULT_UNIT, scaled).replace(NUMBER_UNIT, scaled);
}

export interface Chain {
  sides: string[];
  unknown?: string;
  /** "25 ÷ 2 = 12 remainder 1": a whole-number division's remainder, written after its quotient. */
  remainder?: number;
  /** Which "=" of the text the chain starts at (0 for the first), the same however it was prepared. */
  eq: number;
}

const OPERATOR = /[-+*/^%]/;

/** A remainder written after a quotient: "12 remainder 1", "12 r 1", "12, resto 1", "12 reste 1". */
const REMAINDER =
  /^\s*[,;]?\s*(?:(?:and|with|y|con|et|avec)\s+(?:a\s+|un\s+)?)?(?:(?:remainder|rem\.|r\.?|resto|residuo|reste|sobran?|il (?:en )?reste)\s*:?\s*(\d+)(?!\.?\d)|(\d+)\s+(?:left(?:\s+over)?|de resto|de reste|restantes?|sobrantes?)(?!\p{L}))/iu;

/** The end of "16 per", "uno por cada", "12 pour": what follows is what a rate is per, not a term. */
const RATE_OF = /(?<!\p{L})(?:per|each|every|por cada|cada|pour|chaque)\s*$/iu;
/** The end of "a tenth of", "la moitié de", "un tercio de": a lone number after it is the whole of a share, not the share. */
const SHARE_OF =
  /(?<!\p{L})(?:half|halves|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|hundredths?|moitié|tiers|quarts?|\p{L}+ièmes?|mitad|tercios?|cuartos?|quintos?|sextos?|séptimos?|octavos?|novenos?|décimos?|centésimos?|parte|part|fraction|fracción|porción|portion)\s+(?:of|de|del|des|du|d['’])\s*(?:(?:the|its|el|la|los|las|le|les|l['’])\s*)?$/iu;

/** A clock time written the French way ("11 h 45", "12h05"), read as "11:45" so it is not recomputed. */
const CLOCK_H = /(?<![\d.,])(\d{1,2})\s?h\s?([0-5]\d)(?![\d.,])/gu;

/** What an expression cannot start right after: a name ("f(1)"), a clock ("20:00"), a prime ("f′(2)"). */
const GLUED = /[\p{L}:′'’°_]/u;

function isUnknownAt(t: string, i: number, lang: Lang): boolean {
  return UNKNOWN[lang].includes(t[i]!) && !/\p{L}/u.test(t[i - 1] ?? ' ') && !/\p{L}/u.test(t[i + 1] ?? ' ');
}

function side(t: string, from: number, step: 1 | -1, lang: Lang): { text: string; end: number } {
  let i = from;
  // An expression ends at a line break: the line above ("... remainder 1") is not one of its terms;
  // and at a sentence's full stop ("5/6 = 10/12. 9/12 + 10/12 = …" is two expressions).
  while (i >= 0 && i < t.length && (/[\d.()+\-*/^%\t \u00a0\u202f]/.test(t[i]!) || isUnknownAt(t, i, lang)) && !(t[i] === '.' && /\s/.test(t[i + 1] ?? ''))) i += step;
  const [a, b] = step === 1 ? [from, i] : [i + 1, from + 1];
  return { text: t.slice(a, b).trim().replace(/^[.)\s]+|[.(\s]+$/g, ''), end: i };
}

/** Markdown bold around words ("**x = 4**"); "2 ** 3", spaced, is a power in code and is kept. */
const BOLD = /\*\*(?=\S)([^*\n]*?\S)\*\*/g;
/** A currency sign before or after a number ("$50", "2,40 €"): money is counted like any number. */
const CURRENCY = /[$€£¥]\s?(?=[−–-]?\d)|(?<=\d)\s?[$€£¥]/gu;
/** A product of superscript exponents ("2³·²", a power of a power written out): "2^(3*2)". */
const EXPONENT_PRODUCT = /([⁰¹²³⁴⁵⁶⁷⁸⁹]+)[·⋅×]([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g;
const plain = (sup: string) => [...sup].map((c) => SUPERSCRIPT_DIGITS[c]).join('');

/**
 * A quantity in two units of one dimension, the larger first ("2 hours 30 minutes", "1 h 15 min",
 * "1 m 20 cm", "2 horas y 30 minutos"): one quantity, written as one number in the smaller unit.
 */
const COMPOUND = /(?<![\d.,])(\d+)\s?(\p{L}+)\.?(?=(\s+(?:(?:and|y|et)\s+)?(\d+)\s?(\p{L}+)(?!\p{L})))/gu;

export function compoundQuantities(t: string): string {
  // The second part is only looked at, so that "11:45 is 2 h 30 min" still finds "2 h 30 min" after "45 is 2".
  let out = '';
  let at = 0;
  for (const m of t.matchAll(COMPOUND)) {
    const [first, a, ua, rest, b, ub] = m as unknown as [string, string, string, string, string, string];
    if (m.index < at) continue;
    const [fa, fb] = [siFactor(ua, true), siFactor(ub, true)];
    if (!fa || !fb || fa.dimension !== fb.dimension || fa.factor <= fb.factor || Number(b) >= fa.factor / fb.factor) continue;
    out += `${t.slice(at, m.index)}${+(Number(a) * (fa.factor / fb.factor) + Number(b)).toPrecision(12)} ${ub}`;
    at = m.index + first.length + rest.length;
  }
  return out + t.slice(at);
}

/** A mixed number ("2 1/4", "3 ¾", "1½") or a fraction sign ("½"): one number, not a product or two terms. */
const MIXED = /(?<![\d.,/])(\d{1,3})[ \u00a0](\d{1,2})\/(\d{1,2})(?![\d/])/g;
const VULGAR: Record<string, string> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8' };
const VULGAR_SIGN = /(?<![\d.,])(\d+)?[ \u00a0]?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g;

function mixedNumbers(t: string): string {
  return t
    .replace(VULGAR_SIGN, (_all, whole: string | undefined, sign: string) => (whole ? `(${whole}+${VULGAR[sign]})` : `(${VULGAR[sign]})`))
    .replace(MIXED, (all, whole: string, n: string, d: string) => (Number(n) < Number(d) ? `(${whole}+${n}/${d})` : all));
}

/** Text as a calculation reads it: emphasis, currency signs, mixed numbers, quantities in two units and French clock times put aside. */
/** Pence glued to a number ("45p") where the text counts in pounds: hundredths of a pound, so "3 × 45p = £1.35" holds. */
const PENCE = /(?<![\d.,\p{L}])(\d{1,3})p(?![\p{L}\d])/gu;
const inPounds = (text: string) => (text.includes('£') ? text.replace(PENCE, (_all, n: string) => String(Number(n) / 100)) : text);

export function readable(text: string, lang: Lang, pi = String(Math.PI)): string {
  let t = mixedNumbers(inPounds(text).replace(BOLD, '$1').replace(CURRENCY, '').replace(EXPONENT_PRODUCT, (_all, a: string, b: string) => `^(${plain(a)}*${plain(b)})`));
  // π is a number: "π × 3² = 28.3" (it may be taken as 3.14 or 22/7: see firstWrong in arithmetic-first-wrong.ts); square roots are read in numbersOf.
  if (t.includes('π')) t = t.replace(/(\d)\s*π/gu, '$1 × π').replace(/π/gu, `(${pi})`);
  if (/\d\s?\p{L}+\.?\s+(?:(?:and|y|et)\s+)?\d/u.test(t)) t = compoundQuantities(t);
  return lang === 'fr' ? t.replace(CLOCK_H, '$1:$2') : t;
}

/** The "a = b = c" chains in a text, each side a mathjs expression that parses. */
export function chains(text: string, lang: Lang, oneUnit = false, pi?: string): Chain[] {
  // No "=", no chain (prepare adds none): most texts are prose, not worth rewriting.
  if (!text.includes('=')) return [];
  const t = prepare(readable(text, lang, pi), lang, oneUnit);
  const out: Chain[] = [];
  let i = t.indexOf('=');
  while (i >= 0) {
    // Only a whole expression is recomputed: a left side glued to what the scan stopped at is the
    // tail of something else ("f(1)" is f of 1, "20:00 − 7" a time, "a.m. + 3" a cut sum) and is
    // left out; the rest of the chain ("1 − 3 = −2") still counts.
    const left = side(t, i - 1, -1, lang);
    // A left side after "per" is a rate's other half ("16 per 1,000 = 1.6%" is not 1000 = 1.6%).
    // "Ec = 0,5 × 2 × 3² = 9 J": a left side that is a name, not a number, starts nothing to
    // recompute, but the rest of the chain does.
    // "1 hour 20 minutes = 60 + 20": a left side that ends a quantity in two units is not a number.
    const compound = /^\d+(?:\.\d+)?$/.test(left.text) && /\d[ \t\u00a0]+\p{L}+[ \t\u00a0]*$/u.test(t.slice(0, left.end + 1));
    const cut = !left.text || compound || (left.end >= 0 && /\S/.test(t[left.end + 1] ?? ' ') && GLUED.test(t[left.end]!)) || /^[+*/^%]/.test(left.text) || RATE_OF.test(t.slice(Math.max(0, left.end - 12), left.end + 1)) || (/^\d+(?:\.\d+)?$/.test(left.text) && SHARE_OF.test(t.slice(Math.max(0, left.end - 30), left.end + 1)));
    const sides = cut ? [] : [left.text];
    let at = i;
    let remainder: number | undefined;
    for (;;) {
      const right = side(t, at + 1, 1, lang);
      // "= 12:00": a time, not the number 12.
      if (/^:\d/.test(t.slice(right.end, right.end + 2))) break;
      // "1.0 mol = 1.0 × 32 = 32 g": a lone number, then that number times a factor, is a quantity
      // put into another unit (a molar mass, a price); the chain starts again at the product.
      const last = sides.at(-1);
      if (last && /^\d+(?:\.\d+)?$/.test(last) && right.text.replace(/\s+/g, '').startsWith(`${last}*`) && !/^1(?:\.0+)?$/.test(right.text.replace(/\s+/g, '').slice(last.length + 1))) sides.length = 0;
      sides.push(right.text);
      const rest = REMAINDER.exec(t.slice(right.end));
      if (rest) remainder = Number(rest[1] ?? rest[2]);
      if (rest || t[right.end] !== '=') break;
      at = right.end;
    }
    if (sides.length < 2) {
      i = t.indexOf('=', at + 1);
      continue;
    }
    const balanced = sides.every((s) => (s.match(/\(/g) ?? []).length === (s.match(/\)/g) ?? []).length);
    const unknowns = new Set(sides.join(' ').match(new RegExp(`(?<![\\p{L}])[${UNKNOWN[lang]}](?![\\p{L}])`, 'gu')) ?? []);
    if (balanced && sides.every((s) => /\d|^[a-z]$/.test(s)) && unknowns.size <= 1 && (sides.some((s) => OPERATOR.test(s)) || unknowns.size)) {
      out.push({ sides, ...(unknowns.size ? { unknown: [...unknowns][0] } : {}), ...(remainder !== undefined ? { remainder } : {}), eq: (t.slice(0, i).match(/=/g) ?? []).length });
    }
    i = t.indexOf('=', at + 1);
  }
  return out;
}
