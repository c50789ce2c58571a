// The built-in generator: maps a teacher would recognise, in the requested language, deterministic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinModel } from '../../../src/llm/builtin.js';
import { generateMap, type MapInput } from '../../../src/maps/generation/index.js';
import { fleschKincaidGrade } from '../../../src/maps/knowledge/index.js';
import { LANGS, type ConceptMap, type Lang } from '../../../src/maps/map-schema.js';
import { expectMapInvariants } from '../graph/invariants.js';

const gen = (input: MapInput, lang: Lang = 'en', includeLearningPath = true) =>
  generateMap(input, { lang, includeLearningPath, model: builtinModel });

const quadratic: MapInput = { form: 'structural', domain: 'mathematics', subdomain: 'algebra', key: 'quadratic equations' };
const photosynthesis: MapInput = { form: 'structural', domain: 'biology', subdomain: 'plants', key: 'photosynthesis' };
const fractions: MapInput = { form: 'structural', domain: 'Mathematics', subdomain: 'Arithmetic', key: 'Fractions' };

const byLabel = (map: ConceptMap, label: string) => {
  const node = map.nodes.find((n) => n.label === label);
  expect(node, `node "${label}" in ${map.nodes.map((n) => n.label).join(' | ')}`).toBeDefined();
  return node!;
};
const position = (map: ConceptMap, label: string) => map.learningPath.indexOf(byLabel(map, label).id);
const centre = (map: ConceptMap) => map.nodes.filter((n) => n.isCenter);

