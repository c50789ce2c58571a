// text-readability ships no types; this declares the one function the pedagogical critic uses.
declare module 'text-readability' {
  const readability: {
    fleschKincaidGrade(text: string): number;
    fleschReadingEase(text: string): number;
  };
  export default readability;
}
