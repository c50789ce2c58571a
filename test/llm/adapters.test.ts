// The same five behaviours for each remote adapter, through the real SDKs against local fakes.
import { afterEach, describe, expect, it } from 'vitest';
import { LlmAbortError, LlmOutputValidationError, LlmTimeoutError, LlmUpstreamError } from '../../src/llm/errors.js';
import type { FakeServer } from '../helpers/fake-providers/index.js';
import { harnesses, Person, rejection, testGateway, type Harness, type Respond } from './harness.js';

const ask = { system: 'You extract people.', messages: [{ role: 'user' as const, content: 'Ada Lovelace, 36' }], schema: Person, schemaName: 'person' };

describe.each(harnesses)('$provider adapter', (h: Harness) => {
  let fake: FakeServer | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  async function setup(respond: Respond, env: Record<string, string> = {}) {
    const started = await h.start(respond);
    fake = started.fake;
    return { ...testGateway({ ...started.env, ...env }), fake: started.fake };
  }

  it('returns a validated object with usage and generator', async () => {
    const { gateway, fake } = await setup(() => h.object({ name: 'Ada', age: 36 }, { input: 21, output: 9 }));
    const model = gateway.resolve();
    expect(model.provider).toBe(h.provider);
    const result = await model.generateObject(ask);
    expect(result.object).toEqual({ name: 'Ada', age: 36 });
    expect(result.rawText).toBe(h.rawText({ name: 'Ada', age: 36 }));
    expect(result.usage).toEqual({ inputTokens: 21, outputTokens: 9 });
    expect(result.generator).toEqual({ provider: h.provider, model: h.model });
    expect(result.warnings).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 429 and honours retry-after', async () => {
    const { gateway, fake, sleeps } = await setup((_b, i) => (i === 0 ? h.error(429, { 'retry-after': '2' }) : h.object({ name: 'Ada', age: 36 }, { input: 1, output: 1 })));
    const result = await gateway.resolve().generateObject(ask);
    expect(result.object.name).toBe('Ada');
    expect(fake.requests).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('gives up on a persistent 500 with a typed error counting the attempts', async () => {
    const { gateway, fake, sleeps } = await setup(() => h.error(500));
    const err = await rejection(gateway.resolve().generateObject(ask));
    expect(err).toBeInstanceOf(LlmUpstreamError);
    expect(err).toMatchObject({ status: 500, attempts: 3, provider: h.provider });
    expect(fake.requests).toHaveLength(3);
    // Full jitter with random() = 0.5: half of 500 ms, then half of 1000 ms.
    expect(sleeps).toEqual([250, 500]);
  });

  it('does not retry a 400', async () => {
    const { gateway, fake } = await setup(() => h.error(400));
    const err = await rejection(gateway.resolve().generateObject(ask));
    expect(err).toMatchObject({ name: 'LlmUpstreamError', status: 400, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects output that fails the schema, keeping the raw text and one line per issue', async () => {
    const bad = { name: '', age: -1.5 };
    const { gateway } = await setup(() => h.object(bad, { input: 1, output: 1 }));
    const err = await rejection(gateway.resolve().generateObject(ask));
    expect(err).toBeInstanceOf(LlmOutputValidationError);
    const v = err as LlmOutputValidationError;
    expect(v.rawText).toBe(h.rawText(bad));
    expect(v.issues.some((i) => i.startsWith('name:'))).toBe(true);
    expect(v.issues.some((i) => i.startsWith('age:'))).toBe(true);
  });

  it('times out quickly when the provider never answers', async () => {
    const { gateway, fake } = await setup(() => 'hang', { LLM_MAX_RETRIES: '1' });
    const started = performance.now();
    const err = await rejection(gateway.resolve().generateObject({ ...ask, timeoutMs: 150 }));
    expect(err).toBeInstanceOf(LlmTimeoutError);
    expect(err).toMatchObject({ attempts: 2 });
    expect(fake.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('stops at once when the caller aborts', async () => {
    const { gateway } = await setup(() => 'hang');
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 50);
    const started = performance.now();
    const err = await rejection(gateway.resolve().generateText({ messages: [{ role: 'user', content: 'hi' }], signal: ctl.signal }));
    expect(err).toBeInstanceOf(LlmAbortError);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('generates plain text', async () => {
    const text = h.provider === 'provider_c' ? undefined : 'Hello there';
    const { gateway, fake } = await setup((body: { model?: string }) =>
      text ? h.object('x', { input: 3, output: 2 }) : { json: { id: 'm', type: 'message', role: 'assistant', model: body.model, content: [{ type: 'text', text: 'Hello there' }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 3, output_tokens: 2 } } },
    );
    const result = await gateway.resolve().generateText({ system: 'Be brief.', messages: [{ role: 'user', content: 'hi' }], maxOutputTokens: 50, temperature: 0.2 });
    expect(result.text).toBe(text ? JSON.stringify('x') : 'Hello there');
    expect(result.usage).toEqual({ inputTokens: 3, outputTokens: 2 });
    expect(result.generator.provider).toBe(h.provider);
    const body = fake.requests[0]!.body as Record<string, unknown>;
    expect(body.temperature).toBe(0.2);
    expect(body.response_format ?? body.tools).toBeUndefined();
  });
});
