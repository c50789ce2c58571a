// MapService below HTTP, with a controllable generator: coalescing, abort only when every waiter
// has gone, failures not cached, skipCache replacing the entry.
import { describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { builtinModel } from '../../src/llm/builtin.js';
import { LlmUpstreamError } from '../../src/llm/errors.js';
import type { GenerateOptions, MapInput, MapResult } from '../../src/maps/generation/index.js';
import { MapService, type GenerateMap, type MapJob } from '../../src/maps/service.js';
import { LruMapCache } from '../../src/maps/cache.js';
import { MemoryObjectStore } from '../../src/storage/objectstore/index.js';

function deferredGenerator() {
  const calls: Array<{ input: MapInput; opts: GenerateOptions; resolve: (r: MapResult) => void; reject: (e: unknown) => void }> = [];
  const generate = (input: MapInput, opts: GenerateOptions) =>
    new Promise<MapResult>((resolve, reject) => {
      calls.push({ input, opts, resolve, reject });
      opts.signal?.addEventListener('abort', () => reject(opts.signal!.reason));
    });
  return { calls, generate };
}

const result = (label: string): MapResult => ({
  map: { nodes: [{ id: 'a', label, type: 'concept' }], edges: [], learningPath: ['a'], learningPhases: [{ name: 'P', nodeIds: ['a'] }] },
  generator: { provider: 'builtin', model: 'test' },
  warnings: [],
});

const job = (over: Partial<MapJob> = {}): MapJob => ({
  input: { form: 'freeText', problem: 'rivers' },
  lang: 'en',
  includeLearningPath: true,
  model: builtinModel,
  skipCache: false,
  ...over,
});

const make = (generate: GenerateMap) =>
  new MapService({ store: new MemoryObjectStore(), generate, clock: new ManualClock(), random: seededRandom(7) });

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('MapService', () => {
  it('runs one generation for concurrent equal requests', async () => {
    const g = deferredGenerator();
    const s = make(g.generate);
    const a = s.getMap(job());
    const b = s.getMap(job({ input: { form: 'freeText', problem: '  RIVERS ' } }));
    await tick();
    expect(g.calls).toHaveLength(1);
    g.calls[0]!.resolve(result('x'));
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.map.mapId).toBe(rb.map.mapId);
  });

  it('aborts the shared generation only when every waiting client has gone', async () => {
    const g = deferredGenerator();
    const s = make(g.generate);
    const c1 = new AbortController();
    const c2 = new AbortController();
    const a = s.getMap(job({ signal: c1.signal }));
    const b = s.getMap(job({ signal: c2.signal }));
    await tick();
    c1.abort(new Error('gone'));
    expect(g.calls[0]!.opts.signal!.aborted).toBe(false);
    c2.abort(new Error('gone too'));
    expect(g.calls[0]!.opts.signal!.aborted).toBe(true);
    await expect(a).rejects.toThrow();
    await expect(b).rejects.toThrow();
  });

  it('aborts a skipCache generation (never shared) when its client goes, and each regenerates', async () => {
    const g = deferredGenerator();
    const s = make(g.generate);
    const c1 = new AbortController();
    const a = s.getMap(job({ skipCache: true, signal: c1.signal }));
    const b = s.getMap(job({ skipCache: true }));
    await tick();
    expect(g.calls).toHaveLength(2);
    expect(g.calls[1]!.opts.signal!.aborted).toBe(false);
    c1.abort(new Error('gone'));
    expect(g.calls[0]!.opts.signal!.aborted).toBe(true);
    await expect(a).rejects.toThrow('gone');
    g.calls[1]!.resolve(result('y'));
    await expect(b).resolves.toMatchObject({ cached: false });
  });

  it('caches nothing when generation fails, so the next request tries again', async () => {
    const g = deferredGenerator();
    const s = make(g.generate);
    const first = s.getMap(job());
    await tick();
    g.calls[0]!.reject(new LlmUpstreamError('boom', 'provider_b', 500, 1));
    await expect(first).rejects.toBeInstanceOf(LlmUpstreamError);
    const second = s.getMap(job());
    await tick();
    expect(g.calls).toHaveLength(2);
    g.calls[1]!.resolve(result('ok'));
    expect((await second).cached).toBe(false);
  });

  it('skipCache regenerates and the next plain request sees the new map', async () => {
    const s = make(async (input, opts) => result(`${input.form}-${opts.lang}`));
    const first = await s.getMap(job());
    const regen = await s.getMap(job({ skipCache: true }));
    const after = await s.getMap(job());
    expect(regen.map.mapId).not.toBe(first.map.mapId);
    expect(after).toMatchObject({ cached: true, map: { mapId: regen.map.mapId } });
  });

  it('passes the options through to the generator', async () => {
    const g = deferredGenerator();
    const s = make(g.generate);
    const p = s.getMap(job({ lang: 'ja', context: 'ctx', includeLearningPath: false, thinking: { budgetTokens: 2048 } }));
    await tick();
    expect(g.calls[0]!.opts).toMatchObject({ lang: 'ja', context: 'ctx', includeLearningPath: false, thinking: { budgetTokens: 2048 }, model: builtinModel });
    g.calls[0]!.resolve(result('x'));
    const out = await p;
    expect(out.map.body.toString('utf8')).toContain('"learningPath":[]');
  });

  it('keeps the most recently used maps within its entry bound, and no map larger than its byte bound', async () => {
    const generate: GenerateMap = async (input) => result(input.form === 'freeText' ? input.problem : 'x');
    const s = new MapService({ store: new MemoryObjectStore(), generate, clock: new ManualClock(), random: seededRandom(7), cache: new LruMapCache(new ManualClock(), { maxEntries: 2 }) });
    const keyOf = (problem: string) => s.keyOf(job({ input: { form: 'freeText', problem } }));
    for (const p of ['a', 'b']) await s.getMap(job({ input: { form: 'freeText', problem: p } }));
    expect(s.peek(keyOf('a'))).toBeDefined(); // a is now the most recent
    await s.getMap(job({ input: { form: 'freeText', problem: 'c' } }));
    expect(s.peek(keyOf('b'))).toBeUndefined();
    expect(s.peek(keyOf('a'))).toBeDefined();
    expect(s.peek(keyOf('c'))).toBeDefined();

    const small = new MapService({ store: new MemoryObjectStore(), generate, clock: new ManualClock(), random: seededRandom(7), cache: new LruMapCache(new ManualClock(), { maxBytes: 300 }) });
    const big = await small.getMap(job({ input: { form: 'freeText', problem: 'x'.repeat(400) } }));
    expect(big.cached).toBe(false);
    expect(small.peek(small.keyOf(job({ input: { form: 'freeText', problem: 'x'.repeat(400) } })))).toBeUndefined();
    // Still answered from the object store, not regenerated.
    expect((await small.getMap(job({ input: { form: 'freeText', problem: 'x'.repeat(400) } }))).map.mapId).toBe(big.map.mapId);
  });
});
