// The two documented error body shapes. Part A (/api/v1) has its own; every other area shares
// CONTRACT.md's `{success: false, error, message, details?}`.
import type { AppError} from './errors.js';
import { ValidationError } from './errors.js';

export type ErrorBody = Record<string, unknown>;

/** Part A: `{error, message}`; validation `{error: 'invalid_config', errors: [...]}`. */
export function conversationErrorBody(err: AppError): ErrorBody {
  if (err instanceof ValidationError) return { error: err.code, message: err.message, errors: err.problems };
  return { error: err.code, message: err.message };
}

/** Parts B to E: `{success: false, error, message, details?}`. */
export function standardErrorBody(err: AppError): ErrorBody {
  const body: ErrorBody = { success: false, error: err.code, message: err.message };
  if (err.details) body.details = err.details;
  return body;
}

export function errorBodyFor(path: string, err: AppError): ErrorBody {
  return isConversationApi(path) ? conversationErrorBody(err) : standardErrorBody(err);
}

export function isConversationApi(path: string): boolean {
  return path === '/api/v1' || path.startsWith('/api/v1/');
}
