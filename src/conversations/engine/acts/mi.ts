// The motivational-interviewing reading of a line: is it a question, open or closed, a reflection,
// simple or complex (the MITI behaviour counts). Four binary logistic heads over one feature set,
// trained offline with scikit-learn on expert-labelled real therapy talk (AnnoMI, Wu et al., ICASSP
// 2022) together with the corpus's English lines (scripts/train-acts.ts, docs/engine.md), shipped
// as JSON and scored here from one compact table (layout.ts). Real turns are long and hedged, so the features read
// the line sentence by sentence (the tokenizer's Intl.Segmenter sentences and clauses): how each
// sentence and clause opens (after lead-ins such as "so, um"), how questions end, where they sit,
// the last sentence, hedges, how much the line takes up from the character's previous line, and
// that line's length, question and last words.
// (Character n-grams were tried: on held-out transcripts they lowered every figure.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokens } from '../text.js';
import { interner, pairRow, pairSlices, type PendingPair } from './layout.js';

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
  /** Every feature's weights in one array, ROW numbers per feature: one per head (index as
   * MI_HEADS), then the scorer's stamp. A key's own features sit side by side. */
  rows: Float64Array;
  /** Feature name -> its row's offset (named features: training, tests). */
  byName: Map<string, number>;
  /** Every key the features use (words, stems, bucket labels, '.') -> its id, interned at load. */
  ids: Map<string, number>;
  /** Per id, one slot per kind (KIND_INDEX): a single's row, or a pair kind's slice start in
   * `pairs`; -1 when absent. A line's calls for one word find all its features in one place. */
  slots: Int32Array;
  /** Pair slices (layout.ts): [n, (second key's id, row) * n]. */
  pairs: Int32Array;
}

export interface MiReading {
  question: boolean;
  open: boolean;
  reflection: boolean;
  complex: boolean;
}

/** What the features read of the character's previous line (the analyser's lineInfo() makes it). */
export interface MiPrevious {
  /** Content-word keys (the analyser's contentKeys()). */
  keys: ReadonlySet<string>;
  words: number;
  /** Its last sentence asks. */
  asked: boolean;
  /** Its last few words. */
  tail: readonly string[];
}

export const NO_PREVIOUS: MiPrevious = { keys: new Set(), words: 0, asked: false, tail: [] };

export const MI_MODEL_PATH = path.resolve(import.meta.dirname, '../../../../resources/engine/mi-model.json');

export function miModelFromJson(json: MiModelJson): MiModel {
  const named = new Map<string, Float64Array>();
  const bias = new Float64Array(MI_HEADS.length);
  MI_HEADS.forEach((h, k) => {
    bias[k] = json.heads[h].bias;
    for (const [name, w] of Object.entries(json.heads[h].weights)) {
      let ws = named.get(name);
      if (!ws) named.set(name, (ws = new Float64Array(MI_HEADS.length)));
      ws[k] = w;
    }
  });
  const ids = new Map<string, number>();
  const intern = interner(ids);
  const singles: Array<[id: number, kind: number, name: string]> = [];
  const pairList: Array<PendingPair<string>> = [];
  const others: string[] = [];
  for (const name of named.keys()) {
    const colon = name.indexOf(':');
    const kind = name.slice(0, colon);
    const key = name.slice(colon + 1);
    const k = kindIndex(kind);
    if (k < 0) others.push(name);
    else if (MI_PAIR_KINDS.has(kind)) {
      const cut = key.indexOf('_');
      pairList.push([intern(key.slice(0, cut)), k, intern(key.slice(cut + 1)), name]);
    } else singles.push([intern(key), k, name]);
  }
  const rows = new Float64Array(named.size * ROW);
  const byName = new Map<string, number>();
  let at = 0;
  const place = (name: string) => {
    const o = at;
    rows.set(named.get(name)!, o);
    at += ROW;
    byName.set(name, o);
    return o;
  };
  const slots = new Int32Array(ids.size * MI_KINDS.length).fill(-1);
  singles.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [id, k, name] of singles) slots[id * MI_KINDS.length + k] = place(name);
  const pairs = pairSlices(pairList, slots, MI_KINDS.length, place);
  for (const name of others) place(name);
  return { language: json.language, bias, rows, byName, ids, slots, pairs };
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

