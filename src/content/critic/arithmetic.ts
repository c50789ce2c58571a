// Arithmetic and algebra, recomputed with mathjs (a maintained math library; we never parse
// maths ourselves beyond finding where it is). Every "a = b = c" chain without an unknown is
// evaluated; a worked example's or check question's claimed solution ("x = 5") is put back into
// the equation it answers; a check question that asks for a value is computed and compared; in
// SATA, an option's `correct` is compared with the truth of what it states.
import { mathjs } from '../math.js';
import type { Mode } from '../content-schemas.js';
import { pointer, type Finding } from './findings.js';
import { arr, distractorTexts, str } from './items.js';
import type { Lang } from './text.js';
import { siFactor, UNIT_SOURCE } from './units.js';

type Obj = Record<string, unknown>;

/** Single letters read as unknowns; others ("a", "y" in Spanish, "m" for metres) are words or units. */
const UNKNOWN: Record<Lang, string> = { en: 'xyzn', es: 'xzn', fr: 'xzn', other: 'xzn' };

const SUPERSCRIPT_DIGITS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
const SUPERSCRIPTS = /[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+/g;
/** "1.000", "12.345.678": thousands with points (Spain, France) or a decimal point; read both ways. */
const DOTTED_THOUSANDS = /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,]|\.\d)/g;
const SPACED_THOUSANDS = /(?<![\d.,])\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?!\d)/g;
const ENGLISH_THOUSANDS = /(?<![\d.,])\d{1,3}(?:(?:,\d{3})+|(?:[\u00a0\u202f ]\d{3})+)(?![\d]|,\d)/g;

/**
 * Text rewritten into mathjs syntax: operators, decimal commas, percentages, units between
 * numbers. With `oneUnit`, every quantity is first put into the unit its dimension is last written
 * in ("12 × 30 cm = 3,60 m" -> "12*(30*1/100) = 3.60"), for a calculation that changes unit.
 */
export function prepare(text: string, lang: Lang, oneUnit = false): string {
  let t = text
    // A markdown list marker is not a minus sign, nor a step's number a term ("2. 60% of 206 = ...").
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\d)\s*[x×]\s*(?=\d)/g, '$1*')
    .replace(/[×·⋅]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    // Superscript powers: "m²" -> "m^2", "10²³" -> "10^23", "10⁻⁸" -> "10^-8".
    .replace(SUPERSCRIPTS, (run) => `^${[...run].map((c) => SUPERSCRIPT_DIGITS[c]).join('')}`);
  // Thousands in groups of three: "1 000", "12 345 678" (every language), "1,000,000" (English).
  if (/\d[,\u00a0\u202f ]\d{3}/.test(t)) t = t.replace(lang === 'es' || lang === 'fr' ? SPACED_THOUSANDS : ENGLISH_THOUSANDS, (n) => n.replace(/[^\d]/g, ''));
  if (lang === 'es' || lang === 'fr') t = t.replace(/(\d),(\d)/g, '$1.$2');
  t = t.replace(/(\d+(?:\.\d+)?)\s*%\s*(?:of|de|del|des)\s+(\d+(?:\.\d+)?)/gi, '($1/100*$2)');
  if (oneUnit) t = inOneUnit(t, lang);
  // A unit or noun between a number and an operator: "24 students * 5 dollars = 120" -> "24 * 5 = 120".
  return t.replace(/(\d)\s+\p{L}+(?=\s*[*+\-=])/gu, '$1');
}

const NUMBER_UNIT = new RegExp(String.raw`(\d+(?:\.\d+)?)\s?(${UNIT_SOURCE})(?!\p{L})`, 'gu');

function inOneUnit(t: string, lang: Lang): string {
  const factorOf = (unit: string) => (unit.length === 1 && UNKNOWN[lang].includes(unit) ? undefined : siFactor(unit));
  const target = new Map<string, number>();
  for (const m of t.matchAll(NUMBER_UNIT)) {
    const f = factorOf(m[2]!);
    if (f) target.set(f.dimension, f.factor);
  }
  if (!target.size) return t;
  return t.replace(NUMBER_UNIT, (all, n: string, unit: string) => {
    const f = factorOf(unit);
    if (!f) return all;
    const k = f.factor / target.get(f.dimension)!;
    if (k === 1) return n;
    return k > 1 ? `(${n}*${+k.toPrecision(12)})` : `(${n}/${+(1 / k).toPrecision(12)})`;
  });
}

