// The maps area's front door: what other areas may use.
export { lexicalEntry, type LexicalEntry, type LexicalTerm } from './lexicon.js';
