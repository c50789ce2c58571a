// Where maps live in an object store. Two objects per map:
//   maps/by-id/<mapId>.json           the full record (what batch jobs and analytics can read later)
//   maps/by-request/<requestKey>.json  a pointer {mapId} from the normalised request to its map
// The writes run in parallel (one fsync of latency, not three): a pointer whose record is missing
// (a crash between the two) reads as a miss and the map is regenerated, so no order is needed.
import { z } from 'zod';
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

export function echoOf(input: MapInput): MapRecord['input'] {
  return input.form === 'structural' ? { domain: input.domain, subdomain: input.subdomain, key: input.key } : { problem: input.problem };
}

export class MapRepository {
  constructor(readonly store: ObjectStore) {}

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

  /** Stores the record and points its request at it; `replaces` (an older map of that request) is removed. */
  async save(record: MapRecord, replaces?: string): Promise<void> {
    await Promise.all([
      this.store.put(mapRecordKey(record.mapId), JSON.stringify(record), JSON_TYPE),
      this.store.put(pointerKey(record.requestKey), JSON.stringify({ mapId: record.mapId }), JSON_TYPE),
      // Best effort: a leftover old record is harmless, nothing points at it.
      replaces && replaces !== record.mapId ? this.store.delete(mapRecordKey(replaces)).catch(() => false) : undefined,
    ]);
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
