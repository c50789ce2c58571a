// Provider batch APIs (Anthropic Message Batches, OpenAI and Azure OpenAI Batch) behind the
// gateway: what a caller hands in to run one job's requests as one provider batch, and what it is
// told back per item. The caller owns the items, the prompts and what becomes of an answer; this
// layer owns the SDK clients and the wire formats.
import type { z } from 'zod';
import type { Logger } from '../../logger.js';
import type { ChatMessage, Generator } from '../types.js';
import type { PollDeps } from './poll.js';

/** One item's request: the same parts as a structured call (the schema goes up as JSON Schema). */
export interface BatchRequest {
  system: string;
  messages: ChatMessage[];
  schema: z.ZodType;
  /** The structured output's name (the forced tool's, or the json_schema's). */
  schemaName: string;
  /** What the output is, for providers that describe it (the forced tool's description). */
  description: string;
  maxOutputTokens: number;
}

export interface BatchItem {
  /** The provider's `custom_id`: results are matched by it, never by position. */
  customId: string;
}

/** Why an item ended without an answer; short and fixed, never a provider's own message. */
export type BatchItemFailure = { state: 'errored' | 'canceled' | 'expired'; reason: string };

export interface ProviderBatchContext<Item extends BatchItem> {
  job: {
    /** The caller's job id: carried in the provider batch's metadata, so a retried create finds it. */
    id: string;
    /** The batch model (or deployment) every request names. */
    model: string;
    /** Ids the provider gave earlier (this job was resumed): never uploaded or submitted twice. */
    remoteFileId: string | null;
    remoteBatchId: string | null;
  };
  /** Whether the caller canceled the job (checked before and right after submitting). */
  canceled(): Promise<boolean>;
  /** Items without an outcome yet. */
  open: Item[];
  request(item: Item): BatchRequest;
  /** Store ids as soon as the provider gives them (before anything else happens). */
  setRemote(remote: { fileId?: string; batchId?: string }): Promise<void>;
  /** An item the provider answered: its output (an object, or text holding one) and who wrote it. */
  accept(item: Item, answer: unknown, generator: Generator): Promise<void>;
  settle(item: Item, outcome: BatchItemFailure): Promise<void>;
  poll: PollDeps;
  logger: Logger;
}

/** One provider's batch API, built from server credentials only (a job outlives the request). */
export interface ProviderBatchApi {
  /** Submits the open items (unless already submitted), polls until the batch ends, hands back each result. */
  run<Item extends BatchItem>(ctx: ProviderBatchContext<Item>): Promise<void>;
  /** Cancels the job's provider batch (`job.remoteBatchId`); `run` then collects what it finished. */
  cancel<Item extends BatchItem>(ctx: ProviderBatchContext<Item>): Promise<void>;
}

/** The fixed reasons of items the provider ended without an answer. */
export const PROVIDER_REASONS = {
  canceled: 'the provider canceled this request',
  expired: 'the provider batch expired before this request ran',
  refusal: 'the model refused to answer',
} as const;
