// Shapes of POST /api/xapi/statement. A statement is checked against xAPI 1.0.3 by the record
// store's validator (../validation.ts), not re-described here: the schema only says "an object".
import { z } from 'zod';

/** Statements per request; a longer array is 413 `too_many_statements`. */
export const MAX_STATEMENTS_PER_REQUEST = 50;

export const IntakeStatementSchema = z
  .looseObject({})
  .meta({
    id: 'XapiStatement',
    description: 'An xAPI 1.0.3 statement (actor, verb, object; optional id, result, context, timestamp). Validated with @learninglocker/xapi-validation.',
  });

export const StatementIntakeRequestSchema = z
  .union([IntakeStatementSchema, z.array(IntakeStatementSchema).min(1, 'send at least one statement')])
  .meta({ id: 'XapiStatementIntakeRequest', description: `One statement, or an array of 1 to ${MAX_STATEMENTS_PER_REQUEST} (stored all or nothing).` });

export const StatementIntakeResponseSchema = z
  .strictObject({
    success: z.literal(true),
    ids: z.array(z.string()).meta({ description: 'The stored statement ids, in the order sent (assigned where a statement had none).' }),
    store: z.enum(['embedded', 'lrs']).meta({ description: '`lrs` when XAPI_ENDPOINT is set, else `embedded`.' }),
  })
  .meta({ id: 'XapiStatementIntakeResponse' });

export type StatementIntakeResponse = z.infer<typeof StatementIntakeResponseSchema>;
