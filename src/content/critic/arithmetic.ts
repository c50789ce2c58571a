// Arithmetic and algebra, recomputed with mathjs (a maintained math library; we never parse
// maths ourselves beyond finding where it is). Every "a = b = c" chain without an unknown is
// evaluated; a worked example's or check question's claimed solution ("x = 5") is put back into
// the equation it answers; a check question that asks for a value is computed and compared; in
// SATA, an option's `correct` is compared with the truth of what it states.
//
// The front door: the checks over one item, which text of it is read and where each finding is
// reported. What a text calculates is read in arithmetic-reading.ts, judged in arithmetic-holds.ts
// and arithmetic-first-wrong.ts (clocks in arithmetic-clocks.ts); equation steps, conversions and
// reported mistakes have files of their own (arithmetic-steps.ts, arithmetic-conversions.ts,
// arithmetic-reported-mistakes.ts).
import type { Mode } from '../content-schemas.js';
import { pointer, type Finding } from './findings.js';
import { arr, distractorTexts, str } from './items.js';
import type { Lang } from './text.js';
import { statedEquations } from './stated-results.js';
import { wrongConsequences } from './stated-consequences.js';
import { chains, type Chain } from './arithmetic-reading.js';
import { claimOf, equationOf, finding, holds, quoted, solves } from './arithmetic-holds.js';
import { firstWrong, recomputed } from './arithmetic-first-wrong.js';
import { wrongConversion } from './arithmetic-conversions.js';
import { withoutReportedMistakes } from './arithmetic-reported-mistakes.js';
import { wrongSolution, wrongStep, wrongValue } from './arithmetic-steps.js';

// Callers read chains and prepare text here, as they always have.
export { chains, prepare } from './arithmetic-reading.js';

type Obj = Record<string, unknown>;

/**
 * Wrong arithmetic in one text, reported at `location`: its "a = b" chains, else the results it
 * states in words ("3 × 4 is 13", "la moitié de 50, soit 20", a total that is not the sum of its
 * parts), quoted by their sentence.
 */
function wrongChains(written: string, location: string, lang: Lang): Finding[] {
  const text = withoutReportedMistakes(written, lang);
  const read = chains(text, lang);
  const w = firstWrong(text, lang, false, read);
  if (w) return [finding(location, w.c.sides.join(' = '), `"${w.c.sides.join(' = ')}" is not true: ${recomputed(w)}.`)];
  const stated = statedWrong(text, location, lang);
  if (stated.length) return stated;
  const step = wrongStep(text, read, location);
  if (step.length) return step;
  const conversion = wrongConversion(text, location, lang);
  if (conversion.length) return conversion;
  // A result the sentence draws from its own numbers, in any words ("so four tickets cost $28").
  return wrongConsequences(text, lang).slice(0, 1).map((w) => finding(location, quoted(w.sentence), `"${quoted(w.sentence)}" concludes ${w.result}, but no sum, difference, product or quotient of its numbers (${w.from.map((n) => +n.toPrecision(6)).join(', ')}) gives it.`));
}

/** The first result a text states in words that does not hold, reported at `location`. */
function statedWrong(text: string, location: string, lang: Lang): Finding[] {
  for (const s of statedEquations(text, lang)) {
    const stated = firstWrong(s.equation, lang, moneyUnrounded(s.equation, s.sentence) ? 'money' : true);
    if (stated) return [finding(location, quoted(s.sentence), `"${quoted(s.sentence)}" states ${stated.c.sides.join(' = ')}, which is not true: ${recomputed(stated)}.`)];
  }
  return [];
}

/**
 * Whether a result stated in words is an amount of money its sentence does not say is rounded:
 * a currency sign or word beside the result as written ("… brings it to 31 €", "$28"), and no word
 * of rounding or approximation. Such a result shows cents, so 30,60 € written as 31 € is a slip.
 */
function moneyUnrounded(equation: string, sentence: string): boolean {
  const result = equation.split('=').at(-1)!.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(result) || ROUNDED.test(sentence)) return false;
  const n = result.replace(/[.,]/, '[.,]');
  return new RegExp(String.raw`(?:[$€£¥]\s?${n}|(?<![\d.,])${n}\s?(?:[$€£¥]|(?:dollars?|euros?|pounds?|pesos?|dólares?|libras?)(?!\p{L})))(?![\d.,]\d)`, 'iu').test(sentence);
}
/** Words that say a value is rounded or approximate, in English, Spanish and French. */
const ROUNDED = /(?<!\p{L})(?:about|around|roughly|approximately|approx|nearly|almost|rounded|rounding|round(?:s|ed)? (?:up|down|off)|nearest|just (?:over|under)|environ|à peu près|presque|arrondi\p{L}*|aproximadamente|alrededor de|cerca de|casi|redonde\p{L}*|unos|unas)(?!\p{L})|[≈~]/iu;

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
        // Only a false statement marked correct is a slip the arithmetic shows: a true one marked
        // wrong may be wrong for what it reasons or answers ("4 × 26 = 104 passwords": the choices
        // multiply; "45 = 5 × 9" is no prime factorisation), which its rationale says.
        const truth = o.correct === true ? optionTruth(str(o.text), stem, lang) : undefined;
        // Reported at the option's text, where the sum is (inside the option, where a key finding would be).
        if (truth === false) out.push(finding(pointer(['questions', qi, 'options', oi, 'text']), str(o.text), `Recomputed, "${str(o.text)}" is false, but the option is marked correct.`));
        // An option marked correct that states its result in words ("15% of 80 is 14").
        else if (truth === undefined && o.correct === true) out.push(...statedWrong(str(o.text), pointer(['questions', qi, 'options', oi, 'text']), lang));
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
