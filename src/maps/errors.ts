// Maps failures of the model layer and storage to the area's documented error codes.
import { AppError, errors } from '../http/errors.js';
import { LlmAbortError, LlmConfigError, LlmError } from '../llm/errors.js';
import { ObjectStoreError } from '../storage/objectstore/index.js';

export function toMapError(err: unknown, what: 'map' | 'curriculum' | 'suggestions' = 'map'): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof LlmConfigError) {
    return errors.badRequest('invalid_endpoint', `The request's model settings were refused: ${err.message}`, { field: 'config.llm' });
  }
  if (err instanceof LlmAbortError) return new AppError(499, 'request_aborted', 'The client closed the request');
  // The SDK's message can name hosts and URLs: it goes to the log as the cause, never to the client.
  if (err instanceof LlmError) return errors.upstream('generation_failed', `The model provider failed to generate the ${what}; try again later`, err);
  if (err instanceof ObjectStoreError) return new AppError(503, 'storage_unavailable', 'The map store is unavailable; try again later', undefined, undefined, { cause: err });
  return err;
}
