// What storing a map promises across a restart or a crash: the record a response names is flushed
// before the response, so GET /api/direct/map/:mapId finds it after a restart; the request pointer
// is written without fsync, so a crash that loses, empties or rolls it back costs only a cache miss;
// a replaced record is removed after the answer, and by shutdown at the latest.
import { readdir, readFile, writeFile } from 'node:fs/promises';
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

async function pointerFile(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'objects', 'maps', 'by-request');
  const names = (await readdir(dir)).filter((n) => !n.startsWith('.'));
  expect(names).toHaveLength(1);
  return path.join(dir, names[0]!);
}

describe('map storage across restarts and crashes', () => {
  it('a map named in a response is readable by id after a restart', async () => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    const regenerated = await post(first.app, STRUCTURAL, '?skipCache=true');
    await first.close();
    const second = await mapsApp({ dataDir: first.dataDir });
    const byId = await getById(second.app, regenerated.body.mapId).expect(200);
    expect(byId.body).toEqual({ ...regenerated.body, cached: true });
    // The replaced map is gone, as before this change (removed once its replacement was answered).
    await getById(second.app, made.body.mapId).expect(404);
  });

  it('a pointer emptied by a crash (written without fsync) costs a cache miss, not the map', async () => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    await first.close();
    // What a crash between the pointer's rename and its data reaching the disk can leave.
    await writeFile(await pointerFile(first.dataDir), '');
    const second = await mapsApp({ dataDir: first.dataDir });
    const again = await post(second.app, STRUCTURAL);
    expect(again.body.cached).toBe(false);
    expect(again.body.mapId).not.toBe(made.body.mapId);
    // The first response's map is still there: its record was flushed before it was answered.
    await getById(second.app, made.body.mapId).expect(200);
  });

  it('a pointer cut short by a crash or a racing write costs a cache miss', async () => {
    const first = await mapsApp();
    const made = await post(first.app, STRUCTURAL);
    await first.close();
    const pointer = await pointerFile(first.dataDir);
    await writeFile(pointer, (await readFile(pointer, 'utf8')).slice(0, 20));
    const second = await mapsApp({ dataDir: first.dataDir });
    const again = await post(second.app, STRUCTURAL);
    expect(again.body.cached).toBe(false);
    await getById(second.app, made.body.mapId).expect(200);
  });

  it('a pointer rolled back to the replaced map by a crash costs a cache miss', async () => {
    const first = await mapsApp();
    await post(first.app, STRUCTURAL);
    const pointer = await pointerFile(first.dataDir);
    const old = await readFile(pointer, 'utf8');
    const regenerated = await post(first.app, STRUCTURAL, '?skipCache=true');
    await first.close();
    // The new pointer never reached the disk; the old record's removal did.
    await writeFile(pointer, old);
    const second = await mapsApp({ dataDir: first.dataDir });
    const again = await post(second.app, STRUCTURAL);
    expect(again.body.cached).toBe(false);
    await getById(second.app, regenerated.body.mapId).expect(200);
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