interface Chain {
  sides: string[];
  unknown?: string;
  /** "25 ÷ 2 = 12 remainder 1": a whole-number division's remainder, written after its quotient. */
  remainder?: number;
  /** Which "=" of the text the chain starts at (0 for the first), the same however it was prepared. */
  eq: number;
}

const OPERATOR = /[-+*/^%]/;

/** A remainder written after a quotient: "12 remainder 1", "12 r 1", "12, resto 1", "12 reste 1". */
const REMAINDER = /^\s*[,;]?\s*(?:(?:and|with|y|con|et|avec)\s+(?:a\s+|un\s+)?)?(?:remainder|rem\.|r\.?|resto|residuo|reste)\s*:?\s*(\d+)(?!\.?\d)/iu;

/** The end of "16 per", "uno por cada", "12 pour": what follows is what a rate is per, not a term. */
const RATE_OF = /(?<!\p{L})(?:per|each|every|por cada|cada|pour|chaque)\s*$/iu;

/** A clock time written the French way ("11 h 45", "12h05"), read as "11:45" so it is not recomputed. */
const CLOCK_H = /(?<![\d.,])(\d{1,2})\s?h\s?([0-5]\d)(?![\d.,])/gu;

/** What an expression cannot start right after: a name ("f(1)"), a clock ("20:00"), a prime ("f′(2)"). */
const GLUED = /[\p{L}:′'’°_]/u;

function isUnknownAt(t: string, i: number, lang: Lang): boolean {
  return UNKNOWN[lang].includes(t[i]!) && !/\p{L}/u.test(t[i - 1] ?? ' ') && !/\p{L}/u.test(t[i + 1] ?? ' ');
}

function side(t: string, from: number, step: 1 | -1, lang: Lang): { text: string; end: number } {
  let i = from;
  // An expression ends at a line break: the line above ("... remainder 1") is not one of its terms.
  while (i >= 0 && i < t.length && (/[\d.()+\-*/^%\t \u00a0\u202f]/.test(t[i]!) || isUnknownAt(t, i, lang))) i += step;
  const [a, b] = step === 1 ? [from, i] : [i + 1, from + 1];
  return { text: t.slice(a, b).trim().replace(/^[.)\s]+|[.(\s]+$/g, ''), end: i };
}

/** The "a = b = c" chains in a text, each side a mathjs expression that parses. */
export function chains(text: string, lang: Lang, oneUnit = false): Chain[] {
  // No "=", no chain (prepare adds none): most texts are prose, not worth rewriting.
  if (!text.includes('=')) return [];
  const t = prepare(lang === 'fr' ? text.replace(CLOCK_H, '$1:$2') : text, lang, oneUnit);
  const out: Chain[] = [];
  let i = t.indexOf('=');
  while (i >= 0) {
    // Only a whole expression is recomputed: a left side glued to what the scan stopped at is the
    // tail of something else ("f(1)" is f of 1, "20:00 − 7" a time, "a.m. + 3" a cut sum) and is
    // left out; the rest of the chain ("1 − 3 = −2") still counts.
    const left = side(t, i - 1, -1, lang);
    // A left side after "per" is a rate's other half ("16 per 1,000 = 1.6%" is not 1000 = 1.6%).
    const cut = (left.end >= 0 && /\S/.test(t[left.end + 1] ?? ' ') && GLUED.test(t[left.end]!)) || /^[+*/^%]/.test(left.text) || RATE_OF.test(t.slice(Math.max(0, left.end - 12), left.end + 1));
    const sides = cut ? [] : [left.text];
    let at = i;
    let remainder: number | undefined;
    for (;;) {
      const right = side(t, at + 1, 1, lang);
      // "= 12:00": a time, not the number 12.
      if (!/^:\d/.test(t.slice(right.end, right.end + 2))) sides.push(right.text);
      else break;
      const rest = REMAINDER.exec(t.slice(right.end));
      if (rest) remainder = Number(rest[1]);
      if (rest || t[right.end] !== '=') break;
      at = right.end;
    }
    if (sides.length < 2) {
      i = t.indexOf('=', at + 1);
      continue;
    }
    const balanced = sides.every((s) => (s.match(/\(/g) ?? []).length === (s.match(/\)/g) ?? []).length);
    const unknowns = new Set(sides.join(' ').match(new RegExp(`(?<![\\p{L}])[${UNKNOWN[lang]}](?![\\p{L}])`, 'gu')) ?? []);
    if (balanced && sides.every((s) => /\d|^[a-z]$/.test(s)) && unknowns.size <= 1 && (sides.some((s) => OPERATOR.test(s)) || unknowns.size)) {
      out.push({ sides, ...(unknowns.size ? { unknown: [...unknowns][0] } : {}), ...(remainder !== undefined ? { remainder } : {}), eq: (t.slice(0, i).match(/=/g) ?? []).length });
    }
    i = t.indexOf('=', at + 1);
  }
  return out;
}

function value(expr: string, scope: Record<string, number> = {}): number | undefined {
  try {
    const v: unknown = mathjs().evaluate(expr.replace(/%/g, '/100'), scope);
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Equal as a reader would judge: to the places a decimal is written to, else to rounding error. */
function same(a: number, b: number, written: string[]): boolean {
  const places = Math.max(0, ...written.map((w) => /^\s*-?\d+\.(\d+)\s*$/.exec(w)?.[1]?.length ?? 0));
  const tolerance = places ? 0.5 * 10 ** -places + 1e-9 : 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= tolerance;
}

const PER_CENT = /%\s*$/;

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

/** Whether a chain without unknowns holds; undefined when it cannot be evaluated. */
function holds(c: Chain): boolean | undefined {
  if (c.remainder !== undefined) return divisionHolds(c, c.remainder);
  const agree = (vs: Array<number | undefined>) => vs.every((v, i) => i === 0 || same(vs[0]!, v!, [c.sides[0]!, c.sides[i]!]));
  const vs = c.sides.map((s) => value(s));
  if (vs.some((v) => v === undefined)) return undefined;
  if (agree(vs)) return true;
  // "(104 − 100) ÷ 100 × 100 = 4 %": a side ending in % may give the number of per cent (4)
  // rather than the fraction (0.04); either reading holding is enough.
  if (!c.sides.some((s) => PER_CENT.test(s))) return false;
  const asPerCent = c.sides.map((s) => value(s.replace(PER_CENT, '')));
  return !asPerCent.some((v) => v === undefined) && agree(asPerCent);
}

const claimOf = (c: Chain) => (c.unknown && c.sides.length === 2 && c.sides[0] === c.unknown && !c.sides[1]!.includes(c.unknown) ? { unknown: c.unknown, value: value(c.sides[1]!) } : undefined);
const equationOf = (cs: Chain[]) => cs.find((c) => c.unknown && !claimOf(c));

/** Whether `value` solves the equation (undefined when it cannot be evaluated). */
function solves(eq: Chain, unknown: string, v: number): boolean | undefined {
  const vs = eq.sides.map((s) => value(s, { [unknown]: v }));
  if (vs.some((x) => x === undefined)) return undefined;
  return vs.every((x) => same(vs[0]!, x!, []));
}

function finding(location: string, quote: string, explanation: string): Finding {
  return { type: 'arithmetic_error', check: 'factual', severity: 'high', title: 'Arithmetic does not hold', location, quote, explanation, fix: 'Redo the calculation and correct every step that depends on it.' };
}

/**
 * A chain that changes unit part-way ("0,5 × 1 200 × 20² = 240 000 J = 240 kJ"): its first step
 * holds as written and its last only in one unit. Each step is judged in the reading that fits it.
 */
function stepsHoldOneWayOrTheOther(c: Chain, u: Chain | undefined): boolean {
  if (!u || c.remainder !== undefined || u.sides.length !== c.sides.length || c.sides.length < 3) return false;
  const step = (x: Chain, i: number) => holds({ ...x, sides: [x.sides[i]!, x.sides[i + 1]!] });
  return c.sides.slice(1).every((_, i) => step(c, i) === true || step(u, i) === true);
}

/** Wrong "a = b" arithmetic in one text, reported at `location`. */
function wrongChains(text: string, location: string, lang: Lang): Finding[] {
  const wrong = chains(text, lang).filter((c) => !c.unknown && holds(c) === false);
  if (!wrong.length) return [];
  // A calculation may change unit ("12 × 30 cm = 3,60 m"): it is wrong only if it is wrong in one unit too.
  // A one-unit reading that cannot be evaluated ("22 h 00 + 15 min = 22 h 15", clock times) is no
  // evidence either way, so the chain is not reported.
  const inOneUnit = chains(text, lang, true);
  const converted = (c: Chain) => inOneUnit.find((u) => u.eq === c.eq && !u.unknown);
  // Text that reads two ways is wrong only if wrong both ways: "1.200" is 1200 in Spain and France
  // and 1.2 where the point is decimal; "20 : 4 + 1" is a division in Spanish and French schools,
  // while "divisible par 3 : 6 + 4 = 10" is French punctuation before a sum.
  const other = (lang === 'es' || lang === 'fr') && /\d(?:\.\d{3}(?!\d)|\s+:\s+\d)/.test(text) ? chains(text.replace(DOTTED_THOUSANDS, (n) => n.replace(/\./g, '')).replace(/(\d)\s+:\s+(?=\d)/g, '$1 ÷ '), lang) : [];
  const otherwise = (c: Chain) => other.find((u) => u.eq === c.eq && !u.unknown);
  return wrong
    .filter((c) => holds(converted(c) ?? c) === false && holds(otherwise(c) ?? c) !== true && !stepsHoldOneWayOrTheOther(c, converted(c)))
    .slice(0, 1)
    .map((c) => {
      // Said in one unit when the units changed, so "12*30 = 3.70" is not "recomputed, 360".
      const u = converted(c);
      const shown = u && u.sides.join() !== c.sides.join() ? { c: u, how: 'recomputed in one unit' } : { c, how: 'recomputed' };
      return finding(location, c.sides.join(' = '), `"${c.sides.join(' = ')}" is not true: ${shown.how}, ${shown.c.sides[0]} = ${+value(shown.c.sides[0]!)!.toPrecision(12)}.`);
    });
}

/** A claimed solution in `answer` checked against the equation in `question`. */
function wrongSolution(question: string, answer: string, location: string, lang: Lang): Finding[] {
  const eq = equationOf(chains(question, lang));
  const claims = chains(answer, lang).map(claimOf).filter((c) => c && c.value !== undefined);
  const claim = claims.at(-1);
  if (!eq || !claim || claim.unknown !== eq.unknown) return [];
  if (solves(eq, claim.unknown, claim.value!) !== false) return [];
  return [finding(location, `${claim.unknown} = ${claim.value}`, `${claim.unknown} = ${claim.value} does not solve ${eq.sides.join(' = ')}: putting it back in, the two sides differ.`)];
}

/** Questions that ask for a value ("What is 12 ÷ 4?"), not about a number ("the denominator of 3/7"). */
const ASKS_VALUE = /\b(?:calculate|work out|what is|how much is|evaluate|find the value|simplify|calcula|calcule|cuánto es|cuánto son|cuál es el resultado|calculer|combien font|combien fait|que vaut)\b/iu;

/** "What is 12 ÷ 4?" answered "4": the expression asked about, computed. */
function wrongValue(question: string, answer: string, location: string, lang: Lang): Finding[] {
  if (question.includes('=') || !ASKS_VALUE.test(question)) return [];
  const expr = /[\d.()]+(?:\s*[-+*/^]\s*[\d.()]+)+/.exec(prepare(question, lang))?.[0];
  const given = prepare(answer, lang).trim().replace(/[.\s]+$/, '');
  if (!expr || !/^[-\d.()/\s*+]+$/.test(given)) return [];
  const want = value(expr);
  const got = value(given);
  if (want === undefined || got === undefined || same(want, got, [given])) return [];
  return [finding(location, answer, `${expr.trim().replace(/\.$/, '')} is ${+want.toPrecision(12)}, not ${given}.`)];
}

/** What a SATA option states, judged: undefined when it states nothing checkable. */
function optionTruth(text: string, stem: Chain[], lang: Lang): boolean | undefined {
  const own = chains(text, lang);
  if (!own.length) return undefined;
  const c = own[0]!;
  if (!c.unknown) return holds(c);
  const claim = claimOf(c);
  const eq = equationOf(stem);
  if (claim && eq && eq.unknown === claim.unknown && claim.value !== undefined) return solves(eq, claim.unknown, claim.value);
  const stemClaim = stem.map(claimOf).find((x) => x && x.value !== undefined);
  if (!claim && stemClaim && stemClaim.unknown === c.unknown) return solves(c, c.unknown, stemClaim.value!);
  return undefined;
}

export function arithmeticFindings(mode: Mode, content: unknown, lang: Lang): Finding[] {
  const c = (content && typeof content === 'object' ? content : {}) as Obj;
  const out: Finding[] = [];
  if (mode === 'SATA') {
    arr(c.questions).forEach((q, qi) => {
      const stem = chains(str(q.stem), lang);
      out.push(...wrongChains(str(q.stem), pointer(['questions', qi, 'stem']), lang));
      arr(q.options).forEach((o, oi) => {
        const truth = optionTruth(str(o.text), stem, lang);
        if (truth !== undefined && typeof o.correct === 'boolean' && truth !== o.correct) {
          out.push(finding(pointer(['questions', qi, 'options', oi]), str(o.text), `Recomputed, "${str(o.text)}" is ${truth ? 'true' : 'false'}, but the option is marked ${o.correct ? 'correct' : 'wrong'}.`));
        }
        out.push(...wrongChains(str(o.rationale), pointer(['questions', qi, 'options', oi, 'rationale']), lang));
      });
    });
    return out;
  }
  if (mode === 'KE') {
    arr(c.sections).forEach((s, i) => out.push(...wrongChains(str(s.body), pointer(['sections', i, 'body']), lang)));
    arr(c.keyTerms).forEach((t, i) => out.push(...wrongChains(str(t.definition), pointer(['keyTerms', i, 'definition']), lang)));
    arr(c.workedExamples).forEach((w, i) => {
      const at = pointer(['workedExamples', i, 'solution']);
      out.push(...wrongChains(str(w.problem), pointer(['workedExamples', i, 'problem']), lang));
      const own = wrongChains(str(w.solution), at, lang);
      out.push(...(own.length ? own : [...wrongSolution(str(w.problem), str(w.solution), at, lang), ...wrongValue(str(w.problem), str(w.solution), at, lang)].slice(0, 1)));
    });
    arr(c.checkQuestions).forEach((q, i) => {
      const at = pointer(['checkQuestions', i, 'answer']);
      const own = wrongChains(str(q.answer), at, lang);
      out.push(...(own.length ? own : [...wrongSolution(str(q.question), str(q.answer), at, lang), ...wrongValue(str(q.question), str(q.answer), at, lang)].slice(0, 1)));
    });
    return out;
  }
  const strings = (v: unknown, path: PropertyKey[]): Array<[string, string]> =>
    typeof v === 'string' ? [[v, pointer(path)]] : Array.isArray(v) ? v.flatMap((x, i) => strings(x, [...path, i])) : v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => strings(x, [...path, k])) : [];
  // A poor SPL choice may reason wrongly on purpose ("3 months, because 300 × 3 = 1,200"); its
  // feedback, checked like every other text, is where the mistake must be corrected.
  const distractors = distractorTexts(mode, content);
  for (const [text, at] of strings(content, [])) if (!distractors.has(at)) out.push(...wrongChains(text, at, lang));
  return out;
}
