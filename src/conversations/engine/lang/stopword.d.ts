// The stopword package ships no type declarations; we use only its per-language word lists.
declare module 'stopword' {
  export const eng: string[];
  export const spa: string[];
  export const fra: string[];
  export const deu: string[];
  export const por: string[];
  export const ita: string[];
  export const nld: string[];
}
