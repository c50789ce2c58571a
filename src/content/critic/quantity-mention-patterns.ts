// The words and patterns around a value that the reading of quantity mentions
// (quantity-mention-reading.ts) asks about: units and numbers in words, what makes a phrase
// definite, what makes a number a rate, a part, a change or a hypothesis rather than the thing's
// value, verbs that give a value, property words. Apart because they are word lists per
// language, changed on their own when a writer's wording is missed.
import { contentWords, type Lang } from './text.js';

/** Units written out in words (quantities.ts reads only symbols and a few words), to mathjs's. */
export const WORD_UNITS: Record<string, string> = {
  metre: 'm', metres: 'm', meter: 'm', meters: 'm', metro: 'm', metros: 'm', mètre: 'm', mètres: 'm',
  kilometre: 'km', kilometres: 'km', kilometer: 'km', kilometers: 'km', kilómetro: 'km', kilómetros: 'km', kilomètre: 'km', kilomètres: 'km',
  centimetre: 'cm', centimetres: 'cm', centimeter: 'cm', centimeters: 'cm', centímetro: 'cm', centímetros: 'cm', centimètre: 'cm', centimètres: 'cm',
  gram: 'g', grams: 'g', gramo: 'g', gramos: 'g', gramme: 'g', grammes: 'g',
  kilogram: 'kg', kilograms: 'kg', kilo: 'kg', kilos: 'kg', kilogramo: 'kg', kilogramos: 'kg', kilogramme: 'kg', kilogrammes: 'kg',
  millilitre: 'ml', millilitres: 'ml', milliliter: 'ml', milliliters: 'ml', mililitro: 'ml', mililitros: 'ml',
  litre: 'l', litres: 'l', liter: 'l', liters: 'l', litro: 'l', litros: 'l',
};

/** Money: a sign before the number or a currency word after it. */
export const MONEY_AFTER: Record<string, string> = { '€': '€', euro: '€', euros: '€', dollar: '$', dollars: '$', dólar: '$', dólares: '$', pound: '£', pounds: '£', libra: '£', libras: '£' };

/** Numbers in words a definite phrase may carry ("las tres horas de feria"); "one", "un" are articles too. */
export const NUMBER_WORDS: Record<Lang, Record<string, number>> = {
  en: { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
  es: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 },
  fr: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12 },
  other: {},
};
export const NUMBER_WORD: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(NUMBER_WORDS) as Lang[]).map((l) => [l, new RegExp(`(?<!\\p{L})(?:${Object.keys(NUMBER_WORDS[l]).join('|') || '(?!)'})(?!\\p{L})`, 'giu')]),
) as Record<Lang, RegExp>;

/** A number, with a currency sign before it; not part of a name ("4B", "6e"), a clock ("11:00") or a decimal's tail. */
/**
 * The most values a sentence may give and still be read (the labelled sets' sentences give at most
 * 9): a sentence of more is a table or a list of data. Each value reads the words, the clause and
 * the phrases before and after it in its sentence, so one sentence of thousands cost their square.
 */
export const MAX_VALUES_IN_SENTENCE = 24;

export const NUMBER = /(?<![\p{L}\d.,:/^])([$£€]\s?)?(\d+(?:\.\d+)?)(?![\d:]|\.\d|\p{L}|\s?(?:º|ª|°(?![CF])))/gu;

