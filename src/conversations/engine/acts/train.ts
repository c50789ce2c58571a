// Training for the act classifier (model.ts): softmax regression with an L2 penalty, fitted by
// full-batch gradient descent with AdaGrad steps. No randomness: the same corpus gives the same
// weights, so the shipped model can be checked against a fresh fit (test/conversations/engine/acts).
import { ACTS, type Act } from './acts.js';
import type { ActModelJson } from './model.js';

export interface TrainingLine { features: readonly string[]; act: Act }
export interface TrainOptions { epochs: number; l2: number; rate: number; minCount: number; prune: number }
export const DEFAULT_TRAINING: TrainOptions = { epochs: 300, l2: 0.00003, rate: 0.5, minCount: 2, prune: 0.05 };

export function train(lines: readonly TrainingLine[], opts: TrainOptions = DEFAULT_TRAINING): ActModelJson {
  const K = ACTS.length;
  const actIndex = new Map<Act, number>(ACTS.map((a, i) => [a, i]));
  const counts = new Map<string, number>();
  for (const l of lines) for (const f of new Set(l.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const names = [...counts.keys()].filter((f) => counts.get(f)! >= opts.minCount).sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = lines.map((l) => ({ y: actIndex.get(l.act)!, x: [...new Set(l.features)].map((f) => index.get(f)).filter((i): i is number => i !== undefined).sort((a, b) => a - b) }));
  const F = names.length;
  const W = new Float64Array(F * K);
  const b = new Float64Array(K);
  const gW = new Float64Array(F * K);
  const gB = new Float64Array(K);
  const hW = new Float64Array(F * K).fill(1e-8);
  const hB = new Float64Array(K).fill(1e-8);
  const p = new Float64Array(K);
  const n = rows.length || 1;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    gW.fill(0);
    gB.fill(0);
    for (const r of rows) {
      for (let k = 0; k < K; k++) {
        let s = b[k]!;
        for (const j of r.x) s += W[j * K + k]!;
        p[k] = s;
      }
      let max = -Infinity;
      for (let k = 0; k < K; k++) max = Math.max(max, p[k]!);
      let z = 0;
      for (let k = 0; k < K; k++) z += p[k] = Math.exp(p[k]! - max);
      for (let k = 0; k < K; k++) {
        const g = p[k]! / z - (k === r.y ? 1 : 0);
        gB[k]! += g / n;
        for (const j of r.x) gW[j * K + k]! += g / n;
      }
    }
    for (let i = 0; i < W.length; i++) {
      const g = gW[i]! + opts.l2 * W[i]!;
      hW[i]! += g * g;
      W[i]! -= (opts.rate * g) / Math.sqrt(hW[i]!);
    }
    for (let k = 0; k < K; k++) {
      hB[k]! += gB[k]! * gB[k]!;
      b[k]! -= (opts.rate * gB[k]!) / Math.sqrt(hB[k]!);
    }
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  const weights: Record<string, Array<[number, number]>> = {};
  for (let j = 0; j < F; j++) {
    const ws: Array<[number, number]> = [];
    for (let k = 0; k < K; k++) if (Math.abs(W[j * K + k]!) >= opts.prune) ws.push([k, round(W[j * K + k]!)]);
    if (ws.length) weights[names[j]!] = ws;
  }
  return { version: 1, acts: [...ACTS], bias: [...b].map(round), weights };
}

/** Precision every act should reach; calibration trades a little recall for it (docs/engine.md). */
export const PRECISION_TARGET = 0.8;

function macroAndShortfall(scores: readonly Float64Array[], labels: readonly number[], groups: readonly string[], offsets: Float64Array): number {
  const K = offsets.length;
  const stats = new Map<string, { tp: Float64Array; fp: Float64Array; fn: Float64Array }>();
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    let best = 0;
    for (let k = 1; k < K; k++) if (s[k]! + offsets[k]! > s[best]! + offsets[best]!) best = k;
    let g = stats.get(groups[i]!);
    if (!g) stats.set(groups[i]!, (g = { tp: new Float64Array(K), fp: new Float64Array(K), fn: new Float64Array(K) }));
    if (best === labels[i]) g.tp[best]!++;
    else {
      g.fp[best]!++;
      g.fn[labels[i]!]!++;
    }
  }
  let total = 0;
  for (const g of stats.values()) {
    let f1 = 0;
    let shortfall = 0;
    for (let k = 0; k < K; k++) {
      const p = g.tp[k]! + g.fp[k]! ? g.tp[k]! / (g.tp[k]! + g.fp[k]!) : 1;
      const r = g.tp[k]! + g.fn[k]! ? g.tp[k]! / (g.tp[k]! + g.fn[k]!) : 1;
      f1 += p + r ? (2 * p * r) / (p + r) : 0;
      shortfall += Math.max(0, PRECISION_TARGET - p);
    }
    total += f1 / K - shortfall;
  }
  return total / stats.size;
}

/**
 * Per-act offsets added to the bias, chosen on out-of-fold scores of the tuning lines (never the
 * held-out ones): coordinate search for the best macro F1 per language, minus how far any act's
 * precision falls under PRECISION_TARGET. The catch-all act (information giving) otherwise
 * collects every doubtful line and its precision suffers.
 */
export function calibrate(scores: readonly Float64Array[], labels: readonly number[], groups: readonly string[]): number[] {
  const K = ACTS.length;
  const offsets = new Float64Array(K);
  let best = macroAndShortfall(scores, labels, groups, offsets);
  for (let pass = 0; pass < 3; pass++) {
    for (let k = 0; k < K; k++) {
      const start = offsets[k]!;
      let bestValue = start;
      for (let step = -15; step <= 15; step++) {
        offsets[k] = start + step * 0.1;
        const v = macroAndShortfall(scores, labels, groups, offsets);
        if (v > best + 1e-12) {
          best = v;
          bestValue = offsets[k]!;
        }
      }
      offsets[k] = bestValue;
    }
  }
  return [...offsets].map((x) => Math.round(x * 1e4) / 1e4);
}
