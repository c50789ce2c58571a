// A learned reading of "does this sentence state a generalisation about a group of people as fact
// (or advise acting on one)?", for English, Spanish and French: a logistic regression fitted
// offline with scikit-learn (scripts/fit-stereotypes.py, `npm run train:stereotypes`) on planted
// stereotypes, every sentence of the clean writers and a written corpus of stereotypes and fair
// near-misses (test/fixtures/content-critic/stereotype-corpus.jsonl); scored here as a dot product
// over sparse binary features, the weights loaded once from resources/content/stereotype-model.json.
// The features are the words and word pairs with every group or job the rule lists know replaced by
// a class word ("_grp_", "_job_"), so the model learns what is said of a group rather than which
// group, and the rule readings' own signals (a group as subject, a frame, a trait, a hedge, a
// denial, a question, a figure, a rule that fires).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface StereotypeModelJson {
  bias: number;
  weights: Record<string, number>;
  /** Probability at or above which a sentence is a finding (chosen by leave-one-writer-out cross-validation). */
  sure: number;
}

export const STEREOTYPE_MODEL_PATH = path.resolve(import.meta.dirname, '../../../resources/content/stereotype-model.json');

/** Accents folded, one apostrophe, lower case: "Los niños" and "los ninos" are one word. */
const NON_ASCII = /[^ -~]/u;
const fold = (s: string) => (NON_ASCII.test(s) ? s.normalize('NFD').replace(/\p{M}/gu, '').replace(/’/gu, "'") : s).toLowerCase();
const TOKEN = /\p{L}+|\d+(?:[.,]\d+)?/gu;

/** A group or a job named generically in a sentence, where it stands. */
export interface PeopleSpan {
  start: number;
  end: number;
  kind: 'grp' | 'job';
}

/** Words of a stretch of text, folded, every number as "0". */
function pushWords(tokens: string[], text: string): void {
  for (const m of fold(text).matchAll(TOKEN)) tokens.push(/\d/u.test(m[0][0]!) ? '0' : m[0]);
}

/** The feature names of one sentence from its rule signals and group spans (stereotypes.ts): signals (s:), words (w:) and word pairs (b:), each once. */
export function featuresOf(sentence: string, signals: readonly string[], spans: readonly PeopleSpan[]): string[] {
  const tokens = ['^'];
  let at = 0;
  for (const s of spans) {
    if (s.start < at) continue;
    pushWords(tokens, sentence.slice(at, s.start));
    tokens.push(`_${s.kind}_`);
    at = s.end;
  }
  pushWords(tokens, sentence.slice(at));
  const out = new Set<string>();
  for (const s of signals) out.add(`s:${s}`);
  for (let i = 1; i < tokens.length; i++) {
    out.add(`w:${tokens[i]}`);
    out.add(`b:${tokens[i - 1]} ${tokens[i]}`);
  }
  return [...out];
}

interface Model {
  bias: number;
  weights: Map<string, number>;
  sure: number;
}

let model: Model | undefined;

export function stereotypeModelFromJson(json: StereotypeModelJson): Model {
  return { bias: json.bias, weights: new Map(Object.entries(json.weights)), sure: json.sure };
}

function loaded(): Model {
  return (model ??= stereotypeModelFromJson(JSON.parse(readFileSync(STEREOTYPE_MODEL_PATH, 'utf8')) as StereotypeModelJson));
}

/** The model's probability that a sentence with these features states a stereotype as fact. */
export function probabilityOf(features: readonly string[], m: Model = loaded()): number {
  let z = m.bias;
  for (const f of features) z += m.weights.get(f) ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** Whether the model is sure enough to report the sentence. */
export const modelIsSure = (probability: number, m: Model = loaded()) => probability >= m.sure;
