// Front door of the maps area: what other areas (batch generation) may use. See ARCHITECTURE.md.
export { normaliseMap } from './graph/index.js';
export { generateMap, type MapInput, type MapResult } from './generation/index.js';
export { mapSystemPrompt, mapUserPrompt } from './generation/model/prompts.js';
export { ModelMapSchema } from './generation/model/schemas.js';
export { MapRepository, mapRecordKey, type MapRecord } from './map-repository.js';
export { requestKey } from './request-key.js';
export { LANGS, type ConceptMap, type Lang } from './map-schema.js';
export { mountMaps } from './routes.js';
export { lexicalEntry, type LexicalEntry, type LexicalTerm } from './lexicon.js';
