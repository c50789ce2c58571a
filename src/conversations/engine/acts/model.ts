// A multinomial logistic regression ("maximum entropy") over the line's features (features.ts):
// per act, a weight for each feature; the act with the highest sum wins. The weights are trained
// offline from the labelled corpus (scripts/train-acts.ts, docs/engine.md) and shipped as JSON, so
// classifying a turn is a few hundred map lookups and additions, the same for the same line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokens } from '../text.js';
import type { RuleFeatures } from '../features.js';
import { ACTS, type Act } from './acts.js';
import { lastSentenceStart, visitLineFlags, type FeatureSink } from './features.js';

/**
 * Weights of one feature: [stamp, act index, weight, act index, weight, ...] (near-zero weights
 * left out). Slot 0 holds the number of the last classification that added them, so a feature
 * counts once per line without a set to track it.
 */
type Weights = Float64Array;

export interface ActModel {
  acts: readonly Act[];
  bias: Float64Array;
  /** Feature name -> weights ("w:price", "q:last"). */
  weights: Map<string, Weights>;
  /** The same weights by kind and key ("w" -> "price"), and by kind and word pair: a turn is
   * classified by looking its tokens up directly, without building a feature name (features.ts). */
  singles: Map<string, Map<string, Weights>>;
  pairs: Map<string, Map<string, Map<string, Weights>>>;
  /** Every word-keyed feature of one word, found with one look-up per token (lineScores). */
  words: Map<string, WordWeights>;
  /** "p:<stem>" by stem. */
  stems: Map<string, Weights>;
}

/** The weights of the features a word can have, by kind (features.ts); absent when near zero. */
export interface WordWeights {
  w?: Weights;
  /** The word's own stem ("p:" + first five letters) when it is longer than five letters. */
  p?: Weights;
  c?: Weights;
  f?: Weights;
  l?: Weights;
  ls?: Weights;
  /** Word pairs this word opens, by the second word. */
  b?: Map<string, Weights>;
  f2?: Map<string, Weights>;
}

const WORD_KINDS = ['w', 'c', 'f', 'l', 'ls'] as const;
const STEM = 5;

/** The per-word view of `singles` and `pairs` (the same Weights objects, so a feature still counts once). */
function byWord(singles: ActModel['singles'], pairs: ActModel['pairs']): { words: Map<string, WordWeights>; stems: Map<string, Weights> } {
  const words = new Map<string, WordWeights>();
  const entry = (w: string) => {
    let e = words.get(w);
    if (!e) words.set(w, (e = {}));
    return e;
  };
  for (const kind of WORD_KINDS) for (const [w, ws] of singles.get(kind) ?? []) entry(w)[kind] = ws;
  for (const kind of ['b', 'f2'] as const) for (const [w, next] of pairs.get(kind) ?? []) entry(w)[kind] = next;
  const stems = singles.get('p') ?? new Map<string, Weights>();
  for (const [w, e] of words) if (w.length > STEM) e.p = stems.get(w.slice(0, STEM));
  return { words, stems };
}

const PAIR_KINDS = new Set(['b', 'f2']);

export interface ActModelJson {
  version: 1;
  acts: string[];
  bias: number[];
  weights: Record<string, Array<[number, number]>>;
  /** Digest of the tuning lines and options it was fitted on (scripts/train-acts.ts). */
  trainedOn?: string;
}

export interface ActReading {
  act: Act;
  /** The winning act's probability under the model (0..1). */
  confidence: number;
}

export const MODEL_PATH = path.resolve(import.meta.dirname, '../../../../resources/engine/acts-model.json');

export function modelFromJson(json: ActModelJson): ActModel {
  if (json.version !== 1 || json.acts.join() !== ACTS.join()) throw new Error(`${MODEL_PATH}: the act list differs from the code's; run npm run train:acts`);
  const weights = new Map<string, Weights>();
  const singles = new Map<string, Map<string, Weights>>();
  const pairs = new Map<string, Map<string, Map<string, Weights>>>();
  for (const [name, list] of Object.entries(json.weights)) {
    const w = Float64Array.from([0, ...list.flat()]);
    weights.set(name, w);
    const colon = name.indexOf(':');
    if (colon < 0) continue;
    const kind = name.slice(0, colon);
    const key = name.slice(colon + 1);
    if (PAIR_KINDS.has(kind)) {
      const cut = key.indexOf('_');
      const first = key.slice(0, cut);
      let byKind = pairs.get(kind);
      if (!byKind) pairs.set(kind, (byKind = new Map<string, Map<string, Weights>>()));
      let byFirst = byKind.get(first);
      if (!byFirst) byKind.set(first, (byFirst = new Map<string, Weights>()));
      byFirst.set(key.slice(cut + 1), w);
    } else {
      let byKind = singles.get(kind);
      if (!byKind) singles.set(kind, (byKind = new Map<string, Weights>()));
      byKind.set(key, w);
    }
  }
  return { acts: ACTS, bias: Float64Array.from(json.bias), weights, singles, pairs, ...byWord(singles, pairs) };
}

