// The tokenizer's fast path must give exactly what Intl.Segmenter gives on the texts it accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canTokenizeFast, fold, tokenize, tokenizeWithSegmenter, wordCount } from '../../../src/conversations/engine/text.js';

const ALPHABET = [
  ...'abcXYZéèêëàâäôöüùûçñßøåæœÀÉÑÜŒǅſ0123456789',
  ...' \t\n\r.,;:!?\'’‘"“”„«»()[]-–—/&%+*#@$€£…¿¡',
];

describe('tokenizer', () => {
  it('fast path == Intl.Segmenter on random text over the fast alphabet', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 60 }).map((cs) => cs.join('')), fc.constantFrom('en', 'es', 'fr', 'de', 'pt', 'it', 'nl'), (text, lang) => {
        expect(canTokenizeFast(text)).toBe(true);
        expect(tokenize(text, lang)).toEqual(tokenizeWithSegmenter(text, lang));
      }),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('fast path == Intl.Segmenter over every letter of the fast alphabet (U+00C0..U+024F)', () => {
    const latin = fc.integer({ min: 0xc0, max: 0x24f }).filter((c) => c !== 0xd7 && c !== 0xf7).map((c) => String.fromCharCode(c));
    const piece = fc.oneof(latin, fc.constantFrom(...ALPHABET));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }).map((cs) => cs.join('')), (text) => {
        expect(canTokenizeFast(text)).toBe(true);
        expect(tokenize(text, 'en')).toEqual(tokenizeWithSegmenter(text, 'en'));
        expect(wordCount(text, 'en')).toBe(tokenizeWithSegmenter(text, 'en').count);
      }),
      { numRuns: 2000, seed: 11 },
    );
  });

  it('fast path == Intl.Segmenter on realistic sentences', () => {
    const samples = [
      "It's 10:30, e.g. 3.5% of 1,000 users — don't you think? ¿Qué pasa? «Très bien» l’idée d'un rock'n'roll!",
      'Erzählen Sie mir, wie es Ihnen geht... Das kostet 12,50 €; ok?!',
      'SIGN NOW!!! (really) a.b.c x:y über-cool naïve café',
    ];
    for (const text of samples) {
      expect(canTokenizeFast(text)).toBe(true);
      expect(tokenize(text, 'en')).toEqual(tokenizeWithSegmenter(text, 'en'));
      expect(wordCount(text, 'en')).toBe(tokenizeWithSegmenter(text, 'en').count);
    }
  });

  it('other scripts and emoji take the Segmenter path', () => {
    for (const text of ['你好吗？', 'Привет, как дела?', 'ok 😀', 'e\u0301te\u0301']) expect(canTokenizeFast(text)).toBe(false);
    expect(tokenize('Привет, как дела?', 'en').words).toEqual(['привет', 'как', 'дела']);
  });

  it('folds case, accents and elisions', () => {
    expect(fold('Qué')).toBe('que');
    expect(tokenize("L’Idée d'Ève", 'fr').words).toEqual(['l', 'idee', 'd', 'eve']);
    expect(tokenize('e\u0301te\u0301', 'fr').words).toEqual(['ete']);
  });
});
