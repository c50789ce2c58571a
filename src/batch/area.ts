// Builds the batch-generation area from explicit dependencies: the job store, the runner with a
// driver per job (the gateway's batch API of its provider, or generation in this process) and the
// service.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { AuthArea, LimitWindow } from '../auth/index.js';
import type { ClassService } from '../classes/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { DEFAULT_POLL, realSleep, type PollPolicy, type Sleep } from '../llm/batch/poll.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { Logger } from '../logger.js';
import type { BatchMaps } from '../maps/index.js';
import { backgroundDriver } from './drivers/background.js';
import type { BatchDriver } from './drivers/types.js';
import { intervalTicker, JobLeases, leasePolicy, type Ticker } from './lease.js';
import { BatchRunner } from './runner.js';
import { BatchService } from './service.js';
import type { BatchStore, JobRecord } from './store.js';

export interface BatchAreaDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  llm: LlmGateway;
  classes: ClassService;
  /** The maps area's port: concept requests, generation, validated maps written to the server's store. */
  maps: BatchMaps;
  openapi: OpenAPIRegistry;
  /** Bearer authentication and per-user limits. */
  auth: AuthArea;
  /** Waits between polls; tests pass one that returns at once. */
  sleep?: Sleep;
  /** Jobs and their items. */
  store: BatchStore;
  /** Heartbeats of job leases; tests pass one they drive. Default: real timers. */
  ticker?: Ticker;
}

export interface BatchArea {
  service: BatchService;
  runner: BatchRunner;
  auth: AuthArea;
  openapi: OpenAPIRegistry;
  /** Per-user limit on a job's status, list, results and cancel (BATCH_READS_PER_MINUTE); submitting has its own. */
  reads: RequestHandler;
  readLimit: LimitWindow;
  /** Stops polling and generation; unfinished jobs resume on the next start. */
  close(): Promise<void>;
}

export function createBatchArea(deps: BatchAreaDeps): BatchArea {
  const { config } = deps;
  const { store } = deps;
  const poll: PollPolicy = { ...DEFAULT_POLL, minMs: config.batch.pollMinMs, maxMs: config.batch.pollMaxMs };
  const drivers = driverFactory(deps);
  const runner = new BatchRunner({
    store,
    maps: deps.maps,
    clock: deps.clock,
    logger: deps.logger,
    sleep: deps.sleep ?? realSleep,
    poll,
    // This instance's name on the leases of the jobs it runs.
    leases: new JobLeases({ store, clock: deps.clock, logger: deps.logger, ticker: deps.ticker ?? intervalTicker, policy: leasePolicy(config.batch.leaseMs), owner: deps.random.uuid() }),
    driverFor: drivers,
  });
  const service = new BatchService({ config, store, runner, classes: deps.classes, clock: deps.clock, random: deps.random, logger: deps.logger });
  // With the flag off nothing runs; unfinished jobs wait for it to be on again.
  if (service.enabled) runner.resumeAll();
  const readLimit = { limit: config.requestLimits.batchReads, windowMs: 60_000 };
  const reads = deps.auth.perUserLimit('batch-reads', readLimit);
  return { service, runner, auth: deps.auth, openapi: deps.openapi, reads, readLimit, close: () => runner.close() };
}

/**
 * A provider batch runs on the gateway's batch API for the job's provider (server credentials
 * only); a background job on the model the gateway resolves for it, which must still be the job's
 * provider.
 */
function driverFactory(deps: BatchAreaDeps): (job: JobRecord) => BatchDriver | undefined {
  return (job) => {
    if (job.mode !== 'background') {
      const api = deps.llm.batchApi(job.provider);
      return api && { requestModel: `${job.provider}:${job.model}`, run: (ctx) => api.run(ctx), cancel: (ctx) => api.cancel(ctx) };
    }
    const model = deps.llm.resolve({ selection: { provider: job.provider } });
    if (model.provider !== job.provider) return undefined;
    return backgroundDriver(deps.maps, model, deps.config.batch.concurrency);
  };
}
