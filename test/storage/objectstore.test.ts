// The three object-store drivers behave the same through the one interface; the GCS driver is
// driven through the real SDK against a local fake of the JSON API.
import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import {
  createObjectStore,
  FilesystemObjectStore,
  GcsObjectStore,
  InvalidObjectKeyError,
  MemoryObjectStore,
  ObjectStoreError,
  parseInlineCredentials,
  RequestBucketStores,
  type ObjectStore,
} from '../../src/storage/objectstore/index.js';
import { startFakeGcs, type FakeGcs } from '../helpers/fake-gcs.js';

let fake: FakeGcs;
let tmp: string;

beforeAll(async () => {
  fake = await startFakeGcs();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'objstore-'));
});
afterAll(async () => {
  await fake.close();
  await rm(tmp, { recursive: true, force: true });
});

const drivers: Array<[string, () => ObjectStore]> = [
  ['memory', () => new MemoryObjectStore()],
  ['filesystem', () => new FilesystemObjectStore(path.join(tmp, `fs-${Math.random().toString(36).slice(2)}`))],
  ['gcs', () => new GcsObjectStore({ bucket: `b${Math.random().toString(36).slice(2)}`, apiEndpoint: fake.url })],
];

describe.each(drivers)('%s driver', (_name, make) => {
  it('puts, gets, replaces, lists by prefix and deletes', async () => {
    const store = make();
    expect(await store.get('maps/none.json')).toBeUndefined();
    await store.put('maps/a.json', '{"a":1}', { contentType: 'application/json' });
    await store.put('maps/b.json', Buffer.from('{"b":2}'));
    await store.put('mapsx/c.json', 'c');
    await store.put('maps/deep/d.json', 'd');
    expect((await store.get('maps/a.json'))?.toString()).toBe('{"a":1}');
    await store.put('maps/a.json', '{"a":"replaced"}');
    expect((await store.get('maps/a.json'))?.toString()).toBe('{"a":"replaced"}');
    expect(await store.list('maps/')).toEqual(['maps/a.json', 'maps/b.json', 'maps/deep/d.json']);
    expect(await store.list('maps')).toEqual(['maps/a.json', 'maps/b.json', 'maps/deep/d.json', 'mapsx/c.json']);
    expect(await store.list('maps/deep/')).toEqual(['maps/deep/d.json']);
    expect(await store.list('nothing/')).toEqual([]);
    expect(await store.delete('maps/a.json')).toBe(true);
    expect(await store.delete('maps/a.json')).toBe(false);
    expect(await store.get('maps/a.json')).toBeUndefined();
  });

  it('round-trips binary data exactly', async () => {
    const store = make();
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256));
    await store.put('bin/x.bin', bytes);
    expect((await store.get('bin/x.bin'))?.equals(bytes)).toBe(true);
  });

  it.each(['../escape', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b', 'a\\b', '', 'sp ace', 'a/%2e%2e/b'])(
    'refuses the unsafe key %j',
    async (key) => {
      const store = make();
      await expect(store.put(key, 'x')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    },
  );
});

