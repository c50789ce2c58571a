// Quantities a later place takes as known: "the 2,000-litre tank", "all 25 pupils of Class 4B",
// "los 10 m de largo de la pared", "the same 15 km route", "Mia's 45-litre tank". A teacher reads
// such a definite mention as the thing the content brought in earlier, with the value it gave it
// then ("The rainwater tank holds 1,200 litres"); when no place gives the thing the value the
// mention takes for granted, one of the two is a slip, and the later one is where the reader trips.
// The word-overlap comparison (quantities.ts) compares stated facts; this reading compares only a
// value a definite phrase presupposes, or one a unit's set-up asserts of a definite thing ("El
// huerto de la escuela mide 8 m"), with the values earlier places give the same thing (the same
// head noun, or in English a WordNet synonym or hypernym, "aquarium" and "tank": a `low` hint). It
// skips what a teacher skips: alternatives (options of one question, distractors), hypotheses, a
// change ("rises to", "the remaining 300 litres", "the other 5 pupils"), parts and rates ("each",
// "per", "por", "par"), ranges and bounds, and a unit (a worked example, a question, a decision
// point) that brings the thing in itself, whose values are its own.
import type { Mode } from '../content-schemas.js';
import { wordNet } from '../../maps/index.js';
import { stringsOf, type Finding } from './findings.js';
import { distractorTexts } from './items.js';
import { prepare } from './arithmetic.js';
import { approximation, boundAfter, derives, DRAWN, endsRange, isBound } from './statements.js';
import { contentWords, sentences, type Lang } from './text.js';
import { measure } from './units.js';

interface Mention {
  where: string;
  order: number;
  sentence: string;
  written: string;
  value: number;
  /** SI dimension, "money $", or "count <noun>"; with " per <noun>" for a rate. */
  dimension: string;
  /** The noun the value is of ("tank", "pared", "pupil"), as a content-word stem. */
  head: string;
  /** Other nouns the value may be of: the second word of an English compound ("fun run"), the subject of "holds 60 litres of water". */
  heads: string[];
  /** Which property, when a word says it ("de largo", "wide"): length, width, height… */
  property: string;
  /** The other content words of its phrase ("rainwater", "municipal", "class 4b"). */
  mods: Set<string>;
  /** Taken as known: a definite phrase carries the value ("the 2,000-litre tank"). */
  presupposed: boolean;
  /** Said of a definite subject by a verb that gives a value ("El huerto de la escuela mide 8 m"). */
  asserted: boolean;
  /** A count whose owner is said ("of Class 4B", "The Senate has 100 members"). */
  owned: boolean;
  /** "The same …", "le même …": the phrase says it is the thing met before. */
  same: boolean;
  /** Its thing is definite (an article, a possessive, a name): a thing of the lesson, not one a unit brings in. */
  definite: boolean;
  /** Its sentence states facts (no hypothesis, no drawing). */
  fact: boolean;
  /** Its sentence works its values out (a share, a multiple, a total). */
  derived: boolean;

  tolerance: number;
}

/** Units written out in words (quantities.ts reads only symbols and a few words), to mathjs's. */
const WORD_UNITS: Record<string, string> = {
  metre: 'm', metres: 'm', meter: 'm', meters: 'm', metro: 'm', metros: 'm', mètre: 'm', mètres: 'm',
  kilometre: 'km', kilometres: 'km', kilometer: 'km', kilometers: 'km', kilómetro: 'km', kilómetros: 'km', kilomètre: 'km', kilomètres: 'km',
  centimetre: 'cm', centimetres: 'cm', centimeter: 'cm', centimeters: 'cm', centímetro: 'cm', centímetros: 'cm', centimètre: 'cm', centimètres: 'cm',
  gram: 'g', grams: 'g', gramo: 'g', gramos: 'g', gramme: 'g', grammes: 'g',
  kilogram: 'kg', kilograms: 'kg', kilo: 'kg', kilos: 'kg', kilogramo: 'kg', kilogramos: 'kg', kilogramme: 'kg', kilogrammes: 'kg',
  millilitre: 'ml', millilitres: 'ml', milliliter: 'ml', milliliters: 'ml', mililitro: 'ml', mililitros: 'ml',
  litre: 'l', litres: 'l', liter: 'l', liters: 'l', litro: 'l', litros: 'l',
};

/** Money: a sign before the number or a currency word after it. */
const MONEY_AFTER: Record<string, string> = { '€': '€', euro: '€', euros: '€', dollar: '$', dollars: '$', dólar: '$', dólares: '$', pound: '£', pounds: '£', libra: '£', libras: '£' };

/** Numbers in words a definite phrase may carry ("las tres horas de feria"); "one", "un" are articles too. */
const NUMBER_WORDS: Record<Lang, Record<string, number>> = {
  en: { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
  es: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
  fr: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12 },
  other: {},
};
const NUMBER_WORD: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(NUMBER_WORDS) as Lang[]).map((l) => [l, new RegExp(`(?<!\\p{L})(?:${Object.keys(NUMBER_WORDS[l]).join('|') || '(?!)'})(?!\\p{L})`, 'giu')]),
) as Record<Lang, RegExp>;

