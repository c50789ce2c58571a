// The one final error middleware: every failure leaves as JSON in its area's shape, with a machine
// code and a safe message. Unexpected errors are logged with the request id and answered as 500
// without internals.
import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { LlmSelectionError } from '../../llm/errors.js';
import { LiveStateUnavailable } from '../../storage/live/unavailable.js';
import { isNulInText } from '../../storage/sql-errors.js';
import { AppError, ValidationError, appError, errors } from '../errors.js';
import { errorBodyFor, isConversationApi } from '../error-bodies.js';
import { bodyKind } from './json-body.js';

/** Errors from raw-body (and anything else in the body-parser family), told apart by `type`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

export const NUL_IN_TEXT = 'The request holds the NUL character (U+0000) in a text value; the record store cannot keep it';

export function toAppError(err: unknown, path: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof LlmSelectionError) return appError('invalid_provider', err.message, { field: err.field, reason: err.reason });
  // Redis (live state) failed a command: a state that passes, like a record store that is down.
  if (err instanceof LiveStateUnavailable) {
    return appError('storage_unavailable', 'Shared live state is not answering; retry shortly', undefined, { headers: { 'Retry-After': '1' }, cause: err });
  }
  if (err instanceof ZodError) return ValidationError.fromZod(err, isConversationApi(path) ? 'invalid_config' : 'invalid_request');
  // A NUL character in a value the request carried (body, path or query), refused by PostgreSQL:
  // the caller's to fix, never a 500 (which logs at error and would let anyone raise alerts).
  if (isNulInText(err)) return appError('invalid_request', NUL_IN_TEXT, { reason: 'nul_character' });
  const e = err as BodyParserError;
  if (e && typeof e === 'object') {
    switch (e.type) {
      case 'entity.parse.failed':
        return appError('invalid_json', 'Request body is not valid JSON');
      case 'entity.too.large':
        return errors.payloadTooLarge(e.limit ?? 0);
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return errors.unsupportedMediaType(e.message);
      case 'request.aborted':
        return appError('request_aborted', 'The request was aborted by the client');
      case 'request.size.invalid':
        return appError('invalid_request', 'Request size did not match Content-Length');
    }
    // The router could not decode a path parameter: say which part of the request to fix.
    if (err instanceof URIError && e.status === 400) {
      return appError('invalid_request', 'The URL path is not valid percent-encoding: a "%" must be followed by two hex digits (send "%" itself as %25)');
    }
    // Other client errors raised by Express itself or static file serving.
    if (e.status === 404) return appError('not_found', `Nothing found at ${path}`);
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return appError('invalid_request', 'The request could not be processed');
  }
  return errors.internal();
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const failure = toAppError(err, req.path);
  logFailure(req, err, failure);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (failure.headers) res.set(failure.headers);
  // A body that was refused unread (or only partly read) is not drained: the connection closes.
  if (bodyKind(req) !== null && !req.complete) res.setHeader('Connection', 'close');
  res.status(failure.status).json(errorBodyFor(req.path, failure, req.id));
};

/**
 * Only real faults (500: a bug or an unexpected failure) log at `error` with a stack. An upstream
 * or capacity failure (502, 503, 504) is expected operation: `warn`, with the cause's name and
 * message (the URL and SDK text live here, never in the body) but no stack. Client errors are
 * already in the access line (src/http/middleware/request-logging.ts).
 */
function logFailure(req: Parameters<ErrorRequestHandler>[1], err: unknown, failure: AppError): void {
  if (failure.status < 500 || !req.log) return;
  if (failure.status === 500 && !(err instanceof AppError)) {
    req.log.error({ err }, 'request failed');
    return;
  }
  const cause = failure.cause ?? (err instanceof AppError ? undefined : err);
  // Some errors carry their inside story as `reason` (e.g. the record store's), for logs only.
  const reason = typeof (failure as AppError & { reason?: unknown }).reason === 'string' ? (failure as AppError & { reason: string }).reason : undefined;
  req.log.warn({ code: failure.code, status: failure.status, reason, cause: cause === undefined ? undefined : summarise(cause) }, 'request failed upstream');
}

function summarise(cause: unknown): { name?: string; message: string; cause?: string } {
  if (!(cause instanceof Error)) return { message: String(cause) };
  const inner = cause.cause instanceof Error ? `${cause.cause.name}: ${cause.cause.message}` : undefined;
  return { name: cause.name, message: cause.message, ...(inner ? { cause: inner } : {}) };
}
