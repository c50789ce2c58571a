// Which values of a content meet, and the findings of those that clash. The values and the things
// they measure are read in quantity-things.ts; here each value is placed where it stands (the
// lesson's setting, a unit: a worked example, a check question, a SATA question, a decision point;
// in a unit, an option) and two values meet only where one text can mean one thing by both: options
// of one question are alternatives, two exercises or two decision points are two scenes, a unit's
// own scene (a thing it brings in) stays its own, while a definite thing of the setting is the same
// wherever it is named again. Fields are read in the order a reader takes them, each after the
// field it answers or explains, so that a pronoun, a possessive or a fragment answer means the
// thing named before it; a name and its kind said in one breath ("The Nile: Africa's longest
// river") make "the river" that name.
import type { Mode } from '../content-schemas.js';
import { stringsOf, type Finding } from './findings.js';
import { distractorTexts } from './items.js';
import { ARTICLE_AFTER, differ, isWord, keyedIn, named, phraseAt, PROPERTY, readingsOf, ready, sameMeasure, wholeSentences, type Keyed, type Name } from './quantity-things.js';
import type { Lang } from './text.js';

/** Where a keyTerm's definition is: its term names the thing its first sentence measures. */
const TERM_OF = /^(\/keyTerms\/\d+)\/definition$/;

/** The question a field's numbers answer or explain, whose last named thing a pronoun or a fragment in it means. */
function antecedentOf(where: string): { where: string; fragment?: boolean } | undefined {
  const option = /^(\/(?:questions|decisionPoints)\/\d+)\/options\/\d+\/text$/.exec(where);
  if (option) return { where: `${option[1]}/${where.startsWith('/questions') ? 'stem' : 'prompt'}` };
  const comment = /^(.*\/options\/\d+)\/(?:rationale|feedback)$/.exec(where);
  if (comment) return { where: `${comment[1]}/text` };
  const answer = /^(\/checkQuestions\/\d+)\/answer$/.exec(where);
  if (answer) return { where: `${answer[1]}/question`, fragment: true };
  const solution = /^(\/workedExamples\/\d+)\/solution$/.exec(where);
  if (solution) return { where: `${solution[1]}/problem` };
  const term = TERM_OF.exec(where);
  return term ? { where: `${term[1]}/term` } : undefined;
}

/** What a question asks the value of: "How long is the river …?", "¿Cuánto mide la pista?", "Quelle est la longueur du parcours ?". */
const ASKED: Record<Lang, RegExp[]> = {
  en: [/\bhow\s+(long|far|high|tall|deep|wide|thick|heavy|much)\s+(?:is|are|was|were|does|do|did)\s+([^?]+)/iu, /\bwhat\s+(?:is|was|are)\s+the\s+(\p{L}+)\s+of\s+([^?]+)/iu],
  es: [/(?<!\p{L})(?:cuánto|cuánta)\s+(mide|miden|pesa|pesan|cuesta|cuestan|dura|duran)\s+([^?]+)/iu, /(?<!\p{L})(?:cuál|qué)\s+(?:es\s+)?(?:el|la)?\s*(\p{L}+)\s+(?:de|del|tiene)\s+([^?]+)/iu],
  fr: [/(?<!\p{L})combien\s+(mesure|mesurent|pèse|pèsent|coûte|coûtent|dure|durent)\s+([^?]+)/iu, /(?<!\p{L})quel(?:le)?\s+est\s+(?:la|le|l)?\s*(\p{L}+)\s+(?:de|du|d)\s+([^?]+)/iu],
  other: [/\bhow\s+(long|far|high|tall|deep|wide)\s+(?:is|are|was|were)\s+([^?]+)/iu],
};
const ASKED_PROPERTY: Record<string, string> = { long: 'length', far: 'distance', high: 'height', tall: 'height', deep: 'depth', wide: 'width', thick: 'thickness', mide: 'length', miden: 'length', mesure: 'length', mesurent: 'length' };
function askedOf(question: string, lang: Lang): { name: Name | undefined; property: string } | undefined {
  const q = ready(question, lang);
  for (const re of ASKED[lang]) {
    const m = re.exec(q);
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const name = named(phraseAt(m[2]!.replace(ARTICLE_AFTER, ''), lang).words, lang);
    return { name, property: ASKED_PROPERTY[word] ?? PROPERTY[isWord(word, lang) ?? ''] ?? '' };
  }
  return undefined;
}

