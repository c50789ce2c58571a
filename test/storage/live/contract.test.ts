// The live-state ports hold the same contract in memory and on Redis: every test below runs
// against both (describe.each). "Another instance" is, in memory, the same process's state (one
// instance is all memory serves); on Redis it is a second client on the same server, as a second
// instance would have. Expiry is decided by the injected clock in both.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../../src/clock.js';
import { TokenRevocations, type RevocationStore } from '../../../src/auth/index.js';
import { memoryLiveState, openLiveState, redisLiveState, type LiveState } from '../../../src/live-state.js';
import { loadConfig } from '../../../src/config.js';
import { RedisExpiringStore } from '../../../src/storage/live/expiring-store.js';
import { sqliteEngine } from '../../../src/storage/sql-engine.js';
import { openDatabase } from '../../../src/storage/database.js';
import { LockTimeout, RedisKeyedLock } from '../../../src/storage/live/lock.js';
import { openRedis } from '../../../src/storage/live/redis.js';
import { revocationMigrations } from '../../../src/auth/revocations.js';
import { useRedisServer } from '../../helpers/redis-server.js';

const redisServer = useRedisServer();
const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened) await close();
});

interface Engine {
  name: 'memory' | 'redis';
  /** One instance's live state; `instance()` again is another instance (Redis) or the same one (memory). */
  pair(clock: ManualClock): Promise<{ a: LiveState; b: LiveState }>;
  revocations(): Promise<{ a: RevocationStore; b: RevocationStore }>;
}

async function redisInstance(clock: ManualClock): Promise<LiveState> {
  const live = await redisLiveState(await openRedis(redisServer.url), redisServer.url, clock, seededRandom(7));
  opened.push(() => live.close());
  return live;
}

const engines: Engine[] = [
  {
    name: 'memory',
    async pair(clock) {
      const a = memoryLiveState(clock);
      return { a, b: a };
    },
    async revocations() {
      const records = sqliteEngine(openDatabase(':memory:'));
      for (const m of revocationMigrations) if (typeof m.sqlite === 'string') records.sqlite!.exec(m.sqlite);
      const store = new TokenRevocations(records);
      return { a: store, b: store };
    },
  },
  {
    name: 'redis',
    async pair(clock) {
      return { a: await redisInstance(clock), b: await redisInstance(clock) };
    },
    async revocations() {
      const clock = new ManualClock();
      return { a: (await redisInstance(clock)).revocations!, b: (await redisInstance(clock)).revocations! };
    },
  },
];

