// Provider selection: order, per-request keys, builtin fallback, the outbound guard on a
// request-supplied endpoint, client caching, health, logging.
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { LlmConfigError, LlmSelectionError } from '../../src/llm/errors.js';
import { createLlmGateway, LlmSelectionSchema } from '../../src/llm/select.js';
import { createLogger } from '../../src/logger.js';
import { findOutboundError } from '../../src/net/outbound.js';
import { buildTestApp } from '../helpers/app.js';
import { openaiChat, startFakeAnthropic, startFakeAzure, startFakeOpenAI, textBlock, anthropicMessage, type FakeServer } from '../helpers/fake-providers/index.js';
import { rejection, testGateway } from './harness.js';

const allServerKeys = {
  PROVIDERA_API_KEY: 'a-server',
  PROVIDERA_ENDPOINT: 'https://a.example.com',
  PROVIDERB_API_KEY: 'b-server',
  PROVIDERC_API_KEY: 'c-server',
};
const hi = { messages: [{ role: 'user' as const, content: 'hi' }] };

let fakes: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  fakes = [];
});
const track = <T extends FakeServer>(f: T) => (fakes.push(f), f);

describe('selection order', () => {
  it('body > X-LLM-Provider > LLM_PROVIDER > provider_a', () => {
    expect(testGateway(allServerKeys).gateway.resolve().provider).toBe('provider_a');
    const { gateway } = testGateway({ ...allServerKeys, LLM_PROVIDER: 'provider_c' });
    expect(gateway.resolve().provider).toBe('provider_c');
    expect(gateway.resolve({ header: 'provider_b' }).provider).toBe('provider_b');
    expect(gateway.resolve({ header: 'provider_b', selection: { provider: 'provider_a' } }).provider).toBe('provider_a');
    expect(gateway.resolve({ header: ' Provider_B ' }).provider).toBe('provider_b');
    expect(gateway.resolve({ header: '' }).provider).toBe('provider_c');
    expect(gateway.resolve({ selection: { provider: 'builtin' } }).provider).toBe('builtin');
  });

  it('an unknown provider in the header or the body is an invalid_provider selection error naming the allowed values (400 over HTTP)', () => {
    const { gateway } = testGateway(allServerKeys);
    for (const input of [{ header: 'gpt-4' }, { selection: { provider: 'openai' } }, { header: 'nope', selection: { provider: 'provider_b' } }]) {
      let caught: unknown;
      try {
        gateway.resolve(input);
      } catch (err) {
        caught = err;
      }
      // The model layer knows nothing of HTTP; the error middleware answers it as 400 (test/maps/api/map-llm.test.ts).
      expect(caught).toBeInstanceOf(LlmSelectionError);
      expect(caught).toMatchObject({ code: 'invalid_provider' });
      expect((caught as Error).message).toContain('provider_a, provider_b, provider_c, builtin');
    }
  });
});

describe('credentials', () => {
  it('a provider without credentials from the request or the server is served by builtin', () => {
    const { gateway } = testGateway({});
    for (const provider of ['provider_a', 'provider_b', 'provider_c']) expect(gateway.resolve({ selection: { provider } }).provider).toBe('builtin');
    // provider_a needs a key AND an endpoint.
    expect(testGateway({ PROVIDERA_API_KEY: 'k' }).gateway.resolve().provider).toBe('builtin');
    expect(testGateway({ PROVIDERA_ENDPOINT: 'https://a.example.com' }).gateway.resolve().provider).toBe('builtin');
  });

  it('configured() lists providers with server credentials only', () => {
    expect(testGateway({}).gateway.configured()).toEqual([]);
    expect(testGateway({ PROVIDERA_API_KEY: 'k', PROVIDERC_API_KEY: 'c' }).gateway.configured()).toEqual(['provider_c']);
    expect(testGateway(allServerKeys).gateway.configured()).toEqual(['provider_a', 'provider_b', 'provider_c']);
  });

  it('a request key overrides the server key (provider_b)', async () => {
    const fake = track(await startFakeOpenAI({ apiKey: 'b-request', respond: () => openaiChat('hello') }));
    const { gateway } = testGateway({ PROVIDERB_API_KEY: 'b-server', PROVIDERB_BASE_URL: fake.url });
    const result = await gateway.resolve({ selection: { provider: 'provider_b', providerBApiKey: 'b-request' } }).generateText(hi);
    expect(result.text).toBe('hello');
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer b-request');
  });

  it('a request key enables a provider the server has no key for (provider_c)', async () => {
    const fake = track(await startFakeAnthropic({ apiKey: 'c-request', respond: () => anthropicMessage([textBlock('hey')]) }));
    const { gateway } = testGateway({ PROVIDERC_BASE_URL: fake.url });
    const model = gateway.resolve({ selection: { provider: 'provider_c', providerCApiKey: 'c-request' } });
    expect(model.provider).toBe('provider_c');
    expect((await model.generateText(hi)).text).toBe('hey');
  });

  it('provider_a request key, deployment and API version override the server ones', async () => {
    const fake = track(await startFakeAzure({ apiKey: 'a-request', deployment: 'req-deploy', respond: () => openaiChat('yo') }));
    const { gateway } = testGateway({ PROVIDERA_API_KEY: 'a-server', PROVIDERA_ENDPOINT: fake.url, PROVIDERA_DEPLOYMENT: 'server-deploy' });
    const model = gateway.resolve({ selection: { providerAApiKey: 'a-request', providerADeployment: 'req-deploy', providerAApiVersion: '2025-01-01-preview' } });
    const result = await model.generateText(hi);
    expect(result.generator).toEqual({ provider: 'provider_a', model: 'req-deploy' });
    expect(fake.requests[0]!.query.get('api-version')).toBe('2025-01-01-preview');
    expect(() => gateway.resolve({ selection: { providerADeployment: '../../admin' } })).toThrow(LlmConfigError);
  });

  it('keeps one client per (provider, key, endpoint)', () => {
    const { gateway } = testGateway(allServerKeys);
    const sel = { provider: 'provider_b', providerBApiKey: 'k1' };
    expect(gateway.resolve({ selection: sel })).toBe(gateway.resolve({ selection: { ...sel } }));
    expect(gateway.resolve({ selection: sel })).not.toBe(gateway.resolve({ selection: { ...sel, providerBApiKey: 'k2' } }));
    expect(gateway.resolve()).toBe(gateway.resolve({ header: 'provider_a' }));
  });
});