/** The label of the first edge n is at or under ('more' past the last), from a prebuilt list. */
function bucket(n: number, edges: readonly number[], labels: readonly string[]): string {
  for (let i = 0; i < edges.length; i++) if (n <= edges[i]!) return labels[i]!;
  return 'more';
}
const labels = (edges: readonly number[]) => edges.map(String);
const WORDS = [2, 5, 10, 20, 40];
const WORD_LABELS = labels(WORDS);
const SENTENCES = [1, 2, 3, 5];
const SENTENCE_LABELS = labels(SENTENCES);
const QUESTIONS = [0, 1, 2];
const QUESTION_LABELS = labels(QUESTIONS);
const FEW = [1, 2];
const FEW_LABELS = labels(FEW);
const SHARED = [0, 1, 2, 3, 5];
const SHARED_LABELS = labels(SHARED);
const SHARED_ASKING = [0, 1, 3];
const SHARED_ASKING_LABELS = labels(SHARED_ASKING);
const PREVIOUS_WORDS = [0, 2, 5, 10, 20, 40];
const PREVIOUS_WORD_LABELS = labels(PREVIOUS_WORDS);

/**
 * Receives a line's features as a kind and a key ("w" "price" is the feature "w:price"), or a kind
 * and two words ("b" "talk" "about" is "b:talk_about"): the training side builds the names, the
 * scorer looks the weights up by kind and key without building a string.
 */
export interface MiSink {
  one(kind: string, key: string): void;
  two(kind: string, a: string, b: string): void;
}

// Feature kinds of a sentence's or clause's first real word, by [question or statement][sentence
// or clause start]: "qS:what", "sC2:you_feel", "LqS:how" (in the last sentence), "q3:wha".
const FIRST = [['sS', 'sC'], ['qS', 'qC']] as const;
const FIRST2 = [['sS2', 'sC2'], ['qS2', 'qC2']] as const;
const FIRST_LAST = [['LsS', 'LsC'], ['LqS', 'LqC']] as const;
const PREFIX3 = ['s3', 'q3'] as const;
const RAW_FIRST = ['sR', 'qR'] as const;
/** Kinds whose key is two words joined by "_". */
export const MI_PAIR_KINDS: ReadonlySet<string> = new Set(['b', 'qE', ...FIRST2.flat()]);
/** Every feature kind visitMiFeatures emits, numbered for the scorer's per-key arrays. */
const MI_KINDS = ['n', 's', 'q', 'w', 'b', 'qE', 'h', 'o', 'oq', 'oc', 'pn', 'pq', 'pl', ...RAW_FIRST, ...PREFIX3, ...FIRST.flat(), ...FIRST2.flat(), ...FIRST_LAST.flat()] as const;
const KIND_INDEX = new Map<string, number>(MI_KINDS.map((k, i) => [k, i]));
/** A kind's slot; a kind the visitor never emits (a model trained on other features) gets none. */
function kindIndex(kind: string): number {
  return KIND_INDEX.get(kind) ?? -1;
}

/**
 * Every feature of a line. `context` is what the features read of the character's previous line
 * (NO_PREVIOUS when there is none). Pure: the same line gives the same calls, in the same order.
 */
