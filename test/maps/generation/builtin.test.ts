// The built-in generator: maps a teacher would recognise, in the requested language, deterministic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinModel } from '../../../src/llm/builtin.js';
import { generateMap, type MapInput } from '../../../src/maps/generation/index.js';
import { LANGS, type ConceptMap, type Lang } from '../../../src/maps/map-schema.js';
import { expectMapInvariants } from '../graph/invariants.js';

const gen = (input: MapInput, lang: Lang = 'en', includeLearningPath = true) =>
  generateMap(input, { lang, includeLearningPath, model: builtinModel });

const quadratic: MapInput = { form: 'structural', domain: 'mathematics', subdomain: 'algebra', key: 'quadratic equations' };
const photosynthesis: MapInput = { form: 'structural', domain: 'biology', subdomain: 'plants', key: 'photosynthesis' };

const byLabel = (map: ConceptMap, label: string) => {
  const node = map.nodes.find((n) => n.label === label);
  expect(node, `node "${label}" in ${map.nodes.map((n) => n.label).join(' | ')}`).toBeDefined();
  return node!;
};
const position = (map: ConceptMap, label: string) => map.learningPath.indexOf(byLabel(map, label).id);
const centre = (map: ConceptMap) => map.nodes.filter((n) => n.isCenter);

