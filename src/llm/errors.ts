// Typed failures of a model call. Areas map them to their own codes (e.g. npc_generation_failed).

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    message: string,
    readonly provider: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The provider answered with an error status (after retries, when retryable). */
export class LlmUpstreamError extends LlmError {
  override name = 'LlmUpstreamError';
  constructor(
    message: string,
    provider: string,
    readonly status: number | undefined,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, provider, options);
  }
}

/** No answer within the per-call timeout (after retries). */
export class LlmTimeoutError extends LlmError {
  override name = 'LlmTimeoutError';
  /** How many attempts timed out or failed before giving up (1 when unknown). */
  readonly attempts: number;
  constructor(message: string, provider: string, options?: { cause?: unknown; attempts?: number }) {
    super(message, provider, options);
    this.attempts = options?.attempts ?? 1;
  }
}

/** The caller's signal aborted the call. */
export class LlmAbortError extends LlmError {
  override name = 'LlmAbortError';
}

/** The model answered, but its output did not satisfy the schema. Keeps the raw text. */
export class LlmOutputValidationError extends LlmError {
  override name = 'LlmOutputValidationError';
  constructor(
    message: string,
    provider: string,
    readonly rawText: string,
    readonly issues: string[],
  ) {
    super(message, provider);
  }
}

/** The request's provider settings are unusable (e.g. an endpoint refused by the outbound guard). */
export class LlmConfigError extends LlmError {
  override name = 'LlmConfigError';
}

/** A provider id the caller named (body or header) is not one this service offers. */
export class LlmSelectionError extends LlmError {
  override name = 'LlmSelectionError';
  readonly code = 'invalid_provider';
  constructor(
    message: string,
    /** Where the caller named it: `config.llm.provider` or `X-LLM-Provider`. */
    readonly field: string,
    readonly reason: string,
  ) {
    super(message, 'gateway');
  }
}
