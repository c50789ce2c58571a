// Removals queued off the request path: done after the caller goes on, bounded (a full queue makes
// the caller wait for its own removal), failures tried again a bounded number of times.
import { describe, expect, it } from 'vitest';
import { DeferredDeletes } from '../../src/storage/objectstore/deferred-deletes.js';
import { MemoryObjectStore, ObjectStoreError } from '../../src/storage/objectstore/index.js';

/** A memory store whose deletes fail the first `failures` times (a flaky disk or bucket). */
class FlakyStore extends MemoryObjectStore {
  deletes = 0;
  constructor(private failures: number) {
    super();
  }
  override async delete(key: string): Promise<boolean> {
    this.deletes++;
    if (this.failures-- > 0) throw new ObjectStoreError('flaky', 'memory');
    return super.delete(key);
  }
}

describe('DeferredDeletes', () => {
  it('removes a queued key after the caller has gone on, and drain() waits for it', async () => {
    const store = new MemoryObjectStore();
    await store.put('a/x.json', '1');
    const removals = new DeferredDeletes(store);
    expect(removals.enqueue('a/x.json')).toBeUndefined();
    // Not removed synchronously: the caller's answer goes first.
    expect(await store.list('a/')).toEqual(['a/x.json']);
    await removals.drain();
    expect(await store.list('a/')).toEqual([]);
    expect(removals.pending).toBe(0);
  });

  it('makes the caller wait for its own removal once the queue is full', async () => {
    const store = new MemoryObjectStore();
    for (const k of ['a', 'b', 'c']) await store.put(`q/${k}`, k);
    const removals = new DeferredDeletes(store, { maxPending: 2 });
    expect(removals.enqueue('q/a')).toBeUndefined();
    expect(removals.enqueue('q/b')).toBeUndefined();
    const waited = removals.enqueue('q/c');
    expect(waited).toBeInstanceOf(Promise);
    await waited;
    expect(await store.get('q/c')).toBeUndefined();
    await removals.drain();
    expect(await store.list('q/')).toEqual([]);
  });

  it('tries a failed removal again, then gives up after the set number of attempts', async () => {
    const flaky = new FlakyStore(2);
    await flaky.put('r/x', '1');
    const given: string[] = [];
    const removals = new DeferredDeletes(flaky, { attempts: 3, onGiveUp: (k) => given.push(k) });
    expect(removals.enqueue('r/x')).toBeUndefined();
    await removals.drain();
    expect(await flaky.get('r/x')).toBeUndefined();
    expect(flaky.deletes).toBe(3);

    const broken = new FlakyStore(99);
    await broken.put('r/y', '1');
    const giveUp = new DeferredDeletes(broken, { attempts: 2, onGiveUp: (k) => given.push(k) });
    expect(giveUp.enqueue('r/y')).toBeUndefined();
    await giveUp.drain();
    expect(broken.deletes).toBe(2);
    expect(given).toEqual(['r/y']);
  });
});
