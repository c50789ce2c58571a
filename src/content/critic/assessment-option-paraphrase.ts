// Two options that say the same thing in other words: one quantity written two ways ("75 km/h" and
// "20.8 m/s", "a quarter" and "25 %"), or one statement reworded (its clauses turned round, a
// passive for an active, the same words in another order: "Clouds form when water vapour cools and
// condenses into droplets" beside "Water vapour condenses into droplets that form clouds").
// Apart from assessment-options.ts, which finds options written the same, because it reads the
// words: the risk here is options written in parallel on purpose, which share most of their words
// and differ in the one that matters (a negation, a number, "more" for "less", another subject, the
// same words turned round: "Predators eat prey", "Prey eat predators"), so each of those keeps two
// options apart.
import { sameFamily } from './assessment-stem-words.js';
import { CUR, DENOMINATORS, NUM, NUMBER_WORD, wordValue } from './stated-words.js';
import { contentWords, words, type Lang } from './text.js';
import { measure } from './units.js';

/** An option as this reading compares it, read once per option. */
export interface Reading {
  /** Content words in order (stemmed, without the words that must agree, below). */
  content: string[];
  /** Words that must agree between two options to be one: negations, comparisons, quantifiers, directions, opposites. */
  polar: string;
  /** Numbers written, in digits or words, sorted. */
  numbers: string;
  /** Words written with a capital inside the text: names. */
  names: string;
  /** A passive ("by", "por", "par") and clause links ("when", "that", "porque", "quand"), which can turn a statement round. */
  links: string;
  /** Every word, for differences in small words only (a synonym below written as its first form). */
  all: string[];
  /** The words as written. */
  written: string;
  /** The text with synonyms written as their first form, punctuation kept. */
  text: string;
  /** Personal pronouns, sorted: "She helped him" is not "He helped her". */
  persons: string;
  /** Every word but the small ones, as written, in order: auxiliaries, a passive's "by", and words with digits or hyphens ("atgcca-5") too. */
  heavy: string[];
  /** Opens with a phrase set off by a comma ("By photosynthesis, …", "Con la luz del sol, …"). */
  frontedPhrase: boolean;
  /** Symbols that carry meaning ("=", ">", "%"), and a backquote when it holds code, a call or a formula. */
  signs: string;
  /** The option as one quantity: its value in SI units and the words around it. */
  quantity?: Quantity;
}

/**
 * One quantity: its value in SI units, whether that value was worked out (a fraction, a unit
 * converted) rather than written, and how far from it the written digits allow (half the last
 * digit's place, for numbers of two significant digits or more; none for one: "0.6" is not "5/9").
 */
interface Quantity {
  value: number;
  /** Written as a fraction in digits ("3/4"). */
  fraction: boolean;
  derived: boolean;
  tolerance: number;
  dimension: string;
  rest: string;
}

const NEGATION: Record<Lang, RegExp> = {
  en: /^(?:not|no|never|none|nothing|nobody|neither|nor|without|cannot|t|non)$/u,
  es: /^(?:no|nunca|jamás|ni|sin|ningún|ninguna|ninguno|nada|nadie|tampoco)$/u,
  fr: /^(?:ne|n|pas|jamais|sans|aucun|aucune|rien|personne|ni|non)$/u,
  other: /^(?:not|no|never)$/u,
};
/**
 * A word without its ending, so forms of one verb or noun meet: "eats", "eaten"; "carried",
 * "carry"; "llevan", "llevado"; "pompe", "pompé". Three letters at least are kept.
 */
const ENDING: Record<Lang, RegExp> = {
  en: /(?:ing|ed|en|es|s|e)$/u,
  es: /(?:ando|iendo|ados|adas|idos|idas|ado|ada|ido|ida|an|en|as|es|os|a|e|o|s)$/u,
  fr: /(?:ées|és|ée|é|ent|es|e|s)$/u,
  other: /s$/u,
};
export function base(w: string, lang: Lang): string {
  const y = lang === 'en' ? w.replace(/(?<=\p{L}{2})ie[sd]$/u, 'y') : w;
  const m = ENDING[lang].exec(y);
  return m && m.index >= 3 ? y.slice(0, m.index) : y;
}

/**
 * Words of comparison, quantity, direction, time order and common opposites: two options that
 * differ in one of them state different things however many words they share. Whole words, and
 * beginnings of words (after "|", four letters or more) so "increases", "aumenta", "augmentent" are one.
 */
