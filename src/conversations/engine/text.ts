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

// Fast path. Intl.Segmenter costs ~5 µs per segment, most of a turn's budget. For text made only
// of Latin letters (precomposed), ASCII digits, whitespace and common punctuation, Unicode word
// segmentation (UAX #29, ICU's root rules) reduces to: letters and digits join; ' ’ ‘ . : join two
// letters; ' ’ ‘ . , ; join two digits; every other character is a segment of its own (runs of
// spaces aside, which carry no meaning here). FAST_WORD implements exactly that, and a property
// test (test/conversations/engine/text.test.ts) checks that both paths give identical tokens on
// random text over this alphabet. Anything else (other scripts, emoji, combining marks) takes the
// Segmenter path.
const FAST_ALPHABET = /^[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F \t\n\r.,;:!?'’‘"“”„«»()[\]\-–—/&%+*#@$€£…¿¡]*$/;
const FAST_WORD = /(?:[\p{L}0-9]|(?<=\p{L})[:.'’‘](?=\p{L})|(?<=[0-9])[.,;'’‘](?=[0-9]))+/gu;

export function canTokenizeFast(text: string): boolean {
  return FAST_ALPHABET.test(text);
}

class TokenBuilder {
  words: string[] = [];
  sentence: number[] = [];
  clauseStart: boolean[] = [];
  question: boolean[] = [false];
  exclaim: boolean[] = [false];
  capsWords = 0;
  count = 0;
  private s = 0;
  private sentenceHasWords = false;
  private nextIsClauseStart = true;

  word(piece: string): void {
    this.count++;
    if (piece.length >= 3 && piece === piece.toUpperCase() && piece !== piece.toLowerCase()) this.capsWords++;
    const folded = fold(piece);
    const parts = APOSTROPHES.test(folded) ? folded.split(APOSTROPHES) : [folded];
    for (const part of parts) {
      if (!part) continue;
      this.words.push(part);
      this.sentence.push(this.s);
      this.clauseStart.push(this.nextIsClauseStart);
      this.nextIsClauseStart = false;
    }
    this.sentenceHasWords = true;
  }

  private newSentence(): void {
    this.s++;
    this.question.push(false);
    this.exclaim.push(false);
    this.sentenceHasWords = false;
  }

  gap(piece: string): void {
    if (piece.includes('¿') || piece.includes('¡')) {
      // Spanish opens a question or exclamation mid-sentence: "Bueno, ¿qué piensa?"
      if (this.sentenceHasWords) this.newSentence();
      if (piece.includes('¿')) this.question[this.s] = true;
      this.nextIsClauseStart = true;
    }
    if (SENTENCE_END.test(piece)) {
      if (piece.includes('?') || piece.includes('？')) this.question[this.s] = true;
      if (piece.includes('!') || piece.includes('！')) this.exclaim[this.s] = true;
      if (this.sentenceHasWords) this.newSentence();
      this.nextIsClauseStart = true;
    } else if (CLAUSE_BREAK.test(piece)) {
      this.nextIsClauseStart = true;
    }
  }

  /** Punctuation between fast-path words: one character per segment, as the Segmenter does. */
  gapChars(gap: string): void {
    for (const ch of gap) if (ch !== ' ' && ch !== '\t') this.gap(ch);
  }

  done(): Tokens {
    const { words, sentence, clauseStart, question, exclaim, capsWords, count } = this;
    return { words, sentence, clauseStart, question, exclaim, capsWords, count };
  }
}

/** The reference tokenizer: Intl.Segmenter for every text. */
export function tokenizeWithSegmenter(text: string, lang: string): Tokens {
  const b = new TokenBuilder();
  for (const seg of segmenterFor(lang).segment(text)) {
    if (seg.isWordLike) b.word(seg.segment);
    else b.gap(seg.segment);
  }
  return b.done();
}

/**
 * Word tokens with sentence bookkeeping. Elisions are split ("l'idée" -> "l", "idee"; "don't" ->
 * "don", "t") so lexicons can list them the same way. Uses the fast path when it is exact.
 */
export function tokenize(text: string, lang: string): Tokens {
  if (!canTokenizeFast(text)) return tokenizeWithSegmenter(text, lang);
  const b = new TokenBuilder();
  let last = 0;
  for (const m of text.matchAll(FAST_WORD)) {
    if (m.index > last) b.gapChars(text.slice(last, m.index));
    b.word(m[0]);
    last = m.index + m[0].length;
  }
  if (last < text.length) b.gapChars(text.slice(last));
  return b.done();
}

/** Folded word tokens only, for lexicon phrases and stop words. */
export function words(text: string, lang: string): string[] {
  return tokenize(text, lang).words;
}

/** Words of a text, counted the way the metrics count them. */
export function wordCount(text: string, lang: string): number {
  let n = 0;
  if (canTokenizeFast(text)) {
    for (const _ of text.matchAll(FAST_WORD)) n++;
    return n;
  }
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

/** The clause of a turn most worth reflecting back: the longest one (the last among equals), cut to `max` words. */
export function keyClause(text: string, max = 8): string {
  let best = '';
  let bestWords = 0;
  for (const part of text.split(/[.!?;,:¿¡…]+/u)) {
    const clause = part.trim();
    const n = clause ? clause.split(/\s+/u).length : 0;
    if (n > 0 && n >= bestWords) {
      best = clause;
      bestWords = n;
    }
  }
  return fragment(best || text, max);
}

/** Fills {placeholders}; unknown ones are left visible so a missing value is noticed in review. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(vars, k) ? String(vars[k]) : m));
}

/** Upper-cases the first letter of the text and of each sentence (after . ! ? and a space). */
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}
