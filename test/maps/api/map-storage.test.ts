// What storing a map promises across a restart or a crash: the record a response names is flushed
// before the response, so GET /api/direct/map/:mapId finds it after a restart; the request pointer
// (a row of the record engine) is committed without waiting for the disk, so a crash that loses or
// rolls it back costs only a cache miss; a replaced record is removed after the answer, and by
// shutdown at the latest. Pointers an older deployment kept as objects still answer their requests.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/clock.js';
import { mapsApp as anonymousMapsApp, STRUCTURAL } from './support.js';

const MAP_KEY = 'map-key-0123456789';
// Each app its own random seed: a restarted app must not hand out the ids of the first one.
let seed = 1;
const mapsApp = (opts: Parameters<typeof anonymousMapsApp>[0] = {}) =>
  anonymousMapsApp({ random: seededRandom(seed++), ...opts, env: { MAP_API_KEYS: MAP_KEY, ...opts.env } });
type App = Parameters<typeof request>[0];
const post = (app: App, body: object, query = '') => request(app).post(`/api/direct/map${query}`).set('X-API-Key', MAP_KEY).send(body).expect(200);
const getById = (app: App, mapId: string) => request(app).get(`/api/direct/map/${mapId}`).set('X-API-Key', MAP_KEY);

type TestMapsApp = Awaited<ReturnType<typeof mapsApp>>;

/** The requestKey a stored map's record names (the pointer table's key). */
async function requestKeyOf(t: TestMapsApp, storePath: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(t.dataDir, 'objects', storePath), 'utf8')) as { requestKey: string }).requestKey;
}

const pointerRow = (t: TestMapsApp, requestKey: string) =>
  (t.db.prepare('SELECT map_id FROM map_pointers WHERE request_key = ?').get(requestKey) as { map_id: string } | undefined)?.map_id;

/** What a deployment from before the pointer table left: the pointer as an object, and no row. */
async function asOlderDeployment(t: TestMapsApp, requestKey: string, mapId: string): Promise<string> {
  t.db.prepare('DELETE FROM map_pointers WHERE request_key = ?').run(requestKey);
  const file = path.join(t.dataDir, 'objects', 'maps', 'by-request', `${requestKey}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ mapId }));
  return file;
}

describe('map storage across restarts and crashes', () => {
  it('a map named in a response is readable by id after a restart', async () => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    const regenerated = await post(first.app, STRUCTURAL, '?skipCache=true');
    await first.close();
    // The replaced record's file, kept for reuse, is given back at shutdown: only records remain.
    expect((await readdir(path.join(first.dataDir, 'objects', 'maps', 'by-id'))).filter((n) => n.startsWith('.'))).toEqual([]);
    const second = await mapsApp({ dataDir: first.dataDir });
    const byId = await getById(second.app, regenerated.body.mapId).expect(200);
    expect(byId.body).toEqual({ ...regenerated.body, cached: true });
    // The replaced map is gone, as before this change (removed once its replacement was answered).
    await getById(second.app, made.body.mapId).expect(404);
  });

  it('a pointer lost by a crash (committed without waiting for the disk) costs a cache miss, not the map', async () => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    first.db.prepare('DELETE FROM map_pointers').run();
    await first.close();
    const second = await mapsApp({ dataDir: first.dataDir });
    const again = await post(second.app, STRUCTURAL);
    expect(again.body.cached).toBe(false);
    expect(again.body.mapId).not.toBe(made.body.mapId);
    // The first response's map is still there: its record was flushed before it was answered.
    await getById(second.app, made.body.mapId).expect(200);
  });

  it('a pointer rolled back to the replaced map by a crash costs a cache miss', async () => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    const requestKey = await requestKeyOf(first, made.body.storePath);
    const regenerated = await post(first.app, STRUCTURAL, '?skipCache=true');
    // The new pointer never reached the disk; the old record's removal did.
    first.db.prepare('UPDATE map_pointers SET map_id = ? WHERE request_key = ?').run(made.body.mapId, requestKey);
    await first.close();
    const second = await mapsApp({ dataDir: first.dataDir });
    const again = await post(second.app, STRUCTURAL);
    expect(again.body.cached).toBe(false);
    await getById(second.app, regenerated.body.mapId).expect(200);
  });

  it("an older deployment's pointer object answers its request after the upgrade, and is kept as a row", async () => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    const requestKey = await requestKeyOf(first, made.body.storePath);
    const file = await asOlderDeployment(first, requestKey, made.body.mapId);
    await first.close();
    const second = await mapsApp({ dataDir: first.dataDir });
    expect((await post(second.app, STRUCTURAL)).body).toMatchObject({ cached: true, mapId: made.body.mapId });
    expect(pointerRow(second, requestKey)).toBe(made.body.mapId);
    await second.close();
    // Read once: from now on the row answers, whatever becomes of the object.
    await rm(file);
    const third = await mapsApp({ dataDir: first.dataDir });
    expect((await post(third.app, STRUCTURAL)).body).toMatchObject({ cached: true, mapId: made.body.mapId });
  });

  it.each([
    ['emptied by a crash (written without fsync)', () => ''],
    ['cut short by a crash or a racing write', (json: string) => json.slice(0, 20)],
  ])("an older deployment's pointer object %s costs a cache miss, not the map", async (_name, damage) => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    const requestKey = await requestKeyOf(first, made.body.storePath);
    const file = await asOlderDeployment(first, requestKey, made.body.mapId);
    await writeFile(file, damage(await readFile(file, 'utf8')));
    await first.close();
    const second = await mapsApp({ dataDir: first.dataDir });
    const again = await post(second.app, STRUCTURAL);
    expect(again.body.cached).toBe(false);
    expect(pointerRow(second, requestKey)).toBe(again.body.mapId);
    await getById(second.app, made.body.mapId).expect(200);
  });

  it('stores the record byte for byte as the map it answered', async () => {
    const t = await mapsApp();
    const res = await post(t.app, { ...STRUCTURAL, context: 'für Pflegekräfte – kurz' });
    const text = await readFile(path.join(t.dataDir, 'objects', res.body.storePath), 'utf8');
    const record = JSON.parse(text) as Record<string, unknown>;
    expect(JSON.stringify(record)).toBe(text);
    expect(record).toMatchObject({ mapId: res.body.mapId, context: 'für Pflegekräfte – kurz', map: res.body.map, createdAt: res.body.createdAt });
  });
});
