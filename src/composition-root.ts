// The composition root: the one module that builds every store and every area's service, from the
// configuration and the injected platform (clock, randomness, logger, model gateway, database).
// Areas never build or look up their own dependencies; they receive them here, explicitly.
//
// To swap an embedded store for a shared one (a Redis session store, Postgres classes), write the
// adapter beside the interface and pass it in `AppDeps.stores` (or change its one line below).
// To add an area, see ARCHITECTURE.md, "Adding an area".
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { analyticsMigrations, createAnalyticsArea, SqlEventStore, type AnalyticsArea, type EventStore } from './analytics/index.js';
import {
  createActingPolicy,
  createAuthArea,
  revocationMigrations,
  TokenRevocations,
  type AuthArea,
  type RateLimitStores,
  type RevocationStore,
} from './auth/index.js';
import { batchMigrations, createBatchArea, SqlBatchStore, type BatchArea, type BatchStore, type Sleep, type Ticker } from './batch/index.js';
import { classMigrations, createClassesArea, SqlClassStore, type ClassesArea, type ClassStore } from './classes/index.js';
import type { Clock, RandomSource } from './clock.js';
import type { AppConfig } from './config.js';
import {
  createConversationsArea,
  type ConversationRecord,
  type ConversationsArea,
  type SessionStore,
} from './conversations/index.js';
import {
  contentMigrations,
  createContentArea,
  SqlContentStore,
  type ContentArea,
  type ContentClassDirectory,
  type ContentStore,
} from './content/index.js';
import { createHealthArea, type HealthArea } from './health/index.js';
import { openLiveState, SESSION_LOCKS, type LiveState } from './live-state.js';
import type { LlmGateway } from './llm/gateway.js';
import { createSpeechGateway, type SpeechGateway } from './llm/speech.js';
import type { Logger } from './logger.js';
import { createMapsArea, LruMapCache, mapMigrations, SqlMapPointers, type MapCache, type MapPointers, type MapsArea } from './maps/index.js';
import { createOpenApiRegistry } from './http/openapi-registry.js';
import {
  classActivityPrefix,
  createSchoolArea,
  schoolMigrations,
  SqlSchoolClassReadModel,
  type SchoolArea,
  type SchoolClassReadModel,
} from './school/index.js';
import { createSimulationArea, type SimulationArea } from './simulation/index.js';
import type { SqlEngine } from './storage/sql-engine.js';
import { migrate, orderedMigrations, type AreaMigrations } from './storage/migrations.js';
import { createObjectStore, type ObjectStore } from './storage/objectstore/index.js';
import { SqlUserStore, userMigrations, type UserStore } from './users/index.js';
import {
  createStatementStore,
  createXapiArea,
  SqlOutboxStore,
  withReservedActivities,
  xapiMigrations,
  type DeliveryScheduler,
  type OutboxStore,
  type StatementStore,
  type XapiArea,
} from './xapi/index.js';

/** The platform the app is built on. Tests pass fakes; src/bootstrap.ts builds it from the environment. */
export interface AppDeps {
  config: AppConfig;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
  llm: LlmGateway;
  /** The provider's speech for the hosted page. Default: from config (LLM_PROVIDER, SPEECH_*_MODEL). */
  speech?: SpeechGateway;
  /** The record engine (SQLite file or PostgreSQL), opened; the root applies the areas' migrations to it. */
  records: SqlEngine;
  /** Replacements for the embedded stores (each one absent: the embedded implementation). */
  stores?: Partial<Stores>;
  /** Waits between provider-batch polls; tests pass one that returns at once. Default: real timers. */
  sleep?: Sleep;
  /** Batch job lease heartbeats and sweeps for unclaimed jobs; tests pass one they drive. Default: real timers. */
  batchTicker?: Ticker;
  /** A stand-in for the school area's class directory as class content reads it (tests). */
  schoolClasses?: ContentClassDirectory;
  /** When the xAPI outbox delivers; tests pass one they drive. Default: real timers. */
  xapiScheduler?: DeliveryScheduler;
  /** Live state (sessions, locks, quotas, counters). Default: opened from config (REDIS_URL, else memory) and closed by close(). */
  live?: LiveState;
}