/** A number, with a currency sign before it; not part of a name ("4B", "6e"), a clock ("11:00") or a decimal's tail. */
const NUMBER = /(?<![\p{L}\d.,:/^])([$£€]\s?)?(\d+(?:\.\d+)?)(?![\d:]|\.\d|\p{L}|\s?(?:º|ª|°(?![CF])))/gu;

/** A determiner that makes the phrase after it definite, then "same"/"whole" words, right before the number. */
const DEFINITE_BEFORE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:the|all|all the|these|those|its|his|her|their|our|your|my|[\p{L}\d]+['’]s)\s+(?:(same|whole|entire|full)\s+)?(?:[$£€]\s?)?$/iu,
  es: /(?<!\p{L})(?:el|la|los|las|todos los|todas las|estos|estas|este|esta|sus?|nuestros?|nuestras?|vuestros?|vuestras?|tus?)\s+(?:(mismos?|mismas?)\s+)?(?:[$£€]\s?)?$/iu,
  fr: /(?<!\p{L})(?:le|la|les|l['’]|tous les|toutes les|ces|cette|ce|ses|son|sa|leurs?|nos|notre|vos|votre|mes|mon|ma|tes|ton|ta)\s*(?:(mêmes?)\s+)?(?:[$£€]\s?)?$/iu,
  other: /\b(?:the|all)\s+(?:(same)\s+)?$/iu,
};

/** A phrase's determiner at its start: definite (an article, a possessive, a name's genitive). */
const DEFINITE_START: Record<Lang, RegExp> = {
  en: /^(?:the|its|his|her|their|our|your|my|[\p{L}\d]+['’]s)\s/iu,
  es: /^(?:el|la|los|las|del|al|este|esta|estos|estas|sus?|nuestr[oa]s?|vuestr[oa]s?|tus?)\s/iu,
  fr: /^(?:le|la|les|l['’]|du|des|au|aux|ce|cet|cette|ces|son|sa|ses|leurs?|notre|nos|votre|vos|mon|ma|mes|ton|ta|tes)\s?/iu,
  other: /^(?:the)\s/iu,
};

/** Right before the number: what makes it a rate's unit, a part, a bound or a change, not the thing's value. */
const NOT_THE_VALUE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:per|each|every|remaining|other|another|extra|more|new|last|first|next|by|from|than|over|under|out of|(?:rises?|rose|falls?|fell|drops?|dropped|increases?|increased|decreases?|decreased|grows?|grew|goes|went|up|down|changes?|changed|reduced|cut|raised) to)\s+(?:[$£€]\s?)?$/iu,
  es: /(?<!\p{L})(?:por|cada|otros?|otras?|nuevos?|nuevas?|últimos?|últimas?|primeros?|primeras?|restantes|hasta|desde|que|más de|menos de|pasa a|pasar a)\s+(?:[$£€]\s?)?$/iu,
  fr: /(?<!\p{L})(?:par|chaque|autres?|nouveaux?|nouvelles?|derniers?|dernières?|premiers?|premières?|jusqu['’]à|que|plus de|moins de|passe à|passer à)\s+(?:[$£€]\s?)?$/iu,
  other: /\b(?:per|each|every|a|an|to|by)\s+$/iu,
};

/** Right after the phrase: what is left or added, not the thing ("that are left", "que quedan", "qui restent", "more"). */
const CHANGE_AFTER = /^\s*(?:\p{L}+\s+){0,3}?(?:left|remaining|more|extra|que quedan|que sobran|restantes|de más|qui restent|restants|restantes|de plus|en plus)(?!\p{L})/iu;

/** A hypothesis or an imagined case: its values are the case's. */
const HYPOTHETICAL: Record<Lang, RegExp> = {
  en: /\b(?:if|suppose|supposing|imagine|for example|for instance|e\.g\.|would|could)\b/iu,
  es: /(?<!\p{L})(?:si|supongamos|supón|imagina|imaginemos|por ejemplo|sería|podría)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:si|s['’]il|s['’]ils|supposons|imaginons|imagine|par exemple|serait|pourrait)(?!\p{L})/iu,
  other: /\b(?:if|suppose|imagine|for example)\b/iu,
};

/** Verbs that give the thing before them its value ("The tank holds", "La pared mide", "La classe compte", "Its surface lies at"). */
const MEASURING_VERB: Record<Lang, RegExp> = {
  en: /^(.*?)\s*(?:,?\s*(?:which|that)\s+)?(?<!\p{L})(?:holds?|measures?|covers?|costs?|weighs?|has|have|is|are|lies(?: at)?|sits(?: at)?|contains?|lasts?|seats?)\s+(?:about|around|roughly|nearly|almost|only|just|exactly|at|up to)?\s*$/iu,
  es: /^(.*?)\s*(?:,?\s*que\s+)?(?<!\p{L})(?:mide|miden|cubre|cubren|pesa|pesan|cuesta|cuestan|tiene|tienen|contiene|contienen|dura|duran|es|son|está|están)\s+(?:unos|unas|aproximadamente|solo|sólo|exactamente|a)?\s*$/iu,
  fr: /^(.*?)\s*(?:,?\s*qui\s+)?(?<!\p{L})(?:mesure|mesurent|couvre|couvrent|pèse|pèsent|coûte|coûtent|a|ont|compte|comptent|contient|contiennent|dure|durent|est|sont|fait|font)\s+(?:environ|à peu près|près de|quelque|seulement|exactement|à)?\s*$/iu,
  other: /^(.*?)\s*(?<!\p{L})(?:holds?|measures?|covers?|costs?|weighs?|has|is|are)\s+(?:about|around)?\s*$/iu,
};

/** A property word right after a value ("long", "de largo", "de haut"), and which property it names. */
const PROPERTY_AFTER = /^\s*(?:de\s+|d['’])?(long|wide|high|tall|deep|thick|largo|larga|ancho|ancha|alto|alta|profundo|profunda|longue|large|haut|haute|profond|profonde|épais)(?!\p{L})/iu;
const PROPERTY_KIND: Record<string, string> = { long: 'length', largo: 'length', larga: 'length', longue: 'length', wide: 'width', ancho: 'width', ancha: 'width', large: 'width', high: 'height', tall: 'height', alto: 'height', alta: 'height', haut: 'height', haute: 'height', deep: 'depth', profundo: 'depth', profunda: 'depth', profond: 'depth', profonde: 'depth', thick: 'thickness', épais: 'thickness' };

/** Words that name which property a value is, not the thing ("de largo", "long", "de haut"). */
const PROPERTY = new Set(
  'long wide high tall deep thick largo larga ancho ancha alto alta profundo profunda grueso longue large haut haute profond profonde épais length width height depth longitud anchura altura profundidad longueur largeur hauteur profondeur'.split(' '),
);

/** Words that never name the thing a value is of: pronouns, verbs of saying and doing, the learner. */
const NOT_A_THING = new Set(
  ('total sum amount number value quantity price cost size area volume mass weight time distance surface altitude ' +
    'you your we our they them she her him his its their total suma cantidad número valor precio coste tamaño área volumen masa peso tiempo distancia superficie altitud ' +
    'somme quantité nombre valeur prix coût taille aire volume masse poids temps distance surface altitude mind cuenta compte').split(' ').flatMap((w) => contentWords(w, 'en').concat(contentWords(w, 'es'), contentWords(w, 'fr'))),
);

/** Same-meaning nouns a writer swaps in Spanish and French (WordNet reads English): a small table, both ways. */
const SYNONYMS: Array<[Lang, string[]]> = [
  ['es', ['alumno', 'alumnos', 'estudiante', 'estudiantes']],
  ['es', ['depósito', 'tanque']],
  ['es', ['recorrido', 'ruta', 'camino', 'trayecto', 'circuito']],
  ['es', ['asiento', 'asientos', 'silla', 'sillas']],
  ['fr', ['élève', 'élèves', 'écolier', 'écoliers']],
  ['fr', ['réservoir', 'cuve']],
  ['fr', ['parcours', 'trajet', 'circuit', 'itinéraire']],
  ['fr', ['place', 'places', 'siège', 'sièges', 'chaise', 'chaises']],
];
const SYNONYM_OF = new Map<string, string>();
for (const [lang, group] of SYNONYMS) {
  const stems = group.flatMap((w) => contentWords(w, lang));
  for (const s of stems) SYNONYM_OF.set(`${lang} ${s}`, stems[0]!);
}

/** Whether two nouns name one thing in English by WordNet: one synset, or one the other's direct hypernym ("aquarium" a kind of "tank"). */
const related = new Map<string, boolean>();
function wordNetRelated(a: string, b: string): boolean {
  const key = a < b ? `${a} ${b}` : `${b} ${a}`;
  let found = related.get(key);
  if (found === undefined) {
    const wn = wordNet();
    const [sa, sb] = [wn.lookup(a).slice(0, 3), wn.lookup(b).slice(0, 3)];
    const offsets = (ss: typeof sa) => new Set(ss.map((s) => s.offset));
    const up = (ss: typeof sa) => new Set(ss.flatMap((s) => wn.related(s, ['@']).map((h) => h.offset)));
    const [oa, ob] = [offsets(sa), offsets(sb)];
    found = [...oa].some((o) => ob.has(o)) || [...up(sa)].some((o) => ob.has(o)) || [...up(sb)].some((o) => oa.has(o));
    if (related.size > 2000) related.clear();
    related.set(key, found);
  }
  return found;
}

/** How two nouns name one thing: "same" (one stem), "synonym", or not at all. */
function nameMatch(a: string, b: string, lang: Lang): 'same' | 'synonym' | undefined {
  if (a === b) return 'same';
  const [x, y] = [SYNONYM_OF.get(`${lang} ${a}`), SYNONYM_OF.get(`${lang} ${b}`)];
  if (x !== undefined && x === y) return 'synonym';
  if (lang === 'en' && /^[a-z]{3,}$/.test(a) && /^[a-z]{3,}$/.test(b) && wordNetRelated(a, b)) return 'synonym';
  return undefined;
}

/** Content words of a phrase that can name a thing. */
const thingWords = (text: string, lang: Lang) => contentWords(text, lang).filter((w) => !PROPERTY.has(w) && !NOT_A_THING.has(w));

/** The head of a noun phrase: its last noun in English ("rainwater tank"), its first in Spanish and French ("piscina municipal"). */
const headOf = (ws: string[], lang: Lang) => (lang === 'es' || lang === 'fr' ? ws[0] : ws[ws.length - 1]);

/** The phrase right after "of"/"de" (its thing), stopping at a verb-like word or punctuation. */
const OF_PHRASE = /^\s*(?:of|de|del|des|du|d['’])\s+((?:[\p{L}'’-]+\s*){1,5})/iu;
/** The noun phrase right before "of"/"de"/"with" and the number ("a budget of", "la piscina municipal de"). */
const PHRASE_OF = /((?:[\p{L}\d'’-]+\s+){1,4})(?:of|de|del|du|with|con|avec)\s+(?:about\s+|around\s+|roughly\s+|some\s+|unos\s+|unas\s+|environ\s+|quelque\s+)?(?:[$£€]\s?)?$/iu;
const STOP_AT = /(?<!\p{L})(?:and|or|in|on|at|for|to|with|from|by|per|that|which|who|is|are|was|when|where|while|each|every|the|a|an|this|y|o|en|para|con|que|es|son|cuando|cada|el|la|los|las|un|una|et|ou|dans|pour|avec|qui|est|sont|quand|chaque|les|une|à|au|a|por|par|se|lo|le)(?!\p{L})/iu;

function cutPhrase(text: string): string {
  const clause = text.split(/[,;:.!?()]/)[0]!;
  const m = STOP_AT.exec(clause);
  return m ? clause.slice(0, m.index) : clause;
}

/** A subject's words: its head (before any "of"/"de": the last word in English, the first in Spanish and French) and the rest. */
function subjectThing(subject: string, lang: Lang): { head?: string; heads: string[]; mods: string[] } {
  const [main, ...rest] = subject.split(/(?<!\p{L})(?:of|de|del|du|des|d['’])(?!\p{L})/iu);
  const ws = thingWords(main!, lang);
  const head = headOf(ws, lang);
  // Without parts of speech, an English subject's head may be its first noun ("The skateboard Leo is saving for").
  return { head, heads: ws.slice(0, 3).filter((w) => w !== head), mods: ws.filter((w) => w !== head).concat(rest.flatMap((r) => thingWords(r, lang))) };
}

/** Where a subject starts: after the last clause word before its verb (its articles and "of" phrases kept). */
const SUBJECT_STOP = /^(?:and|or|that|which|who|when|where|while|so|then|y|o|que|cuando|entonces|et|ou|qui|quand|donc|puis|in|on|at|en|dans|sur)$/iu;
function subjectBack(text: string): string {
  const ws = text.split(/\s+/).filter(Boolean);
  let from = ws.length;
  while (from > 0 && ws.length - from < 8 && !SUBJECT_STOP.test(ws[from - 1]!)) from--;
  return ws.slice(from).join(' ');
}

function unitOf(after: string, n: number, sign: string | undefined, lang: Lang): { dimension: string; value: number; length: number } | undefined {
  if (sign) return { dimension: `money ${sign.trim()}`, value: n, length: 0 };
  const m = /^(?:\s?-\s?|\s)?(%|[°º][CF]|\p{L}+(?:\^[23])?(?:\/\p{L}+(?:\^[23])?)?|€)/u.exec(after);
  if (!m) return undefined;
  const written = m[1]!;
  const lower = written.toLowerCase();
  if (MONEY_AFTER[lower]) return { dimension: `money ${MONEY_AFTER[lower]}`, value: n, length: m[0].length };
  const si = measure(n, WORD_UNITS[lower] ?? written);
  if (si) return { ...si, length: m[0].length };
  // A count: the noun right after the number is what is counted ("28 pupils", "120 chairs", "24 élèves").
  const noun = contentWords(written, lang)[0];
  if (noun && /^\p{L}{3,}[sx]$/u.test(written) && n >= 2 && !CALENDAR.has(lower) && !PROPERTY.has(noun) && !NOT_A_THING.has(noun)) return { dimension: `count ${nameKey(noun, lang)}`, value: n, length: m[0].length };
  return undefined;
}

/** Months, days and parts of a day: a number before one is a date or a time, not a count ("4 août"). */
const CALENDAR = new Set(
  ('january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre lunes martes miércoles jueves viernes sábado domingo ' +
    'janvier février mars avril mai juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche').split(' '),
);

/** Words after a unit that do not start the noun it qualifies ("3800 m above sea level", "3200 m up"). */
const NOT_A_NOUN_AFTER = /^\s*(?:above|below|up|down|away|high|deep|long|wide|tall|old|across|around|ahead|behind|apart|off|more|less|left|ago|later|earlier|before|after|at|in|on|of|per|each|every|a|an|the|to|from|by|and|or|than|so|too)(?!\p{L})/iu;

/** A count's noun as one key for its synonyms ("alumnos", "estudiantes"). */
const nameKey = (noun: string, lang: Lang) => SYNONYM_OF.get(`${lang} ${noun}`) ?? noun;

/** The values of one field, each with the thing it is of and how it is said. */
function mentionsIn(text: string, where: string, order: number, lang: Lang, carried: { words: string[] }): Mention[] {
  const out: Mention[] = [];
  if (!/\d/.test(text) && !NUMBER_WORD[lang].test(text)) return out;
  NUMBER_WORD[lang].lastIndex = 0;
  for (const sentence of sentences(text, lang)) {
    const plain = sentence.replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1').replace(/_([^_]+)_/g, '$1');
    let s = prepare(plain, lang).replace(/\s+/g, ' ');
    s = s.replace(NUMBER_WORD[lang], (w) => String(NUMBER_WORDS[lang][w.toLowerCase()]));
    // A hypothesis is no fact, and a length drawn to scale ("14 cm sobre el mapa") is not the thing's.
    const fact = !HYPOTHETICAL[lang].test(s) && !DRAWN[lang].test(s);
    const subjectCarried = carried.words;
    // The sentence's subject, carried to the next sentence for a verb without one ("Mide 8 m de largo", "Its surface lies at").
    const opening = thingWords(cutPhrase(s.split(/[,;:]/)[0]!.replace(/^\s*(?:the|el|la|los|las|le|les|l['’])\s+/iu, '')), lang).slice(0, 3);
    for (const m of s.matchAll(NUMBER)) {
      const n = Number(m[2]);
      const before = s.slice(0, m.index);
      const rest = s.slice(m.index + m[0].length);
      if (/[=+*/×÷-]\s*$/.test(before) || /^\s*[=+*/×÷]/.test(rest) || /^\s*-\s*\d/.test(rest)) continue;
      if (isBound(s, m.index, lang) || endsRange(s, m.index, lang) || /^\s*(?:-|–|to|a|à|y|et|and|or|o|ou)\s*[$£€]?\d/iu.test(rest)) continue;
      const unit = unitOf(rest, n, m[1], lang);
      if (!unit) continue;
      const after = rest.slice(unit.length);
      if (boundAfter(after)) continue;
      const per = /^\s*(?:per|each|every|a|an|por|cada|par|chaque|al|à la|by)\s+([\p{L}]+)|^\s*\/\s*([\p{L}]+)/iu.exec(after);
      let dimension = unit.dimension;
      if (per) {
        const perWord = (per[1] ?? per[2])!.toLowerCase();
        if (!/^(?:the|el|la|le|les|los|las|un|una|une)$/u.test(perWord)) dimension += ` per ${contentWords(perWord, lang)[0] ?? perWord}`;
      }
      // Which property ("8 m de largo", "5 m de ancho", "12 m long"): two properties are two quantities.
      const property = PROPERTY_AFTER.exec(after);
      const propertyKind = property ? (PROPERTY_KIND[property[1]!.toLowerCase()] ?? property[1]!.toLowerCase()) : '';
      const tail = before.slice(-40);
      if (NOT_THE_VALUE[lang].test(tail) || CHANGE_AFTER.test(after.slice(0, 40))) continue;
      const definiteBefore = DEFINITE_BEFORE[lang].exec(tail);
      // What the value is of, read in the ways a phrase gives it, most specific first.
      let head: string | undefined;
      const heads: string[] = [];
      let mods: string[] = [];
      let definite = false;
      let presupposed = false;
      let asserted = false;
      // A count's owner ("of Class 4B", "The Senate has"): two owners, two groups.
      let owned = false;
      const isCount = dimension.startsWith('count ');
      if (isCount) {
        head = dimension.split(' ')[1]!;
        dimension = dimension.replace(/^count \S+/u, 'count');
      } else if (lang === 'en' && /^\s*\p{L}/u.test(after) && !per && !NOT_A_NOUN_AFTER.test(after)) {
        // "the 2000-litre tank", "the 18 km route", "the $500 budget": the noun after the unit.
        // Without parts of speech, the first two words may each be the head ("tank turns cloudy", "fun run").
        const ws = thingWords(cutPhrase(after.slice(0, 40)), lang).slice(0, 2);
        if (ws.length) {
          head = ws[0];
          heads.push(...ws.slice(1));
          mods = ws.slice(1);
        }
      }
      if (!head) {
        // "200 mL of solution", "30 g de sucre", "los 50 euros del presupuesto", "6 m de largo de la pared".
        let tailOf = after;
        const property = /^\s*(?:de\s+|d['’])?(\p{L}+)/iu.exec(tailOf);
        if (property && PROPERTY.has(property[1]!.toLowerCase())) tailOf = tailOf.slice(property[0].length);
        const of = OF_PHRASE.exec(tailOf);
        if (of && !per) {
          const phrase = cutPhrase(of[1]!.replace(/^(?:the|a|an|el|la|los|las|un|una|le|les|l['’]|une)\s+/iu, ''));
          const ws = thingWords(phrase, lang);
          if (ws.length) {
            head = headOf(ws, lang);
            heads.push(...ws.slice(0, 3));
            mods = ws.filter((w) => w !== head);
            definite = /^\s*(?:del|du|des)\s/iu.test(tailOf) || /^\s*(?:of|de)\s+(?:the|el|la|los|las|le|les|l['’]|his|her|its|their|our|your|su|sus|son|sa|ses)\s/iu.test(tailOf);
          }
        }
      }
      let phraseBefore: RegExpExecArray | null = null;
      if (!head && !isCount) {
        // "a budget of $450", "la piscina municipal de 50 metros", "du parcours de 1500 m".
        phraseBefore = PHRASE_OF.exec(tail);
        if (phraseBefore) {
          const np = cutPhraseBack(phraseBefore[1]!.split(/[,;:]/).pop()!.trim());
          // "24 cuotas de 95 €", "6 bouteilles de 1,5 L": the value of each of several, a part, not the thing's.
          if (/^\d/.test(np)) continue;
          const ws = thingWords(np, lang);
          if (ws.length) {
            head = headOf(ws.slice(-3), lang);
            mods = ws.filter((w) => w !== head);
            definite = DEFINITE_START[lang].test(np.replace(/^.*?(?<!\p{L})(?=(?:the|el|la|los|las|le|les|l['’]|du|del|des|its|his|her|their|our|your|[\p{L}\d]+['’]s)\s)/iu, ''));
          }
        }
      }
      if (!head || isCount || !definiteBefore) {
        // "The rainwater tank holds 1200 litres", "La pared mide 6 m", "Class 4B has 28 pupils", "the lake's surface, which is 3200 m".
        const verb = MEASURING_VERB[lang].exec(before.split(/[;:]/).pop()!);
        if (verb) {
          // A relative clause's verb ("la piscina municipal, que mide") gives the value of the phrase just before it.
          const subject = /,\s*$|(?<!\p{L})(?:which|that|que|qui)\s*$/iu.test(verb[1]!) || /^\s*(?:,\s*)?(?:which|that|que|qui)\s/iu.test(verb[0].slice(verb[1]!.length))
            ? cutPhraseBack(verb[1]!.replace(/,?\s*(?:which|that|que|qui)?\s*$/iu, '').split(',').pop()!.trim())
            : subjectBack(lastClause(verb[1]!));
          const parts = subjectThing(subject, lang);
          const ws = parts.head ? [parts.head, ...parts.mods] : [];
          if (parts.head && head === undefined && !isCount) heads.push(...parts.heads);
          const pronoun = /^(?:its|it|their|they|elle|il|ella|él|son|sa|ses|su|sus)?\s*$/iu.test(subject.replace(/(?<!\p{L})(?:its|their|son|sa|ses|su|sus)\s+\p{L}+$/iu, '')) && /(?<!\p{L})(?:its|their|son|sa|ses|su|sus|it|elle|il|ella|él)(?!\p{L})|^\s*$/iu.test(subject);
          const subjectWords = ws.length ? ws : subjectCarried;
          if (isCount) {
            mods = pronoun ? [...ws, ...subjectCarried] : subjectWords;
            owned = mods.length > 0;
          } else if (head) heads.push(...(parts.head ? [parts.head, ...parts.heads] : []));
          else if (subjectWords.length) {
            head = ws.length ? parts.head : subjectCarried[0];
            mods = [...(ws.length ? ws : subjectCarried), ...(pronoun ? subjectCarried : [])].filter((w) => w !== head);
          }
          // A subject with "each", "cada", "chaque" gives a rate, not a thing's value ("Cada largo mide 50 metros").
          if (/(?<!\p{L})(?:each|every|cada|chaque)(?!\p{L})/iu.test(subject)) continue;
          definite = DEFINITE_START[lang].test(subject.trim() + ' ') || /.\p{Lu}|\d/u.test(subject.trim()) || (!ws.length && subjectCarried.length > 0);
          asserted = definite;
        }
      }
      // A value joined to the one before it ("8 m de largo y 5 m de ancho") is of the same thing.
      const previous = out[out.length - 1];
      if (!head && previous?.sentence === sentence && /(?:,|(?<!\p{L})(?:and|y|e|et))\s*$/iu.test(tail)) {
        head = previous.head;
        mods = [...previous.mods];
        definite = previous.definite;
        asserted = previous.asserted;
      }
      if (!head) continue;
      if (isCount && !mods.length) {
        // "All 25 pupils of Class 4B", "28 pupils in the hall": who the counted ones are.
        const owner = /^\s*(?:of|de|del|du|des)\s+((?:[\p{L}\d'’-]+\s*){1,3})/iu.exec(after);
        owned = !!owner;
        if (owner) mods = thingWords(cutPhrase(owner[1]!.replace(/^(?:the|el|la|los|las|le|les|l['’])\s+/iu, '')), lang).concat(contentWords(owner[1]!, lang).filter((w) => /\d/.test(w)));
      }
      if (definiteBefore) {
        presupposed = true;
        definite = true;
      } else if (phraseBefore && definite) presupposed = true;
      out.push({
        where,
        order,
        sentence,
        written: m[0].trim() + (unit.length ? rest.slice(0, unit.length) : ''),
        value: unit.value,
        dimension,
        head,
        heads: heads.filter((h) => h !== head),
        property: propertyKind,
        mods: new Set(mods),
        presupposed,
        asserted,
        owned,
        same: !!definiteBefore?.[1],
        definite,
        fact,
        // A value after the operation that works it out ("double everything: the 600 ml of milk") is a result, not taken as known.
        derived: derives(before, lang),
        tolerance: approximation(before, m[2]!, lang) * (unit.value / (n || 1)),
      });
    }
    if (opening.length) carried.words = opening;
  }
  return out;
}

/** The last clause of a subject (after a comma, unless the comma opens "which is"). */
function lastClause(text: string): string {
  const parts = text.split(/,/);
  const last = parts.pop()!.trim();
  return /^(?:which|that|que|qui)?\s*$/iu.test(last) && parts.length ? parts.pop()!.trim() : last.replace(/^(?:which|that|que|qui)\s+/iu, '');
}

/** Articles and contracted prepositions that open a noun phrase: kept with it (they say whether it is definite). */
const OPENS_PHRASE = /^(?:the|a|an|el|la|los|las|un|una|le|les|l['’]|une|du|del|des|au|aux|al)$/iu;

/** The noun phrase that ends a text (a subject before its verb, a thing before "de"): back to a clause word or a preposition, its article kept. */
function cutPhraseBack(text: string): string {
  const ws = text.split(/\s+/).filter(Boolean);
  let from = ws.length;
  while (from > 0 && ws.length - from < 7) {
    const w = ws[from - 1]!;
    if (OPENS_PHRASE.test(w)) {
      from--;
      break;
    }
    if (STOP_AT.test(w) || /^(?:of|de|d['’])$/iu.test(w)) break;
    from--;
  }
  return ws.slice(from).join(' ');
}

/** The unit a field belongs to ("" for the lesson's setting) and, in it, its option. */
const UNIT = /^\/(?:workedExamples|checkQuestions|questions|decisionPoints)\/\d+/;
const OPTION = /^\/(?:questions|decisionPoints)\/\d+\/options\/\d+/;
const unitOfField = (where: string) => UNIT.exec(where)?.[0] ?? '';

/** "All", "todos", "tous": a count that is every one of them. */
const ALL = /(?<!\p{L})(?:all|whole|every one of|todos|todas|tous|toutes)(?!\p{L})/iu;

/** A unit's set-up (a problem, a question, a stem, a prompt): where it states what it is about; its solution, answer and comments work from it. */
const SETUP = /^\/(?:workedExamples\/\d+\/problem|checkQuestions\/\d+\/question|questions\/\d+\/stem|decisionPoints\/\d+\/prompt)$/;

/** Cheap patterns a field must match to hold a value taken as known: a definite word shortly before a number (or a number word). */
const DEFINITE_WORDS = String.raw`the|all|these|those|its|his|her|their|our|your|my|[\p{L}\d]+['’]s|el|la|los|las|del|al|todos|todas|estos|estas|este|esta|sus?|nuestr\p{L}*|vuestr\p{L}*|tus?|le|les|l['’]|du|des|au|aux|tous|toutes|ces|cette|cet|ce|ses|son|sa|leurs?|nos|notre|vos|votre|mes|mon|ma|tes|ton|ta`;
const MAY_PRESUPPOSE: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(NUMBER_WORDS) as Lang[]).map((l) => [
    l,
    new RegExp(
      String.raw`(?<!\p{L})(?:${DEFINITE_WORDS})\s*(?:(?:same|whole|entire|full|mism\p{L}*|mêmes?)\s+|(?:[\p{L}\d'’-]+\s+){1,4}(?:of|de|del|du|d['’]|with|con|avec)\s+(?:\p{L}+\s+)?)?[$£€*]*\s?(?:\d|(?:${Object.keys(NUMBER_WORDS[l]).join('|') || '(?!)'})(?!\p{L}))`,
      'iu',
    ),
  ]),
) as Record<Lang, RegExp>;
/** A verb that gives a value, shortly before a number: what a set-up asserting a value needs. */
const MAY_ASSERT: Record<Lang, RegExp> = Object.fromEntries(
  Object.entries({
    en: 'holds?|measures?|covers?|costs?|weighs?|has|have|is|are|lies|sits|contains?|lasts?|seats?',
    es: 'mide|miden|cubre|cubren|pesa|pesan|cuesta|cuestan|tiene|tienen|contiene|contienen|dura|duran|es|son|está|están',
    fr: 'mesure|mesurent|couvre|couvrent|pèse|pèsent|coûte|coûtent|a|ont|compte|comptent|contient|contiennent|dure|durent|est|sont|fait|font',
    other: 'holds?|measures?|covers?|costs?|weighs?|has|is|are',
  }).map(([l, verbs]) => [l, new RegExp(String.raw`(?<!\p{L})(?:${verbs})\s+(?:[\p{L}'’]+\s+){0,2}?[$£€*]*\s?\d`, 'iu')]),
) as Record<Lang, RegExp>;

/** Whether two values agree (2 %, or within an approximate value's rounding). */
const agree = (a: Mention, b: Mention) => Math.abs(a.value - b.value) <= Math.max(0.02 * Math.max(Math.abs(a.value), Math.abs(b.value)), a.tolerance, b.tolerance);

export function presupposedQuantityFindings(mode: Mode, content: unknown, lang: Lang, alreadyAt: ReadonlySet<string>): Finding[] {
  const distractors = distractorTexts(mode, content);
  const strings = stringsOf(content);
  if (!strings.some((s) => /\d/.test(s.text) || NUMBER_WORD[lang].test(s.text))) return [];
  NUMBER_WORD[lang].lastIndex = 0;
  // Most content has no phrase that takes a value as known: the few fields that may are read first
  // (cheap patterns, then their own values), and the rest only when one of them does.
  const takesAsKnown = (m: Mention) => m.fact && !m.derived && (m.presupposed || (m.asserted && SETUP.test(m.where)));
  const mayTake = strings.filter((s) => !distractors.has(s.where) && (MAY_PRESUPPOSE[lang].test(s.text) || (SETUP.test(s.where) && MAY_ASSERT[lang].test(s.text))));
  if (!mayTake.some((s) => mentionsIn(s.text, s.where, 0, lang, { words: [] }).some(takesAsKnown))) return [];
  const carried = { words: [] as string[] };
  let lastUnit = '';
  const all: Mention[] = [];
  strings.forEach((s, order) => {
    const unit = unitOfField(s.where);
    if (unit !== lastUnit) carried.words = [];
    lastUnit = unit;
    if (distractors.has(s.where)) return;
    all.push(...mentionsIn(s.text, s.where, order, lang, carried));
  });
  const out: Finding[] = [];
  const reported = new Set(alreadyAt);
  const sameThing = (a: Mention, b: Mention) => {
    if (a.dimension !== b.dimension || (a.property && b.property && a.property !== b.property)) return undefined;
    const matches = [a.head, ...a.heads].flatMap((x) => [b.head, ...b.heads].map((y) => nameMatch(x, y, lang)));
    const how = matches.includes('same') ? 'same' : matches.includes('synonym') ? 'synonym' : undefined;
    if (!how) return undefined;
    // Compatible modifiers: two phrases that each say which one, differently, name two things ("the fish tank", "the rain tank").
    if (a.mods.size && b.mods.size && ![...a.mods].some((w) => b.mods.has(w) || a.head === w) && ![...b.mods].some((w) => w === a.head)) return a.dimension.startsWith('count') && a.owned && b.owned ? undefined : 'synonym';
    return how;
  };
  for (const m of all) {
    const unit = unitOfField(m.where);
    // A value taken as known, or one a unit (an exercise, a question, a decision point) asserts of a definite thing of the lesson.
    if (!takesAsKnown(m) || reported.has(m.where)) continue;
    const option = OPTION.exec(m.where)?.[0];
    const candidates = all.filter((e) => e !== m && sameThing(e, m));
    // Any other place giving the thing the value the phrase takes for granted: the thing has it (a table, a restatement).
    if (candidates.some((e) => agree(e, m))) continue;
    // A unit that brings the thing in itself keeps its values: compare only inside it.
    // A unit that gives the thing a value of its own before is its own scenario (a question's set-up, a problem's data):
    // its later values work from it, and are not the lesson's.
    if (unit && candidates.some((e) => unitOfField(e.where) === unit && e.order <= m.order)) continue;
    const earlier = candidates.filter((e) => {
      if (e.order > m.order || !e.fact || !(e.order < m.order || e.sentence !== m.sentence)) return false;
      if (e.order === m.order) return false;
      const eUnit = unitOfField(e.where);
      const eOption = OPTION.exec(e.where)?.[0];
      // Options of one question are alternatives.
      if (option && eOption && option !== eOption && eUnit === unit) return false;
      // Another unit's value counts only for a thing it names definitely, and only when this phrase says "the same" or takes a definite thing as known.
      if (eUnit && eUnit !== unit) return m.presupposed && e.definite && (m.same || !e.presupposed);
      return true;
    });
    if (!earlier.length) continue;
    const e = earlier[earlier.length - 1]!;
    // A definite count smaller than the one given may name some of them ("los dos textos" of three); only "all" says it is every one.
    if (m.dimension.startsWith('count') && m.value < e.value && !ALL.test(m.sentence)) continue;
    const how = sameThing(e, m);
    const sure = how === 'same';
    reported.add(m.where);
    out.push({
      type: 'quantity_contradiction',
      check: 'factual',
      severity: sure ? 'medium' : 'low',
      title: sure ? 'A value taken as known contradicts the one given' : 'A value taken as known may contradict the one given',
      location: m.where,
      quote: m.sentence,
      explanation: `"${m.written}" is taken here as the value of the ${m.head} already met, but ${e.where || '/'} gives it "${e.written}" ("${e.sentence}").`,
      fix: 'Check which value is right and use it in both places.',
    });
  }
  return out;
}
