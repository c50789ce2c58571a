// The shipped stereotype model (resources/content/stereotype-model.json) is what scikit-learn
// fits on the data today (npm run train:stereotypes): the rows' digest matches, and a refit gives
// the same bias and weights. Its measured figures are in docs/content.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEREOTYPE_MODEL_PATH, type StereotypeModelJson } from '../../src/content/critic/stereotype-model.js';
import { FIT_OPTIONS, fitStereotypes, rowsDigest, stereotypeRows } from '../../scripts/stereotype-data.js';

describe('the shipped stereotype model', () => {
  it('is what scikit-learn fits on the planted stereotypes, the clean writers and the corpus today', () => {
    const shipped = JSON.parse(readFileSync(STEREOTYPE_MODEL_PATH, 'utf8')) as StereotypeModelJson & { digest: string };
    const rows = stereotypeRows();
    // The rows hold the rule readings' signals and the fixtures' sentences: a change to either needs a refit.
    expect(shipped.digest, 'the training rows changed: run `npm run train:stereotypes` and commit the weights').toBe(rowsDigest(rows));
    expect(shipped.sure).toBe(FIT_OPTIONS.sure);
    const fresh = fitStereotypes(rows, FIT_OPTIONS).final;
    expect(fresh.bias).toBeCloseTo(shipped.bias, 3);
    expect(Object.keys(fresh.weights).length).toBeGreaterThan(Object.keys(shipped.weights).length * 0.99);
    let far = 0;
    for (const [k, w] of Object.entries(shipped.weights)) if (Math.abs((fresh.weights[k] ?? 0) - w) > 1e-3) far++;
    expect(far, 'weights that differ').toBe(0);
  }, 120_000);
});
