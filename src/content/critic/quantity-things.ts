// Quantities said of a NAMED thing, compared across the content. The word-overlap comparison of
// quantities.ts needs the same words around two numbers; a writer who changes a number in one place
// rarely repeats the sentence: "The rainwater tank holds 1,200 litres" and, later, "the 2,000-litre
// tank"; "Mide 8 m de largo" (the school garden of the sentence before) and "El huerto mide 8 m de
// largo y 6 m de ancho"; "la classe compte 28 élèves" and "les 24 élèves". Here each value is tied
// to the thing it measures by how the sentence is built, not by nearby words:
//   - the noun it is an amount of: "250 mL of solution", "3 cups of lemon juice";
//   - the noun it qualifies: "the 2,000-litre tank", "the $500 budget", "Mia's 45-litre tank";
//   - the noun it belongs to: "a budget of $450", "le parcours de 1 500 m", "cada vuelta de 0,5 km";
//   - the subject of the verb that gives it: "The lake covers about 68,800 km²", "El huerto …
//     Mide 8 m" (a subject left out or a pronoun is the last one named; a definition's, its term);
//   - a count of a whole set: "the 24 students", "your class of 28 students", "la classe compte 28 élèves".
// A ratio of two amounts in one clause ("3 cups of juice for every 5 cups of water") is one value,
// juice to water, and its two amounts are not compared on their own (a bigger batch keeps the ratio).
// Two values contradict when they measure the same thing in the same dimension and property (length
// and width are two), in the same state (a value "left", "now", "after" is not the value before),
// both stated as facts (not in a hypothesis, an example, a calculation or a share), not related in
// one sentence ("went from 200 mL to 400 mL"), and differ beyond rounding. A question's values are
// asked about ("How much water goes with 12 cups of juice?"), not stated, unless they qualify a
// thing named as known ("With the $500 budget in mind, …"). Of a clash, the value the text does not
// state again is reported; of two stated once each, the later one. Which values meet (where each
// stands: the setting, an exercise, a question, an option) and the findings: quantity-scopes.ts.
import { approximation, prepared, DRAWN, endsRange, SETTING, WHEN, isBound, namesShare, perWhat, supposesOrCalculates } from './statements.js';
import { contentWords, sentences, type Lang } from './text.js';
import { measure, UNIT_SOURCE } from './units.js';

export interface Keyed {
  where: string;
  sentence: string;
  written: string;
  value: number;
  dimension: string;
  /** The thing measured (its head noun and the words of its name, as stems); a second reading may follow ("The tank holds 40 litres of water": the tank, or the water). */
  names: Name[];
  /** What a value per something belongs to ("400 m per lap" of the track), or "". */
  owner: string;
  property: string;
  state: string;
  tolerance: number;
  /** When and where its sentence says it holds; two values said at different times or places are two values. */
  /** When and where its sentence says it holds, read only when two values are compared. */
  setting: () => { when: string[]; place: string[] };
  /** The sentence's values of other dimensions ("after 1 year", "after 20 years"): values for other amounts are two values. */
  given: ReadonlyMap<string, number>;
  /** Named with an indefinite article ("a budget of $450", "Un patio mide…"): two such are two things unless one is named as known. */
  introduced: boolean;
  /** Its sentence opens with a thing brought in ("A square tile has sides of 5 cm."): in an exercise or a question, a scene of its own. */
  opensScene?: boolean;
  /** Place in document order. */
  order: number;
}

/** Plurals of short words too ("cups", "laps"), so a count of one and of several are the same noun. */
function shortStem(w: string): string {
  return w.length > 3 ? w.replace(/(?:es|s|e)$/u, '') : w;
}

/** A number, with a currency sign before it (after `prepare`: thousands joined, decimal commas as points). */
const NUMBER = /(?<![\d.:/^\p{L}])([$£€]\s?)?(\d+(?:\.\d+)?)(?![\d:/]|\.\d|\s?%)/gu;
const UNIT_AFTER = new RegExp(String.raw`^(?:\s?-\s?|\s?)(${UNIT_SOURCE})(?!\p{L})`, 'u');
const CURRENCY_AFTER = /^\s?(€|\$|£|euros?|dollars?|dólares|pounds?|libras|livres)(?!\p{L})/iu;
const CURRENCY: Record<string, string> = { $: '$', dollar: '$', dollars: '$', dólares: '$', '€': '€', euro: '€', euros: '€', '£': '£', pound: '£', pounds: '£', libras: '£', livres: '£' };
const WORD_AFTER = /^\s+(\p{L}+)/u;

/**
 * Units written out in words ("25 metros", "50 mètres", "3 kilometres"), read here as their
 * symbols; units.ts keeps to symbols, since the arithmetic check reads calculations written with them.
 */
const WRITTEN_UNITS: Record<string, string> = Object.fromEntries(
  (
    'metre:m metres:m meter:m meters:m metro:m metros:m mètre:m mètres:m kilometre:km kilometres:km kilometer:km kilometers:km kilómetro:km kilómetros:km kilomètre:km kilomètres:km ' +
    'centimetre:cm centimetres:cm centimeter:cm centimeters:cm centímetro:cm centímetros:cm centimètre:cm centimètres:cm millimetre:mm millimetres:mm milímetro:mm milímetros:mm millimètre:mm millimètres:mm ' +
    'gram:g grams:g gramme:g grammes:g gramo:g gramos:g kilogram:kg kilograms:kg kilogramme:kg kilogrammes:kg kilogramo:kg kilogramos:kg kilo:kg kilos:kg ' +
    'millilitre:ml millilitres:ml milliliter:ml milliliters:ml mililitro:ml mililitros:ml'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Words that name which property of a thing a length is; areas, volumes, masses have one each. */
export const PROPERTY: Record<string, string> = Object.fromEntries(
  (
    'long:length length:length largo:length larga:length longitud:length longue:length longueur:length ' +
    'wide:width width:width breadth:width ancho:width ancha:width anchura:width large:width largeur:width ' +
    'high:height tall:height height:height alto:height alta:height altura:height haut:height haute:height hauteur:height altitude:height altitud:height ' +
    'deep:depth depth:depth profundo:depth profunda:depth profundidad:depth profond:depth profonde:depth profondeur:depth ' +
    'thick:thickness thickness:thickness grueso:thickness grosor:thickness épais:thickness épaisseur:thickness ' +
    'perimeter:perimeter perímetro:perimeter périmètre:perimeter distance:distance distancia:distance ' +
    'diameter:diameter diámetro:diameter diamètre:diameter radius:radius radio:radius rayon:radius ' +
    'surface:area area:area área:area superficie:area aire:area volume:volume volumen:volume capacity:volume capacidad:volume capacité:volume ' +
    'mass:mass weight:mass masa:mass peso:mass masse:mass poids:mass total:total price:price precio:price prix:price cost:price coste:price costo:price coût:price'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string])
    // Read as the text's words are: stems ("mass" -> "mas"), so a property is known however it is found.
    .flatMap(([w, p]): Array<[string, string]> => [[w, p], ...(['en', 'es', 'fr'] as const).flatMap((l) => contentWords(w, l)).flatMap((x): Array<[string, string]> => [[x, p], [shortStem(x), p]])]),
);
/** Properties that tell two values of one dimension apart (a garden's length and width); others are the dimension's only one. */
const TELLS_APART = new Set(['length', 'width', 'height', 'depth', 'thickness', 'perimeter', 'distance', 'diameter', 'radius', 'total']);

/** A verb that gives its subject a value ("holds", "mide", "compte"), the last before the number in its clause. */
const GIVES_VALUE: Record<Lang, RegExp> = {
  en: /\b(?:is|are|was|were|has|have|had|holds?|held|contains?|contained|measures?|measured|covers?|covered|weighs?|weighed|costs?|lasts?|lasted|takes|took|spans?|stretches|reaches|(?:travels|moves|flows|runs|flies|drives|goes|swims|peaks|stands) at|rises to)\b/giu,
  es: /(?<!\p{L})(?:es|son|era|eran|fue|mide|miden|medía|tiene|tienen|tenía|contiene|contienen|ocupa|ocupan|cubre|cubren|pesa|pesan|pesaba|cuesta|cuestan|costaba|dura|duran|tarda|tardan|alcanza|alcanzan|cuenta con|cuentan con|(?:viaja|circula|va|corre|vuela|nada|fluye|culmina|se eleva) a)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:est|sont|était|étaient|mesure|mesurent|mesurait|a|ont|avait|contient|contiennent|couvre|couvrent|pèse|pèsent|coûte|coûtent|dure|durent|compte|comptent|atteint|fait|font|met|(?:roule|voyage|va|court|vole|nage|circule|culmine|s élève) à)(?!\p{L})/giu,
  other: /\b(?:is|are|was|were|has|have|had|holds?|contains?|measures?|covers?|weighs?|costs?)\b/giu,
};

