// The words of a stem as the give-away checks read them (assessment-giveaways.ts and
// assessment-giveaway-cues.ts): its numbers, the numbers with the word after them, each
// sentence's content words, and words of one family ("evaporating", "evaporation"). Apart so that
// both give-away files share one reading of a stem without importing each other.
import { contentWords, sentences, type Lang } from './text.js';
import { NUMBER_WORD, wordValue } from './stated-words.js';

/** Endings that make a word of the same family from a stem: "evaporat|ion", "evaporat|ing", "condens|ation", "conduct|or". */
const ENDINGS = /^(?:e|s|es|ed|d|ing|ion|ions|ation|ations|er|ers|or|ors|ment|ments|ance|ence|cation|ción|ciones|ar|ir|ado|ada|ido|ida|ando|iendo|ante|ent|ents|tion|tions|ée|é|és|ées|ant|age)?$/u;
/**
 * Two words of one family (the answer "Evaporation" in "…turns into a gas by evaporating?"): both
 * a stem of six letters or more and an ending, or one of them the other's stem ("melt", "melting");
 * "transport" and "transpiration" share no stem with endings.
 */
export function sameFamily(a: string, b: string): boolean {
  if (a === b || a.length < 4 || b.length < 4 || a[0] !== b[0]) return a === b;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  for (let k = n; k >= 4; k--) {
    if (!ENDINGS.test(a.slice(k)) || !ENDINGS.test(b.slice(k))) continue;
    if (k >= 6 || k === Math.min(a.length, b.length)) return true;
  }
  return false;
}

/**
 * `w => words.some((x) => x === w || sameFamily(w, x))`, for many words against one list: words of
 * one family share their first four letters (sameFamily says no to any pair that does not), so
 * each word is compared only with the distinct words that start as it does, once. The give-away
 * checks ask it of every option's words against all the other options' words, which compared
 * every word with every other.
 */
export function inFamilyOf(words: Iterable<string>): (w: string) => boolean {
  const exact = new Set(words);
  const byStart = new Map<string, string[]>();
  for (const x of exact) if (x.length >= 4) (byStart.get(x.slice(0, 4)) ?? byStart.set(x.slice(0, 4), []).get(x.slice(0, 4))!).push(x);
  const known = new Map<string, boolean>();
  return (w) => {
    if (exact.has(w)) return true;
    let found = known.get(w);
    if (found === undefined) known.set(w, (found = w.length >= 4 && (byStart.get(w.slice(0, 4)) ?? []).some((x) => sameFamily(w, x))));
    return found;
  };
}

/**
 * Derivational and inflectional endings stripped to find a word's root, longest first: a noun, an
 * adjective or an adverb made from a verb or a noun ("renewable", "renewing"; "mutualismo",
 * "mutuamente"; "fertilisation", "fertile"). English, Spanish and French endings together: a
 * learner hears the family in any of them.
 */
const DERIVED = /^(?:amente|ement|mente|ations?|aciones|ación|ateurs?|atrices?|itions?|iciones|ición|tions?|ciones|ción|sions?|siones|sión|ismos?|ismes?|isms?|istas?|istes?|ists?|ables?|ibles?|ities|ity|ités?|idades?|edades?|ness|ments?|ives?|ivos?|ivas?|ifs?|ings?|ating|ated|ates?|ized?|ised?|izes|ises|al|ales|ally|ly|ics?|icos?|icas?|iques?|ions?|ed|ers?|ors?|es|s|e|a|o)$/u;
export function root(w: string): string {
  let r = w;
  // The longest ending that leaves four letters, up to three times ("mutualismo", "mutual", "mutu").
  for (let i = 0; i < 3; i++) {
    let at = 4;
    while (at < r.length && !DERIVED.test(r.slice(at))) at++;
    if (at >= r.length) break;
    r = r.slice(0, at);
  }
  // Latin stems that write v before a vowel and u before a consonant: "resolve", "resolution"; "evolve", "evolution".
  return r.replace(/v$/u, 'u');
}
/**
 * Two words of one family by their roots once endings that make nouns, adjectives and adverbs
 * are stripped ("renewing" and "Renewable energy"; "se benefician mutuamente" and "Mutualismo"): a
 * root of five letters or more, or of four in two long words. Wider than sameFamily, so only the
 * give-away checks use it, where a learner hears the family in the stem.
 */
export function kindred(a: string, b: string): boolean {
  if (sameFamily(a, b)) return true;
  if (a[0] !== b[0] || a.slice(0, 3) !== b.slice(0, 3)) return false;
  const [ra, rb] = [root(a), root(b)];
  return ra === rb && (ra.length >= 5 || (ra.length === 4 && a.length >= 8 && b.length >= 8));
}

export const NUMBER = /\d+(?:[.,]\d+)?/g;
/** A number and the word or unit right after it. */
export const COUNTED = /(\d+(?:[.,]\d+)?)\s?(\p{L}+)/gu;

