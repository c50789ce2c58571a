// The data layer of batch jobs behind an interface; the record engine's implementation (SQLite
// file, or PostgreSQL with DATABASE_URL) is sql-store.ts. Several instances may share the records:
// a job runs where it holds a lease (lease.ts), and an item's state is the truth about what is done.
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
  insert(job: NewJob, items: Array<Pick<ItemRecord, 'conceptId' | 'label' | 'customId'>>): Promise<void>;
  get(id: string): Promise<JobRecord | undefined>;
  items(jobId: string): Promise<ItemRecord[]>;
  /** Jobs still processing that no instance holds (no lease, or one that ran out before `now`): resumed by whoever claims them. */
  unclaimed(now: number): Promise<JobRecord[]>;
  setRemote(jobId: string, remote: { fileId?: string; batchId?: string }, at: string): Promise<void>;
  /** Records one item's outcome unless it already has one (a resumed job may see a result twice). */
  settle(jobId: string, customId: string, outcome: ItemOutcome, at: string): Promise<boolean>;
  /** Marks the job completed; items still processing are settled with `reason` (as `leftoverState`, default errored) first. */
  complete(jobId: string, leftoverReason: string, at: string, leftoverState?: 'errored' | 'canceled'): Promise<void>;
  /** Records a teacher's cancel (once); false when the job has already ended or was canceled. */
  markCanceled(jobId: string, at: string): Promise<boolean>;
  /** A class's jobs, newest first, at most `limit`. */
  listByClass(classId: string, limit: number): Promise<JobSummary[]>;
  /**
   * Takes the job's lease for `owner` until `until` (epoch ms) when it is processing and nobody
   * else holds an unexpired lease at `now`; one conditional write, so of instances claiming at
   * once exactly one gets it. True when `owner` holds it now.
   */
  claim(jobId: string, owner: string, now: number, until: number): Promise<boolean>;
  /** Extends `owner`'s lease to `until`; the job as it is now, or undefined when `owner` no longer holds it (taken over, or ended). */
  renew(jobId: string, owner: string, until: number): Promise<JobRecord | undefined>;
  /** Gives the lease up (a closing instance), so another may take the job at once. */
  release(jobId: string, owner: string): Promise<void>;
}
