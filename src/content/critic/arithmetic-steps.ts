// Equations solved step by step: each step of a linear equation in one unknown must keep its root,
// a claimed solution must solve the equation it answers, and a question that asks for a value is
// computed and compared with its answer. Apart because it judges how chains follow one another,
// not whether one chain holds.
import type { Finding } from './findings.js';
import type { Lang } from './text.js';
import { chains, prepare, type Chain } from './arithmetic-reading.js';
import { claimOf, equationOf, finding, same, solves, value } from './arithmetic-holds.js';

/** Before a value tried or put in, not derived: "if x = 2", "try x = 3", "substituting x = 1", "si x = 4", "pour x = 5". */
const TRIED = /(?<!\p{L})(?:if|when|for|let|suppose|try|trying|guess|test|substitute|substituting|plug|plugging|putting|si|cuando|para|supón|supongamos|prueba|probamos|sustituye|sustituyendo|sustituimos|pour|quand|lorsque|soit|essaie|essayons|remplace|remplaçant|remplaçons)(?!\p{L})[^.;:!?\n]*$/iu;

/** The root of a linear equation in one unknown; undefined when it is not linear or has no one root. */
function linearRoot(eq: Chain, unknown: string): number | undefined {
  const f = (v: number) => {
    const [l, r] = eq.sides.map((s) => value(s, { [unknown]: v }));
    return l === undefined || r === undefined ? undefined : l - r;
  };
  const [f0, f1, f2] = [f(0), f(1), f(2)];
  if (f0 === undefined || f1 === undefined || f2 === undefined || Math.abs(f1 - f0) < 1e-12) return undefined;
  if (Math.abs(f2 - f1 - (f1 - f0)) > 1e-9 * Math.max(1, Math.abs(f1 - f0))) return undefined;
  return -f0 / (f1 - f0);
}

/**
 * A solution's steps: each "x = v" it derives must solve the equation just before it ("3x = 15.
 * Divide both sides by 3: x = 6" does not). Only linear equations in one unknown are solved, and a
 * value tried ("if x = 2", "try x = 3") is not a step.
 */
export function wrongStep(text: string, cs: Chain[], location: string): Finding[] {
  if (cs.length < 2) return [];
  const equals = [...text.matchAll(/=/g)].map((m) => m.index);
  let last: Chain | undefined;
  // The equation a step comes from: none after a value is claimed or tried ("if x = 5, then 3x + 1 = 16" starts anew).
  let from: Chain | undefined;
  for (const c of cs) {
    const claim = claimOf(c);
    if (!c.unknown || c.sides.length !== 2) continue;
    if (!claim) {
      const wrong = from && wrongTransformation(text, equals, from, c);
      if (wrong) return [finding(location, c.sides.join(' = '), wrong)];
      last = from = c;
      continue;
    }
    from = undefined;
    if (!last || last.unknown !== claim.unknown || claim.value === undefined || TRIED.test(text.slice(Math.max(0, (equals[c.eq] ?? 0) - 40), equals[c.eq]))) continue;
    const root = linearRoot(last, claim.unknown);
    if (root === undefined || same(root, claim.value, [c.sides[1]!])) continue;
    return [finding(location, `${claim.unknown} = ${c.sides[1]}`, `${claim.unknown} = ${c.sides[1]} does not follow from ${last.sides.join(' = ')}: solving it gives ${claim.unknown} = ${+root.toPrecision(12)}.`)];
  }
  return [];
}

/** Between two equations, words that make them two problems rather than two steps of one ("2x + 1 = 7 and 3x = 12", "try", "otro", "de même"). */
const TWO_PROBLEMS = /(?<!\p{L})(?:and|or|solve|try|another|next|example|exercise|now|also|similarly|such as|like|y|o|resuelve|prueba|otr[oa]|ejemplo|ahora|también|como|et|ou|résous|essaie|autre|exemple|maintenant|aussi|de même|comme)(?!\p{L})|[?]/iu;

/**
 * A step from one linear equation to the next keeps its root ("3x − 6 = 15. Add 6: 3x = 24" does
 * not: the first gives x = 7, the second x = 8); undefined when they keep it, are not both linear
 * in one unknown, or are two problems (a question, "and", "try", "another" between them).
 */
function wrongTransformation(text: string, equals: number[], before: Chain, after: Chain): string | undefined {
  if (before.unknown !== after.unknown || !after.unknown) return undefined;
  const gap = text.slice((equals[before.eq] ?? 0) + 1, equals[after.eq] ?? 0);
  if (gap.length > 120 || TWO_PROBLEMS.test(gap.replace(/[\d\s.,()+\-−–×÷*/=^²³xyzn]+$/u, ''))) return undefined;
  const [r1, r2] = [linearRoot(before, after.unknown), linearRoot(after, after.unknown)];
  if (r1 === undefined || r2 === undefined || same(r1, r2, [])) return undefined;
  return `${after.sides.join(' = ')} does not follow from ${before.sides.join(' = ')}: solving the step before gives ${after.unknown} = ${+r1.toPrecision(12)}, this one ${after.unknown} = ${+r2.toPrecision(12)}.`;
}

/** A claimed solution in `answer` checked against the equation in `question`. */
export function wrongSolution(question: string, answer: string, location: string, lang: Lang): Finding[] {
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
export function wrongValue(question: string, answer: string, location: string, lang: Lang): Finding[] {
  if (question.includes('=') || !ASKS_VALUE.test(question)) return [];
  const expr = /[\d.()]+(?:\s*[-+*/^]\s*[\d.()]+)+/.exec(prepare(question, lang))?.[0];
  const given = prepare(answer, lang).trim().replace(/[.\s]+$/, '');
  if (!expr || !/^[-\d.()/\s*+]+$/.test(given)) return [];
  const want = value(expr);
  const got = value(given);
  if (want === undefined || got === undefined || same(want, got, [given])) return [];
  return [finding(location, answer, `${expr.trim().replace(/\.$/, '')} is ${+want.toPrecision(12)}, not ${given}.`)];
}
