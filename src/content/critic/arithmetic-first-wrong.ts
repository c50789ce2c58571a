// The first chain of a text that does not hold, once every reading a teacher would allow has
// been tried: in one unit, with thousands or the school division sign of Spain and France, with
// cents as parts of a unit, with π as 3.14 or 22/7, on a clock. Apart from arithmetic.ts, which
// says where to look and what to report, because this is the one decision all of it rests on.
import type { Lang } from './text.js';
import { inUnitsOfMoney } from './stated-results.js';
import { chains, DOTTED_THOUSANDS, type Chain } from './arithmetic-reading.js';
import { holds, value, type AsShown } from './arithmetic-holds.js';
import { NEXT_DAY, onTheClock, pastMidnight } from './arithmetic-clocks.js';

/**
 * A chain that changes unit part-way ("0,5 × 1 200 × 20² = 240 000 J = 240 kJ"): its first step
 * holds as written and its last only in one unit. Each step is judged in the reading that fits it.
 */
function stepsHoldOneWayOrTheOther(c: Chain, u: Chain | undefined): boolean {
  if (!u || c.remainder !== undefined || u.sides.length !== c.sides.length || c.sides.length < 3) return false;
  const step = (x: Chain, i: number) => holds({ ...x, sides: [x.sides[i]!, x.sides[i + 1]!] });
  return c.sides.slice(1).every((_, i) => step(c, i) === true || step(u, i) === true);
}

/**
 * "1.0 mol = 1.0 × 32 = 32 g", "2 h = 2 × 60 = 120 km": a quantity, then the product or quotient
 * that turns it into another unit through a rate the working leaves unwritten (a molar mass, a
 * speed), joined by "=" as chemistry and physics working often is. Its first step cannot hold as
 * numbers, and is no slip anyone makes; the steps after it are checked as written.
 */
function fromItsConversion(c: Chain): Chain | undefined {
  const [first, second] = c.sides;
  const lone = first !== undefined && /^\s*(\d+(?:\.\d+)?)\s*$/.exec(first);
  if (!lone || second === undefined) return c;
  const scaled = /^\s*(\d+(?:\.\d+)?)\s*[*/]\s*\(?\s*\d/.exec(second);
  if (!scaled || scaled[1] !== lone[1]) return c;
  return c.sides.length > 2 ? { ...c, sides: c.sides.slice(1) } : undefined;
}

export interface Wrong {
  c: Chain;
  /** How it is recomputed: in one unit when its units change ("12*30 = 3.70" is not "recomputed, 360"). */
  shown: { c: Chain; how: string };
}

/** The first wrong "a = b" chain of a text; `asShown` for results stated in words. */
export function firstWrong(text: string, lang: Lang, asShown: AsShown, asRead = chains(text, lang)): Wrong | undefined {
  const read = asRead.flatMap((c) => fromItsConversion(c) ?? []);
  // A result stated in words is one only after a calculation ("3 × 4 is 12"): "el 20 % son 6" is not one.
  const calculates = (c: Chain) => !asShown || c.sides.some((s) => /[-+*/^]/.test(s.replace(/^\s*-/, '')));
  // "22 h + 8 h = 6 h du matin, le lendemain": hours on a clock that passes midnight count modulo 24.
  const clock = NEXT_DAY.test(text);
  const wrong = read.filter((c) => !c.unknown && calculates(c) && holds(c, asShown) === false && !(clock && onTheClock(c)));
  const divided = schoolDivision(text, lang, read, asShown);
  if (!wrong.length) return divided;
  // A calculation may change unit ("12 × 30 cm = 3,60 m"): it is wrong only if it is wrong in one unit too.
  // A one-unit reading that cannot be evaluated ("22 h 00 + 15 min = 22 h 15", clock times) is no
  // evidence either way, so the chain is not reported.
  const inOneUnit = chains(text, lang, true).flatMap((c) => fromItsConversion(c) ?? []);
  const converted = (c: Chain) => inOneUnit.find((u) => u.eq === c.eq && !u.unknown);
  // Text that reads two ways is wrong only if wrong both ways: "1.200" is 1200 in Spain and France
  // and 1.2 where the point is decimal; "20 : 4 + 1" is a division in Spanish and French schools,
  // while "divisible par 3 : 6 + 4 = 10" is French punctuation before a sum.
  const other = (lang === 'es' || lang === 'fr') && /\d(?:\.\d{3}(?!\d)|\s+:\s+\d)/.test(text) ? chains(text.replace(DOTTED_THOUSANDS, (n) => n.replace(/\./g, '')).replace(/(\d)\s+:\s+(?=\d)/g, '$1 ÷ '), lang) : [];
  // Cents beside whole units of money ("$3.85 + 15 cents = $4.00") read as parts of a unit, or as written ("6 × 40 = 240 cents").
  const money = inUnitsOfMoney(text, lang);
  const inCents = money ? chains(money, lang) : [];
  // π taken as 3.14 or 22/7, as schools do ("π × 3² = 28.26").
  const schoolPi = text.includes('π') ? ['3.14', '22/7'].map((pi) => chains(text, lang, false, pi)) : [];
  const otherwise = (c: Chain) => [other, inCents, ...schoolPi].some((reading) => holds(reading.find((u) => u.eq === c.eq && !u.unknown) ?? c, asShown) === true) || pastMidnight(c, text);
  const c = wrong.find((c) => holds(converted(c) ?? c, asShown) === false && !otherwise(c) && !stepsHoldOneWayOrTheOther(c, converted(c)));
  if (!c) return divided;
  const u = converted(c);
  // Said as the reader reads it: in one unit when the units changed, "2.000" as two thousand in Spanish and French.
  const thousands = other.find((o) => o.eq === c.eq && !o.unknown);
  const shown = u && u.sides.join() !== c.sides.join() ? { c: u, how: 'recomputed in one unit' } : thousands ? { c: thousands, how: 'recomputed' } : { c, how: 'recomputed' };
  return { c, shown };
}

/**
 * "20 : 4 = 6": the school division sign of Spain and France, where the text as written holds no
 * calculation at that "=" (the ":" cuts it). Only a plain "a : b" with a at least b is read so:
 * "Étape 1 : 8 = 8" is a step's number, not 1 ÷ 8.
 */
const SCHOOL_DIVISION = /(^|[^\d.,\u00a0 ][ \u00a0]*|\p{L}[ \u00a0]+)(\d+(?:[.,]\d+)?)\s+:\s+(\d+(?:[.,]\d+)?\s*=)/gmu;

function schoolDivision(text: string, lang: Lang, read: Chain[], asShown: AsShown): Wrong | undefined {
  if ((lang !== 'es' && lang !== 'fr') || !/\d\s+:\s+\d/.test(text)) return undefined;
  // Only "a : b =" with nothing between b and "=", and a not the number of a word before it ("par 1 000 : 3 km = 3 000 m").
  const divisions = text.replace(SCHOOL_DIVISION, (all, before: string, a: string, b: string) => (/\p{L}[ \u00a0]*$/u.test(before) ? all : `${before}${a} ÷ ${b}`));
  if (divisions === text) return undefined;
  const c = chains(divisions, lang).find((o) => {
    const m = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(o.sides[0]!);
    return m && Number(m[1]) >= Number(m[2]) && !o.unknown && !read.some((r) => r.eq === o.eq) && holds(o, asShown) === false;
  });
  return c && { c, shown: { c, how: 'recomputed' } };
}

export const recomputed = (w: Wrong) => `${w.shown.how}, ${w.shown.c.sides[0]} = ${+value(w.shown.c.sides[0]!)!.toPrecision(12)}`;