/** A determiner that makes the phrase after it definite, then "same"/"whole" words, right before the number. */
export const DEFINITE_BEFORE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:the|all|all the|these|those|its|his|her|their|our|your|my|(?<!\d)[\p{L}\d]+['’]s)\s+(?:(same|whole|entire|full)\s+)?(?:[$£€]\s?)?$/iu,
  es: /(?<!\p{L})(?:el|la|los|las|todos los|todas las|estos|estas|este|esta|sus?|nuestros?|nuestras?|vuestros?|vuestras?|tus?)\s+(?:(mismos?|mismas?)\s+)?(?:[$£€]\s?)?$/iu,
  // "Chacun des 26 élèves", "aucun des": "des" after one of a set is "de les", the set's count.
  fr: /(?<!\p{L})(?:le|la|les|l['’]|tous les|toutes les|ces|cette|ce|ses|son|sa|leurs?|nos|notre|vos|votre|mes|mon|ma|tes|ton|ta|(?:chacun|chacune|aucun|aucune|l['’]un|l['’]une) des)\s*(?:(mêmes?)\s+)?(?:[$£€]\s?)?$/iu,
  other: /\b(?:the|all)\s+(?:(same)\s+)?$/iu,
};

/** A phrase's determiner at its start: definite (an article, a possessive, a name's genitive). */
export const DEFINITE_START: Record<Lang, RegExp> = {
  en: /^(?:the|its|his|her|their|our|your|my|[\p{L}\d]+['’]s)\s/iu,
  es: /^(?:el|la|los|las|del|al|este|esta|estos|estas|sus?|nuestr[oa]s?|vuestr[oa]s?|tus?)\s/iu,
  fr: /^(?:le|la|les|l['’]|du|des|au|aux|ce|cet|cette|ces|son|sa|ses|leurs?|notre|nos|votre|vos|mon|ma|mes|ton|ta|tes)\s?/iu,
  other: /^(?:the)\s/iu,
};

/** Right before the number: what makes it a rate's unit, a part, a bound or a change, not the thing's value. */
export const NOT_THE_VALUE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:per|each|every|remaining|other|another|extra|more|new|last|first|next|by|from|than|over|under|out of|(?:rises?|rose|falls?|fell|drops?|dropped|increases?|increased|decreases?|decreased|grows?|grew|goes|went|up|down|changes?|changed|reduced|cut|raised) to)\s+(?:[$£€]\s?)?$/iu,
  es: /(?<!\p{L})(?:por|cada|otros?|otras?|nuevos?|nuevas?|últimos?|últimas?|primeros?|primeras?|restantes|hasta|desde|que|más de|menos de|pasa a|pasar a)\s+(?:[$£€]\s?)?$/iu,
  fr: /(?<!\p{L})(?:par|chaque|autres?|nouveaux?|nouvelles?|derniers?|dernières?|premiers?|premières?|jusqu['’]à|que|plus de|moins de|passe à|passer à)\s+(?:[$£€]\s?)?$/iu,
  other: /\b(?:per|each|every|a|an|to|by)\s+$/iu,
};

/** Right after the phrase: what is left or added, not the thing ("that are left", "que quedan", "qui restent", "more"). */
export const CHANGE_AFTER = /^\s*(?:\p{L}+\s+){0,3}?(?:left|remaining|more|extra|que quedan|que sobran|restantes|de más|qui restent|restants|restantes|de plus|en plus)(?!\p{L})/iu;

/** A hypothesis or an imagined case: its values are the case's. */
export const HYPOTHETICAL: Record<Lang, RegExp> = {
  en: /\b(?:if|suppose|supposing|imagine|for example|for instance|e\.g\.|would|could)\b/iu,
  es: /(?<!\p{L})(?:si|supongamos|supón|imagina|imaginemos|por ejemplo|sería|podría)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:si|s['’]il|s['’]ils|supposons|imaginons|imagine|par exemple|serait|pourrait)(?!\p{L})/iu,
  other: /\b(?:if|suppose|imagine|for example)\b/iu,
};

/** Verbs that give the thing before them its value ("The tank holds", "La pared mide", "La classe compte", "Its surface lies at"). */
export const MEASURING_VERB: Record<Lang, RegExp> = {
  en: /^(.*?)\s*(?:,?\s*(?:which|that)\s+)?(?<!\p{L})(?:holds?|measures?|covers?|costs?|weighs?|has|have|is|are|lies(?: at)?|sits(?: at)?|contains?|lasts?|seats?)\s+(?:about|around|roughly|nearly|almost|only|just|exactly|at|up to)?\s*$/iu,
  es: /^(.*?)\s*(?:,?\s*que\s+)?(?<!\p{L})(?:mide|miden|cubre|cubren|pesa|pesan|cuesta|cuestan|tiene|tienen|contiene|contienen|dura|duran|es|son|está|están)\s+(?:unos|unas|aproximadamente|solo|sólo|exactamente|a)?\s*(?:(?<=(?:es|son|era|eran)\s+)de\s+)?$/iu,
  fr: /^(.*?)\s*(?:,?\s*qui\s+)?(?<!\p{L})(?:mesure|mesurent|couvre|couvrent|pèse|pèsent|coûte|coûtent|a|ont|compte|comptent|contient|contiennent|dure|durent|est|sont|fait|font)\s+(?:environ|à peu près|près de|quelque|seulement|exactement|à)?\s*(?:(?<=(?:est|sont|était|étaient)\s+)(?:de\s+|d['’]\s*))?$/iu,
  other: /^(.*?)\s*(?<!\p{L})(?:holds?|measures?|covers?|costs?|weighs?|has|is|are)\s+(?:about|around)?\s*$/iu,
};

/** A property word right after a value ("long", "de largo", "de haut"), and which property it names. */
export const PROPERTY_AFTER = /^\s*(?:de\s+|d['’])?(long|wide|high|tall|deep|thick|largo|larga|ancho|ancha|alto|alta|profundo|profunda|longue|large|haut|haute|profond|profonde|épais)(?!\p{L})/iu;
export const PROPERTY_KIND: Record<string, string> = { long: 'length', largo: 'length', larga: 'length', longue: 'length', wide: 'width', ancho: 'width', ancha: 'width', large: 'width', high: 'height', tall: 'height', alto: 'height', alta: 'height', haut: 'height', haute: 'height', deep: 'depth', profundo: 'depth', profunda: 'depth', profond: 'depth', profonde: 'depth', thick: 'thickness', épais: 'thickness' };

/** Words that name which property a value is, not the thing ("de largo", "long", "de haut"). */
export const PROPERTY = new Set(
  'long wide high tall deep thick largo larga ancho ancha alto alta profundo profunda grueso longue large haut haute profond profonde épais length width height depth longitud anchura altura profundidad longueur largeur hauteur profondeur'.split(' '),
);

/** Words that never name the thing a value is of: pronouns, verbs of saying and doing, the learner. */
export const NOT_A_THING = new Set(
  ('total sum amount number value quantity price cost size area volume mass weight time distance surface altitude ' +
    'you your we our they them she her him his its their total suma cantidad número valor precio coste tamaño área volumen masa peso tiempo distancia superficie altitud ' +
    'somme quantité nombre valeur prix coût taille aire volume masse poids temps distance surface altitude mind cuenta compte ' +
    // Parts of a whole: "2 quarters" is a fraction, not two things ("tres cuartos", "deux tiers").
    'halves thirds quarters fourths fifths sixths sevenths eighths ninths tenths hundredths medios tercios cuartos quintos sextos séptimos octavos novenos décimos centésimos ' +
    'demis tiers quarts cinquièmes sixièmes septièmes huitièmes neuvièmes dixièmes centièmes').split(' ').flatMap((w) => contentWords(w, 'en').concat(contentWords(w, 'es'), contentWords(w, 'fr'))),
);

/** Months, days and parts of a day: a number before one is a date or a time, not a count ("4 août"). */
export const CALENDAR = new Set(
  ('january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday ' +
    'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre lunes martes miércoles jueves viernes sábado domingo ' +
    'janvier février mars avril mai juin juillet août septembre octobre novembre décembre lundi mardi mercredi jeudi vendredi samedi dimanche').split(' '),
);

/** Words after a unit that do not start the noun it qualifies ("3800 m above sea level", "3200 m up", "59,000 km² shared by"). */
export const NOT_A_NOUN_AFTER = /^\s*(?:\p{L}{3,}ed\s+(?:by|in|on|at|from|with|to|over|across|between|among)(?!\p{L})|above|below|up|down|away|high|deep|long|wide|tall|old|across|around|ahead|behind|apart|off|more|less|left|ago|later|earlier|before|after|at|in|on|of|per|each|every|a|an|the|to|from|by|and|or|than|so|too)(?!\p{L})/iu;
