// A result a sentence draws from its own numbers ("Tickets cost $7.50 each, so four tickets cost
// $28", "Elle a 3 billets de 20 € et 2 billets de 5 €, soit 75 €", "reparte 24 caramelos entre 6
// amigos: a cada uno le tocan 5"), recomputed the way a teacher checks it: whatever words the
// writer chose, the number after "so", "in all", "soit", "así que" must come out of the numbers
// before it by the few operations a school sum uses. The sentence's own quantities (digits, small
// number words, "half", "double", "a dozen") are combined by +, −, × and ÷, at most three of them;
// if no combination gives the result, to the places it shows, the result is wrong. Only a result
// of the same thing as a number before it is read ("$28" after "$7.50", "15 pupils" after "28
// pupils"): a count of buses from minutes and hours needs a fact the sentence does not give (60
// minutes an hour) and is left alone, as are sentences with clock times, years, ranges, a bound
// or a word of rounding. Apart from the other readings of results in words (stated-*.ts), which
// rewrite a form they know into one equation: this one knows no form, only the numbers.
import { sentences, type Lang } from './text.js';
import { NUM, wordValue, NUMBER_WORD } from './stated-words.js';
import { rough, sameThing, YEAR } from './stated-equation.js';

/** Words after which the next number is what the sentence concludes. */
const CONSEQUENCE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:so(?!\s+(?:that|as|far|much|many|long)(?!\p{L}))|therefore|thus|hence|that is|that's|which makes|which leaves|which gives|making|giving|leaving|in all|altogether|in total|all together|a total of)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:así que|por lo tanto|por tanto|entonces|es decir|o sea|en total|en conjunto|le quedan?|les quedan?|sobran|le tocan?|les tocan?|tocan? a)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:donc|soit|c['’]est-à-dire|en tout|au total|il (?:lui |leur |en )?reste)(?!\p{L})/iu,
  other: /(?!)/u,
};
/** Words right after the result that say it concludes: "$38 left", "83 € en tout", "12 en total". */
const CONSEQUENCE_AFTER: Record<Lang, RegExp> = {
  en: /^\s*(?:[\p{L}]+\s+)?(?:left(?: over)?|in all|altogether|in total)(?!\p{L})/iu,
  es: /^\s*(?:[\p{L}]+\s+)?(?:en total|en conjunto)(?!\p{L})/iu,
  fr: /^\s*(?:[\p{L}]+\s+)?(?:en tout|au total)(?!\p{L})/iu,
  other: /(?!)/u,
};
/** A result that is one of a list or the end of a range ("180 kcal and 13.5 g", "entre 21 h et 23 h"), or whose clause describes its own thing ("que cuestan 9 euros en total"). */
const NOT_CONCLUDED: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:(?:and|or|to)|(?:which|that(?!\s+is|['’]s)|who)\s+(?:[\p{L}]+\s+){0,2})\s*$/iu,
  es: /(?<!\p{L})(?:(?:y|e|o|u|a)|(?<!(?:así|para|ya|modo|manera)\s)(?:que|cuyo|cuya)\s+(?:[\p{L}]+\s+){0,2})\s*$/iu,
  fr: /(?<!\p{L})(?:(?:et|ou|à)|(?:qui|que|dont)\s+(?:[\p{L}]+\s+){0,2})\s*$/iu,
  other: /(?!)/u,
};
/** A result named as the alternative to another ("600 g de harina en lugar de 450 g"). */
const INSTEAD = /(?<!\p{L})(?:instead of|rather than|en lugar de|en vez de|au lieu de|plutôt que)\s+$/iu;
/** A result told against another amount ("0,70 € más", "$60 more", "10 centimes de plus", "$300 short"): a difference whose terms the sentence need not give. */
const COMPARED = /^\s*(?:[\p{L}]+\s+)?(?:more|less|fewer|short|extra|over|under|too|más|menos|de más|de menos|plus|moins|de plus|de moins|en plus|en moins)(?!\p{L})/iu;
/** Multipliers written as words: "half of", "double", "a dozen", "la mitad", "le double", "un quart". */
const MULTIPLIERS: Record<Lang, Array<[RegExp, number]>> = {
  en: [[/(?<!\p{L})half(?!\p{L})/iu, 0.5], [/(?<!\p{L})(?:twice|double)(?!\p{L})/iu, 2], [/(?<!\p{L})(?:triple|three times)(?!\p{L})/iu, 3], [/(?<!\p{L})(?:a|one) quarter(?!\p{L})/iu, 0.25], [/(?<!\p{L})(?:a|one) third(?!\p{L})/iu, 1 / 3], [/(?<!\p{L})(?:a|one) dozen(?!\p{L})/iu, 12]],
  es: [[/(?<!\p{L})mitad(?!\p{L})/iu, 0.5], [/(?<!\p{L})doble(?!\p{L})/iu, 2], [/(?<!\p{L})triple(?!\p{L})/iu, 3], [/(?<!\p{L})(?:un|una) cuarta parte(?!\p{L})/iu, 0.25], [/(?<!\p{L})(?:un|una) tercera? parte(?!\p{L})/iu, 1 / 3], [/(?<!\p{L})(?:una|la) docena(?!\p{L})/iu, 12]],
  fr: [[/(?<!\p{L})moitié(?!\p{L})/iu, 0.5], [/(?<!\p{L})double(?!\p{L})/iu, 2], [/(?<!\p{L})triple(?!\p{L})/iu, 3], [/(?<!\p{L})(?:un|le) quart(?!\p{L})/iu, 0.25], [/(?<!\p{L})(?:un|le) tiers(?!\p{L})/iu, 1 / 3], [/(?<!\p{L})(?:une|la) douzaine(?!\p{L})/iu, 12]],
  other: [],
};
/** What makes a sentence's numbers not plain amounts: clock times, ranges, bounds, rounding, an equation written out, percentages. */
const NOT_PLAIN = /\d\s?(?::|h)\s?\d\d(?!\d)|\d\s?[–-]\s?\d|[=≈~<>≤≥%]|(?<!\p{L})(?:about|around|roughly|approximately|nearly|almost|at least|at most|up to|more than|less than|over|under|rounded|nearest|next|per cent|percent|siguiente|suivante?|environ|à peu près|presque|au moins|au plus|plus de|moins de|arrondi\p{L}*|por ciento|aproximadamente|alrededor|cerca de|casi|al menos|como mucho|más de|menos de|redonde\p{L}*|unos|unas|pour cent)(?!\p{L})/iu;
/** Words between a number and the thing it counts: "2 more chairs", "3 other pupils", "4 autres élèves". */
const MORE = '(?:more|extra|other|further|additional|otros|otras|nuevos|nuevas|autres|nouveaux|nouvelles)';
/** A number as written, with a currency sign before or after it and the word after it (its unit or the thing counted). */
const QUANTITY = new RegExp(String.raw`(?<![\p{L}\d.,/])([$€£¥]\s?)?(${NUM})(?:\s?([$€£¥]))?(?:\s+(?:de\s+|d['’])?(?:${MORE}\s+)?([\p{L}²³]+))?`, 'gu');
const MONEY = /^(?:[$€£¥]|dollars?|euros?|pounds?|pence|pesos?|dólares?|libras?)$/iu;

interface Quantity {
  value: number;
  /** What it counts or measures: "money", a unit, a noun, or "" for a bare number. */
  thing: string;
  at: number;
  end: number;
  /** Where the number itself ends (before the word after it). */
  numberEnd: number;
  /** Places written after the decimal separator. */
  places: number;
}

const NUMBER_WORDS = Object.fromEntries(Object.entries(NUMBER_WORD).map(([lang, re]) => [lang, new RegExp(re.source, 'giu')])) as Record<Lang, RegExp>;

function quantities(sentence: string, lang: Lang): Quantity[] {
  const out: Quantity[] = [];
  for (const m of sentence.matchAll(QUANTITY)) {
    const [, before, number, after, word] = m;
    const value = rough(number!);
    if (!Number.isFinite(value)) continue;
    const thing = before || after || (word && MONEY.test(word)) ? 'money' : (word ?? '').toLowerCase();
    const places = /[.,](\d+)$/.exec(number!)?.[1]?.length ?? 0;
    out.push({ value, thing, at: m.index, end: m.index + m[0].length, numberEnd: m.index + m[0].length - (word ? m[0].length - m[0].lastIndexOf(word) : 0), places: /[.,]\d{3}$/.test(number!) && value >= 1000 ? 0 : places });
  }
  // Small numbers in words ("four tickets", "cinco amigos"), the thing counted after them.
  for (const m of sentence.matchAll(NUMBER_WORDS[lang])) {
    const value = wordValue(m[0], lang);
    if (value === undefined || value < 2) continue;
    const word = /^\s+([\p{L}]+)/u.exec(sentence.slice(m.index + m[0].length))?.[1];
    out.push({ value, thing: (word ?? '').toLowerCase(), at: m.index, end: m.index + m[0].length, numberEnd: m.index + m[0].length, places: 0 });
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * Every value of the result's thing the numbers make with +, −, × and ÷, each used at most once
 * (all subsets of two or more). Each number carries its power of the result's thing: 1 for an
 * amount of it ("$7.50"), 0 for a count or a factor ("four", "a week"). Only amounts of one power
 * are added or taken away, and only values of power 1 are results: "(20 € + 5 €) × 3" is no sum
 * of money, and "250 g + 10 × 20" no mass.
 */
function combines(xs: Array<{ value: number; power: number }>, gives: (v: number) => boolean): boolean {
  // The values each subset of the numbers makes, by bitmask, kept as two parallel lists (value,
  // power) so a long search allocates little; it stops at the first value that gives the result.
  const values = new Map<number, number[]>();
  const powers = new Map<number, number[]>();
  xs.forEach((x, i) => {
    values.set(1 << i, [x.value]);
    powers.set(1 << i, [x.power]);
  });
  for (let mask = 1; mask < 1 << xs.length; mask++) {
    if (values.has(mask)) continue;
    const [vs, ps]: [number[], number[]] = [[], []];
    const add = (v: number, p: number) => {
      vs.push(v);
      ps.push(p);
      return p === 1 && gives(v);
    };
    for (let part = (mask - 1) & mask; part > 0; part = (part - 1) & mask) {
      const other = mask ^ part;
      if (part < other) continue;
      const [av, ap, bv, bp] = [values.get(part)!, powers.get(part)!, values.get(other)!, powers.get(other)!];
      for (let i = 0; i < av.length; i++) {
        for (let j = 0; j < bv.length; j++) {
          const [a, pa, b, pb] = [av[i]!, ap[i]!, bv[j]!, bp[j]!];
          if (pa === pb && (add(a + b, pa) || add(a - b, pa) || add(b - a, pa))) return true;
          if (add(a * b, pa + pb)) return true;
          if (b && add(a / b, pa - pb)) return true;
          if (a && add(b / a, pb - pa)) return true;
        }
      }
    }
    values.set(mask, vs);
    powers.set(mask, ps);
  }
  return false;
}
/** More numbers than this are a table, not a sum (and 4 numbers make some 3,000 values to try). */
const MAX_INPUTS = 4;
/** Facts the units of a sentence give: 7 days a week, 60 minutes an hour, 12 months a year. */
const UNIT_FACTS: Record<Lang, Array<[RegExp, RegExp, number]>> = {
  en: [[/(?<!\p{L})days?(?!\p{L})/iu, /(?<!\p{L})weeks?(?!\p{L})/iu, 7], [/(?<!\p{L})min(?:utes?|s)?(?!\p{L})/iu, /(?<!\p{L})(?:hours?|h)(?!\p{L})/iu, 60], [/(?<!\p{L})months?(?!\p{L})/iu, /(?<!\p{L})years?(?!\p{L})/iu, 12]],
  es: [[/(?<!\p{L})días?(?!\p{L})/iu, /(?<!\p{L})semanas?(?!\p{L})/iu, 7], [/(?<!\p{L})min(?:utos?)?(?!\p{L})/iu, /(?<!\p{L})(?:horas?|h)(?!\p{L})/iu, 60], [/(?<!\p{L})mes(?:es)?(?!\p{L})/iu, /(?<!\p{L})años?(?!\p{L})/iu, 12]],
  fr: [[/(?<!\p{L})jours?(?!\p{L})/iu, /(?<!\p{L})semaines?(?!\p{L})/iu, 7], [/(?<!\p{L})min(?:utes?)?(?!\p{L})/iu, /(?<!\p{L})(?:heures?|h)(?!\p{L})/iu, 60], [/(?<!\p{L})mois(?!\p{L})/iu, /(?<!\p{L})(?:ans?|années?)(?!\p{L})/iu, 12]],
  other: [],
};
/**
 * Measures worked out by a formula the sentence does not write: a shape's perimeter, area or
 * volume, an average. "On average", "en moyenne", "de media" qualify the amounts; they compute nothing.
 */
const FORMULA: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:perimeter|area|volume|circumference|(?<!\bon\s+)average|mean|square|rectangle|triangle|circle|cube|speed)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:perímetro|área|superficie|volumen|circunferencia|(?<!(?<!\p{L})(?:de|en)\s+)media|(?<!(?<!\p{L})(?:de|en)\s+)promedio|cuadrado|rectángulo|triángulo|círculo|cubo|velocidad)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:périmètre|aire|surface|volume|circonférence|(?<!(?<!\p{L})en\s+)moyenne|carré|rectangle|triangle|cercle|cube|vitesse)(?!\p{L})/iu,
  other: /(?!)/u,
};

