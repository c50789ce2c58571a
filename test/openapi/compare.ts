// Compares two OpenAPI documents leaf by leaf. What the older document says, the newer must say
// the same way; the newer may say more (a tag, an example, a further response). Parameters are
// matched by place and name, not by order.
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface Difference {
  path: string;
  kind: 'removed' | 'changed' | 'added';
  before?: Json;
  after?: Json;
}

const keyOf = (item: Json): string | undefined =>
  item && typeof item === 'object' && !Array.isArray(item) && typeof item.in === 'string' && typeof item.name === 'string' ? `${item.in}:${item.name}` : undefined;

/** A key as one step of a difference's path (`/` in a key, as in `/api/x`, becomes `~`). */
const step = (k: string) => `/${k.replace(/\//g, '~')}`;

export function compareDocuments(before: Json, after: Json, path = ''): Difference[] {
  if (before === after) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const keyed = before.every((b) => keyOf(b) !== undefined) && after.every((a) => keyOf(a) !== undefined);
    if (keyed) {
      const a = new Map(after.map((x) => [keyOf(x)!, x]));
      const b = new Map(before.map((x) => [keyOf(x)!, x]));
      return [
        ...[...b].flatMap(([k, v]) => (a.has(k) ? compareDocuments(v, a.get(k)!, `${path}[${k}]`) : [{ path: `${path}[${k}]`, kind: 'removed' as const, before: v }])),
        ...[...a].flatMap(([k, v]) => (b.has(k) ? [] : [{ path: `${path}[${k}]`, kind: 'added' as const, after: v }])),
      ];
    }
    if (before.length !== after.length) return [{ path, kind: 'changed', before, after }];
    return before.flatMap((b, i) => compareDocuments(b, after[i]!, `${path}[${i}]`));
  }
  if (before && after && typeof before === 'object' && typeof after === 'object' && !Array.isArray(before) && !Array.isArray(after)) {
    return [
      ...Object.keys(before).flatMap((k) => (k in after ? compareDocuments(before[k]!, after[k]!, `${path}${step(k)}`) : [{ path: `${path}${step(k)}`, kind: 'removed' as const, before: before[k]! }])),
      ...Object.keys(after).flatMap((k) => (k in before ? [] : [{ path: `${path}${step(k)}`, kind: 'added' as const, after: after[k]! }])),
    ];
  }
  return [{ path, kind: 'changed', before, after }];
}

/** One line per difference, for a reader (the diff of a refactoring). */
export function formatDifferences(diffs: Difference[]): string {
  const show = (v: Json | undefined) => {
    const s = JSON.stringify(v);
    return s === undefined ? '' : s.length > 200 ? `${s.slice(0, 200)}…` : s;
  };
  return diffs.map((d) => `${d.kind.padEnd(7)} ${d.path}${d.kind === 'changed' ? `: ${show(d.before)} -> ${show(d.after)}` : `: ${show(d.before ?? d.after)}`}`).join('\n');
}
