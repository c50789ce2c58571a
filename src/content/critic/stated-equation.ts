// What every reading of a result stated in words shares (stated-results.ts and the stated-*.ts
// beside it): the equation it returns with the sentence it quotes, whether two written units name
// one thing, a number read roughly to order two values, and the sentence around a place. Apart so
// that the readings share these without importing one another.
import { sentences, type Lang } from './text.js';
import { MONEY_WORD } from './stated-words.js';

export interface StatedEquation {
  /** An equation in the text's own notation ("3 × 4 = 12"), for `chains` to read. */
  equation: string;
  /** The sentence it was read from. */
  sentence: string;
}

/** Whether two written units or things are the same ("m²" and "m²", "egg" and "eggs", "$" and "dollars"). */
export function sameThing(a: string | undefined, b: string | undefined): boolean {
  if (!a) return true;
  if (!b) return MONEY_WORD.test(a);
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (MONEY_WORD.test(x) && MONEY_WORD.test(y)) return true;
  const stem = (w: string) => w.replace(/(?:es|s|x)$/u, '');
  return x === y || stem(x) === stem(y);
}

export const YEAR = /^(?:1[5-9]\d\d|20\d\d)$/;
/** Near enough to order two values however their separators read. */
export const rough = (n: string) => Number(n.replace(/[\s\u00a0\u202f]/g, '').replace(/^−/u, '-').replace(/[.,](?=\d{3}(?!\d))/g, '').replace(',', '.'));

export function sentenceAround(text: string, index: number, lang: Lang): string {
  let from = 0;
  for (const s of sentences(text, lang)) {
    const at = text.indexOf(s, from);
    if (at < 0) continue;
    if (index < at + s.length) return s;
    from = at + s.length;
  }
  return text.trim();
}
