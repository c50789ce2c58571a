// Matching forms of names and words in the knowledge base: no accents, no case, no articles or
// punctuation, singular-ish words (the same folding the curated library uses, so a teacher's
// "Quadratic equation" finds "Quadratic equations").
import { EmptiedWhenFull, memoize } from '../../shared/bounded-memo.js';

const ARTICLES = new Set(['the', 'a', 'an', 'of', 'el', 'la', 'los', 'las', 'le', 'les', 'l', 'der', 'die', 'das', 'de', 'del', 'des', 'du']);

export function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/** Words of a text in matching form (articles dropped). */
export function keyWords(s: string): string[] {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !ARTICLES.has(w))
    .map(singular);
}

/**
 * Folded names, remembered: the same labels and descriptions (the knowledge base's own, mostly)
 * are folded on every map, and folding (NFKD, four regular expressions) is the costly part of
 * comparing names. Bounded, emptied when full: a working set that repeats, and text from requests
 * cannot grow it for ever.
 */
export const nameKey: (s: string) => string = memoize((s) => keyWords(s).join(' '), new EmptiedWhenFull<string, string>(20_000));

/** Every name a label offers: itself, without its parenthesis, the parenthesis, the part before a colon. */
export function labelNames(label: string): string[] {
  const out = [label];
  const m = /^(.*?)\s*\((.*)\)\s*$/.exec(label);
  if (m) out.push(m[1]!, m[2]!);
  // "Greenhouse gases: carbon dioxide, methane" is also named by its head.
  const head = /^([^:]{3,}):\s/.exec(label);
  if (head) out.push(head[1]!);
  return out;
}

// Words that say nothing about a subject: function words and the vocabulary of asking for help.
export const QUIET_WORDS = new Set(
  `and or but to in on at for with from by as is are be was were it its this that these those what how why when where which who
  do does did can could would should will my our your their his her we they you i me us them not no so if than then into about over
  under up out very more most much many some any all each every both few other such own same just also only too can't don't
  want need needs like help explain explaining understand understanding learn learning learner student students class pupils kids
  children teach teaching teacher lesson lessons topic topics introduction intro basic basics keep keeps mixing mix get gets
  make makes made struggle struggles struggling know year years first new way ways thing things really good well`
    .split(/\s+/)
    .filter(Boolean),
);
