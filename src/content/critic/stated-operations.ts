// Operations told by what they compute rather than with operators: a rectangle's or triangle's
// measure from its sides, an operation named with its list ("the mean of 12, 15 and 21 is 16"), a
// number in another form ("0.6 as a fraction is 3/5") and a time at a rate ("3 hours at 24 km/h
// covers 72 km"). Apart because each one names its operation, which the reading writes out.
import type { Lang } from './text.js';
import { siFactor } from './units.js';
import { CUR, NUM } from './stated-words.js';
import { rough, sameThing, sentenceAround, type StatedEquation } from './stated-equation.js';

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

export function shapes(text: string, lang: Lang): StatedEquation[] {
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

export function namedOperations(text: string, lang: Lang): StatedEquation[] {
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

export function forms(line: string, lang: Lang): StatedEquation[] {
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

export function rates(sentence: string, lang: Lang): StatedEquation[] {
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
