// Picks the model for one request. Order: body `config.llm.provider` > `X-LLM-Provider` header >
// LLM_PROVIDER > provider_a. Request keys override server keys; a provider with no credentials from
// either is served by `builtin`. A request-supplied Azure endpoint must pass the outbound guard and
// comes with its own key (the server key is never sent to an endpoint a caller chose).
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { checkUrl, createGuardedFetch, type Resolver } from '../net/outbound.js';
import { createAnthropicModel } from './adapters/anthropic.js';
import { createChatCompletionsModel } from './adapters/openai-chat.js';
import { createBatchApis } from './batch/apis.js';
import { builtinModel } from './builtin.js';
import type { CallContext } from './call.js';
import { ClientCache, createAnthropicClient, createAzureClient, createOpenAIClient, fingerprint } from './clients.js';
import { LlmConfigError, LlmSelectionError } from './errors.js';
import type { LlmGateway, ResolveInput } from './gateway.js';
import type { RetryPolicy, Sleep } from './retry.js';
import { classifySdkError } from './sdk-errors.js';
import { SELECTABLE_PROVIDERS } from './selection-schema.js';
import type { LanguageModel, ProviderId, ProviderSelection, RemoteProviderId } from './types.js';

export { LlmSelectionSchema, SELECTABLE_PROVIDERS, type LlmSelection } from './selection-schema.js';

export interface GatewayOptions {
  /** Debug line per call: provider, model, usage, duration. */
  logger?: Logger;
  /** Retry waits (tests pass a recorder that returns at once). */
  sleep?: Sleep;
  /** Jitter source in [0, 1). */
  random?: () => number;
  /** Epoch ms for the retry budget. */
  now?: () => number;
  /** DNS used by the outbound guard for request-supplied endpoints. */
  resolve?: Resolver;
  clientCacheSize?: number;
}

/** The guard's own ceiling for a request-supplied endpoint; the per-call timeout is the real limit. */
const GUARD_TIMEOUT_MS = 600_000;

