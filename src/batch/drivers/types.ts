// What a driver gets to run one job: the items still open, a way to settle each, and the polling
// deps. A provider batch is run by the gateway's batch API (llm/batch/), which gets this same
// context; the background driver generates each concept's map in this process.
import type { ProviderBatchContext } from '../../llm/batch/types.js';
import type { Generator } from '../../llm/types.js';
import type { ConceptTarget, MadeMap } from '../../maps/index.js';
import type { ItemOutcome, ItemRecord, JobRecord } from '../store.js';

export interface DriverContext extends ProviderBatchContext<ItemRecord> {
  job: JobRecord;
  target(item: ItemRecord): ConceptTarget;
  /** Validates an answer as a map, stores it, settles the item (invalid: errored). */
  accept(item: ItemRecord, answer: unknown, generator: Generator, extra?: Pick<MadeMap, 'warnings' | 'quality'>): Promise<void>;
  settle(item: ItemRecord, outcome: ItemOutcome): Promise<void>;
}

export interface BatchDriver {
  /** `provider:model` of what makes the job's maps: how the maps cache names that model. */
  requestModel: string;
  run(ctx: DriverContext): Promise<void>;
  /** Cancels the job's provider batch (`job.remoteBatchId`); `run` then collects what it finished. */
  cancel?(ctx: DriverContext): Promise<void>;
}

/** Short, fixed reasons: never a provider's or SDK's own message (they can carry URLs and ids). */
export const REASONS = {
  noResult: 'no result was returned for this concept',
  storeFailed: 'the map could not be written to the object store',
  canceledByTeacher: 'the batch was canceled before this concept was generated',
} as const;
