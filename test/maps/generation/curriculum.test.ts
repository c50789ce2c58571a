// Curricula and suggestions: the teacher's concepts kept and ordered, completed up to targetCount
// (never above 30), every node described; built-in and through a provider.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { builtinModel } from '../../../src/llm/builtin.js';
import { createLlmGateway } from '../../../src/llm/select.js';
import { generateCurriculum, suggestCurriculum, type CurriculumInput } from '../../../src/maps/generation/index.js';
import type { ConceptMap } from '../../../src/maps/map-schema.js';
import { openaiChat, startFakeOpenAI, type ChatResponder, type FakeServer } from '../../helpers/fake-providers/index.js';
import { expectMapInvariants } from '../graph/invariants.js';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const builtin = { model: builtinModel };
const algebra = (over: Partial<CurriculumInput> = {}): CurriculumInput => ({
  domain: 'Mathematics',
  subdomain: 'Algebra',
  concepts: ['Quadratic equations', 'Linear functions and slope', 'Systems of equations'],
  targetCount: 15,
  lang: 'en',
  ...over,
});

function expectCurriculum(c: ConceptMap, given: string[], max: number) {
  expectMapInvariants(c, { structural: false });
  expect(c.nodes.length).toBeLessThanOrEqual(Math.min(30, max));
  for (const n of c.nodes) expect(n.description?.trim(), n.label).toBeTruthy();
  for (const g of given) expect(c.nodes.map((n) => n.label), g).toContain(g);
  expect(c.nodes.some((n) => n.isCenter)).toBe(false);
}

const at = (c: ConceptMap, label: string) => c.learningPath.indexOf(c.nodes.find((n) => n.label === label)!.id);

describe('built-in curriculum', () => {
  it('keeps the given concepts, completes to targetCount with prerequisites, in learning order', async () => {
    const { curriculum, generator, warnings } = await generateCurriculum(algebra(), builtin);
    expect(generator).toEqual({ provider: 'builtin', model: 'builtin-knowledge-v2' });
    expect(warnings).toEqual([]);
    expectCurriculum(curriculum, ['Quadratic equations', 'Linear functions and slope', 'Systems of equations'], 15);
    expect(curriculum.nodes).toHaveLength(15);
    for (const p of ['Linear equations', 'Factoring polynomials', 'Square roots']) expect(at(curriculum, p), p).toBeLessThan(at(curriculum, 'Quadratic equations'));
    expect(at(curriculum, 'Linear functions and slope')).toBeLessThan(at(curriculum, 'Systems of equations'));
  });

  it('never exceeds targetCount or 30; keeps the first given concepts that fit and names the rest', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `Topic number ${i + 1}`);
    const { curriculum, warnings } = await generateCurriculum(algebra({ concepts: many, targetCount: 30 }), builtin);
    expectCurriculum(curriculum, many.slice(0, 30), 30);
    expect(curriculum.nodes).toHaveLength(30);
    expect(warnings.join(' ')).toMatch(/Kept the first 30 of 40 concepts \(a curriculum holds at most 30 concepts\); left out: "Topic number 31"/);

    const fifteen = await generateCurriculum(algebra({ concepts: many }), builtin);
    expectCurriculum(fifteen.curriculum, many.slice(0, 15), 15);
    expect(fifteen.curriculum.nodes).toHaveLength(15);

    const full = await generateCurriculum(algebra({ concepts: ['Quadratic equations'], targetCount: 30 }), builtin);
    expectCurriculum(full.curriculum, ['Quadratic equations'], 30);
    expect(full.curriculum.nodes).toHaveLength(30);
  });

  it('de-duplicates, and orders the given concepts by their prerequisites', async () => {
    const { curriculum, warnings } = await generateCurriculum(algebra({ concepts: ['Percentages', 'Fractions', 'fractions ', 'Decimals'], targetCount: 3 }), builtin);
    expectCurriculum(curriculum, ['Fractions', 'Decimals', 'Percentages'], 3);
    expect(curriculum.nodes).toHaveLength(3);
    expect(warnings.join(' ')).toMatch(/listed twice/);
    expect(at(curriculum, 'Fractions')).toBeLessThan(at(curriculum, 'Decimals'));
    expect(at(curriculum, 'Decimals')).toBeLessThan(at(curriculum, 'Percentages'));
    const one = await generateCurriculum(algebra({ concepts: ['Fractions', 'Decimals'], targetCount: 1 }), builtin);
    expect(one.curriculum.nodes.map((n) => n.label)).toEqual(['Fractions']);
    expect(one.warnings.join(' ')).toMatch(/left out: "Decimals"/);
  });

  it('completes topics outside the library from WordNet, with glosses as descriptions', async () => {
    const { curriculum } = await generateCurriculum({ domain: 'Astronomy', subdomain: 'Stars', concepts: ['star', 'galaxy'], targetCount: 10, lang: 'en' }, builtin);
    expectCurriculum(curriculum, ['star', 'galaxy'], 10);
    expect(curriculum.nodes).toHaveLength(10);
    expect(curriculum.nodes.find((n) => n.label === 'galaxy')!.description).toMatch(/^A collection of star systems/);
  });

  it('writes added curated concepts and phase names in the requested language', async () => {
    const { curriculum } = await generateCurriculum(algebra({ lang: 'de', concepts: ['Quadratische Gleichungen'] }), builtin);
    expectCurriculum(curriculum, ['Quadratische Gleichungen'], 15);
    expect(curriculum.nodes.map((n) => n.label)).toContain('Lineare Gleichungen');
    expect(curriculum.learningPhases[0]!.name).toBe('Grundlagen');
  });

  it('is deterministic', async () => {
    expect(await generateCurriculum(algebra(), builtin)).toEqual(await generateCurriculum(algebra(), builtin));
  });
});

