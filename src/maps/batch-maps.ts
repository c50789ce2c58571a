// What batch generation (src/batch) needs of the maps area, as one port its front door offers: the
// request a provider batch sends for one concept, the concept's map made in this process, and an
// answer validated by the graph engine and written in the maps' record format, so the map is
// readable from the store at `storePath` and (for the same request) through POST /api/direct/map.
import type { Clock, RandomSource } from '../clock.js';
import type { BatchRequest } from '../llm/batch/types.js';
import type { LanguageModel } from '../llm/types.js';
import type { ObjectStore } from '../storage/objectstore/index.js';
import { generateMap, type MapResult, type StructuralInput } from './generation/index.js';
import { mapSystemPrompt, mapUserPrompt } from './generation/model/prompts.js';
import { ModelMapSchema } from './generation/model/schemas.js';
import { normaliseMap } from './graph/index.js';
import { MapRepository, mapRecordKey, type MapRecord } from './map-repository.js';
import type { MapPointers } from './map-pointers.js';
import type { ConceptMap, Lang } from './map-schema.js';
import { requestKey } from './request-key.js';

/** Fewer concepts or no relation at all is not a map a teacher can use: counted as failed. */
export const MIN_MAP_NODES = 3;
/** A provider's output budget for one concept's map. */
const MAX_OUTPUT_TOKENS = 4096;

/** One concept of a batch job, as the maps area names a structural request. */
export interface ConceptTarget {
  domain: string;
  subdomain: string;
  /** The concept's label: the map's centre. */
  key: string;
  lang: Lang;
  /** `provider:model` that makes the job's maps: the part of the maps cache key that names the model. */
  requestModel: string;
}

/** What a provider or the generator made of a concept, before it is stored. */
export interface MadeMap {
  map: ConceptMap;
  warnings: string[];
  generator: MapRecord['generator'];
  quality?: MapRecord['quality'];
}

export interface BatchMaps {
  /** The structured request for one concept's map (a provider batch's line). */
  request(target: ConceptTarget): BatchRequest;
  /** One concept's map made now by `model`, on the provider's batch tier (a background job). */
  generate(target: ConceptTarget, model: LanguageModel, signal: AbortSignal): Promise<MapResult>;
  /** The graph engine's map of an answer (an object, or text holding one), or why it is not one. */
  validate(target: ConceptTarget, answer: unknown): { map: ConceptMap; warnings: string[] } | { invalid: string };
  /** Stores a finished map; returns its id and object key. */
  store(target: ConceptTarget, made: MadeMap): Promise<{ mapId: string; storePath: string }>;
}

export function createBatchMaps(deps: { objects: ObjectStore; pointers: MapPointers; clock: Clock; random: RandomSource }): BatchMaps {
  // The pointers are the maps area's own, so a batch's map answers a single map request too.
  const repo = new MapRepository(deps.objects, deps.pointers);
  return {
    request: (target) => ({
      system: mapSystemPrompt(target.lang),
      messages: [{ role: 'user', content: mapUserPrompt(inputOf(target), undefined) }],
      schema: ModelMapSchema,
      schemaName: 'concept_map',
      description: 'Record the concept map. Its input is the complete map.',
      maxOutputTokens: MAX_OUTPUT_TOKENS,
    }),
    generate: (target, model, signal) => generateMap(inputOf(target), { lang: target.lang, includeLearningPath: true, model, signal, tier: 'batch' }),
    validate,
    store: async (target, made) => {
      const mapId = deps.random.uuid();
      const input = inputOf(target);
      const record: MapRecord = {
        version: 1,
        mapId,
        requestKey: requestKey({ input, lang: target.lang, includeLearningPath: true, provider: target.requestModel }),
        method: 'structural',
        input: { domain: input.domain, subdomain: input.subdomain, key: input.key },
        lang: target.lang,
        includeLearningPath: true,
        map: made.map,
        generator: made.generator,
        warnings: made.warnings,
        ...(made.quality ? { quality: made.quality } : {}),
        createdAt: new Date(deps.clock.now()).toISOString(),
      };
      await repo.save(record);
      return { mapId, storePath: mapRecordKey(mapId) };
    },
  };
}

function inputOf(target: ConceptTarget): StructuralInput {
  return { form: 'structural', domain: target.domain, subdomain: target.subdomain, key: target.key };
}

function validate(target: ConceptTarget, answer: unknown): { map: ConceptMap; warnings: string[] } | { invalid: string } {
  const raw = parseAnswer(answer);
  if (raw === NOT_JSON) return { invalid: 'invalid map: the answer is not JSON' };
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { nodes?: unknown }).nodes)) return { invalid: 'invalid map: no nodes array' };
  const { map, warnings } = normaliseMap(raw, { structural: true, centerHint: target.key, lang: target.lang });
  if (map.nodes.length < MIN_MAP_NODES) return { invalid: `invalid map: fewer than ${MIN_MAP_NODES} concepts` };
  if (map.edges.length === 0) return { invalid: 'invalid map: no relations between concepts' };
  return { map, warnings };
}

const NOT_JSON = Symbol('not JSON');

/** JSON from a provider's answer: an object, or a text holding one (bare or fenced). */
function parseAnswer(answer: unknown): unknown {
  if (typeof answer !== 'string') return answer;
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(answer)?.[1];
  for (const candidate of [answer, fenced, answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)]) {
    if (!candidate?.trim()) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      /* next candidate */
    }
  }
  return NOT_JSON;
}
