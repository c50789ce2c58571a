// Arithmetic and algebra, recomputed with mathjs (a maintained math library; we never parse
// maths ourselves beyond finding where it is). Every "a = b = c" chain without an unknown is
// evaluated; a worked example's or check question's claimed solution ("x = 5") is put back into
// the equation it answers; a check question that asks for a value is computed and compared; in
// SATA, an option's `correct` is compared with the truth of what it states.
import { mathjs } from '../math.js';
import type { Mode } from '../content-schemas.js';
import { pointer, type Finding } from './findings.js';
import { arr, distractorTexts, str } from './items.js';
import { sentences, type Lang } from './text.js';
import { inUnitsOfMoney, statedEquations } from './stated-results.js';
import { fractionsInWords } from './stated-words.js';
import { siFactor, UNIT_SOURCE } from './units.js';

type Obj = Record<string, unknown>;

/** Single letters read as unknowns; others ("a", "y" in Spanish, "m" for metres) are words or units. */
const UNKNOWN: Record<Lang, string> = { en: 'xyzn', es: 'xzn', fr: 'xzn', other: 'xzn' };

const SUPERSCRIPT_DIGITS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
const SUPERSCRIPTS = /[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+/g;
/** "1.000", "12.345.678": thousands with points (Spain, France) or a decimal point; read both ways. */
const DOTTED_THOUSANDS = /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,]|\.\d)/g;
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
function numbersOf(text: string, lang: Lang): string {
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
  t = t.replace(/(\d+(?:\.\d+)?)\s*%\s*(?:of|de|del|des)\s+(\d+(?:\.\d+)?)/gi, '($1/100*$2)');
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

interface Chain {
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
  // An expression ends at a line break: the line above ("... remainder 1") is not one of its terms.
  while (i >= 0 && i < t.length && (/[\d.()+\-*/^%\t \u00a0\u202f]/.test(t[i]!) || isUnknownAt(t, i, lang))) i += step;
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

function compoundQuantities(t: string): string {
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
function readable(text: string, lang: Lang, pi = String(Math.PI)): string {
  let t = mixedNumbers(text.replace(BOLD, '$1').replace(CURRENCY, '').replace(EXPONENT_PRODUCT, (_all, a: string, b: string) => `^(${plain(a)}*${plain(b)})`));
  // π is a number: "π × 3² = 28.3" (it may be taken as 3.14 or 22/7: see firstWrong); square roots are read in numbersOf.
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
      if (!/^:\d/.test(t.slice(right.end, right.end + 2))) sides.push(right.text);
      else break;
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

function value(expr: string, scope: Record<string, number> = {}): number | undefined {
  try {
    // "−10% / 25%" is (−10/100) / (25/100): each percentage is its own fraction.
    const v: unknown = mathjs().evaluate(expr.replace(/(\d+(?:\.\d+)?)\s*%/g, '($1/100)').replace(/%/g, '/100'), scope);
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Equal as a reader would judge: to the places a decimal is written to, else to rounding error. */
function same(a: number, b: number, written: string[]): boolean {
  const places = Math.max(0, ...written.map((w) => /^\s*-?\d+\.(\d+)\s*$/.exec(w)?.[1]?.length ?? 0));
  const tolerance = places ? 0.5 * 10 ** -places + 1e-9 : 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= tolerance;
}

const PER_CENT = /%\s*$/;
const BINARY = /^\s*[01]{3,}\s*$/;

/**
 * "25 ÷ 2 = 12 remainder 1": a whole-number division holds when dividend = divisor × quotient +
 * remainder, the remainder below the divisor; undefined when it is not "a / b = q" in whole numbers.
 */
function divisionHolds(c: Chain, remainder: number): boolean | undefined {
  const m = /^(.+)\/\s*\(?\s*(\d+)\s*\)?$/.exec(c.sides[0]!);
  const [dividend, divisor, quotient] = [m && value(m[1]!), m && Number(m[2]), value(c.sides.at(-1)!)];
  if (c.sides.length !== 2 || !m || dividend == null || !divisor || quotient === undefined || ![dividend, quotient].every(Number.isInteger)) return undefined;
  return dividend === divisor * quotient + remainder && remainder < divisor;
}

/** A side that is one number as written, maybe a percentage: "12", "0.75", "13 %". */
const LONE = /^\s*-?\d+(?:\.(\d+))?\s*(%?)\s*$/;

/**
 * A result written in words is read as a reader reads it: a value that needs more places than the
 * calculation's numbers and the result show may be rounded either way ("1 200 ÷ 9 200 is 13 %",
 * "1/3 is 0.33", "50 ÷ 8 is 7 boxes"); one that does not ("3 × 4,50 is 13,50", not 14) must be
 * that value. `a` and `b` are the two sides' values, `wa` and `wb` as written; a percentage is a
 * fraction unless `perCentAsNumber`.
 */
function roundedAsShown(a: number, b: number, wa: string, wb: string, perCentAsNumber: boolean): boolean {
  const [la, lb] = [LONE.exec(wa), LONE.exec(wb)];
  if (!la === !lb) return false;
  const [computed, shown, m, expression] = lb ? [a, b, lb, wa] : [b, a, la!, wb];
  const scale = m[2] && !perCentAsNumber ? 0.01 : 1;
  const unit = 10 ** -(m[1]?.length ?? 0) * scale;
  const inputPlaces = Math.max(0, ...[...expression.matchAll(/\d\.(\d+)/g)].map((d) => d[1]!.length));
  const finest = Math.min(unit, 10 ** -inputPlaces * scale);
  if (Math.abs(computed / finest - Math.round(computed / finest)) < 1e-9) return false;
  return Math.abs(computed - shown) < unit;
}

/**
 * Whether a chain without unknowns holds; undefined when it cannot be evaluated. `asShown`: a
 * result stated in words, right when right to the places it shows.
 */
function holds(c: Chain, asShown = false): boolean | undefined {
  // Not a whole-number division after all ("20 − 5 = 15 and 3 left"): the chain is read as written.
  if (c.remainder !== undefined) return divisionHolds(c, c.remainder) ?? holds({ ...c, remainder: undefined }, asShown);
  const agree = (vs: Array<number | undefined>, perCentAsNumber: boolean) =>
    vs.every((v, i) => i === 0 || same(vs[0]!, v!, [c.sides[0]!, c.sides[i]!]) || (asShown && roundedAsShown(vs[0]!, v!, c.sides[0]!, c.sides[i]!, perCentAsNumber)));
  const vs = c.sides.map((s) => value(s));
  if (vs.some((v) => v === undefined)) return undefined;
  if (agree(vs, false)) return true;
  // "1011 = 8 + 0 + 2 + 1 = 11": a numeral of ones and zeros may be written in base 2.
  if (BINARY.test(c.sides[0]!) && agree([parseInt(c.sides[0]!, 2), ...vs.slice(1)], false)) return true;
  // "(104 − 100) ÷ 100 × 100 = 4 %": a side ending in % may give the number of per cent (4)
  // rather than the fraction (0.04); either reading holding is enough.
  if (!c.sides.some((s) => PER_CENT.test(s))) return false;
  const asPerCent = c.sides.map((s) => value(s.replace(PER_CENT, '')));
  return !asPerCent.some((v) => v === undefined) && agree(asPerCent, true);
}

const claimOf = (c: Chain) => (c.unknown && c.sides.length === 2 && c.sides[0] === c.unknown && !c.sides[1]!.includes(c.unknown) ? { unknown: c.unknown, value: value(c.sides[1]!) } : undefined);
const equationOf = (cs: Chain[]) => cs.find((c) => c.unknown && !claimOf(c));

/** Whether `value` solves the equation (undefined when it cannot be evaluated). */
function solves(eq: Chain, unknown: string, v: number): boolean | undefined {
  const vs = eq.sides.map((s) => value(s, { [unknown]: v }));
  if (vs.some((x) => x === undefined)) return undefined;
  return vs.every((x) => same(vs[0]!, x!, []));
}

function finding(location: string, quote: string, explanation: string): Finding {
  return { type: 'arithmetic_error', check: 'factual', severity: 'high', title: 'Arithmetic does not hold', location, quote, explanation, fix: 'Redo the calculation and correct every step that depends on it.' };
}

/**
 * A chain that changes unit part-way ("0,5 × 1 200 × 20² = 240 000 J = 240 kJ"): its first step
 * holds as written and its last only in one unit. Each step is judged in the reading that fits it.
 */
function stepsHoldOneWayOrTheOther(c: Chain, u: Chain | undefined): boolean {
  if (!u || c.remainder !== undefined || u.sides.length !== c.sides.length || c.sides.length < 3) return false;
  const step = (x: Chain, i: number) => holds({ ...x, sides: [x.sides[i]!, x.sides[i + 1]!] });
  return c.sides.slice(1).every((_, i) => step(c, i) === true || step(u, i) === true);
}

interface Wrong {
  c: Chain;
  /** How it is recomputed: in one unit when its units change ("12*30 = 3.70" is not "recomputed, 360"). */
  shown: { c: Chain; how: string };
}

/** Words that put a time of day across midnight: the next day, the morning, a.m. */
const NEXT_DAY = /(?<!\p{L})(?:the next day|next morning|the day before|a\.m\.|p\.m\.|in the morning|le lendemain|la veille|du matin|du soir|del día siguiente|al día siguiente|el día anterior|de la mañana|de la madrugada|de la noche)(?!\p{L})/iu;
/** A chain whose sides agree as hours on a clock (modulo 24), each a time of day under 48 h. */
function onTheClock(c: Chain): boolean {
  const vs = c.sides.map((s) => value(s));
  return vs.every((v) => v !== undefined && Math.abs(v) < 48) && vs.every((v) => ((((v! - vs[0]!) % 24) + 24) % 24) < 1e-9);
}

/** The first wrong "a = b" chain of a text; `asShown` for results stated in words. */
function firstWrong(text: string, lang: Lang, asShown: boolean, read = chains(text, lang)): Wrong | undefined {
  // A result stated in words is one only after a calculation ("3 × 4 is 12"): "el 20 % son 6" is not one.
  const calculates = (c: Chain) => !asShown || c.sides.some((s) => /[-+*/^]/.test(s.replace(/^\s*-/, '')));
  // "22 h + 8 h = 6 h du matin, le lendemain": hours on a clock that passes midnight count modulo 24.
  const clock = NEXT_DAY.test(text);
  const wrong = read.filter((c) => !c.unknown && calculates(c) && holds(c, asShown) === false && !(clock && onTheClock(c)));
  const divided = schoolDivision(text, lang, read, asShown);
  if (!wrong.length) return divided;
  // A calculation may change unit ("12 × 30 cm = 3,60 m"): it is wrong only if it is wrong in one unit too.
  // A one-unit reading that cannot be evaluated ("22 h 00 + 15 min = 22 h 15", clock times) is no
  // evidence either way, so the chain is not reported.
  const inOneUnit = chains(text, lang, true);
  const converted = (c: Chain) => inOneUnit.find((u) => u.eq === c.eq && !u.unknown);
  // Text that reads two ways is wrong only if wrong both ways: "1.200" is 1200 in Spain and France
  // and 1.2 where the point is decimal; "20 : 4 + 1" is a division in Spanish and French schools,
  // while "divisible par 3 : 6 + 4 = 10" is French punctuation before a sum.
  const other = (lang === 'es' || lang === 'fr') && /\d(?:\.\d{3}(?!\d)|\s+:\s+\d)/.test(text) ? chains(text.replace(DOTTED_THOUSANDS, (n) => n.replace(/\./g, '')).replace(/(\d)\s+:\s+(?=\d)/g, '$1 ÷ '), lang) : [];
  // Cents beside whole units of money ("$3.85 + 15 cents = $4.00") read as parts of a unit, or as written ("6 × 40 = 240 cents").
  const money = inUnitsOfMoney(text, lang);
  const inCents = money ? chains(money, lang) : [];
  // π taken as 3.14 or 22/7, as schools do ("π × 3² = 28.26").
  const schoolPi = text.includes('π') ? ['3.14', '22/7'].map((pi) => chains(text, lang, false, pi)) : [];
  const otherwise = (c: Chain) => [other, inCents, ...schoolPi].some((reading) => holds(reading.find((u) => u.eq === c.eq && !u.unknown) ?? c, asShown) === true) || pastMidnight(c, text);
  const c = wrong.find((c) => holds(converted(c) ?? c, asShown) === false && !otherwise(c) && !stepsHoldOneWayOrTheOther(c, converted(c)));
  if (!c) return divided;
  const u = converted(c);
  // Said as the reader reads it: in one unit when the units changed, "2.000" as two thousand in Spanish and French.
  const thousands = other.find((o) => o.eq === c.eq && !o.unknown);
  const shown = u && u.sides.join() !== c.sides.join() ? { c: u, how: 'recomputed in one unit' } : thousands ? { c: thousands, how: 'recomputed' } : { c, how: 'recomputed' };
  return { c, shown };
}

/**
 * Hours added to or taken from a clock time that pass midnight ("Il est 22 h à Paris : 22 h + 8 h
 * = 6 h du matin, le lendemain", "11 pm + 3 hours = 2 am"): a clock counts again from 0 after 24
 * hours, so a sum of hours that holds but for a whole number of days holds. Only sums and
 * differences in a text that speaks of hours, with a result a clock can show.
 */
function pastMidnight(c: Chain, text: string): boolean {
  if (c.sides.length !== 2 || /[*/^%]/.test(c.sides.join('')) || !HOURS.test(text)) return false;
  const [l, r] = c.sides.map((x) => value(x));
  if (l === undefined || r === undefined || r < 0 || r >= 24) return false;
  const days = (l - r) / 24;
  return days !== 0 && Math.abs(days - Math.round(days)) < 1e-9;
}
const HOURS = /\d\s?h(?!\p{L})|(?<!\p{L})(?:hours?|heures?|horas?|o['’]clock|[ap]\.?m\.?)(?!\p{L})|\d:\d\d/iu;

/** Words after a value that make it a difference or a rate, not the same amount: "30 cm longer", "500 m más", "2 km par heure". */
const COMPARED = String.raw`more|less|longer|shorter|wider|taller|higher|lower|heavier|lighter|bigger|smaller|than|per|each|more than|más|menos|de más|de menos|por|cada|que|plus|moins|de plus|de moins|par|chaque|que|qu['’]`;
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
    new RegExp(String.raw`(?<![\d.*/+\-^(=]\s*)(\d+(?:\.\d+)?)\s?(${UNIT_SOURCE})\s*(?:${CONVERSION_LINK[lang]})\s*(\d+(?:\.\d+)?)\s?(${UNIT_SOURCE})(?![\p{L}\d])(?!\s*[-+*/^=])(?!\s+(?:${COMPARED}))`, 'giu'),
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
function wrongConversion(text: string, location: string, lang: Lang): Finding[] {
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
      return [finding(location, quoted(sentence), `"${quoted(sentence)}" converts ${a} ${ua} to ${b} ${ub}, but ${a} ${ua} is ${+inB.toPrecision(12)} ${ub}.`)];
    }
  }
  return [];
}
const YEARS_OR_MONTHS = /^(?:years?|años?|ans?|months?|mes(?:es)?|mois)$/iu;

/**
 * "20 : 4 = 6": the school division sign of Spain and France, where the text as written holds no
 * calculation at that "=" (the ":" cuts it). Only a plain "a : b" with a at least b is read so:
 * "Étape 1 : 8 = 8" is a step's number, not 1 ÷ 8.
 */
const SCHOOL_DIVISION = /(^|[^\d.,\u00a0 ][ \u00a0]*|\p{L}[ \u00a0]+)(\d+(?:[.,]\d+)?)\s+:\s+(\d+(?:[.,]\d+)?\s*=)/gmu;

function schoolDivision(text: string, lang: Lang, read: Chain[], asShown: boolean): Wrong | undefined {
  if ((lang !== 'es' && lang !== 'fr') || !/\d\s+:\s+\d/.test(text)) return undefined;
  // Only "a : b =" with nothing between b and "=", and a not the number of a word before it ("par 1 000 : 3 km = 3 000 m").
  const divisions = text.replace(SCHOOL_DIVISION, (all, before: string, a: string, b: string) => (/\p{L}[ \u00a0]*$/u.test(before) ? all : `${before}${a} ÷ ${b}`));
  if (divisions === text) return undefined;
  const c = chains(divisions, lang).find((o) => {
    const m = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(o.sides[0]!);
    return m && Number(m[1]) >= Number(m[2]) && !o.unknown && !read.some((r) => r.eq === o.eq) && holds(o, asShown) === false;
  });
  return c && { c, shown: { c, how: 'recomputed' } };
}

/** A sentence short enough to quote. */
const quoted = (s: string) => (s.length > 200 ? `${s.slice(0, 199)}…` : s);

const recomputed = (w: Wrong) => `${w.shown.how}, ${w.shown.c.sides[0]} = ${+value(w.shown.c.sides[0]!)!.toPrecision(12)}`;

/**
 * Wrong arithmetic in one text, reported at `location`: its "a = b" chains, else the results it
 * states in words ("3 × 4 is 13", "la moitié de 50, soit 20", a total that is not the sum of its
 * parts), quoted by their sentence.
 */
function wrongChains(written: string, location: string, lang: Lang): Finding[] {
  const text = withoutReportedMistakes(written, lang);
  const read = chains(text, lang);
  const w = firstWrong(text, lang, false, read);
  if (w) return [finding(location, w.c.sides.join(' = '), `"${w.c.sides.join(' = ')}" is not true: ${recomputed(w)}.`)];
  const stated = statedWrong(text, location, lang);
  if (stated.length) return stated;
  const step = wrongStep(text, read, location);
  return step.length ? step : wrongConversion(text, location, lang);
}

/**
 * A sentence that reports a mistake learners make ("A common mistake is to write 3/4 = 0.34",
 * "Un error frecuente es pensar que 3/4 es 0,34", "Une erreur fréquente est d'écrire 40 min =
 * 0,4 h", "Students often think 0.5 × 0.5 = 2.5") states the wrong calculation on purpose, as a
 * teacher quotes it to warn: it is left out of the text before its arithmetic is read (blanked,
 * so that line breaks and places stay). A mistake noun alone is not enough ("the error is 2 cm"):
 * the sentence must also say someone thinks, writes or says it, or that it is done wrongly.
 */
function withoutReportedMistakes(text: string, lang: Lang): string {
  const reports = REPORTS_MISTAKE[lang];
  const reported = !!reports && MISTAKE_WORD.test(text) && reports.test(text);
  const named = MISTAKE_NAMED[lang].test(text);
  if (!reported && !named) return text;
  let out = text;
  for (const s of sentences(text, lang)) if ((reported && reports.test(s)) || (named && MISTAKE_NAMED[lang].test(s))) out = out.replace(s, ' '.repeat(s.length));
  return out;
}
/** A word a report of a mistake needs, in any language: tested once on the whole text first. */
const MISTAKE_WORD = /(?<!\p{L})(?:mistak\p{L}*|error\p{L}*|erreur\p{L}*|misconception\p{L}*|wrongly|tort|often|usually|sometimes|suelen|menudo|souvent|confund\p{L}*|confond\p{L}*|confus\p{L}*|tempting|tentador|tentant|students|learners|pupils|alumnos|estudiantes|élèves)(?!\p{L})/iu;
const SAYING: Record<'en' | 'es' | 'fr', string> = {
  en: String.raw`(?:think|thinking|write|writing|say|saying|believe|believing|assume|assuming|confuse|confusing|read|reading|put|putting|take|taking|treat|treating)s?`,
  es: String.raw`(?:pensar|piensan?|creer|creen?|escribir|escriben?|decir|dicen?|confundir|confunden?|poner|ponen?|tomar|toman?|leer|leen?)`,
  fr: String.raw`(?:penser|pensent|croire|croient|écrire|écrivent|dire|disent|confondre|confondent|mettre|mettent|lire|lisent|prendre|prennent)`,
};
const REPORTS_MISTAKE: Partial<Record<Lang, RegExp>> = {
  en: new RegExp(String.raw`(?<!\p{L})(?:(?:mistake|error|misconception|slip|trap|pitfall|mix-up)s?\b[^.;!?]*?\b${SAYING.en}|${SAYING.en}\b[^.;!?]*?\b(?:by mistake|in error)|(?:wrongly|mistakenly|often|usually|sometimes|tempting\s+to)\s+${SAYING.en}|(?:students|learners|pupils|children|many|some)\s+(?:(?:often|sometimes|usually|wrongly|may|might|tend\s+to)\s+)?${SAYING.en})(?!\p{L})`, 'iu'),
  es: new RegExp(String.raw`(?<!\p{L})(?:(?:error|errores|equivocación|confusión|trampa)(?!\p{L})[^.;!?]*?(?<!\p{L})${SAYING.es}|(?:suelen|a menudo|muchas veces|erróneamente|por error|tentador)\s+${SAYING.es}|(?:alumnos|estudiantes|muchos|algunos)\s+(?:(?:a menudo|suelen)\s+)?${SAYING.es})(?!\p{L})`, 'iu'),
  fr: new RegExp(String.raw`(?<!\p{L})(?:(?:erreur|erreurs|confusion|piège|étourderie)(?!\p{L})[^.;!?]*?(?<!\p{L})(?:d['’]|de\s+)?${SAYING.fr}|${SAYING.fr}\s+(?:souvent|à tort|par erreur)|tentant\s+(?:d['’]|de\s+)${SAYING.fr}|(?:élèves|beaucoup|certains)\s+(?:\p{L}+\s+)?${SAYING.fr})(?!\p{L})`, 'iu'),
};
/** A sentence that names what it says as a mistake (read beside REPORTS_MISTAKE: either one is enough): "a common mistake is", "un error frecuente es", "une erreur fréquente est", "by mistake", "à tort". */
const MISTAKE_NAMED: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:(?:common|frequent|typical|classic|usual|easy|tempting)\s+(?:mistake|error|slip|misconception|trap)|(?:the|a|one)\s+(?:mistake|error)\s+(?:is|would be)\s+to|by mistake|wrongly|mistakenly)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:(?:error|fallo|confusión)\s+(?:muy\s+)?(?:frecuente|común|típic[oa]|habitual|clásic[oa])|(?:el|un)\s+error\s+(?:es|sería)|por error|equivocadamente|erróneamente)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:(?:erreur|confusion)\s+(?:très\s+)?(?:fréquente|courante|classique|typique|habituelle)|l['’]erreur\s+(?:serait|est|consiste)|par erreur|à tort)(?!\p{L})/iu,
  other: /(?!)/u,
};

/** The first result a text states in words that does not hold, reported at `location`. */
function statedWrong(text: string, location: string, lang: Lang): Finding[] {
  for (const s of statedEquations(text, lang)) {
    const stated = firstWrong(s.equation, lang, true);
    if (stated) return [finding(location, quoted(s.sentence), `"${quoted(s.sentence)}" states ${stated.c.sides.join(' = ')}, which is not true: ${recomputed(stated)}.`)];
  }
  return [];
}

/** Before a value tried or put in, not derived: "if x = 2", "try x = 3", "substituting x = 1", "si x = 4", "pour x = 5". */
const TRIED = /(?<!\p{L})(?:if|when|for|let|suppose|try|trying|guess|test|substitute|substituting|plug|plugging|putting|si|cuando|para|supón|supongamos|prueba|probamos|sustituye|sustituyendo|sustituimos|pour|quand|lorsque|soit|essaie|essayons|remplace|remplaçant|remplaçons)(?!\p{L})[^.;:!?\n]*$/iu;

/** The root of a linear equation in one unknown; undefined when it is not linear or has no one root. */
function linearRoot(eq: Chain, unknown: string): number | undefined {
  const f = (v: number) => {
    const [l, r] = eq.sides.map((s) => value(s, { [unknown]: v }));
    return l === undefined || r === undefined ? undefined : l - r;
  };
  const [f0, f1, f2] = [f(0), f(1), f(2)];
  if (f0 === undefined || f1 === undefined || f2 === undefined || Math.abs(f1 - f0) < 1e-12) return undefined;
  if (Math.abs(f2 - f1 - (f1 - f0)) > 1e-9 * Math.max(1, Math.abs(f1 - f0))) return undefined;
  return -f0 / (f1 - f0);
}

/**
 * A solution's steps: each "x = v" it derives must solve the equation just before it ("3x = 15.
 * Divide both sides by 3: x = 6" does not). Only linear equations in one unknown are solved, and a
 * value tried ("if x = 2", "try x = 3") is not a step.
 */
function wrongStep(text: string, cs: Chain[], location: string): Finding[] {
  if (cs.length < 2) return [];
  const equals = [...text.matchAll(/=/g)].map((m) => m.index);
  let last: Chain | undefined;
  // The equation a step comes from: none after a value is claimed or tried ("if x = 5, then 3x + 1 = 16" starts anew).
  let from: Chain | undefined;
  for (const c of cs) {
    const claim = claimOf(c);
    if (!c.unknown || c.sides.length !== 2) continue;
    if (!claim) {
      const wrong = from && wrongTransformation(text, equals, from, c);
      if (wrong) return [finding(location, c.sides.join(' = '), wrong)];
      last = from = c;
      continue;
    }
    from = undefined;
    if (!last || last.unknown !== claim.unknown || claim.value === undefined || TRIED.test(text.slice(Math.max(0, (equals[c.eq] ?? 0) - 40), equals[c.eq]))) continue;
    const root = linearRoot(last, claim.unknown);
    if (root === undefined || same(root, claim.value, [c.sides[1]!])) continue;
    return [finding(location, `${claim.unknown} = ${c.sides[1]}`, `${claim.unknown} = ${c.sides[1]} does not follow from ${last.sides.join(' = ')}: solving it gives ${claim.unknown} = ${+root.toPrecision(12)}.`)];
  }
  return [];
}

/** Between two equations, words that make them two problems rather than two steps of one ("2x + 1 = 7 and 3x = 12", "try", "otro", "de même"). */
const TWO_PROBLEMS = /(?<!\p{L})(?:and|or|solve|try|another|next|example|exercise|now|also|similarly|such as|like|y|o|resuelve|prueba|otr[oa]|ejemplo|ahora|también|como|et|ou|résous|essaie|autre|exemple|maintenant|aussi|de même|comme)(?!\p{L})|[?]/iu;

/**
 * A step from one linear equation to the next keeps its root ("3x − 6 = 15. Add 6: 3x = 24" does
 * not: the first gives x = 7, the second x = 8); undefined when they keep it, are not both linear
 * in one unknown, or are two problems (a question, "and", "try", "another" between them).
 */
function wrongTransformation(text: string, equals: number[], before: Chain, after: Chain): string | undefined {
  if (before.unknown !== after.unknown || !after.unknown) return undefined;
  const gap = text.slice((equals[before.eq] ?? 0) + 1, equals[after.eq] ?? 0);
  if (gap.length > 120 || TWO_PROBLEMS.test(gap.replace(/[\d\s.,()+\-−–×÷*/=^²³xyzn]+$/u, ''))) return undefined;
  const [r1, r2] = [linearRoot(before, after.unknown), linearRoot(after, after.unknown)];
  if (r1 === undefined || r2 === undefined || same(r1, r2, [])) return undefined;
  return `${after.sides.join(' = ')} does not follow from ${before.sides.join(' = ')}: solving the step before gives ${after.unknown} = ${+r1.toPrecision(12)}, this one ${after.unknown} = ${+r2.toPrecision(12)}.`;
}

/** A claimed solution in `answer` checked against the equation in `question`. */
function wrongSolution(question: string, answer: string, location: string, lang: Lang): Finding[] {
  const eq = equationOf(chains(question, lang));
  const claims = chains(answer, lang).map(claimOf).filter((c) => c && c.value !== undefined);
  const claim = claims.at(-1);
  if (!eq || !claim || claim.unknown !== eq.unknown) return [];
  if (solves(eq, claim.unknown, claim.value!) !== false) return [];
  return [finding(location, `${claim.unknown} = ${claim.value}`, `${claim.unknown} = ${claim.value} does not solve ${eq.sides.join(' = ')}: putting it back in, the two sides differ.`)];
}

/** Questions that ask for a value ("What is 12 ÷ 4?"), not about a number ("the denominator of 3/7"). */
const ASKS_VALUE = /\b(?:calculate|work out|what is|how much is|evaluate|find the value|simplify|calcula|calcule|cuánto es|cuánto son|cuál es el resultado|calculer|combien font|combien fait|que vaut)\b/iu;

/** "What is 12 ÷ 4?" answered "4": the expression asked about, computed. */
function wrongValue(question: string, answer: string, location: string, lang: Lang): Finding[] {
  if (question.includes('=') || !ASKS_VALUE.test(question)) return [];
  const expr = /[\d.()]+(?:\s*[-+*/^]\s*[\d.()]+)+/.exec(prepare(question, lang))?.[0];
  const given = prepare(answer, lang).trim().replace(/[.\s]+$/, '');
  if (!expr || !/^[-\d.()/\s*+]+$/.test(given)) return [];
  const want = value(expr);
  const got = value(given);
  if (want === undefined || got === undefined || same(want, got, [given])) return [];
  return [finding(location, answer, `${expr.trim().replace(/\.$/, '')} is ${+want.toPrecision(12)}, not ${given}.`)];
}

/** What a SATA option states, judged: undefined when it states nothing checkable. */
function optionTruth(text: string, stem: Chain[], lang: Lang): boolean | undefined {
  const own = chains(text, lang);
  if (!own.length) return undefined;
  const c = own[0]!;
  if (!c.unknown) return holds(c);
  const claim = claimOf(c);
  const eq = equationOf(stem);
  if (claim && eq && eq.unknown === claim.unknown && claim.value !== undefined) return solves(eq, claim.unknown, claim.value);
  const stemClaim = stem.map(claimOf).find((x) => x && x.value !== undefined);
  if (!claim && stemClaim && stemClaim.unknown === c.unknown) return solves(c, c.unknown, stemClaim.value!);
  return undefined;
}

export function arithmeticFindings(mode: Mode, content: unknown, lang: Lang): Finding[] {
  const c = (content && typeof content === 'object' ? content : {}) as Obj;
  const out: Finding[] = [];
  if (mode === 'SATA') {
    arr(c.questions).forEach((q, qi) => {
      const stem = chains(str(q.stem), lang);
      out.push(...wrongChains(str(q.stem), pointer(['questions', qi, 'stem']), lang));
      arr(q.options).forEach((o, oi) => {
        // Only a false statement marked correct is a slip the arithmetic shows: a true one marked
        // wrong may be wrong for what it reasons or answers ("4 × 26 = 104 passwords": the choices
        // multiply; "45 = 5 × 9" is no prime factorisation), which its rationale says.
        const truth = o.correct === true ? optionTruth(str(o.text), stem, lang) : undefined;
        if (truth === false) out.push(finding(pointer(['questions', qi, 'options', oi]), str(o.text), `Recomputed, "${str(o.text)}" is false, but the option is marked correct.`));
        // An option marked correct that states its result in words ("15% of 80 is 14").
        else if (truth === undefined && o.correct === true) out.push(...statedWrong(str(o.text), pointer(['questions', qi, 'options', oi]), lang));
        out.push(...wrongChains(str(o.rationale), pointer(['questions', qi, 'options', oi, 'rationale']), lang));
      });
    });
    return out;
  }
  if (mode === 'KE') {
    arr(c.sections).forEach((s, i) => out.push(...wrongChains(str(s.body), pointer(['sections', i, 'body']), lang)));
    arr(c.keyTerms).forEach((t, i) => out.push(...wrongChains(str(t.definition), pointer(['keyTerms', i, 'definition']), lang)));
    arr(c.workedExamples).forEach((w, i) => {
      const at = pointer(['workedExamples', i, 'solution']);
      out.push(...wrongChains(str(w.problem), pointer(['workedExamples', i, 'problem']), lang));
      const own = wrongChains(str(w.solution), at, lang);
      out.push(...(own.length ? own : [...wrongSolution(str(w.problem), str(w.solution), at, lang), ...wrongValue(str(w.problem), str(w.solution), at, lang)].slice(0, 1)));
    });
    arr(c.checkQuestions).forEach((q, i) => {
      const at = pointer(['checkQuestions', i, 'answer']);
      const own = wrongChains(str(q.answer), at, lang);
      out.push(...(own.length ? own : [...wrongSolution(str(q.question), str(q.answer), at, lang), ...wrongValue(str(q.question), str(q.answer), at, lang)].slice(0, 1)));
    });
    return out;
  }
  const strings = (v: unknown, path: PropertyKey[]): Array<[string, string]> =>
    typeof v === 'string' ? [[v, pointer(path)]] : Array.isArray(v) ? v.flatMap((x, i) => strings(x, [...path, i])) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => strings(x, [...path, k])) : [];
  // A poor SPL choice may reason wrongly on purpose ("3 months, because 300 × 3 = 1,200"); its
  // feedback, checked like every other text, is where the mistake must be corrected.
  const distractors = distractorTexts(mode, content);
  for (const [text, at] of strings(content, [])) if (!distractors.has(at)) out.push(...wrongChains(text, at, lang));
  return out;
}