describe('built-in generator, structural: what is inside a topic', () => {
  it('mathematics / arithmetic / fractions: the constituents in the order a teacher teaches them', async () => {
    const { map, generator, warnings } = await gen(fractions);
    expectMapInvariants(map, { structural: true });
    expect(generator).toEqual({ provider: 'builtin', model: 'builtin-knowledge-v2' });
    expect(warnings).toEqual([]);
    expect(centre(map).map((n) => n.label)).toEqual(['Fractions']);
    const constituents = map.nodes.filter((n) => !n.isCenter && n.type !== 'prerequisite');
    expect(constituents.length).toBeGreaterThanOrEqual(8);
    expect(constituents.length).toBeLessThanOrEqual(15);
    // Not the neighbours at the same grain: no decimals, percentages or linear equations.
    for (const l of ['Decimals', 'Percentages', 'Linear equations']) expect(map.nodes.map((n) => n.label)).not.toContain(l);
    expect(position(map, 'Numerator and denominator')).toBeLessThan(position(map, 'Equivalent fractions'));
    expect(position(map, 'Equivalent fractions')).toBeLessThan(position(map, 'Common denominators'));
    expect(position(map, 'Common denominators')).toBeLessThan(position(map, 'Adding and subtracting fractions'));
    const edge = (from: string, to: string) => map.edges.find((e) => e.from === byLabel(map, from).id && e.to === byLabel(map, to).id);
    expect(edge('Equivalent fractions', 'Common denominators')?.type).toBe('requires');
    // The outside prerequisite comes first, as foundational knowledge.
    expect(byLabel(map, 'Division').type).toBe('prerequisite');
    expect(map.learningPath[0]).toBe(byLabel(map, 'Division').id);
    expect(byLabel(map, 'Adding and subtracting fractions').type).toBe('skill');
    expect(byLabel(map, 'Fractions').description).toMatch(/misconceptions/i);
  });

  it('quadratic equations: prerequisites outside the topic, then the methods in their logical order', async () => {
    const { map } = await gen(quadratic);
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe('Quadratic equations');
    for (const p of ['Factoring polynomials', 'Linear equations']) expect(byLabel(map, p).type).toBe('prerequisite');
    expect(position(map, 'Completing the square')).toBeLessThan(position(map, 'The quadratic formula'));
    expect(position(map, 'The quadratic formula')).toBeLessThan(position(map, 'The discriminant'));
    expect(position(map, 'Solving by factoring')).toBeLessThan(position(map, 'Zero product property'));
    expect(map.learningPhases.map((p) => p.name)).toEqual(['Foundations', 'Building blocks', 'Building blocks 2', 'Core concept']);
  });

  it('the audience sets the depth: fractions for a 10-year-old is not fractions for an engineer', async () => {
    const child = (await gen({ ...fractions, audience: { age: 10 } })).map;
    const engineer = (await gen({ ...fractions, audience: { level: 'university' } })).map;
    const labels = (m: ConceptMap) => m.nodes.map((n) => n.label);
    for (const l of ['Rational numbers', 'Algebraic fractions']) {
      expect(labels(child)).not.toContain(l);
      expect(labels(engineer)).toContain(l);
    }
    for (const l of ['Numerator and denominator', 'Equivalent fractions']) expect(labels(child)).toContain(l);
    // Descriptions read at the child's level, or are left out.
    for (const n of child.nodes) if (n.description && !n.isCenter && n.type !== 'prerequisite') expect(fleschKincaidGrade(n.description), n.label).toBeLessThanOrEqual(8);
    expect((await gen({ ...fractions, audience: { grade: 5 } })).map).toEqual(child);
  });

  it('a key naming a concept inside a topic gets that topic, and says so', async () => {
    const { map, warnings } = await gen({ form: 'structural', domain: 'biology', subdomain: 'cells', key: 'ribosome' });
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe('Cell structure');
    byLabel(map, 'Ribosomes');
    expect(warnings.join(' ')).toMatch(/"Ribosome" is a concept inside the topic "Cell structure"/);
  });

  it.each([
    ['es', 'Fracciones', 'Fracciones equivalentes', ['Fundamentos', 'Concepto central']],
    ['fr', 'Fractions', 'Fractions équivalentes', ['Fondements', 'Concept central']],
    ['ja', '分数', '同値な分数', ['基礎', '中心概念']],
    ['ar', 'الكسور', 'الكسور المتكافئة', ['الأساسيات', 'المفهوم المحوري']],
  ] as const)('lang=%s: topic, concepts and phases in the language, the same structure', async (lang, key, concept, phases) => {
    const { map, warnings, quality } = await gen(fractions, lang);
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe(key);
    byLabel(map, concept);
    const names = map.learningPhases.map((p) => p.name);
    for (const p of phases) expect(names).toContain(p);
    expect(map.learningPath).toEqual((await gen(fractions)).map.learningPath);
    expect(warnings).toEqual(['Concept descriptions are in English']);
    expect(quality!.score).toBeGreaterThan(0.8);
  });

  it('says which concept labels fell back to English where the knowledge base has no translation', async () => {
    const { map, warnings } = await gen(quadratic, 'es');
    expect(centre(map)[0]!.label).toBe('Ecuaciones cuadráticas');
    byLabel(map, 'La fórmula cuadrática');
    const momentum = await gen({ form: 'structural', domain: 'physics', subdomain: 'mechanics', key: 'momentum' }, 'es');
    byLabel(momentum.map, 'Conservation of momentum');
    expect(momentum.warnings.join(' ')).toMatch(/6 of 6 concept labels fell back to English \(the knowledge base has no es label for them\)/);
    expect(warnings.join(' ')).not.toMatch(/fell back/);
  });

  it('says so when even the topic has no label in the language', async () => {
    const { warnings } = await gen({ form: 'structural', domain: 'Professional skills', subdomain: 'Coaching', key: 'Delegation' }, 'tr');
    expect(warnings.join(' ')).toMatch(/"Delegation" has no tr label in the knowledge base; it fell back to English/);
  });

  it('falls back to WordNet for keys outside the knowledge base, says so, and never pads', async () => {
    const { map, warnings } = await gen({ form: 'structural', domain: 'mathematics', subdomain: 'algebra', key: 'polynomial long division' });
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe('Polynomial long division');
    expect(position(map, 'Polynomials')).toBeLessThan(position(map, 'Polynomial long division'));
    expect(warnings.join(' ')).toMatch(/not a topic of the built-in knowledge base/);

    const tree = await gen({ form: 'structural', domain: 'biology', subdomain: 'plants', key: 'tree' });
    expectMapInvariants(tree.map, { structural: true });
    expect(byLabel(tree.map, 'Tree').description).toMatch(/woody plant/i);
  });

  it('still gives a valid, centred map for a key nothing knows, with no padding', async () => {
    const { map, warnings } = await gen({ form: 'structural', domain: 'zzz', subdomain: 'yyy', key: 'Qwxyzzy frobnication' });
    expectMapInvariants(map, { structural: true });
    expect(centre(map)[0]!.label).toBe('Qwxyzzy frobnication');
    expect(map.nodes.length).toBeLessThanOrEqual(2);
    expect(warnings.join(' ')).toMatch(/little knowledge/);
  });
});

