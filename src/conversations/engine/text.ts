// Tokenising and folding shared by the analyser and the lexicon compiler. Both sides go through the
// same functions, so a lexicon phrase matches exactly what a learner types, with or without accents
// ("qué"/"que", "können"/"konnen"), typographic apostrophes or capitals.

const segmenters = new Map<string, Intl.Segmenter>();

/** One Segmenter per language, created on first use (construction costs far more than segmenting). */
function segmenterFor(lang: string): Intl.Segmenter {
  let s = segmenters.get(lang);
  if (!s) {
    s = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, s);
  }
  return s;
}

const COMBINING = /\p{M}+/gu;
const APOSTROPHES = /['’ʼ`´]/;

/** Lower-case, strip diacritics. "Qué" -> "que", "Straße" stays "straße" (ß has no decomposition). */
export function fold(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(COMBINING, '');
}

/** A word token plus where it sits: the sentence and clause it belongs to. */
export interface Tokens {
  words: string[];
  /** Index of the sentence each word belongs to. */
  sentence: number[];
  /** True when the word starts a clause (sentence start, or after , ; : or a dash). */
  clauseStart: boolean[];
  /** Per sentence: true when it ends with "?" or opens with "¿". */
  question: boolean[];
  /** Per sentence: true when it ends with "!". */
  exclaim: boolean[];
  /** Words written in capitals (3+ letters), a shouting signal. */
  capsWords: number;
  /** Word-like segments as written (an elision like "don't" counts once). */
  count: number;
}

const SENTENCE_END = /[.!?;\n…。！？]/;
const CLAUSE_BREAK = /[,;:–—(]/;

/**
 * Word tokens (Intl.Segmenter, word granularity) with sentence bookkeeping. Elisions are split
 * ("l'idée" -> "l", "idee"; "don't" -> "don", "t") so lexicons can list them the same way.
 */
export function tokenize(text: string, lang: string): Tokens {
  const words: string[] = [];
  const sentence: number[] = [];
  const clauseStart: boolean[] = [];
  const question: boolean[] = [false];
  const exclaim: boolean[] = [false];
  let capsWords = 0;
  let count = 0;
  let s = 0;
  let sentenceHasWords = false;
  let nextIsClauseStart = true;
  for (const seg of segmenterFor(lang).segment(text)) {
    const piece = seg.segment;
    if (seg.isWordLike) {
      count++;
      if (piece.length >= 3 && piece === piece.toUpperCase() && piece !== piece.toLowerCase()) capsWords++;
      const folded = fold(piece);
      const parts = APOSTROPHES.test(folded) ? folded.split(APOSTROPHES) : [folded];
      for (const part of parts) {
        if (!part) continue;
        words.push(part);
        sentence.push(s);
        clauseStart.push(nextIsClauseStart);
        nextIsClauseStart = false;
      }
      sentenceHasWords = true;
      continue;
    }
    if (piece.includes('¿') || piece.includes('¡')) {
      // Spanish opens a question or exclamation mid-sentence: "Bueno, ¿qué piensa?"
      if (sentenceHasWords) {
        s++;
        question.push(false);
        exclaim.push(false);
        sentenceHasWords = false;
      }
      if (piece.includes('¿')) question[s] = true;
      nextIsClauseStart = true;
    }
    if (SENTENCE_END.test(piece)) {
      if (piece.includes('?') || piece.includes('？')) question[s] = true;
      if (piece.includes('!') || piece.includes('！')) exclaim[s] = true;
      if (sentenceHasWords) {
        s++;
        question.push(false);
        exclaim.push(false);
        sentenceHasWords = false;
      }
      nextIsClauseStart = true;
    } else if (CLAUSE_BREAK.test(piece)) {
      nextIsClauseStart = true;
    }
  }
  return { words, sentence, clauseStart, question, exclaim, capsWords, count };
}

/** Folded word tokens only, for lexicon phrases and stop words. */
export function words(text: string, lang: string): string[] {
  return tokenize(text, lang).words;
}

/** Words of a text, counted the way the metrics count them. */
export function wordCount(text: string, lang: string): number {
  let n = 0;
  for (const seg of segmenterFor(lang).segment(text)) if (seg.isWordLike) n++;
  return n;
}

/** FNV-1a over a string: the deterministic "randomness" of reply choice. */
export function hash32(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A short quotable fragment of a learner's words: first `max` words, with an ellipsis if cut. */
export function fragment(text: string, max = 8): string {
  const parts = text.trim().split(/\s+/u).filter(Boolean);
  const cut = parts.slice(0, max).join(' ');
  const clean = cut.length > 80 ? `${cut.slice(0, 77)}` : cut;
  return parts.length > max || cut.length > 80 ? `${clean}…` : clean;
}

/** Fills {placeholders}; unknown ones are left visible so a missing value is noticed in review. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(vars, k) ? String(vars[k]) : m));
}

/** Upper-cases the first letter of the text and of each sentence (after . ! ? and a space). */
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}
