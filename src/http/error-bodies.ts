// The two documented error body shapes (docs/errors.md). The conversation API (/api/v1) has its
// own; every other path shares `{success: false, error, message, details?}`.
import type { AppError} from './errors.js';
import { ValidationError } from './errors.js';

export type ErrorBody = Record<string, unknown>;

/** The conversation API: `{error, message}`; validation `{error: 'invalid_config', errors: [...]}`. */
export function conversationErrorBody(err: AppError, requestId?: string): ErrorBody {
  const body: ErrorBody = { error: err.code, message: err.message };
  if (err instanceof ValidationError) {
    body.errors = err.problems;
    if (err.omitted > 0) body.errors_omitted = err.omitted;
  }
  // unsupported_locale names what would have worked.
  if (Array.isArray(err.details?.supported_locales)) body.supported_locales = err.details.supported_locales;
  if (requestId !== undefined) body.request_id = requestId;
  return body;
}

/** Every other path: `{success: false, error, message, details?}`. */
export function standardErrorBody(err: AppError, requestId?: string): ErrorBody {
  const body: ErrorBody = { success: false, error: err.code, message: err.message };
  if (err.details) body.details = err.details;
  // The message is capped as a whole, so past a few problems it stops mid-line; the lines
  // themselves (at most 20, each capped) are listed as the conversation API's `errors` are.
  if (err instanceof ValidationError && err.problems.length > 1) body.details = { ...err.details, problems: err.problems };
  if (requestId !== undefined) body.requestId = requestId;
  return body;
}

/**
 * The body for `err` on `path`. Server-side failures (500, 502, 504; a 503 is a state, not an
 * incident) carry the request id, so a caller can
 * quote it and the operator can find the logged cause; the cause itself is never in the body.
 */
export function errorBodyFor(path: string, err: AppError, requestId?: string): ErrorBody {
  const id = err.status >= 500 && err.status !== 503 ? requestId : undefined;
  return isConversationApi(path) ? conversationErrorBody(err, id) : standardErrorBody(err, id);
}

export function isConversationApi(path: string): boolean {
  return path === '/api/v1' || path.startsWith('/api/v1/');
}
