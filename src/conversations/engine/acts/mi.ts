// The motivational-interviewing reading of a line: is it a question, open or closed, a reflection,
// simple or complex (the MITI behaviour counts). Four binary logistic heads over one feature set,
// trained offline with scikit-learn on expert-labelled real therapy talk (AnnoMI, Wu et al., ICASSP
// 2022) together with the corpus's English lines (scripts/train-acts.ts, docs/engine.md), shipped
// as JSON and scored here with map look-ups. Real turns are long and hedged, so the features read
// the line sentence by sentence (the tokenizer's Intl.Segmenter sentences and clauses): how each
// sentence and clause opens (after lead-ins such as "so, um"), how questions end, where they sit,
// the last sentence, hedges, and how much the line takes up from the character's previous line.
// (Character n-grams were tried: on held-out transcripts they lowered every figure.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokens } from '../text.js';

export const MI_HEADS = ['question', 'open', 'reflection', 'complex'] as const;
export type MiHead = (typeof MI_HEADS)[number];

export interface MiModelJson {
  version: 1;
  language: string;
  /** Per head: bias and feature -> weight (near-zero weights left out). */
  heads: Record<MiHead, { bias: number; weights: Record<string, number> }>;
  /** Digest of what it was fitted on (scripts/train-acts.ts). */
  trainedOn?: string;
}

export interface MiModel {
  language: string;
  bias: Float64Array;
  /** Feature name -> weight per head (index as MI_HEADS). */
  weights: Map<string, Float64Array>;
}

export interface MiReading {
  question: boolean;
  open: boolean;
  reflection: boolean;
  complex: boolean;
}

export const MI_MODEL_PATH = path.resolve(import.meta.dirname, '../../../../resources/engine/mi-model.json');

export function miModelFromJson(json: MiModelJson): MiModel {
  const weights = new Map<string, Float64Array>();
  const bias = new Float64Array(MI_HEADS.length);
  MI_HEADS.forEach((h, k) => {
    bias[k] = json.heads[h].bias;
    for (const [name, w] of Object.entries(json.heads[h].weights)) {
      let ws = weights.get(name);
      if (!ws) weights.set(name, (ws = new Float64Array(MI_HEADS.length + 1)));
      ws[k] = w;
    }
  });
  return { language: json.language, bias, weights };
}

let loaded: MiModel | undefined;

/** The shipped model, read once. */
export function shippedMiModel(): MiModel {
  loaded ??= miModelFromJson(JSON.parse(readFileSync(MI_MODEL_PATH, 'utf8')) as MiModelJson);
  return loaded;
}

// Words that open a sentence without carrying its move ("So, um, what ..."): skipped to find the
// sentence's real first word. Hedges and fillers are features in their own right as well.
const LEAD_INS = new Set(['so', 'and', 'but', 'okay', 'ok', 'well', 'um', 'uh', 'umm', 'uhm', 'hmm', 'mm', 'hm', 'now', 'right', 'alright', 'yeah', 'yes', 'oh', 'then', 'also', 'just', 'like', 'mhm', 'mm-hmm']);
const HEDGES = new Set(['maybe', 'perhaps', 'sounds', 'seems', 'kind', 'sort', 'guess', 'wonder', 'wondering', 'bit', 'little', 'might', 'probably', 'almost']);
const STEM = 5;
const MIN_CONTENT = 3;
const DIGITS = /^\d+$/;

/** A content word's key, as the analyser's contentKeys() makes them (no stop words, numbers or
 * 1-2 letter words; first five letters), or '' for a word that carries no content. */
function contentKey(w: string, stop: ReadonlySet<string>): string {
  if (w.length < MIN_CONTENT || stop.has(w) || DIGITS.test(w)) return '';
  return w.length > STEM ? w.slice(0, STEM) : w;
}

function bucket(n: number, edges: readonly number[]): string {
  for (const e of edges) if (n <= e) return `${e}`;
  return 'more';
}

/** Receives feature names; the training side collects them, the scorer adds their weights. */
export type MiSink = (name: string) => void;

/**
 * Every feature of a line. `previous` holds the content-word keys of the character's previous
 * line (the analyser's contentKeys(); empty when there is none). Pure: the same line gives the same calls, in the same order.
 */
