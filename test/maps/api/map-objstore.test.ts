// Object storage selection: OBJSTORE_BUCKET on the server, and a request's own `config.objstore`
// bucket, both through the real SDK against the local fake of the GCS JSON API.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcs, type FakeGcs } from '../../helpers/fake-gcs.js';
import { mapsApp, STRUCTURAL } from './support.js';

let gcs: FakeGcs;
beforeAll(async () => {
  gcs = await startFakeGcs();
});
afterAll(async () => {
  await gcs.close();
});

const KEY_FILE = JSON.stringify({
  type: 'service_account',
  project_id: 'caller-project',
  client_email: 'maps@caller-project.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIfake\n-----END PRIVATE KEY-----\n',
});

describe('server bucket (OBJSTORE_BUCKET)', () => {
  it('stores maps in the bucket and reads them back after a restart', async () => {
    // A keyed request: an anonymous one's map is only cached in memory, never stored.
    const env = { OBJSTORE_BUCKET: 'server-maps', STORAGE_EMULATOR_HOST: gcs.url, MAP_API_KEYS: 'map-key-0123456789' };
    const first = await mapsApp({ env });
    const a = await request(first.app).post('/api/direct/map').set('X-API-Key', 'map-key-0123456789').send(STRUCTURAL).expect(200);
    expect(gcs.object('server-maps', a.body.storePath)).toBeDefined();
    expect(JSON.parse(gcs.object('server-maps', a.body.storePath)!).mapId).toBe(a.body.mapId);
    // Started again with the same records (DATA_DIR's database), which point at the bucket's maps.
    await first.close();
    const second = await mapsApp({ env, dataDir: first.dataDir });
    const b = await request(second.app).post('/api/direct/map').set('X-API-Key', 'map-key-0123456789').send(STRUCTURAL).expect(200);
    expect(b.body).toMatchObject({ mapId: a.body.mapId, cached: true });
  });

  it('answers 503 storage_unavailable when the server store fails', async () => {
    const { app } = await mapsApp({ env: { OBJSTORE_BUCKET: 'flaky', STORAGE_EMULATOR_HOST: gcs.url } });
    gcs.failNext(403, 1);
    // Even an anonymous request reads the store (a stored map answers it), so a failing store is 503.
    const res = await request(app).post('/api/direct/map').send({ problem: 'storage failure case' }).expect(503);
    expect(res.body).toMatchObject({ success: false, error: 'storage_unavailable' });
  });
});

describe('request bucket (config.objstore)', () => {
  it('stores that request’s map in the requested bucket, keyed separately from the server store', async () => {
    const { app } = await mapsApp({ env: { STORAGE_EMULATOR_HOST: gcs.url } });
    const local = await request(app).post('/api/direct/map').send(STRUCTURAL).expect(200);
    const remote = await request(app)
      .post('/api/direct/map')
      .send({ ...STRUCTURAL, config: { objstore: { bucketName: 'caller-bucket', keyFile: KEY_FILE } } })
      .expect(200);
    expect(remote.body.mapId).not.toBe(local.body.mapId);
    expect(remote.body.storePath).toBe(`gs://caller-bucket/maps/by-id/${remote.body.mapId}.json`);
    expect(JSON.parse(gcs.object('caller-bucket', `maps/by-id/${remote.body.mapId}.json`)!).map).toEqual(remote.body.map);
    expect(gcs.object('caller-bucket', `maps/by-id/${local.body.mapId}.json`)).toBeUndefined();
    // The credentials never reach the stored record.
    expect(gcs.object('caller-bucket', `maps/by-id/${remote.body.mapId}.json`)).not.toContain('PRIVATE KEY');
    const again = await request(app)
      .post('/api/direct/map')
      .send({ ...STRUCTURAL, config: { objstore: { bucketName: 'caller-bucket', keyFile: KEY_FILE } } })
      .expect(200);
    expect(again.body).toMatchObject({ mapId: remote.body.mapId, cached: true });
  });

  it.each([
    ['a server path', '/etc/gcs/key.json'],
    ['JSON that is not a service-account key', '{"hello":"world"}'],
    ['an authorized_user credential', JSON.stringify({ type: 'authorized_user', client_email: 'a@b.c', private_key: 'PRIVATE KEY' })],
  ])('refuses a keyFile that is %s with 400', async (_what, keyFile) => {
    const { app } = await mapsApp({ env: { STORAGE_EMULATOR_HOST: gcs.url } });
    const res = await request(app).post('/api/direct/map').send({ ...STRUCTURAL, config: { objstore: { bucketName: 'caller-bucket', keyFile } } }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'config.objstore.keyFile' } });
    expect(res.body.message).toMatch(/keyFile/);
  });

  it('refuses a request bucket without keyFile: the server’s credentials never write to a caller-chosen bucket', async () => {
    const { app } = await mapsApp({ env: { OBJSTORE_BUCKET: 'server-maps', STORAGE_EMULATOR_HOST: gcs.url } });
    const res = await request(app).post('/api/direct/map').send({ problem: 'bucket without key file', config: { objstore: { bucketName: 'plain-bucket' } } }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: 'invalid_request', details: { field: 'config.objstore.keyFile' } });
    expect(res.body.message).toMatch(/own service-account key/);
  });

  it('refuses an invalid bucket name', async () => {
    const { app } = await mapsApp({ env: { STORAGE_EMULATOR_HOST: gcs.url } });
    const res = await request(app).post('/api/direct/map').send({ ...STRUCTURAL, config: { objstore: { bucketName: '../Bucket' } } }).expect(400);
    expect(res.body.details.field).toBe('config.objstore.bucketName');
  });

  it('answers 502 storage_failed when the request bucket refuses the write', async () => {
    const { app } = await mapsApp({ env: { STORAGE_EMULATOR_HOST: gcs.url } });
    gcs.failNext(403, 1);
    const res = await request(app)
      .post('/api/direct/map')
      .send({ problem: 'request bucket failure', config: { objstore: { bucketName: 'denied-bucket', keyFile: KEY_FILE } } })
      .expect(502);
    expect(res.body).toMatchObject({ success: false, error: 'storage_failed' });
    expect(res.body.message).toMatch(/denied-bucket/);
    expect(res.body.message).not.toMatch(/PRIVATE KEY/);
  });

  it('does not log the key file', async () => {
    const t = await mapsApp({ env: { STORAGE_EMULATOR_HOST: gcs.url } });
    await request(t.app).post('/api/direct/map').send({ ...STRUCTURAL, config: { objstore: { bucketName: 'caller-bucket', keyFile: KEY_FILE } } }).expect(200);
    expect(JSON.stringify(t.logs)).not.toMatch(/PRIVATE KEY|MIIfake/);
  });
});