describe('filesystem driver', () => {
  it('writes atomically: no temp files remain and concurrent writers leave one whole value', async () => {
    const root = path.join(tmp, 'atomic');
    const store = new FilesystemObjectStore(root);
    const big = (c: string) => c.repeat(200_000);
    await Promise.all(['a', 'b', 'c', 'd'].map((c) => store.put('k/v.txt', big(c))));
    const value = (await store.get('k/v.txt'))!.toString();
    expect(['a', 'b', 'c', 'd'].map(big)).toContain(value);
    expect(await readdir(path.join(root, 'k'))).toEqual(['v.txt']);
  });

  it('writes a put that need not survive a crash (durable: false) in place, with no temp file', async () => {
    const root = path.join(tmp, 'not-durable');
    const store = new FilesystemObjectStore(root);
    await store.put('k/v.json', '{"a":1}', { durable: false });
    await store.put('k/v.json', '{"b":2}', { durable: false });
    expect((await store.get('k/v.json'))?.toString()).toBe('{"b":2}');
    expect(await readdir(path.join(root, 'k'))).toEqual(['v.json']);
    await rm(path.join(root, 'k'), { recursive: true });
    await store.put('k/w.json', 'again', { durable: false });
    expect((await store.get('k/w.json'))?.toString()).toBe('again');
  });

  it('reuses the file of an object deleted with reuse for a later put into its directory', async () => {
    const root = path.join(tmp, 'reuse');
    const store = new FilesystemObjectStore(root);
    await store.put('m/old.json', '{"old":true,"padding":"' + 'x'.repeat(5000) + '"}');
    const oldInode = (await stat(path.join(root, 'm', 'old.json'))).ino;
    expect(await store.delete('m/old.json', { reuse: true })).toBe(true);
    // Gone by its key at once; its file waits under a temp name that no listing shows.
    expect(await store.get('m/old.json')).toBeUndefined();
    expect(await store.list('m/')).toEqual([]);
    expect(await store.delete('m/old.json', { reuse: true })).toBe(false);
    // The next durable put writes into that file (same inode, no file created), cut to its own length.
    await store.put('m/new.json', '{"new":1}');
    expect((await stat(path.join(root, 'm', 'new.json'))).ino).toBe(oldInode);
    expect((await store.get('m/new.json'))?.toString()).toBe('{"new":1}');
    expect(await readdir(path.join(root, 'm'))).toEqual(['new.json']);
    // A put that need not be durable writes in place and takes no spare file.
    await store.delete('m/new.json', { reuse: true });
    await store.put('m/pointer.json', 'p', { durable: false });
    expect((await readdir(path.join(root, 'm'))).filter((n) => n.startsWith('.'))).toHaveLength(1);
  });

  it('keeps at most 16 deleted files a directory for reuse, and removes the rest', async () => {
    const root = path.join(tmp, 'reuse-bounded');
    const store = new FilesystemObjectStore(root);
    const keys = Array.from({ length: 20 }, (_, i) => `m/${i}.json`);
    for (const k of keys) await store.put(k, k, { durable: false }); // takes no spare
    for (const k of keys) expect(await store.delete(k, { reuse: true })).toBe(true);
    const left = await readdir(path.join(root, 'm'));
    expect(left).toHaveLength(16);
    expect(left.every((n) => n.startsWith('.tmp-'))).toBe(true);
    // Each durable put takes one back.
    await store.put('m/a.json', 'a');
    expect(await readdir(path.join(root, 'm'))).toHaveLength(16);
    expect((await store.get('m/a.json'))?.toString()).toBe('a');
  });

  it('ignores stray temp files when listing', async () => {
    const root = path.join(tmp, 'stray');
    const store = new FilesystemObjectStore(root);
    await store.put('p/one.json', '1');
    await writeFile(path.join(root, 'p', '.tmp-123-abc'), 'partial');
    expect(await store.list('p/')).toEqual(['p/one.json']);
  });

  it('recreates a directory removed behind its back', async () => {
    const root = path.join(tmp, 'recreate');
    const store = new FilesystemObjectStore(root);
    await store.put('d/one.json', '1');
    await rm(path.join(root, 'd'), { recursive: true });
    await store.put('d/two.json', '2');
    expect((await store.get('d/two.json'))?.toString()).toBe('2');
  });

  it('reports I/O failures as ObjectStoreError', async () => {
    const root = path.join(tmp, 'blocked');
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'file'), 'not a directory');
    const store = new FilesystemObjectStore(root);
    await expect(store.put('file/child.json', 'x')).rejects.toBeInstanceOf(ObjectStoreError);
  });
});

