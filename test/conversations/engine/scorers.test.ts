// The direct scorers (acts/model.ts lineScores, acts/mi.ts miScores) look weights up per word for
// speed; they must add exactly the features the models were trained on, in the same order, so a
// line's scores are the same numbers, bit for bit, as scoring its named features.
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../scripts/eval-pedagogy.js';
import { lineInfo, ruleAnalysis } from '../../../src/conversations/engine/analyser.js';
import { actFeatures } from '../../../src/conversations/engine/acts/features.js';
import { miFeatures, miFeatureWeights, miScores, miScoresOf, NO_PREVIOUS, shippedMiModel } from '../../../src/conversations/engine/acts/mi.js';
import { featureWeights, lineScores, shippedModel } from '../../../src/conversations/engine/acts/model.js';
import { lexiconFor } from '../../../src/conversations/engine/lang/index.js';

/** Sums each named feature's weights once, in the order named (what the direct scorers must equal). */
function inOrder(bias: Float64Array, features: readonly string[], weightsOf: (f: string) => Float64Array | undefined, add: (s: Float64Array, w: Float64Array) => void): number[] {
  const s = Float64Array.from(bias);
  const seen = new Set<string>();
  for (const f of features) {
    if (seen.has(f)) continue;
    seen.add(f);
    const w = weightsOf(f);
    if (w) add(s, w);
  }
  return [...s];
}

describe('direct scorers', () => {
  const corpus = loadCorpus();

  it('the act classifier scores a line exactly as its named features', () => {
    const model = shippedModel();
    for (const [lang, items] of corpus) {
      for (const it of items.filter((_, i) => i % 5 === 0)) {
        const r = ruleAnalysis(it.text, it.context ?? '', lang);
        const expected = inOrder(model.bias, actFeatures(r.tokens, r.features), (f) => featureWeights(model, f), (s, w) => {
          for (let k = 0; k < w.length; k += 2) s[w[k]!]! += w[k + 1]!;
        });
        expect([...lineScores(model, r.tokens, r.features)], `${lang}: ${it.text}`).toEqual(expected);
      }
    }
  });

  it('the MI heads score a line exactly as its named features', () => {
    const mi = shippedMiModel();
    const lex = lexiconFor('en');
    for (const it of corpus.get('en')!) {
      const r = ruleAnalysis(it.text, '', 'en');
      const previous = it.context ? lineInfo(it.context, 'en') : NO_PREVIOUS;
      const names = miFeatures(r.tokens, previous, lex.stop);
      const expected = inOrder(mi.bias, names, (f) => miFeatureWeights(mi, f), (s, w) => {
        for (let k = 0; k < s.length; k++) s[k]! += w[k]!;
      });
      expect([...miScores(mi, r.tokens, previous, lex.stop)], it.text).toEqual(expected);
      // And the same decisions as the unordered reference the heads were checked with before.
      const byName = miScoresOf(mi, names);
      expect([...miScores(mi, r.tokens, previous, lex.stop)].map((x) => x > 0)).toEqual([...byName].map((x) => x > 0));
    }
  });
});
