// A question about a thing, answered by a value: "How long is the River Severn?" – "About 290 km".
// A teacher reads the pair as one statement, "the River Severn is about 290 km long", and checks it
// against what the lesson says of the Severn ("It rises in Wales and flows about 354 km before it
// reaches the sea"). The word-overlap comparison (quantities.ts) cannot: the answer names nothing,
// and the question, which names the thing, gives no value. Read here: a question without numbers of
// its own (one with numbers is a problem, its values its own) asking how long, far, tall, deep,
// heavy, hot, fast or much a thing named definitely is ("What is the length of…", "¿Cuánto mide
// el…?", "Quelle est la longueur de…"), answered in its first sentence by a value with a unit; the
// lesson's own statements of a value of that dimension that name the thing (its words in the
// value's sentence, or in the sentence before when this one opens with a pronoun; a common noun
// alone, "the river", is also the lesson's own thing when the title names both) are the facts it
// answers from. A slip is reported only when the lesson's values agree with each other and none
// agrees with the answer: several values of the thing are several cases (times, places), not one
// fact said twice. Not read: a question that compares ("How much longer…", "than"), a count
// without a unit, a value the question's own unit works out.
import type { Mode } from '../content-schemas.js';
import { stringsOf, type Finding } from './findings.js';
import { distractorTexts } from './items.js';
import { contentWords, sentences, type Lang } from './text.js';
import { ATTRIBUTE_OF, quantitiesIn, type Quantity } from './quantities.js';

/** Which attribute a question asks of its thing, as a group of property words, and the dimensions its answer may have. */
interface Asked {
  /** The thing's words (the noun phrase after the question's verb). */
  thing: string;
  /** Property words of the attribute ("long", "length", "largo", "longueur"), or none when the question's verb does not say. */
  attribute: string;
}

/**
 * Which attribute a question's word asks for: the attribute words the word-overlap comparison
 * groups (quantities.ts), and the few words only a question uses for one ("how hot", "¿cuánto
 * mide…?", "combien mesure…", "¿cuánto tarda…?"). A value named by a word of another group is
 * another quantity ("40 m long" and "25 m wide").
 */
const QUESTION_WORDS: Record<string, string> = {
  temperature: 'hot cold warm',
  length: 'mide miden mesure mesurent',
  duration: 'tarda tardan',
};
const GROUP_OF: ReadonlyMap<string, string> = new Map([
  ...ATTRIBUTE_OF,
  ...Object.entries(QUESTION_WORDS).flatMap(([group, ws]) => ws.split(' ').flatMap((w) => (['en', 'es', 'fr'] as const).flatMap((l) => contentWords(w, l)).concat(w).map((c) => [c, group] as [string, string]))),
]);

const EN_HOW = 'long|far|tall|high|deep|heavy|wide|hot|cold|warm|fast|much';
const EN_WHAT = 'length|height|depth|width|mass|weight|distance|temperature|speed|area|volume|price|cost|altitude|diameter|duration';
const ES_WHAT = 'longitud|altura|profundidad|anchura|masa|peso|distancia|temperatura|velocidad|superficie|área|volumen|precio|coste|costo|altitud|diámetro|duración';
const FR_WHAT = 'longueur|hauteur|profondeur|largeur|masse|poids|distance|température|vitesse|superficie|aire|volume|prix|coût|altitude|diamètre|durée';
const ES_VERB = 'mide|miden|pesa|pesan|dura|duran|cuesta|cuestan|tarda|tardan|recorre|recorren|ocupa|ocupan';
const FR_VERB = 'mesure|mesurent|pèse|pèsent|dure|durent|coûte|coûtent|parcourt|parcourent';

