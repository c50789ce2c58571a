// Request and response shapes of batch generation. Validation, TypeScript types and the OpenAPI
// document all come from these (declared in src/batch/endpoints.ts).
import { z } from 'zod';
import { LANGS } from '../maps/index.js';

/** One job covers at most a class curriculum's worth of concepts (30, as in the OpenAPI document). */
export const MAX_BATCH_CONCEPTS = 30;
export const ITEM_STATES = ['processing', 'succeeded', 'errored', 'canceled', 'expired'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
/** What the store records; a job a teacher canceled is shown as `canceled` (PUBLIC_JOB_STATUSES). */
export const JOB_STATUSES = ['processing', 'completed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const PUBLIC_JOB_STATUSES = ['processing', 'completed', 'canceled'] as const;
export type PublicJobStatus = (typeof PUBLIC_JOB_STATUSES)[number];
export const JOB_MODES = ['message_batch', 'openai_batch', 'azure_batch', 'background'] as const;
export const BATCH_PROVIDERS = ['provider_a', 'provider_b', 'provider_c', 'builtin'] as const;

const id = z.string().trim().min(1).max(128);

export const BatchConceptSchema = z
  .object({
    id: id.meta({ description: 'The concept id (unique within the request), e.g. the curriculum node id.' }),
    label: z.string().trim().min(1).max(200).meta({ description: 'What the map is about: the key concept.' }),
  })
  .strict()
  .meta({ id: 'BatchConcept' });

/** The class id alone: read first, so a caller without rights learns nothing from body errors. */
export const BatchClassRefSchema = z.object({ classId: id });

export const BatchGenerateRequestSchema = z
  .object({
    classId: id.meta({ description: 'A class (/api/classes) the caller owns; admins may name any class.' }),
    concepts: z
      .array(BatchConceptSchema)
      .min(1, 'at least one concept is required')
      .max(MAX_BATCH_CONCEPTS, `at most ${MAX_BATCH_CONCEPTS} concepts`)
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((c, i) => {
          if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate concept id "${c.id}"` });
          seen.add(c.id);
        });
      }),
    lang: z.enum(LANGS).optional().meta({ description: 'Language of the maps; default en.' }),
    llmProvider: z
      .enum(BATCH_PROVIDERS)
      .optional()
      .meta({ description: 'Overrides X-LLM-Provider and LLM_PROVIDER. A provider without server credentials is served by the built-in generator.' }),
  })
  .strict()
  .meta({
    id: 'BatchGenerateRequest',
    example: { classId: '0b8f5a9e-5a3c-4a53-9d1e-7b1c2f3a4d5e', concepts: [{ id: 'fractions', label: 'Fractions' }, { id: 'percentages', label: 'Percentages' }] },
  });
export type BatchGenerateRequest = z.infer<typeof BatchGenerateRequestSchema>;

export const BatchGenerateResponseSchema = z
  .object({
    success: z.literal(true),
    batchId: z.string(),
    status: z.literal('processing'),
    totalConcepts: z.number().int(),
    message: z.string(),
    generator: z.object({ provider: z.string(), model: z.string(), mode: z.enum(JOB_MODES) }),
  })
  .meta({
    id: 'BatchGenerateResponse',
    example: {
      success: true,
      batchId: '3c5e2a1b-9f8d-4e7c-8b6a-1d2c3e4f5a6b',
      status: 'processing',
      totalConcepts: 2,
      message: 'Generating 2 concept maps; poll batch-status',
      generator: { provider: 'builtin', model: 'builtin-knowledge-v2', mode: 'background' },
    },
  });

export const BatchHeadersSchema = z
  .object({ 'x-llm-provider': z.enum(BATCH_PROVIDERS).optional().meta({ description: 'The provider when the body names none.' }) })
  .meta({ id: 'BatchHeaders' });

export const BatchQuerySchema = z.object({ classId: id.meta({ description: 'The class the batch was started for.' }) }).meta({ id: 'BatchQuery' });
export const BatchParamsSchema = z.object({ batchId: id }).meta({ id: 'BatchParams' });

export const RequestCountsSchema = z
  .object({
    processing: z.number().int(),
    succeeded: z.number().int(),
    errored: z.number().int(),
    canceled: z.number().int(),
    expired: z.number().int(),
  })
  .meta({ id: 'BatchRequestCounts', description: 'Concepts per state (the Message Batches vocabulary; errored includes maps the graph engine refused).' });

export const BatchFailureSchema = z
  .object({
    conceptId: z.string(),
    state: z.enum(['errored', 'canceled', 'expired']),
    reason: z.string(),
  })
  .meta({ id: 'BatchFailure' });

const ProgressSchema = z.number().min(0).max(1).meta({ description: 'Share of the concepts with an outcome (0..1).' });
const EtaSchema = z
  .number()
  .int()
  .min(0)
  .nullable()
  .meta({
    description:
      'Seconds until every concept has an outcome, estimated from the pace so far (elapsed time per finished concept); null while nothing has finished (a provider batch reports all its concepts at its end), 0 once the job has ended.',
  });

export const BatchStatusResponseSchema = z
  .object({
    success: z.literal(true),
    batchId: z.string(),
    classId: z.string(),
    status: z.enum(PUBLIC_JOB_STATUSES),
    totalConcepts: z.number().int(),
    progress: ProgressSchema,
    etaSeconds: EtaSchema,
    requestCounts: RequestCountsSchema,
    succeeded: z.number().int().meta({ description: 'requestCounts.succeeded' }),
    failed: z.number().int().meta({ description: 'errored + canceled + expired' }),
    failures: z.array(BatchFailureSchema),
    generator: z.object({ provider: z.string(), model: z.string() }),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({
    id: 'BatchStatusResponse',
    example: {
      success: true,
      batchId: '3c5e2a1b-9f8d-4e7c-8b6a-1d2c3e4f5a6b',
      classId: '0b8f5a9e-5a3c-4a53-9d1e-7b1c2f3a4d5e',
      status: 'completed',
      totalConcepts: 2,
      progress: 1,
      etaSeconds: 0,
      requestCounts: { processing: 0, succeeded: 1, errored: 1, canceled: 0, expired: 0 },
      succeeded: 1,
      failed: 1,
      failures: [{ conceptId: 'percentages', state: 'errored', reason: 'invalid map: fewer than 3 concepts' }],
      generator: { provider: 'provider_c', model: 'claude-haiku-4-5' },
      createdAt: '2026-01-01T00:00:00.000Z',
      completedAt: '2026-01-01T00:04:00.000Z',
    },
  });

export const BatchResultSchema = z
  .object({
    conceptId: z.string(),
    label: z.string(),
    mapId: z.string(),
    storePath: z.string().meta({ description: 'Object-store key of the map record (JSON), e.g. maps/by-id/<mapId>.json.' }),
  })
  .meta({ id: 'BatchResult' });

export const BatchResultsResponseSchema = z
  .object({
    success: z.literal(true),
    batchId: z.string(),
    status: z.enum(PUBLIC_JOB_STATUSES),
    succeeded: z.number().int(),
    failed: z.number().int(),
    results: z.array(BatchResultSchema),
    failures: z.array(BatchFailureSchema),
  })
  .meta({
    id: 'BatchResultsResponse',
    example: {
      success: true,
      batchId: '3c5e2a1b-9f8d-4e7c-8b6a-1d2c3e4f5a6b',
      status: 'completed',
      succeeded: 1,
      failed: 1,
      results: [{ conceptId: 'fractions', label: 'Fractions', mapId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', storePath: 'maps/by-id/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.json' }],
      failures: [{ conceptId: 'percentages', state: 'errored', reason: 'invalid map: fewer than 3 concepts' }],
    },
  });

export const BatchListQuerySchema = z
  .object({
    classId: id.meta({ description: 'The class whose jobs to list.' }),
    limit: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(100).optional().meta({ description: 'At most this many jobs (1..100, default 50), newest first.' }),
  })
  .meta({ id: 'BatchListQuery' });

export const BatchSummarySchema = z
  .object({
    batchId: z.string(),
    status: z.enum(PUBLIC_JOB_STATUSES),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    totalConcepts: z.number().int(),
    progress: ProgressSchema,
    etaSeconds: EtaSchema,
    generator: z.object({ provider: z.string(), model: z.string(), mode: z.enum(JOB_MODES) }),
  })
  .meta({ id: 'BatchSummary' });

export const BatchListResponseSchema = z
  .object({
    success: z.literal(true),
    classId: z.string(),
    batches: z.array(BatchSummarySchema).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'BatchListResponse' });
