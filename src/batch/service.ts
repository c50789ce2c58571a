// Batch generation below HTTP: who may start or read a job, which provider runs it, and the
// job's public views. Throws the shared typed errors; never sees req/res.
import type { Principal } from '../auth/principal.js';
import type { ClassService } from '../classes/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { errors } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { BUILTIN_MODEL_ID } from '../llm/gateway.js';
import { pickProvider } from '../llm/select.js';
import type { Logger } from '../logger.js';
import { presentResults, presentStatus, type BatchResultsView, type BatchStatusView } from './presenters.js';
import type { BatchRunner } from './runner.js';
import { BatchClassRefSchema, BatchGenerateRequestSchema, BatchQuerySchema, type BatchGenerateResponseSchema } from './schemas.js';
import type { BatchStore, JobMode, JobRecord } from './store.js';
import type { z } from 'zod';

export type BatchGenerateView = z.infer<typeof BatchGenerateResponseSchema>;

export interface BatchServiceDeps {
  config: AppConfig;
  store: BatchStore;
  runner: BatchRunner;
  classes: ClassService;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
}

export interface JobPlan {
  provider: JobRecord['provider'];
  model: string;
  mode: JobMode;
}

/**
 * provider_c: one Message Batch on the batch model; provider_b: one OpenAI Batch; provider_a (no
 * batch API here): real-time calls in the background; a provider without server credentials: the
 * built-in generator. Only server credentials: a job outlives the request, and request keys are
 * never stored.
 */
export function planFor(provider: 'provider_a' | 'provider_b' | 'provider_c' | 'builtin', llm: AppConfig['llm']): JobPlan {
  if (provider === 'provider_c' && llm.providerC.apiKey) return { provider, model: llm.providerC.modelBatch, mode: 'message_batch' };
  if (provider === 'provider_b' && llm.providerB.apiKey) return { provider, model: llm.providerB.model, mode: 'openai_batch' };
  if (provider === 'provider_a' && llm.providerA.apiKey && llm.providerA.endpoint) return { provider, model: llm.providerA.deployment, mode: 'background' };
  return { provider: 'builtin', model: BUILTIN_MODEL_ID, mode: 'background' };
}

export class BatchService {
  constructor(private readonly deps: BatchServiceDeps) {}

  get enabled(): boolean {
    return this.deps.config.maps.enableBatch;
  }

  assertEnabled(): void {
    if (!this.enabled) throw errors.unavailable('batch_disabled', 'Batch generation is disabled on this server (ENABLE_BATCH_CURRICULUM=false)');
  }

  submit(p: Principal, rawBody: unknown, providerHeader?: string): BatchGenerateView {
    this.assertEnabled();
    // The class first: a caller without rights on it learns nothing from the body's errors.
    const { classId } = parseWith(BatchClassRefSchema, rawBody ?? {});
    this.deps.classes.authorize(p, classId, 'manage');
    const body = parseWith(BatchGenerateRequestSchema, rawBody);
    const cls = this.deps.classes.get(p, classId);
    const plan = planFor(pickProvider(body.llmProvider, providerHeader, this.deps.config.llm.defaultProvider), this.deps.config.llm);
    const id = this.deps.random.uuid();
    const createdAt = new Date(this.deps.clock.now()).toISOString();
    this.deps.store.insert(
      {
        id,
        classId: cls.id,
        ownerId: p.userId,
        ...plan,
        lang: body.lang ?? 'en',
        // The class's own domain and subdomain frame every map; its name stands in when they are unset.
        domain: cls.domain ?? cls.subject ?? cls.name,
        subdomain: cls.subdomain ?? cls.name,
        createdAt,
      },
      body.concepts.map((c, i) => ({ conceptId: c.id, label: c.label, customId: `concept-${i}` })),
    );
    this.deps.logger.info({ batchId: id, classId: cls.id, provider: plan.provider, model: plan.model, mode: plan.mode, concepts: body.concepts.length }, 'batch: job accepted');
    this.deps.runner.start(id);
    const n = body.concepts.length;
    return {
      success: true,
      batchId: id,
      status: 'processing',
      totalConcepts: n,
      message: `Generating ${n} concept map${n === 1 ? '' : 's'}; poll batch-status`,
      generator: plan,
    };
  }

  status(p: Principal, batchId: string, query: unknown): BatchStatusView {
    const job = this.load(p, batchId, query);
    return presentStatus(job, this.deps.store.items(job.id));
  }

  results(p: Principal, batchId: string, query: unknown): BatchResultsView {
    const job = this.load(p, batchId, query);
    return presentResults(job, this.deps.store.items(job.id));
  }

  private load(p: Principal, batchId: string, query: unknown): JobRecord {
    this.assertEnabled();
    const { classId } = parseWith(BatchQuerySchema, query);
    this.deps.classes.authorize(p, classId, 'manage');
    const job = this.deps.store.get(batchId);
    if (!job || job.classId !== classId.toLowerCase()) throw errors.notFound('batch_not_found', 'No batch with this id for this class');
    return job;
  }
}
