// text-readability ships no types; this declares what the pedagogical critic uses.
declare module 'text-readability' {
  const readability: {
    fleschKincaidGrade(text: string): number;
    fleschReadingEase(text: string): number;
    averageSentenceLength(text: string): number;
    lexiconCount(text: string, removePunctuation?: boolean): number;
    removePunctuation(text: string): string;
  };
  export default readability;
}

// normalize-strings (what `syllable` normalises with) ships no types either.
declare module 'normalize-strings' {
  export default function normalize(text: string, charmap?: Record<number, string>): string;
}