/** A relative pronoun opening a clause: its subject is the noun before it ("la pista, que mide 400 m"). */
const RELATIVE = /^\s*(?:which|that|who|que|qui|quien|quienes|la cual|el cual|lequel|laquelle)\s/iu;

/** Before a number: an article or possessive that makes the count a whole known set ("the 24 students", "your class of 28"). */
const WHOLE_BEFORE =
  /(?:(?<!\p{L})(?:the|our|your|their|its|his|her|all|los|las|nuestros|nuestras|vuestros|sus|tus|les|nos|vos|ses|leurs|mes|tes)|\p{L}['’]s|(?:class|group|team|clase|grupo|equipo|classe|groupe|équipe)\s+(?:of|de)|(?<!\p{L})(?:has|have|counts|compte|comptent|tiene|tienen|cuenta con|cuentan con))\s+$/iu;
/** "a class of", "un grupo de", "une équipe de" before a number: a count of people. */
const COLLECTIVE_BEFORE = /(?<!\p{L})(?:class|group|team|choir|clase|grupo|equipo|coro|classe|groupe|équipe|chorale)\s+(?:of|de)\s+$/iu;
/** Nouns for people (stems): the members a "class of 28" counts. */
const PEOPLE = new Set(
  'students pupils children kids players members people learners persons alumnos alumnas estudiantes niños niñas jugadores jugadoras miembros personas élèves étudiants enfants joueurs joueuses membres personnes'
    .split(' ')
    .flatMap((w) => (['en', 'es', 'fr'] as const).flatMap((l) => contentWords(w, l)))
    .map(shortStem),
);
/** What a "class of 28" counts: any of the people nouns. */
const PERSON = 'person';
/** After a counted noun: a relative clause picks out some of them ("the 12 students who walk"). */
const PICKS_SOME = /^\s*(?:who|that|which|whose|qui|que|dont|quienes|cuyos|cuyas)(?!\p{L})/iu;

/** A thing's name qualified by a value, in English: "the 2,000-litre tank", "Mia's 45-litre tank", "the $500 budget". */
const KNOWN_BEFORE = /(?:(?<!\p{L})(?:the|this|that|our|your|their|its|his|her)|\p{L}['’]s)\s+$/iu;
/** The same with an indefinite article ("a 2,000-litre tank"): a thing brought in, compared only with one named as known. */
const BROUGHT_IN_BEFORE = /(?<!\p{L})(?:a|an)\s+$/iu;

/** "of", "de", "du"… after a value: what it is an amount of. */
const OF_AFTER = /^\s*(?:of|de|del|du|des|d['’])\s*/iu;
export const ARTICLE_AFTER = /^(?:a|an|the|un|una|une|el|la|los|las|le|les|l['’])\s+/iu;
/** A noun and "of"/"de" before a value: what it belongs to ("budget of $450", "parcours de 1 500 m"); approximation words may follow. */
const OWNER_BEFORE = /(\p{L}+)\s+(?:of|de|del|du|d['’]?)\s+(?:(?:about|around|roughly|approximately|nearly|almost|unos|unas|aproximadamente|environ|près de|presque)\s+)?$/iu;
/** OWNER_BEFORE with a definite article before the noun ("the budget of", "el presupuesto de", "la piste de"). */
const DEFINITE_OWNER_BEFORE = /(?<!\p{L})(?:the|this|our|your|el|la|los|las|este|esta|nuestro|nuestra|le|les|l|ce|cette|notre|votre)\s+\p{L}+\s+(?:of|de|del|du|d['’])\s+$/iu;
/** A noun named as known before "de" and a value: "la piscina municipal de", "du parcours de", "sus 3 vueltas de". */
const KNOWN_OWNER_BEFORE = /(?<!\p{L})(?:el|la|los|las|l|le|les|du|del|al|au|aux|este|esta|estos|estas|ese|esa|ce|cet|cette|ces|su|sus|son|sa|ses|mi|mis|tu|tus|nuestro|nuestra|nuestros|nuestras|notre|nos|votre|vos|leur|leurs)\s+(?:\p{L}+\s+){0,2}(?:de|del|du|d)\s+(?:(?:unos|unas|aproximadamente|environ|près de|presque|casi)\s+)?$/iu;

/** A count, in digits or words, before the noun a value belongs to ("Eight fish of", "6 tramos de"). */
const COUNTED_OWNER_BEFORE = /(?<![\p{L}\d.])(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|veinte|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|vingt)\s+\p{L}+\s+(?:\p{L}+\s+)?(?:of|de|d)\s+(?:(?:about|around|unos|unas|environ)\s+)?$/iu;

/** OWNER_BEFORE after an indefinite article ("a budget of", "un rectángulo de"): a thing brought in, not one named before. */
const INDEFINITE_OWNER_BEFORE: Record<Lang, RegExp> = {
  en: /(?<![\p{L}\d.])(?:a|an|another|\d+)\s+(?:\p{L}+\s+)?\p{L}+\s+of\s+(?:\p{L}+\s+)?$/iu,
  es: /(?<![\p{L}\d.])(?:un|una|unos|unas|otro|otra|\d+)\s+\p{L}+\s+(?:\p{L}+\s+)?(?:de|del)\s+(?:\p{L}+\s+)?$/iu,
  fr: /(?<![\p{L}\d.])(?:un|une|des|autre|\d+)\s+\p{L}+\s+(?:\p{L}+\s+)?(?:de|du|d)\s+(?:\p{L}+\s+)?$/iu,
  other: /(?<!\p{L})(?:a|an)\s+(?:\p{L}+\s+)?\p{L}+\s+of\s+(?:\p{L}+\s+)?$/iu,
};
/** A possessive just before a value ("with its 780 km", "avec ses quelque 780 km", "sus 25 m"): the value is the last thing named's. */
const POSSESSED_BEFORE = /(?<!\p{L})(?:its|their|su|sus|son|sa|ses|leur|leurs)\s+(?:(?:about|some|nearly|roughly|quelque|quelques|environ|près de|unos|unas|casi)\s+)?$/iu;
/** A possessive and a property as a subject ("Its area is", "Son aire est", "Su superficie es"): the last thing named's property. */
const POSSESSED_PROPERTY = /^\s*(?:its|their|su|sus|son|sa|ses|leur|leurs)\s+(\p{L}+)\s*$/iu;
/** "the 10 m length of the wall", "los 10 m de largo de la pared": a property, then whose it is. */
const PROPERTY_THEN_OWNER = /^\s*(?:de\s+)?(\p{L}+)\s+(?:of|de|del|du|d['’]?)\s+/iu;
/** A value put after a comma to restate the phrase before it ("la surface de son jardin, soit 72 m²", "that is 72 m²", "es decir"). */
const APPOSITION_BEFORE = /^\s*(?:soit|c['’]est-à-dire|es decir|o sea|that is|i\.e\.|namely)\s+(?:(?:about|environ|unos|unas)\s+)?$/iu;
/** In the clause before such a restatement: "the area of the garden", "la surface de son jardin" (a property, then whose it is). */
const PROPERTY_OF_THING = /^.*(?<!\p{L})(\p{L}+)\s+(?:of|de|del|du|d['’]?)\s+((?:(?:the|this|its|his|her|their|la|le|les|l|el|los|las|son|sa|ses|su|sus|leur|leurs|notre|nuestro|nuestra|our|your)\s+)?[^,;:]*)$/iu;

/** A subject counted: a number, in digits or words, opens it. */
const SEVERAL_START = /^\s*(?:(?:the|los|las|les)\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+\p{L}/iu;

/** A subject brought in with an indefinite article ("A bus costs", "Un patio mide", "Une piste mesure"). */
const INDEFINITE_START: Record<Lang, RegExp> = {
  en: /^\s*(?:a|an|another)\s/iu,
  es: /^\s*(?:un|una|unos|unas|otro|otra)\s/iu,
  fr: /^\s*(?:un|une|des|une autre|un autre)\s/iu,
  other: /^\s*(?:a|an)\s/iu,
};
/** Before a number: the article or possessive of a thing named as known ("the 200 mL of solution"). */
const DEFINITE_BEFORE = /(?<!\p{L})(?:the|this|these|those|our|your|their|its|el|la|los|las|este|esta|estos|estas|nuestro|nuestra|le|les|l|ce|cette|ces|notre|votre|nos|vos|leurs)\s+$/iu;
/** Before a number: what a rate is per ("per 1000 m", "por cada 400 m", "pour chaque 100 g"). */
const RATE_UNIT = /(?<!\p{L})(?:per|each|every|por cada|cada|pour chaque|chaque|par tranche de)\s*$/iu;
/** A value each of several things has ("each group", "cada grupo", "chaque groupe"). */
const EACH: Record<Lang, RegExp> = {
  en: /\b(?:each|every)\b(?!\s+(?:day|week|month|year|hour|minute|morning|afternoon|evening|night|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b)/iu,
  es: /(?<!\p{L})cada(?!\p{L})(?!\s+(?:día|semana|mes|año|hora|minuto|mañana|tarde|noche|vez|lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?!\p{L}))/iu,
  fr: /(?<!\p{L})chaque(?!\p{L})(?!\s+(?:jour|semaine|mois|année|an|heure|minute|matin|soir|nuit|fois|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?!\p{L}))/iu,
  other: /\b(?:each|every)\b/iu,
};
/** "each lap of 0.5 km", "cada vuelta de 0,5 km", "chaque tour de 400 m": a value per that thing. */
const EACH_OWNER_BEFORE = /(?<!\p{L})(?:each|every|cada|chaque)\s+(\p{L}+)\s+(?:of|de|d['’])\s+$/iu;

/** Amounts in a ratio: "A of X to/for (every) B of Y". */
const RATIO_LINK = /^\s*(?:to|for(?: every| each)?|per|a|para(?: cada)?|por(?: cada)?|pour(?: chaque)?|par)\s*$/iu;

/** Words near a value that put it at another state or time: what is left, what it became, what it is now. */
const STATE: Record<Lang, RegExp> = {
  en: /\b(?:after|afterwards|now|then|later|became|become|becomes|left|remaining|remain|remains|new|final|finally|yesterday|tomorrow|next)\b/giu,
  es: /(?<!\p{L})(?:después|ahora|luego|queda|quedan|quedaba|restante|restantes|sobra|sobran|nuevo|nueva|final|finalmente|ayer|siguiente)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:après|maintenant|ensuite|puis|devient|devenu|devenue|reste|restent|restant|restante|nouveau|nouvelle|enfin|hier|demain|suivant)(?!\p{L})/giu,
  other: /\b(?:after|now|then|later|became|left|remaining|new|final)\b/giu,
};

const TIME_WORDS = new Set(['year', 'hour', 'day', 'week', 'month', 'minute', 'second', 'año', 'hora', 'día', 'semana', 'mes', 'minuto', 'segundo', 'an', 'année', 'heure', 'jour', 'semaine', 'mois', 'seconde']);

/** A conditional: what would be, not what is ("would", "could", "might"; "costaría", "serían"; "coûterait", "seraient"). */
const CONDITIONAL: Record<Lang, RegExp> = {
  en: /\b(?:would|could|might)\b/iu,
  es: /(?<!\p{L})\p{L}{2,}(?:ría|rían|ríamos|ríais)(?!\p{L})/iu,
  fr: /(?<!\p{L})\p{L}{2,}(?:rait|raient|rions|riez)(?!\p{L})/iu,
  other: /\b(?:would|could|might)\b/iu,
};

/** "per"/"por"/"par" and a noun later in a value's clause: what the value is per. */
const PER_IN_CLAUSE = /(?<!\p{L})(?:per|por|par|pour chaque|por cada|for every|for each)\s+(\p{L}+)/iu;

/** Clause boundaries (a parenthesis too: "(cada vuelta de 0,5 km)" is its own clause). */
const BOUNDARY = /[,;:()!?]|\s[-—–]\s/gu;

const TOKEN = /\p{L}+(?:['’]s(?!\p{L}))?|[^\s\p{L}]/gu;

/** Numbers written as words count things; they never name one ("three tins", "tres botes", "trois sachets"). */
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve twenty hundred thousand both uno una dos tres cuatro cinco seis siete ocho nueve diez doce veinte cien mil ambos deux trois quatre cinq six sept huit neuf dix douze vingt cent mille'.split(' '),
);

export function isWord(token: string, lang: Lang): string | undefined {
  if (!/^\p{L}{3,}$/u.test(token) || NUMBER_WORDS.has(token)) return undefined;
  const w = contentWords(token, lang)[0];
  return w && shortStem(w);
}

/** The noun phrase starting a text: its words (stems, after any article or possessive), the possessor, and how many characters it takes. */
export function phraseAt(text: string, lang: Lang): { words: string[]; possessor: string; length: number } {
  const tokens = [...text.slice(0, 160).matchAll(TOKEN)];
  let i = 0;
  let possessor = '';
  for (; i < tokens.length && i < 3; i++) {
    const t = tokens[i]![0].toLowerCase();
    if (/['’]s$/u.test(t)) possessor = t.slice(0, -2);
    else if (!/^\p{L}+$/u.test(t) || isWord(t, lang)) break;
  }
  const words: string[] = [];
  let length = 0;
  // In Spanish and French the head comes first and an adjective or two after it; a third word
  // is mostly a verb ("Valentina pregunta cuánto azúcar").
  const most = lang === 'es' || lang === 'fr' ? 2 : 4;
  for (; i < tokens.length && words.length < most; i++) {
    const w = isWord(tokens[i]![0].toLowerCase(), lang);
    // An English participle after the noun ends its name ("water formed", "oxygen remaining"), and
    // so does a name after a common noun ("the skateboard Leo is saving for": Leo starts a clause).
    const english = lang !== 'es' && lang !== 'fr';
    if (!w || (words.length && english && (/(?:ed|ing)$/u.test(tokens[i]![0]) || (/^\p{Lu}/u.test(tokens[i]![0]) && /^\p{Ll}/u.test(tokens[i - 1]![0]))))) break;
    words.push(w);
    length = tokens[i]!.index + tokens[i]![0].length;
  }
  // A label after the name ("la planta A", "Plant B") tells two things of one kind apart.
  const label = words.length && tokens[i] && /^[A-Z]$/u.test(tokens[i]![0]) ? tokens[i]![0] : '';
  if (label) return { words: [`${words[words.length - 1]} ${label}`], possessor, length: tokens[i]!.index + 1 };
  return { words, possessor, length };
}

/** A relative pronoun ending a subject's text: "a skateboard that", "une piste qui". */
const RELATIVE_END = /^(.*\p{L})\s+(?:which|that|who|que|qui|quien|quienes)\s*$/u;
/** The complement of a noun ("del instituto", "of the school"), ending a text: the head is the noun before it. */
const COMPLEMENT_END = /\s+(?:of|de|del|du|des|d)\s+(?:(?:the|la|le|el|les|los|las|l)\s+)?(?:\p{L}+\s+)?\p{L}+\s*$/iu;
/** The thing a relative clause is about: the noun phrase ending the text before it, a complement left out. */
function antecedent(text: string, lang: Lang): Name | undefined {
  const bare = text.replace(/[\s,]+$/u, '');
  const head = COMPLEMENT_END.exec(bare);
  return named(phraseEnding(head ? bare.slice(0, head.index) : bare, lang).words, lang) ?? named(phraseEnding(bare, lang).words, lang);
}

/** The noun phrase ending a text (English subjects: "The rainwater tank", "Mia's aquarium"). */
function phraseEnding(text: string, lang: Lang): { words: string[]; possessor: string } {
  const tokens = text.slice(-160).match(TOKEN) ?? [];
  const words: string[] = [];
  let possessor = '';
  for (let i = tokens.length - 1; i >= 0 && words.length < 4; i--) {
    const t = tokens[i]!.toLowerCase();
    if (/['’]s$/u.test(t)) {
      possessor = t.slice(0, -2);
      break;
    }
    const w = isWord(t, lang);
    if (!w) break;
    words.unshift(w);
  }
  return { words, possessor };
}

const headOf = (words: string[], lang: Lang) => (lang === 'es' || lang === 'fr' ? words[0] : words[words.length - 1]);

export interface Name {
  head: string;
  words: string[];
  /** An amount of a substance, not named as known ("4 g of hydrogen", "1 tablespoon of sugar"): amounts vary from one use to the next, so two such are two amounts. */
  loose?: boolean;
}

/**
 * Nouns that name a value, not a thing ("the answer is 12 cm", "la vitesse est de 20 km/h", "the
 * total is $40"): two of them are values of anything at all.
 */
const NAMES_A_VALUE = new Set(
  ('answer result total sum difference product quotient number value amount speed time temperature rate share part density pressure force energy power ' +
    'densidad presión fuerza energía potencia densité pression énergie puissance ' +
    'respuesta resultado suma diferencia producto cociente número valor cantidad velocidad rapidez tiempo temperatura parte ' +
    'réponse résultat somme différence produit quotient nombre valeur quantité vitesse temps température part partie')
    .split(' ')
    .flatMap((w) => [...contentWords(w, 'en'), ...contentWords(w, 'es'), ...contentWords(w, 'fr')])
    .map(shortStem),
);

/** A name from a phrase's words, or undefined (none, or a word that names a value or a property). */
export const named = (words: string[], lang: Lang): Name | undefined => {
  const head = headOf(words, lang);
  return head && !NAMES_A_VALUE.has(head) && !PROPERTY[head] ? { head, words } : undefined;
};

/** A clause opening with a preposition or a time ("In the lab each group…", "Dans le jardin les tomates…"): its subject is the last noun phrase, not the first. */
const OPENS_WITH_SETTING: Record<Lang, RegExp> = {
  en: /^\s*(?:in|on|at|during|after|before|for|with|inside|outside|by|from|since|when|while|today|each|every|last|next|this)(?!\p{L})/iu,
  es: /^\s*(?:en|durante|después|antes|con|para|desde|cuando|hoy|cada|tras|a)(?!\p{L})/iu,
  fr: /^\s*(?:en|dans|pendant|après|avant|avec|pour|depuis|quand|aujourd|chaque|lors|à|au|aux)(?!\p{L})/iu,
  other: /^\s*(?:in|on|at|during|after|before|for|with|today|each|every)(?!\p{L})/iu,
};

const COORDINATED: Record<Lang, RegExp> = {
  en: /\s(?:and|or|plus)\s+\p{L}/iu,
  es: /\s(?:y|e|o|u|más)\s+\p{L}/iu,
  fr: /\s(?:et|ou|plus)\s+\p{L}/iu,
  other: /\s(?:and|or)\s+\p{L}/iu,
};

/** The subject of a clause ending at a verb ("The rain barrel behind the gym holds": the barrel), or undefined when it names none (a pronoun, a dropped subject). */
function subjectOf(beforeVerb: string, previousClause: string, lang: Lang): Name | undefined {
  // "la pista del instituto, que mide …", "Leo wants a skateboard that costs …": the relative's
  // subject is the noun phrase right before it ("la piscina municipal", "a skateboard").
  if (RELATIVE.test(`${beforeVerb} `)) return antecedent(previousClause, lang);
  const relative = RELATIVE_END.exec(beforeVerb);
  if (relative) return antecedent(relative[1]!, lang);
  const text = beforeVerb;
  // "the bus and the tickets cost $404": a sum of several things, none of them.
  if (COORDINATED[lang].test(text)) return undefined;
  if (OPENS_WITH_SETTING[lang].test(text)) return named(phraseEnding(text, lang).words, lang);
  const phrase = phraseAt(text, lang);
  const name = named(phrase.words, lang);
  if (name || !phrase.words.length) return name;
  // "The tank's capacity is …", "the capacity of the tank is …", "la capacidad del depósito es …": the thing is the owner.
  if (phrase.possessor) return named([isWord(phrase.possessor, lang) ?? ''].filter(Boolean), lang);
  // Of a substance without an article ("the mass of water formed"), it is an amount, as loose as "36 g of water".
  const of = OF_AFTER.exec(text.slice(phrase.length));
  if (!of) return undefined;
  const rest = text.slice(phrase.length + of[0].length);
  const owner = named(phraseAt(rest.replace(ARTICLE_AFTER, ''), lang).words, lang);
  return owner && { ...owner, loose: !ARTICLE_AFTER.test(rest) && !/^\s*(?:du|del)\s/iu.test(of[0]) };
}

interface Reading {
  value: number;
  dimension: string;
  written: string;
  /** The number as written (its last digit says how exact an approximate value is). */
  number: string;
  /** Where the value starts and ends in the prepared sentence. */
  start: number;
  end: number;
  /** For a count or a measuring noun ("3 cups of water"): the noun counted. */
  counted?: string;
}

/** Reads the value at a match: a unit (mathjs), a currency, or a count of a noun. */
function read(s: string, m: RegExpMatchArray, lang: Lang): Reading | undefined {
  const start = m.index!;
  const n = Number(m[2]);
  const afterNumber = start + m[0].length;
  const rest = s.slice(afterNumber);
  const number = m[2]!;
  if (m[1]) return { value: n, dimension: `money ${CURRENCY[m[1].trim()]}`, written: m[0].trim(), number, start, end: afterNumber };
  const currency = CURRENCY_AFTER.exec(rest);
  if (currency) return { value: n, dimension: `money ${CURRENCY[currency[1]!.toLowerCase()] ?? currency[1]}`, written: `${m[2]} ${currency[1]}`, number, start, end: afterNumber + currency[0].length };
  const unit = UNIT_AFTER.exec(rest);
  // "the 1990s" is a decade, not 1990 seconds.
  if (unit && unit[0] === 's' && /^\d{4}$/.test(number)) return undefined;
  const measured = unit && measure(n, WRITTEN_UNITS[unit[1]!.toLowerCase()] ?? unit[1]!);
  if (unit && measured && measured.dimension !== 'percent') return { value: measured.value, dimension: measured.dimension, written: `${m[2]} ${unit[1]}`, number, start, end: afterNumber + unit[0].length };
  const word = WORD_AFTER.exec(rest);
  const counted = word && Number.isInteger(n) && isWord(word[1]!.toLowerCase(), lang);
  // "a class of 28", "un grupo de 24": a number of people with their noun left out.
  if (!counted && Number.isInteger(n) && !/^\p{L}/u.test(rest) && COLLECTIVE_BEFORE.test(s.slice(Math.max(0, start - 40), start))) return { value: n, dimension: 'count person', written: m[0], number, start, end: afterNumber, counted: PERSON };
  if (!counted || PROPERTY[word[1]!.toLowerCase()]) return undefined;
  return { value: n, dimension: `count ${PEOPLE.has(counted) ? 'person' : counted}`, written: `${m[2]} ${word[1]}`, number, start, end: afterNumber + word[0].length, counted };
}

interface Clause {
  from: number;
  to: number;
}

function clauses(s: string): Clause[] {
  const out: Clause[] = [];
  let from = 0;
  for (const b of s.matchAll(BOUNDARY)) {
    out.push({ from, to: b.index });
    from = b.index + b[0].length;
  }
  out.push({ from, to: s.length });
  return out;
}

/** Times of a sentence that a thing's value may change with (months, days, seasons, years); "before", "after", "today" are read near the value. */
const NEAR_ONLY = new Set('start beginning end before after today yesterday tomorrow inicio principio comienzo final antes después hoy ayer début fin avant après aujourd’hui aujourd\'hui hier'.split(' '));

/** The state words near a value (five words before, three after, in its clause) and at its sentence's opening. */
function stateOf(s: string, clause: Clause, start: number, end: number, lang: Lang): string {
  const before = s.slice(clause.from, start).split(/\s+/).slice(-5).join(' ');
  const after = s.slice(end, clause.to).split(/\s+/).slice(0, 4).join(' ');
  const opening = /^\s*(\p{L}+)/u.exec(s)?.[1] ?? '';
  const found = new Set([...`${opening} ${before} ${after}`.matchAll(STATE[lang])].map((w) => w[0].toLowerCase()));
  return [...found].sort().join(' ');
}

/** A time told from now: "last spring", "this year", "el año pasado", "este verano", "l'an dernier", "cette année". */
const RELATIVE_TIME: Record<Lang, RegExp> = {
  en: /\b(?:last|this|next|previous)\s+(?:week|month|year|spring|summer|autumn|fall|winter|season|term)\b/giu,
  es: /(?<!\p{L})(?:(?:el|la)\s+(?:año|mes|semana|primavera|verano|otoño|invierno)\s+(?:pasad[oa]|próxim[oa]|anterior)|(?:este|esta)\s+(?:año|mes|semana|primavera|verano|otoño|invierno))(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:(?:l\s?|le\s|la\s)(?:an|année|mois|semaine|printemps|été|automne|hiver)\s+(?:dernier|dernière|prochain|prochaine|passé|passée)|(?:cette|ce|cet)\s+(?:année|mois|semaine|printemps|été|automne|hiver))(?!\p{L})/giu,
  other: /\b(?:last|this|next)\s+(?:week|month|year)\b/giu,
};

/** When and where a sentence says its values hold: its months, days, seasons and years ("In January", "In July"), and the place it opens with ("In most towns", "On motorways"). */
function settingOf(s: string, lang: Lang, readings: Reading[]): { when: string[]; place: string[] } {
  // A number read as a quantity ("a 2,000-litre tank") is not a year.
  const quantities = new Set(readings.map((r) => r.start + (/^[$£€]/u.test(s.slice(r.start)) ? 1 : 0)));
  // "Last spring" and "this spring" are two times, not one season.
  const relative = [...s.matchAll(RELATIVE_TIME[lang])].map((w) => w[0].toLowerCase().replace(/\s+/gu, ' '));
  const inRelative = (w: string) => relative.some((r) => r.includes(w));
  return {
    when: [...s.matchAll(WHEN[lang])]
      .filter((w) => !quantities.has(w.index) && !quantities.has(w.index - 1))
      .map((w) => w[0].toLowerCase())
      .filter((w) => !NEAR_ONLY.has(w) && !inRelative(w))
      .concat(relative),
    place: contentWords(SETTING[lang].exec(s)?.[1] ?? '', lang),
  };
}

/** Prepared for reading: `prepare` (thousands, decimal commas, powers), emphasis marks dropped, elisions split ("l'eau" -> "l eau"). */
export function ready(sentence: string, lang: Lang): string {
  // Emphasis first: `prepare` would read "**28 pupils**" as a product.
  const s = prepared(/[*_]/.test(sentence) ? sentence.replace(/\*\*|__|(?<=^|\s)\*(?=\S)|(?<=\S)\*(?=$|[\s.,;:!?])/g, '') : sentence, lang);
  return lang === 'fr' ? s.replace(/(?<!\p{L})([ldjmnst]|qu)['’](?=\p{L})/giu, '$1 ') : s;
}

/**
 * The values of one text tied to the things they measure, and the last thing it names. `first` is
 * the thing named before the text (a definition's term, an option's stem, a question's subject):
 * a pronoun or a subject left out is it until the text names another. A `fragment` (an answer)
 * opening with a value gives the value of `first`, as its question asked (`asked` property).
 */
export function keyedIn(text: string, where: string, lang: Lang, first: Name | undefined, order: () => number, fragment?: { asked: string }, dimensions?: ReadonlyMap<string, number>): { keyed: Keyed[]; last: Name | undefined } {
  const needLast = ANTECEDENT_FIELD.test(where);
  const out: Keyed[] = [];
  const comment = /\/(?:rationale|feedback)$/.test(where);
  // The last thing named before the sentence read: each sentence's subject (or topic), worked out
  // only when a later value or field asks for it, most recent first.
  const namings: Array<() => Name | undefined> = [];
  const lastNamedNow = (upTo = namings.length): Name | undefined => {
    for (let i = upTo - 1; i >= 0; i--) {
      const n = namings[i]!();
      if (n) return n;
    }
    return first;
  };
  // Within a sentence, the things named before it (its own subject is pushed before its values are read).
  const lastNamedBefore = () => lastNamedNow(namings.length - 1);
  let firstSentence = true;
  const all = /\d/.test(text) || /\p{L}/u.test(text) ? wholeSentences(text, lang) : [];
  // Sentences after the last number matter only to a field read after this one (its last thing named).
  let lastNumber = all.length - 1;
  if (!needLast) while (lastNumber >= 0 && !/\d/.test(all[lastNumber]!)) lastNumber--;
  for (const sentence of all.slice(0, lastNumber + 1)) {
    // A sentence with no number only names a thing for the sentences and fields after it.
    if (!/\d/.test(sentence)) {
      namings.push(once(() => subjectOrTopic(ready(sentence, lang), lang)));
      firstSentence = false;
      continue;
    }
    const s = ready(sentence, lang);
    // Only values of a dimension the content gives more than once can meet another.
    const readings = readingsOf(s, lang).filter((r) => (dimensions?.get(r.dimension) ?? 2) > 1);
    namings.push(once(() => subjectOrTopic(s, lang)));
    if (!readings.length) {
      firstSentence = false;
      continue;
    }
    const asks = /\?\s*$/.test(s) || /^\s*¿/.test(s);
    // The thing named before this sentence, worked out only for a value that needs it.
    const lastNamed = () => (namings.length > 1 ? lastNamedBefore() : first);
    const opensScene = INDEFINITE_START[lang].test(s);
    // Asked once for the sentence: most have no share, conditional or "each" to look for in a clause.
    const [mayShare, maySuppose, mayEach] = [namesShare(s, lang), CONDITIONAL[lang].test(s), EACH[lang].test(s)];
    // A drawing to scale anywhere in the sentence ("In her drawing, one cell is 100 mm long").
    const drawn = DRAWN[lang].test(s);
    const parts = clauses(s);
    const verbs = [...s.matchAll(GIVES_VALUE[lang])];
    const here: Keyed[] = [];
    const inRatio = new Set<Reading>();
    const setting = once(() => settingOf(s, lang, readings));
    // A ratio of two amounts of one kind in one clause: "3 cups of juice for every 5 cups of water".
    for (let i = 0; i + 1 < readings.length; i++) {
      const [a, b] = [readings[i]!, readings[i + 1]!];
      const ofA = amountOf(s.slice(a.end), lang, a.counted !== undefined);
      const ofB = amountOf(s.slice(b.end), lang, b.counted !== undefined);
      const between = s.slice(a.end + (ofA?.length ?? 0), b.start);
      if (a.dimension !== b.dimension || !ofA || !ofB || ofA.name.head === ofB.name.head || !RATIO_LINK.test(between) || b.value === 0) continue;
      inRatio.add(a).add(b);
      if (asks) continue;
      const [x, y, v] = ofA.name.head < ofB.name.head ? [ofA.name.head, ofB.name.head, a.value / b.value] : [ofB.name.head, ofA.name.head, b.value / a.value];
      here.push({ where, sentence, written: s.slice(a.start, b.end + ofB.length).trim(), value: v, dimension: `ratio ${a.dimension}`, names: [{ head: `${x}:${y}`, words: [`${x}:${y}`] }], owner: '', property: '', state: '', tolerance: 0, introduced: false, given: new Map(), setting, order: order() });
    }
    for (const r of readings) {
      if (inRatio.has(r)) continue;
      const clause = parts.find((c) => c.from <= r.start && r.start <= c.to)!;
      const before = s.slice(clause.from, r.start);
      const after = s.slice(r.end);
      const clauseText = s.slice(clause.from, clause.to);
      // What a rate is per ("una hora por cada 400 m de subida") is its unit, not a fact; a value in
      // a conditional clause ("the pencils would cost $56", "costaría", "coûterait") is supposed.
      if ((mayShare && namesShare(clauseText, lang)) || RATE_UNIT.test(before.slice(-16)) || (maySuppose && CONDITIONAL[lang].test(clauseText))) continue;
      // The words just before the value: its article, possessive or owner (regexes anchored at its end read only these).
      const lead = s.slice(Math.max(0, r.start - 48), r.start);
      const definite = DEFINITE_BEFORE.test(lead);
      const propertyWord = contentWords(s.slice(r.end, Math.min(clause.to, r.end + 40)), lang)[0];
      let property = (propertyWord && PROPERTY[shortStem(propertyWord)]) ?? '';
      let name: Name | undefined;
      let also: Name | undefined;
      let owner = '';
      let introduced = false;
      // A value each thing has ("each group has 5 stickers", "cada grupo recibe") is not the whole's;
      // a length drawn to scale ("14 cm sobre el mapa") is not the thing's.
      // A rate said further on in the clause ("1 cm of adult fish length per litre") is per that.
      const per = perWhat(after);
      const perLater = !per && PER_IN_CLAUSE.exec(s.slice(r.end, clause.to));
      let dimension = r.dimension + (mayEach && EACH[lang].test(clauseText) && !EACH_OWNER_BEFORE.test(before.slice(-64)) ? ' each' : '') + (drawn ? ' drawn' : '') + (perLater ? ` per ${perLater[1]!.toLowerCase()}` : '');
      const english = lang !== 'es' && lang !== 'fr' && !r.counted;
      // Only a value written as part of the name ("a 2,000-litre tank", "a $5 ticket"), not "a 250 mL of …".
      const broughtIn = english && !asks && BROUGHT_IN_BEFORE.test(lead) && /^[$£€]|\d\s?-\s?\p{L}/u.test(s.slice(r.start, r.end));
      const known = english && (KNOWN_BEFORE.test(lead) || broughtIn);
      if (broughtIn) introduced = true;
      if (r.counted) {
        // "3 cups of water": an amount of water; "the 24 students": a whole set, the students.
        const of = amountOf(after, lang, true);
        if (of) name = { ...of.name, loose: !definite };
        else if (WHOLE_BEFORE.test(lead) && !PICKS_SOME.test(after)) {
          // "the 3 angles of a triangle": a set of the triangle's, not of a square's.
          // Whose set it is: "of a triangle" after it, or the subject that "has" or "compte" it.
          name = r.counted === PERSON ? { head: PERSON, words: [...PEOPLE] } : { head: r.counted, words: [r.counted] };
          const verb = verbs.filter((v) => v.index >= clause.from && v.index < r.start).pop();
          owner = OF_AFTER.test(after)
            ? (named(phraseAt(after.replace(OF_AFTER, '').replace(ARTICLE_AFTER, ''), lang).words, lang)?.head ?? '')
            : verb
              ? (subjectOf(s.slice(clause.from, verb.index), '', lang)?.head ?? '')
              : '';
        }
        if (!name || asks) continue;
      } else if (known && phraseAt(after, lang).words.length) {
        // "the 2,000-litre tank": the first word after the value names the thing in English.
        const p = phraseAt(after, lang);
        name = { head: p.words[0]!, words: p.words };
        // "Mia's 45-litre tank" is Mia's, not Tom's.
        owner = /(\p{L}+)['’]s\s+$/u.exec(lead)?.[1]?.toLowerCase() ?? '';
      } else {
        // A question's values are asked about, unless they belong to a thing named as known ("con el presupuesto de 350 €").
        if (asks && !DEFINITE_OWNER_BEFORE.test(before.slice(-64))) continue;
        // Patterns anchored at the value read the last words before it only.
        const tail = before.slice(-64);
        const off = before.length - tail.length;
        const each = EACH_OWNER_BEFORE.exec(tail);
        const perNoun = each ? contentWords(each[1]!, lang)[0] : per && !TIME_WORDS.has(per) ? contentWords(per, lang)[0] : undefined;
        if (per && TIME_WORDS.has(per)) dimension += ` per ${per}`;
        const of = amountOf(after, lang, false);
        const ownerMatch = each ? undefined : OWNER_BEFORE.exec(tail);
        // The noun a value belongs to ends the text before "of"/"de" ("la piscina municipal de 50 metros": the pool).
        // "la piscina del barrio de 33 metros": the pool, the complement of its noun left out.
        const ownerPhrase = ownerMatch && (lang === 'es' || lang === 'fr') ? (antecedent(before.slice(0, off + ownerMatch.index + ownerMatch[1]!.length), lang)?.words ?? []) : [];
        const ownerWord = ownerMatch && (ownerPhrase.length ? ownerPhrase[0] : isWord(ownerMatch[1]!.toLowerCase(), lang));
        // In Spanish and French a noun without a definite article, a possessive or a demonstrative
        // is brought in ("bombillas LED de 9 W", "diez bombillas de 60 W", "un patio de 5 m").
        if (ownerWord && !PROPERTY[ownerWord]) introduced = INDEFINITE_OWNER_BEFORE[lang].test(tail) || (ownerPhrase.length > 0 && !KNOWN_OWNER_BEFORE.test(tail));
        if (ownerWord && PROPERTY[ownerWord]) property ||= PROPERTY[ownerWord];
        // "Eight fish of 4 cm", "6 tramos de 2 m", "trois sachets de 8 m²": what each of them measures.
        if (ownerWord && COUNTED_OWNER_BEFORE.test(tail)) dimension += ' each';
        let thing: Name | undefined = of ? { ...of.name, loose: !definite } : ownerWord ? named([ownerWord], lang) : undefined;
        // The nearest noun may be the complement ("la piscina del barrio de 33 metros") or the owner
        // itself ("deux tours du parcours de 1 500 m"): in Spanish and French both are read.
        const nearest = ownerMatch && (lang === 'es' || lang === 'fr') ? isWord(ownerMatch[1]!.toLowerCase(), lang) : undefined;
        if (thing && !of && nearest && nearest !== thing.head && !PROPERTY[nearest]) also = named([nearest], lang);
        // Whose a value is, read from the words around it when no verb gives it: a possessive
        // ("avec ses quelque 780 km"), a property of a thing after it ("los 10 m de largo de la
        // pared"), a restatement of the phrase before ("la surface de son jardin, soit 72 m²").
        if (!thing && POSSESSED_BEFORE.test(tail)) thing = lastNamed();
        const propertyOwner = !thing && PROPERTY_THEN_OWNER.exec(after);
        if (propertyOwner && PROPERTY[isWord(propertyOwner[1]!.toLowerCase(), lang) ?? '']) thing = named(phraseAt(after.slice(propertyOwner[0].length).replace(ARTICLE_AFTER, ''), lang).words, lang);
        const restated = !thing && APPOSITION_BEFORE.test(before) && clause.from > 0 ? PROPERTY_OF_THING.exec(s.slice(0, clause.from).replace(/[,;:\s]+$/u, '')) : null;
        if (restated && PROPERTY[isWord(restated[1]!.toLowerCase(), lang) ?? '']) {
          property ||= PROPERTY[isWord(restated[1]!.toLowerCase(), lang)!]!;
          thing = named(phraseAt(restated[2]!.replace(ARTICLE_AFTER, ''), lang).words, lang);
        }
        let subject: Name | undefined;
        if (!thing || of) {
          // The subject of the last verb before the value in its clause, or the last one named; a
          // property with no verb ("with a surface of 59,000 km²") is the last one named's, and so
          // is a fragment answering a question ("About 5,400 km." after "How long is the river?").
          const verb = verbs.filter((v) => v.index >= clause.from && v.index < r.start).pop();
          if (!verb && ownerWord && PROPERTY[ownerWord]) thing = lastNamed();
          else if (!verb && fragment && !thing && clause.from === 0 && firstSentence) {
            thing = lastNamed();
            property ||= fragment.asked;
          }
          else if (verb) {
            const i = parts.indexOf(clause);
            const subjectText = s.slice(clause.from, verb.index);
            if (INDEFINITE_START[lang].test(subjectText)) introduced = true;
            // "Tres botes cubren 12 m²", "the 3 boxes weigh 6 kg": the total of several, not one's value.
            if (SEVERAL_START.test(subjectText)) dimension += ' several';
            // "Son aire est de 60 m²", "Its area is 60 m²": the property of the last thing named.
            const possessed = POSSESSED_PROPERTY.exec(subjectText);
            const possessedProperty = possessed && PROPERTY[isWord(possessed[1]!.toLowerCase(), lang) ?? ''];
            if (possessedProperty) property ||= possessedProperty;
            subject = possessedProperty ? lastNamed() : (subjectOf(subjectText, i > 0 ? s.slice(parts[i - 1]!.from, parts[i - 1]!.to) : '', lang) ?? (isPronounOrNothing(subjectText, lang, comment) ? lastNamed() : undefined));
          }
          if (!thing) [thing, subject] = [subject, undefined];
        }
        if (perNoun) {
          dimension += ` per ${perNoun}`;
          owner = thing?.head ?? '';
          thing = { head: perNoun, words: [perNoun] };
          subject = undefined;
        }
        name = thing;
        if (!name) continue;
        if (subject) also = subject;
      }
      if (!TELLS_APART.has(property)) property = '';
      // An approximate value agrees within half a unit of its last digit, in the unit it is read in.
      const written = Number(r.number);
      const tolerance = written ? Math.abs((approximation(before, r.number, lang) * r.value) / written) : 0;
      here.push({ where, sentence, written: r.written, value: r.value, dimension, names: also ? [name, also] : [name], owner, property, state: stateOf(s, clause, r.start, r.end, lang), tolerance, introduced, opensScene, given: givenBesides(readings, r), setting, order: order() });
    }
    // Two values of one thing in one sentence relate them ("went from 200 mL to 400 mL"): neither is kept.
    out.push(...here.filter((q) => !here.some((o) => o !== q && sameMeasure(o, q) && differ(o, q))));
    firstSentence = false;
  }
  return {
    keyed: out,
    get last() {
      return lastNamedNow();
    },
  };
}

/** The values a prepared sentence gives (none in a hypothesis or a calculation), kept for the critique's second reading of it. */
const readingsKept = new Map<string, Reading[]>();
export function readingsOf(s: string, lang: Lang): Reading[] {
  const key = `${lang}\u0000${s}`;
  let found = readingsKept.get(key);
  if (!found) {
    if (readingsKept.size >= 256) readingsKept.clear();
    found = supposesOrCalculates(s, lang) ? [] : [...s.matchAll(NUMBER)].flatMap((m) => (isBound(s, m.index, lang) || endsRange(s, m.index, lang) ? [] : (read(s, m, lang) ?? [])));
    readingsKept.set(key, found);
  }
  return found;
}

/** A function's value, worked out on its first call and kept. */
function once<T>(f: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) [done, value] = [true, f()];
    return value;
  };
}

/** The subject of a sentence's first verb that gives a value, or what it is about ("… sur la Loire"); a question names neither. */
function subjectOrTopic(s: string, lang: Lang): Name | undefined {
  if (/\?\s*$/.test(s) || /^\s*¿/.test(s)) return TOPIC_QUESTION.test(s) ? topicOf(s, lang) : undefined;
  const verb = GIVES_VALUE[lang].exec(s);
  GIVES_VALUE[lang].lastIndex = 0;
  if (!verb) return topicOf(s, lang);
  const parts = clauses(s);
  return subjectOf(s.slice(parts.find((c) => c.from <= verb.index && verb.index <= c.to)!.from, verb.index), '', lang) ?? topicOf(s, lang);
}

/** A title before a name ("M. Dubois", "Mr. Lee", "Sra. Ruiz") ends no sentence. */
const TITLE_END = /(?<!\p{L})(?:M|Mme|Mlle|Mr|Mrs|Ms|Dr|Sr|Sra|Srta|St|Pr)\.\s*$/u;
export function wholeSentences(text: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const s of sentences(text, lang)) {
    if (out.length && TITLE_END.test(out[out.length - 1]!)) out[out.length - 1] += s;
    else out.push(s);
  }
  return out;
}

/** Fields whose last thing named a later field's pronouns and fragments mean (antecedentOf). */
const ANTECEDENT_FIELD = /\/(?:stem|prompt|text|question|problem|term)$/;

/** A question that names its topic ("Which are true about the Nile?"): the topic, not an asked value. */
const TOPIC_QUESTION = /(?<!\p{L})(?:about|concerning|sur|concernant|sobre|acerca de)\s/iu;

/** What a stem or a sentence is about when it names no subject: "Cochez les affirmations exactes sur la Loire", "Which are true about the Nile?". */
const TOPIC = /(?<!\p{L})(?:about|concerning|sur|concernant|sobre|acerca de)\s+(?:(?:the|la|le|les|l|el|los|las)\s+)?([^,;:.!?¿¡]+?)\s*[.?!:]?\s*$/iu;
function topicOf(s: string, lang: Lang): Name | undefined {
  const m = TOPIC.exec(s);
  return m ? named(phraseAt(m[1]!, lang).words, lang) : undefined;
}

const PRONOUN_OR_NOTHING: Record<Lang, RegExp> = {
  en: /^\s*(?:it|they|this|these|that|he|she|its)?\s*$/iu,
  es: /^\s*(?:él|ella|ellos|ellas|esto|este|esta|eso|se)?\s*$/iu,
  fr: /^\s*(?:il|elle|ils|elles|ce|cela|c|on)?\s*$/iu,
  other: /^\s*(?:it|they|this|these)?\s*$/iu,
};
/** "This", "that", "esto", "cela": in a rationale or feedback they mean the option's idea, not a thing named before. */
const DEMONSTRATIVE = /^\s*(?:this|these|that|those|esto|este|esta|eso|ese|esa|ce|cela|ça|c)\s*$/iu;
const isPronounOrNothing = (text: string, lang: Lang, comment = false) => PRONOUN_OR_NOTHING[lang].test(text) && !(comment && DEMONSTRATIVE.test(text));

/** "of (a) blue copper sulfate solution", "de jus": what a value is an amount of; a count's noun takes no article ("cups of water", not "students of the class"). */
function amountOf(after: string, lang: Lang, bare: boolean): { name: Name; length: number } | undefined {
  const of = OF_AFTER.exec(after);
  // "du", "des", "del" hold an article: "20 membres du club" are members, not an amount of club.
  if (!of || (bare && /^\s*(?:du|des|del)\s/iu.test(of[0]))) return undefined;
  let rest = after.slice(of[0].length);
  let length = of[0].length;
  const article = ARTICLE_AFTER.exec(rest);
  if (article) {
    if (bare) return undefined;
    rest = rest.slice(article[0].length);
    length += article[0].length;
  }
  const phrase = phraseAt(rest, lang);
  const name = named(phrase.words, lang);
  // "3 m of length", "de largo": a property, not a thing.
  if (!name || PROPERTY[name.head]) return undefined;
  return { name, length: length + phrase.length };
}

const oneName = (a: Name, b: Name) => !(a.loose && b.loose) && (a.head === b.head || a.words.includes(b.head) || b.words.includes(a.head));
const sameName = (a: Keyed, b: Keyed) => a.names.some((x) => b.names.some((y) => oneName(x, y)));
/** A price per person is of one thing only when both say of what ("the ticket costs €6 per pupil"); so is a possession ("Mia's"). */
const sameOwner = (a: Keyed, b: Keyed) => a.owner === b.owner || (!(a.dimension.startsWith('money') && a.dimension.includes(' per ')) && (!a.owner || !b.owner));
/** A length said with no property word is the thing's length ("the 50-metre pool", "avec ses 780 km"); other properties must be named alike. */
const sameProperty = (a: Keyed, b: Keyed) => a.property === b.property || ((a.property || b.property) === 'length' && !(a.property && b.property));
export const sameMeasure = (a: Keyed, b: Keyed) => a.dimension === b.dimension && sameProperty(a, b) && a.state === b.state && sameName(a, b) && sameOwner(a, b) && sameGiven(a, b) && !apart(a.setting().when, b.setting().when) && !apart(a.setting().place, b.setting().place);
const apart = (x: string[], y: string[]) => x.length > 0 && y.length > 0 && !x.some((w) => y.includes(w));
/** Values for other amounts of something else ("after 1 year", "after 20 years") are two values. */
const sameGiven = (a: Keyed, b: Keyed) => [...a.given].every(([d, v]) => !b.given.has(d) || Math.abs(b.given.get(d)! - v) <= 0.02 * Math.max(Math.abs(v), Math.abs(b.given.get(d)!)));

/** A sentence's values of other dimensions than one of its values (counts left out: "4 eggs" says nothing of when). */
function givenBesides(readings: Reading[], r: Reading): Map<string, number> {
  return new Map(readings.filter((o) => o !== r && !o.counted && o.dimension !== r.dimension).map((o) => [o.dimension, o.value]));
}
export const differ = (a: Keyed, b: Keyed) => Math.abs(a.value - b.value) > Math.max(0.02 * Math.max(Math.abs(a.value), Math.abs(b.value)), a.tolerance, b.tolerance);
