// /api/analytics routes. Thin: authenticate (bearer or cookie), parse, call the service.
import type { Express } from 'express';
import { principalOf } from '../auth/index.js';
import { parseWith } from '../http/validate.js';
import type { AnalyticsArea } from './area.js';
import { EventBatchRequestSchema, ProfileParamsSchema } from './schemas.js';

export function mountAnalyticsRoutes(app: Express, area: AnalyticsArea): void {
  const { auth, service } = area;
  app.post('/api/analytics/events', auth.bearerOrCookie, area.eventWrites, (req, res) => {
    const { events } = parseWith(EventBatchRequestSchema, req.body);
    res.set('Cache-Control', 'no-store').json(service.record(principalOf(req), events));
  });
  app.get('/api/analytics/profile/:userId', auth.bearerOrCookie, (req, res) => {
    const { userId } = parseWith(ProfileParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json(service.profile(principalOf(req), userId));
  });
}
