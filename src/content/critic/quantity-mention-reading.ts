// The values of one field, each with the thing it is of and how it is said (taken as known,
// asserted of a definite subject, owned, "the same"), for presupposedQuantityFindings
// (quantity-mentions.ts) to compare. Apart because it is the one long reading of a sentence;
// the comparison of values across fields is the front door's.
import { prepare } from './arithmetic.js';
import { approximation, boundAfter, derives, DRAWN, endsRange, isBound } from './statements.js';
import { contentWords, sentences, type Lang } from './text.js';
import { CHANGE_AFTER, DEFINITE_BEFORE, DEFINITE_START, HYPOTHETICAL, MAX_VALUES_IN_SENTENCE, MEASURING_VERB, NOT_A_NOUN_AFTER, NOT_THE_VALUE, NUMBER, NUMBER_WORD, NUMBER_WORDS, PROPERTY, PROPERTY_AFTER, PROPERTY_KIND } from './quantity-mention-patterns.js';
import { cutPhrase, cutPhraseBack, headOf, lastClause, OF_PHRASE, PHRASE_OF, subjectBack, subjectThing, thingWords, unitOf } from './quantity-mention-names.js';

export interface Mention {
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
  /** A count that may be some of a group: written in words ("the two texts"), or its noun followed by words that say which ones ("the 12 pupils who", "les 8 élèves en retard"). */
  some: boolean;

  tolerance: number;
}

