// Quantities that contradict each other across the content: the same thing (the content words
// around the number) given two values, compared in one unit with mathjs's units, so "100 °C" and
// "212 °F" agree and "100 °C" and "90 °C" do not. A quantity is only compared with one in another
// text field (another section, a definition, a rationale); two values within one sentence or
// field are usually a comparison the author meant. Two quantities are one only when they measure
// the same thing (a shared word that is not a quantity's name) in the same dimension (units read
// whole: "g/cm³" is a density, not a mass), and are told apart by what the text says of them: the
// other side of a comparison is not the thing, a percentage is of its whole, a negative clause is
// the complement, an approximate value agrees within its rounding, a change, a rate and an age
// are not the level, the length of time or the total they sit beside. Values at two times ("in
// January", "in July"; "was … at the start", "after five minutes"), in two places opening their
// sentences ("At sea level, …", "On motorways the …"), "now" after a change, drawn to
// scale ("on the map"), or for two amounts of something else ("4 km in 20 minutes") are two values;
// a value the text states again is one of a thing's several values (a table, a forecast), so only
// the odd one of a clash, stated once, is reported.
import type { Mode } from '../content-schemas.js';
import { stringsOf, type Finding } from './findings.js';
import { distractorTexts } from './items.js';
import { contentWords, sentences, words, type Lang } from './text.js';
import { measure, UNIT_SOURCE, UNIT_WORDS, type Measure } from './units.js';
import { MAX_VALUES_IN_SENTENCE, NUMBER_WORDS, WORD_UNITS } from './quantity-mention-patterns.js';
import { presupposedQuantityFindings } from './quantity-mentions.js';
import { ratioFindings } from './quantity-ratios.js';
import { approximation, boundAfter, prepared as preparedOnce, DRAWN, endsRange, illustrates, intends, isAge, SETTING, WHEN, isBound, isChange, mayQualify, perWhat, setsOwnScene, setupOf, statesOrIllustrates, worldOf } from './statements.js';

/** Units that count years (an age, when "at"/"à"/"a los" comes before them). */
const YEARS = /^(?:years?|años?|ans?)$/iu;

// Its first digit is the first of its run: a start inside a long run of digits would scan the rest
// of the run again for each digit (quadratic on "1111…"), and matches nothing a start at the
// run's first digit does not.
const QUANTITY = new RegExp(String.raw`(?<!\d)(\d+(?:\.\d+)?)\s?(${UNIT_SOURCE})`, 'giu');
/** What follows an element's symbol in a chemical formula: a subscript count ("H₂O", "CO₂"). */
const CHEMICAL_SUBSCRIPT = /^[₀-₉]/u;

/**
 * A value in SI, units written out as the quantity-mention reading reads them ("25 metros", "50
 * mètres"). Money is not read: a price in a scenario's choice or its feedback is what that choice
 * costs (two dozen eggs, a plan's month), rarely the fact the scene gave; measured on the tuning
 * writers, six clean items were flagged for one slip found.
 */
function measureWritten(n: number, written: string): Measure | undefined {
  // A one-letter unit in its own case: "2 H₂O" is water, not 2 hours; "5 M" no metres.
  if (/^\p{L}$/u.test(written) && !ONE_LETTER_UNITS.includes(written)) return undefined;
  // A heart rate, in beats per minute (statements.ts writes a pulse written out so).
  if (/^bpm$/iu.test(written)) return { value: n, dimension: 'heartbeats per minute' };
  return measure(n, WORD_UNITS[written.toLowerCase()] ?? written);
}
const ONE_LETTER_UNITS = 'hsmgtlLNWJ';

/**
 * A period told by which one it is ("last year", "this summer", "el año pasado", "este verano",
 * "l'an dernier", "cet été"): read whole, before its noun alone, so "last summer" and "this summer"
 * are two times, not one "summer".
 */
const WHICH_PERIOD: Record<Lang, string> = {
  en: String.raw`\b(?:last|this|next|that|the previous|the following)\s+(?:year|week|month|term|season|summer|winter|spring|autumn|weekend)\b`,
  es: String.raw`(?<!\p{L})(?:(?:este|esta|aquel|aquella)\s+(?:año|semana|mes|trimestre|temporada|verano|invierno|primavera|otoño)|(?:el|la)\s+(?:año|semana|mes|trimestre|temporada|verano|invierno|primavera|otoño)\s+(?:pasad[oa]|anterior|siguiente|próxim[oa]|que viene)|(?:el|la)\s+(?:próxim[oa]|pasad[oa])\s+(?:año|semana|mes|temporada))(?!\p{L})`,
  fr: String.raw`(?<!\p{L})(?:(?:cet|cette|ce)\s+(?:an|année|semaine|mois|trimestre|saison|été|hiver|printemps|automne)|(?:l['’]|la|le)\s*(?:an|année|semaine|mois|saison|été|hiver|printemps|automne)\s+(?:dernier|dernière|passé|passée|prochain|prochaine|suivant|suivante|précédent|précédente))(?!\p{L})`,
  other: String.raw`\b(?:last|this|next)\s+(?:year|week|month|summer|winter)\b`,
};
/** Words of time, and numbered days, weeks and months ("day 10", "el día 17", "semaine 3"). */
const TIMES: Record<Lang, RegExp> = Object.fromEntries(
  Object.entries(WHEN).map(([l, re]) => [l, new RegExp(String.raw`${WHICH_PERIOD[l as Lang]}|${re.source}|(?<!\p{L})(?:day|week|month|día|semana|mes|jour|semaine|mois)\s+\d+(?!\d)`, 'giu')]),
) as Record<Lang, RegExp>;
/** TIMES without its global flag, to ask once per sentence (a global pattern's test would move where the next reading starts). */
const TIMES_ANY: Record<Lang, RegExp> = Object.fromEntries(Object.entries(TIMES).map(([l, re]) => [l, new RegExp(re.source, 'iu')])) as Record<Lang, RegExp>;

/** A value told against another ("12 mm above the average", "3 °C por debajo de", "5 cm de plus que"): a difference. */
const DIFFERENCE_AFTER = /^\s*(?:[\p{L}]+\s+)?(?:above|below|more than|less than|higher than|lower than|por encima|por debajo|más que|menos que|au-dessus|au-dessous|en dessous|en dessus|de plus que|de moins que)(?!\p{L})(?!\s+(?:sea|the sea|del mar|de la mer|du niveau|del nivel|zero|cero|zéro|freezing))/iu;

/**
 * Each value's own time in a sentence that gives several: the first time said after it before the
 * next value or the clause's end, else the last said before it since the value before.
 */
function ownTimes(prepared: string, values: Quantity[], lang: Lang): void {
  const times = [...prepared.matchAll(TIMES[lang])].map((t) => ({ at: t.index, text: t[0].toLowerCase() }));
  const ends = values.map((v, i) => {
    const next = values[i + 1]?.clause ?? prepared.length;
    const stop = prepared.slice(v.clause, next).search(/[;:.!?]/u);
    return stop < 0 ? next : v.clause + stop;
  });
  values.forEach((v, i) => {
    const after = times.find((t) => t.at > v.clause && t.at < ends[i]!);
    const before = times.filter((t) => t.at < v.clause && t.at > (i ? values[i - 1]!.clause : -1)).pop();
    v.at = (after ?? before)?.text ?? '';
  });
  // Only a sentence that tells its values apart by time reads them one by one.
  if (new Set(values.map((v) => v.at).filter(Boolean)).size < 2) {
    for (const v of values) v.at = '';
    return;
  }
  for (const v of values) {
    if (!v.at) continue;
    const own = new Set([v.at]);
    v.when = () => own;
  }
}

/**
 * Words that name WHICH quantity a number is (long, wide, density, price...), or only link it to
 * its thing (has, tiene, mesure), per language. They say nothing about WHAT is measured: a
 * classroom 9 m long and a garden bed 8 m long are two things, so two quantities are the same
 * only if they also share a word for the thing.
 */
