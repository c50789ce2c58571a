// Builds the class-content area from explicit dependencies: its store, the model gateway, the
// cookie authentication of the auth layer and the school classes' directory that decides access.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { AuthArea, LimitWindow } from '../auth/index.js';
import type { Clock } from '../clock.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { Logger } from '../logger.js';
import type { KeyedLock } from '../storage/live/lock.js';
import { MODEL_CALL_LIMIT } from './limits.js';
import type { SchoolClassDirectory } from './school-directory.js';
import { ContentService } from './service.js';
import type { ContentStore } from './store.js';

export interface ContentArea {
  service: ContentService;
  auth: AuthArea;
  openapi: OpenAPIRegistry;
  /** Per-user limit on regenerate, critic and chat (each may call a model). */
  modelCalls: RequestHandler;
  /** Per-user limits on reads, and on the writes that call no model (save, delete, set-active). */
  reads: RequestHandler;
  writes: RequestHandler;
  limits: { reads: LimitWindow; writes: LimitWindow };
}

export interface ContentDeps {
  clock: Clock;
  logger: Logger;
  llm: LlmGateway;
  openapi: OpenAPIRegistry;
  auth: AuthArea;
  /** Who may edit a class's content (the school area's directory). */
  directory: SchoolClassDirectory;
  store: ContentStore;
  /** Serialises writes per competency and mode (this process's queue by default; a Redis lock with REDIS_URL). */
  locks?: KeyedLock;
  /** CONTENT_READS_PER_MINUTE and CONTENT_WRITES_PER_MINUTE. */
  limits: { readsPerMinute: number; writesPerMinute: number };
}

export function createContentArea(deps: ContentDeps): ContentArea {
  const service = new ContentService({ store: deps.store, directory: deps.directory, llm: deps.llm, clock: deps.clock, logger: deps.logger, locks: deps.locks });
  const limits = { reads: { limit: deps.limits.readsPerMinute, windowMs: 60_000 }, writes: { limit: deps.limits.writesPerMinute, windowMs: 60_000 } };
  return {
    service,
    auth: deps.auth,
    openapi: deps.openapi,
    modelCalls: deps.auth.perUserLimit('content-model-calls', MODEL_CALL_LIMIT),
    reads: deps.auth.perUserLimit('content-reads', limits.reads),
    writes: deps.auth.perUserLimit('content-writes', limits.writes),
    limits,
  };
}
