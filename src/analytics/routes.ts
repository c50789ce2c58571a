// /api/analytics routes and the learner profile page. Thin: authenticate (bearer or cookie),
// parse, call the service.
import type { Express, Request } from 'express';
import { principalOf } from '../auth/index.js';
import { AppError } from '../http/errors.js';
import { pageSecurityHeaders } from '../http/middleware/security.js';
import { parseWith } from '../http/validate.js';
import { webAssets } from '../web/assets.js';
import { languageOf } from '../web/i18n/catalogue.js';
import type { AnalyticsArea } from './area.js';
import { renderLearnerNotice, renderLearnerPage } from './learner-page.js';
import { EventBatchRequestSchema, ProfileParamsSchema } from './schemas.js';

/** `?lang=`, else the first language of Accept-Language; the catalogue falls back to English. */
const pageLang = (req: Request) => languageOf(typeof req.query.lang === 'string' ? req.query.lang : req.get('accept-language')?.split(',')[0]);

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

  // The profile as a page, for whoever may read it (the service decides, as for the JSON). A reader
  // who is not signed in, or may not see it, gets a short page saying so (401 / 403), not JSON.
  const pageHeaders = pageSecurityHeaders({ frameAncestors: ["'self'"] });
  app.get('/analytics/learner/:userId', pageHeaders, (req, res, next) => {
    const lang = pageLang(req);
    const notice = (status: 401 | 403) =>
      res.status(status).set('Cache-Control', 'no-store').type('html').send(renderLearnerNotice(status === 401 ? 'sign_in' : 'forbidden', lang, webAssets()));
    const render = (err?: unknown) => {
      if (err) return err instanceof AppError && err.status === 401 ? notice(401) : next(err);
      try {
        const { userId } = parseWith(ProfileParamsSchema, req.params);
        const profile = service.profile(principalOf(req), userId);
        const labels = service.conceptLabels(userId);
        res.set('Cache-Control', 'no-store').type('html').send(renderLearnerPage({ profile, labels, lang, assets: webAssets() }));
      } catch (e) {
        if (e instanceof AppError && e.status === 403) return notice(403);
        next(e);
      }
    };
    // The auth middleware may throw, call back with an error, or reject: all end in `render`.
    try {
      void Promise.resolve(auth.bearerOrCookie(req, res, render)).catch(render);
    } catch (e) {
      render(e);
    }
  });
}
