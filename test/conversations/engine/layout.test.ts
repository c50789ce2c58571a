// The compact layout's pair slices (acts/layout.ts): every pair is found by its two ids, in any
// order of arrival, and a pair the model does not hold is -1, not a neighbour's row.
import { describe, expect, it } from 'vitest';
import { interner, pairRow, pairSlices, type PendingPair } from '../../../src/conversations/engine/acts/layout.js';

describe('pair slices', () => {
  const ids = new Map<string, number>();
  const id = interner(ids);
  const names = ['talk_about', 'i_think', 'talk_to', 'i_am', 'i_will', 'we_can'];
  const stride = 2;
  const list: Array<PendingPair<string>> = names.map((n) => {
    const [a, b] = n.split('_') as [string, string];
    return [id(a), 1, id(b), n];
  });
  const slots = new Int32Array(ids.size * stride).fill(-1);
  const rowOf = new Map<number, string>();
  let next = 100;
  const pairs = pairSlices(list, slots, stride, (name) => {
    rowOf.set(next, name);
    return next++;
  });
  const find = (a: string, b: string) => pairRow(pairs, slots[(ids.get(a) ?? 0) * stride + 1]!, ids.get(b) ?? -1);

  it('finds every pair by its first word slice and second word id', () => {
    for (const n of names) {
      const [a, b] = n.split('_') as [string, string];
      expect(rowOf.get(find(a, b))).toBe(n);
    }
  });

  it('answers -1 for a pair it does not hold, an unknown second word, or a word that opens none', () => {
    expect(find('talk', 'think')).toBe(-1);
    expect(find('i', 'nowhere')).toBe(-1);
    expect(pairRow(pairs, slots[ids.get('about')! * stride + 1]!, ids.get('i')!)).toBe(-1);
  });

  it('gives the same key the same id', () => {
    expect(id('talk')).toBe(ids.get('talk'));
    expect(new Set(ids.values()).size).toBe(ids.size);
  });
});
