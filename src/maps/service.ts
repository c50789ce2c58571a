// Map requests end to end, below HTTP: cache lookup (memory, then object store), generation on a
// miss, durable storage, and coalescing of concurrent equal requests so they share one mapId.
import type { Clock, RandomSource } from '../clock.js';
import { appError } from '../http/errors.js';
import type { LanguageModel } from '../llm/types.js';
import { ObjectStoreError, type ObjectStore } from '../storage/objectstore/index.js';
import type { GenerateOptions, MapInput, MapResult } from './generation/index.js';
import type { Lang } from './map-schema.js';
import type { MapPointers } from './map-pointers.js';
import { echoOf, MapRepository, mapRecordKey, type MapRecord } from './map-repository.js';
import { LruMapCache, type MapCache } from './cache.js';
import { serialiseMap, serialiseNewMap, type SerialisedMap } from './map-bytes.js';
import { requestKeyMaterial, storageKeyOf } from './request-key.js';
import { EphemeralMapIndex, isMapId, type MapById } from './map-by-id.js';

export type GenerateMap = (input: MapInput, opts: GenerateOptions) => Promise<MapResult>;

export interface MapJob {
  input: MapInput;
  lang: Lang;
  includeLearningPath: boolean;
  context?: string;
  model: LanguageModel;
  /** Distinguishes equal model ids served from different places (a request-supplied endpoint). */
  modelVariant?: string;
  thinking?: { budgetTokens: number };
  /** Regenerate even when cached, and replace the cached map. */
  skipCache: boolean;
  /** The request's own bucket (`config.objstore`); undefined: the server's store. */
  bucket?: { store: ObjectStore; name: string };
  /** Aborts generation once every client waiting for it has gone. */
  signal?: AbortSignal;
  /**
   * An anonymous request's map: kept only in the memory cache for this many ms, never written to
   * the object store (stored maps are users' data).
   */
  ephemeralTtlMs?: number;
}

export interface MapOutcome {
  map: SerialisedMap;
  /** Served from memory or storage rather than generated for this request. */
  cached: boolean;
}

interface Flight {
  promise: Promise<MapOutcome>;
  controller: AbortController;
  waiters: number;
}

export interface MapServiceOptions {
  store: ObjectStore;
  /** Where requests point at their maps in `store` (default: pointer objects in `store`). */
  pointers?: MapPointers;
  generate: GenerateMap;
  clock: Clock;
  random: RandomSource;
  /** Memory cache in front of the store (default: an in-process LRU with default bounds). */
  cache?: MapCache;
}

export class MapService {
  private readonly repo: MapRepository;
  private readonly repos = new WeakMap<ObjectStore, MapRepository>();
  /** Recently used maps, answered without I/O. */
  private readonly cache: MapCache;
  private readonly flights = new Map<string, Flight>();
  /** Anonymous maps by id, for as long as they are kept (they are never stored). */
  private readonly ephemeral: EphemeralMapIndex;

  constructor(private readonly opts: MapServiceOptions) {
    this.repo = new MapRepository(opts.store, opts.pointers);
    this.cache = opts.cache ?? new LruMapCache(opts.clock);
    this.ephemeral = new EphemeralMapIndex(opts.clock);
  }

  /**
   * A map by its id, as its request answered it: an anonymous map while it is kept in memory, else
   * the record in the server's store. Maps in a request's own bucket are the caller's to read.
   */
  async getById(mapId: string): Promise<MapById | undefined> {
    if (!isMapId(mapId)) return undefined;
    const kept = this.ephemeral.get(mapId);
    if (kept) return kept;
    const record = await this.repo.getById(mapId);
    return record && { map: serialiseMap(record, mapRecordKey(record.mapId)), input: record.input };
  }

  /**
   * The request's cache identity: the normalised material itself (a Map key needs no hashing; the
   * object store gets its SHA-256, computed only on a memory miss).
   */
  keyOf(job: MapJob): string {
    return requestKeyMaterial({
      input: job.input,
      lang: job.lang,
      includeLearningPath: job.includeLearningPath,
      provider: `${job.model.provider}:${job.model.model}${job.modelVariant ? `@${job.modelVariant}` : ''}`,
      context: job.context,
      bucket: job.bucket && `gs://${job.bucket.name}`,
    });
  }

  /** Memory hit: no I/O, no promise chain beyond the caller's. */
  peek(key: string): SerialisedMap | undefined {
    return this.cache.get(key);
  }

  async getMap(job: MapJob, key = this.keyOf(job)): Promise<MapOutcome> {
    if (!job.skipCache) {
      const hit = this.cache.get(key);
      if (hit) return { map: hit, cached: true };
    }
    return this.join(key, job, (signal) => this.load(key, job, signal));
  }

