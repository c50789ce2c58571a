// Map generation with a provider, through the real SDKs against local fake provider servers:
// structured output, graph repair, Q2L scoring (extended thinking on provider_c), regenerate once
// under the threshold, and graceful handling of a failed review or an off-schema answer.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../../src/config.js';
import { LlmUpstreamError } from '../../../src/llm/errors.js';
import { createLlmGateway } from '../../../src/llm/select.js';
import { generateMap, QUALITY_THRESHOLD, scoreMap, type MapInput } from '../../../src/maps/generation/index.js';
import {
  anthropicMessage,
  openaiChat,
  openaiError,
  startFakeAnthropic,
  startFakeOpenAI,
  textBlock,
  thinkingBlock,
  toolUse,
  type ChatResponder,
  type FakeServer,
  type MessagesResponder,
} from '../../helpers/fake-providers/index.js';
import { expectMapInvariants } from '../graph/invariants.js';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const quadratic: MapInput = { form: 'structural', domain: 'mathematics', subdomain: 'algebra', key: 'quadratic equations' };

/** A plausible model answer with the usual defects: key not flagged, a cycle, a dangling edge. */
const flawedMap = {
  nodes: [
    { id: 'linear', label: 'Linear equations', type: 'prerequisite', description: 'Degree one.', isCenter: false },
    { id: 'factoring', label: 'Factoring', type: 'skill', description: 'Products.', isCenter: false },
    { id: 'qe', label: 'Quadratic equations', type: 'concept', description: 'ax²+bx+c=0.', isCenter: false },
    { id: 'formula', label: 'Quadratic formula', type: 'skill', description: 'x = …', isCenter: false },
    { id: 'disc', label: 'Discriminant', type: 'concept', description: 'b²−4ac.', isCenter: false },
  ],
  edges: [
    { from: 'linear', to: 'qe', type: 'requires' },
    { from: 'factoring', to: 'qe', type: 'requires' },
    { from: 'qe', to: 'formula', type: 'enables' },
    { from: 'formula', to: 'disc', type: 'requires' },
    { from: 'disc', to: 'qe', type: 'requires' },
    { from: 'qe', to: 'ghost', type: 'related' },
  ],
  learningPath: ['qe', 'linear', 'factoring', 'formula', 'disc'],
  learningPhases: [{ name: 'All', nodeIds: ['qe', 'linear', 'factoring', 'formula', 'disc'] }],
};
const betterMap = {
  ...flawedMap,
  edges: flawedMap.edges.filter((e) => e.from !== 'disc' && e.to !== 'ghost'),
  nodes: flawedMap.nodes.map((n) => (n.id === 'qe' ? { ...n, isCenter: true } : n)),
};
const score = (v: number, reasons = [`all ${v}`]) => ({ coverage: v, prerequisites: v, granularity: v, coherence: v, reasons });

async function openaiModel(respond: ChatResponder, env: Env = {}) {
  const fake = await startFakeOpenAI({ respond });
  servers.push(fake);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lp-test-data', LLM_MAX_RETRIES: '0', PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url, ...env });
  return { fake, model: createLlmGateway(config).resolve({ selection: { provider: 'provider_b' } }) };
}

async function anthropicModel(respond: MessagesResponder, env: Env = {}) {
  const fake = await startFakeAnthropic({ respond });
  servers.push(fake);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lp-test-data', LLM_MAX_RETRIES: '0', PROVIDERC_API_KEY: 'k', PROVIDERC_BASE_URL: fake.url, ...env });
  return { fake, model: createLlmGateway(config).resolve({ selection: { provider: 'provider_c' } }) };
}

/** Routes OpenAI calls by the requested schema name. */
const byschema = (answers: Record<string, Array<unknown>>): ChatResponder => {
  const used: Record<string, number> = {};
  return (body) => {
    const name = body.response_format?.json_schema?.name as string;
    const list = answers[name]!;
    const i = Math.min(used[name] ?? 0, list.length - 1);
    used[name] = (used[name] ?? 0) + 1;
    const a = list[i];
    return a instanceof Error ? openaiError(500, a.message) : openaiChat(typeof a === 'string' ? a : JSON.stringify(a));
  };
};

