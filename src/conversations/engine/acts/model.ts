// A multinomial logistic regression ("maximum entropy") over the line's features (features.ts):
// per act, a weight for each feature; the act with the highest sum wins. The weights are trained
// offline from the labelled corpus (scripts/train-acts.ts, docs/engine.md) and shipped as JSON, so
// classifying a turn is a few hundred map lookups and additions, the same for the same line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACTS, type Act } from './acts.js';

export interface ActModel {
  acts: readonly Act[];
  bias: number[];
  /** Feature name -> [act index, weight] pairs (weights near zero are left out). */
  weights: Map<string, ReadonlyArray<readonly [number, number]>>;
}

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
  return { acts: ACTS, bias: json.bias, weights: new Map(Object.entries(json.weights)) };
}

let loaded: ActModel | undefined;

/** The shipped model, read once. */
export function shippedModel(): ActModel {
  loaded ??= modelFromJson(JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ActModelJson);
  return loaded;
}

/** Scores per act for a feature list (each feature counts once). */
export function actScores(model: ActModel, features: readonly string[]): Float64Array {
  const s = Float64Array.from(model.bias);
  const seen = new Set<string>();
  for (const f of features) {
    if (seen.has(f)) continue;
    seen.add(f);
    const ws = model.weights.get(f);
    if (ws) for (const [i, w] of ws) s[i]! += w;
  }
  return s;
}

export function classify(model: ActModel, features: readonly string[]): ActReading {
  const s = actScores(model, features);
  let best = 0;
  for (let i = 1; i < s.length; i++) if (s[i]! > s[best]!) best = i;
  let z = 0;
  for (let i = 0; i < s.length; i++) z += Math.exp(s[i]! - s[best]!);
  return { act: model.acts[best]!, confidence: 1 / z };
}
