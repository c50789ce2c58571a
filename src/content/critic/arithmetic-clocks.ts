// Hours on a clock, which count again from 0 after 24: a sum of hours that passes midnight holds
// though it does not hold as numbers. Apart because it is an exception the first wrong chain
// (arithmetic-first-wrong.ts) asks about, with words of its own (the next day, a.m.).
import type { Chain } from './arithmetic-reading.js';
import { value } from './arithmetic-holds.js';

/** Words that put a time of day across midnight: the next day, the morning, a.m. */
export const NEXT_DAY = /(?<!\p{L})(?:the next day|next morning|the day before|a\.m\.|p\.m\.|in the morning|le lendemain|la veille|du matin|du soir|del día siguiente|al día siguiente|el día anterior|de la mañana|de la madrugada|de la noche)(?!\p{L})/iu;
/** A chain whose sides agree as hours on a clock (modulo 24), each a time of day under 48 h. */
export function onTheClock(c: Chain): boolean {
  const vs = c.sides.map((s) => value(s));
  return vs.every((v) => v !== undefined && Math.abs(v) < 48) && vs.every((v) => ((((v! - vs[0]!) % 24) + 24) % 24) < 1e-9);
}

/**
 * Hours added to or taken from a clock time that pass midnight ("Il est 22 h à Paris : 22 h + 8 h
 * = 6 h du matin, le lendemain", "11 pm + 3 hours = 2 am"): a clock counts again from 0 after 24
 * hours, so a sum of hours that holds but for a whole number of days holds. Only sums and
 * differences in a text that speaks of hours, with a result a clock can show.
 */
export function pastMidnight(c: Chain, text: string): boolean {
  if (c.sides.length !== 2 || /[*/^%]/.test(c.sides.join('')) || !HOURS.test(text)) return false;
  const [l, r] = c.sides.map((x) => value(x));
  if (l === undefined || r === undefined || r < 0 || r >= 24) return false;
  const days = (l - r) / 24;
  return days !== 0 && Math.abs(days - Math.round(days)) < 1e-9;
}
const HOURS = /\d\s?h(?!\p{L})|(?<!\p{L})(?:hours?|heures?|horas?|o['’]clock|[ap]\.?m\.?)(?!\p{L})|\d:\d\d/iu;
