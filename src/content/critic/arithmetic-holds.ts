// Whether a chain read by arithmetic-reading.ts holds: its sides evaluated with mathjs and
// compared as a reader compares them (to the places written, a result in words rounded as shown,
// a whole-number division with its remainder), and the finding that says it does not. Apart
// because every other arithmetic reading (steps, conversions, clocks) judges with these.
import { mathjs } from '../math.js';
import type { Finding } from './findings.js';
import type { Chain } from './arithmetic-reading.js';

/**
 * A side that is unsigned numbers joined by operators of one precedence, "+" and "-" or "*" and
 * "/" ("75", "12.5", "300 / 4", "2 + 3 - 1"), with only the spaces and tabs mathjs skips: mathjs
 * reads each number as `Number` does and applies the operators left to right with JavaScript's
 * own arithmetic, so such a side is computed so and not parsed (most sides of a critique's chains
 * are; a line break would make two statements, so it is not among the spaces).
 */
const SIMPLE_SIDE = /^[ \t]*\d+(?:\.\d+)?(?:[ \t]*[-+][ \t]*\d+(?:\.\d+)?)*[ \t]*$|^[ \t]*\d+(?:\.\d+)?(?:[ \t]*[*/][ \t]*\d+(?:\.\d+)?)*[ \t]*$/;
const TERM = /([-+*/]?)[ \t]*(\d+(?:\.\d+)?)/g;

function simpleValue(expr: string): number {
  let v = 0;
  for (const [, op, n] of expr.matchAll(TERM)) {
    const x = Number(n);
    v = op === '+' ? v + x : op === '-' ? v - x : op === '*' ? v * x : op === '/' ? v / x : x;
  }
  return v;
}