/** A question asking an attribute of a thing: the attribute's word, then the thing's phrase. */
const ASKS: Record<Lang, RegExp[]> = {
  en: [
    new RegExp(String.raw`\bhow (${EN_HOW}) (?:is|are|was|were|does|do|did) (.+)`, 'iu'),
    new RegExp(String.raw`\bwhat is (?:the )?(?:approximate |average |total )?(${EN_WHAT}) of (.+)`, 'iu'),
  ],
  es: [
    new RegExp(String.raw`(?<!\p{L})cu[aá]nt[oa]s?\s+(?:\p{L}+\s+)?(${ES_VERB})\s+(.+)`, 'iu'),
    new RegExp(String.raw`(?<!\p{L})(?:cuál|qué) es (?:la|el) (${ES_WHAT})\s+(?:aproximada\s+|total\s+|media\s+)?(?:de|del)\s+(.+)`, 'iu'),
    new RegExp(String.raw`(?<!\p{L})qué (${ES_WHAT}) (?:tiene|tienen|alcanza|alcanzan)\s+(.+)`, 'iu'),
  ],
  fr: [
    new RegExp(String.raw`(?<!\p{L})combien\s+(?:de\s+\p{L}+\s+)?(${FR_VERB})(?:-t-(?:il|elle))?\s+(.+)`, 'iu'),
    new RegExp(String.raw`(?<!\p{L})quel(?:le)? est (?:la |le |l['’]\s*)(${FR_WHAT})\s+(?:approximative\s+|totale?\s+|moyenne\s+)?(?:de la |de l['’]\s*|du |des |de |d['’]\s*)(.+)`, 'iu'),
    new RegExp(String.raw`(?<!\p{L})quel(?:le)? (${FR_WHAT}) (?:fait|font|mesure|mesurent|a|ont|atteint)\s+(.+)`, 'iu'),
  ],
  other: [],
};

/** Where the thing's phrase ends: a preposition of place, time or condition, a verb, a conjunction ("the river from its source to the sea" is the river). */
const THING_ENDS: Record<Lang, RegExp> = {
  en: /[,?;:]|\s(?:and|from|to|in|on|at|when|before|after|during|if|between|weigh|weighs|measure|measures|cost|costs|last|lasts|take|takes|hold|holds|flow|flows|travel|travels|reach|reaches|stretch|stretches|go|goes|need|needs|be|become|get|gets|run|runs)(?!\p{L})/iu,
  es: /[,?;:]|\s(?:y|desde|hasta|en|a|al|cuando|antes|después|durante|si|entre|para)(?!\p{L})/iu,
  fr: /[,?;:]|\s(?:et|depuis|jusqu|en|à|au|aux|quand|avant|après|pendant|si|entre|pour)(?!\p{L})/iu,
  other: /[,?;:]|\s(?:and|from|to|in|on|at)(?!\p{L})/iu,
};

