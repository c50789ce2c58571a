// Front door of the concept-map area (/api/direct/*, /api/map/curriculum and the map pages): what
// the composition root and other areas may use. Batch generation gets the area's `batchMaps` port
// (requests, generation, validated storage of one concept's map); class content reads the
// knowledge base through topicKnowledge.
export { createMapsArea, type MapsArea, type MapsDeps } from './area.js';
export { mapMigrations } from './migrations.js';
export { SqlMapPointers, type MapPointers } from './map-pointers.js';
export { mountMaps } from './endpoints.js';
export { mapApiKeyAuth } from './auth.js';
export { LruMapCache, type MapCache } from './cache.js';
export { preloadWordNet, preloadKnowledge, preloadNlp } from './generation/index.js';
// The shared WordNet (nouns), also read by the content critic for nouns that name one thing.
export { wordNet } from './generation/wordnet/reader.js';
export type { BatchMaps, ConceptTarget, MadeMap } from './batch-maps.js';
/** The built-in map generator's name, as every map it makes names it (`generator.model`). */
export { BUILTIN_MODEL as BUILTIN_MAP_GENERATOR } from './generation/builtin/index.js';
export { LANGS, type Lang } from './map-schema.js';
export { topicKnowledge, type TopicKnowledge, type TopicConcept } from './topic-knowledge.js';
