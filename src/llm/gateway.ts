// The entry point areas hold: it resolves the model for one request, on which the area runs its
// tasks (task.ts). Implementation in select.ts.
import type { ProviderBatchApi } from './batch/types.js';
import type { LanguageModel, ProviderId, ProviderSelection, RemoteProviderId } from './types.js';

export interface ResolveInput {
  /** The request body's `config.llm` (or an area's equivalent, e.g. `llmProvider`). */
  selection?: ProviderSelection;
  /** The `X-LLM-Provider` header. */
  header?: string;
}

export interface LlmGateway {
  /**
   * The model for this request. Order: body `config.llm.provider` > `X-LLM-Provider` >
   * `LLM_PROVIDER` > `provider_a`; request keys override server keys; a provider with no
   * credentials from either is served by `builtin`. Whichever it is, the caller runs its task on
   * it (`model.run(task, input)`): the built-in provider answers with the area's engine.
   */
  resolve(input?: ResolveInput): LanguageModel;
  /** Remote providers that have server credentials (for health). */
  configured(): RemoteProviderId[];
  /**
   * The provider's batch API on the server's credentials (llm/batch/), or undefined when it has
   * none here (no credentials, or the built-in provider).
   */
  batchApi(provider: ProviderId): ProviderBatchApi | undefined;
}

export const BUILTIN_MODEL_ID = 'builtin-v1';
