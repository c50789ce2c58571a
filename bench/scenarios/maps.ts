// Concept maps under load, against the bare-Express baseline of the same run:
// - a cached map request (the LRU hit path: validation, key, a short head and end written around the cached body bytes), and
// - a cache miss with the built-in generator: every request regenerates (skipCache=true) over a
//   rotating set of distinct requests, so each one generates, stores (filesystem) and replaces.
import type { BenchLoad, BenchScenario } from '../types.js';

type LoadRequest = BenchLoad['requests'][number];

// Keyed (bench/servers/app-server.ts sets MAP_API_KEYS): a keyed caller's maps are stored.
const headers = { 'content-type': 'application/json', 'x-api-key': 'bench-map-key' };

const CACHED_BODY = JSON.stringify({ domain: 'Physics', subdomain: 'Mechanics', key: "Newton's second law" });

const TOPICS: Array<[string, string, string]> = [
  ['Physics', 'Mechanics', 'Momentum'],
  ['Physics', 'Thermodynamics', 'Entropy'],
  ['Physics', 'Optics', 'Refraction'],
  ['Chemistry', 'Bonding', 'Covalent bond'],
  ['Chemistry', 'Kinetics', 'Reaction rate'],
  ['Biology', 'Genetics', 'Gene expression'],
  ['Biology', 'Ecology', 'Food web'],
  ['Biology', 'Cell biology', 'Photosynthesis'],
  ['Mathematics', 'Algebra', 'Quadratic equation'],
  ['Mathematics', 'Calculus', 'Derivative'],
  ['Mathematics', 'Statistics', 'Standard deviation'],
  ['Computer science', 'Algorithms', 'Binary search'],
  ['Computer science', 'Networks', 'Routing'],
  ['Economics', 'Microeconomics', 'Supply and demand'],
  ['History', 'Modern history', 'Industrial revolution'],
  ['Geography', 'Physical geography', 'Plate tectonics'],
];
const LANGS = ['en', 'es', 'fr', 'de'];

/** Distinct requests: topics x languages (64 keys), rotated so consecutive requests differ (the in-process driver, bench/map-miss-driver.ts, sends the same). */
export function missBodies(): string[] {
  const out: string[] = [];
  for (const lang of LANGS) for (const [domain, subdomain, key] of TOPICS) out.push(JSON.stringify({ domain, subdomain, key, lang }));
  return out;
}

async function post(baseUrl: string, path: string, body: string): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body });
  if (res.status !== 200) throw new Error(`bench setup: ${path} answered ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

const cachedMap: BenchScenario = {
  name: 'map request, cached (POST /api/direct/map, LRU hit)',
  async setup(baseUrl) {
    await post(baseUrl, '/api/direct/map', CACHED_BODY);
    return { requests: [{ method: 'POST', path: '/api/direct/map', headers, body: CACHED_BODY }], connections: 32 };
  },
  targets: { minTunedRatio: 0.8 },
};

const missMap: BenchScenario = {
  name: 'map request, cache miss (skipCache=true, built-in generator, filesystem store)',
  async setup(baseUrl, opts) {
    // The smoke test rotates over the English topics only (a quicker setup, still distinct maps).
    const bodies = opts?.smoke ? missBodies().slice(0, TOPICS.length) : missBodies();
    // Generate each once so the run measures steady-state regeneration (replace + delete old record).
    for (const b of bodies) await post(baseUrl, '/api/direct/map', b);
    let n = 0;
    const request: LoadRequest = {
      method: 'POST',
      path: '/api/direct/map?skipCache=true',
      headers,
      setupRequest: (req: LoadRequest) => ({ ...req, body: bodies[n++ % bodies.length] }),
    };
    // A handful of concurrent clients: the target is the latency of one miss, not a saturated queue.
    return { requests: [request], connections: 4 };
  },
  // One miss generates a map: bounded by its CPU cost and the latency a caller waits.
  targets: { maxCpuUs: 1000, maxP99Ms: 15 },
};

export default [cachedMap, missMap];
