// Readability of one-line descriptions: the Flesch-Kincaid grade, from words per sentence and
// syllables per word. Rough for single sentences, but it ranks "The top number" below "The
// ratio of any circle's circumference to its diameter", which is all the audience filter needs.
function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function fleschKincaidGrade(text: string): number {
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (!words.length) return 0;
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  const syl = words.reduce((a, w) => a + syllables(w), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syl / words.length) - 15.59;
}
