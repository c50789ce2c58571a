// What each adapter puts on the wire, and provider-specific answers (thinking, refusals, tiers).
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LlmOutputValidationError } from '../../src/llm/errors.js';
import {
  anthropicMessage,
  openaiChat,
  startFakeAnthropic,
  startFakeAzure,
  startFakeOpenAI,
  textBlock,
  thinkingBlock,
  toolUse,
  type FakeServer,
} from '../helpers/fake-providers/index.js';
import { Person, rejection, testGateway } from './harness.js';

const ask = { system: 'You extract people.', messages: [{ role: 'user' as const, content: 'Ada Lovelace, 36' }], schema: Person, schemaName: 'person record' };

let fakes: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  fakes = [];
});
const track = <T extends FakeServer>(f: T) => (fakes.push(f), f);

describe('provider_a (Azure OpenAI)', () => {
  it('calls the deployment path with api-version and the api-key header, and a strict json_schema', async () => {
    const fake = track(await startFakeAzure({ apiKey: 'azure-key', deployment: 'gpt4o-prod', respond: () => openaiChat('{"name":"Ada","age":36}') }));
    const { gateway } = testGateway({ PROVIDERA_API_KEY: 'azure-key', PROVIDERA_ENDPOINT: `${fake.url}/`, PROVIDERA_DEPLOYMENT: 'gpt4o-prod' });
    await gateway.resolve().generateObject({ ...ask, maxOutputTokens: 300 });
    const req = fake.requests[0]!;
    expect(req.path).toBe('/openai/deployments/gpt4o-prod/chat/completions');
    expect(req.query.get('api-version')).toBe('2024-08-01-preview');
    expect(req.headers['api-key']).toBe('azure-key');
    expect(req.headers.authorization).toBeUndefined();
    expect(req.body.max_tokens).toBe(300);
    expect(req.body.messages).toEqual([
      { role: 'system', content: 'You extract people.' },
      { role: 'user', content: 'Ada Lovelace, 36' },
    ]);
    expect(req.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'person_record',
        strict: true,
        schema: {
          type: 'object',
          properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
          required: ['name', 'age'],
          additionalProperties: false,
        },
      },
    });
  });
});

