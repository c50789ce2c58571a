// Quantities that contradict each other across the content: the same thing (the content words
// around the number) given two values, compared in one unit with mathjs's units, so "100 °C" and
// "212 °F" agree and "100 °C" and "90 °C" do not. A quantity is only compared with one in another
// text field (another section, a definition, a rationale); two values within one sentence or
// field are usually a comparison the author meant.
import { mathjs } from '../math.js';
import { stringsOf, type Finding } from './findings.js';
import { prepare } from './arithmetic.js';
import { contentWords, sentences, type Lang } from './text.js';

/** Written units to mathjs units (percent handled apart). */
const UNITS: Record<string, string> = {
  '°c': 'degC', 'ºc': 'degC', '°f': 'degF', 'ºf': 'degF',
  km: 'km', m: 'm', cm: 'cm', mm: 'mm', kg: 'kg', g: 'g', mg: 'mg', t: 'tonne',
  l: 'L', ml: 'mL', litre: 'L', litres: 'L', liter: 'L', liters: 'L', litro: 'L', litros: 'L',
  s: 's', sec: 's', second: 's', seconds: 's', segundo: 's', segundos: 's', seconde: 's', secondes: 's',
  min: 'minute', minute: 'minute', minutes: 'minute', minuto: 'minute', minutos: 'minute',
  h: 'hour', hour: 'hour', hours: 'hour', hora: 'hour', horas: 'hour', heure: 'hour', heures: 'hour',
  day: 'day', days: 'day', día: 'day', días: 'day', jour: 'day', jours: 'day',
  year: 'year', years: 'year', año: 'year', años: 'year', an: 'year', ans: 'year',
  'm/s': 'm/s', 'km/h': 'km/h', 'km/s': 'km/s', n: 'N', kj: 'kJ', j: 'J', w: 'W', kw: 'kW', hz: 'Hz',
};
const UNIT_WORDS = new Set(Object.keys(UNITS));
const QUANTITY = /(\d+(?:\.\d+)?)\s?(%|[°º][CF]|km\/[hs]|m\/s|\p{L}+)/giu;

interface Quantity {
  where: string;
  sentence: string;
  written: string;
  /** In the base unit of its dimension (or percent). */
  value: number;
  dimension: string;
  around: Set<string>;
}

/** mathjs's conversions already made: a unit object per quantity was a tenth of a critique. */
const MEASURES_KEPT = 20_000;
const conversions = new Map<string, { value: number; dimension: string } | undefined>();

function measure(n: number, u: string): { value: number; dimension: string } | undefined {
  if (u === '%') return { value: n, dimension: 'percent' };
  const mjs = UNITS[u.toLowerCase()];
  if (!mjs) return undefined;
  const key = `${n} ${mjs}`;
  if (conversions.has(key)) return conversions.get(key);
  if (conversions.size >= MEASURES_KEPT) conversions.clear();
  const m = convert(n, mjs);
  conversions.set(key, m);
  return m;
}

function convert(n: number, mjs: string): { value: number; dimension: string } | undefined {
  try {
    const q = mathjs().unit(n, mjs);
    const base = q.toSI();
    return { value: base.toNumber(), dimension: base.formatUnits() };
  } catch {
    return undefined;
  }
}

function quantitiesIn(text: string, where: string, lang: Lang): Quantity[] {
  const out: Quantity[] = [];
  for (const sentence of sentences(text, lang)) {
    const prepared = prepare(sentence, lang);
    for (const m of prepared.matchAll(QUANTITY)) {
      const measured = measure(Number(m[1]), m[2]!);
      if (!measured) continue;
      // The words around the number say what it measures: four before, four after.
      const before = contentWords(prepared.slice(0, m.index), lang).slice(-4);
      const after = contentWords(prepared.slice(m.index + m[0].length), lang).slice(0, 4);
      const around = new Set([...before, ...after].filter((w) => !UNIT_WORDS.has(w)));
      out.push({ where, sentence, written: m[0], ...measured, around });
    }
  }
  return out;
}

function sameThing(a: Quantity, b: Quantity): boolean {
  const shared = [...a.around].filter((w) => b.around.has(w)).length;
  return shared >= 2 && shared / Math.min(a.around.size, b.around.size) >= 0.4;
}

export function quantityFindings(content: unknown, lang: Lang): Finding[] {
  const out: Finding[] = [];
  const seen: Quantity[] = [];
  const reported = new Set<string>();
  const fields = stringsOf(content).map((s) => ({ s, here: quantitiesIn(s.text, s.where, lang) }));
  const all = fields.flatMap((f) => f.here);
  // An exercise: a worked example or check question, all of its fields together.
  const exerciseOf = (w: string) => /^\/(?:workedExamples|checkQuestions)\/\d+/.exec(w)?.[0];
  for (const { here } of fields) {
    for (const q of here) {
      const differ = (a: number, b: number) => Math.abs(a - b) > 0.02 * Math.max(Math.abs(a), Math.abs(b));
      // A sentence that states both values relates them ("20% off means you pay 80%"): no clash.
      const alsoHere = (p: Quantity) => here.some((o) => o.sentence === q.sentence && o.dimension === p.dimension && !differ(o.value, p.value));
      // Two exercises may use any numbers they like; an exercise is compared with the explanation.
      const exercise = (w: string) => /^\/(?:workedExamples|checkQuestions)\//.test(w);
      // An exercise that itself states the other value works from it ("the mantle ends at 2900 km
      // ... so about 2830 km of mantle"): its other numbers are given or derived, not a rival value.
      const usedByExercise = (p: Quantity) => exerciseOf(q.where) !== undefined && all.some((o) => exerciseOf(o.where) === exerciseOf(q.where) && o.dimension === p.dimension && !differ(o.value, p.value));
      const clash = seen.find((p) => p.where !== q.where && !(exercise(p.where) && exercise(q.where)) && p.dimension === q.dimension && sameThing(p, q) && differ(p.value, q.value) && !alsoHere(p) && !usedByExercise(p));
      if (clash && !reported.has(q.where)) {
        reported.add(q.where);
        out.push({
          type: 'quantity_contradiction',
          check: 'factual',
          severity: 'high',
          title: 'Two values for one quantity',
          location: q.where,
          quote: q.sentence,
          explanation: `"${q.written}" here contradicts "${clash.written}" at ${clash.where || '/'} ("${clash.sentence}"), converted to the same unit.`,
          fix: 'Check which value is right and use it everywhere.',
        });
      }
    }
    seen.push(...here);
  }
  return out;
}
