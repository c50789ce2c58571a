// Builds the concept-map area from explicit dependencies: the map service over the given object
// store and memory cache, and the per-request bucket clients (`config.objstore`).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AuthArea, Identity } from '../auth/index.js';
import type { Clock, RandomSource } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { LlmGateway } from '../llm/gateway.js';
import { AppError, appError } from '../http/errors.js';
import type { Logger } from '../logger.js';
import { RequestBucketStores, type ObjectStore } from '../storage/objectstore/index.js';
import type { UserStore } from '../users/store.js';
import { createBatchMaps, type BatchMaps } from './batch-maps.js';
import type { MapCache } from './cache.js';
import type { MapPointers } from './map-pointers.js';
import { generateMap } from './generation/index.js';
import { MapStatementSender } from './map-statements.js';
import { MapService } from './service.js';

export interface MapsDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  llm: LlmGateway;
  openapi: OpenAPIRegistry;
  /** Users named by a map request (`email`, when it is the caller's own) are provisioned here. */
  users: UserStore;
  /** Tells who an optional JWT or auth cookie on a map request belongs to. */
  identity: Identity;
  /** Where generated maps are kept durably. */
  objects: ObjectStore;
  /** Which map answers each request, for maps in `objects` (the record engine's map_pointers). */
  pointers: MapPointers;
  cache: MapCache;
  /** The auth layer's counted limits (anonymous generations per client address, sends per address or user). */
  keyedCount: AuthArea['keyedCount'];
}

export interface MapsArea {
  service: MapService;
  /** What batch generation needs: concept requests, generation, validated maps stored in the server's store. */
  batchMaps: BatchMaps;
  /** Clients of request-supplied buckets, cached by their (hashed) settings. */
  requestStores: RequestBucketStores;
  users: UserStore;
  identity: Identity;
  clock: Clock;
  llm: LlmGateway;
  config: AppConfig;
  openapi: OpenAPIRegistry;
  /** The service's logger: asked whether a level is on before `req.log` (a child logger per request) is built. */
  logger: Logger;
  /** Sends a request's statement to its own LRS (`config.xapi`). */
  statements: MapStatementSender;
  /** Extended thinking for model-backed generation, when enabled. */
  thinking: { budgetTokens: number } | undefined;
  /**
   * Counts one generation for an anonymous client (neither a map key nor a login) by its address:
   * 429 `rate_limited` past MAP_ANON_MISSES_PER_MINUTE.
   */
  countAnonymousMiss: (address: string) => Promise<void>;
  /**
   * Counts one generation for a logged-in caller by user id (a map key does not exempt it): 429
   * `rate_limited` past MAP_USER_MISSES_PER_MINUTE. With a provider configured each is a model call
   * on the server's key, which one account could otherwise make as fast as it can ask.
   */
  countUserMiss: (userId: string) => Promise<void>;
  /**
   * Counts one statement an anonymous client has the server send to its request's own record
   * store (`config.xapi`), cache hit or miss: 429 `rate_limited` past MAP_ANON_SENDS_PER_MINUTE
   * (0: every such request).
   */
  countAnonymousSend: (address: string) => Promise<void>;
  /**
   * The same count for a logged-in caller, by user id (a map key does not exempt it): 429
   * `rate_limited` past MAP_USER_SENDS_PER_MINUTE (0: every such request). One account could
   * otherwise have the server post to a host of its choosing as fast as it can ask.
   */
  countUserSend: (userId: string) => Promise<void>;
}

export function createMapsArea(deps: MapsDeps): MapsArea {
  const { config } = deps;
  deps.logger.info({ store: deps.objects.kind }, 'maps: object store ready');
  return {
    service: new MapService({ store: deps.objects, pointers: deps.pointers, cache: deps.cache, generate: generateMap, clock: deps.clock, random: deps.random }),
    batchMaps: createBatchMaps({ objects: deps.objects, pointers: deps.pointers, clock: deps.clock, random: deps.random }),
    requestStores: new RequestBucketStores(config.objectStore),
    users: deps.users,
    identity: deps.identity,
    clock: deps.clock,
    llm: deps.llm,
    config,
    openapi: deps.openapi,
    logger: deps.logger,
    statements: new MapStatementSender({
      clock: deps.clock,
      random: deps.random,
      logger: deps.logger,
      activityBase: config.xapi.activityBase,
      allowPrivate: config.outbound.allowPrivate,
    }),
    thinking: config.llm.extendedThinking.enabled ? { budgetTokens: config.llm.extendedThinking.budgetTokens } : undefined,
    countAnonymousMiss: deps.keyedCount('maps-anonymous-misses', { limit: config.maps.anonymousMissesPerMinute, windowMs: 60_000 }),
    countUserMiss: deps.keyedCount('maps-user-misses', { limit: config.maps.userMissesPerMinute, windowMs: 60_000 }),
    countAnonymousSend: sendCount(config.maps.anonymousSendsPerMinute, deps.keyedCount, ANONYMOUS_SENDS),
    countUserSend: sendCount(config.maps.userSendsPerMinute, deps.keyedCount, USER_SENDS),
  };
}

const SENT = "statements to a request's own record store (config.xapi)";

/** Whose sends a count limits, and what its 429 says (refused outright at 0, or past the limit). */
interface SendCaller {
  /** The counter's name: its own window, apart from every other limit's. */
  store: string;
  refused: string;
  over: (limit: number, retryAfter: string) => string;
}

const ANONYMOUS_SENDS: SendCaller = {
  store: 'maps-anonymous-sends',
  refused: `This server sends no ${SENT} for requests without a map key or login; send one, or leave config.xapi out`,
  over: (limit, retryAfter) => `Too many ${SENT} from this address: at most ${limit} a minute without a map key or login; retry after ${retryAfter} s, or leave config.xapi out`,
};

const USER_SENDS: SendCaller = {
  store: 'maps-user-sends',
  refused: `This server sends no ${SENT} for logged-in requests; leave config.xapi out`,
  over: (limit, retryAfter) => `Too many ${SENT} for this user: at most ${limit} a minute; retry after ${retryAfter} s, or leave config.xapi out`,
};

/**
 * A count of sends, whose 429 says what was limited: the caller picks the host and the
 * credentials of each send, so a bare "too many requests" after maps that still answer from the
 * cache would not tell them which part of the request to drop.
 */
function sendCount(limit: number, keyedCount: MapsDeps['keyedCount'], caller: SendCaller): (key: string) => Promise<void> {
  const details = { field: 'config.xapi.endpoint' };
  if (limit === 0) {
    // Nothing is counted. A 429 always carries Retry-After (docs/errors.md): the window, though
    // waiting alone never helps, as the message says.
    return () => Promise.reject(appError('rate_limited', caller.refused, details, { headers: { 'Retry-After': '60' } }));
  }
  const count = keyedCount(caller.store, { limit, windowMs: 60_000 });
  return (key) =>
    count(key).catch((err: unknown) => {
      if (!(err instanceof AppError) || err.code !== 'rate_limited') throw err;
      const retryAfter = err.headers?.['Retry-After'] ?? '60';
      throw appError('rate_limited', caller.over(limit, retryAfter), details, { headers: { 'Retry-After': retryAfter } });
    });
}
