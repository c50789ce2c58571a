// The prerequisite scorer, in two parts over the features of "a is a prerequisite of b"
// (features.ts). Direction: a vote of the order features whose direction every training domain
// agrees on (LectureBank's domains disagree on most of them, and a weight fitted across them
// learns the disagreement, not an order). Edge: logistic regression over that vote and the
// symmetric features, with its threshold set on domains it was not fitted on. Training is
// deterministic (fixed sampling seed, full-batch gradient descent from zero), so the shipped
// weights (weights.json) are reproduced exactly by `npm run train:prerequisites -- --data <file>`.
import { DIRECTION_FEATURES, EDGE_FEATURES, FEATURE_NAMES, pairFeatures, relatedness, profileConcept, setContext, type ConceptProfile, type SetContext } from './features.js';
import type { WordNet } from '../wordnet/reader.js';

export interface PrerequisiteWeights {
  features: string[];
  /** Per feature: +1 or -1 when every training domain agrees it orders pairs that way, else 0
   *  (and 0 for the symmetric features, which cannot order). */
  direction: number[];
  /** The edge model's inputs: the direction vote, then the symmetric features. */
  edgeFeatures: string[];
  weights: number[];
  bias: number;
  /** Probability from which "a requires b" becomes an edge: chosen on held-out training domains
   *  (each in turn left out of the fit, the threshold at which its positives reach the target recall). */
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
    if (model.features.join() !== FEATURE_NAMES.join() || model.edgeFeatures?.join() !== EDGE_FEATURES.join()) {
      throw new Error('prerequisite weights were trained on other features; run npm run train:prerequisites');
    }
  }

  /** P(a is a prerequisite of b). */
  probability(set: ConceptSet, a: string, b: string): number {
    return this.probabilityOf(set.features(a, b));
  }

  /** > 0 when a should come before b (antisymmetric: order(a, b) = -order(b, a)). */
  order(set: ConceptSet, a: string, b: string): number {
    return directionVote(this.model.direction, set.features(a, b));
  }

  probabilityOf(x: number[]): number {
    return sigmoid(linear(this.model.weights, this.model.bias, edgeInputs(this.model.direction, x)));
  }
}

const SYMMETRIC_AT = EDGE_FEATURES.slice(1).map((f) => FEATURE_NAMES.indexOf(f));

function directionVote(direction: number[], x: number[]): number {
  let v = 0;
  for (let i = 0; i < x.length; i++) if (direction[i]) v += direction[i]! * x[i]!;
  return v;
}

/** The edge model's inputs: the direction vote and the symmetric features. */
function edgeInputs(direction: number[], x: number[]): number[] {
  return [directionVote(direction, x), ...SYMMETRIC_AT.map((i) => x[i]!)];
}

const linear = (w: number[], b: number, x: number[]) => x.reduce((z, v, i) => z + w[i]! * v, b);

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

/** One annotated set's features: its candidate pairs and its one-way annotated pairs. */
interface SetFeatures {
  candidates: Array<{ x: number[]; label: 0 | 1 }>;
  /** Features of [a, b] for each annotated pair not also annotated [b, a]. */
  ordered: number[][];
}

function featuresOf(wn: WordNet, sets: AnnotatedSet[], opts: TrainingOptions): SetFeatures[] {
  const random = seededRandom(opts.seed);
  return sets.map((s) => {
    const concepts = new ConceptSet(wn, [...s.topics, ...s.pairs.flat()]);
    const annotated = new Set(s.pairs.map(([a, b]) => `${a}\u0000${b}`));
    return {
      candidates: candidatePairs(s, opts.negativesPerPair, random).map((p) => ({ x: concepts.features(p.a, p.b), label: p.label })),
      ordered: s.pairs.filter(([a, b]) => !annotated.has(`${b}\u0000${a}`)).map(([a, b]) => concepts.features(a, b)),
    };
  });
}

/**
 * The direction vote: each order feature votes +1 (or -1) when, on every training set, it puts
 * more annotated pairs the annotated way (or the other way) than not; a feature the sets disagree
 * on, or that some set gives no direction, gets no vote. Unweighted, because a weight fitted
 * across domains that disagree learns their disagreement, not an order.
 */
function directionVotes(sets: SetFeatures[]): number[] {
  return FEATURE_NAMES.map((name, j) => {
    if (!DIRECTION_FEATURES.includes(name)) return 0;
    const signs = sets.map((s) => Math.sign(s.ordered.reduce((sum, x) => sum + Math.sign(x[j]!), 0)));
    return signs.every((sign) => sign === signs[0]) ? signs[0]! : 0;
  });
}

function fitOn(sets: SetFeatures[], opts: TrainingOptions): Omit<PrerequisiteWeights, 'threshold'> {
  const direction = directionVotes(sets);
  const rows = sets.flatMap((s) => s.candidates);
  const { weights, bias } = fitLogistic(rows.map((r) => edgeInputs(direction, r.x)), rows.map((r) => r.label), opts);
  return { features: FEATURE_NAMES, direction, edgeFeatures: EDGE_FEATURES, weights, bias };
}

/** The probability at which `targetRecall` of the set's positives pass. */
function thresholdAtRecall(model: Omit<PrerequisiteWeights, 'threshold'>, set: SetFeatures, targetRecall: number): number {
  const p = set.candidates.filter((c) => c.label === 1).map((c) => sigmoid(linear(model.weights, model.bias, edgeInputs(model.direction, c.x)))).sort((a, b) => b - a);
  return p[Math.max(0, Math.ceil(targetRecall * p.length) - 1)] ?? 0.5;
}

/**
 * Fits the scorer on annotated sets (each profiled on its own concepts). The edge threshold is
 * chosen as the scorer will be used, on a domain it has not seen: each set in turn is left out,
 * the model fitted on the others, and the threshold read where the left-out set's positives reach
 * the target recall; the mean is kept. (With one set, its own positives are used.)
 */
export function trainPrerequisites(wn: WordNet, sets: AnnotatedSet[], opts: TrainingOptions = DEFAULT_TRAINING): PrerequisiteWeights {
  const features = featuresOf(wn, sets, opts);
  const model = fitOn(features, opts);
  const thresholds =
    features.length > 1
      ? features.map((held, i) => thresholdAtRecall(fitOn(features.filter((_, k) => k !== i), opts), held, opts.targetRecall))
      : [thresholdAtRecall(model, features[0]!, opts.targetRecall)];
  return { ...model, threshold: round(thresholds.reduce((a, b) => a + b, 0) / thresholds.length) };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/** L2-regularised logistic regression by full-batch gradient descent (balanced class weights). */
export function fitLogistic(X: number[][], y: number[], opts: TrainingOptions): { weights: number[]; bias: number } {
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
