// The data layer of batch jobs behind an interface (SQLite beside it in sqlite-store.ts).
import type { ItemState, JOB_MODES, JobStatus } from './schemas.js';

/** How the job runs: one provider batch (Anthropic, OpenAI, Azure OpenAI), or generation in this process. */
export type JobMode = (typeof JOB_MODES)[number];

export interface JobRecord {
  id: string;
  classId: string;
  ownerId: string;
  provider: 'builtin' | 'provider_a' | 'provider_b' | 'provider_c';
  model: string;
  mode: JobMode;
  lang: string;
  domain: string;
  subdomain: string;
  status: JobStatus;
  /** OpenAI: the uploaded JSONL input file, once uploaded. */
  remoteFileId: string | null;
  /** The provider's batch id, once created: a restarted server polls it instead of submitting again. */
  remoteBatchId: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  /** When a teacher canceled the job; the job's public status is then `canceled`. */
  canceledAt: string | null;
}

/** A job in a class's list, with its items counted by state. */
export interface JobSummary {
  job: JobRecord;
  total: number;
  /** Items with an outcome (any state but processing). */
  settled: number;
}

export interface ItemRecord {
  position: number;
  conceptId: string;
  label: string;
  /** The provider's `custom_id` (concept ids may hold characters providers refuse). */
  customId: string;
  state: ItemState;
  reason: string | null;
  mapId: string | null;
  storePath: string | null;
}

export type NewJob = Omit<JobRecord, 'status' | 'remoteFileId' | 'remoteBatchId' | 'updatedAt' | 'completedAt' | 'canceledAt'>;
export type ItemOutcome =
  | { state: 'succeeded'; mapId: string; storePath: string }
  | { state: 'errored' | 'canceled' | 'expired'; reason: string };

export interface BatchStore {
  insert(job: NewJob, items: Array<Pick<ItemRecord, 'conceptId' | 'label' | 'customId'>>): void;
  get(id: string): JobRecord | undefined;
  items(jobId: string): ItemRecord[];
  /** Jobs still processing (resumed at start-up). */
  unfinished(): JobRecord[];
  setRemote(jobId: string, remote: { fileId?: string; batchId?: string }, at: string): void;
  /** Records one item's outcome unless it already has one (a resumed job may see a result twice). */
  settle(jobId: string, customId: string, outcome: ItemOutcome, at: string): boolean;
  /** Marks the job completed; items still processing are settled with `reason` (as `leftoverState`, default errored) first. */
  complete(jobId: string, leftoverReason: string, at: string, leftoverState?: 'errored' | 'canceled'): void;
  /** Records a teacher's cancel (once); false when the job has already ended or was canceled. */
  markCanceled(jobId: string, at: string): boolean;
  /** A class's jobs, newest first, at most `limit`. */
  listByClass(classId: string, limit: number): JobSummary[];
}