describe('request-supplied provider_a endpoint', () => {
  it('is refused before any call when it is not public https', async () => {
    const fake = track(await startFakeAzure({ apiKey: 'mine', deployment: 'gpt-4o', respond: () => openaiChat('leak') }));
    const { gateway } = testGateway({});
    for (const endpoint of [fake.url, 'https://169.254.169.254', 'https://[::ffff:127.0.0.1]', 'https://2130706433']) {
      expect(() => gateway.resolve({ selection: { providerAApiKey: 'mine', providerAEndpoint: endpoint } })).toThrow(LlmConfigError);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('needs a request key: the server key is never sent to a caller-chosen endpoint', () => {
    const { gateway } = testGateway(allServerKeys);
    expect(() => gateway.resolve({ selection: { providerAEndpoint: 'https://attacker.example.com' } })).toThrow(/needs providerAApiKey/);
  });

  it('is checked again at connect time: a name resolving to loopback fails with LlmConfigError, not retried', async () => {
    const { gateway } = testGateway({}, { resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const model = gateway.resolve({ selection: { providerAApiKey: 'mine', providerAEndpoint: 'https://rebind.example.com' } });
    const err = await rejection(model.generateText(hi));
    expect(err).toBeInstanceOf(LlmConfigError);
    // The caller learns that the name is refused, not the address it resolved to; the log's cause keeps that.
    expect((err as Error).message).toMatch(/rebind\.example\.com does not resolve to a public address/);
    expect((err as Error).message).not.toContain('127.0.0.1');
    expect(findOutboundError(err)?.message).toMatch(/resolves to 127\.0\.0\.1/);
  });

  it('reaches a loopback endpoint when OUTBOUND_ALLOW_PRIVATE=true (through the guarded fetch)', async () => {
    const fake = track(await startFakeAzure({ apiKey: 'mine', deployment: 'gpt-4o', respond: () => openaiChat('from request endpoint') }));
    const { gateway } = testGateway({ OUTBOUND_ALLOW_PRIVATE: 'true', ...allServerKeys });
    const result = await gateway.resolve({ selection: { providerAApiKey: 'mine', providerAEndpoint: fake.url } }).generateText(hi);
    expect(result.text).toBe('from request endpoint');
    expect(fake.requests[0]!.headers['api-key']).toBe('mine');
  });
});

describe('LlmSelectionSchema', () => {
  it('accepts the documented fields and rejects unknown ones', () => {
    expect(LlmSelectionSchema.parse({ provider: 'provider_c', providerCApiKey: 'k' })).toEqual({ provider: 'provider_c', providerCApiKey: 'k' });
    expect(LlmSelectionSchema.safeParse({ provider: 'gpt' }).success).toBe(false);
    expect(LlmSelectionSchema.safeParse({ providerAEndpoint: 'not a url' }).success).toBe(false);
    expect(LlmSelectionSchema.safeParse({ providerADeployment: '../x' }).success).toBe(false);
    expect(LlmSelectionSchema.safeParse({ providerBKey: 'typo' }).success).toBe(false);
    expect(LlmSelectionSchema.meta()?.id).toBe('LlmConfig');
  });
});

describe('observability', () => {
  it('logs each call at debug with provider, model, usage and duration, never the key', async () => {
    const fake = track(await startFakeOpenAI({ respond: () => openaiChat('x', { usage: { prompt_tokens: 5, completion_tokens: 2 } }) }));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _e, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', PROVIDERB_API_KEY: 'sk-very-secret', PROVIDERB_BASE_URL: fake.url, LLM_PROVIDER: 'provider_b' });
    const gateway = createLlmGateway(config, { logger: createLogger('debug', sink) });
    await gateway.resolve({ selection: { providerBApiKey: 'sk-request-secret' } }).generateText(hi);
    const entry = JSON.parse(lines.find((l) => l.includes('model call'))!) as { llm: Record<string, unknown> };
    expect(entry.llm).toMatchObject({ provider: 'provider_b', model: 'gpt-4o-mini', usage: { inputTokens: 5, outputTokens: 2 }, attempts: 1 });
    expect(entry.llm.durationMs).toBeTypeOf('number');
    expect(lines.join('')).not.toMatch(/secret/);
  });

  it('health lists the providers with server credentials', async () => {
    const app = await buildTestApp({ env: { PROVIDERB_API_KEY: 'k', PROVIDERC_API_KEY: 'k' } });
    try {
      const res = await request(app.app).get('/api/direct/health');
      expect(res.status).toBe(200);
      expect(res.body.providers.configured).toEqual(['provider_b', 'provider_c']);
    } finally {
      await app.close();
      app.db.close();
    }
  });
});
