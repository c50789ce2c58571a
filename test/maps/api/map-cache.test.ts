// Caching by the normalised request, skipCache, includeLearningPath, the LRU in front of the store
// and survival across a restart with the filesystem driver.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FREE_TEXT, mapsApp as anonymousMapsApp, recordingGateway, STRUCTURAL } from './support.js';

// Keyed requests: their maps are stored durably (an anonymous request's map is only cached in
// memory, see test/hardening/anonymous-maps.test.ts).
const MAP_KEY = 'map-key-0123456789';
const mapsApp = (opts: Parameters<typeof anonymousMapsApp>[0] = {}) => anonymousMapsApp({ ...opts, env: { MAP_API_KEYS: MAP_KEY, ...opts.env } });
const post = (app: Parameters<typeof request>[0], body: object, query = '') =>
  request(app).post(`/api/direct/map${query}`).set('X-API-Key', MAP_KEY).send(body).expect(200);

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) out.push(path.join(e.parentPath, e.name));
  return out;
}

describe('map cache', () => {
  it('gives equal requests the same mapId and map, ignoring case and spacing', async () => {
    const { app } = await mapsApp();
    const first = await post(app, STRUCTURAL);
    const second = await post(app, { domain: '  PHYSICS ', subdomain: 'mechanics', key: "newton's   SECOND law" });
    expect(second.body.mapId).toBe(first.body.mapId);
    expect(second.body.map).toEqual(first.body.map);
    expect(second.body.cached).toBe(true);
    // The echo is this request's own input, not the first caller's.
    expect(second.body.input).toEqual({ domain: 'PHYSICS', subdomain: 'mechanics', key: "newton's   SECOND law" });
    const free1 = await post(app, FREE_TEXT);
    const free2 = await post(app, { problem: `  ${FREE_TEXT.problem.toUpperCase()}\n` });
    expect(free2.body.mapId).toBe(free1.body.mapId);
  });

  it.each([
    ['context', { ...STRUCTURAL, context: 'for nurses' }, ''],
    ['includeLearningPath', STRUCTURAL, '?includeLearningPath=false'],
    ['lang', { ...STRUCTURAL, lang: 'it' }, ''],
    ['form', { problem: `${STRUCTURAL.domain} ${STRUCTURAL.subdomain} ${STRUCTURAL.key}` }, ''],
  ])('keys on %s', async (_what, body, query) => {
    const { app } = await mapsApp();
    const base = await post(app, STRUCTURAL);
    const other = await post(app, body, query);
    expect(other.body.mapId).not.toBe(base.body.mapId);
    expect(other.body.cached).toBe(false);
  });

  it('keys on the provider, not on credentials', async () => {
    const llm = recordingGateway();
    const { app } = await mapsApp({ llm });
    const a = await post(app, STRUCTURAL);
    const withKey = await post(app, { ...STRUCTURAL, config: { llm: { provider: 'builtin', providerBApiKey: 'sk-secret-1' } } });
    expect(withKey.body.mapId).toBe(a.body.mapId);
  });

  it('skipCache=true regenerates, replaces the cached entry and removes the old record (by shutdown at the latest)', async () => {
    const t = await mapsApp();
    const first = await post(t.app, STRUCTURAL);
    const regenerated = await post(t.app, STRUCTURAL, '?skipCache=true');
    expect(regenerated.body.mapId).not.toBe(first.body.mapId);
    expect(regenerated.body.cached).toBe(false);
    const after = await post(t.app, STRUCTURAL);
    expect(after.body.mapId).toBe(regenerated.body.mapId);
    expect(after.body.cached).toBe(true);
    // The old record is removed after the answer; shutdown waits for queued removals.
    await t.close();
    const files = await filesUnder(path.join(t.dataDir, 'objects'));
    expect(files.some((f) => f.includes(first.body.mapId))).toBe(false);
    expect(files.some((f) => f.includes(regenerated.body.mapId))).toBe(true);
  });

  it('includeLearningPath=false returns an empty learning path and phases', async () => {
    const { app } = await mapsApp();
    const res = await post(app, STRUCTURAL, '?includeLearningPath=false');
    expect(res.body.map.learningPath).toEqual([]);
    expect(res.body.map.learningPhases).toEqual([]);
    expect(res.body.map.nodes.length).toBeGreaterThan(0);
    const withPath = await post(app, STRUCTURAL);
    expect(withPath.body.map.learningPath.length).toBe(withPath.body.map.nodes.length);
  });

  it('serves a cached request from memory without touching the store', async () => {
    const t = await mapsApp();
    const first = await post(t.app, STRUCTURAL);
    await rm(path.join(t.dataDir, 'objects'), { recursive: true, force: true });
    const hit = await post(t.app, STRUCTURAL);
    expect(hit.body.mapId).toBe(first.body.mapId);
    expect(hit.body.cached).toBe(true);
  });

  it('stores the map durably and never stores credentials', async () => {
    const t = await mapsApp();
    const res = await request(t.app)
      .post('/api/direct/map')
      .set('X-API-Key', MAP_KEY)
      .send({ ...FREE_TEXT, config: { llm: { provider: 'builtin', providerCApiKey: 'sk-ant-never-stored' } } })
      .expect(200);
    const record = JSON.parse(await readFile(path.join(t.dataDir, 'objects', res.body.storePath), 'utf8'));
    expect(record).toMatchObject({ mapId: res.body.mapId, method: 'freeText', lang: 'en', map: res.body.map });
    for (const f of await filesUnder(path.join(t.dataDir, 'objects'))) expect(await readFile(f, 'utf8')).not.toContain('sk-ant-never-stored');
  });

  it('survives a restart with the filesystem driver: same DATA_DIR, same mapId', async () => {
    const first = await mapsApp();
    const a = await post(first.app, STRUCTURAL);
    await first.close();
    const second = await mapsApp({ dataDir: first.dataDir });
    const b = await post(second.app, { domain: 'physics', subdomain: 'MECHANICS', key: "Newton's second law" });
    expect(b.body.mapId).toBe(a.body.mapId);
    expect(b.body.map).toEqual(a.body.map);
    expect(b.body.cached).toBe(true);
  });

  it('coalesces concurrent equal requests into one map', async () => {
    const { app } = await mapsApp();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(app, { problem: 'Concurrent topic about rivers' })));
    expect(new Set(results.map((r) => r.body.mapId)).size).toBe(1);
  });

  it('treats a pointer whose record is missing (crash between the writes) as a miss', async () => {
    const first = await mapsApp();
    const a = await post(first.app, STRUCTURAL);
    await rm(path.join(first.dataDir, 'objects', a.body.storePath));
    const second = await mapsApp({ dataDir: first.dataDir });
    const b = await post(second.app, STRUCTURAL);
    expect(b.body.cached).toBe(false);
    const c = await post((await mapsApp({ dataDir: first.dataDir })).app, STRUCTURAL);
    expect(c.body).toMatchObject({ cached: true, mapId: b.body.mapId });
  });

  it('treats a damaged stored record as a miss and regenerates', async () => {
    const first = await mapsApp();
    const a = await post(first.app, STRUCTURAL);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(first.dataDir, 'objects', a.body.storePath), '{ truncated');
    const second = await mapsApp({ dataDir: first.dataDir });
    const b = await post(second.app, STRUCTURAL);
    expect(b.body.cached).toBe(false);
    expect(b.body.mapId).not.toBe(a.body.mapId);
  });
});