describe('gcs driver against the fake JSON API', () => {
  it('uses single-request uploads, media downloads and sends no credentials to the emulator', async () => {
    const store = new GcsObjectStore({ bucket: 'wire', apiEndpoint: fake.url });
    const before = fake.requests.length;
    await store.put('maps/m.json', '{"x":1}', { contentType: 'application/json' });
    await store.get('maps/m.json');
    const seen = fake.requests.slice(before);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/upload/storage/v1/b/wire/o', query: { uploadType: 'multipart', name: 'maps/m.json' } });
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/storage/v1/b/wire/o/maps%2Fm.json', query: { alt: 'media' } });
    expect(seen.every((r) => r.authorization === undefined)).toBe(true);
    expect(fake.buckets.get('wire')?.get('maps/m.json')?.contentType).toBe('application/json');
  });

  it('turns server errors into ObjectStoreError after retries', async () => {
    const store = new GcsObjectStore({ bucket: 'failing', apiEndpoint: fake.url });
    fake.failNext(403, 1);
    await expect(store.put('x/y.json', '1')).rejects.toBeInstanceOf(ObjectStoreError);
  });
});

describe('createObjectStore', () => {
  it('defaults to the filesystem under DATA_DIR/objects', () => {
    const config = loadConfig({ DATA_DIR: tmp });
    const store = createObjectStore(config.objectStore, config.dataDir);
    expect(store.kind).toBe('filesystem');
    expect(store.location).toBe(path.join(tmp, 'objects'));
  });

  it('selects GCS with OBJSTORE_BUCKET and honours STORAGE_EMULATOR_HOST', async () => {
    const config = loadConfig({ DATA_DIR: tmp, OBJSTORE_BUCKET: 'env-bucket', STORAGE_EMULATOR_HOST: fake.url.replace('http://', '') });
    const store = createObjectStore(config.objectStore, config.dataDir);
    expect(store.kind).toBe('gcs');
    await store.put('a/b.json', 'hello');
    expect(fake.object('env-bucket', 'a/b.json')).toBe('hello');
  });
});

describe('inline credentials', () => {
  const valid = JSON.stringify({
    type: 'service_account',
    client_email: 'svc@proj.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
    project_id: 'proj',
    token_uri: 'http://169.254.169.254/steal',
  });

  it('keeps only the e-mail and key (never a caller-chosen token_uri)', () => {
    const c = parseInlineCredentials(valid);
    expect(c).toEqual({ client_email: 'svc@proj.iam.gserviceaccount.com', private_key: expect.stringContaining('PRIVATE KEY'), project_id: 'proj' });
    expect(c).not.toHaveProperty('token_uri');
  });

  it.each(['/etc/secrets/key.json', '{}', '[]', '{"type":"authorized_user","client_email":"a@b","private_key":"PRIVATE KEY"}'])(
    'refuses %j',
    (text) => {
      expect(() => parseInlineCredentials(text)).toThrow(/keyFile/);
    },
  );

  it('reuses one client per request bucket identity', () => {
    const keyFile = JSON.stringify({ type: 'service_account', client_email: 'svc@proj.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n' });
    const stores = new RequestBucketStores(loadConfig({}).objectStore, 2);
    const a = stores.get({ bucketName: 'one', keyFile }, 'id-1');
    expect(stores.get({ bucketName: 'one', keyFile }, 'id-1')).toBe(a);
    stores.get({ bucketName: 'two', keyFile }, 'id-2');
    stores.get({ bucketName: 'three', keyFile }, 'id-3');
    expect(stores.get({ bucketName: 'one', keyFile }, 'id-1')).not.toBe(a);
  });

  it('never lends the server’s credentials to a request bucket', () => {
    const stores = new RequestBucketStores(loadConfig({ OBJSTORE_KEY_FILE: '/srv/server-key.json' }).objectStore);
    expect(() => stores.get({ bucketName: 'someone-elses' }, 'id-x')).toThrow(/keyFile is required/);
  });
});
