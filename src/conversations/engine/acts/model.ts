// A multinomial logistic regression ("maximum entropy") over the line's features (features.ts):
// per act, a weight for each feature; the act with the highest sum wins. The weights are trained
// offline from the labelled corpus (scripts/train-acts.ts, docs/engine.md) and shipped as JSON, so
// classifying a turn is one id look-up per token and a few hundred additions over one compact
// table (layout.ts), the same for the same line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokens } from '../text.js';
import type { RuleFeatures } from '../features.js';
import { ACTS, type Act } from './acts.js';
import { interner, pairRow, pairSlices, type PendingPair } from './layout.js';
import { lastSentenceStart, visitLineFlags, type FeatureSink } from './features.js';

export interface ActModel {
  acts: readonly Act[];
  bias: Float64Array;
  /**
   * Every feature's weights in one array, so a turn touches few cache lines: a feature's row at
   * offset o is [stamp, n, act index, weight, ... (n pairs)] (near-zero weights left out). The
   * stamp is the number of the last classification that added the row, so a feature counts once
   * per line without a set to track it. A word's own features sit next to each other.
   */
  rows: Float64Array;
  /** Feature name -> its row ("w:price", "q:last"): named features (training, tests). */
  byName: Map<string, number>;
  /** The fixed features visitLineFlags names ("q:last", "r:open", "n:8") -> row: a small map. */
  flags: Map<string, number>;
  /** Every word, stem and pair's second word the model knows -> its id, interned once at load. */
  ids: Map<string, number>;
  /** Per id, SLOTS row offsets (-1 when absent; see the slot names below), and for each pair
   * kind the start of the word's slice in `pairs` (-1 when it opens no pair). */
  slots: Int32Array;
  /** Pair slices: [n, (second word's id, row) * n], sorted by the second word's id. */
  pairs: Int32Array;
}

// A word's slots: its "w", "p" (its own stem, when longer than five letters), "c", "f", "l", "ls"
// rows, the "p" row of the word as a stem itself, and its "b" and "f2" pair slices.
const W = 0;
const P = 1;
const C = 2;
const F = 3;
const L = 4;
const LS = 5;
const AS_STEM = 6;
const B = 7;
const F2 = 8;
const SLOTS = 9;
const SINGLE_SLOT: ReadonlyMap<string, number> = new Map([['w', W], ['c', C], ['f', F], ['l', L], ['ls', LS], ['p', AS_STEM]]);
const PAIR_SLOT: ReadonlyMap<string, number> = new Map([['b', B], ['f2', F2]]);
const STEM = 5;
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
  return layOut(json.weights, Float64Array.from(json.bias));
}

interface Pending { name: string; list: Array<[number, number]> }

/** Interns the words, then places each word's own features together, its pairs after, the rest last. */
function layOut(weights: ActModelJson['weights'], bias: Float64Array): ActModel {
  const ids = new Map<string, number>();
  const intern = interner(ids);
  const singles: Array<[id: number, slot: number, Pending]> = [];
  const pairList: Array<PendingPair<Pending>> = [];
  const others: Pending[] = [];
  let size = 0;
  for (const [name, list] of Object.entries(weights)) {
    size += 2 + 2 * list.length;
    const colon = name.indexOf(':');
    const kind = colon < 0 ? '' : name.slice(0, colon);
    const key = name.slice(colon + 1);
    const pending = { name, list };
    const pairSlot = PAIR_SLOT.get(kind);
    const singleSlot = SINGLE_SLOT.get(kind);
    if (pairSlot !== undefined) {
      const cut = key.indexOf('_');
      pairList.push([intern(key.slice(0, cut)), pairSlot, intern(key.slice(cut + 1)), pending]);
    } else if (singleSlot !== undefined) singles.push([intern(key), singleSlot, pending]);
    else others.push(pending);
  }
  const rows = new Float64Array(size);
  const byName = new Map<string, number>();
  let at = 0;
  const place = ({ name, list }: Pending) => {
    const o = at;
    rows[o + 1] = list.length;
    list.forEach(([act, w], k) => {
      rows[o + 2 + 2 * k] = act;
      rows[o + 3 + 2 * k] = w;
    });
    at += 2 + 2 * list.length;
    byName.set(name, o);
    return o;
  };
  const slots = new Int32Array(ids.size * SLOTS).fill(-1);
  singles.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [id, slot, pending] of singles) slots[id * SLOTS + slot] = place(pending);
  for (const [w, id] of ids) if (w.length > STEM) slots[id * SLOTS + P] = stemRow(ids, slots, w);
  const pairs = pairSlices(pairList, slots, SLOTS, place);
  const flags = new Map<string, number>();
  for (const pending of others) flags.set(pending.name, place(pending));
  return { acts: ACTS, bias, rows, byName, flags, ids, slots, pairs };
}

