// Written units read as mathjs units (a maintained unit library), shared by the quantity check
// (two values of one quantity compared in one unit) and the arithmetic check (a calculation that
// changes unit mid-way, "12 × 30 cm = 3,60 m"). A unit is read whole: "g/cm³" is a density and
// "cm³" a volume, never a mass "g" or a length "cm" followed by other characters.
import { mathjs } from '../math.js';
import { EmptiedWhenFull } from '../../shared/bounded-memo.js';

/** Written units to mathjs units (percent is handled apart). */
const UNITS: Record<string, string> = {
  '°c': 'degC', 'ºc': 'degC', '°f': 'degF', 'ºf': 'degF',
  km: 'km', m: 'm', cm: 'cm', mm: 'mm', kg: 'kg', g: 'g', mg: 'mg', t: 'tonne',
  l: 'L', ml: 'mL', litre: 'L', litres: 'L', liter: 'L', liters: 'L', litro: 'L', litros: 'L',
  s: 's', sec: 's', second: 's', seconds: 's', segundo: 's', segundos: 's', seconde: 's', secondes: 's',
  min: 'minute', minute: 'minute', minutes: 'minute', minuto: 'minute', minutos: 'minute',
  h: 'hour', hour: 'hour', hours: 'hour', hora: 'hour', horas: 'hour', heure: 'hour', heures: 'hour',
  day: 'day', days: 'day', día: 'day', días: 'day', jour: 'day', jours: 'day',
  year: 'year', years: 'year', año: 'year', años: 'year', an: 'year', ans: 'year',
  n: 'N', kj: 'kJ', j: 'J', w: 'W', kw: 'kW', hz: 'Hz',
};

/** Words that are units (the quantity check leaves them out of what a number is about). */
export const UNIT_WORDS: ReadonlySet<string> = new Set(Object.keys(UNITS));

/**
 * A written unit after a number, in text already through `prepare` (powers as "^2"): a word, a
 * power of it, or a ratio of two ("km/h", "g/cm^3"). Temperatures and percent are their own forms.
 */
export const UNIT_SOURCE = String.raw`%|[°º][CF]|\p{L}+(?:\^[23])?(?:\/\p{L}+(?:\^[23])?)?`;

/** The mathjs unit for a written one ("g/cm^3" -> "g/cm^3", "km/h" -> "km/hour"), if every part is known. */
export function mathjsUnit(written: string): string | undefined {
  const parts = written.split('/');
  const out: string[] = [];
  for (const part of parts) {
    const m = /^(.+?)(\^[23])?$/u.exec(part);
    const unit = m && UNITS[m[1]!.toLowerCase()];
    if (!unit) return undefined;
    out.push(unit + (m[2] ?? ''));
  }
  return out.join('/');
}

export interface Measure {
  /** In the base (SI) unit of its dimension, or in percent. */
  value: number;
  /** The SI units of the dimension ("m", "kg / m^3"), or "percent". */
  dimension: string;
}

/** mathjs's conversions already made: a unit object per quantity was a tenth of a critique. */
const MEASURES_KEPT = 20_000;
const conversions = new EmptiedWhenFull<string, Measure | undefined>(MEASURES_KEPT);

/** `n` of the written unit in SI; undefined when the unit is not one we read. */
export function measure(n: number, written: string): Measure | undefined {
  if (written === '%') return { value: n, dimension: 'percent' };
  // Keyed as written: most numbers are followed by a word that is no unit ("3 layers"), known
  // to be none after its first reading.
  const key = `${n} ${written}`;
  if (conversions.has(key)) return conversions.get(key);
  const mjs = mathjsUnit(written);
  const m = mjs ? convert(n, mjs) : undefined;
  conversions.set(key, m);
  return m;
}

function convert(n: number, mjs: string): Measure | undefined {
  try {
    const base = mathjs().unit(n, mjs).toSI();
    return { value: base.toNumber(), dimension: base.formatUnits() };
  } catch {
    return undefined;
  }
}

/**
 * Units read only inside a calculation that changes unit ("32 W × 5 h = 160 Wh = 0,16 kWh",
 * "25 cl = 0,25 L"), not by the quantity check: a value in them is not compared across the content.
 */
const CONVERSION_ONLY: Record<string, string> = {
  wh: 'Wh', kwh: 'kWh', mwh: 'MWh', cl: 'cL', dl: 'dL', dm: 'dm', mn: 'minute', hr: 'hour', hrs: 'hour', kms: 'km', cms: 'cm', mins: 'minute',
  // Amounts of data, in the decimal (SI) prefixes school courses use ("32 GB = 32 × 1,000 = 32,000 MB"); octets in French.
  kb: 'kB', mb: 'MB', gb: 'GB', tb: 'TB', ko: 'kB', mo: 'MB', go: 'GB',
  // Bytes written out ("480,000 bytes = 0.48 MB", "octets", "bytes" in Spanish too).
  byte: 'B', bytes: 'B', octet: 'B', octets: 'B',
  // Electric current, potential and resistance, as a circuit's working writes them ("0,02 A = 20 mA"):
  // read only in a calculation that changes unit, where "a" or "v" is next to a number and another
  // unit of the same kind is written too.
  a: 'A', ma: 'mA', v: 'V', mv: 'mV', kv: 'kV', 'ω': 'ohm', 'kω': 'kohm',
};
const conversionFactors = new Map<string, { factor: number; dimension: string } | undefined>();

/**
 * How many SI units one of the written unit is, for units that scale (not °C or °F, whose zero
 * is elsewhere); undefined otherwise. `inCalculation` also reads the units only a calculation uses.
 */
export function siFactor(written: string, inCalculation = false): { factor: number; dimension: string } | undefined {
  const mjs = mathjsUnit(written);
  if (!mjs || /deg[CF]/.test(mjs)) return inCalculation ? calculationFactor(written) : undefined;
  const one = measure(1, written);
  return one && { factor: one.value, dimension: one.dimension };
}

function calculationFactor(written: string): { factor: number; dimension: string } | undefined {
  const key = written.toLowerCase();
  const mjs = Object.hasOwn(CONVERSION_ONLY, key) ? CONVERSION_ONLY[key] : undefined;
  if (!mjs) return undefined;
  if (!conversionFactors.has(key)) {
    const one = convert(1, mjs);
    conversionFactors.set(key, one && { factor: one.value, dimension: one.dimension });
  }
  return conversionFactors.get(key);
}
