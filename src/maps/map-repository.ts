// Where maps live in an object store. Two objects per map:
//   maps/by-id/<mapId>.json           the full record (what batch jobs and analytics can read later)
//   maps/by-request/<requestKey>.json  a pointer {mapId} from the normalised request to its map
// The writes run in parallel. Only the record is flushed (fsync) before a response names its
// mapId, since GET /api/direct/map/:mapId must find it, also after a restart. The pointer is
// written `durable: false`: lost, emptied or left naming the replaced map by a crash, it reads as a
// miss (a damaged pointer, or a pointer whose record is missing, is a miss) and the map is
// regenerated, so no order and no fsync is needed. A replaced record is removed after the answer
// (a bounded queue, ../storage/objectstore/deferred-deletes.ts): nothing points at it any more.
import { z } from 'zod';
import { DeferredDeletes } from '../storage/objectstore/deferred-deletes.js';
import type { ObjectStore } from '../storage/objectstore/index.js';
import type { MapInput } from './generation/index.js';
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

  constructor(readonly store: ObjectStore) {
    this.removals = new DeferredDeletes(store);
  }

  async getById(mapId: string): Promise<MapRecord | undefined> {
    const raw = await this.store.get(mapRecordKey(mapId));
    return raw && parseOrUndefined(MapRecordSchema, raw);
  }

  async pointer(requestKey: string): Promise<string | undefined> {
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
   * serialised (presenters.ts serialiseNewMap), so the map is not stringified twice.
   */
  async save(record: MapRecord, replaces?: string, recordJson: Buffer | string = JSON.stringify(record)): Promise<void> {
    await Promise.all([
      this.store.put(mapRecordKey(record.mapId), recordJson, JSON_TYPE),
      this.store.put(pointerKey(record.requestKey), JSON.stringify({ mapId: record.mapId }), POINTER_PUT),
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
