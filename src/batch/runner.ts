// Runs jobs in the background and resumes unfinished ones at start-up. Every step a job takes is
// written to the store before the next, so a killed process loses at most the step in flight:
// a provider batch already submitted is polled again (never submitted twice, once its id is
// stored), and settled concepts are not generated again.
import type { Clock, RandomSource } from '../clock.js';
import type { Logger } from '../logger.js';
import type { Lang, MapRecord, MapRepository } from '../maps/index.js';
import type { BatchDriver, DriverContext } from './drivers/types.js';
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
  /** The driver of a job (by its mode and provider); undefined when it cannot run here any more. */
  driverFor(job: JobRecord): BatchDriver | undefined;
}

export class BatchRunner {
  private readonly running = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();

  constructor(private readonly deps: RunnerDeps) {}

  private now(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }

  /** Starts every job a previous process left unfinished. */
  resumeAll(): void {
    for (const job of this.deps.store.unfinished()) {
      this.deps.logger.info({ batchId: job.id, remoteBatchId: job.remoteBatchId }, 'batch: resuming job');
      this.start(job.id);
    }
  }

  start(jobId: string): void {
    if (this.running.has(jobId) || this.abort.signal.aborted) return;
    const run = this.run(jobId).finally(() => this.running.delete(jobId));
    this.running.set(jobId, run);
  }

  /** Stops polling and generation; unfinished jobs stay `processing` and resume on the next start. */
  async close(): Promise<void> {
    this.abort.abort(new Error('batch runner closing'));
    await Promise.allSettled([...this.running.values()]);
  }

  private async run(jobId: string): Promise<void> {
    const { store, logger } = this.deps;
    const job = store.get(jobId);
    if (!job || job.status !== 'processing') return;
    const driver = this.deps.driverFor(job);
    if (!driver) {
      logger.warn({ batchId: job.id, provider: job.provider }, 'batch: the job’s provider is not configured any more');
      store.complete(job.id, `provider ${job.provider} is no longer configured on this server`, this.now());
      return;
    }
    try {
      await driver.run(this.context(job));
      store.complete(job.id, REASONS.noResult, this.now());
      logger.info({ batchId: job.id }, 'batch: job completed');
    } catch (err) {
      if (this.abort.signal.aborted) return; // resumed by the next process
      if (err instanceof DeadlineExceededError) {
        for (const item of store.items(job.id)) this.settle(job, item, { state: 'expired', reason: REASONS.expired });
      }
      if (err instanceof FatalUpstreamError || err instanceof DeadlineExceededError) {
        logger.warn({ batchId: job.id, reason: err.message }, 'batch: job ended early');
        store.complete(job.id, err.message, this.now());
        return;
      }
      // A fault of this server (storage, a bug): the cause goes to the log, a fixed reason to the caller.
      logger.error({ batchId: job.id, err: err instanceof Error ? { name: err.name, message: err.message } : String(err) }, 'batch: job failed');
      store.complete(job.id, 'the batch failed on this server', this.now());
    }
  }

  private settle(job: JobRecord, item: ItemRecord, outcome: ItemOutcome): void {
    this.deps.store.settle(job.id, item.customId, outcome, this.now());
  }

  private context(job: JobRecord): DriverContext {
    const { store, repo, clock, random, logger, sleep, poll } = this.deps;
    const target = (item: ItemRecord): ConceptTarget => ({
      input: conceptInput(job, item.label),
      lang: job.lang as Lang,
      requestModel: `${job.provider}:${job.model}`,
    });
    return {
      job,
      open: store.items(job.id).filter((i) => i.state === 'processing'),
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
        this.settle(job, item, { state: 'succeeded', ...stored });
      },
      poll: {
        sleep,
        clock,
        policy: poll,
        signal: this.abort.signal,
        deadline: Date.parse(job.createdAt) + poll.deadlineMs,
        onRetry: (err, waitMs) =>
          logger.warn({ batchId: job.id, status: (err as { status?: number } | null)?.status, waitMs }, 'batch: provider call failed; retrying'),
      },
      logger,
    };
  }
}
