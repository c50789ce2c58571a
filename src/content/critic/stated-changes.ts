// Changes told in words: a change between two values ("from 240 to 300, an increase of 60") and
// a percentage change applied to an amount ("a 25% discount on $64 gives $48"). Apart because
// both read which way an amount moves, with word lists of rise and fall per language.
import type { Lang } from './text.js';
import { CUR, NUM } from './stated-words.js';
import { rough, sameThing, sentenceAround, YEAR, type StatedEquation } from './stated-equation.js';
import { NOT_ALONE } from './stated-links.js';

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

export function changes(text: string, lang: Lang): StatedEquation[] {
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
 * with its values (`changes`, above), and is left to that reading.
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

export function percentChanges(sentence: string, lang: Lang): StatedEquation[] {
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
