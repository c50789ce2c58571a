// A replaced map record's file is reused for a later record (the filesystem store's `reuse`), so a
// read that opened the old record may find another record's bytes: getById answers only the
// record it was asked for.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapRepository, mapRecordKey, type MapRecord } from '../../src/maps/map-repository.js';
import { FilesystemObjectStore } from '../../src/storage/objectstore/index.js';
import { RECORDS } from './map-record-fixtures.js';

const base = RECORDS[0]![1];
const record = (mapId: string): MapRecord => ({ ...base, mapId });
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'map-reuse-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('MapRepository on the filesystem store', () => {
  it('removes a replaced record by reusing its file for the next record', async () => {
    const root = path.join(tmp, 'store');
    const store = new FilesystemObjectStore(root);
    const repo = new MapRepository(store);
    await repo.save(record(A));
    const inodeOfA = (await stat(path.join(root, mapRecordKey(A)))).ino;
    await repo.save(record(B), A);
    await repo.removals.drain();
    expect(await repo.getById(A)).toBeUndefined();
    expect(await repo.findByRequest(base.requestKey)).toMatchObject({ mapId: B });
    expect(await store.list('maps/by-id/')).toEqual([mapRecordKey(B)]);

    await repo.save(record(C), B);
    expect((await stat(path.join(root, mapRecordKey(C)))).ino).toBe(inodeOfA);
    expect(await repo.getById(C)).toEqual(record(C));
    await repo.removals.drain();
    expect((await readdir(path.join(root, 'maps', 'by-id'))).filter((n) => !n.startsWith('.'))).toEqual([`${C}.json`]);
  });

  it('gives the kept files back on release (shutdown), and puts still work after it', async () => {
    const root = path.join(tmp, 'release');
    const store = new FilesystemObjectStore(root);
    const repo = new MapRepository(store);
    await repo.save(record(A));
    await repo.save(record(B), A);
    await repo.removals.drain();
    const dir = path.join(root, 'maps', 'by-id');
    expect((await readdir(dir)).filter((n) => n.startsWith('.'))).toHaveLength(1);
    await store.releaseKept();
    expect(await readdir(dir)).toEqual([`${B}.json`]);
    await repo.save(record(C), B);
    expect(await repo.getById(C)).toEqual(record(C));
  });

  it("answers absent when a record's key holds another record (its file reused under a read)", async () => {
    const store = new FilesystemObjectStore(path.join(tmp, 'mixed'));
    const repo = new MapRepository(store);
    await store.put(mapRecordKey(A), JSON.stringify(record(B)));
    expect(await repo.getById(A)).toBeUndefined();
    await store.put(mapRecordKey(A), JSON.stringify(record(A)));
    expect(await repo.getById(A)).toEqual(record(A));
  });
});
