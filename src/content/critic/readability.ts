// Reading level as a school grade, per language: Flesch-Kincaid (text-readability) for English;
// Fernández-Huerta's reading ease for Spanish and Kandel & Moles's for French, mapped to grades
// with Flesch's ease-to-school-level table. Syllables for Spanish and French are counted as
// vowel groups, which both languages' spelling makes close to the spoken count.
import normalizeStrings from 'normalize-strings';
import { syllable } from 'syllable';
import readability from 'text-readability';
import { sentences, type Lang } from './text.js';
import { EmptiedWhenFull } from '../../shared/bounded-memo.js';

/**
 * text-readability 1.1.1's `fleschKincaidGrade`, the same arithmetic on the same counts, with the
 * syllables of each word remembered: it counts them with `syllable`, which singularises every word
 * with `pluralize`, and that was most of the critic's reading-level cost. `syllable(text)` is the
 * sum of its count of each piece of the normalised text split at word boundaries, so the sum of
 * remembered counts is the same number (test/content/readability.test.ts compares the grades).
 */
const legacyRound = (number: number, points = 0) => {
  const copySign = (x: number, y: number) => (y === 0 ? 0 : x * (y / Math.abs(y)));
  const p = 10 ** points;
  return Math.floor(number * p + copySign(0.5, number)) / p;
};

const SYLLABLES_KEPT = 50_000;
const syllablesOf = new EmptiedWhenFull<string, number>(SYLLABLES_KEPT);

