// Front door of the concept-map area (/api/direct/*, /api/map/curriculum and the map pages): what
// the composition root and other areas (batch generation, class content) may use.
export { createMapsArea, type MapsArea, type MapsDeps } from './area.js';
export { mapMigrations } from './migrations.js';
export { SqlMapPointers, type MapPointers } from './map-pointers.js';
export { mountMaps } from './endpoints.js';
export { LruMapCache, type MapCache, type MapCacheLimits } from './cache.js';
export type { MapService } from './service.js';
export { preloadWordNet, preloadKnowledge, preloadNlp } from './generation/index.js';
export { normaliseMap } from './graph/index.js';
export { generateMap, type MapInput, type MapResult } from './generation/index.js';
/** The built-in map generator's name, as every map it makes names it (`generator.model`). */
export { BUILTIN_MODEL as BUILTIN_MAP_GENERATOR } from './generation/builtin/index.js';
export { mapSystemPrompt, mapUserPrompt } from './generation/model/prompts.js';
export { ModelMapSchema } from './generation/model/schemas.js';
export { MapRepository, mapRecordKey, type MapRecord } from './map-repository.js';
export { requestKey } from './request-key.js';
export { LANGS, type ConceptMap, type Lang } from './map-schema.js';
export { lexicalEntry, type LexicalEntry, type LexicalTerm } from './lexicon.js';
export { topicKnowledge, type TopicKnowledge, type TopicConcept } from './topic-knowledge.js';
export { mapApiKeyAuth } from './auth.js';
