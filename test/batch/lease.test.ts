// A batch job runs exactly once across instances: two runners, each with its own engine on one
// set of records (SQLite file, PostgreSQL database), both try the job and one runs it. The one
// running it "dies" (stops mid-job without releasing anything); once its lease has run out on the
// clock, the other takes the job over and generates only the items not yet done. Heartbeats and
// sweeps tick only when the test says so; the clock moves only when the test moves it.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SqlBatchStore } from '../../src/batch/index.js';
import type { BatchDriver } from '../../src/batch/drivers/types.js';
import { JobLeases, leasePolicy, type Ticker } from '../../src/batch/lease.js';
import { DEFAULT_POLL } from '../../src/batch/poll.js';
import { BatchRunner } from '../../src/batch/runner.js';
import type { BatchStore } from '../../src/batch/store.js';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { createLogger } from '../../src/logger.js';
import { MapRepository } from '../../src/maps/index.js';
import { MemoryObjectStore } from '../../src/storage/objectstore/index.js';
import type { SqlEngine } from '../../src/storage/sql-engine.js';
import { RECORD_ENGINES } from '../helpers/record-engines.js';
import { recordInstances } from '../helpers/record-instances.js';

const open = recordInstances();
const LEASE_MS = 30_000;
const JOB = 'job-1';
const turn = () => new Promise((r) => setImmediate(r));

async function until(cond: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500_000; i++) {
    if (await cond()) return;
    await turn();
  }
  throw new Error('state not reached');
}

function manualTicker(): { ticker: Ticker; tick(): void } {
  const fns = new Set<() => void>();
  return {
    ticker: (_ms, fn) => {
      fns.add(fn);
      return () => fns.delete(fn);
    },
    tick: () => {
      for (const fn of [...fns]) fn();
    },
  };
}

/**
 * One instance: a runner whose driver "generates" each open item by settling it, and records what
 * it generated. With `dieAfter`, it stops after that many items and never comes back (until its
 * job's signal aborts: the lease lost, or the runner closed).
 */
function instance(name: string, engine: SqlEngine, clock: ManualClock, dieAfter?: number) {
  const store = new SqlBatchStore(engine);
  // Counts finished looks for unclaimed jobs, so a test can wait for a sweep to have happened.
  let looks = 0;
  const unclaimed = store.unclaimed.bind(store);
  store.unclaimed = async (now) => {
    const jobs = await unclaimed(now);
    looks++;
    return jobs;
  };
  const generated: string[] = [];
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  const logger = createLogger('info', sink);
  const beats = manualTicker();
  let dead = false;
  const driver: BatchDriver = {
    async run(ctx) {
      for (const item of ctx.open) {
        if (dieAfter !== undefined && generated.length === dieAfter) {
          dead = true;
          await new Promise((resolve) => ctx.poll.signal.addEventListener('abort', resolve, { once: true }));
          ctx.poll.signal.throwIfAborted(); // as the real drivers end on an abort
          return;
        }
        generated.push(item.conceptId);
        await ctx.settle(item, { state: 'succeeded', mapId: `${name}-${item.conceptId}`, storePath: `maps/${name}-${item.conceptId}.json` });
      }
    },
  };
  const leases = new JobLeases({ store, clock, logger, ticker: beats.ticker, policy: leasePolicy(LEASE_MS), owner: name });
  const runner = new BatchRunner({
    store,
    repo: new MapRepository(new MemoryObjectStore()),
    clock,
    random: seededRandom(1),
    logger,
    sleep: async () => {},
    poll: DEFAULT_POLL,
    leases,
    driverFor: () => driver,
  });
  return {
    name,
    store,
    runner,
    generated,
    logs,
    beats,
    isDead: () => dead,
    /** Ticks the sweep and heartbeats, and waits until the sweep has looked (and adopted what it found). */
    async sweep(start = () => beats.tick()) {
      const before = looks;
      start();
      await until(() => looks > before);
      await turn();
    },
  };
}

async function insertJob(store: BatchStore, clock: ManualClock, n: number) {
  await store.insert(
    { id: JOB, classId: 'class-1', ownerId: 'teacher-1', provider: 'builtin', model: 'builtin-knowledge-v2', mode: 'background', lang: 'en', domain: 'Mathematics', subdomain: 'Number', createdAt: new Date(clock.now()).toISOString() },
    Array.from({ length: n }, (_, i) => ({ conceptId: `c${i + 1}`, label: `Concept ${i + 1}`, customId: `concept-${i}` })),
  );
}

