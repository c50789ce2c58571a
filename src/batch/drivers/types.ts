// What a driver gets to run one job: the items still open, a way to settle each, and the polling
// deps. Drivers know their provider's wire format; nothing else does.
import type { Logger } from '../../logger.js';
import type { PollDeps } from '../poll.js';
import type { ItemOutcome, ItemRecord, JobRecord } from '../store.js';
import type { ConceptTarget } from '../map-output.js';
import type { MapRecord } from '../../maps/index.js';

export interface DriverContext {
  job: JobRecord;
  /** Whether a teacher has canceled the job (a driver checks after submitting, and stops or cancels). */
  canceled(): Promise<boolean>;
  /** Items without an outcome yet (a resumed job skips the settled ones). */
  open: ItemRecord[];
  target(item: ItemRecord): ConceptTarget;
  /** Validates a provider answer as a map, stores it, settles the item (invalid: errored). */
  accept(item: ItemRecord, answer: unknown, generator: MapRecord['generator'], extra?: Pick<MapRecord, 'warnings' | 'quality'>): Promise<void>;
  settle(item: ItemRecord, outcome: ItemOutcome): Promise<void>;
  setRemote(remote: { fileId?: string; batchId?: string }): Promise<void>;
  poll: PollDeps;
  logger: Logger;
}

export interface BatchDriver {
  run(ctx: DriverContext): Promise<void>;
  /** Cancels the job's provider batch (`job.remoteBatchId`); `run` then collects what it finished. */
  cancel?(ctx: DriverContext): Promise<void>;
}

/** Short, fixed reasons: never a provider's or SDK's own message (they can carry URLs and ids). */
export const REASONS = {
  noResult: 'no result was returned for this concept',
  canceled: 'the provider canceled this request',
  expired: 'the provider batch expired before this request ran',
  refusal: 'the model refused to answer',
  storeFailed: 'the map could not be written to the object store',
  canceledByTeacher: 'the batch was canceled before this concept was generated',
} as const;
