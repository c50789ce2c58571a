// One error class for every area, raised through factories. A failure carries a machine code from
// the one table of codes (./error-codes.ts), a human message and optional details; its HTTP status
// comes from that table, so services raise `appError('session_ended', ...)` and never name a
// status. The final error middleware (./middleware/error-handler.ts) writes the area's body shape.
import type { z } from 'zod';
import { formatZodIssues, pathToString } from '../shared/zod-issues.js';
import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from './error-codes.js';

export { ERROR_STATUS, type CodeWithStatus, type ErrorCode, type ErrorStatus } from './error-codes.js';

export interface ErrorDetails {
  field?: string;
  reason?: string;
  [key: string]: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly status: ErrorStatus;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** The one factory: `throw appError('session_ended', 'The session has ended')`. */
export function appError(code: ErrorCode, message: string, details?: ErrorDetails, headers?: Record<string, string>): AppError {
  return new AppError(code, message, details, headers);
}

/** A request that failed schema validation: one readable line per problem, each naming its path. */
export class ValidationError extends AppError {
  override name = 'ValidationError';
  constructor(
    readonly problems: string[],
    code: ErrorCode = 'invalid_request',
    details?: ErrorDetails,
  ) {
    super(code, problems.length === 1 ? problems[0]! : `${problems.length} problems: ${problems.join('; ')}`, details);
  }

  static fromZod(error: z.ZodError, code: ErrorCode = 'invalid_request', prefix: PropertyKey[] = []): ValidationError {
    const problems = formatZodIssues(error.issues, prefix);
    const first = error.issues[0];
    const details = first ? { field: pathToString([...prefix, ...first.path]) || undefined, reason: first.message } : undefined;
    return new ValidationError(problems, code, details);
  }
}

/** Factories whose message is fixed by the code. */
export const errors = {
  payloadTooLarge: (limitBytes: number) => appError('payload_too_large', `Request body exceeds the limit of ${limitBytes} bytes`),
  unsupportedMediaType: (message = 'Content-Type must be application/json') => appError('unsupported_media_type', message),
  rateLimited: (retryAfterSeconds: number) =>
    appError('rate_limited', `Too many requests; retry after ${retryAfterSeconds} s`, undefined, { 'Retry-After': String(retryAfterSeconds) }),
  routeNotFound: (method: string, path: string) => appError('not_found', `No route for ${method} ${path}`),
  internal: () => appError('internal_error', 'An unexpected error occurred'),
};
