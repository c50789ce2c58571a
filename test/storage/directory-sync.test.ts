// A durable put is acknowledged only after its directory is flushed (the rename is then on disk),
// and concurrent puts into one directory share flushes. The flushes are held by the test, so each
// step waits for a state (a flush asked for), never for time.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DirectorySync, flushDirectory } from '../../src/storage/objectstore/directory-sync.js';
import { FilesystemObjectStore } from '../../src/storage/objectstore/index.js';

interface HeldFlush {
  dir: string;
  release: () => void;
  fail: (err: Error) => void;
}

/** A flush function whose calls the test sees and ends one by one. */
function heldFlushes(onCall: (dir: string) => void = () => undefined) {
  const calls: HeldFlush[] = [];
  const waiters: Array<() => void> = [];
  const flush = (dir: string) =>
    new Promise<void>((release, fail) => {
      onCall(dir);
      calls.push({ dir, release: () => release(), fail });
      waiters.splice(0).forEach((wake) => wake());
    });
  /** Resolves once `n` flushes have been asked for in all. */
  const asked = async (n: number): Promise<HeldFlush[]> => {
    while (calls.length < n) await new Promise<void>((wake) => waiters.push(wake));
    return calls;
  };
  return { calls, flush, asked };
}

/** Settles the microtask queue far enough for any promise chain of a few steps to run. */
const settle = () => new Promise<void>((done) => setImmediate(done));