export function createLlmGateway(config: AppConfig, opts: GatewayOptions = {}): LlmGateway {
  const llm = config.llm;
  const cache = new ClientCache(opts.clientCacheSize);
  const policy: RetryPolicy = { maxRetries: llm.maxRetries, budgetMs: llm.retryBudgetMs, sleep: opts.sleep, random: opts.random, now: opts.now };
  const guardedFetch = createGuardedFetch({ allowPrivate: config.outbound.allowPrivate, resolve: opts.resolve, timeoutMs: GUARD_TIMEOUT_MS });
  const ctx = (provider: ProviderId, model: string): CallContext => ({
    provider,
    model,
    policy,
    defaultTimeoutMs: llm.timeoutMs,
    classify: (err) => classifySdkError(err, provider, opts.now),
    logger: opts.logger,
  });

  function providerA(sel: ProviderSelection): LanguageModel {
    const s = llm.providerA;
    const requestEndpoint = clean(sel.providerAEndpoint);
    const requestKey = clean(sel.providerAApiKey);
    if (requestEndpoint && !requestKey) {
      throw new LlmConfigError('providerAEndpoint needs providerAApiKey: the server key is never sent to a request-supplied endpoint', 'provider_a');
    }
    const apiKey = requestKey ?? s.apiKey;
    const endpoint = requestEndpoint ?? s.endpoint;
    if (!apiKey || !endpoint) return builtinModel;
    if (requestEndpoint) {
      const problem = checkUrl(requestEndpoint, { allowPrivate: config.outbound.allowPrivate });
      if (problem) throw new LlmConfigError(`providerAEndpoint refused: ${problem}`, 'provider_a');
    }
    const deployment = checkedPart(clean(sel.providerADeployment), 'providerADeployment') ?? s.deployment;
    const apiVersion = checkedPart(clean(sel.providerAApiVersion), 'providerAApiVersion') ?? s.apiVersion;
    const parts = ['provider_a', fingerprint(apiKey), endpoint, deployment, apiVersion, requestEndpoint ? 'guarded' : 'server'];
    return cache.get(parts, () =>
      createChatCompletionsModel(
        {
          client: createAzureClient({ apiKey, endpoint, deployment, apiVersion, timeoutMs: llm.timeoutMs, ...(requestEndpoint ? { fetch: guardedFetch } : {}) }),
          model: deployment,
          tokenParam: 'max_tokens',
        },
        ctx('provider_a', deployment),
      ),
    );
  }

  function providerB(sel: ProviderSelection): LanguageModel {
    const s = llm.providerB;
    const apiKey = clean(sel.providerBApiKey) ?? s.apiKey;
    if (!apiKey) return builtinModel;
    return cache.get(['provider_b', fingerprint(apiKey), s.baseUrl, s.model], () =>
      createChatCompletionsModel(
        { client: createOpenAIClient({ apiKey, baseUrl: s.baseUrl, timeoutMs: llm.timeoutMs }), model: s.model, tokenParam: 'max_completion_tokens' },
        ctx('provider_b', s.model),
      ),
    );
  }

  function providerC(sel: ProviderSelection): LanguageModel {
    const s = llm.providerC;
    const apiKey = clean(sel.providerCApiKey) ?? s.apiKey;
    if (!apiKey) return builtinModel;
    return cache.get(['provider_c', fingerprint(apiKey), s.baseUrl, s.modelPrimary, s.modelBatch], () =>
      createAnthropicModel(
        {
          client: createAnthropicClient({ apiKey, baseUrl: s.baseUrl, timeoutMs: llm.timeoutMs }),
          modelPrimary: s.modelPrimary,
          modelBatch: s.modelBatch,
          thinkingEnabled: llm.extendedThinking.enabled,
        },
        ctx('provider_c', s.modelPrimary),
      ),
    );
  }

  const batchApis = createBatchApis(llm);

  return {
    batchApi: batchApis,
    resolve(input: ResolveInput = {}): LanguageModel {
      const sel = input.selection ?? {};
      const provider = pickProvider(sel.provider, input.header, llm.defaultProvider);
      switch (provider) {
        case 'provider_a':
          return providerA(sel);
        case 'provider_b':
          return providerB(sel);
        case 'provider_c':
          return providerC(sel);
        case 'builtin':
          return builtinModel;
      }
    },
    configured(): RemoteProviderId[] {
      const out: RemoteProviderId[] = [];
      if (llm.providerA.apiKey && llm.providerA.endpoint) out.push('provider_a');
      if (llm.providerB.apiKey) out.push('provider_b');
      if (llm.providerC.apiKey) out.push('provider_c');
      return out;
    },
  };
}

/** Body > header > server default. Any unknown id given, in either place, is a 400. */
export function pickProvider(body: string | undefined, header: string | undefined, fallback: ProviderId): ProviderId {
  const fromBody = normaliseProvider(body, 'config.llm.provider');
  const fromHeader = normaliseProvider(header, 'X-LLM-Provider');
  return fromBody ?? fromHeader ?? fallback;
}

function normaliseProvider(value: string | undefined, field: string): ProviderId | undefined {
  const v = clean(value)?.toLowerCase();
  if (v === undefined) return undefined;
  if ((SELECTABLE_PROVIDERS as readonly string[]).includes(v)) return v as ProviderId;
  const allowed = SELECTABLE_PROVIDERS.join(', ');
  throw new LlmSelectionError(`${field}: unknown provider "${value!.slice(0, 60)}"; allowed: ${allowed}`, field, `must be one of ${allowed}`);
}

function clean(v: string | undefined): string | undefined {
  const t = v?.trim();
  return t ? t : undefined;
}

/** Deployment and API version end up in the request path and query; keep them to a safe alphabet. */
function checkedPart(v: string | undefined, field: string): string | undefined {
  if (v !== undefined && !/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/.test(v)) throw new LlmConfigError(`${field}: letters, digits, ".", "_" and "-" only`, 'provider_a');
  return v;
}
