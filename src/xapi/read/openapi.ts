// GET /api/xapi/statements in the OpenAPI document, from the schemas that validate it.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { bearerSecurity, cookieSecurity, registerSecuritySchemes } from '../../auth/index.js';
import { errorResponses, jsonExample } from '../../openapi/registry.js';
import { StatementReadQuerySchema, StatementResultSchema } from './schemas.js';
import { STATEMENTS_PATH } from './service.js';

const EXAMPLE = {
  statements: [
    {
      id: '3b0a6f5e-8c1d-5e2f-9a4b-7c6d5e4f3a21',
      actor: { objectType: 'Agent', name: 'Lea', account: { homePage: 'https://lms.example', name: 'learner-42' } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
      object: { objectType: 'Activity', id: 'https://learning-platform.example/xapi/activities/scenario/manager-remote-fridays', definition: { name: { en: 'Remote Fridays' } } },
      result: { completion: true, success: true, duration: 'PT312S', score: { scaled: 0.74, raw: 74, min: 0, max: 100 } },
      context: { registration: '9f6c2f4e-1b7a-4c3d-8e2f-5a6b7c8d9e0f' },
      timestamp: '2026-01-01T10:05:12.000Z',
      stored: '2026-01-01T10:05:12.250Z',
    },
  ],
  more: '',
};

export function registerStatementReadDocs(registry: OpenAPIRegistry): void {
  registerSecuritySchemes(registry);
  registry.registerPath({
    method: 'get',
    path: STATEMENTS_PATH,
    tags: ['xAPI'],
    summary: 'Read statements from the learning record store',
    description: [
      'The xAPI statement resource\'s query (registration, activity, agent, verb, since, limit, ascending) and paging: `more` is the IRL of the next page, or empty on the last.',
      'A practice session\'s statements: `?registration=<session id>`. Read rule (docs/xapi.md): an admin reads anything; anyone else names one learner (`agent`, or the `registration` of a practice session) and must be that learner (account name = their user id, or mbox = their e-mail), or a teacher of a class the learner is in.',
      'Authenticated by a bearer JWT or the auth cookie.',
    ].join(' '),
    security: [...bearerSecurity, ...cookieSecurity],
    request: { query: StatementReadQuerySchema },
    responses: {
      200: { description: 'One page of statements', ...jsonExample(StatementResultSchema, EXAMPLE) },
      ...errorResponses('standard', {
        400: '`invalid_query`: a malformed parameter, agent or `more` continuation.',
        401: '`missing_authorization`, `invalid_token`, `token_expired` or `token_revoked`.',
        403: '`forbidden`: no learner named (not an admin), or not the learner, their teacher or an admin.',
        500: '`record_store_failed`: the record store is unavailable.',
      }),
    },
  });
}