export function value(expr: string, scope: Record<string, number> = {}): number | undefined {
  if (SIMPLE_SIDE.test(expr)) {
    const v = simpleValue(expr);
    return Number.isFinite(v) ? v : undefined;
  }
  try {
    // "−10% / 25%" is (−10/100) / (25/100): each percentage is its own fraction.
    const v: unknown = mathjs().evaluate(expr.replace(/(\d+(?:\.\d+)?)\s*%/g, '($1/100)').replace(/%/g, '/100'), scope);
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Equal as a reader would judge: to the places a decimal is written to, else to rounding error. */
export function same(a: number, b: number, written: string[]): boolean {
  const places = Math.max(0, ...written.map((w) => /^\s*-?\d+\.(\d+)\s*$/.exec(w)?.[1]?.length ?? 0));
  const tolerance = places ? 0.5 * 10 ** -places + 1e-9 : 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= tolerance;
}

const PER_CENT = /%\s*$/;
/** The finest amount of money a price shows. */
const CENT = 0.01;
const BINARY = /^\s*[01]{3,}\s*$/;

/**
 * "25 ÷ 2 = 12 remainder 1": a whole-number division holds when dividend = divisor × quotient +
 * remainder, the remainder below the divisor; undefined when it is not "a / b = q" in whole numbers.
 */
function divisionHolds(c: Chain, remainder: number): boolean | undefined {
  const m = /^(.+)\/\s*\(?\s*(\d+)\s*\)?$/.exec(c.sides[0]!);
  const [dividend, divisor, quotient] = [m && value(m[1]!), m && Number(m[2]), value(c.sides.at(-1)!)];
  if (c.sides.length !== 2 || !m || dividend == null || !divisor || quotient === undefined || ![dividend, quotient].every(Number.isInteger)) return undefined;
  return dividend === divisor * quotient + remainder && remainder < divisor;
}

/** A side that is one number as written, maybe a percentage: "12", "0.75", "13 %". */
const LONE = /^\s*-?\d+(?:\.(\d+))?\s*(%?)\s*$/;

/**
 * How a result stated in words is read: `true`, right to the places it shows; `'money'`, an amount
 * of money, which can always show cents, so "36 € − 15 % is 31 €" (30,60 €) is not rounded.
 */
export type AsShown = boolean | 'money';

/**
 * A result written in words is read as a reader reads it: a value that needs more places than the
 * calculation's numbers and the result show may be rounded either way ("1 200 ÷ 9 200 is 13 %",
 * "1/3 is 0.33", "50 ÷ 8 is 7 boxes"); one that does not ("3 × 4,50 is 13,50", not 14) must be
 * that value, and an amount of money shows cents whatever places it is written to. `a` and `b`
 * are the two sides' values, `wa` and `wb` as written; a percentage is a fraction unless
 * `perCentAsNumber`.
 */
function roundedAsShown(a: number, b: number, wa: string, wb: string, perCentAsNumber: boolean, money = false): boolean {
  const [la, lb] = [LONE.exec(wa), LONE.exec(wb)];
  if (!la === !lb) return false;
  const [computed, shown, m, expression] = lb ? [a, b, lb, wa] : [b, a, la!, wb];
  const scale = m[2] && !perCentAsNumber ? 0.01 : 1;
  const unit = 10 ** -(m[1]?.length ?? 0) * scale;
  const inputPlaces = Math.max(0, ...[...expression.matchAll(/\d\.(\d+)/g)].map((d) => d[1]!.length));
  const finest = Math.min(unit, 10 ** -inputPlaces * scale, money ? CENT : Infinity);
  if (Math.abs(computed / finest - Math.round(computed / finest)) < 1e-9) return false;
  return Math.abs(computed - shown) < unit;
}

/**
 * Whether a chain without unknowns holds; undefined when it cannot be evaluated. `asShown`: a
 * result stated in words, right when right to the places it shows.
 */
export function holds(c: Chain, asShown: AsShown = false): boolean | undefined {
  // Not a whole-number division after all ("20 − 5 = 15 and 3 left"): the chain is read as written.
  if (c.remainder !== undefined) return divisionHolds(c, c.remainder) ?? holds({ ...c, remainder: undefined }, asShown);
  const agree = (vs: Array<number | undefined>, perCentAsNumber: boolean) =>
    vs.every((v, i) => i === 0 || same(vs[0]!, v!, [c.sides[0]!, c.sides[i]!]) || (!!asShown && roundedAsShown(vs[0]!, v!, c.sides[0]!, c.sides[i]!, perCentAsNumber, asShown === 'money')));
  const vs = c.sides.map((s) => value(s));
  if (vs.some((v) => v === undefined)) return undefined;
  if (agree(vs, false)) return true;
  // "1011 = 8 + 0 + 2 + 1 = 11": a numeral of ones and zeros may be written in base 2.
  if (BINARY.test(c.sides[0]!) && agree([parseInt(c.sides[0]!, 2), ...vs.slice(1)], false)) return true;
  // "(104 − 100) ÷ 100 × 100 = 4 %": a side ending in % may give the number of per cent (4)
  // rather than the fraction (0.04); either reading holding is enough.
  if (!c.sides.some((s) => PER_CENT.test(s))) return false;
  const asPerCent = c.sides.map((s) => value(s.replace(PER_CENT, '')));
  return !asPerCent.some((v) => v === undefined) && agree(asPerCent, true);
}

export const claimOf = (c: Chain) => (c.unknown && c.sides.length === 2 && c.sides[0] === c.unknown && !c.sides[1]!.includes(c.unknown) ? { unknown: c.unknown, value: value(c.sides[1]!) } : undefined);
export const equationOf = (cs: Chain[]) => cs.find((c) => c.unknown && !claimOf(c));

/** Whether `value` solves the equation (undefined when it cannot be evaluated). */
export function solves(eq: Chain, unknown: string, v: number): boolean | undefined {
  const vs = eq.sides.map((s) => value(s, { [unknown]: v }));
  if (vs.some((x) => x === undefined)) return undefined;
  return vs.every((x) => same(vs[0]!, x!, []));
}

export function finding(location: string, quote: string, explanation: string): Finding {
  return { type: 'arithmetic_error', check: 'factual', severity: 'high', title: 'Arithmetic does not hold', location, quote, explanation, fix: 'Redo the calculation and correct every step that depends on it.' };
}

/** A sentence short enough to quote. */
export const quoted = (s: string) => (s.length > 200 ? `${s.slice(0, 199)}…` : s);
