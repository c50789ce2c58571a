// Batch generation below HTTP: who may start or read a job, which provider runs it, and the
// job's public views. Throws the shared typed errors; never sees req/res.
import type { Principal } from '../auth/principal.js';
import type { ClassService } from '../classes/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { appError } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import { pickProvider } from '../llm/select.js';
import { BUILTIN_MAP_GENERATOR } from '../maps/index.js';
import type { Logger } from '../logger.js';
import { presentList, presentResults, presentStatus, type BatchListView, type BatchResultsView, type BatchStatusView } from './presenters.js';
import type { BatchRunner } from './runner.js';
import { BatchClassRefSchema, BatchGenerateRequestSchema, BatchListQuerySchema, BatchQuerySchema, type BatchGenerateResponseSchema } from './schemas.js';
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
 * provider_c: one Message Batch on the batch model; provider_b: one OpenAI Batch; provider_a: one
 * Azure OpenAI Batch on the batch deployment (all three at the providers' batch price); a provider
 * without server credentials: the built-in generator in the background, named as a single map
 * request names it. Only server credentials: a job outlives the request, and request keys are
 * never stored.
 */
export function planFor(provider: 'provider_a' | 'provider_b' | 'provider_c' | 'builtin', llm: AppConfig['llm']): JobPlan {
  if (provider === 'provider_c' && llm.providerC.apiKey) return { provider, model: llm.providerC.modelBatch, mode: 'message_batch' };
  if (provider === 'provider_b' && llm.providerB.apiKey) return { provider, model: llm.providerB.model, mode: 'openai_batch' };
  if (provider === 'provider_a' && llm.providerA.apiKey && llm.providerA.endpoint) return { provider, model: llm.providerA.deploymentBatch, mode: 'azure_batch' };
  return { provider: 'builtin', model: BUILTIN_MAP_GENERATOR, mode: 'background' };
}

/** Jobs listed per class at most, unless the caller asks for fewer. */
const LIST_DEFAULT = 50;

export class BatchService {
  constructor(private readonly deps: BatchServiceDeps) {}

  get enabled(): boolean {
    return this.deps.config.maps.enableBatch;
  }

  assertEnabled(): void {
    if (!this.enabled) throw appError('batch_disabled', 'Batch generation is disabled on this server (ENABLE_BATCH_CURRICULUM=false)');
  }

  async submit(p: Principal, rawBody: unknown, providerHeader?: string): Promise<BatchGenerateView> {
    this.assertEnabled();
    // The class first: a caller without rights on it learns nothing from the body's errors.
    const { classId } = parseWith(BatchClassRefSchema, rawBody ?? {});
    await this.deps.classes.authorize(p, classId, 'manage');
    const body = parseWith(BatchGenerateRequestSchema, rawBody);
    const cls = await this.deps.classes.get(p, classId);
    const plan = planFor(pickProvider(body.llmProvider, providerHeader, this.deps.config.llm.defaultProvider), this.deps.config.llm);
    const id = this.deps.random.uuid();
    const createdAt = new Date(this.deps.clock.now()).toISOString();
    await this.deps.store.insert(
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

  async status(p: Principal, batchId: string, query: unknown): Promise<BatchStatusView> {
    const job = await this.load(p, batchId, query);
    return presentStatus(job, await this.deps.store.items(job.id), this.deps.clock.now());
  }

  /** A class's jobs, newest first, each with its progress and time left. */
  async list(p: Principal, query: unknown): Promise<BatchListView> {
    this.assertEnabled();
    const { classId, limit } = parseWith(BatchListQuerySchema, query);
    await this.deps.classes.authorize(p, classId, 'manage');
    const id = classId.toLowerCase();
    return presentList(id, await this.deps.store.listByClass(id, limit ?? LIST_DEFAULT), this.deps.clock.now());
  }

  /**
   * Stops a running job: its status is `canceled` at once, the provider's batch is cancelled too,
   * concepts already finished are kept and the rest end `canceled`. Canceling a canceled job
   * answers the same again; a job that has ended is 409 `batch_finished`.
   */
  async cancel(p: Principal, batchId: string, query: unknown): Promise<BatchStatusView> {
    const job = await this.load(p, batchId, query);
    if (!job.canceledAt) {
      if (job.status !== 'processing') throw appError('batch_finished', 'This batch has already ended; there is nothing to cancel');
      if (await this.deps.store.markCanceled(job.id, new Date(this.deps.clock.now()).toISOString())) {
        this.deps.logger.info({ batchId: job.id, classId: job.classId, by: p.userId }, 'batch: job canceled');
        await this.deps.runner.cancel(job.id);
      }
    }
    return this.status(p, batchId, query);
  }

  async results(p: Principal, batchId: string, query: unknown): Promise<BatchResultsView> {
    const job = await this.load(p, batchId, query);
    return presentResults(job, await this.deps.store.items(job.id));
  }

  private async load(p: Principal, batchId: string, query: unknown): Promise<JobRecord> {
    this.assertEnabled();
    const { classId } = parseWith(BatchQuerySchema, query);
    await this.deps.classes.authorize(p, classId, 'manage');
    const job = await this.deps.store.get(batchId);
    if (!job || job.classId !== classId.toLowerCase()) throw appError('batch_not_found', 'No batch with this id for this class');
    return job;
  }
}