describe('built-in generator, free text', () => {
  it('finds the topic of a problem and maps what is inside it', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'My students struggle to understand how plants make food from sunlight and why leaves are green.' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map).map((n) => n.label)).toEqual(['Photosynthesis']);
    expect(position(map, 'Chlorophyll')).toBeLessThan(position(map, 'Chloroplasts'));
    expect(position(map, 'Light-dependent reactions')).toBeLessThan(position(map, 'Calvin cycle (light-independent reactions)'));
  });

  it('compound interest is finance, not chemistry', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'My class keeps mixing up simple and compound interest when they calculate how a savings account grows.' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map)[0]!.label).toBe('Simple and compound interest');
    expect(position(map, 'Simple interest')).toBeLessThan(position(map, 'Compound interest'));
    for (const n of map.nodes) expect(n.label).not.toMatch(/element|molecule|bond/i);
  });

  it('machine learning: topic words, never a WordNet gloss as a label; the audience read from the text', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'An introduction to machine learning for first-year university students: how does a model learn from data?' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map)[0]!.label).toBe('Introduction to machine learning');
    for (const n of map.nodes) expect(n.label).not.toMatch(/efficient person|^Machine\b/i);
    expect(position(map, 'Training')).toBeLessThan(position(map, 'Overfitting and underfitting'));
    byLabel(map, 'Gradient descent');
  });

  it('maps economics questions to the market concepts', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'How do supply and demand set prices in a market economy?' });
    expectMapInvariants(map, { structural: false });
    expect(position(map, 'Supply')).toBeLessThan(position(map, 'Equilibrium price and quantity'));
    expect(position(map, 'Demand')).toBeLessThan(position(map, 'Equilibrium price and quantity'));
  });

  it('maps a question about eruptions to volcanoes, not map skills', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'Why do volcanoes erupt and how are mountains formed?' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map).map((n) => n.label)).toEqual(['Volcanoes']);
    expect(position(map, 'Plate tectonics')).toBeLessThan(position(map, 'Magma and lava'));
    expect(map.nodes.map((n) => n.label)).not.toContain('Map skills');
  });

  it('matches topic labels written in the learner’s language', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'Mis alumnos no entienden la fotosíntesis ni el ciclo de Calvin.' }, 'es');
    expectMapInvariants(map, { structural: false });
    expect(centre(map)[0]!.label).toBe('Fotosíntesis');
    expect(map.learningPhases[0]!.name).toBe('Fundamentos');
  });

  it('outside the knowledge base: key phrases tied together, a warning, no padding and no neighbours', async () => {
    const { map, warnings } = await gen({ form: 'freeText', problem: 'How do bees make honey in the hive?' });
    expectMapInvariants(map, { structural: false });
    expect(centre(map)).toEqual([]);
    for (const l of ['Bees', 'Honey', 'Hive']) byLabel(map, l);
    expect(map.nodes).toHaveLength(3);
    expect(map.edges.length).toBeGreaterThanOrEqual(2);
    expect(warnings.join(' ')).toMatch(/outside what the built-in knowledge base covers/);
  });

  it('names the topics of a problem, not the adjectives and verbs around them', async () => {
    const { map } = await gen({ form: 'freeText', problem: 'How can a small bakery reduce food waste?' });
    expectMapInvariants(map, { structural: false });
    for (const l of ['Food waste', 'Bakery']) byLabel(map, l);
    const labels = map.nodes.map((n) => n.label);
    for (const l of ['Small', 'Reduce', 'Small bakery', 'Size']) expect(labels, l).not.toContain(l);
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
    expect(sparse.quality!.score).toBeLessThan(0.5);
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

describe('WordNet senses only where the context fits', () => {
  it('an ambiguous word gets no sense (no gloss) in strict mode unless the context supports one', async () => {
    const { bestSense, glossSentence } = await import('../../../src/maps/generation/builtin/lexical.js');
    const { wordNet } = await import('../../../src/maps/generation/wordnet/reader.js');
    const wn = wordNet();
    expect(bestSense(wn, 'machine', ['introduction', 'students', 'data'], { strict: true })).toBeUndefined();
    const fitting = bestSense(wn, 'machine', ['device', 'mechanical', 'work', 'energy'], { strict: true });
    expect(glossSentence(fitting!)).not.toMatch(/efficient person/);
  });
});
