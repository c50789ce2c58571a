// npm run train:acts -- --data <AnnoMI csv>: fits the act classifier (src/conversations/engine/acts/)
// on the tuning split of the labelled corpus in test/fixtures/pedagogy and writes
// resources/engine/acts-model.json; then fits the English MI heads (acts/mi.ts) with scikit-learn on
// AnnoMI's therapist utterances and the corpus's English tuning lines (scripts/mi-data.ts) and
// writes resources/engine/mi-model.json.
// The held-out lines (split "heldout") are never seen here; npm run eval:pedagogy scores them.
// Training is deterministic, and a test checks the shipped model is what this script produces.
import { writeFileSync } from 'node:fs';
import { ruleAnalysis } from '../src/conversations/engine/analyser.js';
import type { Act } from '../src/conversations/engine/acts/acts.js';
import { actFeatures } from '../src/conversations/engine/acts/features.js';
import { createHash } from 'node:crypto';
import { ACTS } from '../src/conversations/engine/acts/acts.js';
import { actScores, MODEL_PATH, modelFromJson, type ActModelJson } from '../src/conversations/engine/acts/model.js';
import { calibrate, DEFAULT_TRAINING, PRECISION_TARGET, train, type TrainingLine, type TrainOptions } from '../src/conversations/engine/acts/train.js';
import { loadCorpus } from './eval-pedagogy.js';
import { MI_MODEL_PATH } from '../src/conversations/engine/acts/mi.js';
import { fitMi, miRows } from './mi-data.js';
import { dataArg } from './eval-real.js';

export interface CorpusLine extends TrainingLine { lang: string }

export function trainingLines(): CorpusLine[] {
  const out: CorpusLine[] = [];
  for (const [lang, items] of loadCorpus()) {
    for (const it of items) {
      if (it.split !== 'tune') continue;
      const a = ruleAnalysis(it.text, it.context ?? '', lang);
      out.push({ lang, act: it.label as Act, features: actFeatures(a.tokens, a.features) });
    }
  }
  return out;
}

/** What the model was trained on: the tuning lines and the options (a test compares it to the corpus). */
export function trainingDigest(lines: readonly CorpusLine[], opts: TrainOptions = DEFAULT_TRAINING): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(opts));
  h.update(`${PRECISION_TARGET}`);
  for (const l of lines) h.update(`${l.lang}\t${l.act}\t${l.features.join(' ')}\n`);
  return h.digest('hex').slice(0, 16);
}

const FOLDS = 4;

/** Fits on all tuning lines, with bias offsets calibrated on 4-fold out-of-fold scores. */
export function fitModel(lines: readonly CorpusLine[]): ActModelJson {
  const scores: Float64Array[] = new Array(lines.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = modelFromJson(train(lines.filter((_, i) => i % FOLDS !== fold)));
    lines.forEach((l, i) => {
      if (i % FOLDS === fold) scores[i] = actScores(model, l.features);
    });
  }
  const offsets = calibrate(scores, lines.map((l) => ACTS.indexOf(l.act)), lines.map((l) => l.lang));
  const model = train(lines);
  model.bias = model.bias.map((b, k) => Math.round((b + offsets[k]!) * 1e4) / 1e4);
  model.trainedOn = trainingDigest(lines);
  return model;
}

export function serialise(model: object): string {
  return JSON.stringify(model) + '\n';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const annomi = dataArg(process.argv);
  const lines = trainingLines();
  const model = fitModel(lines);
  writeFileSync(MODEL_PATH, serialise(model));
  console.log(`${MODEL_PATH}: ${lines.length} lines, ${Object.keys(model.weights).length} features`);
  const rows = miRows(annomi);
  const mi = fitMi(rows, false).final;
  writeFileSync(MI_MODEL_PATH, serialise(mi));
  console.log(`${MI_MODEL_PATH}: ${rows.length} lines, ${Object.values(mi.heads).map((h) => Object.keys(h.weights).length).join('/')} weights per head`);
}
