// What every adapter call goes through: the shared retry policy with the per-call timeout and abort
// signal, and one debug log line per call (provider, model, usage, duration; never keys or text).
import type { Logger } from '../logger.js';
import { LlmError } from './errors.js';
import { withRetry, type Failure, type RetryPolicy } from './retry.js';
import type { CallOptions, ProviderId, Usage } from './types.js';

export interface CallContext {
  provider: ProviderId;
  model: string;
  policy: RetryPolicy;
  defaultTimeoutMs: number;
  classify: (err: unknown) => Failure;
  logger?: Logger;
}

export interface Executed<R> {
  response: R;
  attempts: number;
}

export async function execute<R>(
  ctx: CallContext,
  options: CallOptions,
  usageOf: (response: R) => Usage,
  send: (signal: AbortSignal, timeoutMs: number) => Promise<R>,
): Promise<Executed<R>> {
  const now = ctx.policy.now ?? Date.now;
  const started = now();
  const timeoutMs = options.timeoutMs ?? ctx.defaultTimeoutMs;
  try {
    const { value, attempts } = await withRetry({
      provider: ctx.provider,
      policy: ctx.policy,
      timeoutMs,
      signal: options.signal,
      classify: ctx.classify,
      attempt: (signal) => send(signal, timeoutMs),
    });
    ctx.logger?.debug({ llm: { provider: ctx.provider, model: ctx.model, usage: usageOf(value), attempts, durationMs: now() - started } }, 'model call');
    return { response: value, attempts };
  } catch (err) {
    const failure = err instanceof LlmError ? err.name : 'Error';
    ctx.logger?.debug({ llm: { provider: ctx.provider, model: ctx.model, failure, durationMs: now() - started } }, 'model call failed');
    throw err;
  }
}
