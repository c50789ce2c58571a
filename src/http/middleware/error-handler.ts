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
  logFailure(req, err, appError);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (appError.headers) res.set(appError.headers);
  res.status(appError.status).json(errorBodyFor(req.path, appError, req.id));
};

/**
 * Only real faults (500: a bug or an unexpected failure) log at `error` with a stack. An upstream
 * or capacity failure (502, 503, 504) is expected operation: `warn`, with the cause's name and
 * message (the URL and SDK text live here, never in the body) but no stack. Client errors are
 * already in the access line (src/http/middleware/request-logging.ts).
 */
function logFailure(req: Parameters<ErrorRequestHandler>[1], err: unknown, appError: AppError): void {
  if (appError.status < 500 || !req.log) return;
  if (appError.status === 500 && !(err instanceof AppError)) {
    req.log.error({ err }, 'request failed');
    return;
  }
  const cause = appError.cause ?? (err instanceof AppError ? undefined : err);
  req.log.warn({ code: appError.code, status: appError.status, cause: cause === undefined ? undefined : summarise(cause) }, 'request failed upstream');
}

function summarise(cause: unknown): { name?: string; message: string; cause?: string } {
  if (!(cause instanceof Error)) return { message: String(cause) };
  const inner = cause.cause instanceof Error ? `${cause.cause.name}: ${cause.cause.message}` : undefined;
  return { name: cause.name, message: cause.message, ...(inner ? { cause: inner } : {}) };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(errors.notFound('not_found', `No route for ${req.method} ${req.path}`));
};
