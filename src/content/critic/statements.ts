// Which quantities are stated as facts, and in which "world". Two values of one quantity only
// contradict each other when both are facts about the same thing in the same world: a value in a
// hypothesis ("if a car travels 150 km"), an example ("for example 12 m/s"), a bound ("less than
// 1.0 g/cm³"), a calculation ("1200 + 2000 = 3200 W"), a share or a total of something ("half the
// sugar, 17.5 g", "three packets add up to 1.5 kg") or a sentence that relates two values ("from
// −10 °C to 20 °C") is not a rival fact.
// Each worked example, check question and SATA question that sets up its own scene (a new thing
// brought in with "a", "un", "une", or "you") is its own world: its numbers are its own.
import type { Mode } from '../content-schemas.js';
import type { Lang } from './text.js';
import { prepare } from './arithmetic.js';
import { EmptiedWhenFull } from '../../shared/bounded-memo.js';

/**
 * A sentence through arithmetic's `prepare` (thousands joined, decimal commas as points, powers),
 * kept: both quantity comparisons read the same sentences of one critique.
 */
const PREPARED_KEPT = 256;
const preparedSentences = new EmptiedWhenFull<string, string>(PREPARED_KEPT);
export function prepared(sentence: string, lang: Lang): string {
  const key = `${lang}\u0000${sentence}`;
  let found = preparedSentences.get(key);
  if (found === undefined) {
    preparedSentences.set(key, (found = prepare(withPulse(sentence.includes('*') || sentence.includes('__') ? plain(sentence) : sentence), lang)));
  }
  return found;
}

/**
 * Markdown emphasis taken off ("flows about **354 km**" reads as "flows about 354 km"): a value in
 * bold is a value like any other, and its closing "**" is no multiplication sign after its unit. A
 * spaced "*" ("3 * 4") opens nothing: emphasis hugs its words.
 */
const EMPHASIS = /(\*{1,3}|_{2,3})(?=\S)([^*\n]*?\S)\1/gu;
const plain = (sentence: string) => sentence.replace(EMPHASIS, '$2');

/**
 * A pulse written out ("72 beats per minute", "64 latidos por minuto", "80 battements par minute")
 * as the unit "bpm" it is often written in: a heart rate is a quantity like any other.
 */
const PULSE = /(\d)\s*(?:heartbeats|beats|latidos|pulsaciones|battements|pulsations)\s+(?:per|a|each|every|por|cada|al|par|à la)\s+(?:minute|minuto|min)(?!\p{L})/giu;
const withPulse = (sentence: string) => (/beats|latidos|pulsaciones|battements|pulsations/iu.test(sentence) ? sentence.replace(PULSE, '$1 bpm') : sentence);

/** Words that make a sentence a hypothesis or an example, per language (lower case, whole words). */
const HYPOTHETICAL: Record<Lang, RegExp> = {
  en: /\b(?:if|suppose|supposing|imagine|for example|for instance|e\.g\.)\b/iu,
  es: /(?<!\p{L})(?:si|supongamos|supón|imagina|imaginemos|por ejemplo|p\. ej\.)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:si|s['’]il|s['’]ils|supposons|imaginons|imagine|par exemple|ex\.)(?!\p{L})/iu,
  other: /\b(?:if|suppose|imagine|for example|for instance|e\.g\.)\b/iu,
};

