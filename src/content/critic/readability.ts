// Reading level as a school grade, per language: Flesch-Kincaid (text-readability) for English;
// Fernández-Huerta's reading ease for Spanish and Kandel & Moles's for French, mapped to grades
// with Flesch's ease-to-school-level table. Syllables for Spanish and French are counted as
// vowel groups, which both languages' spelling makes close to the spoken count.
import readability from 'text-readability';
import { sentences, type Lang } from './text.js';

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

export function gradeOf(text: string, lang: Lang): number {
  if (lang === 'en' || lang === 'other') return readability.fleschKincaidGrade(text);
  const sents = sentences(text, lang);
  const ws = text.match(/\p{L}+/gu) ?? [];
  if (!ws.length || !sents.length) return 0;
  const syl = ws.reduce((n, w) => n + syllables(w, lang), 0);
  const ease =
    lang === 'es'
      ? 206.84 - 0.6 * ((100 * syl) / ws.length) - 1.02 * ((100 * sents.length) / ws.length)
      : 207 - 1.015 * (ws.length / sents.length) - 73.6 * (syl / ws.length);
  return easeToGrade(ease);
}