const completed = (store: BatchStore) => async () => (await store.get(JOB))?.status === 'completed';
const leaseOwner = async (engine: SqlEngine) =>
  (await engine.db.withTables<{ batch_jobs: { id: string; lease_owner: string | null } }>().selectFrom('batch_jobs').select('lease_owner').where('id', '=', JOB).executeTakeFirstOrThrow()).lease_owner;

describe.each(RECORD_ENGINES)('batch job leases on %s', (kind) => {
  it('two runners, one job: one runs it; when it dies the other takes over after the lease and generates only what is left', async () => {
    const clock = new ManualClock();
    const [ea, eb] = await open(kind, 2);
    const a = instance('instance-a', ea!, clock, 2);
    const b = instance('instance-b', eb!, clock);
    await insertJob(a.store, clock, 5);

    // a takes the job (claims racing at the same moment: the store's test); b, looking for work
    // while a runs it, leaves it alone.
    a.runner.resumeAll();
    await until(() => a.isDead());
    await b.sweep(() => b.runner.resumeAll());
    expect(a.generated).toEqual(['c1', 'c2']);
    expect(b.generated).toEqual([]);
    expect(await leaseOwner(ea!)).toBe('instance-a');

    // a is stuck and sends no heartbeat. Before its lease runs out b's sweep leaves the job alone...
    clock.advance(LEASE_MS - 1);
    await b.sweep();
    expect(b.generated).toEqual([]);
    expect(await leaseOwner(eb!)).toBe('instance-a');

    // ...after it, b takes the job over and generates only the items still processing.
    clock.advance(1);
    b.beats.tick();
    await until(completed(b.store));
    expect(b.generated).toEqual(['c3', 'c4', 'c5']);
    const items = await b.store.items(JOB);
    expect(items.map((i) => [i.conceptId, i.state, i.mapId])).toEqual([
      ['c1', 'succeeded', 'instance-a-c1'],
      ['c2', 'succeeded', 'instance-a-c2'],
      ['c3', 'succeeded', 'instance-b-c3'],
      ['c4', 'succeeded', 'instance-b-c4'],
      ['c5', 'succeeded', 'instance-b-c5'],
    ]);
    expect(b.logs.some((l) => l.msg === 'batch: resuming job' && l.batchId === JOB)).toBe(true);

    // a wakes up: its next heartbeat finds the lease gone, and it stops without writing to the job.
    a.beats.tick();
    await until(() => a.logs.some((l) => l.msg === 'batch: lease lost to another instance; stopping here'));
    await a.runner.close();
    expect((await a.store.get(JOB))!.status).toBe('completed');
    expect(a.logs.some((l) => l.msg === 'batch: job failed' || l.msg === 'batch: job completed')).toBe(false);
    expect(a.generated).toEqual(['c1', 'c2']);
    await b.runner.close();
  });

  it('the heartbeat keeps the job: a sweep after the first lease would have run out does not take it over', async () => {
    const clock = new ManualClock();
    const [ea, eb] = await open(kind, 2);
    const a = instance('instance-a', ea!, clock, 1);
    const b = instance('instance-b', eb!, clock);
    await insertJob(a.store, clock, 3);
    a.runner.start(JOB);
    await until(() => a.isDead());

    clock.advance((LEASE_MS * 2) / 3);
    a.beats.tick(); // renews to now + lease
    await until(async () => ((await ea!.db.withTables<{ batch_jobs: { id: string; lease_until: number } }>().selectFrom('batch_jobs').select('lease_until').where('id', '=', JOB).executeTakeFirstOrThrow()).lease_until) > clock.now());
    clock.advance((LEASE_MS * 2) / 3); // past the first lease, inside the renewed one
    await b.sweep(() => b.runner.resumeAll());
    expect(b.generated).toEqual([]);
    expect(await leaseOwner(eb!)).toBe('instance-a');

    // A closing instance gives its jobs up: the other's next sweep takes it at once, no wait for the lease.
    await a.runner.close();
    expect(await leaseOwner(ea!)).toBeNull();
    b.beats.tick();
    await until(completed(b.store));
    expect(b.generated).toEqual(['c2', 'c3']);
    await b.runner.close();
  });
});
