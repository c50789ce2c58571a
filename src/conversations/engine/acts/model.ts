// A multinomial logistic regression ("maximum entropy") over the line's features (features.ts):
// per act, a weight for each feature; the act with the highest sum wins. The weights are trained
// offline from the labelled corpus (scripts/train-acts.ts, docs/engine.md) and shipped as JSON, so
// classifying a turn is a few hundred map lookups and additions, the same for the same line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokens } from '../text.js';
import type { RuleFeatures } from '../features.js';
import { ACTS, type Act } from './acts.js';
import { visitFeatures, type FeatureSink } from './features.js';

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
  return { acts: ACTS, bias: Float64Array.from(json.bias), weights, singles, pairs };
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
class ScoringSink implements FeatureSink {
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

  private add(w: Weights | undefined): void {
    if (w === undefined || w[0] === this.stamp) return;
    w[0] = this.stamp;
    const s = this.scores;
    for (let k = 1; k < w.length; k += 2) s[w[k]!]! += w[k + 1]!;
  }

  one(kind: string, key: string): void {
    this.add(this.model.singles.get(kind)?.get(key));
  }

  two(kind: string, a: string, b: string): void {
    this.add(this.model.pairs.get(kind)?.get(a)?.get(b));
  }

  flag(name: string): void {
    this.add(this.model.weights.get(name));
  }
}

const sink = new ScoringSink();

/** Scores per act for a line, straight from its tokens and rule findings (the same features as
 * actFeatures). The array is reused: read it before the next call. */
export function lineScores(model: ActModel, tokens: Tokens, rules: RuleFeatures): Float64Array {
  const scores = sink.start(model);
  visitFeatures(tokens, rules, sink);
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
