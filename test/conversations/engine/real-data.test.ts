// The English analyser on real, expert-labelled motivational-interviewing talk (AnnoMI, Wu et al.,
// ICASSP 2022), held out by transcript (npm run eval:real, docs/engine.md "Measured on real talk"):
// every figure here comes from lines whose transcript the model never saw. And the shipped MI
// heads are what scikit-learn fits on the data (npm run train:acts).
//
// The floors are the figures measured today, less a margin for another scikit-learn build. The
// issue asked for question F1 0.93, open/closed 0.88, reflection F1 0.72, simple/complex 0.70. On
// the five transcripts labelled by ten experts, one expert scored against the majority of the
// other nine reaches open/closed 0.82 and simple/complex 0.55 (the last describe below), so the
// last two targets lie beyond what the labels themselves support; the engine before the MI heads
// scored question F1 0.86, open/closed 0.76, reflection F1 0.50, simple/complex 0.55 on all lines.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MI_HEADS, MI_MODEL_PATH, type MiModelJson } from '../../../src/conversations/engine/acts/mi.js';
import { ceiling, figures, heldOut, type Ceiling, type RealFigures } from '../../../scripts/eval-real.js';
import { fitMi, miRows, rowsDigest } from '../../../scripts/mi-data.js';

const DATA = path.resolve(import.meta.dirname, '../../../../shared/data/annomi-dev.csv');

describe('the analyser on real therapy talk, held out by transcript', () => {
  let pooled: RealFigures;
  let perFold: RealFigures[];
  let labels: Ceiling;
  beforeAll(() => {
    expect(existsSync(DATA), `${DATA} is missing`).toBe(true);
    const h = heldOut(DATA);
    pooled = figures(h.pooled);
    perFold = h.perFold.map(figures);
    labels = ceiling(h.pooled);
  }, 120_000);

  it('every therapist utterance of the 99 transcripts is scored once, in exactly one fold', () => {
    expect(pooled.n).toBe(4066);
    expect(perFold.reduce((n, f) => n + f.n, 0)).toBe(pooled.n);
  });

  it('question F1 >= 0.897 pooled, >= 0.86 in every fold', () => {
    expect(pooled.questionF1).toBeGreaterThanOrEqual(0.897);
    for (const f of perFold) expect(f.questionF1).toBeGreaterThanOrEqual(0.86);
  });

  it('open/closed accuracy among questions >= 0.75 pooled, >= 0.71 in every fold', () => {
    expect(pooled.openClosedAccuracy).toBeGreaterThanOrEqual(0.75);
    for (const f of perFold) expect(f.openClosedAccuracy).toBeGreaterThanOrEqual(0.71);
  });

  it('reflection F1 >= 0.68 pooled, >= 0.665 in every fold', () => {
    expect(pooled.reflectionF1).toBeGreaterThanOrEqual(0.68);
    for (const f of perFold) expect(f.reflectionF1).toBeGreaterThanOrEqual(0.665);
  });

  it('simple/complex accuracy among reflections >= 0.60 pooled, >= 0.53 in every fold', () => {
    expect(pooled.simpleComplexAccuracy).toBeGreaterThanOrEqual(0.6);
    for (const f of perFold) expect(f.simpleComplexAccuracy).toBeGreaterThanOrEqual(0.53);
  });

  it('on the ten-expert utterances: one expert falls short of the open/closed and simple/complex targets; the engine, held out, comes within reach of one expert', () => {
    expect(labels.utterances).toBe(188);
    expect(labels.annotators).toBe(10);
    expect(labels.human.openClosedAccuracy).toBeLessThan(0.88);
    expect(labels.human.simpleComplexAccuracy).toBeLessThan(0.7);
    expect(labels.engine.questionF1).toBeGreaterThanOrEqual(0.92);
    expect(labels.engine.simpleComplexAccuracy).toBeGreaterThanOrEqual(labels.human.simpleComplexAccuracy);
  });
});

describe('the shipped MI heads', () => {
  it('are what scikit-learn fits on AnnoMI and the corpus today (npm run train:acts)', () => {
    const shipped = JSON.parse(readFileSync(MI_MODEL_PATH, 'utf8')) as MiModelJson;
    const rows = miRows(DATA);
    expect(shipped.trainedOn).toBe(rowsDigest(rows));
    const fresh = fitMi(rows, false).final;
    for (const h of MI_HEADS) {
      expect(fresh.heads[h].bias).toBeCloseTo(shipped.heads[h].bias, 3);
      const a = shipped.heads[h].weights;
      const b = fresh.heads[h].weights;
      expect(Object.keys(b).length, h).toBeGreaterThan(Object.keys(a).length * 0.99);
      let far = 0;
      for (const [k, w] of Object.entries(a)) if (Math.abs((b[k] ?? 0) - w) > 1e-3) far++;
      expect(far, `${h}: weights that differ`).toBe(0);
    }
  }, 60_000);
});
