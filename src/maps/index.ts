// Front door of the concept-map area (/api/direct/*, /api/map/curriculum and the map pages).
export { createMapsArea, type MapsArea, type MapsDeps } from './area.js';
export { mountMaps } from './routes.js';
export { LruMapCache, type MapCache, type MapCacheLimits } from './cache.js';
export type { MapService } from './service.js';
export { preloadWordNet } from './generation/index.js';