describe('generateMap with a provider (OpenAI-compatible, real SDK)', () => {
  it('asks for structured output, repairs the map with the graph engine, and scores it (Q2L)', async () => {
    const { fake, model } = await openaiModel(byschema({ concept_map: [flawedMap], q2l_score: [{ ...score(0.9), coverage: 0.7 }] }));
    const { map, generator, warnings, quality } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model, context: 'Year 10, 3 lessons' });

    expect(fake.requests).toHaveLength(2);
    const [mapCall, scoreCall] = fake.requests.map((r) => r.body);
    expect(mapCall.response_format.type).toBe('json_schema');
    expect(mapCall.response_format.json_schema.name).toBe('concept_map');
    const userText = mapCall.messages.find((m: { role: string }) => m.role === 'user').content as string;
    expect(userText).toContain('quadratic equations');
    expect(userText).toContain('Year 10, 3 lessons');
    expect(mapCall.messages[0].content).toMatch(/target needs the source first/);
    expect(scoreCall.response_format.json_schema.name).toBe('q2l_score');
    expect(scoreCall.messages.at(-1).content).toContain('Quadratic equations');

    expectMapInvariants(map, { structural: true });
    expect(map.nodes.find((n) => n.isCenter)?.label).toBe('Quadratic equations');
    expect(warnings.some((w) => w.startsWith('Broke a cycle'))).toBe(true);
    expect(warnings.some((w) => w.includes('"ghost"'))).toBe(true);
    expect(generator.provider).toBe('provider_b');
    expect(quality).toEqual({ score: 0.85, reasons: ['all 0.9'], method: 'model' });
    // The engine's order: prerequisites before the key, whatever the model's path said.
    const at = (id: string) => map.learningPath.indexOf(id);
    expect(at('linear')).toBeLessThan(at('qe'));
    expect(at('factoring')).toBeLessThan(at('qe'));
  });

  it(`regenerates once when the score is under ${QUALITY_THRESHOLD}, with the reasons as feedback, and keeps the better map`, async () => {
    const { fake, model } = await openaiModel(
      byschema({ concept_map: [flawedMap, betterMap], q2l_score: [score(0.3, ['Missing completing the square']), score(0.8)] }),
    );
    const { map, quality, warnings } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model });
    expect(fake.requests.map((r) => r.body.response_format.json_schema.name)).toEqual(['concept_map', 'q2l_score', 'concept_map', 'q2l_score']);
    expect(fake.requests[2]!.body.messages.at(-1).content).toContain('Missing completing the square');
    expect(quality?.score).toBe(0.8);
    expect(map.edges.some((e) => e.to === 'ghost')).toBe(false);
    expect(warnings.join(' ')).toMatch(/regenerated once.*kept the second/);
    // A better map has no repairs to report.
    expect(warnings.some((w) => w.startsWith('Broke a cycle'))).toBe(false);
  });

  it('keeps the first map when the regenerated one scores no better, and never regenerates twice', async () => {
    const { fake, model } = await openaiModel(byschema({ concept_map: [flawedMap, betterMap], q2l_score: [score(0.5), score(0.2)] }));
    const { quality, warnings } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model });
    expect(fake.requests).toHaveLength(4);
    expect(quality?.score).toBe(0.5);
    expect(warnings.join(' ')).toMatch(/kept the first/);
  });

  it('keeps the map when the review call fails, with the built-in estimate and a warning', async () => {
    const { fake, model } = await openaiModel(byschema({ concept_map: [betterMap], q2l_score: [new Error('boom')] }));
    const { map, quality, warnings } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model });
    expectMapInvariants(map, { structural: true });
    expect(quality?.method).toBe('builtin');
    expect(warnings.join(' ')).toMatch(/Q2L scoring by the model failed/);
    // Under the threshold by the estimate, so one regeneration is attempted (and its review fails too).
    expect(fake.requests.length).toBeLessThanOrEqual(4);
  });

  it('repairs an answer that misses the schema instead of failing', async () => {
    const offSchema = { nodes: [{ id: 'qe', label: 'Quadratic equations', type: 'theory' }, { id: 'lin', label: 'Linear equations' }], edges: [{ from: 'lin', to: 'qe', type: 'needs' }] };
    const { model } = await openaiModel(byschema({ concept_map: [`\`\`\`json\n${JSON.stringify(offSchema)}\n\`\`\``], q2l_score: [score(0.9)] }));
    const { map, warnings } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model });
    expectMapInvariants(map, { structural: true });
    expect(map.nodes.map((n) => n.label)).toEqual(['Quadratic equations', 'Linear equations']);
    expect(warnings.join(' ')).toMatch(/did not match the schema/);
    expect(warnings.join(' ')).toMatch(/"needs" is unknown/);
  });

  it('fails with the typed upstream error when the map call itself fails', async () => {
    const { model } = await openaiModel(() => openaiError(500, 'down'));
    await expect(generateMap(quadratic, { lang: 'en', includeLearningPath: true, model })).rejects.toBeInstanceOf(LlmUpstreamError);
  });

  it('asks for labels in the requested language and honours includeLearningPath=false after scoring a full path', async () => {
    const { fake, model } = await openaiModel(byschema({ concept_map: [betterMap], q2l_score: [score(0.9)] }));
    const { map } = await generateMap({ form: 'freeText', problem: 'Mis alumnos confunden factorizar y completar el cuadrado' }, { lang: 'es', includeLearningPath: false, model });
    expect(fake.requests[0]!.body.messages[0].content).toMatch(/in Spanish/);
    expect(fake.requests[1]!.body.messages.at(-1).content).toMatch(/"learningPath":\["/);
    expectMapInvariants(map, { structural: false, includeLearningPath: false });
  });

  it('sends no thinking to providers other than provider_c', async () => {
    const { fake, model } = await openaiModel(byschema({ concept_map: [betterMap], q2l_score: [score(0.9)] }));
    const { quality } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model, thinking: { budgetTokens: 4096 } });
    expect(quality?.method).toBe('model');
    for (const r of fake.requests) expect(JSON.stringify(r.body)).not.toMatch(/thinking|reasoning_effort/);
  });
});

