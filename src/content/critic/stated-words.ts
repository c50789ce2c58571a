// Numbers, operators, parts and powers as a teacher writes them in words, in English, Spanish and
// French, turned into the symbols the arithmetic check reads (stated-results.ts): "fifty-four",
// "cuarenta y dos", "quatre-vingt-dix"; "times", "dividido entre", "fois"; "half of", "el doble
// de", "la moitié de"; "squared", "la raíz cuadrada de", "au carré". Built once at load.
import type { Lang } from './text.js';

/** A number as written: "8,000", "8.000", "8 000", "2,40", "0.5". */
export const NUM = String.raw`\d+(?:[,.\u00a0\u202f ]\d{3})*(?:[.,]\d+)?(?![\d])`;
export const CUR = String.raw`[$€£¥]`;
/** Money written as a word after a number: it is the same "unit" as a currency sign. */
export const MONEY_WORD = /^(?:dollars?|euros?|pounds?|cents?|pence|pesos?|céntimos?|centimes?|€|\$|£|¥)$/iu;

/**
 * Number words to digits, per language: units, teens and tens up to 99 ("fifty-four", "cuarenta y
 * dos", "quatre-vingt-dix"). Hundreds are left as words: "two hundred" read word by word would be "2 100".
 */
const UNITS: Record<Lang, string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'],
  other: [],
};
const TENS: Record<Lang, string[]> = {
  en: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
  es: ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
  fr: ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'soixante-dix', 'quatre-vingt', 'quatre-vingt-dix'],
  other: [],
};
/** "Twenty-four", "treinta y cuatro", "vingt-quatre", "vingt et un"; Spanish 21-29 are one word. */
const TENS_JOIN: Record<Lang, string> = { en: String.raw`[- ]`, es: String.raw`\s+y\s+`, fr: String.raw`(?:-|\s+et\s+)`, other: '-' };
const ES_TWENTIES = ['veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];

const byLength = (a: string, b: string) => b.length - a.length;
export const NUMBER_WORD: Record<Lang, RegExp> = Object.fromEntries(
  (['en', 'es', 'fr', 'other'] as const).map((lang) => {
    // French "un"/"une" and Spanish "un"/"una" are articles far more often than numbers.
    const units = UNITS[lang].filter((w) => w !== 'un').sort(byLength).join('|');
    const tens = TENS[lang].filter(Boolean).sort(byLength).join('|');
    const twenties = lang === 'es' ? `${ES_TWENTIES.join('|')}|` : '';
    const source = units ? String.raw`(?<![\p{L}-])(?:${twenties}(?:${tens})(?:${TENS_JOIN[lang]}(?:${units}|un))?|${units})(?![\p{L}-])` : '(?!)';
    return [lang, new RegExp(source, 'giu')];
  }),
) as Record<Lang, RegExp>;

export function wordValue(word: string, lang: Lang): number | undefined {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (lang === 'es' && ES_TWENTIES.includes(w)) return 21 + ES_TWENTIES.indexOf(w);
  const unit = UNITS[lang].indexOf(w);
  if (unit >= 0) return unit;
  const tens = TENS[lang];
  for (let i = tens.length - 1; i >= 2; i--) {
    if (!w.startsWith(tens[i]!)) continue;
    const rest = w.slice(tens[i]!.length).replace(/^(?:-|\s+y\s+|\s+et\s+|\s+)/u, '');
    if (!rest) return i * 10;
    const u = rest === 'un' ? 1 : UNITS[lang].indexOf(rest);
    if (u > 0 && u < 10) return i * 10 + u;
    // "soixante-dix-sept", "quatre-vingt-douze": tens of 60 and 80 count on past ten.
    if (lang === 'fr' && (i === 6 || i === 8) && u >= 10) return i * 10 + u;
  }
  return undefined;
}

/** Operators written as words, between two numbers. */
const WORD_OPERATORS: Record<Lang, Array<[RegExp, string]>> = {
  en: [
    [/times|multiplied by/, '×'],
    [/plus|added to/, '+'],
    [/minus|take away/, '−'],
    [/divided by/, '÷'],
  ],
  es: [
    [/multiplicado por|veces|por/, '×'],
    [/más/, '+'],
    [/menos/, '−'],
    [/dividido entre|dividido por|entre/, '÷'],
  ],
  fr: [
    [/multiplié par|fois/, '×'],
    [/plus/, '+'],
    [/moins/, '−'],
    [/divisé par/, '÷'],
  ],
  other: [],
};
export const OPERATOR_WORDS: Record<Lang, Array<[RegExp, string]>> = Object.fromEntries(
  Object.entries(WORD_OPERATORS).map(([lang, ops]) => [lang, ops.map(([w, op]) => [new RegExp(String.raw`(?<=\d\s*${CUR}?)\s+(?:${w.source})\s+(?=${CUR}?\s?\d)`, 'giu'), ` ${op} `] as [RegExp, string])]),
) as Record<Lang, Array<[RegExp, string]>>
/**
 * An operation named by its verb before the first number, with only "by", "entre", "par" between
 * the two ("Dividing 8 by −2 gives −4", "Si divides 12 entre 4 obtienes 3", "En multipliant 6 par 7
 * on obtient 42"): the word between says which number divides, not that two numbers are apart.
 */
const VERB_OPERATORS: Record<Lang, Array<[string, string, string]>> = {
  en: [['divid(?:e|es|ed|ing)', 'by', '÷'], ['multipl(?:y|ies|ied|ying)', 'by', '×']],
  es: [['divid(?:e|es|imos|ir|iendo)', 'entre|por', '÷'], ['multiplic(?:a|as|amos|ar|ando)', 'por', '×']],
  fr: [['divis(?:e|es|ons|er|ant)', 'par', '÷'], ['multipli(?:e|es|ons|er|ant)', 'par', '×']],
  other: [],
};
for (const [lang, ops] of Object.entries(VERB_OPERATORS)) {
  for (const [verb, by, op] of ops) OPERATOR_WORDS[lang as Lang].push([new RegExp(String.raw`(?<=(?<!\p{L})(?:${verb})\s+(?:${CUR}\s?)?[−-]?\d+(?:[.,]\d+)?\s*(?:${CUR})?)\s+(?:${by})\s+(?=${CUR}?\s?[−-]?\d)`, 'giu'), ` ${op} `]);
}

export const NUMBER_WORD_ANY: Record<Lang, RegExp> = Object.fromEntries(Object.entries(NUMBER_WORD).map(([lang, re]) => [lang, new RegExp(re.source, 'iu')])) as Record<Lang, RegExp>;

/** Whether a text has an operator word at all. */
export const OPERATOR_WORD_ANY: Record<Lang, RegExp> = Object.fromEntries(
  Object.entries(WORD_OPERATORS).map(([lang, ops]) => [lang, ops.length ? new RegExp(String.raw`(?<!\p{L})(?:${ops.map(([w]) => w.source).join('|')})(?!\p{L})`, 'iu') : /(?!)/u]),
) as Record<Lang, RegExp>;

/** A part or a multiple of a number: "half of 50" -> "(50/2)", "el doble de 12" -> "(2*12)". */
const PARTS: Record<Lang, Array<[string, string]>> = {
  en: [
    ['(?:one |a )?half of', '/2'],
    ['(?:one |a )?third of', '/3'],
    ['(?:one |a )?(?:quarter|fourth) of', '/4'],
    ['(?:double|twice)', '*2'],
    ['triple', '*3'],
  ],
  es: [
    ['(?:la mitad|un medio) del?', '/2'],
    ['(?:la tercera parte|un tercio) del?', '/3'],
    ['(?:la cuarta parte|un cuarto) del?', '/4'],
    ['el doble del?', '*2'],
    ['el triple del?', '*3'],
  ],
  fr: [
    ['(?:la moitié|un demi) (?:de|du|des|d[\'’])', '/2'],
    ['(?:le|un) tiers (?:de|du|des|d[\'’])', '/3'],
    ['(?:le|un) quart (?:de|du|des|d[\'’])', '/4'],
    ['le double (?:de|du|d[\'’])', '*2'],
    ['le triple (?:de|du|d[\'’])', '*3'],
  ],
  other: [],
};
export const PART_RES: Record<Lang, Array<[RegExp, string]>> = Object.fromEntries(
  Object.entries(PARTS).map(([lang, parts]) => [lang, parts.map(([w, op]) => [new RegExp(String.raw`(?<!\p{L})${w}\s*(?:the\s+|el\s+|l[ae]\s+)?(${CUR})?\s?(${NUM})`, 'giu'), op] as [RegExp, string])]),
) as Record<Lang, Array<[RegExp, string]>>;

/** Powers in words: "7 squared", "the square of 7", "the square root of 81", "√81", "al cuadrado", "la racine carrée de". */
const POWERS: Record<Lang, Array<[string, string]>> = {
  en: [['the square root of\\s+|√\\s?', '0.5'], ['the cube root of\\s+', '(1/3)'], ['the square of\\s+', '2'], ['the cube of\\s+', '3']],
  es: [['la raíz cuadrada de\\s+|√\\s?', '0.5'], ['la raíz cúbica de\\s+', '(1/3)'], ['el cuadrado de\\s+', '2'], ['el cubo de\\s+', '3']],
  fr: [['la racine carrée de\\s+|√\\s?', '0.5'], ['la racine cubique de\\s+', '(1/3)'], ['le carré de\\s+', '2'], ['le cube de\\s+', '3']],
  other: [],
};
const POWER_AFTER: Record<Lang, Array<[string, string]>> = {
  en: [['squared', '2'], ['cubed', '3']],
  es: [['al cuadrado', '2'], ['al cubo', '3']],
  fr: [['au carré', '2'], ['au cube', '3']],
  other: [],
};
export const POWER_RES: Record<Lang, Array<[RegExp, string]>> = Object.fromEntries(
  (['en', 'es', 'fr', 'other'] as const).map((lang) => [
    lang,
    [
      ...POWERS[lang].map(([w, p]) => [new RegExp(String.raw`(?<!\p{L})(?:${w})(${NUM})`, 'giu'), p] as [RegExp, string]),
      ...POWER_AFTER[lang].map(([w, p]) => [new RegExp(String.raw`(?<![\d.,])(${NUM})\s+${w}(?!\p{L})`, 'giu'), p] as [RegExp, string]),
    ],
  ]),
) as Record<Lang, Array<[RegExp, string]>>;

/**
 * A fraction of a number in words, numerator and denominator both named: "three quarters of 60",
 * "two-fifths of 45", "seven eighths of 40"; "dos tercios de 90", "las tres cuartas partes de
 * 60"; "les trois quarts de 60", "deux cinquièmes de 45". Read as "(3/4*60)". A lone ordinal
 * ("the third of 5 runners") is a rank, not a share, so a numerator is needed ("a", "one", "un"
 * count as one).
 */
export const DENOMINATORS: Record<Lang, Array<[string, number]>> = {
  en: [['halves', 2], ['half', 2], ['thirds?', 3], ['quarters?', 4], ['fourths?', 4], ['fifths?', 5], ['sixths?', 6], ['sevenths?', 7], ['eighths?', 8], ['ninths?', 9], ['tenths?', 10], ['twelfths?', 12], ['hundredths?', 100]],
  es: [['medios', 2], ['tercios?', 3], ['cuartos?', 4], ['quintos?', 5], ['sextos?', 6], ['séptimos?', 7], ['octavos?', 8], ['novenos?', 9], ['décimos?', 10], ['centésimos?', 100], ['terceras? partes?', 3], ['cuartas? partes?', 4], ['quintas? partes?', 5], ['sextas? partes?', 6], ['séptimas? partes?', 7], ['octavas? partes?', 8], ['novenas? partes?', 9], ['décimas? partes?', 10]],
  fr: [['demis?', 2], ['tiers', 3], ['quarts?', 4], ['cinquièmes?', 5], ['sixièmes?', 6], ['septièmes?', 7], ['huitièmes?', 8], ['neuvièmes?', 9], ['dixièmes?', 10], ['centièmes?', 100]],
  other: [],
};
const ONE: Record<Lang, string> = { en: 'an?|one', es: 'un|una|uno', fr: 'un|une', other: '(?!)' };
const FRACTION_OF_WORDS: Record<Lang, { re: RegExp; den: Array<[RegExp, number]> }> = Object.fromEntries(
  (['en', 'es', 'fr', 'other'] as const).map((lang) => {
    const article = { en: '', es: String.raw`(?:(?:las|los|la|el)\s+)?`, fr: String.raw`(?:(?:les|le)\s+)?`, other: '' }[lang];
    const of = { en: 'of', es: 'del?', fr: String.raw`(?:de|du|des|d['’])`, other: '(?!)' }[lang];
    const after = { en: String.raw`(?:the\s+|its\s+)?`, es: String.raw`(?:(?:los|las|el|la|sus?)\s+)?`, fr: String.raw`(?:(?:les|la|le|l['’]|ses|sa|son)\s*)?`, other: '' }[lang];
    const numerator = String.raw`(?<k>\d+|${ONE[lang]}|${NUMBER_WORD[lang].source.replace(/^\(\?<!\[\\p\{L\}-\]\)|\(\?!\[\\p\{L\}-\]\)$/g, '')})`;
    const dens = DENOMINATORS[lang].map(([w]) => w).join('|');
    const source = lang === 'other' ? '(?!)' : String.raw`(?<![\p{L}\d])${article}${numerator}[\s-]+(?<d>${dens})\s+${of}\s*${after}(?<cur>${CUR})?\s?(?<n>${NUM})`;
    return [lang, { re: new RegExp(source, 'giu'), den: DENOMINATORS[lang].map(([w, v]) => [new RegExp(`^(?:${w})$`, 'iu'), v] as [RegExp, number]) }];
  }),
) as Record<Lang, { re: RegExp; den: Array<[RegExp, number]> }>;
const ONE_RE: Record<Lang, RegExp> = Object.fromEntries((['en', 'es', 'fr', 'other'] as const).map((lang) => [lang, new RegExp(`^(?:${ONE[lang]})$`, 'iu')])) as Record<Lang, RegExp>;

/** The text with each fraction of a number in words written as a product: "three quarters of 60" -> "(3/4*60)". */
export function fractionsInWords(text: string, lang: Lang): string {
  const { re, den } = FRACTION_OF_WORDS[lang];
  if (lang === 'other') return text;
  return text.replace(re, (all, ...args: unknown[]) => {
    const g = args.at(-1) as Record<string, string | undefined>;
    const k = /^\d+$/.test(g.k!) ? Number(g.k) : ONE_RE[lang].test(g.k!) ? 1 : wordValue(g.k!, lang);
    const d = den.find(([r]) => r.test(g.d!.replace(/\s+/g, ' ')))?.[1];
    if (!k || !d || k >= d * 10) return all;
    return `(${k}/${d}*${g.n})`;
  });
}
