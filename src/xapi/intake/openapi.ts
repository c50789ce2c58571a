// POST /api/xapi/statement in the OpenAPI document, from the schemas that validate it.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { bearerSecurity, cookieSecurity, registerSecuritySchemes } from '../../auth/index.js';
import { errorResponses, jsonExample } from '../../openapi/registry.js';
import { INTAKE_LIMIT } from './area.js';
import { MAX_STATEMENTS_PER_REQUEST, StatementIntakeRequestSchema, StatementIntakeResponseSchema } from './schemas.js';

const EXAMPLE_REQUEST = {
  actor: { objectType: 'Agent', mbox: 'mailto:lea@example.org', name: 'Lea' },
  verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { en: 'answered' } },
  object: { objectType: 'Activity', id: 'https://learning.example/activities/fractions/quiz-1', definition: { name: { en: 'Fractions quiz 1' } } },
  result: { success: true, score: { scaled: 0.9 } },
};
const EXAMPLE_RESPONSE = { success: true as const, ids: ['5f1c8a52-2b0e-4c1e-9d44-1a7c3e0f9b21'], store: 'embedded' as const };

export function registerStatementIntakeDocs(registry: OpenAPIRegistry): void {
  registerSecuritySchemes(registry);
  registry.registerPath({
    method: 'post',
    path: '/api/xapi/statement',
    tags: ['xAPI'],
    summary: 'Store xAPI statements in the learning record store',
    description: [
      `One statement or an array of up to ${MAX_STATEMENTS_PER_REQUEST}, validated against xAPI 1.0.3 and stored all or nothing:`,
      'in the external LRS when XAPI_ENDPOINT is set, otherwise in the embedded store (500 per writer and actor, the writer\'s own oldest go first; XAPI_EMBEDDED_KB_PER_DAY per writer per day).',
      'Answers the stored ids in order. Re-sending an id with the same body is idempotent (the same id again); with a different body it is 409.',
      'Each statement must be about someone the caller may act for (docs/auth.md): themselves (`mbox` of their e-mail, its `mbox_sha1sum`, or an `account` named by their user id), a learner enrolled in a class they teach (named by `mbox` or `account`), or anyone for an admin (docs/xapi.md).',
      'Statements about the service\'s own school-class records are refused. Authenticated by a bearer JWT, or the auth cookie (writes from a foreign origin: 403).',
      `Rate limited to ${INTAKE_LIMIT.limit} requests per minute per user.`,
    ].join(' '),
    security: [...bearerSecurity, ...cookieSecurity],
    request: { body: { required: true, ...jsonExample(StatementIntakeRequestSchema, EXAMPLE_REQUEST) } },
    responses: {
      200: { description: 'Stored', ...jsonExample(StatementIntakeResponseSchema, EXAMPLE_RESPONSE) },
      ...errorResponses('standard', {
        400: '`invalid_statement`: not valid xAPI (no actor, verb or object, a malformed IRI or mbox, ...); `details.problems` lists the validator\'s messages, each with the statement index in a batch. `invalid_request`: not an object or array. `too_deep`: the body nests deeper than JSON_MAX_DEPTH (64) levels.',
        401: '`missing_authorization`, `invalid_token`, `token_expired` or `token_revoked`.',
        403: '`actor_not_self`: a statement about someone the caller may not act for (`details.field` names the statement). `origin_not_allowed`: a cookie write from a foreign origin.',
        409: '`statement_conflict`: a statement with this id is stored with a different body.',
        413: `\`too_many_statements\`: more than ${MAX_STATEMENTS_PER_REQUEST} statements; \`payload_too_large\`: the body is over BODY_LIMIT_KB.`,
        429: '`rate_limited`, with Retry-After; `quota_exceeded`: the caller stored XAPI_EMBEDDED_KB_PER_DAY of statements today (embedded store), with Retry-After until midnight UTC.',
        500: '`record_store_failed`: the record store is unavailable; nothing was stored.',
      }),
    },
  });
}