/** Every piece of state the service keeps, each behind its interface. */
export interface Stores {
  users: UserStore;
  classes: ClassStore;
  /** Live conversation sessions (memory, swept; or Redis with REDIS_URL). */
  sessions: SessionStore<ConversationRecord>;
  /** Durable objects: generated maps (local files, memory or a GCS bucket per OBJECT_STORE). */
  objects: ObjectStore;
  /** Recently used maps, in front of `objects`. */
  mapCache: MapCache;
  /** Which map in `objects` answers each request (record engine). */
  mapPointers: MapPointers;
  /** Counters of the per-user rate limits. */
  rateLimits: RateLimitStores;
  /** Tokens revoked by logout, until their exp. */
  revocations: RevocationStore;
  /** xAPI statements: an external LRS (XAPI_ENDPOINT) or embedded in the record engine. */
  statements: StatementStore;
  /** Practice-session statements waiting for the record store, and their journal. */
  outbox: OutboxStore;
  /** School classes' current state, rebuilt from the statements. */
  schoolClasses: SchoolClassReadModel;
  /** Batch generation jobs and their items. */
  batchJobs: BatchStore;
  /** Class content versions. */
  content: ContentStore;
  /** Learning-analytics events. */
  analyticsEvents: EventStore;
}

/** Each area's migrations, handed to the storage layer, which runs them in its declared order. */
export const areaMigrations: AreaMigrations = {
  users: userMigrations,
  classes: classMigrations,
  xapi: xapiMigrations,
  school: schoolMigrations,
  auth: revocationMigrations,
  batch: batchMigrations,
  content: contentMigrations,
  analytics: analyticsMigrations,
  maps: mapMigrations,
};

/** Every migration in the order it runs (for tools and tests that open a database themselves). */
export const allMigrations = orderedMigrations(areaMigrations);

export interface Areas {
  health: HealthArea;
  auth: AuthArea;
  conversations: ConversationsArea;
  simulation: SimulationArea;
  maps: MapsArea;
  classes: ClassesArea;
  school: SchoolArea;
  batch: BatchArea;
  content: ContentArea;
  xapi: XapiArea;
  analytics: AnalyticsArea;
}

export interface Composition extends Areas {
  deps: AppDeps;
  stores: Stores;
  /** Where live state is kept (memory, or Redis with REDIS_URL). */
  live: LiveState;
  /**
   * The record store every area but school writes through: statements about class activities are
   * refused there, so only the school area can change a class's state.
   */
  statements: StatementStore;
  openapi: OpenAPIRegistry;
  /** Stops what the areas started (sweepers), newest first. Does not close deps.records. */
  close(): Promise<void>;
}

