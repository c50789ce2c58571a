// Shapes of GET /api/xapi/statements: the xAPI statement resource's query parameters (the ones
// this service supports) and its StatementResult answer with the `more` link.
import { z } from 'zod';
import { MAX_QUERY_LIMIT } from '../types.js';

export const StatementReadQuerySchema = z
  .object({
    registration: z.uuid('must be a UUID (a practice session id)').optional().meta({ description: 'Statements of one registration: a practice session\'s id.' }),
    activity: z.url('must be an IRI').max(2048).optional().meta({ description: 'Statements about this activity, e.g. `{XAPI_ACTIVITY_BASE}/scenario/<id>`.' }),
    agent: z
      .string()
      .max(2048)
      .optional()
      .meta({ description: 'JSON of an xAPI agent with exactly one identifier: `{"account":{"homePage":"<XAPI_ACCOUNT_HOMEPAGE>","name":"<learner id>"}}`, `{"mbox":"mailto:…"}` or the caller\'s own `{"mbox_sha1sum":"…"}` (two identifiers, or none: 400 `invalid_query`).' }),
    verb: z.url('must be an IRI').max(2048).optional(),
    since: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' }).optional(),
    limit: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(MAX_QUERY_LIMIT).optional(),
    ascending: z.enum(['true', 'false']).optional(),
    more: z.string().min(1).max(4096).optional().meta({ description: 'The continuation from a previous answer\'s `more` link; the other parameters are then ignored.' }),
  })
  .strict()
  .meta({ id: 'XapiStatementQuery' });

export type StatementReadQuery = z.output<typeof StatementReadQuerySchema>;

export const StatementResultSchema = z
  .object({
    statements: z.array(z.looseObject({})).meta({ description: 'xAPI statements, newest stored first unless `ascending=true`. Each has its `authority`: the account on XAPI_ACCOUNT_HOMEPAGE of the user who wrote it, or `learning-platform-service` for the service\'s own records.' }),
    more: z.string().meta({ description: 'The IRL of the next page (`/api/xapi/statements?more=…`), or the empty string on the last page.' }),
  })
  .meta({ id: 'XapiStatementResult' });

export type StatementResult = z.infer<typeof StatementResultSchema>;
