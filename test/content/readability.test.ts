// The English reading grade (src/content/critic/readability.ts) remembers each word's syllables
// instead of letting text-readability count them again per text; the grade must be exactly
// text-readability's, first time and remembered, on every text of the critic's labelled items,
// all of an item's text at once, and text with accents, apostrophes, digits and the characters
// that normalise differently once lower-cased.
import readability from 'text-readability';
import { describe, expect, it } from 'vitest';
import { stringsOf } from '../../src/content/critic/findings.js';
import { fleschKincaidGrade } from '../../src/content/critic/readability.js';
import { THIRD_WRITER_CLEAN, LABELLED } from '../fixtures/content-critic/index.js';

const items = [...LABELLED, ...THIRD_WRITER_CLEAN];
const texts = [
  ...items.flatMap((i) => stringsOf(i.content).map((s) => s.text)),
  ...items.map((i) => stringsOf(i.content).map((s) => s.text).join(' ')),
  '',
  '...!?',
  'Ça coûte 12,50 € à l’école; naïve café-au-lait. Don’t, won’t, it’s. Über straße!',
  'The K-sign \u212b and \ua7ae, \ua7b2 and \ua7c5 appear here. They are rare. Really rare letters.',
  'H2O and CO2 react at 100 °C. 3x + 4 = 19, so x = 5. snake_case words_and_more.',
];

describe('reading grade: exactly text-readability’s Flesch-Kincaid grade', () => {
  it('on every text, counted fresh and then remembered', () => {
    for (let round = 0; round < 2; round++) {
      for (const t of texts) expect([t, fleschKincaidGrade(t)]).toEqual([t, readability.fleschKincaidGrade(t)]);
    }
  });
});