describe('built-in suggestions', () => {
  it('suggests the topics of the subdomain’s area in teaching order, sure of them, in the requested language', async () => {
    const { suggestions, generator } = await suggestCurriculum({ domain: 'Physics', subdomain: 'Mechanics', lang: 'es' }, builtin);
    expect(generator.provider).toBe('builtin');
    expect(suggestions).toHaveLength(10);
    expect(suggestions[0]).toMatchObject({ label: 'Fuerzas', type: 'concept', confidence: 0.9, guess: false });
    expect(suggestions[0]!.description).toMatch(/^Forces: forces as pushes and pulls/);
    expect(suggestions.map((s) => s.label)).toContain('Leyes de Newton');
    // Beyond the area: the same subject, less sure.
    expect(suggestions.at(-1)!.confidence).toBe(0.6);
    expect(new Set(suggestions.map((s) => s.label)).size).toBe(10);
  });

  it('a subdomain naming a topic gives the concepts inside it', async () => {
    const { suggestions } = await suggestCurriculum({ domain: 'Mathematics', subdomain: 'Fractions', lang: 'en', count: 4 }, builtin);
    expect(suggestions.map((s) => s.label)).toEqual(['Equal parts of a whole', 'Numerator and denominator', 'Unit fractions', 'Fractions on a number line']);
    for (const s of suggestions) expect(s).toMatchObject({ confidence: 0.9, guess: false });
  });

  it('honours count (1..30) and says when it guesses (WordNet outside what it knows)', async () => {
    expect((await suggestCurriculum({ domain: 'mathematics', subdomain: 'algebra', lang: 'en', count: 3 }, builtin)).suggestions.map((s) => s.label)).toEqual([
      'Algebraic expressions',
      'Exponents and powers',
      'Linear equations',
    ]);
    expect((await suggestCurriculum({ domain: 'mathematics', subdomain: 'algebra', lang: 'en', count: 99 }, builtin)).suggestions).toHaveLength(30);
    const wn = await suggestCurriculum({ domain: 'Ornithology', subdomain: 'Songbirds', lang: 'en', count: 5 }, builtin);
    expect(wn.suggestions.length).toBeGreaterThan(0);
    for (const s of wn.suggestions) {
      expect(s.description.length).toBeGreaterThan(5);
      expect(s).toMatchObject({ confidence: 0.3, guess: true });
    }
  });
});