/**
 * A sentence that reports what someone believes or claims ("Leo thinks heavy things fall
 * faster", "Ana cree que…", "Hugo pense que…") puts forward a claim for the learner to judge, not
 * the answer: a key whose words it holds is the claim found right, and a distractor's words in it
 * the claim found wrong. Its words are not the stem's statement. Verbs of saying are left out: a
 * rule or a part "says" what it tells ("Le dénominateur dit en combien de parts…").
 */
const REPORTED: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:thinks?|thought|claims?|claimed|believes?|believed|insists?|insisted|argues?|argued)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:piensa|pensó|cree|creía|creyó|afirma|afirmó|asegura|aseguró|opina|opinó|insiste)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:pense|pensait|croit|croyait|affirme|affirmait|prétend|prétendait|assure|soutient)(?!\p{L})/iu,
  other: /(?!)/u,
};

/**
 * A negation in an answer ("No flag: the beach is not supervised", "Aucun drapeau : la plage
 * n'est pas surveillée") says the opposite of a sentence that has the same words without one.
 */
export const NEGATED: Record<Lang, RegExp> = {
  en: /(?<!\p{L})(?:not|no|never|none|nothing|nobody|cannot|\p{L}+n['’]t)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:no|nunca|ningún|ninguna|ninguno|nada|nadie|jamás|sin)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:ne|pas|jamais|aucun|aucune|rien|personne|sans)(?!\p{L})|(?<!\p{L})n['’](?=\p{L})/iu,
  other: /(?!)/u,
};
/**
 * A passage the stem quotes for the learner to read (six words or more between quotation marks:
 * "Read this opening: “On the first snowy morning…”") is the material the question is about: an
 * answer that says what it tells repeats it by design.
 */
const QUOTED_PASSAGE = /“[^”]*”|«[^»]*»|"[^"]*"/gu;
const withoutPassages = (text: string) => text.replace(QUOTED_PASSAGE, (q) => (q.split(/\s+/).length >= 6 ? ' ' : q));

/** A number word and the word after it ("Quatre noires", "Four eighth notes"). */
const COUNTED_IN_WORDS: Record<Lang, RegExp> = Object.fromEntries(
  (Object.keys(NUMBER_WORD) as Lang[]).map((l) => [l, new RegExp(String.raw`(${NUMBER_WORD[l].source})\s+(\p{L}+)`, 'giu')]),
) as Record<Lang, RegExp>;
/**
 * A count in words goes with the word after it, as a number does: the stem says "quatre noires" or
 * "4 noires", or the option's count is worked out, not given ("Quatre noires" under "une noire dure
 * un temps. Quelles mesures contiennent 4 temps ?").
 */
export function countsSaid(option: string, stem: Stem, lang: Lang): boolean {
  const text = ` ${stem.text.toLowerCase().replace(/\s+/g, ' ')} `;
  return [...option.matchAll(COUNTED_IN_WORDS[lang])].every((m) => {
    const [n, w] = [m[1]!.toLowerCase().replace(/\s+/g, ' '), m.at(-1)!.toLowerCase()];
    return text.includes(` ${n} ${w}`) || stem.counted().has(`${wordValue(n, lang)} ${w}`);
  });
}

/** A stem read once for all of its options: its numbers and each sentence's content words, each when first asked. */
export interface Stem {
  text: string;
  numbers: () => ReadonlySet<string>;
  /** Each number with the word right after it ("300 ml"). */
  counted: () => ReadonlySet<string>;
  /** Each sentence's content words; none for a sentence that reports someone's claim. */
  sentenceWords: () => ReadonlyArray<ReadonlySet<string>>;
  /** Whether each sentence (as sentenceWords counts them) holds a negation. */
  negated: () => readonly boolean[];
  /** Whether each sentence (as sentenceWords counts them) asks rather than states: a question or an instruction. */
  asked: () => readonly boolean[];
  /** The sentences as sentenceWords counts them. */
  texts: () => readonly string[];
}

/** An instruction that sets the task ("Select all…", "Selecciona…", "Cochez…"): it asks, like a question. */
const INSTRUCTION = /^\s*(?:select|choose|tick|pick|mark|click|identify|name|circle|selecciona|seleccione|elige|marca|indica|señala|escoge|coche|cochez|choisis|choisissez|sélectionne|sélectionnez|indique|indiquez|entoure|entourez)(?!\p{L})/iu;

export function stemOf(text: string, lang: Lang): Stem {
  let numbers: Set<string> | undefined;
  let counted: Set<string> | undefined;
  let have: Array<Set<string>> | undefined;
  let negated: boolean[] | undefined;
  let asked: boolean[] | undefined;
  const stated = () => sentences(withoutPassages(text), lang);
  return {
    text,
    numbers: () => (numbers ??= new Set(text.match(NUMBER) ?? [])),
    counted: () => (counted ??= new Set([...text.matchAll(COUNTED)].map((m) => `${m[1]} ${m[2]!.toLowerCase()}`))),
    sentenceWords: () => (have ??= stated().map((s) => new Set(REPORTED[lang].test(s) ? [] : contentWords(s, lang)))),
    negated: () => (negated ??= stated().map((s) => NEGATED[lang].test(s))),
    asked: () => (asked ??= stated().map((s) => /[?？:]\s*$/u.test(s) || INSTRUCTION.test(s))),
    texts: stated,
  };
}