function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => (state.settled = true),
    (err) => {
      state.settled = true;
      state.error = err;
    },
  );
  return state;
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'dirsync-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('DirectorySync', () => {
  it('answers a caller only with a flush that started after its call, and shares that flush', async () => {
    const held = heldFlushes();
    const sync = new DirectorySync(held.flush);
    const first = tracked(sync.sync('/d'));
    const [running] = await held.asked(1);
    // Three more writers while the first flush runs: they may have renamed after it read the
    // directory, so they wait for one more flush, which all three share.
    const later = [sync.sync('/d'), sync.sync('/d'), sync.sync('/d')].map(tracked);
    await settle();
    expect(held.calls).toHaveLength(1);
    running!.release();
    const calls = await held.asked(2);
    expect(first.settled).toBe(true);
    expect(later.some((t) => t.settled)).toBe(false);
    calls[1]!.release();
    await settle();
    expect(later.every((t) => t.settled && t.error === undefined)).toBe(true);
    expect(held.calls).toHaveLength(2);

    // Idle again: the next caller starts a flush at once.
    const again = tracked(sync.sync('/d'));
    (await held.asked(3))[2]!.release();
    await settle();
    expect(again.settled).toBe(true);
  });

  it('flushes different directories independently, and a failed flush fails only its callers', async () => {
    const held = heldFlushes();
    const sync = new DirectorySync(held.flush);
    const a = tracked(sync.sync('/a'));
    const b = tracked(sync.sync('/b'));
    const calls = await held.asked(2);
    expect(calls.map((c) => c.dir)).toEqual(['/a', '/b']);
    const queuedOnA = tracked(sync.sync('/a'));
    calls[0]!.fail(Object.assign(new Error('EIO'), { code: 'EIO' }));
    (await held.asked(3))[2]!.release();
    calls[1]!.release();
    await settle();
    expect((a.error as NodeJS.ErrnoException).code).toBe('EIO');
    expect(queuedOnA).toEqual({ settled: true, error: undefined });
    expect(b).toEqual({ settled: true, error: undefined });
  });

  it('lets a caller whose rename was seen before a flush started join that flush', async () => {
    const held = heldFlushes();
    const sync = new DirectorySync(held.flush);
    const seenEarly = sync.mark();
    const first = tracked(sync.sync('/d'));
    const [running] = await held.asked(1);
    // Seen before the running flush started: that flush covers it. Seen after: the next one.
    const early = tracked(sync.sync('/d', seenEarly));
    const late = tracked(sync.sync('/d', sync.mark()));
    running!.release();
    await settle();
    expect(first).toEqual({ settled: true, error: undefined });
    expect(early).toEqual({ settled: true, error: undefined });
    expect(late.settled).toBe(false);
    (await held.asked(2))[1]!.release();
    await settle();
    expect(late).toEqual({ settled: true, error: undefined });
    expect(held.calls).toHaveLength(2);
  });

  it('flushes a real directory, and refuses one that does not exist', async () => {
    await expect(flushDirectory(tmp)).resolves.toBeUndefined();
    await expect(flushDirectory(path.join(tmp, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('filesystem driver: the rename is flushed before a put is acknowledged', () => {
  it('flushes each directory it creates in its parent, then the object’s directory after the rename', async () => {
    const root = path.join(tmp, 'store');
    const file = path.join(root, 'maps', 'by-id', 'm1.json');
    const seenAtFlush: Array<{ dir: string; fileThere: boolean }> = [];
    const held = heldFlushes((dir) => seenAtFlush.push({ dir, fileThere: existsSync(file) }));
    const store = new FilesystemObjectStore(root, { directories: new DirectorySync(held.flush) });

    const put = tracked(store.put('maps/by-id/m1.json', '{"m":1}'));
    // mkdir created root, root/maps and root/maps/by-id: each is a new name in its parent.
    for (let n = 1; n <= 3; n++) {
      const calls = await held.asked(n);
      calls[n - 1]!.release();
    }
    const calls = await held.asked(4);
    expect(calls.map((c) => c.dir)).toEqual([path.join(root, 'maps'), root, tmp, path.join(root, 'maps', 'by-id')]);
    // The object's directory is flushed after the rename, and the put waits for it.
    expect(seenAtFlush[3]).toEqual({ dir: path.join(root, 'maps', 'by-id'), fileThere: true });
    expect(readFileSync(file, 'utf8')).toBe('{"m":1}');
    await settle();
    expect(put.settled).toBe(false);
    calls[3]!.release();
    await settle();
    expect(put).toEqual({ settled: true, error: undefined });
  });

  it('answers concurrent puts into one directory with one flush, after every rename', async () => {
    const root = path.join(tmp, 'store-concurrent');
    const names = Array.from({ length: 8 }, (_, i) => `m${i}.json`);
    const there: boolean[][] = [];
    const held = heldFlushes((dir) => {
      if (dir === path.join(root, 'k')) there.push(names.map((n) => existsSync(path.join(dir, n))));
    });
    const store = new FilesystemObjectStore(root, { directories: new DirectorySync(held.flush) });
    const first = store.put('k/first.json', 'x');
    for (let n = 1; n <= 3; n++) (await held.asked(n))[n - 1]!.release(); // root and root/k are new, then root/k after the rename
    await first;
    there.length = 0;

    // Eight writers at once, as concurrent map misses are: the first to rename waits for the
    // others still writing, then one flush answers all eight.
    const puts = names.map((n, i) => tracked(store.put(`k/${n}`, `{"m":${i}}`)));
    const calls = await held.asked(4);
    await settle();
    expect(held.calls).toHaveLength(4);
    expect(there).toEqual([names.map(() => true)]);
    expect(puts.some((p) => p.settled)).toBe(false);
    calls[3]!.release();
    await vi.waitFor(() => expect(puts.every((p) => p.settled)).toBe(true));
    expect(puts.map((p) => p.error)).toEqual(names.map(() => undefined));
    expect(held.calls).toHaveLength(4);
    names.forEach((n, i) => expect(readFileSync(path.join(root, 'k', n), 'utf8')).toBe(`{"m":${i}}`));
  });

  it('fails every put a failed shared flush was to answer, and a put that fails to write holds no one back', async () => {
    const root = path.join(tmp, 'store-concurrent-failing');
    const held = heldFlushes();
    const store = new FilesystemObjectStore(root, { directories: new DirectorySync(held.flush) });
    const first = store.put('k/first.json', 'x');
    for (let n = 1; n <= 3; n++) (await held.asked(n))[n - 1]!.release();
    await first;
    // A directory where one put's object should go: its rename fails, the others go on.
    mkdirSync(path.join(root, 'k', 'taken.json'));
    const puts = ['a', 'b', 'taken', 'c'].map((n) => tracked(store.put(`k/${n}.json`, n)));
    const calls = await held.asked(4);
    await settle();
    expect(held.calls).toHaveLength(4);
    calls[3]!.fail(Object.assign(new Error('EIO'), { code: 'EIO' }));
    await vi.waitFor(() => expect(puts.every((p) => p.settled)).toBe(true));
    for (const p of puts) expect(p.error).toMatchObject({ name: 'ObjectStoreError' });
    expect(((puts[0]!.error as Error).cause as NodeJS.ErrnoException).code).toBe('EIO');
    expect(((puts[2]!.error as Error).cause as NodeJS.ErrnoException).code).not.toBe('EIO');
    expect(held.calls).toHaveLength(4);
  });

  it('flushes nothing for a put that need not survive a crash, into a directory that exists', async () => {
    const root = path.join(tmp, 'store-not-durable');
    const held = heldFlushes();
    const store = new FilesystemObjectStore(root, { directories: new DirectorySync(held.flush) });
    const first = store.put('k/a.json', 'a', { durable: false });
    for (let n = 1; n <= 2; n++) (await held.asked(n))[n - 1]!.release(); // root and root/k are new
    await first;
    await store.put('k/b.json', 'b', { durable: false });
    expect(held.calls).toHaveLength(2);
  });

  it('reports a failed directory flush as a failed write', async () => {
    const root = path.join(tmp, 'store-failing');
    const held = heldFlushes();
    const store = new FilesystemObjectStore(root, { directories: new DirectorySync(held.flush) });
    const put = store.put('x.json', 'x');
    (await held.asked(1))[0]!.release(); // root is new in tmp
    (await held.asked(2))[1]!.fail(Object.assign(new Error('EIO'), { code: 'EIO' }));
    await expect(put).rejects.toMatchObject({ name: 'ObjectStoreError' });
  });
});
