// One error class for every area, raised through factories. A failure carries a machine code from
// the one table of codes (./error-codes.ts), a human message and optional details; its HTTP status
// comes from that table, so services raise `appError('session_ended', ...)` and never name a
// status. The final error middleware (./middleware/error-handler.ts) writes the area's body shape
// (docs/errors.md).
import type { z } from 'zod';
import { formatZodIssues, issuePath, issueReason } from '../shared/zod-issues.js';
import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from './error-codes.js';

export { ERROR_STATUS, type CodeWithStatus, type ErrorCode, type ErrorStatus } from './error-codes.js';
export { formatZodIssues, pathToString } from '../shared/zod-issues.js';

export interface ErrorDetails {
  field?: string;
  reason?: string;
  [key: string]: unknown;
}

export interface ErrorExtras {
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** What went wrong inside (an SDK error, a URL): logged, never sent to the client. */
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly status: ErrorStatus;
  readonly headers?: Record<string, string>;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    extras: ErrorExtras = {},
  ) {
    super(message, extras.cause === undefined ? undefined : { cause: extras.cause });
    this.status = ERROR_STATUS[code];
    if (extras.headers) this.headers = extras.headers;
  }
}

/** The one factory: `throw appError('session_ended', 'The session has ended')`. */
export function appError(code: ErrorCode, message: string, details?: ErrorDetails, extras?: ErrorExtras): AppError {
  return new AppError(code, message, details, extras);
}

/** Error bodies stay small whatever the request: at most this many listed problems... */
export const MAX_LISTED_PROBLEMS = 20;
/** ...each at most this long (the message too). */
export const MAX_PROBLEM_CHARS = 300;

export function capText(text: string, max = MAX_PROBLEM_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A request that failed schema validation: one readable line per problem, each naming its path. */
export class ValidationError extends AppError {
  override name = 'ValidationError';
  /** The listed problems: at most MAX_LISTED_PROBLEMS, each capped. */
  readonly problems: string[];
  /** How many problems there were beyond the listed ones. */
  readonly omitted: number;
  constructor(problems: string[], code: ErrorCode = 'invalid_request', details?: ErrorDetails) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => capText(p));
    const omitted = problems.length - listed.length;
    const message = problems.length === 1 ? listed[0]! : capText(`${problems.length} problems: ${listed.join('; ')}`);
    super(code, message, details && { ...details, ...(details.reason ? { reason: capText(details.reason) } : {}), ...(omitted > 0 ? { omitted } : {}) });
    this.problems = listed;
    this.omitted = omitted;
  }

  static fromZod(error: z.ZodError, code: ErrorCode = 'invalid_request', prefix: PropertyKey[] = []): ValidationError {
    const issues = prefix.length === 0 ? error.issues.map(namedRoot) : error.issues;
    const problems = formatZodIssues(issues, prefix);
    const first = issues[0];
    // details name the first problem as its line does: an unknown key by its own path, a missing field "is required".
    const details = first ? { field: issuePath(first, prefix) || undefined, reason: issueReason(first) } : undefined;
    return new ValidationError(problems, code, details);
  }
}

/**
 * A request's query and path parameters are always objects, so a value of the wrong type at the
 * root is the body (an array where an object is taken): zod names no path there, and a caller
 * would read "expected object, received array" without knowing of what. It reads as the maps API
 * has always said it: `body: must be a JSON object`.
 */
function namedRoot(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.path.length > 0 || issue.code !== 'invalid_type') return issue;
  return { ...issue, path: ['body'], ...(issue.expected === 'object' ? { message: 'must be a JSON object' } : {}) };
}

/** Factories whose message is fixed by the code. */
export const errors = {
  payloadTooLarge: (limitBytes: number) => appError('payload_too_large', `Request body exceeds the limit of ${limitBytes} bytes`),
  unsupportedMediaType: (message = 'Content-Type must be application/json') => appError('unsupported_media_type', message),
  rateLimited: (retryAfterSeconds: number) =>
    appError('rate_limited', `Too many requests; retry after ${retryAfterSeconds} s`, undefined, { headers: { 'Retry-After': String(retryAfterSeconds) } }),
  routeNotFound: (method: string, path: string) => appError('not_found', `No route for ${method} ${path}`),
  methodNotAllowed: (method: string, path: string, allowed: readonly string[]) =>
    appError('method_not_allowed', `${method} is not allowed on ${path}; it takes ${allowed.join(', ')}`, undefined, { headers: { Allow: allowed.join(', ') } }),
  internal: () => appError('internal_error', 'An unexpected error occurred'),
};