export function visitMiFeatures(tokens: Tokens, previous: ReadonlySet<string>, stop: ReadonlySet<string>, sink: MiSink): void {
  const ws = tokens.words;
  const n = ws.length;
  const sentences = tokens.question.length;
  sink(`n:${bucket(n, [2, 5, 10, 20, 40])}`);
  sink(`s:${bucket(sentences, [1, 2, 3, 5])}`);
  let questions = 0;
  for (const q of tokens.question) if (q) questions++;
  sink(`q:${bucket(questions, [0, 1, 2])}`);
  const lastSentence = n > 0 ? tokens.sentence[n - 1]! : 0;
  if (tokens.question[lastSentence]) sink('q:last');
  let shared = 0;
  let hedges = 0;
  for (let i = 0; i < n; i++) {
    const w = ws[i]!;
    const s = tokens.sentence[i]!;
    sink(`w:${w}`);
    if (i + 1 < n && tokens.sentence[i + 1] === s) sink(`b:${w}_${ws[i + 1]}`);
    if (HEDGES.has(w)) hedges++;
    const key = previous.size > 0 ? contentKey(w, stop) : '';
    if (key && previous.has(key)) shared++;
    const starts = i === 0 || tokens.sentence[i - 1] !== s;
    const ends = i === n - 1 || tokens.sentence[i + 1] !== s;
    // How a question ends: a tag ("isn't it?", "don't they?") or a trailing "or" asks for a yes or no.
    if (ends && tokens.question[s]) sink(`qE:${i > 0 && tokens.sentence[i - 1] === s ? ws[i - 1] : '.'}_${w}`);
    if (starts) sink(`${tokens.question[s] ? 'q' : 's'}R:${w}`);
    if (!starts && !tokens.clauseStart[i]) continue;
    // The first real word of a sentence or clause, and of a question sentence or the last one.
    let p = i;
    while (p < n && tokens.sentence[p] === s && LEAD_INS.has(ws[p]!) && p - i < 3) p++;
    if (p >= n || tokens.sentence[p] !== s) continue;
    const first = ws[p]!;
    const second = p + 1 < n && tokens.sentence[p + 1] === s ? ws[p + 1]! : '.';
    const where = tokens.question[s] ? 'q' : 's';
    const place = starts ? 'S' : 'C';
    sink(`${where}${place}:${first}`);
    sink(`${where}${place}2:${first}_${second}`);
    if (s === lastSentence) sink(`L${where}${place}:${first}`);
    if (starts) sink(`${where}3:${first.slice(0, 3)}`);
  }
  if (hedges > 0) sink(`h:${bucket(hedges, [1, 2])}`);
  if (previous.size > 0) {
    sink(`o:${bucket(shared, [0, 1, 2, 3, 5])}`);
    // Taking up the character's words while asking is often a reflection said with a rising voice.
    if (tokens.question[lastSentence]) sink(`oq:${bucket(shared, [0, 1, 3])}`);
    const cover = shared / previous.size;
    sink(`oc:${cover >= 0.5 ? 'high' : cover >= 0.25 ? 'mid' : cover > 0 ? 'low' : 'none'}`);
  } else sink('o:none');
}

/** Feature names of a line (training, and the test that checks the scorer against them). */
export function miFeatures(tokens: Tokens, previous: ReadonlySet<string>, stop: ReadonlySet<string>): string[] {
  const out: string[] = [];
  visitMiFeatures(tokens, previous, stop, (name) => out.push(name));
  return out;
}

// One score array and one stamp reused by every call (scoring is synchronous): a feature counts
// once per line without a set to track it (slot MI_HEADS.length of its weights holds the stamp).
const scores = new Float64Array(MI_HEADS.length);
let stamp = 0;
let current: MiModel | undefined;
const STAMP = MI_HEADS.length;

function add(name: string): void {
  const w = current!.weights.get(name);
  if (w === undefined || w[STAMP] === stamp) return;
  w[STAMP] = stamp;
  for (let k = 0; k < STAMP; k++) scores[k]! += w[k]!;
}

/** Log-odds per head for a line; the array is overwritten by the next call. */
export function miScores(model: MiModel, tokens: Tokens, previous: ReadonlySet<string>, stop: ReadonlySet<string>): Float64Array {
  current = model;
  stamp++;
  scores.set(model.bias);
  visitMiFeatures(tokens, previous, stop, add);
  return scores;
}

/** Log-odds per head from feature names (each counts once). */
export function miScoresOf(model: MiModel, features: readonly string[]): Float64Array {
  const s = Float64Array.from(model.bias);
  for (const f of new Set(features)) {
    const w = model.weights.get(f);
    if (w) for (let k = 0; k < STAMP; k++) s[k]! += w[k]!;
  }
  return s;
}

/** The four decisions: a head says yes at probability 0.5 (log-odds 0). */
export function miReading(s: Float64Array): MiReading {
  return { question: s[0]! > 0, open: s[1]! > 0, reflection: s[2]! > 0, complex: s[3]! > 0 };
}