const POLAR_WORDS: Record<Lang, string> = {
  en: 'more less fewer most least than greater smaller larger bigger higher lower faster slower longer shorter heavier lighter warmer cooler hotter colder stronger weaker before after above below over under up down into out inside outside in on onto from to toward towards away all some any many much few every each both either only just always often usually sometimes rarely seldom first last same different rise rises rising rose fall falls falling fell grow grows shrink shrinks gain gains lose loses lost give gives take takes heat heats cool cools warm hot cold high low fast slow big small large long short strong weak heavy light early late later earlier sooner now immediately true false right wrong left open opens close closes closed start starts stop stops begin begins end ends add adds push pushes pull pulls positive negative north south east west even odd dark bright wet dry alive dead living safe unsafe good bad better worse best worst can must should may might could would will won|increas decreas releas absorb emitt emits expand contract remov danger harm',
  es: 'más menos mayor menor mejor peor mejores peores antes después encima debajo sobre bajo baja dentro fuera hacia desde hasta cada ambos ambas solo sólo solamente siempre casi veces mismo misma mismos mismas sube suben baja bajan crece crecen gana ganan pierde pierden par impar vivo viva vivos muerto muerta bien mal puede pueden debe deben alto alta altos altas|todo toda algun algún mucho mucha poco poca primer últim distint diferent aument disminu absorb liber expand contra calient frí cálid rápid lent grand pequeñ larg cort fuert débil pesad liger tempran tarde verdader fals correct incorrect izquierd derech abre abri cierr empiez comienz termin añad quit positiv negativ norte oeste segur peligr',
  fr: 'plus moins davantage meilleur meilleure pire avant après dessus dessous sur sous dans hors vers depuis chaque seulement toujours souvent parfois rarement même mêmes monte montent baisse baissent croît gagne gagnent perd perdent chaud chaude froid froide haut haute bas basse tôt tard vrai vraie faux fausse gauche droite nord sud ouest pair impair mort morte bien mal peut peuvent doit doivent|jusqu tout toute tous certain quelque beaucoup peu premi derni différent augment diminu absorb libèr dilat contract rapid lent grand petit long longu court fort faibl lourd léger légère ouvr ferm commenc fini ajout enlèv retir positi négati vivant sûr danger',
  other: 'more less before after',
};
const POLAR: Record<Lang, (w: string) => string | undefined> = Object.fromEntries(
  Object.entries(POLAR_WORDS).map(([lang, spec]) => {
    const [whole, starts = ''] = spec.split('|');
    const exact = new Map(whole!.split(' ').map((w) => [base(w, lang as Lang), w]));
    const prefixes = starts.split(' ').filter(Boolean);
    return [lang, (w: string) => exact.get(base(w, lang as Lang)) ?? prefixes.find((p) => w.startsWith(p))];
  }),
) as Record<Lang, (w: string) => string | undefined>;
/** A passive's agent and words that join clauses: a statement turned round has one of them where the other has not. */
const LINKS: Record<Lang, RegExp> = {
  en: /^(?:by|when|whenever|that|which|who|because|so|as|since|while|if|once|then|and|is|are|was|were|been|being)$/u,
  es: /^(?:por|cuando|que|cual|porque|así|como|mientras|si|luego|y|es|son|fue|fueron|está|están|se)$/u,
  fr: /^(?:par|quand|lorsque|lorsqu|que|qui|parce|donc|comme|pendant|si|puis|et|est|sont|été|se|s)$/u,
  other: /^(?:by|when|that|because)$/u,
};
const FRONTED: Record<Lang, RegExp> = {
  en: /^(?:when|whenever|because|since|while|if|once|as)$/u,
  es: /^(?:cuando|porque|si|mientras|como)$/u,
  fr: /^(?:quand|lorsque|lorsqu|parce|si|comme)$/u,
  other: /^(?:when|because|if)$/u,
};
/**
 * Small words that may come or go, or stand for each other, without changing what an option says:
 * articles and determiners ("a teacher", "the teacher", "your teacher"), a relative pronoun, a
 * subject pronoun Spanish drops.
 */