export async function compose(deps: AppDeps): Promise<Composition> {
  const { config, clock, random, logger, llm, records } = deps;
  const ran = await migrate(records, areaMigrations);
  if (ran.length) logger.info({ migrations: ran, engine: records.where }, 'database migrated');

  // Live state (sessions, locks, quotas, counters, revocations): memory, or Redis with REDIS_URL.
  const live = deps.live ?? (await openLiveState(config, clock, random));
  const given = deps.stores ?? {};
  // The newest statement about each school class is its state: the embedded record store never
  // evicts it, and only the school area may write statements about classes.
  const classRecords = [classActivityPrefix(config.xapi)];
  const stores: Stores = {
    users: given.users ?? new SqlUserStore(records, clock, random),
    classes: given.classes ?? new SqlClassStore(records),
    sessions: given.sessions ?? live.sessions,
    objects: given.objects ?? createObjectStore(config.objectStore, config.dataDir),
    mapCache: given.mapCache ?? new LruMapCache(clock),
    mapPointers: given.mapPointers ?? new SqlMapPointers(records),
    rateLimits: given.rateLimits ?? live.rateLimits,
    revocations: given.revocations ?? live.revocations ?? new TokenRevocations(records),
    statements: given.statements ?? createStatementStore(config, { records, clock, random, logger, retainLatestUnder: classRecords }),
    outbox: given.outbox ?? new SqlOutboxStore(records),
    schoolClasses: given.schoolClasses ?? new SqlSchoolClassReadModel(records),
    batchJobs: given.batchJobs ?? new SqlBatchStore(records),
    content: given.content ?? new SqlContentStore(records),
    analyticsEvents: given.analyticsEvents ?? new SqlEventStore(records, { writerBytesPerDay: config.analytics.bytesPerDay }),
  };
  const statements = withReservedActivities(stores.statements, classRecords);
  const openapi = createOpenApiRegistry();

  const health = createHealthArea({ config, clock, llm, openapi, outbox: stores.outbox, live, records });
  const auth = createAuthArea({ config, clock, random, openapi, users: stores.users, rateLimits: stores.rateLimits, revocations: stores.revocations });
  // Progress shows learning analytics' mastery; analytics (built below) reads classes, so this is
  // a late-bound port rather than an import.
  const classes = createClassesArea({ clock, random, openapi, auth, store: stores.classes, mastery: { masteryOf: (ids) => analytics.service.masteryOf(ids) }, limits: { readsPerMinute: config.requestLimits.classesReads, writesPerMinute: config.requestLimits.classesWrites } });
  // Who may write or read records about whom: one rule (auth/acting-for.ts). Bearer classes say
  // who teaches whom; school classes have no learner enrolment, so they add no relation.
  const acting = createActingPolicy([classes.service]);
  const xapi = createXapiArea({
    config,
    clock,
    random,
    logger,
    auth,
    acting,
    statements,
    outbox: stores.outbox,
    openapi,
    scheduler: deps.xapiScheduler,
    // Practice statement ids must not be predictable by those who may write statements too.
    idSecret: auth.identity.keys.hmac,
  });
  const conversations = createConversationsArea({
    config,
    clock,
    random,
    logger,
    llm,
    openapi,
    sessions: stores.sessions,
    recorder: xapi.recorder,
    quota: live.sessionQuota,
    locks: live.locks(SESSION_LOCKS),
    capabilityKey: live.capabilityKey,
  });
  const simulation = createSimulationArea({
    config,
    openapi,
    conversations,
    identity: auth.identity,
    speech: deps.speech ?? createSpeechGateway(config),
    perKeyLimit: (name, window, keyOf) => auth.perKeyLimit(name, window, keyOf),
  });
  const maps = createMapsArea({ config, clock, random, logger, llm, openapi, users: stores.users, identity: auth.identity, objects: stores.objects, pointers: stores.mapPointers, cache: stores.mapCache, keyedCount: (name, window) => auth.keyedCount(name, window) });
  const school = createSchoolArea({
    config,
    clock,
    random,
    logger,
    openapi,
    auth,
    users: stores.users,
    statements: stores.statements,
    readModel: stores.schoolClasses,
    locks: live.locks('school'),
  });
  const batch = createBatchArea({
    config,
    clock,
    random,
    logger,
    llm,
    openapi,
    auth,
    classes: classes.service,
    maps: maps.batchMaps,
    store: stores.batchJobs,
    sleep: deps.sleep,
    ticker: deps.batchTicker,
  });
  const content = createContentArea({ clock, logger, llm, openapi, auth, store: stores.content, directory: deps.schoolClasses ?? school.directory, locks: live.locks('content'), limits: { readsPerMinute: config.requestLimits.contentReads, writesPerMinute: config.requestLimits.contentWrites } });

  const analytics = createAnalyticsArea({ clock, openapi, auth, acting, classes: classes.service, store: stores.analyticsEvents, practice: xapi.evidence });

  const closers: Array<() => void | Promise<void>> = [() => maps.service.close(), () => xapi.close(), () => conversations.close(), () => batch.close()];
  if (!deps.live) closers.unshift(() => live.close()); // closed last: the others may still write to it
  return {
    deps,
    stores,
    live,
    statements,
    openapi,
    health,
    auth,
    conversations,
    simulation,
    maps,
    classes,
    school,
    batch,
    content,
    xapi,
    analytics,
    async close() {
      for (const fn of [...closers].reverse()) await fn();
    },
  };
}