describe('built-in generator, structural', () => {
  it('mathematics / algebra / quadratic equations: the prerequisites and methods a teacher expects', async () => {
    const { map, generator, warnings } = await gen(quadratic);
    expectMapInvariants(map, { structural: true });
    expect(generator).toEqual({ provider: 'builtin', model: 'builtin-wordnet-v1' });
    expect(warnings).toEqual([]);
    expect(centre(map).map((n) => n.label)).toEqual(['Quadratic equations']);
    const key = position(map, 'Quadratic equations');
    // Prerequisites come before the key in the learning path.
    for (const p of ['Linear equations', 'Factoring polynomials', 'Square roots', 'Polynomials', 'Exponents and powers']) {
      expect(position(map, p), p).toBeLessThan(key);
    }
    // Solving methods build on the key, each in its logical order.
    for (const s of ['Completing the square', 'Quadratic formula', 'The discriminant', 'Solving quadratics by factoring']) {
      expect(position(map, s), s).toBeGreaterThan(key);
    }
    expect(position(map, 'Completing the square')).toBeLessThan(position(map, 'Quadratic formula'));
    expect(position(map, 'Quadratic formula')).toBeLessThan(position(map, 'The discriminant'));
    const edge = (from: string, to: string) => map.edges.find((e) => e.from === byLabel(map, from).id && e.to === byLabel(map, to).id);
    expect(edge('Linear equations', 'Quadratic equations')?.type).toBe('requires');
    expect(edge('Factoring polynomials', 'Quadratic equations')?.type).toBe('requires');
    expect(edge('Quadratic equations', 'Equations')?.type).toBe('special-case');
    expect(byLabel(map, 'Quadratic formula').type).toBe('skill');
    expect(byLabel(map, 'Linear equations').description).toMatch(/degree one/);
    expect(map.learningPhases.map((p) => p.name)).toEqual(['Foundations', 'Building blocks', 'Core concept', 'Going deeper']);
  });

  it('biology / plants / photosynthesis: light, chlorophyll, CO2, glucose, stomata before; reactions after; respiration related', async () => {
    const { map } = await gen(photosynthesis);
    expectMapInvariants(map, { structural: true });
    const key = position(map, 'Photosynthesis');
    for (const p of ['Light as a source of energy', 'Chlorophyll', 'Carbon dioxide', 'Glucose and sugars', 'Stomata and gas exchange', 'Chloroplasts']) {
      expect(position(map, p), p).toBeLessThan(key);
    }
    expect(position(map, 'Light-dependent reactions')).toBeGreaterThan(key);
    expect(position(map, 'Calvin cycle')).toBeGreaterThan(position(map, 'Light-dependent reactions'));
    const resp = byLabel(map, 'Cellular respiration');
    const centreId = byLabel(map, 'Photosynthesis').id;
    expect(map.edges).toContainEqual({ from: centreId, to: resp.id, type: 'related' });
    expect(map.nodes.length).toBeGreaterThanOrEqual(10);
    expect(map.nodes.length).toBeLessThanOrEqual(25);
  });

  it.each([
    ['es', 'Fotosíntesis', ['Clorofila', 'Dióxido de carbono', 'Ciclo de Calvin (fase oscura)', 'Respiración celular'], ['Fundamentos', 'Concepto central']],
    ['fr', 'Photosynthèse', ['Chlorophylle', 'Dioxyde de carbone', 'Cycle de Calvin', 'Respiration cellulaire'], ['Fondements', 'Concept central']],
    ['de', 'Photosynthese', ['Chlorophyll', 'Kohlenstoffdioxid', 'Calvin-Zyklus (lichtunabhängige Reaktionen)', 'Zellatmung'], ['Grundlagen', 'Kernkonzept']],
  ] as const)('labels and phase names follow lang=%s for curated domains', async (lang, key, labels, phases) => {
    const { map, warnings } = await gen(photosynthesis, lang);
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe(key);
    for (const l of labels) byLabel(map, l);
    const names = map.learningPhases.map((p) => p.name);
    for (const p of phases) expect(names).toContain(p);
    // Same structure as English: only the words change.
    const en = (await gen(photosynthesis)).map;
    expect(map.learningPath).toEqual(en.learningPath);
    expect(warnings.join(' ')).toMatch(/descriptions are in English/);
    expect(warnings.join(' ')).not.toMatch(/Labels left in English/);
  });

  it('says so when labels stay English (no curated words for the language)', async () => {
    const { map, warnings } = await gen(quadratic, 'ja');
    expectMapInvariants(map, { structural: true });
    expect(map.learningPhases[0]!.name).toBe('基礎');
    expect(warnings.join(' ')).toMatch(/Labels left in English .*ja/);
  });

  it('falls back to WordNet for keys the library does not have, bridging to curated concepts', async () => {
    const { map } = await gen({ form: 'structural', domain: 'mathematics', subdomain: 'algebra', key: 'polynomial long division' });
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe('Polynomial long division');
    expect(position(map, 'Polynomials')).toBeLessThan(position(map, 'Polynomial long division'));
    byLabel(map, 'Long division');

    const ribosome = (await gen({ form: 'structural', domain: 'biology', subdomain: 'cells', key: 'ribosome' })).map;
    expectMapInvariants(ribosome, { structural: true });
    // WordNet: a ribosome is an organelle, which the library knows as "Cell structure and organelles".
    expect(ribosome.edges).toContainEqual({ from: byLabel(ribosome, 'Ribosome').id, to: byLabel(ribosome, 'Cell structure and organelles').id, type: 'special-case' });
    expect(byLabel(ribosome, 'Ribosome').description).toMatch(/protein/i);
  });

  it('uses WordNet relations: hypernyms as special-case, hyponyms as kinds, meronyms as related', async () => {
    const { map, warnings } = await gen({ form: 'structural', domain: 'biology', subdomain: 'plants', key: 'tree' }, 'en');
    expectMapInvariants(map, { structural: true });
    const heart = byLabel(map, 'Tree');
    expect(heart.description).toMatch(/woody plant/i);
    const out = map.edges.filter((e) => e.from === heart.id).map((e) => `${e.type}:${map.nodes.find((n) => n.id === e.to)!.label}`);
    expect(out.some((e) => e.startsWith('special-case:'))).toBe(true);
    expect(out.some((e) => e.startsWith('related:'))).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('still gives a valid, centred map for a key nothing knows', async () => {
    const { map, warnings } = await gen({ form: 'structural', domain: 'zzz', subdomain: 'yyy', key: 'Qwxyzzy frobnication' });
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe('Qwxyzzy frobnication');
    expect(warnings.join(' ')).toMatch(/little knowledge/);
  });
});

describe('built-in generator, free text', () => {
  it('finds the topic of a problem and builds a sensible map around it', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'My students struggle to understand how plants make food from sunlight and why leaves are green.' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map).map((n) => n.label)).toEqual(['Photosynthesis']);
    for (const l of ['Chlorophyll', 'Light as a source of energy', 'Leaves, roots and stems']) expect(position(map, l)).toBeLessThan(position(map, 'Photosynthesis'));
  });

  it('maps economics questions to the market concepts', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'How do supply and demand set prices in a market economy?' });
    expectMapInvariants(map, { structural: false });
    expect(position(map, 'Supply')).toBeLessThan(position(map, 'Market equilibrium'));
    expect(position(map, 'Demand')).toBeLessThan(position(map, 'Market equilibrium'));
  });

  it('builds from key phrases and WordNet when no curated topic matches', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'How do bees make honey in the hive?' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map)).toEqual([]);
    for (const l of ['Bees', 'Honey', 'Hive']) byLabel(map, l);
    expect(map.edges.length).toBeGreaterThanOrEqual(3);
  });

  it('names the topics of a problem, not the adjectives and verbs around them', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'How can a small bakery reduce food waste?' });
    expectMapInvariants(map, { structural: false });
    for (const l of ['Food waste', 'Bakery']) byLabel(map, l);
    const labels = map.nodes.map((n) => n.label);
    for (const l of ['Small', 'Reduce', 'Small bakery', 'Size']) expect(labels, l).not.toContain(l);
  });

  it('maps a question about eruptions and mountain building to earth science, not map skills', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'Why do volcanoes erupt and how are mountains formed?' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map).map((n) => n.label)).toEqual(['Earthquakes and volcanoes']);
    expect(position(map, 'Plate tectonics')).toBeLessThan(position(map, 'Earthquakes and volcanoes'));
    expect(map.nodes.map((n) => n.label)).not.toContain('Latitude and longitude');
  });

  it('matches curated labels written in the learner’s language', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'Mis alumnos no entienden la fotosíntesis ni el ciclo de Calvin.' }, 'es');
    expectMapInvariants(map, { structural: false });
    // Both named concepts are there, in their learning order.
    expect(position(map, 'Fotosíntesis')).toBeLessThan(position(map, 'Ciclo de Calvin (fase oscura)'));
    expect(map.learningPhases[0]!.name).toBe('Fundamentos');
  });

  it('returns an empty map with a warning for text without content words', async () => {
    const { map, warnings } = await gen({ form: 'freeText', problem: 'how is it that they do?' });
    expectMapInvariants(map, { structural: false });
    expect(map.nodes).toEqual([]);
    expect(warnings.join(' ')).toMatch(/No key phrases/);
  });
});

