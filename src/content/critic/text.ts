// Text helpers the checks share: sentences by Intl.Segmenter (ICU's rules for the class's
// language), words, content words without the language's stop words (the `stopword` lists), and
// a normal form for comparing option texts.
import { eng, fra, spa } from 'stopword';
import { perCritiqueMemo } from './per-critique.js';

export type Lang = 'en' | 'es' | 'fr' | 'other';
export const langOf = (language: string): Lang => {
  const code = language.toLowerCase().slice(0, 2);
  return code === 'en' || code === 'es' || code === 'fr' ? code : 'other';
};

const STOP: Record<Lang, Set<string>> = {
  en: new Set(eng),
  es: new Set(spa),
  fr: new Set([...fra, 'combien', 'quel', 'quelle', 'quels', 'quelles', 'que', 'qu']),
  other: new Set(eng),
};

const segmenters = new Map<string, Intl.Segmenter>();

/** Sentences of each text in each language, found once per critique. */
const segmented = perCritiqueMemo<string, readonly string[]>(() => new Map());

/**
 * Runs `fn` with `sentences` remembered for its duration, so the checks of one critique (the
 * quantities and the stereotypes read every field sentence by sentence) segment each text once.
 */
export const withSharedSentences = <T>(fn: () => T): T => segmented.run(fn);

export function sentences(text: string, lang: Lang): readonly string[] {
  return segmented.get(`${lang}\u0000${text}`, () => segment(text, lang));
}

function segment(text: string, lang: Lang): string[] {
  const locale = lang === 'other' ? 'en' : lang;
  let seg = segmenters.get(locale);
  if (!seg) segmenters.set(locale, (seg = new Intl.Segmenter(locale, { granularity: 'sentence' })));
  // Markdown list lines and paragraphs are sentences of their own.
  return text
    .split(/\n+/)
    .flatMap((line) => [...seg.segment(line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, ''))].map((s) => s.segment.trim()))
    .filter(Boolean);
}

/** Lower-case words (letters and digits), apostrophes split off ("l'eau" -> "l", "eau"). */
export function words(text: string): string[] {
  // A word never holds an apostrophe (the pattern stops at one), so "l'eau" is already two words.
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu) ?? [];
}

/** A rough stem, enough to match "clouds" with "cloud" and "boils" with "boil". */
const stem = (w: string) => (w.length > 4 ? w.replace(/(?:es|s)$/u, '') : w);

/** Words that carry meaning: alphabetic, three letters or more, not a stop word of the language. */
export function contentWords(text: string, lang: Lang): string[] {
  return words(text)
    .filter((w) => /^\p{L}{3,}$/u.test(w) && !STOP[lang].has(w))
    .map(stem);
}

/** The form two option texts are compared in: case, punctuation and spacing ignored. */
export const normal = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim();
