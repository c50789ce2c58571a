// The failure-pattern condition language: grammar, precedence, variables and readable errors.
import { describe, expect, it } from 'vitest';
import { compileCondition, conditionProblem, VAR_INDEX, VARIABLE_NAMES, type Variable } from '../../../src/conversations/engine/conditions.js';

function vars(values: Partial<Record<Variable, number>>): Float64Array {
  const v = new Float64Array(VARIABLE_NAMES.length);
  for (const [k, x] of Object.entries(values)) v[VAR_INDEX[k as Variable]] = x;
  return v;
}
const holds = (cond: string, values: Partial<Record<Variable, number>>) => compileCondition(cond)(vars(values));

describe('condition language', () => {
  it.each([
    ['trust < 0.3', { trust: 0.2 }, true],
    ['trust < 0.3', { trust: 0.3 }, false],
    ['trust <= 0.3', { trust: 0.3 }, true],
    ['turn >= 7 and commitment_requests == 0', { turn: 7 }, true],
    ['turn >= 7 and commitment_requests == 0', { turn: 7, commitment_requests: 1 }, false],
    ['hostile_turns >= 1 or pushy_turns >= 2', { pushy_turns: 2 }, true],
    ['closed_question_streak != 0', { closed_question_streak: 0 }, false],
    ['trust_drop > -0.1', { trust_drop: 0 }, true],
    ['resistance > .5', { resistance: 0.6 }, true],
  ] as const)('%s with %o -> %s', (cond, values, expected) => {
    expect(holds(cond, values)).toBe(expected);
  });

  it('and binds tighter than or', () => {
    // a or (b and c): true when only a holds
    expect(holds('turn > 5 or trust < 0.2 and resistance > 0.8', { turn: 6, trust: 0.9 })).toBe(true);
    expect(holds('(turn > 5 or trust < 0.2) and resistance > 0.8', { turn: 6, trust: 0.9 })).toBe(false);
  });

  it('not, nesting and case-insensitive keywords', () => {
    expect(holds('not trust > 0.5', { trust: 0.4 })).toBe(true);
    expect(holds('NOT (trust > 0.5 OR turn > 3)', { trust: 0.4, turn: 1 })).toBe(true);
    expect(holds('not not trust > 0.5', { trust: 0.6 })).toBe(true);
  });

  it('accepts every documented variable', () => {
    for (const v of VARIABLE_NAMES) expect(conditionProblem(`${v} >= 0`), v).toBeUndefined();
  });

  it.each([
    ['', /empty/],
    ['trust', /expected a comparison/],
    ['trust >', /expected a number after ">"/],
    ['trust > high', /expected a number/],
    ['mood > 0.5', /unknown variable "mood".*known variables: trust/],
    ['constructor > 1', /unknown variable/],
    ['trust = 0.5', /use == to compare/],
    ['trust > 0.5 && turn > 2', /use and, or, not/],
    ['(trust > 0.5', /expected "\)"/],
    ['trust > 0.5 turn > 2', /expected "and", "or" or the end, got "turn" at position 13/],
    ['and trust > 1', /expected a variable name/],
  ])('rejects %j with a readable message', (cond, message) => {
    const problem = conditionProblem(cond);
    expect(problem).toBeDefined();
    expect(problem).toMatch(message);
    expect(problem).toMatch(/^invalid condition/);
  });
});
