// Front door of the learning-analytics area (/api/analytics; docs/analytics.md). Other areas and
// the composition root import only from here.

export { createAnalyticsArea, type AnalyticsArea, type AnalyticsDeps } from './area.js';
export { mountAnalytics } from './endpoints.js';
export { analyticsMigrations } from './migrations.js';
export { SqlEventStore } from './sql-store.js';
export type { EventStore } from './store.js';
export { loadTaxonomy, parseTaxonomy, type Taxonomy } from './taxonomy.js';
export { AnalyticsEventSchema, type AnalyticsEvent } from './schemas.js';
