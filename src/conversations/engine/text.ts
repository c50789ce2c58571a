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
// spaces aside, which carry no meaning here). scanWord() implements exactly that with a character
// loop (no regex match objects), and a property test (test/conversations/engine/text.test.ts)
// checks that both paths give identical tokens on random text over this alphabet. Anything else
// (other scripts, emoji, combining marks) takes the Segmenter path.
const FAST_ALPHABET = /^[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F \t\n\r.,;:!?'’‘"“”„«»()[\]\-–—/&%+*#@$€£…¿¡]*$/;

export function canTokenizeFast(text: string): boolean {
  return FAST_ALPHABET.test(text);
}

// Character classes of the fast alphabet (every code point in U+00C0..U+024F but × and ÷ is a letter).
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
const isDigit = (c: number) => c >= 48 && c <= 57;
const isApostrophe = (c: number) => c === 39 || c === 0x2019 || c === 0x2018;
/** ' ’ ‘ . : between two letters. */
const joinsLetters = (c: number) => c === 46 || c === 58 || isApostrophe(c);
/** ' ’ ‘ . , ; between two digits. */
const joinsDigits = (c: number) => c === 46 || c === 44 || c === 59 || isApostrophe(c);

/** End of the word that starts at `i` (a letter or digit), for text that passed canTokenizeFast. */
function scanWord(text: string, i: number): number {
  const n = text.length;
  let prev = text.charCodeAt(i++);
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLetter(c) || isDigit(c)) {
      prev = c;
      i++;
      continue;
    }
    if (i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if ((isLetter(prev) && isLetter(next) && joinsLetters(c)) || (isDigit(prev) && isDigit(next) && joinsDigits(c))) {
        prev = next;
        i += 2;
        continue;
      }
    }
    break;
  }
  return i;
}

// The token lists of the line being tokenised grow here and leave as exact-size copies (done()):
// tokenising is synchronous and never re-entered, so one set serves every call. Fresh arrays grown
// push by push left about 1 KB of outgrown copies per line (the largest share of an analysed turn's
// allocation), which the young-generation collector then had to deal with. The tokens are the same.
const scratchWords: string[] = [];
const scratchSentence: number[] = [];
const scratchClauseStart: boolean[] = [];
const scratchQuestion: boolean[] = [];
const scratchExclaim: boolean[] = [];

class TokenBuilder {
  capsWords = 0;
  count = 0;
  /** Words pushed so far (the used length of the scratch word lists). */
  private n = 0;
  private s = 0;
  private sentenceHasWords = false;
  private nextIsClauseStart = true;

  constructor() {
    scratchQuestion[0] = false;
    scratchExclaim[0] = false;
  }

  word(piece: string): void {
    let ascii = true;
    let upper = false;
    let lower = false;
    let apostrophe = false;
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      if (c >= 128) {
        ascii = false;
        break;
      }
      if (c >= 65 && c <= 90) upper = true;
      else if (c >= 97 && c <= 122) lower = true;
      else if (c === 39 || c === 96) apostrophe = true;
    }
    if (!ascii) return this.wordGeneric(piece);
    this.count++;
    // ASCII: capitals without lower case is "piece === upper && piece !== lower"; folding is lower-casing.
    if (piece.length >= 3 && upper && !lower) this.capsWords++;
    const folded = upper ? piece.toLowerCase() : piece;
    if (apostrophe) for (const part of folded.split(APOSTROPHES)) this.push(part);
    else this.push(folded);
    this.sentenceHasWords = true;
  }

  private wordGeneric(piece: string): void {
    this.count++;
    if (piece.length >= 3 && piece === piece.toUpperCase() && piece !== piece.toLowerCase()) this.capsWords++;
    const folded = fold(piece);
    if (APOSTROPHES.test(folded)) for (const part of folded.split(APOSTROPHES)) this.push(part);
    else this.push(folded);
    this.sentenceHasWords = true;
  }

  private push(part: string): void {
    if (!part) return;
    // Written in order from 0, so the scratch lists stay packed (never holey).
    scratchWords[this.n] = part;
    scratchSentence[this.n] = this.s;
    scratchClauseStart[this.n] = this.nextIsClauseStart;
    this.n++;
    this.nextIsClauseStart = false;
  }

  private newSentence(): void {
    this.s++;
    scratchQuestion[this.s] = false;
    scratchExclaim[this.s] = false;
    this.sentenceHasWords = false;
  }

  /** A non-word segment of the Segmenter path (may be several characters). */
  gap(piece: string): void {
    if (piece.includes('¿') || piece.includes('¡')) {
      // Spanish opens a question or exclamation mid-sentence: "Bueno, ¿qué piensa?"
      if (this.sentenceHasWords) this.newSentence();
      if (piece.includes('¿')) scratchQuestion[this.s] = true;
      this.nextIsClauseStart = true;
    }
    if (SENTENCE_END.test(piece)) {
      if (piece.includes('?') || piece.includes('？')) scratchQuestion[this.s] = true;
      if (piece.includes('!') || piece.includes('！')) scratchExclaim[this.s] = true;
      if (this.sentenceHasWords) this.newSentence();
      this.nextIsClauseStart = true;
    } else if (CLAUSE_BREAK.test(piece)) {
      this.nextIsClauseStart = true;
    }
  }

  /** One character between fast-path words: what gap() does for a one-character segment. */
  gapChar(c: number): void {
    switch (c) {
      case 0xbf: // ¿
      case 0xa1: // ¡
        if (this.sentenceHasWords) this.newSentence();
        if (c === 0xbf) scratchQuestion[this.s] = true;
        this.nextIsClauseStart = true;
        return;
      case 63: // ?
      case 33: // !
      case 46: // .
      case 59: // ;
      case 10: // \n
      case 0x2026: // …
        if (c === 63) scratchQuestion[this.s] = true;
        if (c === 33) scratchExclaim[this.s] = true;
        if (this.sentenceHasWords) this.newSentence();
        this.nextIsClauseStart = true;
        return;
      case 44: // ,
      case 58: // :
      case 0x2013: // –
      case 0x2014: // —
      case 40: // (
        this.nextIsClauseStart = true;
        return;
    }
  }

  done(): Tokens {
    const n = this.n;
    const sentences = this.s + 1;
    return {
      words: scratchWords.slice(0, n),
      sentence: scratchSentence.slice(0, n),
      clauseStart: scratchClauseStart.slice(0, n),
      question: scratchQuestion.slice(0, sentences),
      exclaim: scratchExclaim.slice(0, sentences),
      capsWords: this.capsWords,
      count: this.count,
    };
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
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLetter(c) || isDigit(c)) {
      const end = scanWord(text, i);
      b.word(text.slice(i, end));
      i = end;
    } else {
      b.gapChar(c);
      i++;
    }
  }
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
    for (let i = 0; i < text.length; ) {
      const c = text.charCodeAt(i);
      if (isLetter(c) || isDigit(c)) {
        i = scanWord(text, i);
        n++;
      } else i++;
    }
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
