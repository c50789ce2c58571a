// One set of error classes for every area. Routes and domain code throw these; the final error
// middleware (./middleware/error-handler.ts) turns them into the area's documented body shape.
import type { z } from 'zod';

export interface ErrorDetails {
  field?: string;
  reason?: string;
  [key: string]: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
    /** What went wrong inside (an SDK error, a URL): logged, never sent to the client. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
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
  constructor(problems: string[], code = 'invalid_request', details?: ErrorDetails) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => capText(p));
    const omitted = problems.length - listed.length;
    const message = problems.length === 1 ? listed[0]! : capText(`${problems.length} problems: ${listed.join('; ')}`);
    super(400, code, message, details && { ...details, ...(details.reason ? { reason: capText(details.reason) } : {}), ...(omitted > 0 ? { omitted } : {}) });
    this.problems = listed;
    this.omitted = omitted;
  }

  static fromZod(error: z.ZodError, code = 'invalid_request', prefix: PropertyKey[] = []): ValidationError {
    const problems = formatZodIssues(error.issues, prefix);
    const first = error.issues[0];
    const details = first ? { field: pathToString([...prefix, ...first.path]) || undefined, reason: first.message } : undefined;
    return new ValidationError(problems, code, details);
  }
}

export function pathToString(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

export function formatZodIssues(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string[] {
  return issues.map((issue) => {
    const where = pathToString([...prefix, ...issue.path]);
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.slice(0, MAX_LISTED_PROBLEMS).map((k) => capText(where ? `${where}.${k}` : k, 60));
      const more = issue.keys.length - keys.length;
      return `${keys.join(', ')}${more > 0 ? ` and ${more} more` : ''}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
    }
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/** Shorthands so call sites read as sentences: `throw errors.notFound('Class not found')`. */
export const errors = {
  badRequest: (code: string, message: string, details?: ErrorDetails) => new AppError(400, code, message, details),
  unauthorized: (code: string, message: string) => new AppError(401, code, message),
  forbidden: (code: string, message: string) => new AppError(403, code, message),
  notFound: (code: string, message: string) => new AppError(404, code, message),
  conflict: (code: string, message: string, details?: ErrorDetails) => new AppError(409, code, message, details),
  payloadTooLarge: (limitBytes: number) =>
    new AppError(413, 'payload_too_large', `Request body exceeds the limit of ${limitBytes} bytes`),
  unsupportedMediaType: (message = 'Content-Type must be application/json') =>
    new AppError(415, 'unsupported_media_type', message),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, 'rate_limited', `Too many requests; retry after ${retryAfterSeconds} s`, undefined, {
      'Retry-After': String(retryAfterSeconds),
    }),
  /** A provider, record store or object store failed; `cause` is logged, never sent. */
  upstream: (code: string, message: string, cause?: unknown) => new AppError(502, code, message, undefined, undefined, { cause }),
  unavailable: (code: string, message: string) => new AppError(503, code, message),
  internal: () => new AppError(500, 'internal_error', 'An unexpected error occurred'),
};
