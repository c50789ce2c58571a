// Live state: what the service keeps only while it runs (conversation sessions with their locks
// and quotas, rate-limit counters, per-resource write locks, revoked tokens). In this process's
// memory by default; with REDIS_URL in Redis (or Valkey), so any number of instances share it: a
// session created on one takes its turns on another, a limit of N is N across all of them.
// The composition root takes the one LiveState built here; each area receives only its ports.
import { memoryRateLimitStores, RedisRevocations, redisRateLimitStores, type RateLimitStores, type RevocationStore } from './auth/index.js';
import type { Clock, RandomSource } from './clock.js';
import type { AppConfig } from './config.js';
import { LiveQuota, MemorySessionStore, storedConversation, type ConversationRecord, type SessionStore } from './conversations/index.js';
import type { Awaitable } from './storage/live/awaitable.js';
import { RedisExpiringStore } from './storage/live/expiring-store.js';
import { RedisHolderQuota, type HolderQuota } from './storage/live/holder-quota.js';
import { MemoryKeyedLock, RedisKeyedLock, redisLockKey, type KeyedLock } from './storage/live/lock.js';
import { LIVE_PREFIX, openRedis, redactRedisUrl, redisStatus, type Redis } from './storage/live/redis.js';

export interface LiveStatus {
  engine: 'memory' | 'redis';
  /** Memory is always up; Redis is up while it answers a PING. */
  status: 'up' | 'down';
}

export interface LiveState {
  engine: 'memory' | 'redis';
  /** Where the state is, without credentials (for logs and errors). */
  where: string;
  sessions: SessionStore<ConversationRecord>;
  /** Live conversation sessions per holder (API key, demo address). */
  sessionQuota: HolderQuota;
  /** A family of per-key locks ("session", "school", "content"); one object per name. */
  locks(name: string): KeyedLock;
  rateLimits: RateLimitStores;
  /** The shared denylist; undefined: the embedded one in the SQLite file. */
  revocations?: RevocationStore;
  /** The embed capability's key when instances must share it; undefined: one per process. */
  capabilityKey?: Buffer;
  status(): Awaitable<LiveStatus>;
  close(): Promise<void>;
}

/** Opens the live state REDIS_URL names, or the in-memory one. Rejects with one line when Redis cannot be reached. */
export async function openLiveState(config: AppConfig, clock: Clock, random: RandomSource): Promise<LiveState> {
  if (config.live.kind !== 'redis') return memoryLiveState(clock);
  return redisLiveState(await openRedis(config.live.url), config.live.url, clock, random, heldSessionsFor(config.conversations.maxLiveSessions));
}

/**
 * Parsed sessions an instance keeps beside Redis: as many as memory would hold in all (twice
 * SESSION_MAX_LIVE, live and ended), at most 10,000. A SESSION_MAX_LIVE lowered to fit a small
 * machine bounds this copy too.
 */
export function heldSessionsFor(maxLiveSessions: number): number {
  return Math.min(10_000, 2 * maxLiveSessions);
}

export function memoryLiveState(clock: Clock): LiveState {
  const families = new Map<string, KeyedLock>();
  const up: LiveStatus = { engine: 'memory', status: 'up' };
  return {
    engine: 'memory',
    where: 'memory',
    sessions: new MemorySessionStore<ConversationRecord>(clock),
    sessionQuota: new LiveQuota(),
    locks: (name) => family(families, name, () => new MemoryKeyedLock()),
    rateLimits: memoryRateLimitStores(clock),
    status: () => up,
    close: async () => undefined,
  };
}

/** The lock family of live sessions: the turn's lock-free save checks this family's key, so both must name it alike. */
export const SESSION_LOCKS = 'session';

/** How long a turn waits for a session another instance is working on (a model call) before 409 session_busy. */
const SESSION_LOCK_WAIT_MS = 10_000;
/**
 * School and content writes queue behind one lock per resource (school classes: one for all, as
 * enrolment codes are unique across classes), so a burst spread over the fleet waits its turn
 * longer than one session's turns do; past this, 503 `storage_unavailable`.
 */
const WRITE_LOCK_WAIT_MS = 30_000;

export async function redisLiveState(redis: Redis, url: string, clock: Clock, random: RandomSource, heldSessions = 10_000): Promise<LiveState> {
  const families = new Map<string, KeyedLock>();
  return {
    engine: 'redis',
    where: redactRedisUrl(url),
    sessions: new RedisExpiringStore<ConversationRecord>(redis, clock, 'session', { shape: storedConversation, lockKey: (id) => redisLockKey(SESSION_LOCKS, id), held: heldSessions }),
    sessionQuota: new RedisHolderQuota(redis, clock, 'session'),
    locks: (name) => family(families, name, () => new RedisKeyedLock(redis, name, { waitMs: name === SESSION_LOCKS ? SESSION_LOCK_WAIT_MS : WRITE_LOCK_WAIT_MS })),
    rateLimits: redisRateLimitStores(redis, clock),
    revocations: new RedisRevocations(redis),
    capabilityKey: await sharedKey(redis, random),
    status: async () => ({ engine: 'redis', status: await redisStatus(redis) }),
    close: async () => {
      // QUIT lets replies in flight arrive; a Redis that is down gets no goodbye.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

function family(families: Map<string, KeyedLock>, name: string, make: () => KeyedLock): KeyedLock {
  let lock = families.get(name);
  if (!lock) families.set(name, (lock = make()));
  return lock;
}

/** The first instance to start writes the key; every later one reads the same. */
async function sharedKey(redis: Redis, random: RandomSource): Promise<Buffer> {
  const key = `${LIVE_PREFIX}embed-capability-key`;
  await redis.set(key, random.bytes(32).toString('base64'), 'NX');
  return Buffer.from((await redis.get(key))!, 'base64');
}
