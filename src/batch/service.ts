// Batch generation below HTTP: who may start or read a job, which provider runs it. Takes parsed
// input and returns job records (endpoints.ts parses requests and presents the records with
// presenters.ts). Throws the shared typed errors; never sees req/res.
import type { Principal } from '../auth/principal.js';
import type { ClassService } from '../classes/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { appError } from '../http/errors.js';
import { pickProvider } from '../llm/select.js';
import { BUILTIN_MAP_GENERATOR } from '../maps/index.js';
import type { Logger } from '../logger.js';
import type { BatchRunner } from './runner.js';
import type { BatchGenerateRequest } from './schemas.js';
import type { BatchStore, ItemRecord, JobMode, JobRecord, JobSummary } from './store.js';

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

declare const MANAGED: unique symbol;
/** A class the caller may manage, as `authorizeClass` found it: only it makes one, so no job is read or started unchecked. */
export interface ManagedClass {
  /** The class id as stored (lower case). */
  readonly id: string;
  readonly [MANAGED]: true;
}

/** A job just accepted: its id, the plan it runs on and how many concepts it covers. */
export interface AcceptedJob {
  id: string;
  plan: JobPlan;
  totalConcepts: number;
}

/** A job with its items, as of `asOf` (the clock when they were read: progress and time left are worked out from it). */
export interface JobState {
  job: JobRecord;
  items: ItemRecord[];
  asOf: number;
}

/** A class's jobs, newest first, as of `asOf`. */
export interface ClassJobs {
  classId: string;
  jobs: JobSummary[];
  asOf: number;
}

export class BatchService {
  constructor(private readonly deps: BatchServiceDeps) {}

  get enabled(): boolean {
    return this.deps.config.maps.enableBatch;
  }

  assertEnabled(): void {
    if (!this.enabled) throw appError('batch_disabled', 'Batch generation is disabled on this server (ENABLE_BATCH_CURRICULUM=false)');
  }

  /**
   * The check before any job is started or read: the caller manages the class (404 or 403 from
   * classes otherwise). The endpoints call it with the class id alone, before the rest of the body
   * or query is validated, so a caller without rights learns nothing from validation errors.
   */
  async authorizeClass(p: Principal, classId: string): Promise<ManagedClass> {
    this.assertEnabled();
    await this.deps.classes.authorize(p, classId, 'manage');
    return { id: classId.toLowerCase() } as ManagedClass;
  }

  async submit(p: Principal, managed: ManagedClass, body: BatchGenerateRequest, providerHeader?: string): Promise<AcceptedJob> {
    this.assertEnabled();
    const { record: cls } = await this.deps.classes.get(p, managed.id);
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
    return { id, plan, totalConcepts: body.concepts.length };
  }

  /** A job of the class with its items: what its status and its results are made from. */
  async read(managed: ManagedClass, batchId: string): Promise<JobState> {
    const job = await this.load(managed, batchId);
    return { job, items: await this.deps.store.items(job.id), asOf: this.deps.clock.now() };
  }

  /** A class's jobs, newest first, each with its progress and time left. */
  async list(managed: ManagedClass, limit?: number): Promise<ClassJobs> {
    this.assertEnabled();
    return { classId: managed.id, jobs: await this.deps.store.listByClass(managed.id, limit ?? LIST_DEFAULT), asOf: this.deps.clock.now() };
  }

  /**
   * Stops a running job: its status is `canceled` at once, the provider's batch is cancelled too,
   * concepts already finished are kept and the rest end `canceled`. Canceling a canceled job
   * answers the same again; a job that has ended is 409 `batch_finished`.
   */
  async cancel(p: Principal, managed: ManagedClass, batchId: string): Promise<JobState> {
    const job = await this.load(managed, batchId);
    if (!job.canceledAt) {
      if (job.status !== 'processing') throw appError('batch_finished', 'This batch has already ended; there is nothing to cancel');
      if (await this.deps.store.markCanceled(job.id, new Date(this.deps.clock.now()).toISOString())) {
        this.deps.logger.info({ batchId: job.id, classId: job.classId, by: p.userId }, 'batch: job canceled');
        await this.deps.runner.cancel(job.id);
      }
    }
    return this.read(managed, batchId);
  }

  private async load(managed: ManagedClass, batchId: string): Promise<JobRecord> {
    this.assertEnabled();
    const job = await this.deps.store.get(batchId);
    if (!job || job.classId !== managed.id) throw appError('batch_not_found', 'No batch with this id for this class');
    return job;
  }
}
