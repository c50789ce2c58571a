// The prerequisite scorer: logistic regression over the features of "a is a prerequisite of b"
// (features.ts). Training is deterministic (fixed sampling seed, full-batch gradient descent from
// zero), so the shipped weights (weights.json) are reproduced exactly by
// `npm run train:prerequisites -- --data <LectureBank file>`.
import { FEATURE_NAMES, pairFeatures, relatedness, profileConcept, setContext, type ConceptProfile, type SetContext } from './features.js';
import type { WordNet } from '../wordnet/reader.js';

export interface PrerequisiteWeights {
  features: string[];
  weights: number[];
  bias: number;
  /** Probability from which "a requires b" becomes an edge (chosen on the training domains). */
  threshold: number;
}

/** One annotated set: its concepts and the pairs [a, b] where a is a prerequisite of b. */
export interface AnnotatedSet {
  topics: string[];
  pairs: Array<[string, string]>;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** A seeded generator (mulberry32): the same negatives on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Profiles of one set's concepts and the set's word statistics. */
export class ConceptSet {
  readonly profiles = new Map<string, ConceptProfile>();
  readonly context: SetContext;

  constructor(wn: WordNet, labels: string[]) {
    for (const l of labels) if (!this.profiles.has(l)) this.profiles.set(l, profileConcept(wn, l));
    this.context = setContext([...this.profiles.values()]);
  }

  features(a: string, b: string): number[] {
    return pairFeatures(this.profiles.get(a)!, this.profiles.get(b)!, this.context);
  }

  /** The two share a word, a definition word, a near WordNet class or a knowledge-base topic. */
  related(a: string, b: string): boolean {
    return relatedness(this.profiles.get(a)!, this.profiles.get(b)!).some((x) => x > 0);
  }
}

export class PrerequisiteScorer {
  constructor(readonly model: PrerequisiteWeights) {
    if (model.features.join() !== FEATURE_NAMES.join()) throw new Error('prerequisite weights were trained on other features; run npm run train:prerequisites');
  }

  /** P(a is a prerequisite of b). */
  probability(set: ConceptSet, a: string, b: string): number {
    const x = set.features(a, b);
    let z = this.model.bias;
    for (let i = 0; i < x.length; i++) z += this.model.weights[i]! * x[i]!;
    return sigmoid(z);
  }

  /** > 0 when a should come before b. */
  order(set: ConceptSet, a: string, b: string): number {
    return this.probability(set, a, b) - this.probability(set, b, a);
  }
}

export interface TrainingOptions {
  /** Random unannotated pairs per annotated pair (besides each pair's reverse). */
  negativesPerPair: number;
  seed: number;
  l2: number;
  iterations: number;
  learningRate: number;
  /** The training recall the edge threshold is set at. */
  targetRecall: number;
}

export const DEFAULT_TRAINING: TrainingOptions = { negativesPerPair: 1, seed: 23, l2: 0.01, iterations: 1500, learningRate: 0.5, targetRecall: 0.5 };

export interface LabelledPair {
  a: string;
  b: string;
  label: 0 | 1;
}

/**
 * The candidate pairs of one annotated set: every annotated pair (1), its reverse (0), and
 * `negativesPerPair` random ordered pairs per annotated one that are annotated in neither
 * direction (0). Reverses teach direction; random pairs teach that most pairs are no edge.
 */
export function candidatePairs(set: AnnotatedSet, negativesPerPair: number, random: () => number): LabelledPair[] {
  const key = (a: string, b: string) => `${a}\u0000${b}`;
  const annotated = new Set(set.pairs.map(([a, b]) => key(a, b)));
  const out: LabelledPair[] = [];
  for (const [a, b] of set.pairs) {
    out.push({ a, b, label: 1 });
    if (!annotated.has(key(b, a))) out.push({ a: b, b: a, label: 0 });
  }
  const topics = [...new Set([...set.topics, ...set.pairs.flat()])];
  const taken = new Set<string>();
  const wanted = Math.min(negativesPerPair * set.pairs.length, topics.length * (topics.length - 1) - 2 * annotated.size);
  while (taken.size < wanted) {
    const a = topics[Math.floor(random() * topics.length)]!;
    const b = topics[Math.floor(random() * topics.length)]!;
    if (a === b || annotated.has(key(a, b)) || annotated.has(key(b, a)) || taken.has(key(a, b))) continue;
    taken.add(key(a, b));
    out.push({ a, b, label: 0 });
  }
  return out;
}

/** Fits the scorer on annotated sets (each profiled on its own concepts). */
export function trainPrerequisites(wn: WordNet, sets: AnnotatedSet[], opts: TrainingOptions = DEFAULT_TRAINING): PrerequisiteWeights {
  const random = seededRandom(opts.seed);
  const X: number[][] = [];
  const y: number[] = [];
  for (const s of sets) {
    const concepts = new ConceptSet(wn, [...s.topics, ...s.pairs.flat()]);
    for (const p of candidatePairs(s, opts.negativesPerPair, random)) {
      X.push(concepts.features(p.a, p.b));
      y.push(p.label);
    }
  }
  const { weights, bias } = fitLogistic(X, y, opts);
  const model: PrerequisiteWeights = { features: FEATURE_NAMES, weights, bias, threshold: 0.5 };
  // The edge threshold: the probability at which the training positives reach the target recall.
  const scorer = (x: number[]) => sigmoid(x.reduce((z, v, i) => z + weights[i]! * v, bias));
  const positives = X.filter((_, i) => y[i] === 1).map(scorer).sort((a, b) => b - a);
  model.threshold = round(positives[Math.max(0, Math.ceil(opts.targetRecall * positives.length) - 1)] ?? 0.5);
  return model;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** L2-regularised logistic regression by full-batch gradient descent (balanced class weights). */
function fitLogistic(X: number[][], y: number[], opts: TrainingOptions): { weights: number[]; bias: number } {
  const n = X.length;
  const d = X[0]?.length ?? 0;
  const positives = y.filter((v) => v === 1).length;
  const weightOf = (label: number) => (label === 1 ? n / (2 * positives) : n / (2 * (n - positives)));
  const w = new Array<number>(d).fill(0);
  let b = 0;
  for (let it = 0; it < opts.iterations; it++) {
    const gw = new Array<number>(d).fill(0);
    let gb = 0;
    for (let i = 0; i < n; i++) {
      const x = X[i]!;
      let z = b;
      for (let j = 0; j < d; j++) z += w[j]! * x[j]!;
      const err = (sigmoid(z) - y[i]!) * weightOf(y[i]!);
      for (let j = 0; j < d; j++) gw[j]! += err * x[j]!;
      gb += err;
    }
    for (let j = 0; j < d; j++) w[j] = w[j]! - opts.learningRate * (gw[j]! / n + opts.l2 * w[j]!);
    b -= opts.learningRate * (gb / n);
  }
  return { weights: w.map(round), bias: round(b) };
}
