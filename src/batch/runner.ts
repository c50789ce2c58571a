// Runs jobs in the background and resumes unfinished ones at start-up. Every step a job takes is
// written to the store before the next, so a killed process loses at most the step in flight:
// a provider batch already submitted is polled again (never submitted twice, once its id is
// stored), and settled concepts are not generated again. A job runs only on the instance holding
// its lease (lease.ts); the others take it over when that instance dies.
import type { Clock, RandomSource } from '../clock.js';
import type { Logger } from '../logger.js';
import { BUILTIN_MODEL_ID } from '../llm/gateway.js';
import type { Lang, MapRecord, MapRepository } from '../maps/index.js';
import type { BatchDriver, DriverContext } from './drivers/types.js';
import type { HeldLease, JobLeases } from './lease.js';
import { REASONS } from './drivers/types.js';
import { conceptInput, InvalidMapError, validateMap, writeMap, type ConceptTarget } from './map-output.js';
import { DeadlineExceededError, FatalUpstreamError, type PollPolicy, type Sleep } from './poll.js';
import type { BatchStore, ItemOutcome, ItemRecord, JobRecord } from './store.js';

export interface RunnerDeps {
  store: BatchStore;
  repo: MapRepository;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  sleep: Sleep;
  poll: PollPolicy;
  /** Which jobs this instance may run (a lease per job, shared with the other instances). */
  leases: JobLeases;
  /** The driver of a job (by its mode and provider); undefined when it cannot run here any more. */
  driverFor(job: JobRecord): BatchDriver | undefined;
}

export class BatchRunner {
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  /** Per running job: aborted when a teacher cancels a job that runs in this process. */
  private readonly jobAborts = new Map<string, AbortController>();
  private stopSweep?: () => void;

  constructor(private readonly deps: RunnerDeps) {}

  private now(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }

  /** Starts every job nobody runs (left by a previous process, or by an instance that died), now and every heartbeat. */
  resumeAll(): void {
    this.stopSweep ??= this.deps.leases.sweep((jobs) => {
      for (const job of jobs) {
        if (this.running.has(job.id) || this.abort.signal.aborted) continue;
        this.deps.logger.info({ batchId: job.id, remoteBatchId: job.remoteBatchId }, 'batch: resuming job');
        this.start(job.id);
      }
    });
  }

  start(jobId: string): void {
    if (this.running.has(jobId) || this.abort.signal.aborted) return;
    const controller = new AbortController();
    this.jobAborts.set(jobId, controller);
    const run = this.run(jobId, controller).finally(() => {
      this.running.delete(jobId);
      this.jobAborts.delete(jobId);
    });
    this.running.set(jobId, run);
  }

  /**
   * After the store recorded a cancel: generation in this process stops after the concepts in
   * flight; a provider batch already submitted is cancelled at the provider and polled to its end,
   * so what it finished is kept (a driver that has not submitted yet sees the cancel and stops).
   */
  async cancel(jobId: string): Promise<void> {
    const job = await this.deps.store.get(jobId);
    if (!job) return;
    if (job.mode === 'background') {
      this.jobAborts.get(jobId)?.abort(new Error('batch canceled'));
      return;
    }
    // Not submitted yet: the driver checks for the cancel before and right after submitting (an
    // abort here could lose a create the provider had already accepted, leaving it running).
    const driver = this.deps.driverFor(job);
    if (driver?.cancel && job.remoteBatchId) void this.cancelRemote(driver, job);
  }

  private async cancelRemote(driver: BatchDriver, job: JobRecord): Promise<void> {
    try {
      await driver.cancel?.(await this.context(job, this.abort.signal));
      this.deps.logger.info({ batchId: job.id, remoteBatchId: job.remoteBatchId }, 'batch: provider batch cancel requested');
    } catch (err) {
      // The job still ends: the provider's batch runs out (at most its window) and is collected.
      this.deps.logger.warn({ batchId: job.id, err: err instanceof Error ? err.name : String(err) }, 'batch: provider batch cancel failed');
    }
  }

  /** Stops polling and generation; unfinished jobs stay `processing` and resume on the next start. */
  async close(): Promise<void> {
    this.stopSweep?.();
    this.abort.abort(new Error('batch runner closing'));
    await Promise.allSettled([...this.running.values()]);
  }

  /** Runs the job only while this instance holds its lease; a lost lease stops it without another write. */
  private async run(jobId: string, canceled: AbortController): Promise<void> {
    const lease = await this.deps.leases.claim(jobId, { lost: () => canceled.abort(new Error('batch lease lost')), canceled: () => this.cancelHere(jobId) });
    if (!lease) return; // another instance runs it
    try {
      await this.runHeld(jobId, canceled.signal, lease);
    } finally {
      await lease.release();
    }
  }

