// Where maps live. Each map's record is an object in an object store:
//   maps/by-id/<mapId>.json           the full record (what batch jobs and analytics can read later)
// and its request points at it: requestKey -> mapId, in the record engine's map_pointers
// (map-pointers.ts) for the server's store, so every instance finds every stored map; in a
// request's own bucket, as the object maps/by-request/<requestKey>.json ({mapId}) beside the record.
// The writes run in parallel. Only the record is flushed (fsync of the file, then of its
// directory) before a response names its mapId, since GET /api/direct/map/:mapId must find it, also after a restart. The pointer is
// written without waiting for the disk: lost, emptied or left naming the replaced map by a crash,
// it reads as a miss (a damaged pointer, or a pointer whose record is missing, is a miss) and the
// map is regenerated, so no order and no fsync is needed. A replaced record is removed after the
// answer (a bounded queue, ../storage/objectstore/deferred-deletes.ts): nothing points at it any more.
// It is removed with `reuse` (the filesystem store writes a later record into its file rather than
// creating one), so getById checks that the record it read is the one asked for.
//
// Deployments before the record engine kept the server's pointers as objects too: a request with
// no pointer row reads its pointer object once, and a valid one is copied into the table (where
// it then stays), so no map is regenerated after upgrading.
import { z } from 'zod';
import { DeferredDeletes } from '../storage/objectstore/deferred-deletes.js';
import type { ObjectStore } from '../storage/objectstore/index.js';
import type { MapInput } from './generation/index.js';
import type { MapPointers } from './map-pointers.js';
import { ConceptMapSchema, LANGS, QualitySchema } from './map-schema.js';
import { GeneratorSchema } from './schemas.js';

export const MapRecordSchema = z.object({
  version: z.literal(1),
  mapId: z.string(),
  requestKey: z.string(),
  method: z.enum(['structural', 'freeText']),
  input: z.union([z.object({ domain: z.string(), subdomain: z.string(), key: z.string() }), z.object({ problem: z.string() })]),
  lang: z.enum(LANGS),
  includeLearningPath: z.boolean(),
  context: z.string().optional(),
  map: ConceptMapSchema,
  generator: GeneratorSchema,
  warnings: z.array(z.string()),
  quality: QualitySchema.optional(),
  createdAt: z.string(),
});
export type MapRecord = z.infer<typeof MapRecordSchema>;

const PointerSchema = z.object({ mapId: z.string() });

export const mapRecordKey = (mapId: string) => `maps/by-id/${mapId}.json`;
const pointerKey = (requestKey: string) => `maps/by-request/${requestKey}.json`;
const JSON_TYPE = { contentType: 'application/json' };
const POINTER_PUT = { contentType: 'application/json', durable: false };

export function echoOf(input: MapInput): MapRecord['input'] {
  return input.form === 'structural' ? { domain: input.domain, subdomain: input.subdomain, key: input.key } : { problem: input.problem };
}

export class MapRepository {
  /** Replaced records, removed once their replacement has been answered. */
  readonly removals: DeferredDeletes;

  /** `pointers`: the record engine's, for the server's store; none: pointer objects in `store`. */
  constructor(
    readonly store: ObjectStore,
    private readonly pointers?: MapPointers,
  ) {
    // A replaced record's file may be reused for a later record (the filesystem store): getById
    // checks that what it read is the record asked for.
    this.removals = new DeferredDeletes(store, { deleteOptions: { reuse: true } });
  }

  async getById(mapId: string): Promise<MapRecord | undefined> {
    const raw = await this.store.get(mapRecordKey(mapId));
    const record = raw && parseOrUndefined(MapRecordSchema, raw);
    // Another record's bytes: the file was removed and reused while this read had it open. The
    // record asked for was replaced, which is what a read a moment later would find (absent).
    return record && record.mapId === mapId ? record : undefined;
  }

  async pointer(requestKey: string): Promise<string | undefined> {
    if (!this.pointers) return this.pointerObject(requestKey);
    const mapId = await this.pointers.get(requestKey);
    if (mapId !== undefined) return mapId;
    // An older deployment's pointer, kept as a row from now on (a newer row, if one raced in, stays).
    const old = await this.pointerObject(requestKey);
    if (old !== undefined) await this.pointers.backfill(requestKey, old);
    return old;
  }

  private async pointerObject(requestKey: string): Promise<string | undefined> {
    const raw = await this.store.get(pointerKey(requestKey));
    return raw && parseOrUndefined(PointerSchema, raw)?.mapId;
  }

  async findByRequest(requestKey: string): Promise<MapRecord | undefined> {
    const mapId = await this.pointer(requestKey);
    if (!mapId) return undefined;
    const record = await this.getById(mapId);
    // A record that belongs to another request (should not happen) is treated as a miss.
    return record?.requestKey === requestKey ? record : undefined;
  }

  /**
   * Stores the record durably and points its request at it; `replaces` (an older map of that
   * request) is queued for removal once both are written. `recordJson`: the record already
   * serialised (map-bytes.ts serialiseNewMap), so the map is not stringified twice.
   */
  async save(record: MapRecord, replaces?: string, recordJson: Buffer | string = JSON.stringify(record)): Promise<void> {
    await Promise.all([
      this.store.put(mapRecordKey(record.mapId), recordJson, JSON_TYPE),
      this.pointers
        ? this.pointers.set(record.requestKey, record.mapId)
        : this.store.put(pointerKey(record.requestKey), JSON.stringify({ mapId: record.mapId }), POINTER_PUT),
    ]);
    // Only after both writes: a failed save leaves the old map in place and still pointed at.
    if (replaces && replaces !== record.mapId) await this.removals.enqueue(mapRecordKey(replaces));
  }
}

/** A damaged or foreign object is a miss (it will be regenerated and overwritten), not a 500. */
function parseOrUndefined<S extends z.ZodType>(schema: S, raw: Buffer): z.output<S> | undefined {
  try {
    const r = schema.safeParse(JSON.parse(raw.toString('utf8')));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}
