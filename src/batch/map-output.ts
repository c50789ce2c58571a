// What becomes of one concept's answer: validated as a map by the graph engine, then written to
// the object store in the maps area's record format, so the map is readable from the store at
// `storePath` and (for the same request) through POST /api/direct/map.
import type { Clock, RandomSource } from '../clock.js';
import { mapRecordKey, normaliseMap, requestKey, type ConceptMap, type Lang, type MapInput, type MapRecord, type MapRepository } from '../maps/index.js';

/** Fewer concepts or no relation at all is not a map a teacher can use: counted as failed. */
export const MIN_MAP_NODES = 3;

export class InvalidMapError extends Error {
  override name = 'InvalidMapError';
}

export interface ConceptTarget {
  input: Extract<MapInput, { form: 'structural' }>;
  lang: Lang;
  /** `provider:model` the job resolved to: the part of the maps cache key that names the model. */
  requestModel: string;
}

export function conceptInput(job: { domain: string; subdomain: string }, label: string): ConceptTarget['input'] {
  return { form: 'structural', domain: job.domain, subdomain: job.subdomain, key: label };
}

/** JSON from a provider's answer: an object, or a text holding one (bare or fenced). */
export function parseAnswer(answer: unknown): unknown {
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
  throw new InvalidMapError('invalid map: the answer is not JSON');
}

/** The graph engine's map of a provider answer, or InvalidMapError saying why it is not one. */
export function validateMap(answer: unknown, target: ConceptTarget): { map: ConceptMap; warnings: string[] } {
  const raw = parseAnswer(answer);
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { nodes?: unknown }).nodes)) {
    throw new InvalidMapError('invalid map: no nodes array');
  }
  const { map, warnings } = normaliseMap(raw as Record<string, unknown>, { structural: true, centerHint: target.input.key, lang: target.lang });
  if (map.nodes.length < MIN_MAP_NODES) throw new InvalidMapError(`invalid map: fewer than ${MIN_MAP_NODES} concepts`);
  if (map.edges.length === 0) throw new InvalidMapError('invalid map: no relations between concepts');
  return { map, warnings };
}

export interface MapWriterDeps {
  repo: MapRepository;
  clock: Clock;
  random: RandomSource;
}

/** Stores a finished map; returns its id and object key. */
export async function writeMap(
  deps: MapWriterDeps,
  target: ConceptTarget,
  made: { map: ConceptMap; warnings: string[]; generator: MapRecord['generator']; quality?: MapRecord['quality'] },
): Promise<{ mapId: string; storePath: string }> {
  const mapId = deps.random.uuid();
  const record: MapRecord = {
    version: 1,
    mapId,
    requestKey: requestKey({
      input: target.input,
      lang: target.lang,
      includeLearningPath: true,
      provider: target.requestModel,
    }),
    method: 'structural',
    input: { domain: target.input.domain, subdomain: target.input.subdomain, key: target.input.key },
    lang: target.lang,
    includeLearningPath: true,
    map: made.map,
    generator: made.generator,
    warnings: made.warnings,
    ...(made.quality ? { quality: made.quality } : {}),
    createdAt: new Date(deps.clock.now()).toISOString(),
  };
  await deps.repo.save(record);
  return { mapId, storePath: mapRecordKey(mapId) };
}
