// /api/curriculum/batch-* and /api/curriculum/batches routes. Thin: authenticate, check the role, rate limit, call the service.
import { Router, type Express, type Request, type RequestHandler } from 'express';
import { principalOf, requireRole, type AuthArea } from '../auth/index.js';
import { parseWith } from '../http/validate.js';
import { BatchParamsSchema } from './schemas.js';
import type { BatchService } from './service.js';

/** Each job is up to 30 generations; 20 jobs an hour per user is plenty for planning a term. */
export const SUBMIT_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

const header = (req: Request, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

export function batchRouter(auth: AuthArea, service: BatchService): Router {
  const router = Router();
  // Per route, not router.use: other paths under /api/curriculum stay 404 rather than 401/503.
  // The flag is checked first: with batch generation off, every route says so (503 batch_disabled).
  const guard: RequestHandler[] = [
    (_req, _res, next) => {
      service.assertEnabled();
      next();
    },
    auth.bearer,
    requireRole('teacher', 'admin'),
  ];

  router.post('/batch-generate', ...guard, auth.perUserLimit('batch-submit', SUBMIT_LIMIT), (req, res) => {
    res.status(202).json(service.submit(principalOf(req), req.body, header(req, 'x-llm-provider')));
  });

  router.get('/batch-status/:batchId', ...guard, (req, res) => {
    res.json(service.status(principalOf(req), parseWith(BatchParamsSchema, req.params).batchId, req.query));
  });

  router.get('/batches', ...guard, (req, res) => {
    res.json(service.list(principalOf(req), req.query));
  });

  router.post('/batch-cancel/:batchId', ...guard, (req, res) => {
    res.json(service.cancel(principalOf(req), parseWith(BatchParamsSchema, req.params).batchId, req.query));
  });

  router.get('/batch-results/:batchId', ...guard, (req, res) => {
    res.json(service.results(principalOf(req), parseWith(BatchParamsSchema, req.params).batchId, req.query));
  });

  return router;
}

export function mountBatchRoutes(app: Express, auth: AuthArea, service: BatchService): void {
  app.use('/api/curriculum', batchRouter(auth, service));
}
