// The batch routes in the OpenAPI document, from the same schemas that validate requests.
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { bearerSecurity, registerSecuritySchemes } from '../auth/openapi.js';
import { errorResponses, jsonExample } from '../openapi/registry.js';
import * as EX from './openapi-examples.js';
import { SUBMIT_LIMIT } from './routes.js';
import {
  BatchGenerateRequestSchema,
  BatchGenerateResponseSchema,
  BatchHeadersSchema,
  BatchListQuerySchema,
  BatchListResponseSchema,
  BatchParamsSchema,
  BatchQuerySchema,
  BatchResultsResponseSchema,
  BatchStatusResponseSchema,
  MAX_BATCH_CONCEPTS,
} from './schemas.js';

const json = jsonExample;
const AUTH_401 = '`missing_authorization`, `invalid_token` or `token_expired`.';
const ROLE_403 = '`forbidden`: the caller is a learner, or can see the class without owning it.';
const CLASS_404 = '`class_not_found`: no such class, or not one the caller owns (admins may use any class).';
const DISABLED_503 = '`batch_disabled`: ENABLE_BATCH_CURRICULUM=false (checked before authentication).';

export function registerBatchDocs(registry: OpenAPIRegistry): void {
  registerSecuritySchemes(registry);
  const path = (route: Omit<RouteConfig, 'tags' | 'security'>) => registry.registerPath({ ...route, tags: ['Batch generation'], security: bearerSecurity });

  path({
    method: 'post',
    path: '/api/curriculum/batch-generate',
    summary: 'Generate concept maps for many concepts as one background job (teacher or admin)',
    description: `Accepts up to ${MAX_BATCH_CONCEPTS} concepts of a class the caller owns and answers at once (202). provider_c runs one Anthropic Message Batch on PROVIDERC_MODEL_BATCH, provider_b one OpenAI Batch (JSONL upload, then the batch), provider_a one Azure OpenAI Batch on PROVIDERA_DEPLOYMENT_BATCH (the same protocol under the resource's /openai path); a provider without server credentials is served by the built-in generator in the background (generator \`builtin-knowledge-v2\`, as in a single map request). The provider is \`llmProvider\`, else X-LLM-Provider, else LLM_PROVIDER. Each map uses the class's domain and subdomain (its subject or name when unset) with the concept's label as key, is checked by the graph engine (fewer than 3 concepts or no relation counts as failed) and written to the object store. Jobs are durable: a restarted server carries on where it stopped. Rate limited to ${SUBMIT_LIMIT.limit} jobs per hour per user.`,
    request: { headers: BatchHeadersSchema, body: { required: true, ...json(BatchGenerateRequestSchema, EX.GENERATE_REQUEST) } },
    responses: {
      202: { description: 'Accepted; the job runs in the background', ...json(BatchGenerateResponseSchema, EX.GENERATE_RESPONSE) },
      ...errorResponses('standard', {
        400: '`invalid_request`: no concepts, more than 30, a duplicate concept id, a missing classId, an unknown field; or `invalid_provider`.',
        401: AUTH_401,
        403: ROLE_403,
        404: CLASS_404,
        429: `\`rate_limited\`: more than ${SUBMIT_LIMIT.limit} jobs per hour for this user; see Retry-After.`,
        503: DISABLED_503,
      }),
    },
  });

  const read = (kind: 'status' | 'results', summary: string, description: string, schema: z.ZodType, example: unknown) =>
    path({
      method: 'get',
      path: `/api/curriculum/batch-${kind}/{batchId}`,
      summary,
      description,
      request: { params: BatchParamsSchema, query: BatchQuerySchema },
      responses: {
        200: { description: 'The job', ...json(schema, example) },
        ...errorResponses('standard', {
          400: '`invalid_request`: classId missing.',
          401: AUTH_401,
          403: ROLE_403,
          404: `${CLASS_404} \`batch_not_found\`: no batch with this id for this class.`,
          503: DISABLED_503,
        }),
      },
    });

  path({
    method: 'get',
    path: '/api/curriculum/batches',
    summary: 'List a class\'s batch jobs, newest first',
    description:
      'Every job started for the class (at most `limit`, default 50), newest first, with its status, `progress` (0..1, concepts with an outcome) and `etaSeconds` (time left at the pace so far; null until a concept has finished, 0 once ended).',
    request: { query: BatchListQuerySchema },
    responses: {
      200: { description: 'The class\'s jobs', ...json(BatchListResponseSchema, EX.LIST_RESPONSE) },
      ...errorResponses('standard', { 400: '`invalid_request`: classId missing, or limit outside 1..100.', 401: AUTH_401, 403: ROLE_403, 404: CLASS_404, 503: DISABLED_503 }),
    },
  });

  path({
    method: 'post',
    path: '/api/curriculum/batch-cancel/{batchId}',
    summary: 'Cancel a running batch job',
    description:
      'Stops the job: its status is `canceled` at once. Concepts already finished are kept (their maps stay readable); the provider\'s batch is cancelled too and polled to its end, so requests it finished before stopping are kept as well; the rest end `canceled`. Built-in jobs stop after the concepts in flight. Canceling a canceled job answers its status again; a job that has already ended is 409 `batch_finished`.',
    request: { params: BatchParamsSchema, query: BatchQuerySchema },
    responses: {
      200: { description: 'The job, now canceled', ...json(BatchStatusResponseSchema, EX.CANCEL_RESPONSE) },
      ...errorResponses('standard', {
        400: '`invalid_request`: classId missing.',
        401: AUTH_401,
        403: ROLE_403,
        404: `${CLASS_404} \`batch_not_found\`: no batch with this id for this class.`,
        409: '`batch_finished`: the job has already ended.',
        503: DISABLED_503,
      }),
    },
  });

  read(
    'status',
    'Progress of a batch job',
    '`processing` until every concept has an outcome, then `completed` (also when some failed: they are listed in `failures` with a reason), or `canceled` once a teacher canceled it. `progress` (0..1) and `etaSeconds` say how far it is and how long it may take at the pace so far (null until a concept has finished). `requestCounts` counts concepts per state; `succeeded` = requestCounts.succeeded and `failed` = errored + canceled + expired.',
    BatchStatusResponseSchema,
    EX.STATUS_RESPONSE,
  );
  read(
    'results',
    'Maps of a batch job',
    'One entry per generated map with its `storePath` (the object-store key of the map record, JSON) and `mapId`; failures with their reasons. Readable while the job is still processing (what is done so far). The same structural request (class domain, subdomain, the concept label as key, lang, same provider and model) to POST /api/direct/map returns the stored map.',
    BatchResultsResponseSchema,
    EX.RESULTS_RESPONSE,
  );
}