/**
 * Where a value stands: its unit (a worked example, a check question, a SATA question, a decision
 * point; "" for the lesson's setting: a KE's sections and key terms, an SPL scenario and debrief)
 * and, in a unit, its option (an option's text with its rationale or feedback).
 */
const UNIT = /^\/(?:workedExamples|checkQuestions|questions|decisionPoints)\/\d+/;
const OPTION = /^\/(?:questions|decisionPoints)\/\d+\/options\/\d+/;
const unitOf = (where: string) => UNIT.exec(where)?.[0] ?? '';
const optionOf = (where: string) => OPTION.exec(where)?.[0] ?? '';

/** A thing brought in with an indefinite article ("a tank", "un bote de pintura", "une piste"): the words after it (stems). */
const INDEFINITE_PHRASE: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:a|an|another)\s+((?:[\p{L}\d.,'’-]+\s+){0,2}[\p{L}-]+)/giu,
  es: /(?<!\p{L})(?:un|una|unos|unas|otro|otra)\s+((?:[\p{L}\d.,-]+\s+){0,2}[\p{L}-]+)/giu,
  fr: /(?<!\p{L})(?:un|une|une autre|un autre)\s+((?:[\p{L}\d.,'’-]+\s+){0,2}[\p{L}-]+)/giu,
  other: /(?<!\p{L})(?:a|an)\s+((?:[\p{L}\d.,-]+\s+){0,2}[\p{L}-]+)/giu,
};

/**
 * A name and what kind of thing it is, said in one breath: "The Nile: Africa's longest river", "La
 * Loire est le plus long fleuve qui…", "Lake Victoria, the largest lake in Africa": a later "the
 * river", "le fleuve" means it. The name starts with a capital inside its sentence or title; the kind
 * is the last word of up to four after an article or a possessive, before punctuation or a word that
 * continues the phrase ("in", "qui", "de").
 */
const ALIAS: Record<Lang, RegExp> = {
  en: /(?<!\p{L})((?:[A-Z]\p{L}+\s+)*[A-Z]\p{L}+)\s*(?::|,|\s+is|\s+was)\s+(?:the|a|an|\p{L}+['’]s)\s+(?:\p{L}+\s+){0,3}?(\p{L}+)(?=\s*(?:[,.;:!?]|$)|\s+(?:in|of|on|that|which|with|for|from)\s)/gu,
  es: /(?<!\p{L})((?:[A-ZÁÉÍÓÚÑ]\p{L}+\s+)*[A-ZÁÉÍÓÚÑ]\p{L}+)\s*(?::|,|\s+es|\s+era)\s+(?:el|la|un|una|los|las)\s+(?:\p{L}+\s+){0,3}?(\p{L}+)(?=\s*(?:[,.;:!?]|$)|\s+(?:de|del|en|que|con|para)\s)/gu,
  fr: /(?<!\p{L})((?:[A-ZÀÂÉÈÎÔ]\p{L}+\s+)*[A-ZÀÂÉÈÎÔ]\p{L}+)\s*(?::|,|\s+est|\s+était)\s+(?:le|la|l|un|une|les)\s+(?:\p{L}+\s+){0,3}?(\p{L}+)(?=\s*(?:[,.;:!?]|$)|\s+(?:de|du|des|en|qui|que|avec|pour)\s)/gu,
  other: /(?<!\p{L})([A-Z]\p{L}+)\s*(?::|,|\s+is)\s+(?:the|a|an)\s+(?:\p{L}+\s+){0,3}?(\p{L}+)(?=\s*(?:[,.;:!?]|$))/gu,
};

/** The kinds the text gives its names (kind -> the one name it is given to; a kind given to two names means neither). */
function aliasesIn(strings: ReadonlyArray<{ text: string }>, lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const { text } of strings) {
    if (!/\p{Lu}\p{L}+\s*(?::|,|\s\p{Ll})/u.test(text)) continue;
    for (const m of text.replaceAll('*', '').matchAll(ALIAS[lang])) {
      const name = named(phraseAt(m[1]!, lang).words, lang)?.head;
      const kind = isWord(m[2]!.toLowerCase(), lang);
      if (!name || !kind || name === kind) continue;
      out.set(kind, out.has(kind) && out.get(kind) !== name ? '' : name);
    }
  }
  return out;
}

export function namedQuantityFindings(mode: Mode, content: unknown, lang: Lang, alreadyReported: ReadonlySet<string>): Finding[] {
  const strings = stringsOf(content);
  if (!strings.some((s) => /\d/.test(s.text))) return [];
  const distractors = distractorTexts(mode, content);
  const textAt = new Map(strings.map((s) => [s.where, s.text]));
  // How often each dimension is given, over the fields that may be compared: a value whose
  // dimension is given once meets nothing, so its sentence is not read further.
  const dimensions = new Map<string, number>();
  for (const s of strings) {
    if (!/\d/.test(s.text) || distractors.has(s.where)) continue;
    for (const sentence of wholeSentences(s.text, lang)) if (/\d/.test(sentence)) for (const r of readingsOf(ready(sentence, lang), lang)) dimensions.set(r.dimension, (dimensions.get(r.dimension) ?? 0) + 1);
  }
  if (![...dimensions.values()].some((n) => n > 1)) return [];
  let n = 0;
  const order = () => n++;
  // Each field read once, after the field it answers or explains (whose last named thing its
  // pronouns and fragments mean): a stem before its options, an option's text before its rationale.
  const readings = new Map<string, { keyed: Keyed[]; last: Name | undefined }>();
  const readField = (where: string): { keyed: Keyed[]; last: Name | undefined } => {
    let r = readings.get(where);
    if (r) return r;
    const from = antecedentOf(where);
    const text = textAt.get(where) ?? '';
    if (from && TERM_OF.test(where)) r = keyedIn(text, where, lang, named(phraseAt(ready(textAt.get(from.where) ?? '', lang), lang).words, lang), order, undefined, dimensions);
    else if (from?.fragment) {
      const asked = askedOf(textAt.get(from.where) ?? '', lang);
      r = keyedIn(text, where, lang, asked?.name ?? readField(from.where).last, order, { asked: asked?.property ?? '' }, dimensions);
    } else r = keyedIn(text, where, lang, from ? readField(from.where).last : undefined, order, undefined, dimensions);
    readings.set(where, r);
    return r;
  };
  const all: Keyed[] = [];
  for (const s of strings) {
    // A distractor's or a poor choice's text states a wrong value on purpose; its rationale or
    // feedback, which corrects it, states facts.
    if (!/\d/.test(s.text)) continue;
    const { keyed } = readField(s.where);
    if (!distractors.has(s.where)) all.push(...keyed);
  }
  if (all.length < 2) return [];
  // The things a unit or an option brings in itself ("Un bote de pintura cubre 4 m²", "A tank holds
  // 90 litres"): its own scene, whose values are not the setting's.
  const broughtIn = new Map<string, Set<string>>();
  const broughtInBy = (scope: string, option: boolean) => {
    let heads = broughtIn.get(scope);
    if (!heads) {
      heads = new Set();
      for (const s of strings) {
        if (!(s.where === scope || s.where.startsWith(`${scope}/`)) || (!option && optionOf(s.where))) continue;
        for (const m of s.text.matchAll(INDEFINITE_PHRASE[lang])) for (const w of m[1]!.split(/\s+/u)) heads.add(isWord(w.toLowerCase(), lang) ?? '');
      }
      broughtIn.set(scope, heads);
    }
    return heads;
  };
  // A value of a unit's own scene: brought in there (an indefinite article, a value in its name, an
  // amount of a substance not named as known), or of a thing the unit or its option brings in.
  const ownScene = (v: Keyed) => {
    const unit = unitOf(v.where);
    if (!unit) return false;
    if (v.introduced || v.opensScene || v.names.every((x) => x.loose)) return true;
    const option = optionOf(v.where);
    const heads = [broughtInBy(unit, false), ...(option ? [broughtInBy(option, true)] : [])];
    return v.names.every((x) => heads.some((h) => h.has(x.head) || x.words.some((w) => h.has(w))));
  };
  const exercise = (w: string) => /^\/(?:workedExamples|checkQuestions)\//.test(w);
  // Two values meet only where one text could mean one thing by both: in one unit (options of one
  // question are alternatives, not one scene), or the setting and a unit, or two SATA questions,
  // for things neither brings in itself. Two exercises and two decision points are two scenes
  // (a decision point follows the story on: the tank emptied since).
  const together = (p: Keyed, q: Keyed) => {
    const [up, uq] = [unitOf(p.where), unitOf(q.where)];
    if (up === uq) {
      const [op, oq] = [optionOf(p.where), optionOf(q.where)];
      return !op || !oq || op === oq;
    }
    if (up && uq && (exercise(up) || up.startsWith('/decisionPoints'))) return false;
    return !ownScene(p) && !ownScene(q);
  };
  // "the river" after "The Nile: Africa's longest river" is the Nile; the names and kinds are read
  // only when two values differ in nothing but their names.
  let aliases: Map<string, string> | undefined;
  const alias = (x: Keyed): Keyed => {
    const name = (aliases ??= aliasesIn(strings, lang)).get(x.names[0]!.head);
    return name ? { ...x, names: [...x.names, { head: name, words: [name] }] } : x;
  };
  const nameless = (x: Keyed): Keyed => ({ ...x, names: [{ head: '', words: [''] }] });
  const comparable = (p: Keyed, q: Keyed) =>
    p.sentence !== q.sentence && !(p.introduced && q.introduced) && (sameMeasure(p, q) || (sameMeasure(nameless(p), nameless(q)) && sameMeasure(alias(p), alias(q)))) && together(p, q);
  const exerciseOf = (w: string) => /^\/(?:workedExamples|checkQuestions)\/\d+/.exec(w)?.[0];
  // An exercise that states the other value too works from it (given and derived values).
  const usedBy = (q: Keyed, p: Keyed) => exerciseOf(q.where) !== undefined && all.some((o) => exerciseOf(o.where) === exerciseOf(q.where) && o.dimension === p.dimension && !differ(o, p));
  const support = (x: Keyed) => all.filter((o) => o !== x && comparable(o, x) && !differ(o, x)).length;
  const out: Finding[] = [];
  const reported = new Set(alreadyReported);
  for (const q of all) {
    const p = all.find((o) => o.order < q.order && differ(o, q) && comparable(o, q) && !usedBy(q, o) && !usedBy(o, q));
    if (!p) continue;
    const [at, other] = support(q) > support(p) ? [p, q] : [q, p];
    if (reported.has(at.where)) continue;
    reported.add(at.where);
    out.push({
      type: 'quantity_contradiction',
      check: 'factual',
      severity: 'high',
      title: 'Two values for one quantity',
      location: at.where,
      quote: at.sentence,
      explanation: `"${at.written}" here is said of the same ${at.names[0]!.head.includes(':') ? `ratio (${at.names[0]!.head})` : `thing ("${at.names[0]!.head}")`} as "${other.written}" at ${other.where || '/'} ("${other.sentence}"), and the two differ.`,
      fix: 'Check which value is right and use it everywhere.',
    });
  }
  return out;
}