/** A question that compares or asks for a change: its answer is a difference, not the thing's value. */
const COMPARES: Record<Lang, RegExp> = {
  en: /\b(?:than|more|less|longer|shorter|taller|higher|deeper|heavier|lighter|faster|slower|hotter|colder|difference|change|increase|decrease|rise|fall|each|per|if|after|before)\b/iu,
  es: /(?<!\p{L})(?:que|más|menos|diferencia|cambio|aumento|cada|por|si|después|antes)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:que|qu['’]|plus|moins|différence|changement|hausse|baisse|chaque|par|si|après|avant)(?!\p{L})/iu,
  other: /\b(?:than|more|less|difference|if)\b/iu,
};

/** A pronoun opening a sentence: the thing is the one the sentence before named. */
const PRONOUN_OPENS: Record<Lang, RegExp> = {
  en: /^[\s*_]*(?:it|its|they|their|this|these|he|she|his|her)(?!\p{L})/iu,
  es: /^[\s*_]*(?:su|sus|este|esta|él|ella|ellos|ellas)(?!\p{L})/iu,
  fr: /^[\s*_]*(?:il|elle|ils|elles|son|sa|ses|leur|leurs|ce|cette)(?!\p{L})/iu,
  other: /^[\s*_]*(?:it|its|they|their)(?!\p{L})/iu,
};

function askedIn(question: string, lang: Lang): Asked | undefined {
  // A question with numbers of its own sets a problem: its answer works them out.
  if (/\d/.test(question) || COMPARES[lang].test(question)) return undefined;
  for (const re of ASKS[lang]) {
    const m = re.exec(question);
    if (!m) continue;
    const rest = m[2]!;
    const end = THING_ENDS[lang].exec(rest);
    const thing = end ? rest.slice(0, end.index) : rest;
    // A thing named definitely (an article, a possessive, a name): "a river" would be any river.
    if (!/^\s*(?:the|its|their|el|la|los|las|le|les|l['’]|du|des|su|sus|son|sa|ses|\p{Lu})/u.test(thing)) return undefined;
    return { thing, attribute: GROUP_OF.get(contentWords(m[1]!, lang)[0] ?? m[1]!.toLowerCase()) ?? '' };
  }
  return undefined;
}

/** The question and its answers: a check question's answer, a SATA stem's keyed options, an SPL prompt's best options. */
function pairsOf(mode: Mode, content: unknown, strings: ReadonlyArray<{ where: string; text: string }>): Array<{ unit: string; question: { where: string; text: string }; answers: Array<{ where: string; text: string }> }> {
  const distractors = distractorTexts(mode, content);
  const out: Array<{ unit: string; question: { where: string; text: string }; answers: Array<{ where: string; text: string }> }> = [];
  const byUnit = new Map<string, Array<{ where: string; text: string }>>();
  for (const s of strings) {
    const unit = /^\/(?:checkQuestions|questions|decisionPoints)\/\d+/.exec(s.where)?.[0];
    if (unit) byUnit.set(unit, [...(byUnit.get(unit) ?? []), s]);
  }
  for (const [unit, fields] of byUnit) {
    const question = fields.find((f) => /\/(?:question|stem|prompt)$/.test(f.where));
    const answers = fields.filter((f) => (f.where.endsWith('/answer') || /\/options\/\d+\/text$/.test(f.where)) && !distractors.has(f.where));
    if (question && answers.length) out.push({ unit, question, answers });
  }
  return out;
}

export function answeredQuestionFindings(mode: Mode, content: unknown, lang: Lang, reported: ReadonlySet<string>): Finding[] {
  if (lang === 'other') return [];
  const strings = stringsOf(content);
  const pairs = pairsOf(mode, content, strings);
  const asked = pairs.map((p) => ({ ...p, asked: askedIn(p.question.text, lang) })).filter((p) => p.asked);
  if (!asked.length) return [];
  const title = contentWords((content as { title?: unknown })?.title?.toString() ?? '', lang);
  // The lesson's own statements: outside every exercise, question and decision point, and no distractor.
  const distractors = distractorTexts(mode, content);
  const facts = strings
    .filter((s) => !/^\/(?:workedExamples|checkQuestions|questions|decisionPoints)\//.test(s.where) && !distractors.has(s.where) && s.where !== '/title')
    .flatMap((s) => quantitiesIn(s.text, s.where, lang).filter((q) => !q.illustrative && !q.negated && !q.brought).map((q) => ({ q, text: s.text })));
  const out: Finding[] = [];
  for (const { question, answers, asked: a } of asked) {
    const thing = contentWords(a!.thing, lang);
    if (!thing.length) continue;
    // A common noun alone ("the river") may be the lesson's own thing, named in its title with the name the lesson uses.
    const proper = /\p{Lu}/u.test(a!.thing.replace(/^\s*\p{L}/u, ''));
    for (const answer of answers) {
      if (reported.has(answer.where)) continue;
      const first = sentences(answer.text, lang)[0] ?? '';
      const given = quantitiesIn(first, answer.where, lang).find((q) => !q.dimension.includes(' ') && !q.negated);
      if (!given) continue;
      const named = (f: { q: Quantity; text: string }) => {
        const all = sentences(f.text, lang);
        const i = all.indexOf(f.q.sentence);
        const window = contentWords(f.q.sentence + (i > 0 && PRONOUN_OPENS[lang].test(f.q.sentence) ? ` ${all[i - 1]}` : ''), lang);
        if (thing.every((w) => window.includes(w))) return true;
        return !proper && thing.length === 1 && title.includes(thing[0]!) && window.some((w) => w !== thing[0] && title.includes(w) && !GROUP_OF.has(w));
      };
      // A value named by another attribute's word ("25 m wide" for "How long…?") is another quantity.
      const ofAttribute = (q: Quantity) => !a!.attribute || !q.property.startsWith('attribute ') || q.property === `attribute ${a!.attribute}`;
      const candidates = facts.filter((f) => f.q.dimension === given.dimension && ofAttribute(f.q) && named(f)).map((f) => f.q);
      if (!candidates.length) continue;
      const agree = (x: Quantity, y: Quantity) => Math.abs(x.value - y.value) <= Math.max(0.02 * Math.max(Math.abs(x.value), Math.abs(y.value)), x.tolerance, y.tolerance);
      // The lesson gives the thing several values (cases), or the answer's own: no slip to tell.
      if (candidates.some((c) => !agree(c, candidates[0]!)) || candidates.some((c) => agree(c, given))) continue;
      const other = candidates[0]!;
      out.push({
        type: 'quantity_contradiction',
        check: 'factual',
        severity: 'medium',
        title: 'An answer gives another value than the lesson',
        location: answer.where,
        quote: first,
        explanation: `The question ("${question.text}") asks for a value the lesson gives at ${other.where} ("${other.sentence}"): "${given.written}" here, "${other.written}" there, converted to the same unit.`,
        fix: 'Check which value is right and use it in the lesson and the answer.',
      });
    }
  }
  return out;
}