let n = 0;
const fresh = (what: string) => `${what}-${++n}-${Math.floor(performance.now() * 1000)}`;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(engines)('live state in $name', (engine) => {
  describe('sessions', () => {
    it('get, set, replace and delete; another instance sees the same entry', async () => {
      const clock = new ManualClock();
      const { a, b } = await engine.pair(clock);
      const id = fresh('s');
      expect(await a.sessions.get(id)).toBeUndefined();
      const record = { expiresAt: clock.now() + 60_000, engine: { scenario: { title: 'x' }, timeline: [] }, turns: 1 };
      await a.sessions.set(id, record as never);
      expect(await b.sessions.get(id)).toMatchObject({ turns: 1 });
      await b.sessions.set(id, { ...record, turns: 2 } as never);
      expect(await a.sessions.get(id)).toMatchObject({ turns: 2 });
      expect(await a.sessions.delete(id)).toBe(true);
      expect(await b.sessions.get(id)).toBeUndefined();
      expect(await b.sessions.delete(id)).toBe(false);
    });

    it('expire by the injected clock: gone the instant expiresAt passes, swept, and the owner is told', async () => {
      const clock = new ManualClock();
      const { a } = await engine.pair(clock);
      const expired: string[] = [];
      a.sessions.onExpire((id) => expired.push(id));
      const [one, two, three] = [fresh('e'), fresh('e'), fresh('e')];
      const base = { engine: { scenario: { title: 'x' }, timeline: [] } };
      await a.sessions.set(one, { ...base, expiresAt: clock.now() + 1_000 } as never);
      await a.sessions.set(two, { ...base, expiresAt: clock.now() + 1_000 } as never);
      await a.sessions.set(three, { ...base, expiresAt: clock.now() + 5_000 } as never);
      const held = await a.sessions.size();
      clock.advance(999);
      expect(await a.sessions.get(one)).toBeDefined();
      clock.advance(1);
      expect(await a.sessions.get(one)).toBeUndefined();
      expect(expired).toEqual([one]);
      expect(await a.sessions.sweep()).toBe(1);
      expect(expired).toEqual([one, two]);
      expect(await a.sessions.size()).toBe(held - 2);
      expect(await a.sessions.get(three)).toBeDefined();
    });
  });

  describe('locks', () => {
    it('two holders of one key run one after the other, in arrival order; other keys do not wait', async () => {
      const { a, b } = await engine.pair(new ManualClock());
      const key = fresh('k');
      const events: string[] = [];
      const gate = deferred();
      const aStarted = deferred();
      const first = a.locks('test').run(key, async () => {
        events.push('a start');
        aStarted.resolve();
        await gate.promise;
        events.push('a end');
      });
      await aStarted.promise;
      const second = b.locks('test').run(key, () => {
        events.push('b runs');
        return 'b result';
      });
      // Another key is not held up by the first holder.
      expect(await b.locks('test').run(fresh('other'), () => 'free')).toBe('free');
      gate.resolve();
      await first;
      expect(await second).toBe('b result');
      expect(events).toEqual(['a start', 'a end', 'b runs']);
    });

    it('a failed holder releases the key and its error reaches only its caller', async () => {
      const { a, b } = await engine.pair(new ManualClock());
      const key = fresh('k');
      await expect(a.locks('test').run(key, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await b.locks('test').run(key, () => 42)).toBe(42);
    });

    it('serialise read-modify-write: concurrent increments from both instances lose nothing', async () => {
      const { a, b } = await engine.pair(new ManualClock());
      const key = fresh('counter');
      let value = 0;
      let inside = 0;
      let most = 0;
      const increment = (live: LiveState) =>
        live.locks('school').run(key, async () => {
          inside++;
          most = Math.max(most, inside);
          const read = value;
          await new Promise((r) => setImmediate(r)); // a write that takes a while
          value = read + 1;
          inside--;
        });
      await Promise.all(Array.from({ length: 12 }, (_, i) => increment(i % 2 ? a : b)));
      expect(value).toBe(12);
      expect(most).toBe(1);
    });
  });

  describe('session quotas', () => {
    it('count live entries per holder and in all, across instances; release is idempotent', async () => {
      const clock = new ManualClock();
      const { a, b } = await engine.pair(clock);
      const key = `key:${fresh('q')}`;
      const ip = `ip:${fresh('q')}`;
      const total = await a.sessionQuota.total();
      const [s1, s2, s3] = [fresh('q'), fresh('q'), fresh('q')];
      const exp = clock.now() + 60_000;
      await a.sessionQuota.add(s1, [key], exp);
      await b.sessionQuota.add(s2, [key, ip], exp);
      await b.sessionQuota.add(s2, [key, ip], exp); // idempotent
      await a.sessionQuota.add(s3, [ip], exp);
      expect(await b.sessionQuota.held(key)).toBe(2);
      expect(await a.sessionQuota.held(ip)).toBe(2);
      expect(await a.sessionQuota.total()).toBe(total + 3);
      await b.sessionQuota.release(s2);
      await a.sessionQuota.release(s2);
      expect(await a.sessionQuota.held(key)).toBe(1);
      expect(await b.sessionQuota.held(ip)).toBe(1);
      expect(await b.sessionQuota.total()).toBe(total + 2);
    });

    it('admit checks and counts in one step: racing admissions on both instances never pass a limit together', async () => {
      const clock = new ManualClock();
      const { a, b } = await engine.pair(clock);
      const key = `key:${fresh('adm')}`;
      const other = `key:${fresh('adm')}`;
      const exp = clock.now() + 60_000;
      const base = await a.sessionQuota.total();
      const limits = { total: base + 3, shareOf: (h: string) => (h === key ? 2 : 10) };
      // Eight at once under one key, half through each instance: its share (2) admits two.
      const ids = Array.from({ length: 8 }, () => fresh('adm'));
      const replies = await Promise.all(ids.map(async (id, i) => (i % 2 ? a : b).sessionQuota.admit(id, [key], exp, limits)));
      expect(replies.filter((r) => r === null)).toHaveLength(2);
      expect(replies.filter((r) => r !== null)).toEqual(Array(6).fill({ full: 'holder', holder: key }));
      expect(await b.sessionQuota.held(key)).toBe(2);
      // Admitting a counted entry again changes nothing and is not refused.
      const admitted = ids[replies.indexOf(null)]!;
      expect(await a.sessionQuota.admit(admitted, [key], exp, limits)).toBeNull();
      expect(await a.sessionQuota.total()).toBe(base + 2);
      // The total: one place left, three ask at once under another key.
      const more = await Promise.all([a, b, a].map(async (q) => q.sessionQuota.admit(fresh('adm'), [other], exp, limits)));
      expect(more.filter((r) => r === null)).toHaveLength(1);
      expect(more.filter((r) => r !== null)).toEqual([{ full: 'all' }, { full: 'all' }]);
      expect(await b.sessionQuota.total()).toBe(base + 3);
      // A release makes room again.
      await b.sessionQuota.release(admitted);
      expect(await a.sessionQuota.admit(fresh('adm'), [key], exp, limits)).toBeNull();
    });
  });

  describe('rate-limit counters', () => {
    it('count per key and per limit name across instances, on the app clock; decrement and reset', async () => {
      const clock = new ManualClock();
      const { a, b } = await engine.pair(clock);
      const name = fresh('limit');
      const onA = a.rateLimits(name, 60_000);
      const onB = b.rateLimits(name, 60_000);
      const other = a.rateLimits(fresh('limit'), 60_000);
      expect((await onA.increment('u1')).totalHits).toBe(1);
      const second = await onB.increment('u1');
      expect(second.totalHits).toBe(engine.name === 'redis' ? 2 : 1);
      // The reset time is on the app clock, within the window.
      const resetIn = second.resetTime!.getTime() - clock.now();
      expect(resetIn).toBeGreaterThan(50_000);
      expect(resetIn).toBeLessThanOrEqual(60_000);
      expect((await onA.increment('u2')).totalHits).toBe(1);
      expect((await other.increment('u1')).totalHits).toBe(1);
      await onA.decrement('u1');
      expect((await onA.increment('u1')).totalHits).toBe(engine.name === 'redis' ? 2 : 1);
      await onA.resetKey('u1');
      expect((await onA.increment('u1')).totalHits).toBe(1);
    });
  });

  describe('token revocations', () => {
    it('a revoked token stays revoked on every instance; others are not', async () => {
      const { a, b } = await engine.revocations();
      const now = Date.UTC(2026, 0, 1);
      const id = `jti:${fresh('t')}`;
      expect(await a.anyRevoked([id])).toBe(false);
      await a.revoke(id, now + 3_600_000, now);
      expect(await b.anyRevoked([id])).toBe(true);
      expect(await b.anyRevoked([`jti:${fresh('t')}`, id])).toBe(true);
      expect(await b.anyRevoked([`jti:${fresh('t')}`])).toBe(false);
      expect(await b.anyRevoked([`jti:${fresh('t')}`, `sig:${fresh('s')}`])).toBe(false);
    });
  });
});

describe('Redis only: what memory cannot have', () => {
  it('an instance keeps at most as many parsed sessions as memory would hold: twice SESSION_MAX_LIVE, at most 10,000', async () => {
    for (const [max, held] of [['3', 6], ['10000', 10_000]] as const) {
      const live = await openLiveState(loadConfig({ REDIS_URL: redisServer.url, SESSION_MAX_LIVE: max }), new ManualClock(), seededRandom(1));
      opened.push(() => live.close());
      expect(live.sessions).toBeInstanceOf(RedisExpiringStore);
      expect((live.sessions as RedisExpiringStore<never>).capacity).toBe(held);
    }
  });

  it('the first command made in a turn of the event loop leaves at once, the rest in one write at its end, in order', async () => {
    const redis = await openRedis(redisServer.url);
    opened.push(async () => void (await redis.quit()));
    const key = `lp:test:${fresh('coalesced')}`;
    const stream = redis.stream;
    const writes = { count: 0 };
    const socketWrite = stream._write.bind(stream);
    const socketWritev = stream._writev!.bind(stream);
    stream._write = (...args: Parameters<typeof stream._write>) => (writes.count++, socketWrite(...args));
    stream._writev = (...args: Parameters<NonNullable<typeof stream._writev>>) => (writes.count++, socketWritev(...args));
    const replies = Array.from({ length: 10 }, () => redis.incr(key));
    // The first has left; the other nine wait, as the loop's current callbacks may add more.
    expect(writes.count).toBe(1);
    expect(await Promise.all(replies)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(writes.count).toBe(2);
    // A command made from a reply's callback (a later turn of the loop) leaves at once too.
    expect(await redis.incr(key).then(() => redis.incr(key))).toBe(12);
    expect(writes.count).toBe(4);
  });

  it('a lock another instance holds past the wait bound is LockTimeout; the holder is unaffected', async () => {
    const a = await openRedis(redisServer.url);
    const b = await openRedis(redisServer.url);
    opened.push(async () => void (await a.quit()), async () => void (await b.quit()));
    const key = fresh('busy');
    const gate = deferred();
    const held = deferred();
    const holder = new RedisKeyedLock(a, 'test').run(key, async () => {
      held.resolve();
      await gate.promise;
      return 'done';
    });
    await held.promise;
    await expect(new RedisKeyedLock(b, 'test', { waitMs: 20 }).run(key, () => 'never')).rejects.toBeInstanceOf(LockTimeout);
    gate.resolve();
    expect(await holder).toBe('done');
    expect(await new RedisKeyedLock(b, 'test', { waitMs: 20 }).run(key, () => 'now')).toBe('now');
    expect(await a.exists(`lp:lock:test:${key}`)).toBe(0);
  });

  it('the lock of a holder that died expires by itself (PX), and the release never deletes another holder\'s lock', async () => {
    const redis = await openRedis(redisServer.url);
    opened.push(async () => void (await redis.quit()));
    const key = fresh('dead');
    const redisKey = `lp:lock:test:${key}`;
    await redis.set(redisKey, 'a-crashed-holder', 'PX', 30);
    expect(await new RedisKeyedLock(redis, 'test', { waitMs: 5_000 }).run(key, () => 'after expiry')).toBe('after expiry');
    // A holder whose lock was taken over (expired, then acquired by another) leaves the new lock alone.
    const lock = new RedisKeyedLock(redis, 'test', { ttlMs: 5_000 });
    await lock.run(key, async () => {
      await redis.set(redisKey, 'someone-else', 'PX', 5_000);
    });
    expect(await redis.get(redisKey)).toBe('someone-else');
  });

  it('quota entries stop counting when their expiry passes on the clock, with nobody releasing them', async () => {
    const clock = new ManualClock();
    const live = await redisInstance(clock);
    const holder = `key:${fresh('exp')}`;
    await live.sessionQuota.add(fresh('s'), [holder], clock.now() + 1_000);
    await live.sessionQuota.add(fresh('s'), [holder], clock.now() + 2_000);
    expect(await live.sessionQuota.held(holder)).toBe(2);
    clock.advance(1_000);
    expect(await live.sessionQuota.held(holder)).toBe(1);
  });

  it('a session key carries a Redis expiry a little beyond expiresAt, so Redis frees what nobody reads', async () => {
    const clock = new ManualClock();
    const live = await redisInstance(clock);
    const id = fresh('px');
    await live.sessions.set(id, { expiresAt: clock.now() + 10_000, engine: { scenario: {}, timeline: [] } } as never);
    const probe = new Redis(redisServer.url);
    opened.push(async () => void (await probe.quit()));
    const pttl = await probe.pttl(`lp:session:${id}`);
    expect(pttl).toBeGreaterThan(10_000);
    expect(pttl).toBeLessThanOrEqual(10_000 + 60_000);
  });
});
