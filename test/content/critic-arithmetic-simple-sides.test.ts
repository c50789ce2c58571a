// The arithmetic check computes a side that is plain numbers joined by operators of one precedence
// ("75", "300 / 4", "2 + 3 - 1") itself instead of with mathjs (most sides of a chain are such):
// both must give the same value, or none, for every such side.
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

/** A number of the kind lessons write, from a seed: whole, decimal, with leading zeros, long. */
const number = (i: number) => [`${(i * 7919) % 1_000_003}`, `${(i * 31) % 1000}.${(i * 104729) % 100_000}`, `0${i % 10}`, '0', `${i % 7}`, `${(i * 7919) % 97}.5`][i % 6]!;
const spaces = (i: number) => ['', ' ', '  ', '\t'][i % 4]!;

describe('arithmetic: plain numbers and one-precedence operators computed as mathjs computes them', () => {
  it('one number: whole, decimal, leading zeros, long and huge, spaces and tabs', () => {
    const sides = ['0', '00', '007', '12.5', '0.1', '2.50', ' 75 ', '\t75\t', '3.14159265358979323846', '12345678901234567890', '9007199254740993', `1${'0'.repeat(400)}`, `0.${'0'.repeat(400)}1`];
    for (let i = 0; i < 2000; i++) sides.push(number(i));
    for (const s of sides) expect(value(s), s).toBe(byMathjs(s));
  });

  it('numbers joined by "+" and "-", or by "*" and "/", left to right; division by zero', () => {
    const sides = ['5 / 0', '0 / 0', '0/0', '1 - 1', '0.1 + 0.2', '0.3 - 0.1', '1 / 3 * 3', '2 * 3 / 4', '10 - 2 - 3', '100 / 10 / 5', `1${'0'.repeat(300)} * 1${'0'.repeat(300)}`];
    for (let i = 0; i < 3000; i++) {
      const ops = i % 2 ? ['+', '-'] : ['*', '/'];
      let s = number(i);
      for (let k = 0; k < 1 + (i % 4); k++) s += `${spaces(i + k)}${ops[(i >> k) % 2]}${spaces(i + k + 1)}${number(i * 13 + k)}`;
      sides.push(s);
    }
    for (const s of sides) expect(value(s), s).toBe(byMathjs(s));
  });

  it('what is not such a side still goes to mathjs', () => {
    for (const s of ['75\n', '-3', '1e3', '.5', '5.', '2 + 3 * 4', '2 * 3 + 4', '(4)', '2 ^ 3', '8 - -2', '1 + 2\n']) expect(value(s), s).toBe(byMathjs(s));
    expect(value('50%')).toBe(0.5);
  });
});
