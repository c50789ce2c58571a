// Builds the batch-generation area from explicit dependencies: the job store, the runner with one
// driver per provider (built on first use from server credentials only) and the service.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AuthArea } from '../auth/index.js';
import type { ClassService } from '../classes/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { createAnthropicClient, createAzureClient, createOpenAIClient } from '../llm/clients.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { Logger } from '../logger.js';
import { MapRepository, type MapPointers } from '../maps/index.js';
import type { ObjectStore } from '../storage/objectstore/index.js';
import { backgroundDriver } from './drivers/background.js';
import { messageBatchDriver } from './drivers/message-batch.js';
import { AZURE_BATCH, openaiBatchDriver } from './drivers/openai-batch.js';
import type { BatchDriver } from './drivers/types.js';
import { intervalTicker, JobLeases, leasePolicy, type Ticker } from './lease.js';
import { DEFAULT_POLL, realSleep, type PollPolicy, type Sleep } from './poll.js';
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
  /** Where maps are written (the server's object store). */
  objects: ObjectStore;
  /** Which map answers each request (the maps area's, so a batch's maps answer map requests too). */
  mapPointers: MapPointers;
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
  /** Stops polling and generation; unfinished jobs resume on the next start. */
  close(): Promise<void>;
}

export function createBatchArea(deps: BatchAreaDeps): BatchArea {
  const { config } = deps;
  const { store } = deps;
  const poll: PollPolicy = { ...DEFAULT_POLL, minMs: config.batch.pollMinMs, maxMs: Math.max(config.batch.pollMinMs, config.batch.pollMaxMs) };
  const drivers = driverFactory(deps);
  const runner = new BatchRunner({
    store,
    repo: new MapRepository(deps.objects, deps.mapPointers),
    clock: deps.clock,
    random: deps.random,
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
  return { service, runner, auth: deps.auth, openapi: deps.openapi, close: () => runner.close() };
}

/** One client per provider, built on first use from server credentials only. */
function driverFactory(deps: BatchAreaDeps): (job: JobRecord) => BatchDriver | undefined {
  const llm = deps.config.llm;
  const timeoutMs = llm.timeoutMs;
  let anthropic: BatchDriver | undefined;
  let openai: BatchDriver | undefined;
  let azure: BatchDriver | undefined;
  return (job) => {
    switch (job.mode) {
      case 'message_batch':
        if (!llm.providerC.apiKey) return undefined;
        return (anthropic ??= messageBatchDriver(createAnthropicClient({ apiKey: llm.providerC.apiKey, baseUrl: llm.providerC.baseUrl, timeoutMs })));
      case 'openai_batch':
        if (!llm.providerB.apiKey) return undefined;
        return (openai ??= openaiBatchDriver(createOpenAIClient({ apiKey: llm.providerB.apiKey, baseUrl: llm.providerB.baseUrl, timeoutMs })));
      case 'azure_batch': {
        const a = llm.providerA;
        if (!a.apiKey || !a.endpoint) return undefined;
        return (azure ??= openaiBatchDriver(
          // No deployment on the client: files and batches live at the resource level (clients.ts).
          createAzureClient({ apiKey: a.apiKey, endpoint: a.endpoint, apiVersion: a.apiVersion, timeoutMs }),
          AZURE_BATCH,
        ));
      }
      case 'background': {
        const model = deps.llm.resolve({ selection: { provider: job.provider === 'builtin' ? 'builtin' : job.provider } });
        if (model.provider !== job.provider) return undefined;
        return backgroundDriver(model, deps.config.batch.concurrency);
      }
    }
  };
}
