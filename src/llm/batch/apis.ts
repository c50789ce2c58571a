// The provider batch APIs the server's own credentials reach: one client per provider, built on
// first use. Request keys are never used here: a job outlives the request that started it.
import type { AppConfig } from '../../config.js';
import { createAnthropicClient, createAzureClient, createOpenAIClient } from '../clients.js';
import type { ProviderId } from '../types.js';
import { messageBatchApi } from './message-batch.js';
import { AZURE_BATCH, openaiBatchApi } from './openai-batch.js';
import type { ProviderBatchApi } from './types.js';

/** provider_c: Anthropic Message Batches; provider_b: OpenAI Batch; provider_a: Azure OpenAI Batch. */
export function createBatchApis(llm: AppConfig['llm']): (provider: ProviderId) => ProviderBatchApi | undefined {
  const timeoutMs = llm.timeoutMs;
  let anthropic: ProviderBatchApi | undefined;
  let openai: ProviderBatchApi | undefined;
  let azure: ProviderBatchApi | undefined;
  return (provider) => {
    switch (provider) {
      case 'provider_c':
        if (!llm.providerC.apiKey) return undefined;
        return (anthropic ??= messageBatchApi(createAnthropicClient({ apiKey: llm.providerC.apiKey, baseUrl: llm.providerC.baseUrl, timeoutMs })));
      case 'provider_b':
        if (!llm.providerB.apiKey) return undefined;
        return (openai ??= openaiBatchApi(createOpenAIClient({ apiKey: llm.providerB.apiKey, baseUrl: llm.providerB.baseUrl, timeoutMs })));
      case 'provider_a': {
        const a = llm.providerA;
        if (!a.apiKey || !a.endpoint) return undefined;
        return (azure ??= openaiBatchApi(
          // No deployment on the client: files and batches live at the resource level (clients.ts).
          createAzureClient({ apiKey: a.apiKey, endpoint: a.endpoint, apiVersion: a.apiVersion, timeoutMs }),
          AZURE_BATCH,
        ));
      }
      default:
        // The built-in provider has no batch API: its work is quick and runs in this process.
        return undefined;
    }
  };
}
