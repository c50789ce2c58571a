// Turns what the openai and @anthropic-ai/sdk clients throw into the retry policy's view. Both SDKs
// share one shape (APIError with `status` and a Headers `headers`; connection and timeout
// subclasses), so one function serves both.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { findOutboundError } from '../net/outbound.js';
import { LlmConfigError, LlmUpstreamError } from './errors.js';
import { retryAfterMs, type Failure } from './retry.js';

export function classifySdkError(err: unknown, provider: string, now: () => number = Date.now): Failure {
  // The outbound guard refused a request-supplied endpoint: the caller's mistake, never retried.
  // The caller is told what it may know (never the address its name resolved to here).
  const outbound = findOutboundError(err);
  if (outbound?.code === 'timeout') return { kind: 'timeout', cause: err };
  if (outbound) {
    return outbound.code === 'too_large'
      ? { kind: 'fatal', error: new LlmUpstreamError(`${provider} answer refused: ${outbound.message}`, provider, undefined, 1, { cause: err }) }
      : { kind: 'fatal', error: new LlmConfigError(`${provider} endpoint refused: ${outbound.forCaller}`, provider, { cause: err }) };
  }
  if (err instanceof OpenAI.APIConnectionTimeoutError || err instanceof Anthropic.APIConnectionTimeoutError) return { kind: 'timeout', cause: err };
  if (err instanceof OpenAI.APIConnectionError || err instanceof Anthropic.APIConnectionError) {
    return { kind: 'connection', message: err.message, cause: err };
  }
  if ((err instanceof OpenAI.APIError || err instanceof Anthropic.APIError) && typeof err.status === 'number') {
    return { kind: 'http', status: err.status, retryAfterMs: retryAfterMs(err.headers as { get(name: string): string | null } | undefined, now()), message: oneLine(err.message), cause: err };
  }
  return { kind: 'fatal', error: err };
}

function oneLine(s: string): string {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
