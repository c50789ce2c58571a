// The one narrow interface every area uses to talk to a model. Adapters (provider_a/b/c) and the
// deterministic `builtin` entry point implement LanguageModel; src/llm/select.ts picks one per
// request. Shapes follow the Vercel AI SDK's provider interface, trimmed to what we need.
import type { z } from 'zod';

export type ProviderId = 'provider_a' | 'provider_b' | 'provider_c' | 'builtin';

/** Recorded with every artifact a model produced, and logged (`generator: {provider, model}`). */
export interface Generator {
  provider: ProviderId;
  model: string;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface CallOptions {
  /** Cancels the call (and any pending retry). */
  signal?: AbortSignal;
  /** Per-attempt timeout; defaults to LLM_TIMEOUT_MS. */
  timeoutMs?: number;
  maxOutputTokens?: number;
  temperature?: number;
  /** Extended thinking (provider_c only; other providers add a warning and ignore it). */
  thinking?: { budgetTokens: number };
  /** Use the batch model where the provider has one (PROVIDERC_MODEL_BATCH). */
  tier?: 'primary' | 'batch';
}

export interface TextRequest extends CallOptions {
  system?: string;
  messages: ChatMessage[];
}

export interface StructuredRequest<S extends z.ZodType> extends TextRequest {
  /** The zod schema the output must satisfy; sent to the provider as JSON Schema. */
  schema: S;
  /** A short identifier for the schema (providers require one for json_schema response formats). */
  schemaName: string;
}

export interface ResultBase {
  usage: Usage;
  generator: Generator;
  /** Non-fatal notes, e.g. an option the provider does not support. */
  warnings: string[];
  /** Thinking text, when the provider returned it. */
  reasoning?: string;
}

export interface TextResult extends ResultBase {
  text: string;
}

export interface StructuredResult<T> extends ResultBase {
  object: T;
  rawText: string;
}

export interface LanguageModel {
  readonly provider: ProviderId;
  readonly model: string;
  generateText(request: TextRequest): Promise<TextResult>;
  generateObject<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredResult<z.output<S>>>;
}

/** Per-request provider choice, from the body's `config.llm` and the `X-LLM-Provider` header. */
export interface ProviderSelection {
  provider?: string;
  providerAApiKey?: string;
  providerAEndpoint?: string;
  providerADeployment?: string;
  providerAApiVersion?: string;
  providerBApiKey?: string;
  providerCApiKey?: string;
}
