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
//
// The front door: which fields may take a value as known, and each such value compared with the
// ones earlier places give the same thing. The values are read in quantity-mention-reading.ts,
// what they are of in quantity-mention-names.ts, with the word lists of
// quantity-mention-patterns.ts.
import type { Mode } from '../content-schemas.js';
import { stringsOf, type Finding } from './findings.js';
import { distractorTexts } from './items.js';
import type { Lang } from './text.js';
import { NUMBER_WORD, NUMBER_WORDS } from './quantity-mention-patterns.js';
import { headOf, nameMatch, thingWords } from './quantity-mention-names.js';
import { DEFINITION, mentionsIn, type Mention } from './quantity-mention-reading.js';

/** The unit a field belongs to ("" for the lesson's setting) and, in it, its option. */
const UNIT = /^\/(?:workedExamples|checkQuestions|questions|decisionPoints)\/\d+/;
const OPTION = /^\/(?:questions|decisionPoints)\/\d+\/options\/\d+/;
const unitOfField = (where: string) => UNIT.exec(where)?.[0] ?? '';
const KEY_TERM = /^\/keyTerms\/(\d+)\//;

/** "All", "todos", "tous": a count that is every one of them. */
const ALL = /(?<!\p{L})(?:all|whole|every one of|todos|todas|tous|toutes)(?!\p{L})/iu;

/** A unit's set-up (a problem, a question, a stem, a prompt): where it states what it is about; its solution, answer and comments work from it. */
const SETUP = /^\/(?:workedExamples\/\d+\/problem|checkQuestions\/\d+\/question|questions\/\d+\/stem|decisionPoints\/\d+\/prompt)$/;

/** Cheap patterns a field must match to hold a value taken as known: a definite word shortly before a number (or a number word). */
const DEFINITE_WORDS = String.raw`the|all|these|those|its|his|her|their|our|your|my|(?<!\d)[\p{L}\d]+['’]s|el|la|los|las|del|al|todos|todas|estos|estas|este|esta|sus?|nuestr\p{L}*|vuestr\p{L}*|tus?|le|les|l['’]|du|des|au|aux|tous|toutes|ces|cette|cet|ce|ses|son|sa|leurs?|nos|notre|vos|votre|mes|mon|ma|tes|ton|ta`;
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
  // A definition asserts its values of its term, as a unit's set-up does of its thing.
  const takesAsKnown = (m: Mention) => m.fact && !m.derived && (m.presupposed || (m.asserted && (SETUP.test(m.where) || DEFINITION.test(m.where))));
  const termOf = (where: string) => {
    const term = DEFINITION.test(where) ? strings.find((t) => t.where === where.replace(/definition$/, 'term'))?.text : undefined;
    const ws = term ? thingWords(term, lang) : [];
    const head = headOf(ws, lang);
    return head ? [head, ...ws.filter((w) => w !== head)] : undefined;
  };
  const mayTake = strings.filter((s) => !distractors.has(s.where) && (MAY_PRESUPPOSE[lang].test(s.text) || ((SETUP.test(s.where) || DEFINITION.test(s.where)) && MAY_ASSERT[lang].test(s.text)) || (DEFINITION.test(s.where) && /\d/.test(s.text))));
  if (!mayTake.some((s) => mentionsIn(s.text, s.where, 0, lang, { words: [], term: termOf(s.where) }).some(takesAsKnown))) return [];
  const carried: { words: string[]; term?: string[] } = { words: [] };
  let lastUnit = '';
  const all: Mention[] = [];
  strings.forEach((s, order) => {
    const unit = unitOfField(s.where);
    if (unit !== lastUnit) carried.words = [];
    lastUnit = unit;
    if (distractors.has(s.where)) return;
    carried.term = termOf(s.where);
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
      // Two key terms' definitions each give their own term's values ("quarter past": 15 minutes, "half past": 30 minutes).
      const [term, eTerm] = [KEY_TERM.exec(m.where)?.[1], KEY_TERM.exec(e.where)?.[1]];
      if (term !== undefined && eTerm !== undefined && term !== eTerm) return false;
      // Another unit's value counts only against a phrase taking it as known, for a thing that unit names definitely or brings
      // in where it sets its scene ("La classe peint une fresque de 6 m de long" in a first stem, "Les 450 cm de longueur de la
      // fresque" in a later question); and only when this phrase says "the same" or the other does not take it as known too.
      if (eUnit && eUnit !== unit) return m.presupposed && (e.definite || SETUP.test(e.where)) && (m.same || !e.presupposed);
      return true;
    });
    if (!earlier.length) continue;
    const e = earlier[earlier.length - 1]!;
    // A definite count smaller than the one given names every one of them ("les 24 élèves" of a class of 28), unless it says
    // which ones ("the 12 singers in the front row") or is written in words ("los dos textos" of three: some just named); "all" says it is every one.
    if (m.dimension.startsWith('count') && m.value < e.value && m.some && !ALL.test(m.sentence)) continue;
    // Counts of some of them told side by side ("two long sides and two short sides") against a
    // definite count of them all ("the four sides"): the larger count takes in the parts.
    if (m.dimension.startsWith('count') && m.value > e.value && earlier.filter((x) => x.where === e.where && x.sentence === e.sentence).length > 1) continue;
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