describe('built-in generator, options and determinism', () => {
  it('includeLearningPath=false empties path and phases but keeps the checked graph', async () => {
    const full = (await gen(quadratic)).map;
    const { map } = await gen(quadratic, 'en', false);
    expectMapInvariants(map, { structural: true, includeLearningPath: false });
    expect(map.nodes).toEqual(full.nodes);
    expect(map.edges).toEqual(full.edges);
  });

  it('same input, same map', async () => {
    const inputs: MapInput[] = [quadratic, photosynthesis, { form: 'freeText', problem: 'Why do volcanoes erupt and how are mountains formed?' }];
    for (const input of inputs) expect(await gen(input, 'fr')).toEqual(await gen(input, 'fr'));
  });

  it('scores its own maps with the built-in Q2L estimate', async () => {
    const { quality } = await gen(quadratic);
    expect(quality).toMatchObject({ method: 'builtin' });
    expect(quality!.score).toBeGreaterThan(0.8);
    const sparse = await gen({ form: 'structural', domain: 'zzz', subdomain: 'yyy', key: 'Qwxyzzy frobnication' });
    expect(sparse.quality!.score).toBeLessThan(0.6);
  });
});

describe('built-in generator on arbitrary input', () => {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('quadratic equations', 'Photosynthesis', 'cells', 'the', '', '   ', '光合作用', 'x-ray', "Newton's laws", 'a b c d e f g h', 'supply and demand'),
  );
  const lang = fc.constantFrom(...LANGS);

  it('always returns a valid map (structural: exactly one centre), the same twice', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text.filter((k) => k.trim().length > 0), lang, async (domain, subdomain, key, l) => {
        const input: MapInput = { form: 'structural', domain, subdomain, key };
        const first = await gen(input, l);
        expectMapInvariants(first.map, { structural: true });
        expect(await gen(input, l)).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });

  it('always returns a valid map for free text, the same twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(text, fc.lorem({ maxCount: 30 })), lang, async (problem, l) => {
        const first = await gen({ form: 'freeText', problem }, l);
        expectMapInvariants(first.map, { structural: false });
        expect(await gen({ form: 'freeText', problem }, l)).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });
});