/** A bound or a comparison just before a number: the thing is not said to BE that value. */
const BOUND: Record<Lang, RegExp> = {
  en: /\b(?:less|more|greater|fewer|lower|higher|smaller|bigger|larger) than\s*(?:about\s*)?$|\b(?:at least|at most|up to|under|over|below|above|starting (?:at|from))\s*(?:about\s*)?$/iu,
  es: /(?:menor|mayor|menos|más|inferior|superior)(?: que| de| a)\s*(?:unos?\s*)?$|(?:como máximo|como mínimo|al menos|hasta|a partir de)\s*(?:unos?\s*|unas\s*)?$/iu,
  fr: /(?:moins|plus|inférieure?s?|supérieure?s?)(?: que| de| à)\s*(?:environ\s*)?$|(?:au moins|au plus|jusqu['’]à|à partir de|dès)\s*(?:environ\s*)?$/iu,
  other: /\b(?:less|more|greater|fewer) than\s*$|\b(?:at least|at most|up to)\s*$/iu,
};

/**
 * A share, a multiple or a total of something else: a value derived, not stated ("half the
 * sugar, 17.5 g"; "three 500 g packets add up to 1.5 kg", "suman", "en tout").
 */
const SHARE: Record<Lang, RegExp> = {
  en: /\b(?:half|halves|halve|halved|twice|double|triple|third|quarter|altogether|in total|combined|add up to|adds up to|added up|together (?:make|makes|weigh|hold|cost|come to)|multiply|multiplied|divide|divided|(?:scale|scaled) (?:[\p{L}'’]+ ){0,4}by)\b/iu,
  es: /(?<!\p{L})(?:mitad|doble|triple|tercio|duplica|duplicar|duplicamos|duplicado|duplicada|triplica|triplicar|suman|sumados|sumadas|en total|en conjunto|entre (?:los|las) (?:dos|tres|cuatro)|multiplica|multiplicamos|multiplicado|divide|dividimos|dividido|(?:multiplicad|multiplicar|multiplicada|multiplicadas|multiplicados|dividid|dividir) (?:\p{L}+ ){0,4}(?:por|entre))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:moitié|double|doubler|doublez|doublons|doublé|doublée|doublés|doublées|triple|tripler|triplé|tiers|en tout|au total|à eux deux|à elles deux|additionnés|additionnées|ensemble (?:pèsent|font|coûtent|contiennent)|multiplie|multiplier|multiplié|divise|diviser|divisé|(?:multipliez|multiplions|multipliée|multipliés|multipliées|divisez|divisons|divisée|divisés|divisées) (?:[\p{L}'’]+ ){0,4}par)(?!\p{L})/iu,
  other: /\b(?:half|twice|double|triple|altogether|in total)\b/iu,
};

/** Whether a sentence derives its values (a share, a multiple, a total, an operation it names): "double everything: the 600 ml of milk". */
export const derives = (sentence: string, lang: Lang) => SHARE[lang].test(sentence);

/**
 * A value explained by what it means ("A 15 % discount means you pay 85 %", "el 40 % significa 40 de
 * cada 100", "20 % signifie…"): an illustration of an idea, not a fact about a thing.
 */
const ILLUSTRATES: Record<Lang, RegExp> = {
  en: /\d[^.;:!?]*\b(?:means|mean)\b/iu,
  es: /\d[^.;:!?]*(?<!\p{L})(?:significa|significan|quiere decir|quieren decir)(?!\p{L})/iu,
  fr: /\d[^.;:!?]*(?<!\p{L})(?:signifie|signifient|veut dire|veulent dire)(?!\p{L})/iu,
  other: /\d[^.;:!?]*\bmeans\b/iu,
};

/** The words of ILLUSTRATES alone: most sentences have none, and the number before them need not be looked for. */
const MEANS = /mean|signific|quiere|quieren|signifi|veut|veulent/iu;
export const illustrates = (sentence: string, lang: Lang) => MEANS.test(sentence) && ILLUSTRATES[lang].test(sentence);

/** A calculation: an equals sign, or an operator between two numbers. */
const CALCULATION = /=|\d\s*[-+*/×÷−]\s*\(?\d/u;

/**
 * A plan or a wish: what someone wants or means to do ("Next you want to test a string 0.50 m
 * long", "quieres probar", "tu veux essayer") is a setting to try, not what the thing measures.
 */
const INTENDED: Record<Lang, RegExp> = {
  en: /\b(?:wants?|wanted|plans?|planned|planning|intends?|intended|decides?|decided|would like|(?:is|are|am) about) to\b/iu,
  es: /(?<!\p{L})(?:quiero|quieres|quiere|queremos|quieren|quería|querías|planeas|planea|planeamos|planean|pretendes|pretende|pretenden|decides|decide|deciden)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:veux|veut|voulez|voulons|veulent|voulait|souhaites|souhaite|souhaitez|souhaitent|prévois|prévoit|prévoyez|décides|décide|décidez|décident) (?:de |d['’])?\p{L}/iu,
  other: /\b(?:wants?|plans?|intends?) to\b/iu,
};

/**
 * A question that asks for an amount ("How far does it go in 3 hours?", "¿Cuántos grados gira la
 * Tierra en 3 horas?", "Combien de …"): its values are the case it asks about, not facts it states.
 */
const ASKS_AMOUNT: Record<Lang, RegExp> = {
  en: /\b(?:how (?:many|much|long|far|fast|high|tall|deep|heavy|old|often|wide|big)|(?:what|which) (?:fraction|part|share|proportion|percentage|distance|angle|length|mass|weight|volume|time|temperature|speed|amount|number|area))\b[^?]*\?/iu,
  es: /(?<!\p{L})(?:cu[aá]nt[oa]s?|qué (?:fracción|parte|proporción|porcentaje|distancia|ángulo|longitud|masa|peso|volumen|tiempo|temperatura|velocidad|cantidad|número|área|superficie))(?!\p{L})[^?]*\?/iu,
  fr: /(?<!\p{L})(?:combien|quel(?:le)?s? (?:fraction|part|proportion|pourcentage|distance|angle|longueur|masse|poids|volume|temps|durée|température|vitesse|quantité|nombre|aire|surface))(?!\p{L})[^?]*\?/iu,
  other: /\bhow (?:many|much|long|far)\b[^?]*\?/iu,
};

/**
 * Whether the sentence gives its quantities as values (not a hypothesis, example, plan, question,
 * share or calculation). A value explained by what it means ("Un IVA del 21 % significa…",
 * `illustrates`) passes: it is one the lesson gives, though only facts are compared.
 */
export function statesOrIllustrates(sentence: string, lang: Lang): boolean {
  return !HYPOTHETICAL[lang].test(sentence) && !SHARE[lang].test(sentence) && !CALCULATION.test(sentence) && !ASKS_AMOUNT[lang].test(sentence);
}

/**
 * Whether a value's clause tells a plan or a wish ("Next you want to test a string 0.50 m long"):
 * the value is the setting to try. A clause of its own describes a thing the wish names ("Un garçon
 * veut nager jusqu'aux bouées, à 40 mètres du bord": the buoys are 40 m out, whatever he wants).
 */
export const intends = (clause: string, lang: Lang) => INTENDED[lang].test(clause);

/** Whether the number starting at `index` of `text` follows a bound ("less than", "at most"). */
export function isBound(text: string, index: number, lang: Lang): boolean {
  return BOUND[lang].test(text.slice(Math.max(0, index - 40), index));
}

/** A bound written after its value ("4 °C o menos", "20 minutes or less", "2 h au maximum"): no one value either. */
const BOUND_AFTER = /^\s*(?:(?:or|o|ou)\s+(?:less|more|fewer|below|above|under|over|lower|higher|menos|más|moins|plus)|at (?:the )?(?:most|least)|maximum|minimum|max|min|como (?:máximo|mínimo)|au (?:maximum|minimum|plus|moins)|tops)(?!\p{L})/iu;

/** Whether the text after a value (its unit already read) says the value is a bound. */
export const boundAfter = (after: string) => BOUND_AFTER.test(after);

/** The top of a range ("8–10 hours", "de 8 à 10 heures", "entre 8 y 10 horas"): a span, not one value. */
const RANGE: Record<Lang, RegExp> = {
  en: /\d\s*(?:-|—|to)\s*$|\bbetween\s+\d+(?:\.\d+)?\s+and\s*$/iu,
  es: /\d\s*(?:-|—|a|al)\s*$|(?<!\p{L})entre\s+\d+(?:\.\d+)?\s+y\s*$/iu,
  fr: /\d\s*(?:-|—|à)\s*$|(?<!\p{L})entre\s+\d+(?:\.\d+)?\s+et\s*$/iu,
  other: /\d\s*(?:-|—|to)\s*$/iu,
};

/** Whether the number starting at `index` of `text` (through `prepare`) ends a range. */
export function endsRange(text: string, index: number, lang: Lang): boolean {
  return RANGE[lang].test(text.slice(Math.max(0, index - 24), index));
}

/** Words that mark a value as approximate, right before it ("about 8 minutes", "unos 0,92", "environ 380 000"). */
const APPROXIMATE: Record<Lang, RegExp> = {
  en: /(?:\b(?:about|around|approximately|roughly|nearly|almost|some|circa|c\.)|[~≈])\s*$/iu,
  es: /(?:(?<!\p{L})(?:unos|unas|aproximadamente|alrededor de|cerca de|casi|en torno a)|[~≈])\s*$/iu,
  fr: /(?:(?<!\p{L})(?:environ|à peu près|près de|presque|approximativement|quelque)|[~≈])\s*$/iu,
  other: /(?:\b(?:about|around|approximately|roughly|nearly|almost)|[~≈])\s*$/iu,
};

/**
 * How far an approximate value may be from another and still agree, in its written unit: half a
 * unit of its last written digit ("about 8" ±0.5, "environ 380 000" ±5000), at most 5 % of it;
 * 0 for a value not marked approximate.
 */
export function approximation(before: string, written: string, lang: Lang): number {
  if (!APPROXIMATE[lang].test(before.slice(-24))) return 0;
  const decimals = /\.(\d+)$/.exec(written)?.[1]?.length;
  const place = decimals !== undefined ? 10 ** -decimals : 10 ** (/0*$/.exec(written)?.[0].length ?? 0);
  return Math.min(place / 2, 0.05 * Math.abs(Number(written)));
}

/** A change in a value, not the value ("has risen by 1.1 °C", "ha subido 20 cm", "a augmenté de 3 cm"). */
const CHANGE: Record<Lang, RegExp> = {
  en: /\b(?:by|(?:rise|increase|fall|drop|gain|loss|change|growth|decrease) of|rose|risen|fell|fallen|grew|grown|gained|lost|shrank|shrunk)\s*(?:about\s*|around\s*)?$/iu,
  es: /(?<!\p{L})(?:(?:subido|bajado|aumentado|disminuido|crecido|descendido|sube|baja|aumenta|disminuye|crece|subió|bajó|aumentó|disminuyó|creció)(?:\s+en)?|(?:subida|bajada|aumento|descenso|incremento|disminución|crecimiento) de)\s*(?:unos\s*|unas\s*)?$/iu,
  fr: /(?<!\p{L})(?:(?:augmenté|baissé|diminué|monté|grimpé|augmente|baisse|diminue|monte|grimpe)(?:\s+de)?|(?:hausse|baisse|augmentation|diminution|montée) de)\s*(?:environ\s*)?$/iu,
  other: /\b(?:by|rose|risen|fell|fallen)\s*$/iu,
};

/** Whether the value after `before` is a change ("risen by"), not a level. */
export function isChange(before: string, lang: Lang): boolean {
  return CHANGE[lang].test(before.slice(-40));
}

/** The patterns above found anywhere in a text: a sentence none of them is in needs no value tried against them. */
const anywhere = (patterns: Record<Lang, RegExp>) => Object.fromEntries(Object.entries(patterns).map(([k, re]) => [k, new RegExp(re.source.replaceAll('$', ''), re.flags)])) as Record<Lang, RegExp>;
const [RANGE_ANYWHERE, APPROXIMATE_ANYWHERE, CHANGE_ANYWHERE] = [anywhere(RANGE), anywhere(APPROXIMATE), anywhere(CHANGE)];

/** Which of a range, an approximation and a change a sentence (through `prepare`) may hold, asked once for all its values. */
export function mayQualify(sentence: string, lang: Lang): { range: boolean; approximate: boolean; change: boolean } {
  return { range: RANGE_ANYWHERE[lang].test(sentence), approximate: APPROXIMATE_ANYWHERE[lang].test(sentence), change: CHANGE_ANYWHERE[lang].test(sentence) };
}

/** An age ("at 4", "aged 12", "12 years old", "a los 4 años", "à 4 ans"), not a length of time. */
const AGE_BEFORE: Record<Lang, RegExp> = {
  en: /\b(?:at|aged|age)\s*$/iu,
  es: /(?<!\p{L})(?:a los|a las|con|edad de)\s*$/iu,
  fr: /(?<!\p{L})(?:à|âgée?s? de|l['’]âge de)\s*$/iu,
  other: /\b(?:at|aged)\s*$/iu,
};
const AGE_AFTER = /^\s*(?:old|de edad|d['’]âge)(?!\p{L})/iu;

/** Whether a number of years (`unitIsYears`) is someone's age rather than a length of time. */
export function isAge(before: string, after: string, unitIsYears: boolean, lang: Lang): boolean {
  return unitIsYears && (AGE_BEFORE[lang].test(before.slice(-20)) || AGE_AFTER.test(after));
}

/** What a value is per ("70 mL per beat", "4,9 litros por minuto", "3 mm al año", "60 km an hour"): the word after per/each/por/cada/par/chaque, or after a/an/al/a la before a unit of time. */
export function perWhat(after: string): string | undefined {
  // "par une lampe de 8 W", "por una de 10 W": after an article, "par" and "por" say by what, not per what.
  const m = /^\s*(?:[\p{L}'’]+\s+){0,3}?(?:(?:per|each|every|por|cada|par|chaque)\s+(?!(?:the|un|una|uno|une|unos|unas|el|la|le|les|los|las|des|du|l)(?![\p{L}]))([\p{L}]+)|(?:a|an|al|a la)\s+(year|hour|day|week|month|minute|second|año|hora|día|semana|mes|minuto|segundo)(?!\p{L}))/iu.exec(after);
  return (m?.[1] ?? m?.[2])?.toLowerCase();
}

/** The learner as actor ("you", "tú", "vous"): the exercise is the learner's own scene. */
const LEARNER: Record<Lang, RegExp> = {
  en: /\b(?:you|your)\b/iu,
  es: /(?<!\p{L})(?:tu|tú|usted)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:tu|vous)(?!\p{L})/iu,
  other: /\b(?:you|your)\b/iu,
};
/** An indefinite article that brings in a thing of its own ("a bucket", "una botella", "un bocal"). */
const ARTICLE: Record<Lang, RegExp> = {
  en: /\b(?:a|an)\b/iu,
  es: /(?<!\p{L})(?:un|una)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:un|une)(?!\p{L})/iu,
  other: /\b(?:a|an)\b/iu,
};
/**
 * An article that brings in no thing: a rate or a time ("£5 a week", "twice a day", "10 litres at a
 * time", "on a day when…", "un jour", "une fois par semaine", "una vez al día", "un día").
 */
const NO_THING: Record<Lang, RegExp> = {
  en: /\b(?:a|an)\s+(?:day|week|month|year|hour|minute|second|time|morning|night|fortnight)\b/giu,
  es: /(?<!\p{L})(?:un|una)\s+(?:día|semana|mes|año|hora|minuto|segundo|vez|mañana|noche|tarde)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:un|une)\s+(?:jour|semaine|mois|an|année|heure|minute|seconde|fois|matin|soir|nuit)(?!\p{L})/giu,
  other: /\b(?:a|an)\s+(?:day|week|month|year|hour|time)\b/giu,
};
/** Whether a sentence brings in a thing of its own: the learner as actor, or an article bringing in a thing (not a rate or a time). */
function newScene(sentence: string, lang: Lang): boolean {
  return LEARNER[lang].test(sentence) || ARTICLE[lang].test(sentence.replace(NO_THING[lang], ' '));
}

/**
 * The world a field belongs to: a KE worked example or check question, or a SATA question, is
 * one; the rest of the content (a KE's explanation, a whole SPL scenario) is another.
 */
export function worldOf(mode: Mode, where: string): string {
  if (mode === 'KE') return /^\/(?:workedExamples|checkQuestions)\/\d+/.exec(where)?.[0] ?? '';
  if (mode === 'SATA') return /^\/questions\/\d+/.exec(where)?.[0] ?? '';
  return '';
}

/** The field that sets a world's scene: a problem, a question, a stem. */
export function setupOf(world: string): string | undefined {
  if (world.startsWith('/workedExamples/')) return `${world}/problem`;
  if (world.startsWith('/checkQuestions/')) return `${world}/question`;
  if (world.startsWith('/questions/')) return `${world}/stem`;
  return undefined;
}

/** Whether a scene-setting text (its sentences) brings in a thing of its own. */
export function setsOwnScene(setup: readonly string[], lang: Lang): boolean {
  // The scene is set where the numbers start: the first sentence that gives one ("After a jog,
  // Daniel counts 38 beats in 15 seconds."); a later "Write an equation..." is the task, not the scene.
  const first = setup.find((s) => /\d/.test(s));
  return first !== undefined && (newScene(first, lang) || HYPOTHETICAL[lang].test(first));
}

/** A length drawn to scale ("6 cm on the map", "14 cm sobre el mapa", "sur le plan"), not the length of the thing. */
export const DRAWN: Record<Lang, RegExp> = {
  en: /\b(?:on|in) (?:the|a|this|our|your|her|his|their|my) (?:same )?(?:map|plan|drawing|diagram|model|sketch|scale drawing)\b/iu,
  es: /(?<!\p{L})(?:en|sobre) (?:el|un|este|su|tu|mi|nuestro) (?:mismo )?(?:mapa|plano|dibujo|diagrama|modelo|croquis)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:sur|dans) (?:la|le|une|un|cette|ce|son|sa|ton|ta|mon|ma|notre|leur) (?:même )?(?:carte|plan|dessin|schéma|maquette|modèle|croquis)(?!\p{L})/iu,
  other: /\b(?:on|in) (?:the|a) (?:map|plan|drawing|model)\b/iu,
};

/**
 * Words and years that say when a value holds, per language. Months that are also common words
 * ("may", "march"; "mars", "mai") are left out: "it may reach 30 °C" says nothing of when.
 */
export const WHEN: Record<Lang, RegExp> = {
  en: /\b(?:january|february|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|winter|morning|afternoon|evening|night|start|beginning|end|before|after|today|yesterday|tomorrow|1[5-9]\d\d|20\d\d)\b/giu,
  es: /(?<!\p{L})(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miércoles|jueves|viernes|sábado|domingo|primavera|verano|otoño|invierno|mañana|tarde|noche|inicio|principio|comienzo|final|antes|después|hoy|ayer|1[5-9]\d\d|20\d\d)(?![\p{L}\d])/giu,
  fr: /(?<!\p{L})(?:janvier|février|avril|juin|juillet|août|septembre|octobre|novembre|décembre|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|printemps|automne|hiver|matin|après-midi|soir|nuit|début|fin|avant|après|aujourd['’]hui|hier|1[5-9]\d\d|20\d\d)(?![\p{L}\d])/giu,
  other: /\b(?:january|february|april|june|july|august|september|october|november|december|morning|afternoon|evening|night|1[5-9]\d\d|20\d\d)\b/giu,
};

/**
 * A sentence that opens with where or when it holds ("At sea level, …", "On motorways the …", "En la
 * ciudad el …", "Dans les Alpes, …"): the content words of that opening phrase.
 */
export const SETTING: Record<Lang, RegExp> = {
  en: /^\s*(?:in|on|at|inside|outside|during|on top of)\s+(.{1,40}?)(?:,|\s(?:the|a|an|water|it|they|there|we|you)\s)/iu,
  es: /^\s*(?:en|a|durante|dentro de|fuera de)\s+(.{1,40}?)(?:,|\s(?:el|la|los|las|un|una|se|hay)\s)/iu,
  fr: /^\s*(?:en|à|au|aux|dans|sur|pendant|au sommet de)\s+(.{1,40}?)(?:,|\s(?:le|la|les|l['’]|un|une|on|il|elle|ils|elles)\s)/iu,
  other: /^\s*(?:in|on|at)\s+(.{1,40}?)(?:,|\s(?:the|a|an)\s)/iu,
};