describe('provider_b (OpenAI)', () => {
  it('sends a bearer key, max_completion_tokens, and warns that thinking is ignored', async () => {
    const fake = track(await startFakeOpenAI({ apiKey: 'sk-b', respond: () => openaiChat('{"name":"Ada","age":36}') }));
    const { gateway } = testGateway({ PROVIDERB_API_KEY: 'sk-b', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b' });
    const result = await gateway.resolve().generateObject({ ...ask, maxOutputTokens: 200, thinking: { budgetTokens: 2000 } });
    expect(result.warnings).toEqual(['thinking is not supported by provider_b; ignored']);
    const req = fake.requests[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-b');
    expect(req.body.max_completion_tokens).toBe(200);
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.thinking).toBeUndefined();
  });

  it('uses strict: false when the schema is outside the strict subset, and still validates locally', async () => {
    const Loose = z.object({ tags: z.array(z.string()).max(3), note: z.string().optional() });
    const fake = track(await startFakeOpenAI({ respond: () => openaiChat('{"tags":["a","b","c","d"]}') }));
    const { gateway } = testGateway({ PROVIDERB_API_KEY: 'sk-b', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b' });
    const err = await rejection(gateway.resolve().generateObject({ ...ask, schema: Loose, schemaName: 'tags' }));
    expect(fake.requests[0]!.body.response_format.json_schema.strict).toBe(false);
    expect(err).toBeInstanceOf(LlmOutputValidationError);
    expect((err as LlmOutputValidationError).issues[0]).toMatch(/^tags: /);
  });

  it('reports output that is not JSON, and refusals, as validation errors', async () => {
    const fake = track(await startFakeOpenAI({ respond: (_b, _r, i) => (i === 0 ? openaiChat('I cannot do JSON today') : openaiChat(null, { refusal: 'not allowed' })) }));
    const { gateway } = testGateway({ PROVIDERB_API_KEY: 'sk-b', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b' });
    const notJson = (await rejection(gateway.resolve().generateObject(ask))) as LlmOutputValidationError;
    expect(notJson).toBeInstanceOf(LlmOutputValidationError);
    expect(notJson.rawText).toBe('I cannot do JSON today');
    expect(notJson.issues[0]).toMatch(/^output is not valid JSON/);
    const refused = (await rejection(gateway.resolve().generateObject(ask))) as LlmOutputValidationError;
    expect(refused.issues).toEqual(['the model refused: not allowed']);
  });

  it('wraps a non-object root schema and unwraps the answer', async () => {
    const fake = track(await startFakeOpenAI({ respond: () => openaiChat('{"value":["x","y"]}') }));
    const { gateway } = testGateway({ PROVIDERB_API_KEY: 'sk-b', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b' });
    const result = await gateway.resolve().generateObject({ ...ask, schema: z.array(z.string()), schemaName: 'list' });
    expect(result.object).toEqual(['x', 'y']);
    expect(fake.requests[0]!.body.response_format.json_schema.schema.properties.value.type).toBe('array');
  });
});

describe('provider_c (Anthropic)', () => {
  it('forces a tool whose input_schema is the schema', async () => {
    const fake = track(await startFakeAnthropic({ apiKey: 'ak', respond: () => anthropicMessage([toolUse('person_record', { name: 'Ada', age: 36 })]) }));
    const { gateway } = testGateway({ PROVIDERC_API_KEY: 'ak', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c' });
    const result = await gateway.resolve().generateObject({ ...ask, temperature: 0 });
    expect(result.object).toEqual({ name: 'Ada', age: 36 });
    const body = fake.requests[0]!.body;
    expect(fake.requests[0]!.path).toBe('/v1/messages');
    expect(body.model).toBe('claude-sonnet-4-6');
    expect(body.max_tokens).toBe(4096);
    expect(body.temperature).toBe(0);
    expect(body.system).toBe('You extract people.');
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'person_record' });
    expect(body.tools[0].name).toBe('person_record');
    expect(body.tools[0].input_schema).toMatchObject({ type: 'object', required: ['name', 'age'] });
    expect(body.thinking).toBeUndefined();
  });

  it('with thinking: sends the budget, max_tokens above it, no forced tool; returns the reasoning', async () => {
    const fake = track(
      await startFakeAnthropic({
        respond: (body: { model: string }) =>
          anthropicMessage([thinkingBlock('She was born in 1815...'), textBlock('```json\n{"name":"Ada","age":36}\n```')], {
            model: body.model,
            usage: { input_tokens: 40, output_tokens: 900 },
          }),
      }),
    );
    const { gateway } = testGateway({ PROVIDERC_API_KEY: 'ak', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c' });
    const result = await gateway.resolve().generateObject({ ...ask, thinking: { budgetTokens: 10_000 }, maxOutputTokens: 1000, temperature: 0.3 });
    const body = fake.requests[0]!.body;
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 10_000 });
    expect(body.max_tokens).toBe(11_000);
    expect(body.tool_choice).toBeUndefined();
    expect(body.tools).toBeUndefined();
    expect(body.temperature).toBeUndefined();
    expect(body.system).toMatch(/^You extract people\.\n\nAnswer with one JSON object only/);
    expect(body.system).toContain('"required":["name","age"]');
    expect(result.object).toEqual({ name: 'Ada', age: 36 });
    expect(result.reasoning).toBe('She was born in 1815...');
    expect(result.usage).toEqual({ inputTokens: 40, outputTokens: 900 });
    expect(result.warnings).toEqual(['temperature is not allowed with extended thinking; ignored']);
  });

  it('returns reasoning with plain text, uses the batch model for tier batch, and raises a tiny budget to 1024', async () => {
    const fake = track(await startFakeAnthropic({ respond: (body: { model: string }) => anthropicMessage([thinkingBlock('hmm'), textBlock('Hello')], { model: body.model }) }));
    const { gateway } = testGateway({ PROVIDERC_API_KEY: 'ak', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c', PROVIDERC_MODEL_BATCH: 'claude-batchy' });
    const result = await gateway.resolve().generateText({ messages: [{ role: 'user', content: 'hi' }], tier: 'batch', thinking: { budgetTokens: 10 } });
    expect(result).toMatchObject({ text: 'Hello', reasoning: 'hmm', generator: { provider: 'provider_c', model: 'claude-batchy' } });
    expect(result.warnings).toEqual(['thinking budget raised to the minimum of 1024 tokens']);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'claude-batchy', thinking: { budget_tokens: 1024 }, max_tokens: 1024 + 4096 });
  });

  it('ignores thinking with a warning when ENABLE_EXTENDED_THINKING=false', async () => {
    const fake = track(await startFakeAnthropic({ respond: () => anthropicMessage([toolUse('person_record', { name: 'Ada', age: 36 })]) }));
    const { gateway } = testGateway({ PROVIDERC_API_KEY: 'ak', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c', ENABLE_EXTENDED_THINKING: 'false' });
    const result = await gateway.resolve().generateObject({ ...ask, thinking: { budgetTokens: 5000 } });
    expect(result.warnings[0]).toMatch(/ENABLE_EXTENDED_THINKING=false/);
    expect(fake.requests[0]!.body.thinking).toBeUndefined();
    expect(fake.requests[0]!.body.tool_choice).toEqual({ type: 'tool', name: 'person_record' });
  });

  it('with thinking, text that is not JSON is a validation error keeping the text', async () => {
    const fake = track(await startFakeAnthropic({ respond: () => anthropicMessage([thinkingBlock('...'), textBlock('Ada, aged 36')]) }));
    const { gateway } = testGateway({ PROVIDERC_API_KEY: 'ak', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c' });
    const err = (await rejection(gateway.resolve().generateObject({ ...ask, thinking: { budgetTokens: 2000 } }))) as LlmOutputValidationError;
    expect(err).toBeInstanceOf(LlmOutputValidationError);
    expect(err.rawText).toBe('Ada, aged 36');
  });

  it('retries 529 overloaded with backoff', async () => {
    const fake = track(
      await startFakeAnthropic({
        respond: (_b, _r, i) => (i < 2 ? { status: 529, json: { type: 'error', error: { type: 'overloaded_error', message: 'busy' } } } : anthropicMessage([textBlock('ok')])),
      }),
    );
    const { gateway, sleeps } = testGateway({ PROVIDERC_API_KEY: 'ak', PROVIDERC_BASE_URL: fake.url, LLM_PROVIDER: 'provider_c' });
    const result = await gateway.resolve().generateText({ messages: [{ role: 'user', content: 'hi' }] });
    expect(result.text).toBe('ok');
    expect(sleeps).toEqual([250, 500]);
    expect(fake.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '0', '0']);
  });
});