const NOT_THE_THING = new Set(
  ('long wide tall high deep thick far away heavy old big large small length width breadth height depth thickness distance mass weight ' +
    'density temperature speed velocity area volume size price cost total time duration measure measures weigh weighs cover covers ' +
    'largo larga ancho ancha alto alta profundo profunda grueso lejos pesado longitud anchura altura profundidad grosor distancia masa peso ' +
    'densidad temperatura velocidad área superficie volumen tamaño precio coste costo duración tiempo mide miden pesa pesan ocupa ' +
    'longue large haut haute profond profonde épais loin lourd longueur largeur hauteur profondeur épaisseur masse volumique poids densité ' +
    'température vitesse aire surface taille prix coût durée temps mesure mesurent pèse pèsent occupe ' +
    // Verbs that only place or link ("the city is at about 2850 m", "está a unos 25 km", "se trouve à").
    'is are was were lies lie located situated está están estaba estaban es son era eran fue situado situada ubicado ubicada est sont était étaient situé située trouve ' +
    // Words of statistics name which value of a set, not the thing ("the average temperature").
    'average mean median mode typical media mediana promedio moda moyenne médiane ' +
    // Names of a quantity of time or chance: the period of a pendulum and of an orbit are two things.
    'period periods frequency chance chances probability odds periodo período frecuencia probabilidad posibilidad période fréquence probabilité ' +
    // Numbers written as words count something; they do not name it ("ten swings", "ten periods").
    'one two three four five six seven eight nine ten eleven twelve twenty hundred thousand uno una dos tres cuatro cinco seis siete ocho nueve diez doce veinte cien mil ' +
    'deux trois quatre cinq sept huit neuf dix douze vingt cent mille ' +
    'has have having tiene tienen tenía tenían posee poseen contiene contienen possède possèdent contient contiennent ' +
    // Verbs that only give a thing its value ("its weight is worth 784 N", "vale", "vaut").
    'means mean meaning significa significan signifie signifient ' +
    'equals equal equalled equaled reaches reached amounts vale valen valía equivale equivalen alcanza alcanzan vaut valent valait équivaut équivalent atteint atteignent ' +
    // Words that say how exact a value is, not what it is of ("unos 0,92 g/cm³", "environ 13 kg").
    'approximately roughly around nearly almost unos unas aproximadamente alrededor casi cerca environ presque approximativement près').split(' ').flatMap((w) => contentWords(w, 'en').concat(contentWords(w, 'es'), contentWords(w, 'fr'))),
);

/**
 * Words read for what kind of value a number is, never for what it is of: words of change (the
 * value is a change, "Real GDP grew by 2.9%" and "Nominal GDP grew by 8%" share only "GDP"), and
 * "each", "cada", "chaque", which count ("40 de cada 100", "15 céntimos de cada euro").
 */
const NOT_AROUND = new Set(
  ('rose rise rises risen grew grow grows grown fell fall falls fallen increased increase increases decreased decrease decreases dropped drop drops ' +
    'subió suben sube subieron aumentó aumenta aumentan creció crece crecen bajó baja bajan cayó cae disminuyó disminuye ' +
    'augmenté augmente augmentent baissé baisse baissent diminué diminue diminuent progressé ' +
    'each every cada chaque').split(' ').flatMap((w) => contentWords(w, 'en').concat(contentWords(w, 'es'), contentWords(w, 'fr'))),
);

/**
 * A comparison's other side, from its marker to the next punctuation or number: "than water",
 * "que la del agua líquida", "que celle de l'eau". The thing it names is the one compared with.
 */
const COMPARISON: Record<Lang, RegExp> = {
  en: /\b(?:than|unlike|compared (?:with|to)|(?:the )?same as)\b[^,;:.!?()\d]*/giu,
  es: /(?<!\p{L})(?:(?:más|menos|mayor|menor|mayores|menores|inferior|superior|inferiores|superiores|igual|iguales)\s+(?:\p{L}+\s+)?(?:que|a)|comparad[oa]s? con|a diferencia de)(?!\p{L})[^,;:.!?()\d]*/giu,
  fr: /(?<!\p{L})(?:(?:plus|moins|autant|aussi)\s+(?:\p{L}+\s+)?(?:que|qu['’])|(?:inférieure?s?|supérieure?s?|égale?s?|comparée?s?)\s+à|contrairement à|à la différence de)(?!\p{L})[^,;:.!?()\d]*/giu,
  other: /\b(?:than|unlike|compared (?:with|to))\b[^,;:.!?()\d]*/giu,
};

/** A comparison's marker right before a value: the value is the other side. */
const THAN_BEFORE = /(?:\bthan|(?<!\p{L})que|(?<!\p{L})qu['’]|(?<!\p{L})a)\s+(?:(?:the|a|an|el|la|los|las|le|les|l['’]|un|una|une)\s*)?$/iu;

/** COMPARISON without its global flag, to ask once per sentence whether it compares at all. */
const COMPARES: Record<Lang, RegExp> = Object.fromEntries(Object.entries(COMPARISON).map(([k, re]) => [k, new RegExp(re.source, 'iu')])) as Record<Lang, RegExp>;

/** The text with its comparisons' other sides cut out (a comma stands in, so words on either side stay apart). */
function withoutComparisons(text: string, lang: Lang): string {
  return text.replace(COMPARISON[lang], ', ');
}

export interface Quantity {
  where: string;
  sentence: string;
  written: string;
  /** In the base unit of its dimension (or percent). */
  value: number;
  dimension: string;
  around: Set<string>;
  /** The property word right after the value ("long", "wide"), or "". */
  property: string;
  /** The stuff it is an amount of, named right after it ("30 g of sugar", "200 g d'eau"), or "". */
  stuff: string;
  /** The words naming its stuff, up to two ("of table salt": "table", "salt"), as stems. */
  stuffWords: string[];
  /** Amounts of two stuffs in its sentence ("30 g of sugar in 200 g of water"): the case of an action, whose doer must be named to be met again. */
  paired: boolean;
  /** The time its sentence gives it alone, when the sentence gives its values several ("on Monday", "el día 17"), or "". */
  at: string;
  /** How far it may be from another value and still agree (approximate values), in SI. */
  tolerance: number;
  /** The size of its written unit in SI (1000 for "km"), and how far its last written digit may be rounded there (half that digit, at most 5 %); 0 for a temperature or a value in two units. */
  unitSize: number;
  rounding: number;
  /** Half its last written digit's place in SI, uncapped ("2 hours": an hour either way, 1800 s); 0 for a temperature or a value in two units. */
  roundWhole: number;
  /** Written in two units of one dimension ("2 h 10 min", "1 km 350 m"): as precise as its smaller unit. */
  compound: boolean;
  /** A percentage's whole, from "of …" after it ("71 % of the Earth's surface"), or "". */
  whole: string;
  /** Its clause is negative ("60 % of the pupils do not walk"): the complement of a positive one. */
  negated: boolean;
  /** When its sentence says it holds ("in July", "in 2010", "at the start", "le matin"): years, months, days, seasons, parts of a day or of a process. */
  when: () => Set<string>;
  /** Where its sentence says it holds, from an opening phrase ("At sea level, …", "En la ciudad el …"). */
  place: () => Set<string>;
  /** Values of other dimensions in its clause ("12 km in 30 minutes", "£6 for 3 kg"): it is the value for those. */
  given: Map<string, number>;
  /** Where it starts in its prepared sentence (to tell which values share a clause). */
  clause: number;
  /** Its thing is brought in with an indefinite article just before it ("a string 0.50 m long"). */
  brought: boolean;
  /** Its sentence explains what a value means ("Un IVA del 21 % significa…"): not a fact to compare, but a value the lesson gives. */
  illustrative: boolean;
  /** The words of its sentence, read once when asked (opposite directions, the instance spoken of). */
  wordSet?: Set<string>;
  /** Those words' roots, read once when asked (whether another value's subject is spoken of). */
  rootSet?: Set<string>;
  /** The instance its clause opens with, after an indefinite article, up to a preposition or a verb ("Un aller-retour dans la piscine fait 50 mètres": "aller-retour"; "A short-course pool is": "short-course pool"), or "". */
  subject: string;
  /** Whose it is, by name, in its clause ("Ana's garden", "el huerto de Ana", "le jardin de Léa"). */
  owners: Set<string>;
  /** The case its sentence opens with ("When sprinting, …", "Cuando llueve, …", "Lorsqu'il pleut, …"): its content words, or "". */
  circumstance: string;
  /** The part its clause names before it, and what that part is of ("the estuary of the river": ["estuary", "river"]). */
  partOf?: [string, string];
  /** Capitalised words of its sentence that may be names (read when asked). */
  nameWords?: string[];
}

/** A name that owns a thing: "Ana's", "of Ana", "de Ana", "d'Ana", "du Nil". */
const OWNER = /(\p{Lu}[\p{L}-]*)['’]s(?!\p{L})|(?<!\p{L})(?:of|de|del|du|d['’])\s*(\p{Lu}[\p{L}-]+)/gu;

/** An indefinite article one to three words before a value in its clause ("un 21 %" is only how Spanish says a share). */
const BROUGHT_IN: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:a|an|another)\s+(?:[\p{L}'’-]+\s+){1,3}(?:of\s+)?$/iu,
  es: /(?<!\p{L})(?:un|una|otro|otra)\s+(?:[\p{L}-]+\s+){1,3}(?:de\s+|del\s+)?$/iu,
  fr: /(?<!\p{L})(?:un|une)\s+(?:[\p{L}'’-]+\s+){1,3}(?:de\s+|d['’]\s*)?$/iu,
  other: /(?<!\p{L})(?:a|an)\s+(?:[\p{L}-]+\s+){1,3}(?:of\s+)?$/iu,
};

/**
 * An instance brought in ("Next you want to test a string 0.50 m long", "une éprouvette graduée de
 * 100 mL") is met only in its own unit (the setting, an exercise, a question, a decision point):
 * another unit's value is of its own thing ("Verser 50,0 mL d'eau dans l'éprouvette").
 */
function ownInstances(p: Quantity, q: Quantity): boolean {
  return (p.brought || q.brought) && UNIT.exec(p.where)?.[0] !== UNIT.exec(q.where)?.[0];
}

/** The stuff an amount is of, right after its unit: "of sugar", "de sucre", "d'eau", "de la farine" (an article may come between). */
const STUFF = /^\s*(?:of|de|d['’]|du|des)\s*(?:(?:the|la|le|l['’]|el|los|las|les)\s*)?(\p{L}{3,})(?:\s+(\p{L}{3,}))?/iu;

