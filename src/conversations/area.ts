// Builds the conversations area from explicit dependencies (the composition root calls this once
// per app). The /api/v1 routes and the hosted page (src/simulation) share the one service it
// builds, so both see the same sessions, rules and capability issuer.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import { ApiKeySet } from '../http/api-keys.js';
import type { LlmGateway } from '../llm/gateway.js';
import type { Logger } from '../logger.js';
import type { PracticeRecorder } from '../shared/practice-record.js';
import { SessionCapabilities } from './capability.js';
import { warmEngine } from './engine/index.js';
import { builtinScenarioLibrary, type ScenarioLibrary } from './scenarios/library.js';
import { ConversationService } from './service.js';
import type { ConversationRecord } from './session.js';
import { startSweeper, type SessionStore } from './store.js';
import type { HolderQuota } from '../storage/live/holder-quota.js';
import type { KeyedLock } from '../storage/live/lock.js';

export interface ConversationsDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  llm: LlmGateway;
  openapi: OpenAPIRegistry;
  /** Where live sessions are kept (memory by default; a shared store is one adapter). */
  sessions: SessionStore<ConversationRecord>;
  /** The built-in scenarios (tests may pass their own library). */
  scenarios?: ScenarioLibrary;
  /** How often the shared sweep frees expired sessions. */
  sweepIntervalMs?: number;
  /** The learning record a session with a learner writes to (xapi's outbox). Default: none. */
  recorder?: PracticeRecorder;
  /** Live sessions per holder (memory by default; shared through Redis with REDIS_URL). */
  quota?: HolderQuota;
  /** Serialises one session's turns (memory by default; a Redis lock with REDIS_URL). */
  locks?: KeyedLock;
  /**
   * The key of the embed capability (32 bytes). Default: random per process, so capabilities die
   * with it; instances sharing sessions through Redis share one key too.
   */
  capabilityKey?: Buffer;
}

export interface ConversationsArea {
  service: ConversationService;
  scenarios: ScenarioLibrary;
  /** SERVICE_API_KEYS, matched in constant time. */
  keys: ApiKeySet;
  config: AppConfig;
  openapi: OpenAPIRegistry;
  /** Stops the sweep timer. */
  close(): void;
}

const DEFAULT_SWEEP_MS = 30_000;

export function createConversationsArea(deps: ConversationsDeps): ConversationsArea {
  const scenarios = deps.scenarios ?? builtinScenarioLibrary();
  // The turn analyser's trained weights load once, at start-up, not on someone's first turn.
  warmEngine();
  const service = new ConversationService({
    clock: deps.clock,
    random: deps.random,
    logger: deps.logger,
    llm: deps.llm,
    store: deps.sessions,
    scenarios,
    capabilities: new SessionCapabilities(deps.capabilityKey ?? deps.random.bytes(32)),
    limits: deps.config.conversations,
    recorder: deps.recorder,
    quota: deps.quota,
    locks: deps.locks,
  });
  const stopSweeper = startSweeper(deps.sessions, deps.sweepIntervalMs ?? DEFAULT_SWEEP_MS, (err) =>
    deps.logger.warn({ err: { message: (err as Error)?.message } }, 'conversation.sweep_failed'),
  );
  return {
    service,
    scenarios,
    keys: new ApiKeySet(deps.config.conversations.apiKeys),
    config: deps.config,
    openapi: deps.openapi,
    close: stopSweeper,
  };
}
