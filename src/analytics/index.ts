// Front door of the learning-analytics area (/api/analytics; docs/analytics.md). Other areas and
// the composition root import only from here.
import type { Express } from 'express';
import type { AnalyticsArea } from './area.js';
import { registerAnalyticsDocs } from './openapi.js';
import { mountAnalyticsRoutes } from './routes.js';

export { createAnalyticsArea, type AnalyticsArea, type AnalyticsDeps } from './area.js';
export { analyticsMigrations } from './migrations.js';
export { SqliteEventStore } from './sqlite-store.js';
export type { EventStore } from './store.js';
export { loadTaxonomy, parseTaxonomy, type Taxonomy } from './taxonomy.js';
export { AnalyticsEventSchema, type AnalyticsEvent } from './schemas.js';

export function mountAnalytics(app: Express, area: AnalyticsArea): void {
  registerAnalyticsDocs(area.openapi);
  mountAnalyticsRoutes(app, area);
}
