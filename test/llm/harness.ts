// Shared set-up for the adapter tests: one harness per provider that starts its fake and gives
// the env that points the real SDK at it, plus a gateway whose retry waits are recorded, not slept.
import { z } from 'zod';
import { loadConfig, type Env } from '../../src/config.js';
import { createLlmGateway, type GatewayOptions } from '../../src/llm/select.js';
import type { ProviderId } from '../../src/llm/types.js';
import {
  anthropicError,
  anthropicMessage,
  openaiChat,
  openaiError,
  startFakeAnthropic,
  startFakeAzure,
  startFakeOpenAI,
  toolUse,
  type FakeReply,
  type FakeServer,
} from '../helpers/fake-providers/index.js';

export const Person = z.object({ name: z.string().min(1), age: z.number().int().min(0) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Respond = (body: any, index: number) => FakeReply;

export interface Harness {
  provider: Exclude<ProviderId, 'builtin'>;
  model: string;
  start(respond: Respond): Promise<{ fake: FakeServer; env: Env }>;
  /** A successful structured answer carrying `value`, with the given usage. */
  object(value: unknown, usage: { input: number; output: number }): FakeReply;
  /** The raw text the adapter should report for that answer. */
  rawText(value: unknown): string;
  error(status: number, headers?: Record<string, string>): FakeReply;
}

export const harnesses: Harness[] = [
  {
    provider: 'provider_a',
    model: 'fake-deploy',
    async start(respond) {
      const fake = await startFakeAzure({ apiKey: 'azure-key', deployment: 'fake-deploy', respond: (b, _r, i) => respond(b, i) });
      return { fake, env: { PROVIDERA_API_KEY: 'azure-key', PROVIDERA_ENDPOINT: fake.url, PROVIDERA_DEPLOYMENT: 'fake-deploy', LLM_PROVIDER: 'provider_a' } };
    },
    object: (v, u) => openaiChat(JSON.stringify(v), { usage: { prompt_tokens: u.input, completion_tokens: u.output } }),
    rawText: (v) => JSON.stringify(v),
    error: (s, h) => openaiError(s, `fake ${s}`, h),
  },
  {
    provider: 'provider_b',
    model: 'gpt-fake',
    async start(respond) {
      const fake = await startFakeOpenAI({ apiKey: 'openai-key', respond: (b, _r, i) => respond(b, i) });
      return { fake, env: { PROVIDERB_API_KEY: 'openai-key', PROVIDERB_BASE_URL: fake.url, PROVIDERB_MODEL: 'gpt-fake', LLM_PROVIDER: 'provider_b' } };
    },
    object: (v, u) => openaiChat(JSON.stringify(v), { usage: { prompt_tokens: u.input, completion_tokens: u.output } }),
    rawText: (v) => JSON.stringify(v),
    error: (s, h) => openaiError(s, `fake ${s}`, h),
  },
  {
    provider: 'provider_c',
    model: 'claude-fake-primary',
    async start(respond) {
      const fake = await startFakeAnthropic({ apiKey: 'anthropic-key', respond: (b, _r, i) => respond(b, i) });
      return {
        fake,
        env: { PROVIDERC_API_KEY: 'anthropic-key', PROVIDERC_BASE_URL: fake.url, PROVIDERC_MODEL_PRIMARY: 'claude-fake-primary', PROVIDERC_MODEL_BATCH: 'claude-fake-batch', LLM_PROVIDER: 'provider_c' },
      };
    },
    object: (v, u) => anthropicMessage([toolUse('person', v)], { usage: { input_tokens: u.input, output_tokens: u.output }, model: 'claude-fake-primary' }),
    rawText: (v) => JSON.stringify(v),
    error: (s, h) => anthropicError(s, `fake ${s}`, h),
  },
];

export function testGateway(env: Env, opts: GatewayOptions = {}) {
  const sleeps: number[] = [];
  // claude-sonnet-4-5 (the config default) makes the SDK print a deprecation notice on every call.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lp-test-data', LLM_MAX_RETRIES: '2', PROVIDERC_MODEL_PRIMARY: 'claude-sonnet-4-6', ...env });
  const gateway = createLlmGateway(config, {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...opts,
  });
  return { gateway, sleeps, config };
}

/** The rejection of `p` (fails the test when it resolves). */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    (v) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(v)}`);
    },
    (e: unknown) => e,
  );
}
