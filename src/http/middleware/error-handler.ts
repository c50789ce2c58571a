// The one final error middleware: every failure leaves as JSON in its area's shape, with a machine
// code and a safe message. Unexpected errors are logged with the request id and answered as 500
// without internals.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { LlmSelectionError } from '../../llm/errors.js';
import { AppError, ValidationError, appError, errors } from '../errors.js';
import { errorBodyFor, isConversationApi } from '../error-bodies.js';

/** Errors from raw-body (and anything else in the body-parser family), told apart by `type`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

export function toAppError(err: unknown, path: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof LlmSelectionError) return appError('invalid_provider', err.message, { field: err.field, reason: err.reason });
  if (err instanceof ZodError) return ValidationError.fromZod(err, isConversationApi(path) ? 'invalid_config' : 'invalid_request');
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
    // Other client errors raised by Express itself or static file serving.
    if (e.status === 404) return appError('not_found', `Nothing found at ${path}`);
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return appError('invalid_request', 'The request could not be processed');
  }
  return errors.internal();
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const failure = toAppError(err, req.path);
  if (failure.status >= 500) {
    req.log?.error({ err }, 'request failed');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (failure.headers) res.set(failure.headers);
  res.status(failure.status).json(errorBodyFor(req.path, failure));
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(errors.routeNotFound(req.method, req.path));
};
