// Anonymous map requests (no map key, no login) are rate-limited per client address when they make
// the server generate (cache misses), and their maps go to an expiring memory cache, never to the
// object store (users' stored data); keyed or logged-in requests store maps durably as before.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TEST_SECRET, bearer, tokenFor } from '../auth/helpers.js';
import { mapsApp } from '../maps/api/support.js';

const body = (key: string) => ({ domain: 'mathematics', subdomain: 'algebra', key });
const files = (dir: string) => {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else out.push(e.name);
    }
  };
  walk(path.join(dir, 'objects'));
  return out;
};

describe('anonymous maps', () => {
  it('are not written to the object store, and expire from the cache', async () => {
    const t = await mapsApp({ env: { MAP_ANON_TTL_SECONDS: '600' } });
    const first = await request(t.app).post('/api/direct/map').send(body('fractions')).expect(200);
    expect(files(t.dataDir)).toEqual([]);
    const again = await request(t.app).post('/api/direct/map').send(body('fractions')).expect(200);
    expect(again.body).toMatchObject({ cached: true, mapId: first.body.mapId });
    t.clock.advance(601_000);
    const later = await request(t.app).post('/api/direct/map').send(body('fractions')).expect(200);
    expect(later.body.cached).toBe(false);
    expect(later.body.mapId).not.toBe(first.body.mapId);
  });

  it('generation is rate-limited per client address (429 rate_limited with Retry-After)', async () => {
    const t = await mapsApp({ env: { MAP_ANON_MISSES_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
    const from = (ip: string, key: string) => request(t.app).post('/api/direct/map').set('X-Forwarded-For', ip).send(body(key));
    for (const k of ['a1', 'a2', 'a3']) await from('203.0.113.5', `topic ${k}`).expect(200);
    const over = await from('203.0.113.5', 'topic a4');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // A cached map still answers; another address is not affected.
    await from('203.0.113.5', 'topic a1').expect(200);
    await from('198.51.100.2', 'topic b1').expect(200);
    t.clock.advance(60_000);
    await from('203.0.113.5', 'topic a4').expect(200);
  });

  it('counts an IPv6 client by its /56, not by each of the addresses it is routed, and a mapped IPv4 address as IPv4', async () => {
    const t = await mapsApp({ env: { MAP_ANON_MISSES_PER_MINUTE: '3', TRUST_PROXY: 'true' } });
    const from = (ip: string, key: string) => request(t.app).post('/api/direct/map').set('X-Forwarded-For', ip).send(body(key));
    // One client, a new address of its own /64 per request.
    for (const [i, ip] of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3'].entries()) await from(ip, `v6 topic ${i}`).expect(200);
    expect((await from('2001:db8:1:2:bbbb:cccc:dddd:4', 'v6 topic 3')).status).toBe(429);
    expect((await from('2001:db8:1:ff::5', 'v6 topic 4')).status).toBe(429);
    // Another network is another client.
    await from('2001:db8:2::1', 'v6 topic 5').expect(200);
    // The same IPv4 client, plain or IPv6-mapped, is one budget.
    for (const k of ['m1', 'm2']) await from('203.0.113.9', `topic ${k}`).expect(200);
    await from('::ffff:203.0.113.9', 'topic m3').expect(200);
    expect((await from('::ffff:203.0.113.9', 'topic m4')).status).toBe(429);
    expect((await from('203.0.113.9', 'topic m5')).status).toBe(429);
  });

  it('a logged-in request stores its map durably and is not limited as anonymous', async () => {
    const t = await mapsApp({ env: { JWT_SECRET: TEST_SECRET, MAP_ANON_MISSES_PER_MINUTE: '1' } });
    const token = await tokenFor(t, { sub: 'u1', email: 'u1@school.test', role: 'teacher' });
    for (const k of ['x1', 'x2', 'x3']) await request(t.app).post('/api/direct/map').set(bearer(token)).send(body(k)).expect(200);
    expect(files(t.dataDir).length).toBeGreaterThan(0);
  });

  it('with MAP_API_KEYS, keyed requests store durably as before', async () => {
    const t = await mapsApp({ env: { MAP_API_KEYS: 'map-key-0123456789', MAP_ANON_MISSES_PER_MINUTE: '1' } });
    for (const k of ['y1', 'y2']) await request(t.app).post('/api/direct/map').set('X-API-Key', 'map-key-0123456789').send(body(k)).expect(200);
    expect(files(t.dataDir).length).toBeGreaterThan(0);
  });
});