export interface Consequence {
  sentence: string;
  result: string;
  /** The numbers it was computed from, as values. */
  from: number[];
}

/**
 * Sentences whose concluding number no sum, difference, product or quotient of their own numbers
 * gives: a result of the same thing as a number before it, after a word of consequence, with at
 * least two numbers before it and none after it.
 */
export function wrongConsequences(text: string, lang: Lang): Consequence[] {
  if (lang === 'other' || !/\d/.test(text)) return [];
  const out: Consequence[] = [];
  let told: Quantity[] = [];
  for (const sentence of sentences(text, lang)) {
    // The amounts the sentence before gave, which a conclusion may start from ("She has 5 €. It
    // costs 4,80 € in all, and 0,20 € is left").
    const earlier = told;
    told = NOT_PLAIN.test(sentence) ? [] : quantities(sentence, lang);
    if (NOT_PLAIN.test(sentence) || FORMULA[lang].test(sentence)) continue;
    const qs = told;
    if (qs.length < 2) continue;
    const result = qs.at(-1)!;
    const before = qs.slice(0, -1);
    // The word of consequence comes after the first number ("Tickets cost $7.50 each, so four
    // tickets cost $28") or right after the result ("Mia has $38 left").
    const cue = sentence.slice(before[0]!.end, result.at);
    const rest = sentence.slice(result.numberEnd);
    if (!(CONSEQUENCE[lang].test(cue) || CONSEQUENCE_AFTER[lang].test(rest)) || /\d/.test(sentence.slice(result.end)) || before.some((q) => YEAR.test(String(q.value)))) continue;
    // The result must be of the same thing as a number before it: "$28" after "$7.50".
    if (!result.thing || !before.some((q) => q.thing && sameThing(q.thing, result.thing) && sameThing(result.thing, q.thing))) continue;
    if (NOT_CONCLUDED[lang].test(sentence.slice(before.at(-1)!.numberEnd, result.at)) || INSTEAD.test(sentence.slice(0, result.at)) || COMPARED.test(sentence.slice(result.numberEnd))) continue;
    const upTo = sentence.slice(0, result.at);
    const ofResult = (q: Quantity) => !!q.thing && sameThing(q.thing, result.thing) && sameThing(result.thing, q.thing);
    // A second conclusion may start from the first or from elsewhere ("soit 4,80 € en tout, et il
    // reste 0,20 €"): an amount of the result's thing concluded earlier in the sentence.
    if (before.some((q, i) => i > 0 && ofResult(q) && CONSEQUENCE[lang].test(sentence.slice(before[i - 1]!.end, q.at)))) continue;
    const factors = [...MULTIPLIERS[lang].filter(([re]) => re.test(upTo)).map(([, v]) => v), ...UNIT_FACTS[lang].filter(([a, b]) => a.test(sentence) && b.test(sentence)).map(([, , v]) => v)];
    const inputs = [...before.map((q) => ({ value: q.value, power: ofResult(q) ? 1 : 0, bare: !q.thing })), ...factors.map((value) => ({ value, power: 0, bare: false }))];
    if (inputs.length < 2 || inputs.length > MAX_INPUTS) continue;
    // Right to what it shows, as a result in words is read elsewhere (arithmetic-holds.ts): a value
    // the sentence's numbers and the result can show exactly ("3 km + 4.5 km" is 7.5 km, money to
    // the cent) must be that value; one that needs more places may be rounded either way ("50
    // pencils in boxes of 8: 7 boxes").
    const unit = 10 ** -result.places;
    const finest = Math.min(unit, 10 ** -Math.max(0, ...before.map((q) => q.places)), result.thing === 'money' ? 0.01 : Infinity);
    const gives = (v: number) => {
      const exact = Math.abs(v / finest - Math.round(v / finest)) < 1e-9;
      return exact ? Math.abs(v - result.value) < finest / 2 : Math.abs(v - result.value) < unit;
    };
    // A result equal to a number of the same thing before it restates it ("… 49 J …, so it has 49 J of kinetic energy").
    // A bare number ("He wants 3, so … $3.75") may be an amount of the result's thing or a count: both are tried.
    const readings = inputs.some((i) => i.bare) ? [inputs, inputs.map((i) => (i.bare ? { ...i, power: 1 } : i))] : [inputs];
    if (before.some((q) => gives(q.value) && ofResult(q)) || readings.some((r) => combines(r, gives))) continue;
    const context = earlier.filter(ofResult).slice(-(MAX_INPUTS - inputs.length));
    if (context.length && combines([...inputs, ...context.map((q) => ({ value: q.value, power: 1 }))], gives)) continue;
    out.push({ sentence, result: sentence.slice(result.at, result.numberEnd).trim(), from: inputs.map((i) => i.value) });
  }
  return out;
}