/** The row of "p:" + the word's first five letters, or -1. */
function stemRow(ids: ReadonlyMap<string, number>, slots: Int32Array, w: string): number {
  const id = ids.get(w.slice(0, STEM));
  return id === undefined ? -1 : slots[id * SLOTS + AS_STEM]!;
}

/** A named feature's [act index, weight, ...] (a view into the model's rows), or undefined. */
export function featureWeights(model: ActModel, name: string): Float64Array | undefined {
  const o = model.byName.get(name);
  return o === undefined ? undefined : model.rows.subarray(o + 2, o + 2 + 2 * model.rows[o + 1]!);
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
    const ws = featureWeights(model, f);
    if (ws) for (let k = 0; k < ws.length; k += 2) s[ws[k]!]! += ws[k + 1]!;
  }
  return s;
}

/** Adds each feature's row once; one instance, reused (classification is synchronous). */
class ScoringSink implements Pick<FeatureSink, 'flag'> {
  model!: ActModel;
  private rows: Float64Array = new Float64Array(0);
  readonly scores = new Float64Array(ACTS.length);
  private stamp = 0;

  /** Scores start at the bias; the returned array is overwritten by the next call. */
  start(model: ActModel): Float64Array {
    this.model = model;
    this.rows = model.rows;
    this.scores.set(model.bias);
    this.stamp++;
    return this.scores;
  }

  add(o: number): void {
    const rows = this.rows;
    if (o < 0 || rows[o] === this.stamp) return;
    rows[o] = this.stamp;
    const s = this.scores;
    const end = o + 2 + 2 * rows[o + 1]!;
    for (let k = o + 2; k < end; k += 2) s[rows[k]!]! += rows[k + 1]!;
  }

  flag(name: string): void {
    this.add(this.model.flags.get(name) ?? -1);
  }
}

const sink = new ScoringSink();
// The line's word ids (-1 for a word the model does not know), reused and grown as needed.
let lineIds = new Int32Array(64);

/**
 * Scores per act for a line, straight from its tokens and rule findings: the features of
 * visitFeatures (features.ts), added in the same order (so the same sums, bit for bit), each word
 * found once by its id. The array is reused: read it before the next call. scorers.test.ts checks
 * it against the named features on the corpus.
 */
export function lineScores(model: ActModel, tokens: Tokens, rules: RuleFeatures): Float64Array {
  const scores = sink.start(model);
  const ws = tokens.words;
  const n = ws.length;
  const { ids, slots, pairs } = model;
  if (lineIds.length < n) lineIds = new Int32Array(n * 2);
  const id = lineIds;
  for (let i = 0; i < n; i++) id[i] = ids.get(ws[i]!) ?? -1;
  for (let i = 0; i < n; i++) {
    const w = ws[i]!;
    const at = id[i]! * SLOTS;
    const known = at >= 0;
    if (known) sink.add(slots[at + W]!);
    if (w.length > STEM) sink.add(known ? slots[at + P]! : stemRow(ids, slots, w));
    if (known && i + 1 < n && tokens.sentence[i + 1] === tokens.sentence[i]) sink.add(pairRow(pairs, slots[at + B]!, id[i + 1]!));
    if (known && tokens.clauseStart[i]) sink.add(slots[at + C]!);
  }
  if (n > 0) {
    const first = id[0]! * SLOTS;
    if (first >= 0) {
      sink.add(slots[first + F]!);
      if (n > 1) sink.add(pairRow(pairs, slots[first + F2]!, id[1]!));
    }
    const last = id[n - 1]! * SLOTS;
    if (last >= 0) sink.add(slots[last + L]!);
    const k = lastSentenceStart(tokens);
    if (k > 0 && id[k]! >= 0) sink.add(slots[id[k]! * SLOTS + LS]!);
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