/** After a value of one unit, a verb that gives what it makes or equals, within a few words ("of rain gives", "de agua son", "d'eau donne"). */
const ONE_UNIT_GIVES = /^\s*(?:(?:of|de|d['’]|du|del)\s+)?(?:[\p{L}'’-]+\s+){0,3}?(?:gives?|makes?|equals?|is|=|da|dan|son|es|equivale|donne|donnent|fait|font|vaut|correspond)(?!\p{L})/iu;

/** After a counted noun, words that say which of them: a relative clause or a place ("who", "in the front row", "que", "en", "qui", "dans"). */
const SAYS_WHICH = /^\s*(?:who|that|which|in|on|at|from|with|without|que|quienes|en|con|sin|qui|dans|sur|avec|sans)(?!\p{L})/iu;

/** The values of one field, each with the thing it is of and how it is said. */
/** A key term's definition: its values are the term's when they name no thing of their own. */
export const DEFINITION = /^\/keyTerms\/\d+\/definition$/;

export function mentionsIn(text: string, where: string, order: number, lang: Lang, carried: { words: string[]; term?: string[] }): Mention[] {
  const out: Mention[] = [];
  if (!/\d/.test(text) && !NUMBER_WORD[lang].test(text)) return out;
  NUMBER_WORD[lang].lastIndex = 0;
  for (const sentence of sentences(text, lang)) {
    const plain = sentence.replace(/\*{1,2}([^*]+)\*{1,2}/g, '$1').replace(/_([^_]+)_/g, '$1');
    let s = prepare(plain, lang).replace(/\s+/g, ' ');
    // Numbers in words become digits; where they stood is kept ("the two texts" picks out some just named, "the 24 pupils" is a group's size).
    const inWords = new Set<number>();
    let shift = 0;
    s = s.replace(NUMBER_WORD[lang], (w, at: number) => {
      const digits = String(NUMBER_WORDS[lang][w.toLowerCase()]);
      inWords.add(at + shift);
      shift += digits.length - w.length;
      return digits;
    });
    // A hypothesis is no fact, and a length drawn to scale ("14 cm sobre el mapa") is not the thing's.
    const fact = !HYPOTHETICAL[lang].test(s) && !DRAWN[lang].test(s);
    const subjectCarried = carried.words;
    // The sentence's subject, carried to the next sentence for a verb without one ("Mide 8 m de largo", "Its surface lies at").
    const opening = thingWords(cutPhrase(s.split(/[,;:]/)[0]!.replace(/^\s*(?:the|el|la|los|las|le|les|l['’])\s+/iu, '')), lang).slice(0, 3);
    // A sentence of more values than any statement gives is a table or a list of data, not read
    // (as the quantities are not): each value reads the text before it, so thousands in one
    // sentence ("Tom has 3 apples and Tom has 4 apples and …") cost the square of its length.
    const values = [...s.matchAll(NUMBER)];
    for (const m of values.length > MAX_VALUES_IN_SENTENCE ? [] : values) {
      const n = Number(m[2]);
      const before = s.slice(0, m.index);
      const rest = s.slice(m.index + m[0].length);
      if (/[=+*/×÷-]\s*$/.test(before) || /^\s*[=+*/×÷]/.test(rest) || /^\s*-\s*\d/.test(rest)) continue;
      if (isBound(s, m.index, lang) || endsRange(s, m.index, lang) || /^\s*(?:-|–|to|a|à|y|et|and|or|o|ou)\s*[$£€]?\d/iu.test(rest)) continue;
      const unit = unitOf(rest, n, m[1], lang);
      if (!unit) continue;
      const after = rest.slice(unit.length);
      if (boundAfter(after)) continue;
      // One unit said to give or make another amount ("1 mm of rain gives 1 litre on each m²", "1 cup is 240 ml") is a rate's unit, not a thing's value.
      if (n === 1 && !unit.dimension.startsWith('count') && !m[1] && ONE_UNIT_GIVES.test(after)) continue;
      // A rate: "per", "por", "par" right after the unit, or after the thing it is of ("80 g de arroz crudo por ración", "2 L of water per day").
      const perRight = /^\s*(?:per|each|every|a|an|por|cada|par|chaque|al|à la|by)\s+([\p{L}]+)|^\s*\/\s*([\p{L}]+)/iu.exec(after);
      const per = perRight ?? /^\s*(?:of|de|del|du|d['’])\s*(?:[\p{L}'’-]+\s+){1,3}?(?:per|each|every|por|cada|par|chaque)\s+(?:(?:the|el|la|le)\s+)?([\p{L}]+)/iu.exec(after);
      let dimension = unit.dimension;
      // "Each group receives 250 mL", "chaque équipe reçoit 2 L": a value for each of them, as "250 mL per group" is.
      const each = per || dimension.startsWith('count') ? null : /(?<!\p{L})(?:each|every|cada|chaque)\s+(\p{L}+)[^,;:.]*$/iu.exec(before);
      const perWord = (per?.[1] ?? per?.[2] ?? each?.[1])?.toLowerCase();
      if (perWord && !/^(?:the|el|la|le|les|los|las|un|una|une)$/u.test(perWord)) dimension += ` per ${contentWords(perWord, lang)[0] ?? perWord}`;
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
      } else if (lang === 'en' && /^\s*\p{L}/u.test(after) && !perRight && !NOT_A_NOUN_AFTER.test(after)) {
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
        if (of && !perRight) {
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
          const clauseBefore = phraseBefore[1]!.split(/[,;:]/).pop()!.trim();
          const np = cutPhraseBack(clauseBefore);
          // A direction is no thing: "pushed to the right with 30 N", "hacia la izquierda con 12 N", "vers la droite avec".
          if (/(?<!\p{L})(?:to|towards|into|onto|hacia|vers)\s*$/iu.test(clauseBefore.slice(0, clauseBefore.length - np.length))) continue;
          // "24 cuotas de 95 €", "6 bouteilles de 1,5 L": the value of each of several, a part, not the thing's.
          if (/^\d/.test(np)) continue;
          const ws = thingWords(np, lang);
          // A phrase that names no thing ("el límite de velocidad es de 120 km/h": the verb's "de") carries no value as known.
          if (!ws.length) phraseBefore = null;
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
      // A key term's definition speaks of its term ("Lake Victoria": "… with a surface of roughly 59,000 km²"): a value with no thing of its own is the term's.
      if (!head && !isCount && DEFINITION.test(where) && carried.term?.length) {
        head = carried.term[0];
        heads.push(...carried.term.slice(1));
        mods = carried.term.slice(1);
        definite = asserted = true;
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
        some: isCount && (inWords.has(m.index) || SAYS_WHICH.test(after)),
        tolerance: approximation(before, m[2]!, lang) * (unit.value / (n || 1)),
      });
    }
    if (opening.length) carried.words = opening;
  }
  return out;
}
