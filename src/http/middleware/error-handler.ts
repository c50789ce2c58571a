// The one final error middleware: every failure leaves as JSON in its area's shape, with a machine
// code and a safe message. Unexpected errors are logged with the request id and answered as 500
// without internals.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, ValidationError, errors } from '../errors.js';
import { errorBodyFor, isConversationApi } from '../error-bodies.js';

/** Errors from raw-body (and anything else in the body-parser family), told apart by `type`. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

export function toAppError(err: unknown, path: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return ValidationError.fromZod(err, isConversationApi(path) ? 'invalid_config' : 'invalid_request');
  const e = err as BodyParserError;
  if (e && typeof e === 'object') {
    switch (e.type) {
      case 'entity.parse.failed':
        return new AppError(400, 'invalid_json', 'Request body is not valid JSON');
      case 'entity.too.large':
        return errors.payloadTooLarge(e.limit ?? 0);
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return errors.unsupportedMediaType(e.message);
      case 'request.aborted':
        return new AppError(400, 'request_aborted', 'The request was aborted by the client');
      case 'request.size.invalid':
        return new AppError(400, 'invalid_request', 'Request size did not match Content-Length');
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      return new AppError(e.status, 'invalid_request', 'The request could not be processed');
    }
  }
  return errors.internal();
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const appError = toAppError(err, req.path);
  if (appError.status >= 500) {
    req.log?.error({ err }, 'request failed');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (appError.headers) res.set(appError.headers);
  res.status(appError.status).json(errorBodyFor(req.path, appError));
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(errors.notFound('not_found', `No route for ${req.method} ${req.path}`));
};