  private async runHeld(jobId: string, canceled: AbortSignal, lease: HeldLease): Promise<void> {
    const { store, logger } = this.deps;
    const job = await store.get(jobId);
    if (!job || job.status !== 'processing') return;
    const driver = this.deps.driverFor(job);
    if (!driver) {
      logger.warn({ batchId: job.id, provider: job.provider }, 'batch: the job’s provider is not configured any more');
      await store.complete(job.id, `provider ${job.provider} is no longer configured on this server`, this.now());
      return;
    }
    // Canceled before anything reached a provider (or in this process): nothing to collect.
    if (job.canceledAt && !job.remoteBatchId) return this.endCanceled(job);
    // A job canceled before a restart: ask the provider again (it may not have heard), then collect.
    if (job.canceledAt && driver.cancel) await this.cancelRemote(driver, job);
    try {
      await driver.run(await this.context(job, AbortSignal.any([this.abort.signal, canceled])));
      if (lease.lost) return; // the instance that took it over finishes it
      if (await this.isCanceled(job.id)) return this.endCanceled(job);
      await store.complete(job.id, REASONS.noResult, this.now());
      logger.info({ batchId: job.id }, 'batch: job completed');
    } catch (err) {
      if (this.abort.signal.aborted || lease.lost) return; // resumed by the next process, or already by another instance
      if (await this.isCanceled(job.id)) return this.endCanceled(job);
      if (err instanceof DeadlineExceededError) {
        for (const item of await store.items(job.id)) await this.settle(job, item, { state: 'expired', reason: REASONS.expired });
      }
      if (err instanceof FatalUpstreamError || err instanceof DeadlineExceededError) {
        logger.warn({ batchId: job.id, reason: err.message }, 'batch: job ended early');
        await store.complete(job.id, err.message, this.now());
        return;
      }
      // A fault of this server (storage, a bug): the cause goes to the log, a fixed reason to the caller.
      logger.error({ batchId: job.id, err: err instanceof Error ? { name: err.name, message: err.message } : String(err) }, 'batch: job failed');
      await store.complete(job.id, 'the batch failed on this server', this.now());
    }
  }

  /** A cancel recorded through another instance, seen by this one's heartbeat: generation here stops. */
  private cancelHere(jobId: string): void {
    this.jobAborts.get(jobId)?.abort(new Error('batch canceled'));
  }

  private async isCanceled(jobId: string): Promise<boolean> {
    return Boolean((await this.deps.store.get(jobId))?.canceledAt);
  }

  /** Finished concepts stay as they are; the open ones end canceled. */
  private async endCanceled(job: JobRecord): Promise<void> {
    await this.deps.store.complete(job.id, REASONS.canceledByTeacher, this.now(), 'canceled');
    this.deps.logger.info({ batchId: job.id }, 'batch: job ended canceled');
  }

  private async settle(job: JobRecord, item: ItemRecord, outcome: ItemOutcome): Promise<void> {
    await this.deps.store.settle(job.id, item.customId, outcome, this.now());
  }

  private async context(job: JobRecord, signal: AbortSignal): Promise<DriverContext> {
    const { store, repo, clock, random, logger, sleep, poll } = this.deps;
    // The maps cache names a model by the gateway's id: the built-in one is `builtin-v1` there,
    // whatever name its maps carry, so a single map request finds the batch's map.
    const requestModel = job.provider === 'builtin' ? `builtin:${BUILTIN_MODEL_ID}` : `${job.provider}:${job.model}`;
    const target = (item: ItemRecord): ConceptTarget => ({
      input: conceptInput(job, item.label),
      lang: job.lang as Lang,
      requestModel,
    });
    return {
      job,
      canceled: () => this.isCanceled(job.id),
      open: (await store.items(job.id)).filter((i) => i.state === 'processing'),
      target,
      settle: (item, outcome) => this.settle(job, item, outcome),
      setRemote: (remote) => store.setRemote(job.id, remote, this.now()),
      accept: async (item, answer, generator: MapRecord['generator'], extra) => {
        let checked;
        try {
          checked = validateMap(answer, target(item));
        } catch (err) {
          if (!(err instanceof InvalidMapError)) throw err;
          return this.settle(job, item, { state: 'errored', reason: err.message });
        }
        let stored;
        try {
          stored = await writeMap({ repo, clock, random }, target(item), {
            map: checked.map,
            warnings: [...(extra?.warnings ?? []), ...checked.warnings],
            generator,
            quality: extra?.quality,
          });
        } catch (err) {
          logger.error({ batchId: job.id, conceptId: item.conceptId, err: err instanceof Error ? err.message : String(err) }, 'batch: map not stored');
          return this.settle(job, item, { state: 'errored', reason: REASONS.storeFailed });
        }
        await this.settle(job, item, { state: 'succeeded', ...stored });
      },
      poll: {
        sleep,
        clock,
        policy: poll,
        signal,
        deadline: Date.parse(job.createdAt) + poll.deadlineMs,
        onRetry: (err, waitMs) =>
          logger.warn({ batchId: job.id, status: (err as { status?: number } | null)?.status, waitMs }, 'batch: provider call failed; retrying'),
      },
      logger,
    };
  }
}
