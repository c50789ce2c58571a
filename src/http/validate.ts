// Request validation: one zod schema per request shape. Failures become ValidationError with one
// readable line per problem; the area picks the machine code (the conversation API: `invalid_config`).
import type { z } from 'zod';
import { ValidationError, type ErrorCode } from './errors.js';

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, code: ErrorCode = 'invalid_request'): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw ValidationError.fromZod(result.error, code);
  return result.data;
}