/**
 * Words that name one attribute, grouped across languages and parts of speech ("long", "length",
 * "largo", "longitud", "longueur"; "costs", "price", "precio", "prix"): a teacher hears one
 * quantity in "10 m de largo" and "10 m de longitud", in "the ticket costs" and "the ticket price".
 * Two values named by words of two groups are two quantities ("40 m long", "25 m wide").
 */
const ATTRIBUTES: Record<string, string> = {
  length: 'long length largo larga longitud longue longueur',
  width: 'wide width broad breadth ancho ancha anchura large largeur',
  height: 'tall high height alto alta altura haut haute hauteur altitude',
  depth: 'deep depth profundo profunda profundidad profond profonde profondeur',
  distance: 'far distance away lejos distancia loin',
  mass: 'heavy weigh weighs weighed mass weight pesa pesan pesó masa peso pèse pèsent pesé masse poids',
  temperature: 'temperature temperatura température',
  speed: 'fast speed velocity velocidad vitesse',
  price: 'cost costs price cuesta cuestan precio coste costo coûte coûtent prix coût',
  duration: 'lasts lasted duration dura duran duró duración dure durent duré durée',
};
export const ATTRIBUTE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(ATTRIBUTES).flatMap(([group, ws]) => ws.split(' ').flatMap((w) => (['en', 'es', 'fr'] as const).flatMap((l) => contentWords(w, l)).concat(w).map((c) => [c, group] as [string, string]))),
);
/** A word as the attribute it names, or as itself. */
const asAttribute = (w: string) => {
  const group = ATTRIBUTE_OF.get(w);
  return group ? `attribute ${group}` : w;
};

/** An indefinite article opening a clause, then its noun: the clause's values are of that instance ("A lap of the track is 400 m"). */
const CLAUSE_SUBJECT: Record<Lang, RegExp> = {
  en: /^[\s*_]*(?:a|an)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:in|of|on|at|for|with|is|are|was|has|can|takes?|makes?|holds?|covers?|measures?|weighs?|\d)/iu,
  es: /^[\s*_]*(?:un|una)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:en|de|del|con|para|es|son|mide|pesa|tiene|dura|hace|\d)/iu,
  fr: /^[\s*_]*(?:un|une)\s+((?:[\p{L}'’-]+\s+){0,2}?[\p{L}-]+)\s+(?:dans|de|du|d['’]|en|avec|pour|est|fait|mesure|pèse|dure|a|\d)/iu,
  other: /^[\s*_]*(?:a|an)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:in|of|on|at|is|are|\d)/iu,
};

