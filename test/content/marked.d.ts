// marked 4 ships no types (the version redoc installs); the tests use one function of it.
declare module 'marked' {
  export const marked: { parse(markdown: string): string };
}
