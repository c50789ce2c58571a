// The shared bounded memos: each stays within its bound, applies the policy its name says, and a
// hit returns the object that was stored, not a copy.
import { describe, expect, it } from 'vitest';
import { EmptiedWhenFull, EvictingOldest, memoize } from '../../src/shared/bounded-memo.js';

const fill = (memo: Map<number, string>, keys: number[]) => keys.forEach((k) => memo.set(k, `v${k}`));

describe('EmptiedWhenFull', () => {
  it('keeps at most max entries and empties itself when a new key finds it full', () => {
    const memo = new EmptiedWhenFull<number, string>(3);
    fill(memo, [1, 2, 3]);
    expect([...memo.keys()]).toEqual([1, 2, 3]);
    memo.set(4, 'v4');
    expect([...memo.keys()]).toEqual([4]);
  });

  it('overwrites a key already there without emptying', () => {
    const memo = new EmptiedWhenFull<number, string>(3);
    fill(memo, [1, 2, 3]);
    memo.set(2, 'again');
    expect([...memo.entries()]).toEqual([[1, 'v1'], [2, 'again'], [3, 'v3']]);
  });

  it('computes a missing value once and hands back the same object on a hit', () => {
    const memo = new EmptiedWhenFull<string, { n: number }>(10);
    let calls = 0;
    const first = memo.remember('a', () => ({ n: ++calls }));
    expect(memo.remember('a', () => ({ n: ++calls }))).toBe(first);
    expect(calls).toBe(1);
  });

  it('refuses a bound that keeps nothing', () => {
    expect(() => new EmptiedWhenFull(0)).toThrow(RangeError);
  });
});

describe('EvictingOldest', () => {
  it('keeps at most max entries and lets the one set longest ago go, first in first out', () => {
    const memo = new EvictingOldest<number, string>(3);
    fill(memo, [1, 2, 3]);
    expect(memo.get(1)).toBe('v1'); // a read does not make an entry younger
    memo.set(4, 'v4');
    expect([...memo.keys()]).toEqual([2, 3, 4]);
    fill(memo, [5, 6, 7]);
    expect(memo.size).toBe(3);
    expect([...memo.keys()]).toEqual([5, 6, 7]);
  });

  it('overwrites a key already there in its place, without evicting', () => {
    const memo = new EvictingOldest<number, string>(3);
    fill(memo, [1, 2, 3]);
    memo.set(1, 'again');
    expect([...memo.entries()]).toEqual([[1, 'again'], [2, 'v2'], [3, 'v3']]);
  });

  it('keeps an entry that is renewed on use (least recently used goes first)', () => {
    const memo = new EvictingOldest<number, string>(3);
    fill(memo, [1, 2, 3]);
    memo.renew(1, 'v1'); // used
    memo.set(4, 'v4');
    expect([...memo.keys()]).toEqual([3, 1, 4]);
    memo.renew(5, 'v5'); // a new key renewed is a new key set
    expect([...memo.keys()]).toEqual([1, 4, 5]);
  });

  it('computes a missing value once and hands back the same object on a hit', () => {
    const memo = new EvictingOldest<string, { n: number }>(2);
    let calls = 0;
    const first = memo.remember('a', () => ({ n: ++calls }));
    expect(memo.remember('a', () => ({ n: ++calls }))).toBe(first);
    expect(calls).toBe(1);
  });

  it('refuses a bound that keeps nothing', () => {
    expect(() => new EvictingOldest(0)).toThrow(RangeError);
  });
});

describe('memoize', () => {
  it('calls the function once per key while it is kept, and again after its memo let it go', () => {
    const seen: string[] = [];
    const upper = memoize((s: string) => {
      seen.push(s);
      return { s: s.toUpperCase() };
    }, new EmptiedWhenFull<string, { s: string }>(2));
    const a = upper('a');
    expect(upper('a')).toBe(a);
    upper('b');
    upper('c'); // full: emptied, then c
    expect(upper('a')).not.toBe(a);
    expect(upper('a')).toEqual(a);
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