/** A negation in a clause, per language. */
const NEGATIVE: Record<Lang, RegExp> = {
  en: /\b(?:not|never|no|none)\b|n['’]t\b/iu,
  es: /(?<!\p{L})(?:no|nunca|ningún|ninguna|ninguno)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ne|n['’]|pas|jamais|aucun|aucune)(?!\p{L})/iu,
  other: /\b(?:not|never|no)\b/iu,
};

const CLAUSE_END = new Set([',', ';', ':', '.', '!', '?']);

/** The clause a value stands in: from the punctuation before it to the punctuation after it. */
function clauseAround(before: string, after: string): string {
  // A point or comma between digits is a decimal one ("0.5 mol", "0,5 mol"), not a clause's end.
  const ends = (t: string, i: number) => CLAUSE_END.has(t[i]!) && !((t[i] === ',' || t[i] === '.') && /\d/.test(t[i - 1] ?? '') && /\d/.test(t[i + 1] ?? ''));
  let from = before.length;
  while (from > 0 && !ends(before, from - 1)) from--;
  let to = 0;
  while (to < after.length && !ends(after, to)) to++;
  return `${before.slice(from)} ${after.slice(0, to)}`;
}

/** A percentage's whole: the first two content words after "of"/"de"/"du"... ("of the Earth's water" -> "earth water"). */
function wholeOf(after: string, lang: Lang): string {
  const m = /^\s*(?:of|de|del|des|du|d['’])\s+([^,;:.!?]*)/iu.exec(after);
  return m ? contentWords(m[1]!, lang).slice(0, 2).sort().join(' ') : '';
}

/** Before a number: what a rate is per ("per 1000 m", "por cada 4 km", "pour chaque 100 g"). */
const RATE_UNIT = /(?<!\p{L})(?:per|each|every|por cada|cada|pour chaque|chaque|par tranche de)\s*$/iu;

/**
 * "Now": a value after a change the text has just told; so is one in a sentence that opens with a
 * later moment ("After a dry month the pond holds 2,400 litres", "Después", "Ensuite").
 */
const NOW: Record<Lang, RegExp> = {
  en: /\bnow\b|^\s*(?:after|afterwards|later|next|then)\b/iu,
  es: /(?<!\p{L})ahora(?!\p{L})|^\s*(?:después|luego|más tarde)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:maintenant|désormais)(?!\p{L})|^\s*(?:après|ensuite|plus tard|puis)(?!\p{L})/iu,
  other: /\bnow\b/iu,
};


/**
 * A state a change ends in, its verb shortly before the value ("the 150 mL of batter became 300 mL",
 * "rose to 30 °C", "pasó a 12 €", "devient 40 cm"): the value after, like one "now", not a rival of
 * the value before the change.
 */
const BECAME: Record<Lang, RegExp> = {
  en: /\b(?:became|becomes|become|becoming|turned into|turns into|(?:grew|grows|rose|rises|risen|fell|falls|fallen|dropped|drops|went up|went down|goes up|goes down|increased|increases|decreased|decreases|reduced|expanded|expands|shrank|shrinks|changed|changes|swelled|swells) to)\s+(?:[\p{L}'’]+\s+){0,2}$/iu,
  es: /(?<!\p{L})(?:se convirtió en|se convierte en|se convierten en|pasó a|pasa a|pasan a|pasaron a|(?:subió|sube|suben|bajó|baja|bajan|aumentó|aumenta|creció|crece|disminuyó|disminuye|se redujo|se reduce|llegó|cambió) (?:a|hasta)|(?:se )?quedó en|se quedan? en)\s+(?:[\p{L}]+\s+){0,2}$/iu,
  fr: /(?<!\p{L})(?:devient|deviennent|devenu|devenue|devenus|est passée? à|passe à|passent à|passé à|(?:monte|monté|montée|descend|descendu|tombe|tombé|tombée|grimpe|grimpé|augmente|baisse|chute) (?:à|jusqu['’]à))\s+(?:[\p{L}'’]+\s+){0,2}$/iu,
  other: /\b(?:became|becomes|turned into)\s+$/iu,
};

/**
 * A case a sentence opens with, up to its comma ("When sprinting, …", "When it rains, …", "Cuando
 * corres, …", "Lorsqu'il pleut, …"): its values hold in that case, not in another or in none said.
 * ("During…", "Pendant…" open a setting, statements.ts: two settings set values apart, one alone
 * does not: "Pendant les soldes, la remise…" still meets "Avec la carte, la remise…".)
 */
const CIRCUMSTANCE: Record<Lang, RegExp> = {
  en: /^[\s*_]*(?:when|while|whenever|once)\s+([^,;:.!?]{1,60}),/iu,
  es: /^[\s*_]*(?:cuando|mientras|siempre que)\s+([^,;:.!?]{1,60}),/iu,
  fr: /^[\s*_]*(?:quand|lorsqu['’]?e?|tant qu['’]?e?)\s*([^,;:.!?]{1,60}),/iu,
  other: /^[\s*_]*(?:when|while)\s+([^,;:.!?]{1,60}),/iu,
};

/**
 * A value said to hold only in a case imagined ("A ramp 5 m long would be gentler", "una rampa de
 * 5 m sería", "une rampe de 5 m serait"): what the thing would measure, not what it does. "Could"
 * is left out: it tells what a stated amount can do ("is hot and could burn you").
 */
const WOULD: Record<Lang, RegExp> = {
  en: /\bwould\b|['’]d\s+(?:be|have|take|cost|need)\b/iu,
  es: /(?<!\p{L})(?:sería|serían|tendría|tendrían|habría|habrían|haría|harían|costaría|costarían|mediría|medirían|pesaría|pesarían|duraría|durarían|necesitaría|necesitarían)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:serait|seraient|aurait|auraient|ferait|feraient|coûterait|coûteraient|mesurerait|mesureraient|pèserait|pèseraient|durerait|dureraient|faudrait)(?!\p{L})/iu,
  other: /\bwould\b/iu,
};

/** A rate per an amount of something, after its value ("6 litres of fuel per 100 km", "2 g por cada 100 mL", "pour 100 g"): per that amount. */
const PER_AMOUNT = /^\s*(?:[\p{L}'’]+\s+){0,3}?(?:per|every|each|por cada|por|cada|pour|par|chaque|tous les|toutes les)\s+(\d+(?:\.\d+)?)\s?(\p{L}+)/iu;

/** A value written in two units, the larger first ("8 minutes 20 seconds", "1 h 30 min", "2 m 40 cm", "1 kg 200 g"): one value, their sum. */
const COMPOUND_GAP = /^\s*(?:and|y|et)?\s*$/iu;

/** "For 4 people", "para 4 personas", "pour 4 personnes": the count a value is for. */
const FOR_COUNT = /(?<!\p{L})(?:for|para|pour)\s+(\d+(?:\.\d+)?)\s+(\p{L}+)/giu;


/** A number then a word: a count of things when the word is no unit ("12 zanahorias", "5 laps", "0,5 mol"). */
const COUNT_IN_CLAUSE = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s+(\p{L}{3,})/gu;

/** FOR_COUNT without its global flag, to ask once per sentence. */
const FOR_ANY = new RegExp(FOR_COUNT.source, 'iu');

/** A verb in the past: the value held then ("the water was at 20 °C"), a time of its own. */
const PAST: Record<Lang, RegExp> = {
  en: /\b(?:was|were|had)\b/iu,
  es: /(?<!\p{L})(?:era|eran|fue|fueron|estaba|estaban|tenía|tenían|medía|pesaba)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:était|étaient|fut|furent|avait|avaient|mesurait|pesait)(?!\p{L})/iu,
  other: /\b(?:was|were|had)\b/iu,
};


/** The whole a percentage is taken of, anywhere in its sentence: "of/on the original price", "del/sobre el precio original", "du/sur le prix". */
const WHOLE_PHRASE = /\b(?:of|on|del|sobre|du|sur)\s+(?:the|el|la|los|las|le|la|les|l['’])?\s*([^,;:.!?\d]*)/iu;

/** "Each"/"cada"/"chaque" and a noun earlier in the value's clause: the value is for each of them. */
const EACH_SUBJECT = /(?<!\p{L})(?:each|every|cada|chaque)\s+(?!(?:of|de|d['’])(?!\p{L}))(\p{L}+)[^,;:.]*$/iu;

/** The thing a value is for each of ("Cada zanahoria necesita unos 5 cm"); "each of the four cartons" is a part of a total, read as before. */
const eachSubject = (before: string) => EACH_SUBJECT.exec(before)?.[1]?.toLowerCase();

/** A count of things then "of"/"de" right before a value: the value of each of them. */
const EACH_OF_SEVERAL = /(?<![\d.])\d+\s+\p{L}{3,}\s+(?:of|de|d['’])\s*$/iu;

/** Where a sentence's first word starts (after markdown and spaces). */
const opening = (sentence: string) => /^[\s*_#>-]*/u.exec(sentence)![0].length;

// The most values a sentence may give and still be read: shared with the reading of mentions.
export { MAX_VALUES_IN_SENTENCE };

export function quantitiesIn(text: string, where: string, lang: Lang): Quantity[] {
  const out: Quantity[] = [];
  // Every quantity starts with a digit: a text without one is not segmented into sentences.
  if (!/\d/.test(text)) return out;
  for (const sentence of sentences(text, lang)) {
    // Only facts are compared (statements.ts): not a hypothesis, an example, a share or a calculation.
    // A question's values are asked about or given for it ("¿Cuántos grados gira en 3 horas?"), not stated.
    if (!statesOrIllustrates(sentence, lang) || /\?\s*$|^\s*¿/u.test(sentence)) continue;
    const illustrative = illustrates(sentence, lang);
    const prepared = preparedOnce(sentence, lang);
    const compares = COMPARES[lang].test(prepared);
    const may = mayQualify(prepared, lang);
    const inSentence: Quantity[] = [];
    const now = NOW[lang].test(sentence) ? ' now' : '';
    let wholeWord: string | undefined;
    // When and where the sentence says its values hold: asked once for all of them.
    // Read only when two of its values are about to be compared, then kept.
    let whenSet: Set<string> | undefined;
    let placeSet: Set<string> | undefined;
    const when = () => (whenSet ??= new Set([...sentence.matchAll(TIMES[lang])].map((w) => w[0].toLowerCase()).concat(PAST[lang].test(sentence) ? ['past'] : [])));
    const place = () => (placeSet ??= new Set(contentWords(SETTING[lang].exec(sentence)?.[1] ?? '', lang)));
    const circumstance = contentWords(CIRCUMSTANCE[lang].exec(sentence)?.[1] ?? '', lang).join(' ');
    const matches = [...prepared.matchAll(QUANTITY)];
    // A sentence listing more values than any statement does is a table or a list of data: its
    // values are not read. Each value reads the words, the clause and the phrases around it in its
    // sentence, so one sentence of thousands of values ("3 km, 4 kg, 5 m/s, …", 64 KB) cost seconds.
    if (matches.length > MAX_VALUES_IN_SENTENCE) continue;
    for (const [i, m] of matches.entries()) {
      const [number, unit] = [m[1]!, m[2]!];
      let measured = measureWritten(Number(number), unit);
      // The second part of a value written in two units is read with the first.
      const previous = matches[i - 1];
      const partOfPrevious = (p: RegExpMatchArray | undefined, q: RegExpMatchArray) => {
        if (!p) return undefined;
        const [pm, qm] = [measureWritten(Number(p[1]), p[2]!), measureWritten(Number(q[1]), q[2]!)];
        return pm && qm && pm.dimension === qm.dimension && qm.value < pm.value && COMPOUND_GAP.test(prepared.slice(p.index! + p[0].length, q.index)) ? qm : undefined;
      };
      if (partOfPrevious(previous, m)) continue;
      const rest = matches[i + 1] && partOfPrevious(m, matches[i + 1]!);
      if (measured && rest) measured = { ...measured, value: measured.value + rest.value };
      // A bound ("less than 1 g/cm³") or a range ("8–10 hours") gives no one value.
      if (!measured || isBound(prepared, m.index, lang) || (may.range && endsRange(prepared, m.index, lang))) continue;
      const end = rest ? matches[i + 1]!.index + matches[i + 1]![0].length : m.index + m[0].length;
      const [beforeText, afterText] = [prepared.slice(0, m.index), prepared.slice(end)];
      // "4 °C o menos", "20 minutes or less": a bound said after the value.
      if (boundAfter(afterText)) continue;
      // "2 H₂O", "3CO₂": a number before a chemical formula counts molecules; the letters are
      // elements (H is hydrogen there, not the henry), so no quantity is measured.
      if (CHEMICAL_SUBSCRIPT.test(afterText)) continue;
      // "6 bouteilles de 1,5 L", "24 cuotas de 95 €", "three bags of 2 kg": each one's value, a part of a total.
      if (EACH_OF_SEVERAL.test(beforeText.slice(-40))) continue;
      // What a rate is per ("6,5 °C por cada 1000 m", "one hour for every 4 km") is its unit, not a fact.
      if (RATE_UNIT.test(beforeText.slice(-16))) continue;
      // "70 mL per beat" and "4.9 L per minute" are two rates, not two volumes; an age ("à 4 ans")
      // is not a length of time ("pendant 72 ans"), nor a change ("risen by 1.1 °C") a level.
      // "Cada zanahoria necesita unos 5 cm", "each pupil gets 2 sheets": a value for each of them.
      // "6 litres per 100 km": per that many of something.
      const perAmount = PER_AMOUNT.exec(afterText);
      const per = perWhat(afterText) ?? (perAmount ? `${perAmount[1]} ${perAmount[2]!.toLowerCase()}` : undefined) ?? eachOf(beforeText, lang) ?? eachSubject(beforeText);
      // A value "now" is the state after a change the text tells ("train A is late: you now reach
      // Kingsbridge at 11:25, leaving 7 minutes"): it is compared only with other values "now".
      // "12 mm above the daily average", "5 °C por debajo de": a difference from another value, like a change.
      const became = !now && BECAME[lang].test(beforeText.slice(-48)) ? ' now' : DIFFERENCE_AFTER.test(afterText) ? ' change' : '';
      const kind = (isAge(beforeText, afterText, measured.dimension === 's' && YEARS.test(unit), lang) ? ' age' : may.change && isChange(beforeText, lang) ? ' change' : '') + now + became;
      const dimension = (per ? `${measured.dimension} per ${per}` : measured.dimension) + kind;
      const approximate = may.approximate ? approximation(beforeText, number, lang) : 0;
      const tolerance = approximate && Math.abs((measureWritten(Number(number) + approximate, unit)?.value ?? measured.value) - measured.value);
      // The words around the number say what it measures: four before, four after; not the other
      // thing a comparison names ("0,92 g/cm³, less than that of water" is not about water).
      // The value a comparison is made with ("more rain than the 10 mm average") is of what follows it, not of what is compared.
      const before = compares && THAN_BEFORE.test(beforeText) ? [] : contentWords(compares ? withoutComparisons(beforeText, lang) : beforeText, lang).slice(-4);
      const after = contentWords(compares ? withoutComparisons(afterText, lang) : afterText, lang).slice(0, 4);
      const around = new Set([...before, ...after].filter((w) => !UNIT_WORDS.has(w) && !NOT_AROUND.has(w)).map(asAttribute));
      // Which property the value is of, when a word right after it says so ("40 m long", "25 m wide").
      const property = after[0] !== undefined && NOT_THE_THING.has(after[0]) ? asAttribute(after[0]) : '';
      const stuffMatch = STUFF.exec(afterText);
      const stuff = stuffMatch?.[1]?.toLowerCase() ?? '';
      // A chemical formula names its stuff too ("22 g de CO₂", "9 g of H₂O").
      const formula = /^\s*(?:of|de|d['’]|du|des)\s*((?:\p{Lu}\p{Ll}?[₀-₉\d]*){1,4})(?![\p{L}₀-₉])/u.exec(afterText)?.[1];
      const stuffWords = formula && formula.length > 1 ? [formula] : stuffMatch ? contentWords(`${stuffMatch[1]} ${stuffMatch[2] ?? ''}`, lang) : [];
      const whole = measured.dimension === 'percent' ? wholeOf(afterText, lang) : '';
      // A percentage's whole (the first word after "of", "on", "del", "sobre", "du", "sur" in its
      // sentence) says of what, not which part: "80 % of the original price" (paid) and "20 %, taken
      // on the original price" (off) are two parts of one whole.
      if (measured.dimension === 'percent') around.delete(asAttribute((wholeWord ??= contentWords(WHOLE_PHRASE.exec(prepared)?.[1] ?? '', lang)[0] ?? '')));
      const clause = clauseAround(beforeText, afterText);
      // A plan or a wish in the value's own clause ("you want to test a string 0.50 m long").
      if (intends(clause, lang) || WOULD[lang].test(clause)) continue;
      const negated = NEGATIVE[lang].test(clause);
      // Drawn to scale: said in the value's clause ("8 cm long on the map") or opening its sentence ("On the same map, a lake is 2 cm long").
      const drawn = measured.dimension === 'm' && (DRAWN[lang].test(clause) || DRAWN[lang].exec(sentence)?.index === opening(sentence)) ? ' drawn' : '';
      // A thing brought in with an indefinite article just before its value ("a string 0.50 m long",
      // "une lampe LED de 8 W", "Un descuento del 15 %"): an instance, not the thing the text is about.
      let lead = beforeText.length;
      while (lead > 0 && beforeText.length - lead < 60 && !CLAUSE_END.has(beforeText[lead - 1]!)) lead--;
      const broughtBy = BROUGHT_IN[lang].exec(beforeText.slice(lead));
      // "has a density of 0.92 g/cm³", "a speed of": a value named by its quantity is no thing brought in.
      // "A teenager needs 9 hours": an article opening the sentence is a generic subject, not an instance.
      const brought = !!broughtBy && lead + broughtBy.index > 0 && !contentWords(broughtBy[0], lang).some((w) => NOT_THE_THING.has(w));
      const owners = new Set([...clause.matchAll(OWNER)].map((o) => (o[1] ?? o[2])!));
      // The part is the value's own subject only when its phrase ends shortly before it ("the running lane of the school field is 60 m"), not "la zone de baignade est délimitée par des bouées à 25 m".
      const partMatch = PART_OF.exec(beforeText.slice(lead));
      const part = partMatch && partMatch[2]!.trim().split(/\s+/u).length <= 4 ? partMatch : undefined;
      // A value written in a coarser unit than another's may be that value rounded ("8 minutes", "500 s").
      const unitSize = measureWritten(1, rest ? matches[i + 1]![2]! : unit)?.value ?? 0;
      const offset = measureWritten(0, unit)?.value ?? 0;
      const decimals = /\.(\d+)$/.exec(number)?.[1]?.length;
      const digit = decimals !== undefined ? 10 ** -decimals : 10 ** (/0*$/.exec(number)?.[0].length ?? 0);
      const roundWhole = rest || offset !== 0 ? 0 : (digit / 2) * unitSize;
      const rounding = Math.min(roundWhole, 0.05 * Math.abs(measured.value));
      inSentence.push({ where, sentence, unitSize, rounding, roundWhole, compound: !!rest, written: rest ? prepared.slice(m.index, end) : m[0], circumstance, partOf: part ? [part[1]!.toLowerCase(), part[2]!.toLowerCase()] : undefined, value: measured.value, dimension: dimension + drawn, around, property, stuff, stuffWords, paired: false, at: '', subject: CLAUSE_SUBJECT[lang].exec(clause)?.[1]?.toLowerCase() ?? '', tolerance, whole, negated, when, place, given: new Map(), clause: m.index, brought, illustrative, owners });
    }
    // A count it is for ("200 g of pasta for 4 people", "para 4 personas", "pour 4 personnes").
    for (const q of FOR_ANY.test(prepared) ? inSentence : []) {
      const clause = clauseAround(prepared.slice(0, q.clause), prepared.slice(q.clause));
      // Only a count of things, not a quantity with a unit ("for 60 seconds" is the value itself, or a value of its own).
      for (const f of clause.matchAll(FOR_COUNT)) if (!measureWritten(Number(f[1]), f[2]!)) q.given.set(`for ${contentWords(f[2]!, lang)[0] ?? f[2]!}`, Number(f[1]));
    }
    // A count of things in its clause ("Una fila de 12 zanahorias ocupa 60 cm", "5 laps make 2 km"): it is the value for that many.
    for (const q of /(?<!\d)\d+\s+\p{L}{3,}/u.test(prepared) ? inSentence : []) {
      const clause = clauseAround(prepared.slice(0, q.clause), prepared.slice(q.clause));
      for (const c of clause.matchAll(COUNT_IN_CLAUSE)) if (!measureWritten(Number(c[1]), c[2]!) && !UNIT_WORDS.has(c[2]!.toLowerCase())) q.given.set(`count ${contentWords(c[2]!, lang)[0] ?? c[2]!}`, Number(c[1]!.replace(',', '.')));
    }
    // What else its clause measures ("12 km in 30 minutes"): it is the value for that.
    if (inSentence.length > 1) {
      const base = inSentence.map((q) => q.dimension.split(' ', 1)[0]);
      inSentence.forEach((q, i) => inSentence.forEach((o, j) => base[i] !== base[j] && sameClause(prepared, q.clause, o.clause) && q.given.set(o.dimension, o.value)));
    }
    // Values each told with a time of its own ("18 mm of rain on Monday, 7 mm on Tuesday", "medía 6 cm
    // el día 10 y 15 cm el día 17"): a table by time, each value holding at its own time.
    // Asked only of a sentence with two values of one dimension that differ: the rest keep the sentence's times.
    const twoValues = inSentence.length > 1 && inSentence.some((q, i) => inSentence.some((o, j) => j > i && o.dimension === q.dimension && Math.abs(o.value - q.value) > 0.02 * Math.max(Math.abs(o.value), Math.abs(q.value))));
    if (twoValues && TIMES_ANY[lang].test(prepared)) ownTimes(prepared, inSentence, lang);
    // Amounts of two stuffs in one sentence ("30 g of sugar in 200 g of water", "4 litres of blue
    // and 6 litres of yellow") go together: each is the amount for that much of the other.
    for (const q of inSentence) {
      for (const o of inSentence) {
        if (q.stuff && o.stuff && q.stuff !== o.stuff && q.dimension === o.dimension) {
          q.given.set(`stuff ${o.stuff}`, o.value);
          q.paired = Math.abs(q.value - o.value) > 0.02 * Math.max(Math.abs(q.value), Math.abs(o.value));
        }
      }
    }
    // A sentence giving two values of one dimension, not told apart as two properties ("40 m long
    // and 25 m wide"), relates them ("from −10 °C to 20 °C", "3500 W for a limit of 3680 W"): it
    // states a change or a comparison, its numbers worked from each other, not what one thing measures.
    // Amounts of two stuffs ("dissolves 30 g of sugar in 200 g of water") are two quantities, not related values.
    const differ = (a: Quantity, b: Quantity) => a.dimension === b.dimension && a.property === b.property && !(a.stuff && b.stuff && a.stuff !== b.stuff) && !(a.at && b.at && a.at !== b.at) && Math.abs(a.value - b.value) > 0.02 * Math.max(Math.abs(a.value), Math.abs(b.value));
    if (!inSentence.some((q) => inSentence.some((o) => differ(o, q)))) out.push(...inSentence);
  }
  return out;
}

/**
 * The size of each of a number of things, written right after them ("packs de 6 bouteilles de
 * 1,5 L", "12 botellas de 2 L", "3 boxes of 500 g"): what one of them holds, not a total of what
 * they hold ("100 L d'eau"), so it is a value per thing.
 */
const EACH_OF = /(?<![\d.])\d+\s+(\p{L}{3,})\s+(?:of|de|d['’])\s*$/iu;
/** Things sold or packed by a size, a plural then "of"/"de" ("packets of 1 kg", "paquetes de 1 kg", "sacs de 5 kg"): the size of each. */
const PLURAL_OF = /(?<![\p{L}\d])(\p{L}{3,}[sx])\s+(?:of|de|d['’])\s*$/iu;
const eachOf = (before: string, lang: Lang) => {
  const counted = EACH_OF.exec(before)?.[1];
  if (counted) return `each ${counted.toLowerCase()}`;
  const plural = PLURAL_OF.exec(before);
  const packed = contentWords(plural?.[1] ?? '', lang)[0];
  // "four cartons of 250 mL" counts the things as EACH_OF does with digits, and is read as before.
  const count = plural && /(?:^|\s)(\p{L}+|\d+)\s*$/u.exec(before.slice(0, plural.index))?.[1]?.toLowerCase();
  if (count && (/^\d/.test(count) || NUMBER_WORDS[lang][count] !== undefined)) return undefined;
  return packed && !NOT_THE_THING.has(packed) && !UNIT_WORDS.has(packed) ? `each ${packed}` : undefined;
};

/**
 * Two options of one question, or their rationales or feedback, are alternatives: each states or
 * explains its own option, often without naming it ("El nitrógeno": "Forma el 78 % del aire"; "El
 * oxígeno": "Forma el 21 %"; "Nominal GDP grew by 8%" beside "Real GDP grew by 2.9%"), so their
 * values are not one thing's. An option's text answers its stem or prompt with amounts of its own
 * ("There are 500 kcal in 100 g of the bar" under "each bar has 12 g of sugar"; "unos 3 años" under
 * "unos 209 segundos"): measured in the eighth round on the tuning writers (the tenth to
 * twenty-third), each finding of this comparison between a stem or prompt and an option's text was
 * at a wrong place or on a clean item (6 of 6), and the one between two options' texts was two
 * owners' values ("Car A's", "Car B's"), while each across units or in the setting was at the right
 * place (15 of 15). Two decision points are two moments of a story (the tank emptied since).
 */
const OPTION = /^(\/(?:questions|decisionPoints)\/\d+)\/options\/(\d+)\//;
const DECISION_POINT = /^\/decisionPoints\/(\d+)\//;
const KEY_TERM = /^\/keyTerms\/(\d+)\//;
const COMMENT_OF = /^(\/(?:questions|decisionPoints)\/\d+)\/options\/\d+\/(?:rationale|feedback)$/;
const TEXT_OF = /^(\/(?:questions|decisionPoints)\/\d+)\/options\/\d+\/text$/;
/** An option's text and its own stem or prompt. */
function answersOwnStem(a: string, b: string): boolean {
  const own = (t: string, o: string) => {
    const question = TEXT_OF.exec(t)?.[1];
    return question !== undefined && (o === `${question}/stem` || o === `${question}/prompt`);
  };
  return own(a, b) || own(b, a);
}
/**
 * An option's text answers its stem with amounts of its own, unless it restates the stem's fact:
 * nearly every word around its value is around the stem's ("pumps about 90 mL of blood with each
 * beat" under "pumps about 60 mL of blood with each beat"; "The runner covers 6 km in 40 minutes").
 */
function restates(a: Quantity, b: Quantity): boolean {
  const shared = [...a.around].filter((w) => b.around.has(w)).length;
  return shared >= 3 && shared / Math.min(a.around.size, b.around.size) >= 0.75;
}
function apartByDesign(a: string, b: string): boolean {
  const [x, y] = [OPTION.exec(a), OPTION.exec(b)];
  // Two rationales of one question; a rationale still corrects with facts that another option's
  // keyed text must agree with ("Wrong: the Danube is about 1800 km long"), and two keyed texts of a
  // SATA question are both claimed true (two owners, "Car A's", "Car B's", are told apart below).
  if (x && y && x[1] === y[1] && x[2] !== y[2] && !a.endsWith('/text') && !b.endsWith('/text')) return true;
  // A rationale or feedback reasons from its own question's numbers ("Real GDP … rose by about 2.9%"
  // under "the price level rose by 5%"): it is not compared with its own stem or prompt.
  const ownQuestion = (c: string, o: string) => {
    const question = COMMENT_OF.exec(c)?.[1];
    return question !== undefined && (o === `${question}/stem` || o === `${question}/prompt`);
  };
  if (ownQuestion(a, b) || ownQuestion(b, a)) return true;
  // Two key terms' definitions each say what their own term is, without naming it ("Une unité de
  // longueur égale à 1 000 mètres", "… égale à 100 cm"): two things.
  const [k, l] = [KEY_TERM.exec(a), KEY_TERM.exec(b)];
  if (k && l && k[1] !== l[1]) return true;
  const [p, q] = [DECISION_POINT.exec(a), DECISION_POINT.exec(b)];
  return !!p && !!q && p[1] !== q[1];
}

/** A unit that may set a scene of its own: an exercise, a SATA question, a decision point. */
const UNIT = /^\/(?:workedExamples|checkQuestions|questions|decisionPoints)\/\d+/;

/** Whether two offsets of a text lie in one clause (no clause punctuation between them). */
function sameClause(text: string, a: number, b: number): boolean {
  return !/[,;:!?]/.test(text.slice(Math.min(a, b), Math.max(a, b)));
}

/** Capitalised words that are no common word of either sentence: names ("Camille", "Ana"). */
const NAME = /(?<![\p{L}'’])\p{Lu}\p{Ll}{2,}(?!\p{L})/gu;
function sharesName(a: string, b: string): boolean {
  const lower = ` ${a} ${b} `;
  const names = (t: string) => new Set([...t.matchAll(NAME)].map((m) => m[0]).filter((n) => (['en', 'es', 'fr'] as const).every((l) => contentWords(n, l).length) && !new RegExp(`(?<!\\p{L})${n.toLowerCase()}(?!\\p{L})`, 'u').test(lower)));
  const ofB = names(b);
  return [...names(a)].some((n) => ofB.has(n));
}

/** Words that set two values of one kind apart by direction or rank ("une octave au-dessus", "en dessous"; "the upper", "the lower"). */
const OPPOSITES: ReadonlyArray<readonly [string, string]> = (
  'above below|over under|higher lower|upper lower|before after|inner outer|left right|north south|east west|first last|minimum maximum|' +
  'dessus dessous|au-dessus dessous|au-dessus au-dessous|haut bas|avant après|gauche droite|nord sud|encima debajo|arriba abajo|antes después|superior inferior|izquierda derecha|norte sur|mínimo máximo|mínima máxima'
)
  .split('|')
  .map((pair) => pair.split(' ') as [string, string]);
const opposed = (a: Set<string>, b: Set<string>) => OPPOSITES.some(([x, y]) => (a.has(x) && b.has(y) && !a.has(y) && !b.has(x)) || (a.has(y) && b.has(x) && !a.has(x) && !b.has(y)));

const wordsOf = (q: Quantity) => (q.wordSet ??= new Set(words(q.sentence)));
/** A word as a value's subject is matched with the words of another's sentence: "-s" and "-es" off past four letters. */
const root = (w: string) => (w.length > 4 ? w.replace(/(?:es|s)$/u, '') : w);
/** The roots of the words of a value's sentence, found once per value rather than once per pair compared. */
const rootsOf = (q: Quantity) => (q.rootSet ??= new Set([...wordsOf(q)].map(root)));

/**
 * The names a value's sentence gives (capitalised words that are no common word of either
 * sentence, a day or a month left out: those are times): two values whose sentences each name
 * something the other does not ("The Amazon is 6400 km long", "The Nile is 6650 km long"; "Maya
 * runs the track in 90 s", "Leo runs it in 75 s"; "le mont Blanc", "le mont Rose") are of two
 * things, whatever words they share.
 */
const CAPITALISED = /(?<![\p{L}'’])\p{Lu}[\p{L}\d]{2,}(?![\p{L}])/gu;
function namedApart(a: Quantity, b: Quantity, lang: Lang): boolean {
  const namesIn = (t: string) => [...t.matchAll(CAPITALISED)].map((m) => m[0]).filter((n) => (['en', 'es', 'fr'] as const).every((l) => contentWords(n, l).length) && !TIMES_ANY[lang].test(n));
  // Only the value's own sentence: the sentence before names other things too ("El Ebro nace en
  // Cantabria…" before "El río mide unos 930 km"), and a key term's definition does not name its term.
  const candidates = (q: Quantity) => (q.nameWords ??= namesIn(q.sentence));
  const [na, nb] = [candidates(a), candidates(b)];
  if (!na.length || !nb.length) return false;
  // A word also written in lower case in either sentence is a common word opening its sentence ("Water boils…").
  const text = ` ${a.sentence} ${b.sentence} `;
  const common = (n: string) => new RegExp(`(?<!\\p{L})${n.toLowerCase()}(?!\\p{L})`, 'u').test(text);
  const own = (x: string[], y: string[]) => x.some((n) => !y.includes(n) && !common(n));
  return own(na, nb) && own(nb, na);
}

/** A part its clause names before the value, determined, and what it is part of: "the estuary of the river", "le petit bassin de la piscine", "the vegetable bed in the school garden". */
const PART_OF = /(?<!\p{L})(?:the|its|their|el|la|los|las|su|sus|le|les|l['’]|son|sa|ses|leur)\s*(?:\p{L}+\s+)?(\p{L}{3,})\s+(?:of|in|de|del|du|des|d['’]|dans)\s*(\p{L}.*)$/iu;
/**
 * One value is of a part of what the other is of ("The estuary of the Thames is 50 km long" beside
 * "The Thames is 346 km long"): the part is named on one side only, the whole on both.
 */
function partApart(a: Quantity, b: Quantity, lang: Lang): boolean {
  const part = (x: Quantity, y: Quantity) => {
    if (!x.partOf) return false;
    const p = contentWords(x.partOf[0], lang)[0] ?? '';
    // What it is a part of: the thing words after "of" ("the school field", "la danse du gymnase").
    const whole = contentWords(x.partOf[1], lang).filter((w) => w !== p && !NOT_THE_THING.has(w) && !ATTRIBUTE_OF.has(w));
    const ys = new Set(contentWords(y.sentence, lang));
    return !!p && !NOT_THE_THING.has(p) && !ATTRIBUTE_OF.has(p) && !ys.has(p) && whole.some((w) => ys.has(w)) && !(y.partOf && (contentWords(y.partOf[0], lang)[0] ?? '') === p);
  };
  return part(a, b) || part(b, a);
}

/** Two stuffs are one when either names none, or their names share a word ("table salt", "salt"). */
const sameStuff = (a: Quantity, b: Quantity) => !a.stuffWords.length || !b.stuffWords.length || a.stuffWords.some((w) => b.stuffWords.includes(w));

function sameThing(a: Quantity, b: Quantity, lang: Lang): boolean {
  // Values at two times ("in January", "in July"; "at the start", "after five minutes") are two
  // values, and so are values for two different amounts of something else ("6 km in 15 minutes").
  // Shares of two wholes ("of the Earth's surface", "of the Earth's water") are two quantities,
  // and so are the things that do and those that do not ("60 % of the pupils do not walk").
  if ((a.whole && b.whole && a.whole !== b.whole) || a.negated !== b.negated) return false;
  // Two owners named, none shared: two things of one kind ("El huerto de Ana mide 10 m", "El huerto de Luis mide 6 m").
  if (a.owners.size && b.owners.size && ![...a.owners].some((o) => b.owners.has(o))) return false;
  // Two properties told by the words after the values ("10 m de largo", "6 m de ancho") are two quantities.
  if (a.property && b.property && a.property !== b.property) return false;
  // What someone mixes or dissolves, amounts of two stuffs ("30 g of sugar in 200 g of water"), is
  // a case, met again only where the same person does it with the same stuff ("Camille dissolves
  // 30 g of sugar…", "Camille dissolved 45 g of sugar…"), not any other mixture of the lesson.
  if ((a.paired || b.paired) && (!sameStuff(a, b) || !sharesName(a.sentence, b.sentence))) return false;
  // Masses of two stuffs ("22.5 g of fat", "137.5 g of cereal") are two quantities. (A length or a
  // volume of a stuff names what fills it, in words a writer varies: "18 mm of rain", "22 mm of water" in one gauge.)
  if (a.dimension.startsWith('kg') && !sameStuff(a, b)) return false;
  // A value of an instance its clause brings in ("Un aller-retour dans la piscine fait 50 mètres") is
  // that instance's: the other value must speak of it too, not only of the pool it is in.
  const speaksOf = (x: Quantity, y: Quantity) => !x.subject || x.subject.split(/\s+/u).some((v) => v.length > 2 && rootsOf(y).has(root(v)));
  if (!speaksOf(a, b) || !speaksOf(b, a)) return false;
  const shared = [...a.around].filter((w) => b.around.has(w));
  if (!(shared.length >= 2 && shared.length / Math.min(a.around.size, b.around.size) >= 0.4 && shared.some((w) => !NOT_THE_THING.has(w) && !w.startsWith('attribute ')))) return false;
  if (opposed(wordsOf(a), wordsOf(b))) return false;
  // A case its sentence opens with ("When sprinting, an adult breathes…"), said of one value only or of two cases: two values.
  if ((a.circumstance || b.circumstance) && a.circumstance !== b.circumstance) return false;
  if (namedApart(a, b, lang) || partApart(a, b, lang)) return false;
  for (const [dimension, value] of a.given) {
    const other = b.given.get(dimension);
    if (other !== undefined && Math.abs(other - value) > 0.02 * Math.max(Math.abs(other), Math.abs(value))) return false;
  }
  const apart = (x: Set<string>, y: Set<string>) => x.size > 0 && y.size > 0 && ![...x].some((w) => y.has(w));
  return !apart(a.when(), b.when()) && !apart(a.place(), b.place());
}

/**
 * Two values in two units: how far the one in the coarser unit may be rounded ("8 minutes" beside
 * "8 min 20 s", "350 km" beside "346 000 m"), at most 5 % of it; but a value in one unit beside a
 * value in two units of that dimension ("2 hours" beside "2 hours 10 minutes", "1 km" beside "1 km
 * 350 m") is the precise one rounded to its own precision whenever it is within half its last
 * digit: the writer said the precise value once and rounded it elsewhere ("2 h 40 min" still rounds
 * to 3 hours, not 2).
 */
const coarser = (a: Quantity, b: Quantity) => {
  if (!a.unitSize || !b.unitSize || a.unitSize === b.unitSize) return 0;
  const [round, fine] = a.unitSize > b.unitSize ? [a, b] : [b, a];
  return fine.compound && !round.compound ? round.roundWhole : round.rounding;
};

export function quantityFindings(mode: Mode, content: unknown, lang: Lang): Finding[] {
  const out: Finding[] = [];
  const seen: Quantity[] = [];
  const reported = new Set<string>();
  // A distractor's or poor choice's value is meant to be wrong ("a rise of 10 %" beside the best
  // choice's "25 %"): it is neither compared nor compared with.
  const distractors = distractorTexts(mode, content);
  const read = stringsOf(content)
    .filter((s) => !distractors.has(s.where))
    .map((s) => ({ s, every: quantitiesIn(s.text, s.where, lang) }));
  // Only facts are compared; a value explained by what it means still counts among the values the
  // lesson gives a thing (a rate varied on purpose, below).
  const fields = read.map(({ s, every }) => ({ s, here: every.filter((q) => !q.illustrative) }));
  const all = fields.flatMap((f) => f.here);
  const everyValue = read.flatMap((f) => f.every);
  // An exercise: a worked example or check question, all of its fields together.
  const exerciseOf = (w: string) => /^\/(?:workedExamples|checkQuestions)\/\d+/.exec(w)?.[0];
  // A world that sets its own scene keeps its numbers to itself (statements.ts); two worlds that
  // do not (an explanation, a question about the facts) are compared with each other.
  const ownScene = new Map<string, boolean>();
  const setsScene = (world: string) => {
    const setup = setupOf(world);
    if (!setup) return false;
    let own = ownScene.get(world);
    if (own === undefined) ownScene.set(world, (own = setsOwnScene(sentences(stringsOf(content).find((s) => s.where === setup)?.text ?? '', lang), lang)));
    return own;
  };
  const sameWorld = (p: Quantity, q: Quantity) => {
    const [a, b] = [worldOf(mode, p.where), worldOf(mode, q.where)];
    return a === b || (!setsScene(a) && !setsScene(b));
  };
  const agrees = (a: Quantity, b: Quantity) => Math.abs(a.value - b.value) <= Math.max(0.02 * Math.max(Math.abs(a.value), Math.abs(b.value)), a.tolerance, b.tolerance, coarser(a, b));
  const valuesOf = (q: Quantity) =>
    everyValue.filter((o) => o.dimension.replace(/ now$/u, '') === q.dimension.replace(/ now$/u, '') && sameWorld(o, q) && (o === q || sameThing(o, q, lang))).reduce<Quantity[]>((kept, o) => (kept.some((k) => agrees(k, o)) ? kept : [...kept, o]), []);
  // A comment on an option that gives that option's own amount again ("5 kg pour garder de la marge":
  // "5 kg donnent environ 30 bananes") speaks of that choice, not against the other options' amounts.
  const COMMENT = /^((\/(?:questions|decisionPoints)\/\d+)\/options\/\d+)\/(?:rationale|feedback)$/;
  const optionText = (option: string) => stringsOf(content).find((s) => s.where === `${option}/text`)?.text ?? '';
  const echoesOwnOption = (c: Quantity, other: Quantity) => {
    const m = COMMENT.exec(c.where);
    return !!m && other.where.startsWith(`${m[2]}/options/`) && !other.where.startsWith(`${m[1]}/`) && quantitiesIn(optionText(m[1]!), `${m[1]}/text`, lang).some((o) => o.dimension === c.dimension && agrees(o, c));
  };
  const restatedBy = (q: Quantity) => all.find((o) => o.where !== q.where && o.dimension === q.dimension && agrees(o, q) && sameWorld(o, q) && sameThing(o, q, lang));
  for (const { here } of fields) {
    for (const q of here) {
      const differ = (a: number, b: number) => Math.abs(a - b) > 0.02 * Math.max(Math.abs(a), Math.abs(b));
      // A sentence that states both values relates them ("20% off means you pay 80%"): no clash.
      const alsoHere = (p: Quantity) => here.some((o) => o.sentence === q.sentence && o.dimension === p.dimension && !differ(o.value, p.value));
      // Two exercises may use any numbers they like; an exercise is compared with the explanation.
      const exercise = (w: string) => /^\/(?:workedExamples|checkQuestions)\//.test(w);
      // An exercise that itself states the other value works from it ("the mantle ends at 2900 km
      // ... so about 2830 km of mantle"): its other numbers are given or derived, not a rival value.
      const usedByExercise = (p: Quantity) => exerciseOf(q.where) !== undefined && all.some((o) => exerciseOf(o.where) === exerciseOf(q.where) && o.dimension === p.dimension && !differ(o.value, p.value));
      // An approximate value agrees with any value within its rounding ("about 8 minutes", "8.3 minutes").
      const rival = (p: Quantity) => differ(p.value, q.value) && Math.abs(p.value - q.value) > Math.max(p.tolerance, q.tolerance, coarser(p, q));
      const clash = seen.find((p) => p.where !== q.where && p.dimension === q.dimension && rival(p) && !(exercise(p.where) && exercise(q.where)) && sameThing(p, q, lang) && !apartByDesign(p.where, q.where) && !(answersOwnStem(p.where, q.where) && !restates(p, q)) && !ownInstances(p, q) && sameWorld(p, q) && !alsoHere(p) && !usedByExercise(p) && !echoesOwnOption(q, p) && !echoesOwnOption(p, q));
      if (!clash) continue;
      // A value the text states again elsewhere for the same thing is not a slip: when both values
      // are (a forecast by time of day, a table told in prose: "10% chance of rain in the morning,
      // 70% in the afternoon"), the thing takes several values; when one is, the other is the odd one.
      // The odd one is only told when the value restating the other is about its thing too ("at sea
      // level … 100 °C" is not the odd one out of "70 °C" on Everest, said twice).
      const [qAgain, pAgain] = [restatedBy(q), restatedBy(clash)];
      if ((qAgain && pAgain) || (qAgain && !sameThing(qAgain, clash, lang)) || (pAgain && !sameThing(pAgain, q, lang))) continue;
      // A rate given three or more different percentages is what the lesson varies ("un descuento del
      // 25 %", "para un 15 %", "el descuento total es del 28 %": discounts, taxes, tips, slopes), not one
      // fact stated two ways; a property of a thing ("boils at 100 °C", "90 °C", "70 °C") is not varied so.
      if (q.dimension.startsWith('percent') && valuesOf(q).length >= 3) continue;
      const [at, other] = qAgain ? [clash, q] : [q, clash];
      if (!reported.has(at.where)) {
        reported.add(at.where);
        out.push({
          type: 'quantity_contradiction',
          check: 'factual',
          severity: 'high',
          title: 'Two values for one quantity',
          location: at.where,
          quote: at.sentence,
          explanation: `"${at.written}" here contradicts "${other.written}" at ${other.where || '/'} ("${other.sentence}"), converted to the same unit.`,
          fix: 'Check which value is right and use it everywhere.',
        });
      }
    }
    seen.push(...here);
  }
  // A value a definite phrase takes as known ("the 2,000-litre tank") against the one given (quantity-mentions.ts).
  out.push(...presupposedQuantityFindings(mode, content, lang, reported));
  // A ratio of two named amounts against the one given before (quantity-ratios.ts).
  out.push(...ratioFindings(mode, content, lang, new Set(out.map((f) => f.location))));
  return out;
}