function syllableCount(text: string): number {
  const lower = readability.removePunctuation(text.toLocaleLowerCase('en-US'));
  if (!lower) return 0;
  // syllable() normalises, lower-cases and drops apostrophes, then splits at \b; a few characters
  // (the Kelvin sign...) normalise differently once lower-cased: those texts are counted whole.
  const prepared = normalizeStrings(lower).toLowerCase().replace(/['’]/g, '');
  if (normalizeStrings(prepared) !== prepared || prepared.toLowerCase() !== prepared) return syllable(lower);
  let sum = 0;
  for (const piece of prepared.split(/\b/g)) {
    let n = syllablesOf.get(piece);
    if (n === undefined) {
      syllablesOf.set(piece, (n = syllable(piece)));
    }
    sum += n;
  }
  return sum;
}

export function fleschKincaidGrade(text: string, sentenceLength = readability.averageSentenceLength(text)): number {
  const words = readability.lexiconCount(text);
  const perWord = legacyRound(syllableCount(text) / words, 1);
  const syllablePerWord = !isNaN(perWord) ? perWord : 0.0;
  return legacyRound(0.39 * sentenceLength + 11.8 * syllablePerWord - 15.59, 1);
}

const VOWELS = /[aeiouyáéíóúüàâäèêëîïôöùûœæ]+/giu;

function syllables(word: string, lang: Lang): number {
  let n = (word.toLowerCase().match(VOWELS) ?? []).length;
  // A French final mute e ("parle", "parles", "parlent") is not spoken.
  if (lang === 'fr' && n > 1 && /[^aeiouy](?:e|es|ent)$/.test(word.toLowerCase())) n--;
  return Math.max(1, n);
}

/** Flesch's table: reading ease to the school grade that reads it comfortably. */
function easeToGrade(ease: number): number {
  const table: Array<[number, number]> = [[100, 4], [90, 5], [80, 6], [70, 7], [60, 9], [50, 11], [30, 14], [0, 17]];
  if (ease >= 100) return 4;
  for (let i = 1; i < table.length; i++) {
    const [hiEase, hiGrade] = table[i - 1]!;
    const [loEase, loGrade] = table[i]!;
    if (ease >= loEase) return hiGrade + ((hiEase - ease) / (hiEase - loEase)) * (loGrade - hiGrade);
  }
  return 17;
}

/**
 * Fernández-Huerta as usually printed takes sentences per 100 words where the corrected form takes
 * words per sentence: past ten words a sentence the printed form reads a long sentence as a little
 * easier, and below ten it reads a short one as harder, steeply (a Grade 3 quiz of "Tiene 3 lados."
 * read as grade 7). The two forms meet at ten words; below that, a shorter sentence is no harder.
 */
const ES_SHORT_SENTENCE = 10;

/** Words per sentence, as the language's formula counts them. */
export function sentenceLengthOf(text: string, lang: Lang): number {
  if (lang === 'en' || lang === 'other') return readability.averageSentenceLength(text);
  const sents = sentences(text, lang).length;
  return sents ? (text.match(/\p{L}+/gu) ?? []).length / sents : 0;
}

/**
 * The text's grade; with `sentenceLength`, that words-per-sentence figure stands for the text's
 * own (a part of one or two sentences has no meaningful average: the whole's is used for it).
 */
export function gradeOf(text: string, lang: Lang, sentenceLength?: number): number {
  if (lang === 'en' || lang === 'other') return sentenceLength === undefined ? fleschKincaidGrade(text) : fleschKincaidGrade(text, sentenceLength);
  const sents = sentences(text, lang);
  const ws = text.match(/\p{L}+/gu) ?? [];
  if (!ws.length || !sents.length) return 0;
  const syl = ws.reduce((n, w) => n + syllables(w, lang), 0);
  const perSentence = sentenceLength ?? ws.length / sents.length;
  const ease =
    lang === 'es'
      ? 206.84 - 0.6 * ((100 * syl) / ws.length) - 1.02 * (100 / Math.max(perSentence, ES_SHORT_SENTENCE))
      : 207 - 1.015 * perSentence - 73.6 * (syl / ws.length);
  return easeToGrade(ease);
}

/** A capitalised word ("Franz", "Austria-Hungary", "MAIN"). */
const CAPITALISED = /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{L}'’-]*/gu;
/** What may stand before a name inside a sentence (a word, a number, a comma...), spaces aside. */
const INSIDE_AFTER = /[\p{L}\p{N},;)'’"»]/u;
/** What a name is read as: one short, familiar word, capitalised (sentence splitters look for a capital). */
const SHORT_WORD = 'Bo';

/**
 * The texts with every name (of a person, place, event: a capitalised word inside a sentence, and
 * the same word wherever else it stands) read as one short word. Names are not words a class
 * reads for the first time: the revised Dale-Chall formula counts them as familiar, while
 * Flesch-Kincaid and its Spanish and French kin count "Austria-Hungary" as five syllables of hard
 * reading. Not for other languages: German capitalises every noun.
 */
export function namesAsShortWords(texts: readonly string[], lang: Lang): string[] {
  if (lang === 'other') return [...texts];
  const found = texts.map((t) => [...t.matchAll(CAPITALISED)]);
  const names = new Set<string>();
  texts.forEach((t, i) => {
    for (const m of found[i]!) {
      let at = m.index - 1;
      while (at >= 0 && /\s/.test(t[at]!)) at--;
      if (at >= 0 && at < m.index - 1 && INSIDE_AFTER.test(t[at]!)) names.add(m[0]);
    }
  });
  if (!names.size) return [...texts];
  return texts.map((t, i) => {
    let out = '';
    let from = 0;
    for (const m of found[i]!) {
      if (!names.has(m[0])) continue;
      out += t.slice(from, m.index) + SHORT_WORD;
      from = m.index + m[0].length;
    }
    return out + t.slice(from);
  });
}

/** A word as the repeat reading finds it: letters, with inner apostrophes and hyphens. */
const WORD = /\p{L}[\p{L}'’-]*/gu;
/** Words this short are one or two syllables already: reading their repeats as one changes little. */
const REPEAT_MIN_LETTERS = 5;

/**
 * The text with every word already met in it read as one short word. A long word is hard the
 * first time a learner meets it, not the fifth: the Dale-Chall count takes each unfamiliar word of a
 * passage once however often it comes, while Flesch-Kincaid and its kin count "ordenador" four
 * syllables every time, so a quiz that keeps to its topic's few long words (a table of "alumnos"
 * and "libros", the "electricity" of a lesson on circuits) reads as hard as jargon would. The
 * passage is the text graded: a field graded on its own is its own passage.
 */
/**
 * A field's long words that the rest of the lesson uses too (its title, other fields, its key
 * terms) read as short ones: the topic's own terms ("caterpillar", "chrysalis" in a lesson on
 * butterflies) are met across the lesson, so a field that introduces them is no harder to read
 * than the rest for them. What stays long is what the field alone says.
 */
export function sharedAsShortWords(text: string, elsewhere: string): string {
  const known = new Set((elsewhere.match(WORD) ?? []).filter((w) => w.length >= REPEAT_MIN_LETTERS).map((w) => w.toLocaleLowerCase()));
  return text.replace(WORD, (w) => (w.length < REPEAT_MIN_LETTERS || !known.has(w.toLocaleLowerCase()) ? w : w[0] === w[0]!.toLocaleLowerCase() ? SHORT_WORD.toLowerCase() : SHORT_WORD));
}

export function repeatsAsShortWords(text: string): string {
  const seen = new Set<string>();
  return text.replace(WORD, (w) => {
    if (w.length < REPEAT_MIN_LETTERS) return w;
    const key = w.toLocaleLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      return w;
    }
    return w[0] === w[0]!.toLocaleLowerCase() ? SHORT_WORD.toLowerCase() : SHORT_WORD;
  });
}
