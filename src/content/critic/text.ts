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
    .flatMap((line) => windowed(seg, line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')).map((s) => s.trim()))
    .filter(Boolean);
}

/** Characters the segmenter is given at once (doubled while a window holds fewer than three segments). */
const SEGMENT_WINDOW = 2048;

/**
 * The segments of `line`, as `seg.segment(line)` gives them, read a window at a time: V8 pays for
 * each segment in proportion to the length of the string it segments, so a line of thousands of
 * short sentences ("a? a? ...") cost the square of its length. In each window the last two
 * segments are dropped (the window's end may have cut the last one, or decided where the one
 * before it ends, by the rules' look-ahead) and the next window starts where they did; a window
 * reaching the line's end keeps all. Exported with its window for the test that compares it with
 * segmenting the whole line.
 */
export function windowed(seg: Intl.Segmenter, line: string, window = SEGMENT_WINDOW): string[] {
  if (line.length <= window) return [...seg.segment(line)].map((s) => s.segment);
  const out: string[] = [];
  let from = 0;
  let size = window;
  while (from < line.length) {
    const end = from + size;
    const parts = [...seg.segment(line.slice(from, end))].map((s) => s.segment);
    if (end >= line.length) {
      out.push(...parts);
      break;
    }
    if (parts.length < 3) {
      size *= 2;
      continue;
    }
    const kept = parts.slice(0, -2);
    out.push(...kept);
    from += kept.reduce((n, s) => n + s.length, 0);
    size = window;
  }
  return out;
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