const LIGHT: Record<Lang, RegExp> = {
  en: /^(?:the|a|an|that|which|your|their|its)$/u,
  es: /^(?:el|la|los|las|lo|un|una|unos|unas|que|tu|tus|su|sus|yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes)$/u,
  fr: /^(?:le|la|les|l|un|une|des|du|qui|que|qu|ton|ta|tes|votre|vos|son|sa|ses|leur|leurs)$/u,
  other: /^the$/u,
};
/** Auxiliaries and copulas, which carry tense and voice ("She was tired", "She is tired"; "sommes allés", "avons allé"). */
const AUXILIARY: Record<Lang, RegExp> = {
  en: /^(?:is|are|was|were|be|been|being|am|has|have|had|do|does|did|will|would|shall)$/u,
  es: /^(?:es|son|era|eran|fue|fueron|está|están|estaba|estaban|ha|han|había|habían|he|has|hemos|será|serán)$/u,
  fr: /^(?:est|sont|était|étaient|a|ont|avait|avaient|sommes|avons|êtes|avez|suis|ai|sera|seront|fut|furent)$/u,
  other: /(?!)/u,
};
/** A passive's agent: "Plants eat deer" and "Plants are eaten by deer" say opposite things. */
const PASSIVE: Record<Lang, RegExp> = { en: /^by$/u, es: /^por$/u, fr: /^par$/u, other: /(?!)/u };
/** Words that open a phrase put first though the stop lists count them as content ("Grâce à la lumière, …"). */
const FRONT: Record<Lang, RegExp> = { en: /^(?:thanks|using)$/u, es: /^(?:gracias|mediante)$/u, fr: /^(?:grâce|afin)$/u, other: /(?!)/u };
/** Personal pronouns, which say who does what to whom. Spanish subject pronouns are light (above): the verb says the person. */
const PERSON: Record<Lang, RegExp> = {
  en: /^(?:i|me|he|him|she|her|we|us|they|them|it)$/u,
  es: /^(?:me|te|le|les|nos|os|lo|la|los|las)$/u,
  fr: /^(?:je|j|me|m|tu|te|t|il|elle|lui|nous|vous|ils|elles|eux|se|s)$/u,
  other: /(?!)/u,
};

/**
 * Words and phrases that mean one thing in any item, each written as the first form: "right away",
 * "straight away" and "at once" are "immediately"; "H₂O" is "water"; "gaz carbonique" is
 * "dioxyde de carbone". Only sure ones: a word with a second sense ("close", "call") is not here.
 */