let loaded: ActModel | undefined;

/** The shipped model, read once. */
export function shippedModel(): ActModel {
  loaded ??= modelFromJson(JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ActModelJson);
  return loaded;
}

// One set reused by every call (classification is synchronous), so a turn allocates nothing here.
const seen = new Set<string>();

/** Scores per act for a feature list (each feature counts once). */
export function actScores(model: ActModel, features: readonly string[]): Float64Array {
  const s = Float64Array.from(model.bias);
  seen.clear();
  for (const f of features) {
    if (seen.has(f)) continue;
    seen.add(f);
    const ws = model.weights.get(f);
    if (ws) for (let k = 1; k < ws.length; k += 2) s[ws[k]!]! += ws[k + 1]!;
  }
  return s;
}

/** Adds each feature's weights once; one instance, reused (classification is synchronous). */
class ScoringSink implements Pick<FeatureSink, 'flag'> {
  model!: ActModel;
  readonly scores = new Float64Array(ACTS.length);
  private stamp = 0;

  /** Scores start at the bias; the returned array is overwritten by the next call. */
  start(model: ActModel): Float64Array {
    this.model = model;
    this.scores.set(model.bias);
    this.stamp++;
    return this.scores;
  }

  add(w: Weights | undefined): void {
    if (w === undefined || w[0] === this.stamp) return;
    w[0] = this.stamp;
    const s = this.scores;
    for (let k = 1; k < w.length; k += 2) s[w[k]!]! += w[k + 1]!;
  }

  flag(name: string): void {
    this.add(this.model.weights.get(name));
  }
}

const sink = new ScoringSink();
const NO_WORD: WordWeights = {};

/**
 * Scores per act for a line, straight from its tokens and rule findings: the features of
 * visitFeatures (features.ts), added in the same order (so the same sums, bit for bit), each word's
 * weights found with one look-up instead of one per feature kind. The array is reused: read it
 * before the next call. acts.test.ts checks it against the named features on the corpus.
 */
export function lineScores(model: ActModel, tokens: Tokens, rules: RuleFeatures): Float64Array {
  const scores = sink.start(model);
  const ws = tokens.words;
  const n = ws.length;
  const { words, stems } = model;
  let first = NO_WORD;
  for (let i = 0; i < n; i++) {
    const w = ws[i]!;
    const e = words.get(w) ?? NO_WORD;
    if (i === 0) first = e;
    sink.add(e.w);
    if (w.length > STEM) sink.add(e === NO_WORD ? stems.get(w.slice(0, STEM)) : e.p);
    if (i + 1 < n && tokens.sentence[i + 1] === tokens.sentence[i]) sink.add(e.b?.get(ws[i + 1]!));
    if (tokens.clauseStart[i]) sink.add(e.c);
  }
  if (n > 0) {
    sink.add(first.f);
    if (n > 1) sink.add(first.f2?.get(ws[1]!));
    sink.add(words.get(ws[n - 1]!)?.l);
    const k = lastSentenceStart(tokens);
    if (k > 0) sink.add(words.get(ws[k]!)?.ls);
  }
  visitLineFlags(tokens, rules, sink);
  return scores;
}

/** The act of a line, from its tokens and the rules' findings. */
export function classifyLine(model: ActModel, tokens: Tokens, rules: RuleFeatures): ActReading {
  return reading(model, lineScores(model, tokens, rules));
}

export function classify(model: ActModel, features: readonly string[]): ActReading {
  return reading(model, actScores(model, features));
}

function reading(model: ActModel, s: Float64Array): ActReading {
  let best = 0;
  for (let i = 1; i < s.length; i++) if (s[i]! > s[best]!) best = i;
  let z = 0;
  for (let i = 0; i < s.length; i++) z += Math.exp(s[i]! - s[best]!);
  return { act: model.acts[best]!, confidence: 1 / z };
}
