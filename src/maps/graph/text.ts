// Text helpers shared by the graph engine and the generators. Comparisons are by code unit, never
// locale-dependent, so the same input gives the same map on every machine.
import { EmptiedWhenFull, memoize } from '../../shared/bounded-memo.js';

/**
 * A text function remembered for the strings it has seen. The built-in generator hands the graph
 * engine the knowledge base's own labels and descriptions, the same strings on every map, and
 * normalising them (NFC or NFKC, then a regular expression) was a tenth of a map's CPU; a hit also
 * returns the same string object as before, whose hash the engine's later lookups find cached.
 * Bounded, emptied when full: a working set that repeats, and text from requests (a model's
 * labels) cannot grow it for ever.
 */
function remembered(fn: (s: string) => string, max = 20_000): (s: string) => string {
  return memoize(fn, new EmptiedWhenFull<string, string>(max));
}

const collapse = remembered((s) => s.normalize('NFC').replace(/\s+/gu, ' ').trim());

/** Collapses whitespace and trims; used for labels as displayed. */
export function cleanLabel(s: string, max = 200): string {
  const collapsed = collapse(s);
  return collapsed.length > max ? collapsed.slice(0, max).trimEnd() : collapsed;
}

/** The identity of a concept: two labels with the same key name the same concept. */
export const labelKey: (s: string) => string = remembered((s) => s.normalize('NFKC').toLowerCase().replace(/[\s_\-‐-―]+/gu, ' ').trim());

/** A readable id from a label: lowercase letters and digits of any script, joined by '-'. */
export function slugify(s: string): string {
  const slug = s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'node';
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
