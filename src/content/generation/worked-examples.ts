// Worked examples that are correct by construction, for mathematical topics: the numbers are
// chosen from the version number (deterministic), every step is computed with mathjs, and the
// claimed answer is put back into the problem with mathjs before the example is used (an example
// that does not check out is dropped, never shown).
import { mathjs } from '../math.js';

export interface MathExample {
  /** Problem in plain notation (× and − as printed). */
  problem: string;
  steps: string[];
  answer: string;
  /** An expression mathjs must find true for the example to be used. */
  check: string;
  /** `equation`: "Solve ..."; `value`: "Work out ...". */
  kind: 'equation' | 'value';
  /** The problem reads the same in any language (numbers and symbols only). */
  neutral: boolean;
}

const pick = (v: number, i: number, from: number, span: number) => from + ((v * 7 + i * 5 + 3) % span);

const EXAMPLES: Record<string, (v: number, i: number) => MathExample> = {
  'linear-equations': (v, i) => {
    const a = pick(v, i, 2, 7);
    const x = pick(v, i + 1, 2, 9);
    const b = pick(v, i + 2, 1, 12);
    const c = a * x + b;
    return { problem: `${a}x + ${b} = ${c}`, steps: [`${a}x = ${c} − ${b} = ${c - b}`, `x = ${c - b} ÷ ${a} = ${x}`, `${a} × ${x} + ${b} = ${c}`], answer: `x = ${x}`, check: `${a} * ${x} + ${b} == ${c}`, kind: 'equation', neutral: true };
  },
  percentages: (v, i) => {
    const p = [10, 20, 25, 50, 15][(v + i) % 5]!;
    const n = pick(v, i, 4, 9) * 20;
    const r = (p * n) / 100;
    return { problem: `${p}% of ${n}`, steps: [`${p}% = ${p}/100`, `${p}/100 × ${n} = ${r}`], answer: `${r}`, check: `${p} / 100 * ${n} == ${r}`, kind: 'value', neutral: false };
  },
  fractions: (v, i) => {
    const d = pick(v, i, 5, 6);
    const a = pick(v, i + 1, 1, 2);
    const b = pick(v, i + 2, 1, 2);
    const sum = mathjs().format(mathjs().fraction(a + b, d), { fraction: 'ratio' });
    return { problem: `${a}/${d} + ${b}/${d}`, steps: [`${a}/${d} + ${b}/${d} = ${a + b}/${d}`, ...(sum !== `${a + b}/${d}` ? [`${a + b}/${d} = ${sum}`] : [])], answer: sum, check: `${a}/${d} + ${b}/${d} == ${a + b}/${d}`, kind: 'value', neutral: true };
  },
  'ratio-proportion': (v, i) => {
    const a = pick(v, i, 1, 4);
    const b = a + pick(v, i + 1, 1, 3);
    const part = pick(v, i + 2, 2, 6);
    const total = (a + b) * part;
    return { problem: `${total} shared in the ratio ${a}:${b}`, steps: [`${a} + ${b} = ${a + b} parts`, `${total} ÷ ${a + b} = ${part}`, `${a} × ${part} = ${a * part}`, `${b} × ${part} = ${b * part}`], answer: `${a * part} and ${b * part}`, check: `${a * part} + ${b * part} == ${total}`, kind: 'value', neutral: false };
  },
  'area-perimeter': (v, i) => {
    const l = pick(v, i, 3, 9);
    const w = pick(v, i + 1, 2, 6);
    return { problem: `the area of a ${l} m by ${w} m rectangle`, steps: [`${l} × ${w} = ${l * w}`], answer: `${l * w} m²`, check: `${l} * ${w} == ${l * w}`, kind: 'value', neutral: false };
  },
  'pythagorean-theorem': (v, i) => {
    const k = pick(v, i, 1, 4);
    const [a, b, c] = [3 * k, 4 * k, 5 * k];
    return { problem: `the hypotenuse of a right triangle with legs ${a} and ${b}`, steps: [`${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}`, `√${c * c} = ${c}`], answer: `${c}`, check: `sqrt(${a}^2 + ${b}^2) == ${c}`, kind: 'value', neutral: false };
  },
  'order-of-operations': (v, i) => {
    const [a, b, c] = [pick(v, i, 2, 7), pick(v, i + 1, 2, 5), pick(v, i + 2, 2, 6)];
    return { problem: `${a} + ${b} × ${c}`, steps: [`${b} × ${c} = ${b * c}`, `${a} + ${b * c} = ${a + b * c}`], answer: `${a + b * c}`, check: `${a} + ${b} * ${c} == ${a + b * c}`, kind: 'value', neutral: true };
  },
};

/** Worked examples for a topic, checked with mathjs; empty for a topic without a generator. */
export function mathExamples(topicId: string, variant: number, count: number, english: boolean): MathExample[] {
  const make = EXAMPLES[topicId];
  if (!make) return [];
  return Array.from({ length: count }, (_, i) => make(variant, i)).filter((e) => (english || e.neutral) && mathjs().evaluate(e.check) === true);
}
