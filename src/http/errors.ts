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
  ) {
    super(message);
  }
}

/** A request that failed schema validation: one readable line per problem, each naming its path. */
export class ValidationError extends AppError {
  override name = 'ValidationError';
  constructor(
    readonly problems: string[],
    code = 'invalid_request',
    details?: ErrorDetails,
  ) {
    super(400, code, problems.length === 1 ? problems[0]! : `${problems.length} problems: ${problems.join('; ')}`, details);
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
      const keys = issue.keys.map((k) => (where ? `${where}.${k}` : k));
      return `${keys.join(', ')}: unknown field${keys.length > 1 ? 's' : ''}`;
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
  upstream: (code: string, message: string) => new AppError(502, code, message),
  unavailable: (code: string, message: string) => new AppError(503, code, message),
  internal: () => new AppError(500, 'internal_error', 'An unexpected error occurred'),
};