export function visitMiFeatures(tokens: Tokens, context: MiPrevious, stop: ReadonlySet<string>, sink: MiSink): void {
  const previous = context.keys;
  const ws = tokens.words;
  const n = ws.length;
  const sentence = tokens.sentence;
  const question = tokens.question;
  sink.one('n', bucket(n, WORDS, WORD_LABELS));
  sink.one('s', bucket(question.length, SENTENCES, SENTENCE_LABELS));
  let questions = 0;
  for (const q of question) if (q) questions++;
  sink.one('q', bucket(questions, QUESTIONS, QUESTION_LABELS));
  const lastSentence = n > 0 ? sentence[n - 1]! : 0;
  if (question[lastSentence]) sink.one('q', 'last');
  let shared = 0;
  let hedges = 0;
  for (let i = 0; i < n; i++) {
    const w = ws[i]!;
    const s = sentence[i]!;
    const asks = question[s] ? 1 : 0;
    sink.one('w', w);
    const starts = i === 0 || sentence[i - 1] !== s;
    const ends = i === n - 1 || sentence[i + 1] !== s;
    if (!ends) sink.two('b', w, ws[i + 1]!);
    if (HEDGES.has(w)) hedges++;
    if (previous.size > 0) {
      const key = contentKey(w, stop);
      if (key && previous.has(key)) shared++;
    }
    // How a question ends: a tag ("isn't it?", "don't they?") or a trailing "or" asks for a yes or no.
    if (ends && asks) sink.two('qE', starts ? '.' : ws[i - 1]!, w);
    if (starts) sink.one(RAW_FIRST[asks], w);
    if (!starts && !tokens.clauseStart[i]) continue;
    // The first real word of a sentence or clause, and of a question sentence or the last one.
    let p = i;
    while (p < n && sentence[p] === s && LEAD_INS.has(ws[p]!) && p - i < 3) p++;
    if (p >= n || sentence[p] !== s) continue;
    const first = ws[p]!;
    const second = p + 1 < n && sentence[p + 1] === s ? ws[p + 1]! : '.';
    const place = starts ? 0 : 1;
    sink.one(FIRST[asks][place], first);
    sink.two(FIRST2[asks][place], first, second);
    if (s === lastSentence) sink.one(FIRST_LAST[asks][place], first);
    if (starts) sink.one(PREFIX3[asks], first.length > 3 ? first.slice(0, 3) : first);
  }
  if (hedges > 0) sink.one('h', bucket(hedges, FEW, FEW_LABELS));
  if (previous.size > 0) {
    sink.one('o', bucket(shared, SHARED, SHARED_LABELS));
    // Taking up the character's words while asking is often a reflection said with a rising voice.
    if (question[lastSentence]) sink.one('oq', bucket(shared, SHARED_ASKING, SHARED_ASKING_LABELS));
    const cover = shared / previous.size;
    sink.one('oc', cover >= 0.5 ? 'high' : cover >= 0.25 ? 'mid' : cover > 0 ? 'low' : 'none');
  } else sink.one('o', 'none');
  // What the character just said shapes the reply: a long story invites a reflection, a short
  // "yeah" a question, a question of theirs information; how it ended ("..., you know", "I don't
  // know") says which.
  sink.one('pn', bucket(context.words, PREVIOUS_WORDS, PREVIOUS_WORD_LABELS));
  if (context.asked) sink.one('pq', 'yes');
  for (const w of context.tail) sink.one('pl', w);
}

// Question sentences that ask nothing: a speaker's aside before what they say ("You know what? ...",
// "Guess what?") or a check on being followed ("Know what I mean?"). MITI codes no question for them.
const ASIDES = new Set(['you know what', 'guess what', 'know what i mean', 'you know what i mean', 'know what i m saying', 'you know what i m saying']);
const ASIDE_MAX_WORDS = 6;

/** Every sentence of the line that ends in "?" is an aside ("You know what?"), and there is one. */
export function asksOnlyAsides(tokens: Tokens): boolean {
  const ws = tokens.words;
  let asides = 0;
  let i = 0;
  while (i < ws.length) {
    const s = tokens.sentence[i]!;
    let j = i;
    while (j < ws.length && tokens.sentence[j] === s) j++;
    if (tokens.question[s]) {
      let p = i;
      while (p < j && LEAD_INS.has(ws[p]!) && p - i < 3) p++;
      if (j - p > ASIDE_MAX_WORDS || !ASIDES.has(ws.slice(p, j).join(' '))) return false;
      asides++;
    }
    i = j;
  }
  return asides > 0;
}