describe('curriculum and suggestions with a provider (real SDK, fake server)', () => {
  async function model(respond: ChatResponder) {
    const fake = await startFakeOpenAI({ respond });
    servers.push(fake);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lp-test-data', LLM_MAX_RETRIES: '0', PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url });
    return { fake, model: createLlmGateway(config).resolve({ selection: { provider: 'provider_b' } }) };
  }

  it('holds the model to the rules: given concepts added back, trimmed to targetCount, descriptions filled', async () => {
    const nodes = Array.from({ length: 35 }, (_, i) => ({ id: `n${i}`, label: `Model concept ${i}`, type: 'concept', description: i % 2 ? 'Described.' : '', isCenter: i === 3 }));
    nodes[0] = { ...nodes[0]!, label: 'Quadratic equations', description: 'ax²+bx+c=0' };
    const edges = nodes.slice(1).map((n, i) => ({ from: nodes[i]!.id, to: n.id, type: 'requires' }));
    const { fake, model: m } = await model(() => openaiChat(JSON.stringify({ nodes, edges, learningPath: [], learningPhases: [] })));
    const { curriculum, warnings, generator } = await generateCurriculum(algebra({ targetCount: 12 }), { model: m });
    expect(fake.requests[0]!.body.response_format.json_schema.name).toBe('curriculum');
    expect(fake.requests[0]!.body.messages.at(-1).content).toContain('- Systems of equations');
    expect(generator.provider).toBe('provider_b');
    expectCurriculum(curriculum, ['Quadratic equations', 'Linear functions and slope', 'Systems of equations'], 12);
    expect(curriculum.nodes).toHaveLength(12);
    expect(warnings.join(' ')).toMatch(/Added concepts the generator left out/);
    expect(warnings.join(' ')).toMatch(/Trimmed/);
    expect(warnings.join(' ')).toMatch(/template description/);
  });

  it('returns the model’s suggestions, de-duplicated and capped at count', async () => {
    const list = [
      { label: 'Cells', description: 'Units of life.', type: 'concept' },
      { label: 'cells', description: 'Again.', type: 'concept' },
      { label: 'DNA', description: 'Genetic material.', type: 'concept' },
      { label: 'Microscopy', description: 'Seeing small things.', type: 'skill' },
    ];
    const { fake, model: m } = await model(() => openaiChat(JSON.stringify({ suggestions: list })));
    const { suggestions } = await suggestCurriculum({ domain: 'biology', subdomain: 'cells', lang: 'es', count: 2 }, { model: m });
    expect(suggestions.map((s) => s.label)).toEqual(['Cells', 'DNA']);
    expect(fake.requests[0]!.body.messages[0].content).toMatch(/Spanish/);
  });
});

describe('built-in curriculum from the knowledge base', () => {
  it('describes each concept in its own words, with requires edges from the knowledge base, in their order', async () => {
    const given = ['Common denominators', 'Equivalent fractions', 'Numerator and denominator', 'Adding and subtracting fractions'];
    const { curriculum, warnings } = await generateCurriculum({ domain: 'Mathematics', subdomain: 'Fractions', concepts: given, targetCount: 4, lang: 'en' }, builtin);
    expectCurriculum(curriculum, given, 4);
    expect(warnings.join(' ')).not.toMatch(/template/);
    const node = (l: string) => curriculum.nodes.find((n) => n.label === l)!;
    expect(node('Numerator and denominator').description).toMatch(/how many equal parts/);
    expect(new Set(curriculum.nodes.map((n) => n.description)).size).toBe(4);
    const requires = (a: string, b: string) => curriculum.edges.some((e) => e.from === node(a).id && e.to === node(b).id && e.type === 'requires');
    expect(requires('Numerator and denominator', 'Equivalent fractions')).toBe(true);
    expect(requires('Common denominators', 'Adding and subtracting fractions')).toBe(true);
    expect(at(curriculum, 'Numerator and denominator')).toBeLessThan(at(curriculum, 'Equivalent fractions'));
    expect(at(curriculum, 'Equivalent fractions')).toBeLessThan(at(curriculum, 'Common denominators'));
    expect(at(curriculum, 'Common denominators')).toBeLessThan(at(curriculum, 'Adding and subtracting fractions'));
  });

  it('orders topics by the knowledge base’s prerequisites between them', async () => {
    const { curriculum } = await generateCurriculum({ domain: 'History', subdomain: '20th century', concepts: ['Cold War', 'First World War', 'Second World War'], targetCount: 3, lang: 'en' }, builtin);
    expect(at(curriculum, 'First World War')).toBeLessThan(at(curriculum, 'Second World War'));
    expect(at(curriculum, 'Second World War')).toBeLessThan(at(curriculum, 'Cold War'));
    for (const n of curriculum.nodes) expect(n.description).not.toMatch(/is a concept/);
  });
});
