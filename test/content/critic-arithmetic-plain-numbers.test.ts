// The arithmetic check reads a side that is one plain number with Number instead of mathjs (most
// results of a chain are one): both must give the same value, or none, for every such side.
import { describe, expect, it } from 'vitest';
import { value } from '../../src/content/critic/arithmetic-holds.js';
import { mathjs } from '../../src/content/math.js';

const byMathjs = (expr: string) => {
  try {
    const v: unknown = mathjs().evaluate(expr);
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  } catch {
    return undefined;
  }
};

describe('arithmetic: a plain number read as mathjs reads it', () => {
  it('whole numbers, decimals, leading zeros, long and huge numbers, spaces and tabs', () => {
    const sides = ['0', '00', '007', '12.5', '0.1', '2.50', ' 75 ', '\t75\t', '3.14159265358979323846', '12345678901234567890', '9007199254740993', `1${'0'.repeat(400)}`, `0.${'0'.repeat(400)}1`];
    for (let i = 0; i < 2000; i++) sides.push(`${(i * 7919) % 1_000_003}${i % 2 ? `.${(i * 104729) % 100_000}` : ''}`);
    for (const s of sides) expect(value(s), s).toBe(byMathjs(s));
  });

  it('what is not a plain number still goes to mathjs', () => {
    for (const s of ['75\n', '-3', '1e3', '.5', '5.', '2 + 3', '(4)', '50%']) expect(value(s), s).toBe(s === '50%' ? 0.5 : byMathjs(s));
  });
});
