// /api/curriculum/batch-* and /api/curriculum/batches (bearer JWT, teachers and admins): each
// endpoint declared once, mounted and documented from the same declaration (src/http/endpoint.ts).
// The feature flag is checked first: with batch generation off, every endpoint says so (503
// batch_disabled) before authentication. Every job belongs to a class named in the body or the
// query: `authorize` reads that class id alone (a 400 when it is missing) and checks the caller
// manages the class before the rest of the body or query is validated, as the shared steps do
// for a class id in the path. The service returns job records; `present` shapes them.
import type { Express, Request } from 'express';
import type { Principal } from '../auth/principal.js';
import type { z } from 'zod';
import { defineEndpoint, mountEndpoints, type Endpoint, type EndpointAuth } from '../http/endpoint.js';
import { parseWith } from '../http/validate.js';
import type { BatchArea } from './area.js';
import * as EX from './examples.js';
import { presentAccepted, presentList, presentResults, presentStatus } from './presenters.js';
import {
  BatchClassRefSchema,
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

/** Each job is up to 30 generations; 20 jobs an hour per user is plenty for planning a term. */
export const SUBMIT_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

const AUTH_401 = '`missing_authorization`, `invalid_token` or `token_expired`.';
const ROLE_403 = '`forbidden`: the caller is a learner, or can see the class without owning it.';
const CLASS_404 = '`class_not_found`: no such class, or not one the caller owns (admins may use any class).';
const DISABLED_503 = '`batch_disabled`: ENABLE_BATCH_CURRICULUM=false (checked before authentication).';

const header = (req: Request, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

/**
 * The class id of a body or query, read with `schema` before authorization (the list reads its
 * whole query with it, so a bad `limit` stays a 400 whoever asks).
 */
const classIdOf = (schema: z.ZodType<{ classId: string }>, raw: unknown): string => parseWith(schema, raw ?? {}).classId;

export function batchEndpoints(area: BatchArea): Endpoint[] {
  const { service, auth } = area;
  const bearer = auth.endpoint.bearer('teacher', 'admin');
  const enabledThenBearer: EndpointAuth = {
    ...bearer,
    handlers: [
      (_req, _res, next) => {
        service.assertEnabled();
        next();
      },
      ...bearer.handlers,
    ],
  };
  const common = { tags: ['Batch generation'], auth: enabledThenBearer };
  const onJob = {
    ...common,
    params: BatchParamsSchema,
    authorize: ({ principal, req }: { principal: Principal; req: Request }) => service.authorizeClass(principal, classIdOf(BatchQuerySchema, req.query)),
    query: BatchQuerySchema,
  };
  const READS_429 = `\`rate_limited\`: more than ${area.readLimit.limit} status, list, results and cancel requests together per minute for this user (BATCH_READS_PER_MINUTE); see Retry-After.`;
  const jobErrors = (more: Record<number, string> = {}) => ({
    400: '`invalid_request`: classId missing.',
    401: AUTH_401,
    403: ROLE_403,
    404: `${CLASS_404} \`batch_not_found\`: no batch with this id for this class.`,
    ...more,
    429: READS_429,
    503: DISABLED_503,
  });

  return [
    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/curriculum/batch-generate',
      limit: auth.perUserLimit('batch-submit', SUBMIT_LIMIT),
      authorize: ({ principal, req }) => service.authorizeClass(principal, classIdOf(BatchClassRefSchema, req.body)),
      body: { schema: BatchGenerateRequestSchema, example: EX.GENERATE_REQUEST },
      handle: ({ principal, authorized, body, req }) => service.submit(principal, authorized, body, header(req, 'x-llm-provider')),
      present: { status: 202, description: 'Accepted; the job runs in the background', schema: BatchGenerateResponseSchema, example: EX.GENERATE_RESPONSE, body: presentAccepted },
      docs: {
        summary: 'Generate concept maps for many concepts as one background job (teacher or admin)',
        description: `Accepts up to ${MAX_BATCH_CONCEPTS} concepts of a class the caller owns and answers at once (202). provider_c runs one Anthropic Message Batch on PROVIDERC_MODEL_BATCH, provider_b one OpenAI Batch (JSONL upload, then the batch), provider_a one Azure OpenAI Batch on PROVIDERA_DEPLOYMENT_BATCH (the same protocol under the resource's /openai path); a provider without server credentials is served by the built-in generator in the background (generator \`builtin-knowledge-v2\`, as in a single map request). The provider is \`llmProvider\`, else X-LLM-Provider, else LLM_PROVIDER. Each map uses the class's domain and subdomain (its subject or name when unset) with the concept's label as key, is checked by the graph engine (fewer than 3 concepts or no relation counts as failed) and written to the object store. Jobs are durable: a restarted server carries on where it stopped. Rate limited to ${SUBMIT_LIMIT.limit} jobs per hour per user.`,
        request: { headers: BatchHeadersSchema },
        errors: {
          400: '`invalid_request`: no concepts, more than 30, a duplicate concept id, a missing classId, an unknown field; or `invalid_provider`.',
          401: AUTH_401,
          403: ROLE_403,
          404: CLASS_404,
          429: `\`rate_limited\`: more than ${SUBMIT_LIMIT.limit} jobs per hour for this user; see Retry-After.`,
          503: DISABLED_503,
        },
      },
    }),

    defineEndpoint({
      ...onJob,
      method: 'get',
      path: '/api/curriculum/batch-status/{batchId}',
      limit: area.reads,
      handle: ({ authorized, params }) => service.read(authorized, params.batchId),
      present: { description: 'The job', schema: BatchStatusResponseSchema, example: EX.STATUS_RESPONSE, body: presentStatus },
      docs: {
        summary: 'Progress of a batch job',
        description:
          '`processing` until every concept has an outcome, then `completed` (also when some failed: they are listed in `failures` with a reason), or `canceled` once a teacher canceled it. `progress` (0..1) and `etaSeconds` say how far it is and how long it may take at the pace so far (null until a concept has finished). `requestCounts` counts concepts per state; `succeeded` = requestCounts.succeeded and `failed` = errored + canceled + expired.',
        errors: jobErrors(),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/curriculum/batches',
      limit: area.reads,
      authorize: ({ principal, req }) => service.authorizeClass(principal, classIdOf(BatchListQuerySchema, req.query)),
      query: BatchListQuerySchema,
      handle: ({ authorized, query }) => service.list(authorized, query.limit),
      present: { description: "The class's jobs", schema: BatchListResponseSchema, example: EX.LIST_RESPONSE, body: presentList },
      docs: {
        summary: "List a class's batch jobs, newest first",
        description:
          'Every job started for the class (at most `limit`, default 50), newest first, with its status, `progress` (0..1, concepts with an outcome) and `etaSeconds` (time left at the pace so far; null until a concept has finished, 0 once ended).',
        errors: { 400: '`invalid_request`: classId missing, or limit outside 1..100.', 401: AUTH_401, 403: ROLE_403, 404: CLASS_404, 429: READS_429, 503: DISABLED_503 },
      },
    }),

    defineEndpoint({
      ...onJob,
      method: 'post',
      path: '/api/curriculum/batch-cancel/{batchId}',
      limit: area.reads,
      handle: ({ principal, authorized, params }) => service.cancel(principal, authorized, params.batchId),
      present: { description: 'The job, now canceled', schema: BatchStatusResponseSchema, example: EX.CANCEL_RESPONSE, body: presentStatus },
      docs: {
        summary: 'Cancel a running batch job',
        description:
          "Stops the job: its status is `canceled` at once. Concepts already finished are kept (their maps stay readable); the provider's batch is cancelled too and polled to its end, so requests it finished before stopping are kept as well; the rest end `canceled`. Built-in jobs stop after the concepts in flight. Canceling a canceled job answers its status again; a job that has already ended is 409 `batch_finished`.",
        errors: jobErrors({ 409: '`batch_finished`: the job has already ended.' }),
      },
    }),

    defineEndpoint({
      ...onJob,
      method: 'get',
      path: '/api/curriculum/batch-results/{batchId}',
      limit: area.reads,
      handle: ({ authorized, params }) => service.read(authorized, params.batchId),
      present: { description: 'The job', schema: BatchResultsResponseSchema, example: EX.RESULTS_RESPONSE, body: presentResults },
      docs: {
        summary: 'Maps of a batch job',
        description:
          'One entry per generated map with its `storePath` (the object-store key of the map record, JSON) and `mapId`; failures with their reasons. Readable while the job is still processing (what is done so far). The same structural request (class domain, subdomain, the concept label as key, lang, same provider and model) to POST /api/direct/map returns the stored map.',
        errors: jobErrors(),
      },
    }),
  ];
}

export function mountBatch(app: Express, area: BatchArea): void {
  mountEndpoints(app, area.openapi, batchEndpoints(area));
}