/** Feature names of a line (training, and the test that checks the scorer against them). */
export function miFeatures(tokens: Tokens, previous: MiPrevious, stop: ReadonlySet<string>): string[] {
  const out: string[] = [];
  visitMiFeatures(tokens, previous, stop, {
    one: (kind, key) => out.push(`${kind}:${key}`),
    two: (kind, a, b) => out.push(`${kind}:${a}_${b}`),
  });
  return out;
}

// One score array and one stamp reused by every call (scoring is synchronous): a feature counts
// once per line without a set to track it (the last number of its row holds the stamp).
const STAMP = MI_HEADS.length;
const ROW = STAMP + 1;
const scores = new Float64Array(MI_HEADS.length);
let stamp = 0;

/** The scorer: finds each key's id once while the visitor's calls stay on it ("w", "b", "sR",
 * "sS" ... of one word come one after another, a pair's second word is the next word's key). */
class ScoringSink implements MiSink {
  private rows: Float64Array = new Float64Array(0);
  private ids: ReadonlyMap<string, number> = new Map();
  private slots: Int32Array = new Int32Array(0);
  private pairs: Int32Array = new Int32Array(0);
  // The two most recent keys and their ids (-1: unknown to the model).
  private key1: string | undefined;
  private id1 = -1;
  private key2: string | undefined;
  private id2 = -1;
  reset(model: MiModel): void {
    this.rows = model.rows;
    this.ids = model.ids;
    this.slots = model.slots;
    this.pairs = model.pairs;
    this.key1 = this.key2 = undefined;
  }
  private idOf(key: string): number {
    if (key === this.key1) return this.id1;
    if (key === this.key2) return this.id2;
    const id = this.ids.get(key) ?? -1;
    this.key2 = this.key1;
    this.id2 = this.id1;
    this.key1 = key;
    this.id1 = id;
    return id;
  }
  private add(o: number): void {
    const rows = this.rows;
    if (o < 0 || rows[o + STAMP] === stamp) return;
    rows[o + STAMP] = stamp;
    for (let k = 0; k < STAMP; k++) scores[k]! += rows[o + k]!;
  }
  one(kind: string, key: string): void {
    const k = KIND_INDEX.get(kind);
    if (k === undefined) return;
    const id = this.idOf(key);
    if (id >= 0) this.add(this.slots[id * MI_KINDS.length + k]!);
  }
  two(kind: string, a: string, b: string): void {
    const k = KIND_INDEX.get(kind);
    if (k === undefined) return;
    const first = this.idOf(a);
    if (first < 0) return;
    const start = this.slots[first * MI_KINDS.length + k]!;
    if (start >= 0) this.add(pairRow(this.pairs, start, this.idOf(b)));
  }
}
const sink = new ScoringSink();

/** Log-odds per head for a line; the array is overwritten by the next call. */
export function miScores(model: MiModel, tokens: Tokens, previous: MiPrevious, stop: ReadonlySet<string>): Float64Array {
  sink.reset(model);
  stamp++;
  scores.set(model.bias);
  visitMiFeatures(tokens, previous, stop, sink);
  return scores;
}

/** A named feature's weights per head (a view into the model's rows), or undefined. */
export function miFeatureWeights(model: MiModel, name: string): Float64Array | undefined {
  const o = model.byName.get(name);
  return o === undefined ? undefined : model.rows.subarray(o, o + STAMP);
}

/** Log-odds per head from feature names (each counts once). */
export function miScoresOf(model: MiModel, features: readonly string[]): Float64Array {
  const s = Float64Array.from(model.bias);
  for (const f of new Set(features)) {
    const w = miFeatureWeights(model, f);
    if (w) for (let k = 0; k < STAMP; k++) s[k]! += w[k]!;
  }
  return s;
}

/** The four decisions: a head says yes at probability 0.5 (log-odds 0). */
export function miReading(s: Float64Array): MiReading {
  return { question: s[0]! > 0, open: s[1]! > 0, reflection: s[2]! > 0, complex: s[3]! > 0 };
}
