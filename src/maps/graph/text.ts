// Text helpers shared by the graph engine and the generators. Comparisons are by code unit, never
// locale-dependent, so the same input gives the same map on every machine.

/** Collapses whitespace and trims; used for labels as displayed. */
export function cleanLabel(s: string, max = 200): string {
  const collapsed = s.normalize('NFC').replace(/\s+/gu, ' ').trim();
  return collapsed.length > max ? collapsed.slice(0, max).trimEnd() : collapsed;
}

/** The identity of a concept: two labels with the same key name the same concept. */
export function labelKey(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[\s_\-‐-―]+/gu, ' ').trim();
}

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
