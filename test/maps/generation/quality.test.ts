// The built-in quality score is measured from the map, so a useless map scores low however
// well-formed it is: wrong sense, padding and four-node maps each score below 0.5, while the
// knowledge-base maps of the same inputs score high.
import { describe, expect, it } from 'vitest';
import { builtinModel } from '../../../src/llm/builtin.js';
import { generateMap, type MapInput } from '../../../src/maps/generation/index.js';
import { heuristicQuality } from '../../../src/maps/generation/quality.js';
import { normaliseMap } from '../../../src/maps/graph/index.js';
import type { ConceptMap } from '../../../src/maps/map-schema.js';

/** A map from labels in order, each requiring the one before (descriptions say something). */
function chain(labels: string[], centre?: string): ConceptMap {
  const nodes = labels.map((label, i) => ({ id: `n${i}`, label, type: 'concept', description: `${label}: what it is, with an example a learner meets.`, isCenter: label === centre }));
  const edges = labels.slice(1).map((_, i) => ({ from: `n${i}`, to: `n${i + 1}`, type: 'requires' }));
  return normaliseMap({ nodes, edges }, { structural: centre !== undefined, centerHint: centre }).map;
}

const compoundInterest: MapInput = { form: 'freeText', problem: 'My class mixes up simple and compound interest when a savings account grows over several years.' };
const fractions: MapInput = { form: 'structural', domain: 'Mathematics', subdomain: 'Arithmetic', key: 'Fractions' };
const mole: MapInput = { form: 'structural', domain: 'Chemistry', subdomain: 'Stoichiometry', key: 'Mole concept' };

describe('built-in quality score', () => {
  it('scores a wrong-sense map below 0.5 (chemistry for compound interest)', () => {
    const map = chain(['Elements', 'Compounds', 'Chemical formulas', 'Ionic bonding', 'Covalent bonding', 'Electronegativity', 'Polar bonds and molecules', 'Metallic bonding', 'Intermolecular forces', 'Balanced equations']);
    const q = heuristicQuality(map, compoundInterest);
    expect(q.score).toBeLessThan(0.5);
    expect(q.reasons.join(' ')).toMatch(/another subject/);
  });

  it('scores a padded map below 0.5 (four fraction concepts and ten unrelated ones)', () => {
    const map = chain(['Numerator and denominator', 'Equivalent fractions', 'Common denominators', 'Adding and subtracting fractions', 'Storming of the Bastille', 'Photosynthesis', 'Trench warfare', 'Ohm\'s law V = IR', 'Plate boundaries', 'Supply', 'Binary search', 'Metaphor', 'Tectonic plates', 'Chlorophyll', 'Fractions'], 'Fractions');
    expect(heuristicQuality(map, fractions).score).toBeLessThan(0.5);
  });

  it('scores the four-node map of the mole concept below 0.5', () => {
    const map = chain(['Chemical formulas', 'The mole', 'Concept', 'Mole concept'], 'Mole concept');
    const q = heuristicQuality(map, mole);
    expect(q.score).toBeLessThan(0.5);
    expect(q.reasons.join(' ')).toMatch(/too few/);
  });

  it('scores a problem outside the knowledge base low and says why', async () => {
    const { quality, warnings } = await generateMap({ form: 'freeText', problem: 'How can a small bakery reduce food waste?' }, { lang: 'en', includeLearningPath: true, model: builtinModel });
    expect(quality!.score).toBeLessThan(0.5);
    expect(warnings.join(' ')).toMatch(/outside what the built-in knowledge base covers/);
  });

  it('scores the knowledge-base maps of the same inputs high', async () => {
    for (const input of [compoundInterest, fractions, mole]) {
      const { quality } = await generateMap(input, { lang: 'en', includeLearningPath: true, model: builtinModel });
      expect(quality!.score, JSON.stringify(input)).toBeGreaterThanOrEqual(0.8);
    }
  });
});
