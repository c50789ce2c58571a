// Builds the record-store area from explicit dependencies: the intake (POST /api/xapi/statement)
// and the read side (GET /api/xapi/statements) over the guarded record store (statements about
// the service's own class records are refused), and the practice-session recorder with its
// durable outbox and delivery.
import { createHash, type KeyObject } from 'node:crypto';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RequestHandler } from 'express';
import type { ActingPolicy, AuthArea, LimitWindow } from '../../auth/index.js';
import type { Clock, RandomSource } from '../../clock.js';
import type { AppConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { AgentNaming } from '../agents.js';
import type { PracticeEvidenceSource, PracticeRecorder } from '../../shared/practice-record.js';
import { OutboxDelivery, timerScheduler, type DeliveryScheduler } from '../outbox/delivery.js';
import type { OutboxStore } from '../outbox/store.js';
import { XapiPracticeRecorder } from '../practice/recorder.js';
import { practiceIdNamespace } from '../practice/statements.js';
import { StatementReadService } from '../read/service.js';
import type { StatementStore } from '../store.js';
import { StatementIntakeService } from './service.js';

/** Per user: plenty for a page flushing every few seconds, not enough to flood the store. */
export const INTAKE_LIMIT = { limit: 120, windowMs: 60_000 };

export interface XapiAreaDeps {
  config: Pick<AppConfig, 'xapi' | 'requestLimits'>;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  auth: AuthArea;
  /** Who may write (and read) statements about whom: the one rule of the auth layer. */
  acting: ActingPolicy;
  /** The record store as every area but school sees it (class activities reserved). */
  statements: StatementStore;
  /** Practice-session statements waiting for delivery, and their journal. */
  outbox: OutboxStore;
  openapi: OpenAPIRegistry;
  /** When delivery runs; default real timers (tests pass one they drive). */
  scheduler?: DeliveryScheduler;
  /** The secret practice statement ids are derived from (practiceIdNamespace): the JWT HS256 key. */
  idSecret: KeyObject | Buffer;
}

export interface XapiArea {
  intake: StatementIntakeService;
  reader: StatementReadService;
  /** What conversations write a practice session's start and result through. */
  recorder: PracticeRecorder;
  /** A learner's practice sessions as analytics evidence. */
  evidence: PracticeEvidenceSource;
  outbox: OutboxStore;
  delivery: OutboxDelivery;
  auth: AuthArea;
  acting: ActingPolicy;
  writes: RequestHandler;
  /** Per-user limit on reading statements back (XAPI_READS_PER_MINUTE). */
  reads: RequestHandler;
  readLimit: LimitWindow;
  openapi: OpenAPIRegistry;
  /** Stops delivery (queued statements stay in the outbox for the next start). */
  close(): void;
}

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

export function createXapiArea(deps: XapiAreaDeps): XapiArea {
  const x = deps.config.xapi;
  const readLimit = { limit: deps.config.requestLimits.xapiReads, windowMs: 60_000 };
  const delivery = new OutboxDelivery({
    outbox: deps.outbox,
    statements: deps.statements,
    clock: deps.clock,
    logger: deps.logger,
    scheduler: deps.scheduler ?? timerScheduler(),
    retryMs: x.outboxRetryMs,
    maxRetryMs: x.outboxMaxRetryMs,
  });
  const recorder = new XapiPracticeRecorder({
    config: { activityBase: x.activityBase, extensionBase: x.extensionBase, accountHomePage: x.accountHomePage, idNamespace: practiceIdNamespace(deps.idSecret) },
    outbox: deps.outbox,
    delivery,
    logger: deps.logger,
    now: () => deps.clock.now(),
  });
  // One rule for which user an agent names, so the intake and the reads judge the same person.
  const naming = new AgentNaming({ accountHomePage: x.accountHomePage, sha1, users: deps.auth.users });
  // Statements queued before a restart are delivered after it.
  // (Always one flush at start: it finds out itself whether anything waits, claiming nothing then.)
  delivery.kick();
  return {
    intake: new StatementIntakeService(deps.statements, naming, deps.acting),
    reader: new StatementReadService({
      statements: deps.statements,
      outbox: deps.outbox,
      acting: deps.acting,
      naming,
      // Drawn on first use, so building the app draws nothing from the injected randomness.
      key: () => deps.random.bytes(32),
    }),
    recorder,
    evidence: { forLearner: (userId) => deps.outbox.evidenceFor(userId) },
    outbox: deps.outbox,
    delivery,
    auth: deps.auth,
    acting: deps.acting,
    writes: deps.auth.perUserLimit('xapi-intake', INTAKE_LIMIT),
    reads: deps.auth.perUserLimit('xapi-reads', readLimit),
    readLimit,
    openapi: deps.openapi,
    close: () => delivery.close(),
  };
}