const SYNONYM_LISTS: Record<Lang, string[][]> = {
  en: [['immediately', 'right away', 'straight away', 'at once', 'without delay', 'right now'], ['an adult', 'a grown-up', 'a grown up'], ['adults', 'grown-ups'], ['water', 'h2o', 'h₂o'], ['carbon dioxide', 'co2', 'co₂'], ['rubbish', 'trash', 'garbage'], ['doctor', 'gp'], ['shop', 'store']],
  es: [['inmediatamente', 'enseguida', 'en seguida', 'de inmediato', 'ahora mismo', 'al instante'], ['agua', 'h2o', 'h₂o'], ['dióxido de carbono', 'co2', 'co₂'], ['basura', 'desechos']],
  fr: [['immédiatement', 'tout de suite', 'aussitôt', 'sur-le-champ', 'sans attendre'], ['un adulte', 'une grande personne'], ['eau', 'h2o', 'h₂o'], ['dioxyde de carbone', 'gaz carbonique', 'co2', 'co₂']],
  other: [],
};
const SYNONYMS: Record<Lang, Array<[RegExp, string]>> = Object.fromEntries(
  Object.entries(SYNONYM_LISTS).map(([lang, lists]) => [lang, lists.map(([first, ...rest]) => [new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${rest.join('|')})(?![\p{L}\p{N}])`, 'giu'), first!] as [RegExp, string])]),
) as Record<Lang, Array<[RegExp, string]>>;

const sorted = (xs: Iterable<string>) => [...xs].sort().join(' ');

export function readOption(written: string, lang: Lang): Reading {
  const text = SYNONYMS[lang].reduce((t, [re, first]) => t.replace(re, first), written);
  const all = words(text);
  const polarWords: string[] = [];
  for (const w of all) if (NEGATION[lang].test(w)) polarWords.push('¬');
  for (const w of all) {
    const p = POLAR[lang](w);
    if (p) polarWords.push(p);
  }
  const numbers = [...numbersIn(text, lang)];
  const names = [...text.matchAll(/(?<=[\p{L}\p{N},;:]\s+)\p{Lu}\p{Ll}+/gu)].map((m) => m[0].toLowerCase());
  const links = all.filter((w) => LINKS[lang].test(w));
  // A clause put first ("When ice is heated, it melts") turns a statement round as a passive does.
  if (all.length && FRONTED[lang].test(all[0]!)) links.push('^');
  const content = contentWords(text, lang).filter((w) => !POLAR[lang](w) && !NEGATION[lang].test(w));
  const persons = sorted(all.filter((w) => PERSON[lang].test(w)));
  const heavy = all.filter((w) => !LIGHT[lang].test(w) && (AUXILIARY[lang].test(w) || PASSIVE[lang].test(w) || !/^\p{L}+$/u.test(w) || contentWords(w, lang).length > 0));
  const frontedPhrase = /^[^,;:]{3,60},\s/u.test(written.trim()) && (!contentWords(all[0] ?? '', lang).length || FRONT[lang].test(all[0] ?? ''));
  const signs = (/`|^\s*=|\p{L}[([]/u.test(written) ? '`' : '') + (written.match(/[<>≤≥≠=+−×÷*^%[\]{}|\\/]/gu) ?? []).join('');
  // Letters and codes that name things ("Train A", "5’-ATGCCA-3’", "B2") are names too.
  // A capital letter alone after another word ("Train A", not the article opening "A sun hat"), or capitals and digits.
  for (const m of text.matchAll(/(?<=[\p{L}\p{N},;:]\s+)\p{Lu}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}\p{N}]+(?![\p{L}\p{N}])/gu)) if (m[0] !== 'I') names.push(m[0].toLowerCase());
  return { content, polar: sorted(polarWords), numbers: sorted(numbers), names: sorted(new Set(names)), links: sorted(new Set(links)), all, written: words(written).join(' '), text, persons, heavy, signs, frontedPhrase, quantity: quantityOf(text, lang) };
}

/** Numbers in digits or words, as values ("three" and "3" agree). */
function numbersIn(text: string, lang: Lang): string[] {
  const out = [...text.matchAll(new RegExp(NUM, 'gu'))].map((m) => String(parseNumber(m[0])));
  for (const m of text.matchAll(NUMBER_WORD[lang])) {
    const v = wordValue(m[0], lang);
    if (v !== undefined) out.push(String(v));
  }
  return out;
}

function parseNumber(written: string): number {
  const s = written.replace(/[\u00a0\u202f ]/g, '');
  if (/^\d{1,3}(?:[,.]\d{3})+$/u.test(s)) return Number(s.replace(/[,.]/g, ''));
  return Number(s.replace(',', '.'));
}

/** Half the place value of a number's last digit ("20.8" ± 0.05, "75" ± 0.5), when it has two significant digits or more. */
function halfLastDigit(written: string): number {
  const s = written.replace(/[\u00a0\u202f ]/g, '');
  if (s.replace(/^[0.,]+/u, '').replace(/[.,]/gu, '').length < 2) return 0;
  const m = /[.,](\d+)$/u.exec(s);
  return m && !/^\d{1,3}(?:[,.]\d{3})+$/u.test(s) ? 0.5 * 10 ** -m[1]!.length : 0.5;
}

const PERCENT = /^(?:%|percent|per\s+cent|por\s+ciento|pour\s+cent|pourcent)/iu;
const FRACTION_WORDS: Record<Lang, RegExp | undefined> = Object.fromEntries(
  (['en', 'es', 'fr', 'other'] as const).map((lang) => {
    const dens = DENOMINATORS[lang].map(([w]) => w).join('|');
    if (!dens) return [lang, undefined];
    const one = { en: 'an?|one', es: 'un|una|uno|las|la', fr: 'un|une|les|le', other: '(?!)' }[lang];
    const numeral = NUMBER_WORD[lang].source.replace(/^\(\?<!\[\\p\{L\}-\]\)|\(\?!\[\\p\{L\}-\]\)$/g, '');
    return [lang, new RegExp(String.raw`(?<![\p{L}\d])(?<k>\d+|${one}|${numeral})[\s-]+(?<d>${dens})(?![\p{L}])`, 'iu')];
  }),
) as Record<Lang, RegExp | undefined>;
const HALF: Record<Lang, RegExp> = { en: /(?<!\p{L})(?:a|one)\s+half(?!\p{L})/iu, es: /(?<!\p{L})(?:la\s+mitad|un\s+medio)(?!\p{L})/iu, fr: /(?<!\p{L})(?:la\s+moitié|un\s+demi)(?!\p{L})/iu, other: /(?!)/u };

/**
 * The option as one quantity, when it has exactly one: a number (digits or words) with a unit the
 * unit check reads, a percent, a fraction in digits ("3/4") or in words ("three quarters", "la
 * mitad"); its value in SI units, how far the written digits let it be off, and the words left.
 */
function quantityOf(text: string, lang: Lang): Reading['quantity'] {
  if (lang === 'other') return undefined;
  if (text.includes('`')) return undefined;
  const found: Array<Omit<Quantity, 'rest'> & { span: [number, number] }> = [];
  const fraction = FRACTION_WORDS[lang]?.exec(text);
  if (fraction) {
    const g = fraction.groups!;
    const k = /^\d+$/.test(g.k!) ? Number(g.k) : /^(?:an?|one|un|una|uno|une|las|la|les|le)$/iu.test(g.k!) ? 1 : wordValue(g.k!, lang);
    const d = DENOMINATORS[lang].find(([w]) => new RegExp(`^(?:${w})$`, 'iu').test(g.d!.replace(/\s+/g, ' ')))?.[1];
    // "las tres cuartas partes": the article read as the numerator only when no number follows it.
    if (k && d) found.push({ value: k / d, fraction: false, derived: true, tolerance: 0, dimension: '', span: [fraction.index, fraction.index + fraction[0].length] });
  }
  const half = HALF[lang].exec(text);
  if (half && !fraction) found.push({ value: 0.5, fraction: false, derived: true, tolerance: 0, dimension: '', span: [half.index, half.index + half[0].length] });
  if (found.length) text = text.slice(0, found[0]!.span[0]) + ' '.repeat(found[0]!.span[1] - found[0]!.span[0]) + text.slice(found[0]!.span[1]);
  // Numbers in words read as digits, so "deux heures" is a number of hours; the spans found so far are blank.
  text = text.replace(NUMBER_WORD[lang], (w) => String(wordValue(w, lang) ?? w));
  const numberRe = new RegExp(String.raw`(${CUR})?\s?(?<![\d.,/])(${NUM})(?:\s?\/\s?(\d+))?(?![\d/])\s?(%|[°º][CF]|per\s+cent|por\s+ciento|pour\s+cent|\p{L}+(?:\/\p{L}+)?)?`, 'giu');
  for (const m of text.matchAll(numberRe)) {
    const start = m.index;
    const n = parseNumber(m[2]!);
    let tolerance = m[3] ? 0 : halfLastDigit(m[2]!);
    let value = m[3] ? n / Number(m[3]) : n;
    let derived = !!m[3];
    const unit = m[4]?.toLowerCase();
    let dimension = m[1] ? `money ${m[1]}` : '';
    let end = start + m[0].length;
    if (unit && PERCENT.test(unit)) {
      value /= 100;
      tolerance /= 100;
    } else if (unit) {
      const si = measure(value, unit);
      const one = measure(1, unit);
      if (si && one) {
        // A temperature converts with an offset: its tolerance stays in degrees (a Fahrenheit degree is 5/9 of one).
        const scale = /^[°º]c$/u.test(unit) ? 1 : /^[°º]f$/u.test(unit) ? 5 / 9 : one.value;
        derived ||= Math.abs(si.value - value) > 1e-12;
        value = si.value;
        tolerance *= scale;
        dimension = si.dimension;
      } else end = start + m[0].length - m[4]!.length;
    }
    found.push({ value, fraction: !!m[3], derived, tolerance, dimension, span: [start, end] });
  }
  if (found.length !== 1) return undefined;
  const q = found[0]!;
  const rest = text.slice(0, q.span[0]) + ' ' + text.slice(q.span[1]);
  return { value: q.value, fraction: q.fraction, derived: q.derived, tolerance: q.tolerance, dimension: q.dimension, rest: sorted(new Set(contentWords(rest, lang))) };
}

/** Stems of one family or equal: "condenses" and "condense", "absorbed" and "absorbs". */
const alike = (a: string, b: string, lang: Lang) => a === b || base(a, lang) === base(b, lang) || sameFamily(a, b);

/**
 * The matched content words of `a` and `b`: for each word of `a` in order, the position in `b` of
 * the word it matches (each word of `b` used once), or -1.
 */
function match(a: readonly string[], b: readonly string[], lang: Lang): number[] {
  const used = new Set<number>();
  return a.map((w) => {
    const j = b.findIndex((x, k) => !used.has(k) && alike(w, x, lang));
    if (j >= 0) used.add(j);
    return j;
  });
}

/**
 * The shared words' order in one option against the other, with what both begin and end with left
 * out: identity (the same order), a swap (two blocks exchanged around a middle kept in its order,
 * "Predators eat prey" and "Prey eat predators", "The heart pumps blood to the lungs" and "The
 * lungs pump blood to the heart", "from the river into the sea" and "from the sea into the
 * river"), a turn (two blocks exchanged with nothing between: "Plants make food by
 * photosynthesis", "By photosynthesis, plants make food") or another reordering.
 */
function reordering(order: readonly number[]): 'same' | 'swap' | 'turn' | 'other' {
  const ranks = [...order].sort((x, y) => x - y);
  const seq = order.map((p) => ranks.indexOf(p));
  let lo = 0;
  let hi = seq.length - 1;
  while (lo <= hi && seq[lo] === lo) lo++;
  while (hi >= lo && seq[hi] === hi) hi--;
  if (lo > hi) return 'same';
  const mid = seq.slice(lo, hi + 1);
  // Y m X for X m Y: the part is a run of higher ranks, then the middle in its order, then the lower ones.
  for (let x = 1; x < mid.length; x++)
    for (let m = 0; x + m < mid.length; m++) {
      const y = mid.length - x - m;
      const expected = [...Array.from({ length: y }, (_, i) => lo + x + m + i), ...Array.from({ length: m }, (_, i) => lo + x + i), ...Array.from({ length: x }, (_, i) => lo + i)];
      if (expected.every((v, i) => v === mid[i])) return m === 0 ? 'turn' : 'swap';
    }
  return 'other';
}

/** The quantities of two options as one: the same value in the same dimension, within what their digits allow. */
function sameQuantity(a: Reading, b: Reading): boolean {
  const p = a.quantity;
  const q = b.quantity;
  if (!p || !q || p.dimension !== q.dimension || p.rest !== q.rest) return false;
  // Two fractions in digits are two forms a question often sets apart on purpose (equivalent
  // fractions, time signatures "3/4" and "6/8", ratios): only a fraction beside another form counts.
  if (p.fraction && q.fraction) return false;
  // Written values are compared as written; a worked-out one may be rounded in the other option ("20.8 m/s" for 75 km/h).
  const tolerance = p.derived || q.derived ? Math.max(p.derived ? 0 : p.tolerance, q.derived ? 0 : q.tolerance) : 0;
  return Math.abs(p.value - q.value) <= tolerance + 1e-9 * Math.max(1, Math.abs(p.value));
}

/**
 * Why two options are one in other words, or undefined: 'quantity' (one value written two ways) or
 * 'words' (one statement reworded). The texts are already known to differ.
 */
export function paraphrase(a: Reading, b: Reading, lang: Lang): 'quantity' | 'words' | undefined {
  if (sameQuantity(a, b)) return 'quantity';
  if (a.numbers !== b.numbers || a.names !== b.names) return undefined;
  // One word of degree or direction more in one option ("cools and condenses" beside "condenses")
  // adds a step, not an opposite: only a long reworded statement may differ so (below).
  const extraPolar = a.polar !== b.polar && addedWord(a.polar, b.polar);
  if (a.polar !== b.polar && !extraPolar) return undefined;
  if (extraPolar) return rewordedAt(a, b, lang, 5);
  // The same words in the same order but for articles and the like ("Está cansada", "Ella está
  // cansada"), or for a synonym ("Tell a teacher right away", "Tell a teacher immediately").
  const synonym = a.written !== b.written && a.all.join(' ') === b.all.join(' ');
  // A name alone is one word: "Firefighters", "The firefighters" differ in a small word added, but
  // "an elephant", "a elephant" in one put for another, which a grammar item asks about.
  if (synonym) return a.content.length >= 2 ? 'words' : undefined;
  if (lightOnly(a.all, b.all, lang)) return a.content.length >= 2 || (a.content.length === 1 && addedOnly(a.all, b.all)) ? 'words' : undefined;
  return rewordedAt(a, b, lang, 0);
}

/**
 * Two choices of one decision point that the writer marked best alike and that say one thing: the
 * same numbers, names, people, signs and words of degree or direction, and at least four content
 * words shared, three quarters of each, in any order ("Una mochila con linterna, radio, agua y las
 * medicinas del abuelo", "Una bolsa con linterna, radio, agua y las medicinas de tu abuelo"). The
 * key marking both best is what lets a looser reading stand here than between any two options:
 * written in parallel on purpose, two options share a frame and differ in the slot that matters,
 * and then the key tells them apart (one best, one poor). Two best choices of one value in other
 * units are the quantity reading's.
 */
export function sameBestChoice(a: Reading, b: Reading, lang: Lang, turned = false): boolean {
  // What may match (the comparison index in assessment-options.ts, matchKeys below): the same
  // numbers and names, or, with words of degree or direction that differ, the same in the
  // comparison turned round.
  // "Play more quietly" and "play less loudly": a comparison turned round with an opposite says one thing.
  if (!turned && a.polar !== b.polar) {
    const [p, q] = [lessForm(a.text, lang), lessForm(b.text, lang)];
    return (p !== a.text || q !== b.text) && sameBestChoice(readOption(p, lang), readOption(q, lang), lang, true);
  }
  // "los", "las", "le", "les" are articles as often as pronouns: only the other persons must agree.
  const people = (r: Reading) => r.persons.split(' ').filter((w) => !/^(?:lo|la|los|las|le|les|l)$/u.test(w)).join(' ');
  if (a.numbers !== b.numbers || a.names !== b.names || a.polar !== b.polar || people(a) !== people(b) || a.signs !== b.signs || scaleWords(a.text, lang) !== scaleWords(b.text, lang)) return false;
  const shared = match(a.content, b.content, lang).filter((j) => j >= 0).length;
  return shared >= 4 && shared >= 0.75 * a.content.length && shared >= 0.75 * b.content.length;
}

/**
 * Keys two readings must share for `paraphrase` (or, for two choices marked best,
 * `sameBestChoice`) to find them one, unless they are one quantity (sameQuantity, by value: see
 * OptionIndex in assessment-options.ts): their numbers and names, and, for a best choice, the
 * numbers and names of the comparison turned round ("more quietly", "less loudly").
 */
export function matchKeys(r: Reading, lang: Lang, best: boolean): string[] {
  const keys = [`n\u0000${r.numbers}\u0000${r.names}`];
  if (best) {
    const turned = readOption(lessForm(r.text, lang), lang);
    keys.push(`t\u0000${turned.numbers}\u0000${turned.names}`);
  }
  return keys;
}

/** Opposite ends of a scale a comparison can be said from either way: the low end first. */
const OPPOSITES: Record<Lang, Array<[string, string]>> = {
  en: [['slowly', 'quickly'], ['slowly', 'fast'], ['slower', 'faster'], ['quietly', 'loudly'], ['softly', 'loudly']],
  es: [['despacio', 'rápido'], ['lentamente', 'rápidamente'], ['despacio', 'deprisa'], ['bajo', 'alto'], ['suave', 'fuerte'], ['flojo', 'fuerte']],
  fr: [['doucement', 'fort'], ['lentement', 'vite'], ['lentement', 'rapidement'], ['doucement', 'vite']],
  other: [],
};
const MORE: Record<Lang, [string, string]> = { en: ['more', 'less'], es: ['más', 'menos'], fr: ['plus', 'moins'], other: ['more', 'less'] };
/** The words of a scale's ends an option uses ("quietly", "loudly"): two options at opposite ends differ. */
const scaleWords = (text: string, lang: Lang) => sorted(new Set(words(text).filter((w) => OPPOSITES[lang].some((pair) => pair.includes(w)))));
/** A comparison said with "more" written with "less" and the opposite ("plus doucement": "moins fort"; "more slowly": "less quickly"). */
function lessForm(text: string, lang: Lang): string {
  const [more, less] = MORE[lang];
  return OPPOSITES[lang].reduce((t, [low, high]) => t.replace(new RegExp(String.raw`(?<!\p{L})${more}\s+(${low}|${high})(?!\p{L})`, 'giu'), (_, w: string) => `${less} ${w.toLowerCase() === low ? high : low}`), text);
}

/** One sorted word list the other with one word added. */
function addedWord(a: string, b: string): boolean {
  const [p, q] = [a ? a.split(' ') : [], b ? b.split(' ') : []];
  const [short, long] = p.length < q.length ? [p, q] : [q, p];
  if (long.length !== short.length + 1) return false;
  const rest = [...long];
  for (const w of short) {
    const at = rest.indexOf(w);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  // Not a negation, and not a word of time or order, which reorders the steps ("Wash the cut and
  // cover it", "Cover the cut and wash it later").
  return rest[0] !== '¬' && !/^(?:later|earlier|sooner|before|after|first|last|now|immediately|then|antes|después|luego|primer|últim|tarde|avant|après|puis|tard|premi|derni|immédiat|inmediat)/u.test(rest[0]!);
}

/** The reworded statement of two options, with at least `least` content words shared. */
function rewordedAt(a: Reading, b: Reading, lang: Lang, least: number): 'words' | undefined {
  const order = match(a.content, b.content, lang);
  const shared = order.filter((j) => j >= 0).length;
  const onlyA = a.content.length - shared;
  const onlyB = b.content.length - shared;
  // Every content word of each said in the other, in the same order, by the same people: only small
  // words and endings differ ("Turn off the tap while you brush your teeth", "Turn the tap off
  // while brushing your teeth"). Two words at least, so that one word's forms are not read here.
  if (!least && sameParts(a.text, b.text, lang)) return 'words';
  const plain = a.persons === b.persons && a.signs === b.signs && !a.signs.includes('`');
  if (!least && plain && !onlyA && !onlyB && shared >= 2 && sameWords(a.heavy, b.heavy, a.content)) return 'words';
  // Reworded: at least three words said again and most of each option's words in the other,
  // turned round (not two parts swapped, unless a passive or a clause put first says how).
  if (shared < Math.max(3, least) || shared / a.content.length < 0.8 || shared / b.content.length < 0.8) return undefined;
  const how = reordering(order.filter((j) => j >= 0));
  // A slot filled two ways is one frame only while the shared words keep their order: reworded
  // ("Water vapour condenses into tiny droplets that form clouds", "Clouds form when water vapour
  // cools and condenses into droplets"), each may add a word of its own, but not each its own
  // subject ("Evaporation turns water into vapour", "Condensation turns vapour into water").
  const usedB = new Set(order);
  const otherSubject = order[0] === -1 && !usedB.has(0);
  if (onlyA && onlyB && (shared < 5 || otherSubject || (how === 'same' && sameSlot(a.content, b.content, order)))) return undefined;
  if (how === 'same') return undefined;
  // Two parts exchanged say another thing unless a passive or a clause put first says how, or one
  // option opens with a phrase set off by a comma that the other ends with ("By photosynthesis, …").
  if ((how === 'swap' || how === 'turn') && a.links === b.links && !(how === 'turn' && (a.frontedPhrase || b.frontedPhrase || reshaped(a.content, b.content, order)))) return undefined;
  return 'words';
}

const AND: Record<Lang, RegExp> = { en: /,?\s+(?:and|then)\s+|,\s+/u, es: /,?\s+(?:y|e|luego)\s+|,\s+/u, fr: /,?\s+(?:et|puis)\s+|,\s+/u, other: /,?\s+and\s+/u };
/**
 * The same parts joined by "and" or commas in another order ("Report the post and show a teacher",
 * "Show a teacher and report the post"): each part's content words, by their base, as a set. Two
 * parts at least, each with two content words or more, so that a list of single names is not read
 * here; and the parts as wholes, so "Warm air rises and cold air sinks" is not "Warm air sinks and
 * cold air rises".
 */
function sameParts(a: string, b: string, lang: Lang): boolean {
  const parts = (t: string) => t.split(AND[lang]).map((p) => sorted(contentWords(p, lang).map((w) => base(w, lang))));
  const [p, q] = [parts(a), parts(b)];
  if (p.length < 2 || p.length !== q.length || p.some((x) => x.split(' ').length < 2) || p.join('|') === q.join('|')) return false;
  return sorted(p.map((x) => `[${x}]`)) === sorted(q.map((x) => `[${x}]`));
}

/**
 * Two parts exchanged where a word changes its form as it moves: a verb said as a noun ("what laws
 * mean", "the meaning of laws"), which rephrases rather than exchanges who does what.
 */
function reshaped(a: readonly string[], b: readonly string[], order: readonly number[]): boolean {
  // A longer ending than a plural's: "mean", "meaning"; not "river", "rivers".
  return order.some((j, i) => j >= 0 && Math.abs(a[i]!.length - b[j]!.length) >= 3);
}

/**
 * The same words but small ones, each word once, in the same order or with one word moved next to
 * its neighbour ("Turn off the tap", "Turn the tap off"; "Prévenir immédiatement un adulte"):
 * not two words exchanged across a third ("from the river into the sea", "from the sea into the river").
 */
function sameWords(a: readonly string[], b: readonly string[], content: readonly string[]): boolean {
  if (a.length !== b.length || sorted(a) !== sorted(b)) return false;
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi && a[lo] === b[lo]) lo++;
  while (hi >= lo && a[hi] === b[hi]) hi--;
  if (lo > hi) return true;
  // One word moved to the other end of the part that differs: an adverb or a particle ("off",
  // "immédiatement"), not a content word, which would change who does what.
  const [x, y] = [a.slice(lo, hi + 1), b.slice(lo, hi + 1)];
  const adverb = (w: string) => !content.includes(w) || /^(?:off|up|down|out|away|back|over)$|(?:ly|ment|mente)$/u.test(w);
  const moved = (p: string[], q: string[]) => p.slice(1).join(' ') === q.slice(0, -1).join(' ') && p[0] === q.at(-1) && adverb(p[0]!);
  return moved(x, y) || moved(y, x);
}

/**
 * A word of one option in the place of a word of the other ("Evaporation turns…", "Condensation
 * turns…"): the options are one frame with a slot filled two ways.
 */
function sameSlot(a: readonly string[], b: readonly string[], order: readonly number[]): boolean {
  const usedB = new Set(order.filter((j) => j >= 0));
  const whereA = order.flatMap((j, i) => (j < 0 ? [i / a.length] : []));
  const whereB = b.flatMap((_, j) => (usedB.has(j) ? [] : [j / b.length]));
  return whereA.some((x) => whereB.some((y) => Math.abs(x - y) <= 0.25));
}

/** The words of one option all in the other, in order: the other adds small words only. */
function addedOnly(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  for (const w of long) if (i < short.length && short[i] === w) i++;
  return i === short.length;
}

/** The words of two options the same in the same order once the small words of either are left out, and not written the same. */
function lightOnly(a: readonly string[], b: readonly string[], lang: Lang): boolean {
  if (a.join(' ') === b.join(' ')) return false;
  const heavy = (ws: readonly string[]) => ws.filter((w) => !LIGHT[lang].test(w)).join(' ');
  return heavy(a) === heavy(b);
}
