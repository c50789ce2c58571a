// The one narrow interface every area uses to talk to a model. Adapters (provider_a/b/c) and the
// built-in provider implement LanguageModel; src/llm/select.ts picks one per request. Areas run
// their tasks on it (`run`, task.ts); the generic calls are what a task's remote half uses. Shapes
// follow the Vercel AI SDK's provider interface, trimmed to what we need.
import type { z } from 'zod';

export type ProviderId = 'provider_a' | 'provider_b' | 'provider_c' | 'builtin';
/** The providers reached over the network (credentials, batch APIs). */
export type RemoteProviderId = Exclude<ProviderId, 'builtin'>;

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
  /**
   * Performs an area's task: a remote provider runs the task's `remote` half with itself, the
   * built-in provider its `builtin` engine (synchronously when the engine is synchronous).
   */
  run<I, O>(task: ModelTask<I, O>, input: I): TaskResult<O>;
}

/** A task the gateway offers, declared by the area that owns it (task.ts explains). */
export interface ModelTask<I, O> {
  /** For logs and errors: `<area>.<task>`. */
  readonly name: string;
  /**
   * The built-in provider's answer. Synchronous where the engine is: the built-in provider returns
   * it as it is, so a hot path served by it (a conversation turn) never awaits.
   */
  builtin(input: I): O | Promise<O>;
  /** Any remote provider's answer, through the model's generic calls. */
  remote(model: LanguageModel, input: I): Promise<O>;
}

/** What a task returns on some provider: a value from the built-in engine, a promise from a remote model. */
export type TaskResult<O> = O | Promise<O>;

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
