// /api/curriculum/batch-* routes. Thin: authenticate, check the role, rate limit, call the service.
import { Router, type Express, type Request } from 'express';
import { bearerAuth, requireRole } from '../auth/middleware.js';
import { principalOf } from '../auth/principal.js';
import { perUserLimit } from '../classes/index.js';
import type { AppContext } from '../context.js';
import type { BatchService } from './service.js';

/** Each job is up to 30 generations; 20 jobs an hour per user is plenty for planning a term. */
export const SUBMIT_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

const header = (req: Request, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

export function batchRouter(ctx: AppContext, service: BatchService): Router {
  const router = Router();
  // The flag is checked first: with batch generation off, every route says so (503 batch_disabled).
  router.use((_req, _res, next) => {
    service.assertEnabled();
    next();
  });
  router.use(bearerAuth(ctx), requireRole('teacher', 'admin'));

  router.post('/batch-generate', perUserLimit(SUBMIT_LIMIT, ctx.clock), (req, res) => {
    res.status(202).json(service.submit(principalOf(req), req.body, header(req, 'x-llm-provider')));
  });

  router.get('/batch-status/:batchId', (req, res) => {
    res.json(service.status(principalOf(req), req.params.batchId, req.query));
  });

  router.get('/batch-results/:batchId', (req, res) => {
    res.json(service.results(principalOf(req), req.params.batchId, req.query));
  });

  return router;
}

export function mountBatchRoutes(app: Express, ctx: AppContext, service: BatchService): void {
  app.use('/api/curriculum', batchRouter(ctx, service));
}
