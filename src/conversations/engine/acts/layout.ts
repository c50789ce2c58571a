// The compact layout both scorers share (model.ts, mi.ts): keys interned to integer ids once at
// load, and word pairs found through a per-word slice of an Int32Array, searched by the second
// word's id, instead of a map per word. On a busy server most look-ups into the models' tables miss
// the CPU's caches, so a turn's cost follows the number of separate places it reads.

/** A pair feature waiting for its row: first word's id, its slot, second word's id, and what to place. */
export type PendingPair<T> = [first: number, slot: number, second: number, feature: T];

/**
 * Fills `slots[first * stride + slot]` with the start of each first word's slice in the returned
 * array, laid out as [n, (second id, row) * n] sorted by second id; `place` gives each feature's
 * row, called in slice order so a word's pairs sit side by side.
 */
export function pairSlices<T>(list: Array<PendingPair<T>>, slots: Int32Array, stride: number, place: (feature: T) => number): Int32Array {
  list.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const pairs = new Int32Array(list.length * 3);
  let p = 0;
  for (let i = 0; i < list.length; ) {
    const [first, slot] = list[i]!;
    const start = p++;
    slots[first * stride + slot] = start;
    for (; i < list.length && list[i]![0] === first && list[i]![1] === slot; i++) {
      pairs[p++] = list[i]![2];
      pairs[p++] = place(list[i]![3]);
      pairs[start]!++;
    }
  }
  return pairs.slice(0, p);
}

/** The row of the pair (first word's slice at `start`, second word's id), or -1 for none. */
export function pairRow(pairs: Int32Array, start: number, second: number): number {
  if (start < 0 || second < 0) return -1;
  let lo = 0;
  let hi = pairs[start]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const id = pairs[start + 1 + 2 * mid]!;
    if (id === second) return pairs[start + 2 + 2 * mid]!;
    if (id < second) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Gives each new key the next id. */
export function interner(ids: Map<string, number>): (key: string) => number {
  return (key) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
}
