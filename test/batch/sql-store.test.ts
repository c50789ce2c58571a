// The batch store's contract on both record engines: every method, the writes that must happen
// once (an item's outcome, a job's completion, a cancel), and the lease: of instances claiming one
// job at the same moment exactly one gets it; an expired lease can be taken over, a held one not.
import { describe, expect, it } from 'vitest';
import { SqlBatchStore } from '../../src/batch/index.js';
import type { NewJob } from '../../src/batch/store.js';
import { RECORD_ENGINES } from '../helpers/record-engines.js';
import { recordInstances } from '../helpers/record-instances.js';

const open = recordInstances();
const T0 = Date.UTC(2026, 0, 1, 9);
const iso = (ms: number) => new Date(ms).toISOString();

const job = (id: string, createdAt = iso(T0), classId = 'class-1'): NewJob => ({
  id,
  classId,
  ownerId: 'teacher-1',
  provider: 'provider_c',
  model: 'claude-haiku-4-5',
  mode: 'message_batch',
  lang: 'en',
  domain: 'Mathematics',
  subdomain: 'Number',
  createdAt,
});
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ conceptId: `c${i + 1}`, label: `Concept ${i + 1}`, customId: `concept-${i}` }));

async function stores(kind: (typeof RECORD_ENGINES)[number], n = 1) {
  return (await open(kind, n)).map((engine) => new SqlBatchStore(engine));
}

describe.each(RECORD_ENGINES)('batch store on %s', (kind) => {
  it('stores a job with its items in order and reads them back', async () => {
    const [store] = await stores(kind);
    expect(await store!.get('j1')).toBeUndefined();
    await store!.insert(job('j1'), items(3));
    expect(await store!.get('j1')).toEqual({
      ...job('j1'),
      status: 'processing',
      remoteFileId: null,
      remoteBatchId: null,
      updatedAt: iso(T0),
      completedAt: null,
      canceledAt: null,
    });
    expect(await store!.items('j1')).toEqual(
      items(3).map((it, position) => ({ position, ...it, state: 'processing', reason: null, mapId: null, storePath: null })),
    );
    expect(await store!.items('nothing')).toEqual([]);
  });

  it('records remote ids, settles an item once, completes a job once with the leftovers settled', async () => {
    const [store] = await stores(kind);
    await store!.insert(job('j1'), items(3));
    await store!.setRemote('j1', { fileId: 'file-1' }, iso(T0 + 1));
    await store!.setRemote('j1', { batchId: 'batch-1' }, iso(T0 + 2));
    expect(await store!.get('j1')).toMatchObject({ remoteFileId: 'file-1', remoteBatchId: 'batch-1', updatedAt: iso(T0 + 2) });

    expect(await store!.settle('j1', 'concept-0', { state: 'succeeded', mapId: 'm1', storePath: 'maps/m1.json' }, iso(T0 + 3))).toBe(true);
    expect(await store!.settle('j1', 'concept-0', { state: 'errored', reason: 'late duplicate' }, iso(T0 + 4))).toBe(false);
    expect(await store!.settle('j1', 'concept-1', { state: 'expired', reason: 'too late' }, iso(T0 + 4))).toBe(true);
    await store!.complete('j1', 'no result', iso(T0 + 5), 'canceled');
    await store!.complete('j1', 'again', iso(T0 + 6));
    expect(await store!.get('j1')).toMatchObject({ status: 'completed', completedAt: iso(T0 + 5) });
    expect((await store!.items('j1')).map((i) => [i.state, i.reason, i.mapId])).toEqual([
      ['succeeded', null, 'm1'],
      ['expired', 'too late', null],
      ['canceled', 'no result', null],
    ]);
  });

  it('records a cancel once and only while the job processes', async () => {
    const [store] = await stores(kind);
    await store!.insert(job('j1'), items(1));
    expect(await store!.markCanceled('j1', iso(T0 + 1))).toBe(true);
    expect(await store!.markCanceled('j1', iso(T0 + 2))).toBe(false);
    expect((await store!.get('j1'))!.canceledAt).toBe(iso(T0 + 1));
    await store!.insert(job('j2'), items(1));
    await store!.complete('j2', 'done', iso(T0 + 3));
    expect(await store!.markCanceled('j2', iso(T0 + 4))).toBe(false);
  });

  it("lists a class's jobs newest first with their items counted, at most `limit`", async () => {
    const [store] = await stores(kind);
    await store!.insert(job('old', iso(T0)), items(2));
    await store!.insert(job('new', iso(T0 + 60_000)), items(3));
    await store!.insert(job('other-class', iso(T0 + 120_000), 'class-2'), items(1));
    await store!.settle('new', 'concept-2', { state: 'errored', reason: 'x' }, iso(T0 + 61_000));
    const list = await store!.listByClass('class-1', 10);
    expect(list.map((s) => [s.job.id, s.total, s.settled])).toEqual([
      ['new', 3, 1],
      ['old', 2, 0],
    ]);
    expect((await store!.listByClass('class-1', 1)).map((s) => s.job.id)).toEqual(['new']);
  });

  it('leases: a claim holds the job against others until it runs out; renew extends it; release frees it; completion ends it', async () => {
    const [store] = await stores(kind);
    await store!.insert(job('j1'), items(1));
    expect((await store!.unclaimed(T0)).map((j) => j.id)).toEqual(['j1']);

    expect(await store!.claim('j1', 'a', T0, T0 + 30_000)).toBe(true);
    expect(await store!.claim('j1', 'a', T0 + 1, T0 + 30_001)).toBe(true); // its own again
    expect(await store!.claim('j1', 'b', T0 + 29_000, T0 + 59_000)).toBe(false);
    expect(await store!.unclaimed(T0 + 29_000)).toEqual([]);

    expect(await store!.renew('j1', 'a', T0 + 60_000)).toMatchObject({ id: 'j1', status: 'processing' });
    expect(await store!.claim('j1', 'b', T0 + 45_000, T0 + 75_000)).toBe(false);
    expect(await store!.renew('j1', 'b', T0 + 90_000)).toBeUndefined();

    // Run out: b takes over, and a's heartbeat learns it lost the job.
    expect((await store!.unclaimed(T0 + 60_000)).map((j) => j.id)).toEqual(['j1']);
    expect(await store!.claim('j1', 'b', T0 + 60_000, T0 + 90_000)).toBe(true);
    expect(await store!.renew('j1', 'a', T0 + 90_000)).toBeUndefined();

    await store!.release('j1', 'a'); // not a's any more: nothing happens
    expect(await store!.claim('j1', 'a', T0 + 61_000, T0 + 91_000)).toBe(false);
    await store!.release('j1', 'b');
    expect(await store!.claim('j1', 'a', T0 + 61_000, T0 + 91_000)).toBe(true);

    await store!.complete('j1', 'done', iso(T0 + 62_000));
    expect(await store!.unclaimed(T0 + 200_000)).toEqual([]);
    expect(await store!.claim('j1', 'b', T0 + 200_000, T0 + 230_000)).toBe(false);
  });

  it('of eight instances claiming one job at the same moment through two engines, exactly one gets it', async () => {
    const [a, b] = await stores(kind, 2);
    await a!.insert(job('j1'), items(1));
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? b! : a!).claim('j1', `instance-${i}`, T0, T0 + 30_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `instance-${claims.indexOf(true)}`;
    expect(await b!.renew('j1', winner, T0 + 40_000)).toMatchObject({ id: 'j1' });
  });
});
