// Key phrases of free-text problems, with WordNet telling topics from the words around them.
import { describe, expect, it } from 'vitest';
import { extractKeyPhrases } from '../../../src/maps/generation/builtin/keyphrases.js';
import { wordNet } from '../../../src/maps/generation/wordnet/reader.js';

const texts = (problem: string) => extractKeyPhrases(problem, wordNet()).map((p) => p.text);

describe('WordNet parts of speech', () => {
  it('tells words mostly used as adjectives from nouns, by tagged-sense counts', () => {
    const wn = wordNet();
    for (const w of ['small', 'better', 'large', 'economic']) expect(wn.mostlyAdjective(w), w).toBe(true);
    // Nouns, and words as often nouns as adjectives ("light"), name topics.
    for (const w of ['bakery', 'light', 'waste', 'market', 'quadratic', 'reduce']) expect(wn.mostlyAdjective(w), w).toBe(false);
  });
});

describe('key phrases', () => {
  it('splits a run at a verb and drops edge adjectives and lone adjectives', () => {
    const got = texts('How can a small bakery reduce food waste?');
    expect(got).toContain('food waste');
    expect(got).toContain('bakery');
    for (const w of ['small', 'reduce', 'small bakery', 'small bakery reduce food waste']) expect(got, w).not.toContain(w);
  });

  it('keeps an adjective that opens a phrase WordNet knows', () => {
    expect(texts('Why does natural selection favour some traits?')).toContain('natural selection');
  });

  it('keeps trimming verbs at the edges, as before', () => {
    expect(texts('Students confuse mitosis')).toContain('mitosis');
  });
});