describe('generateMap with provider_c (Anthropic messages, real SDK)', () => {
  const respond: MessagesResponder = (body) => {
    if (body.tools) return anthropicMessage([toolUse(body.tools[0].name, betterMap)]);
    return anthropicMessage([thinkingBlock('The path is sound; the discriminant is well placed.'), textBlock(JSON.stringify(score(0.9)))]);
  };

  it('scores with extended thinking and the configured budget; the map call itself has none', async () => {
    const { fake, model } = await anthropicModel(respond);
    const { map, quality, generator } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model, thinking: { budgetTokens: 2048 } });
    expectMapInvariants(map, { structural: true });
    expect(generator.provider).toBe('provider_c');
    const [mapCall, scoreCall] = fake.requests.map((r) => r.body);
    expect(mapCall.thinking).toBeUndefined();
    expect(mapCall.tool_choice).toEqual({ type: 'tool', name: 'concept_map' });
    expect(scoreCall.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
    expect(scoreCall.max_tokens).toBeGreaterThan(2048);
    expect(quality).toEqual({ score: 0.9, reasons: ['all 0.9'], method: 'model-thinking' });
  });

  it('uses standard scoring when no thinking budget is passed (ENABLE_EXTENDED_THINKING=false upstream)', async () => {
    const { fake, model } = await anthropicModel((body) =>
      body.tools?.[0]?.name === 'concept_map' ? anthropicMessage([toolUse('concept_map', betterMap)]) : anthropicMessage([toolUse('q2l_score', score(0.9))]),
    );
    const { quality } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model });
    expect(fake.requests[1]!.body.thinking).toBeUndefined();
    expect(quality?.method).toBe('model');
  });

  it('reports plain model scoring when the server disables thinking even if a budget is passed', async () => {
    const { model } = await anthropicModel(
      (body) => anthropicMessage([toolUse(body.tools[0].name, body.tools[0].name === 'concept_map' ? betterMap : score(0.9))]),
      { ENABLE_EXTENDED_THINKING: 'false' },
    );
    const { quality, warnings } = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model, thinking: { budgetTokens: 2048 } });
    expect(quality?.method).toBe('model');
    expect(warnings.join(' ')).toMatch(/Q2L score: extended thinking is disabled/);
  });

  it('scoreMap is exported for re-scoring an existing map', async () => {
    const { model } = await anthropicModel(respond);
    const first = await generateMap(quadratic, { lang: 'en', includeLearningPath: true, model, thinking: { budgetTokens: 1024 } });
    const q = await scoreMap(first.map, quadratic, { model, thinking: { budgetTokens: 1024 } });
    expect(q.method).toBe('model-thinking');
  });
});

describe('model maps grounded and checked by the knowledge base', () => {
  it('asks for the constituents at the audience’s level with the knowledge base as reference, and flags nodes it cannot place', async () => {
    const withStray = {
      ...betterMap,
      nodes: [...betterMap.nodes, { id: 'stray', label: 'Quantum flux capacitors', type: 'concept', description: 'Not algebra.', isCenter: false }],
    };
    const { fake, model } = await openaiModel(byschema({ concept_map: [withStray], q2l_score: [score(0.9)] }));
    const { map, warnings } = await generateMap({ ...quadratic, audience: { grade: 9 } }, { lang: 'en', includeLearningPath: true, model });
    const userText = fake.requests[0]!.body.messages.find((m: { role: string }) => m.role === 'user').content as string;
    expect(userText).toMatch(/what is inside the topic/);
    expect(userText).toMatch(/school grade 9/);
    expect(userText).toMatch(/knowledge base lists these constituent concepts of "Quadratic equations" for this audience/);
    expect(userText).toContain('Solving by factoring');
    // Grade 9 is not ready for completing the square or the formula (grades 10-11): the reference leaves them out.
    expect(userText).not.toContain('Completing the square');
    expect(userText).not.toContain('The quadratic formula');
    expect(userText).toMatch(/prerequisites from outside the topic: Factoring polynomials; Linear equations/);
    expectMapInvariants(map, { structural: true });
    expect(warnings.join(' ')).toMatch(/cannot place 1 of the model's nodes: "Quantum flux capacitors"/);
  });
});