  private async load(key: string, job: MapJob, signal: AbortSignal): Promise<MapOutcome> {
    const repo = this.repoFor(job);
    const storageKey = storageKeyOf(key);
    let previous: string | undefined;
    if (!job.skipCache) {
      const stored = await this.storage(job, () => repo.findByRequest(storageKey));
      if (stored) return { map: this.remember(key, stored, job, true), cached: true };
    } else {
      previous = this.cache.get(key)?.mapId ?? (await this.storage(job, () => repo.pointer(storageKey)));
    }
    const result = await this.opts.generate(job.input, {
      lang: job.lang,
      context: job.context,
      includeLearningPath: job.includeLearningPath,
      model: job.model,
      thinking: job.thinking,
      signal,
    });
    const record: MapRecord = {
      version: 1,
      mapId: this.opts.random.uuid(),
      requestKey: storageKey,
      method: job.input.form,
      input: echoOf(job.input),
      lang: job.lang,
      includeLearningPath: job.includeLearningPath,
      ...(job.context ? { context: job.context } : {}),
      // Enforced here too, so the documented contract holds whatever the generator returns.
      map: job.includeLearningPath ? result.map : { ...result.map, learningPath: [], learningPhases: [] },
      generator: result.generator,
      warnings: result.warnings,
      ...(result.quality ? { quality: result.quality } : {}),
      createdAt: new Date(this.opts.clock.now()).toISOString(),
    };
    const stored = job.ephemeralTtlMs === undefined;
    // One serialisation of the map for the stored record and the cache entry.
    const { recordJson, map } = serialiseNewMap(record, this.storePathOf(record, job, stored));
    if (stored) await this.storage(job, () => repo.save(record, previous, recordJson));
    return { map: this.remember(key, record, job, stored, map), cached: false };
  }

  /** Finishes queued removals of replaced records (shutdown). */
  async close(): Promise<void> {
    await this.repo.removals.drain();
    // The replaced records' files the store kept for later records (filesystem): none left behind.
    await this.repo.store.releaseKept?.();
  }

  private storePathOf(record: MapRecord, job: MapJob, stored: boolean): string {
    const path = mapRecordKey(record.mapId);
    return !stored ? `cache:${record.mapId}` : job.bucket ? `gs://${job.bucket.name}/${path}` : path;
  }

  private remember(key: string, record: MapRecord, job: MapJob, stored: boolean, entry = serialiseMap(record, this.storePathOf(record, job, stored))): SerialisedMap {
    this.cache.set(key, entry, stored ? undefined : { ttl: job.ephemeralTtlMs });
    if (!stored && job.ephemeralTtlMs !== undefined) this.ephemeral.set(record.mapId, { map: entry, input: record.input }, job.ephemeralTtlMs);
    return entry;
  }

  private repoFor(job: MapJob): MapRepository {
    if (!job.bucket) return this.repo;
    let repo = this.repos.get(job.bucket.store);
    if (!repo) this.repos.set(job.bucket.store, (repo = new MapRepository(job.bucket.store)));
    return repo;
  }

  /** Storage failures: a request's own bucket is an upstream of the caller's (502); ours is 503. */
  private async storage<T>(job: MapJob, op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      if (err instanceof ObjectStoreError && job.bucket) {
        throw appError('storage_failed', `The request's bucket ${job.bucket.name} could not be used`, undefined, { cause: err });
      }
      throw err;
    }
  }

  /**
   * Equal requests in flight share one generation (skipCache ones do not: each regenerates). The
   * shared work is aborted only when every waiting client has gone.
   */
  private join(key: string, job: MapJob, work: (signal: AbortSignal) => Promise<MapOutcome>): Promise<MapOutcome> {
    const shared = !job.skipCache;
    // Not shared: its one client's signal is the work's own (no second controller, listener and
    // finally on every skipCache miss).
    if (!shared) return work(job.signal ?? new AbortController().signal);
    let flight = this.flights.get(key);
    if (!flight) {
      const controller = new AbortController();
      const f: Flight = { controller, waiters: 0, promise: Promise.resolve(undefined as never) };
      f.promise = work(controller.signal).finally(() => {
        if (this.flights.get(key) === f) this.flights.delete(key);
      });
      this.flights.set(key, f);
      flight = f;
    }
    const f = flight;
    f.waiters++;
    const signal = job.signal;
    const onAbort = () => {
      if (--f.waiters === 0) f.controller.abort(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    return f.promise.finally(() => signal?.removeEventListener('abort', onAbort));
  }
}
