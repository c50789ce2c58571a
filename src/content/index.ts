// Front door of the class-content area (/api/class-content; see the OpenAPI document and README
// "Class content"). Other areas import only from here.
export { createContentArea, type ContentArea, type ContentDeps } from './area.js';
export { SqlContentStore } from './sql-store.js';
export type { ContentStore } from './store.js';
export type { SchoolClassDirectory as ContentClassDirectory } from './school-directory.js';
export { mountContent } from './endpoints.js';
export { contentMigrations } from './migrations.js';
export { MODES, KeContentSchema, SplContentSchema, SataContentSchema, type Mode, type AnyContent } from './content-schemas.js';
export type { ContentService } from './service.js';
export { preloadCritic } from './critic/warm-up.js';
