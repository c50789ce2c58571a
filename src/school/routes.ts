// /api/school (cookie authentication). Thin: authenticate, rate limit, admit educators and admins,
// parse with schemas.ts, call the SchoolService. Per-class rights live in policy.ts, applied by
// the service; manage routes check them before reading the body, so a caller without rights
// learns nothing from validation errors.
import { Router, type Express, type Request } from 'express';
import type { z } from 'zod';
import { requireRole } from '../auth/middleware.js';
import { principalOf } from '../auth/principal.js';
import { parseWith } from '../http/validate.js';
import type { SchoolArea } from './area.js';
import { registerSchoolDocs } from './openapi.js';
import { readPatch } from './patch-input.js';
import {
  CreateSchoolClassRequestSchema,
  ExpertRequestSchema,
  ListSchoolClassesQuerySchema,
  TransferRequestSchema,
  type SchoolClassListResponseSchema,
  type SchoolClassResponseSchema,
} from './schemas.js';

type Out<S extends z.ZodType> = z.infer<S>;
const classIdOf = (req: Request) => String(req.params.classId);
const one = (cls: Out<typeof SchoolClassResponseSchema>['class']) => ({ success: true, class: cls }) satisfies Out<typeof SchoolClassResponseSchema>;

export function mountSchool(app: Express, area: SchoolArea): void {
  registerSchoolDocs(area.openapi, area.limits);
  const { service } = area;
  // Repair the read model from the record store now rather than on the first request.
  service.ensureReady().catch(() => undefined);
  const { writes, reads } = area.limiters;
  const educators = requireRole('teacher', 'admin');
  const router = Router();
  router.use(area.authenticate);

  router.get('/classes', reads, educators, async (req, res) => {
    const query = parseWith(ListSchoolClassesQuerySchema, req.query);
    const page = await service.list(principalOf(req), query);
    res.json({ success: true, ...page } satisfies Out<typeof SchoolClassListResponseSchema>);
  });

  router.post('/classes', writes, educators, async (req, res) => {
    const input = parseWith(CreateSchoolClassRequestSchema, req.body ?? {});
    res.status(201).json(one(await service.create(principalOf(req), input)));
  });

  router.patch('/class/:classId', writes, educators, async (req, res) => {
    const p = principalOf(req);
    await service.authorizeManage(p, classIdOf(req));
    res.json(one(await service.update(p, classIdOf(req), readPatch(req.body))));
  });

  router.post('/class/:classId/invite-expert', writes, educators, async (req, res) => {
    const p = principalOf(req);
    await service.authorizeManage(p, classIdOf(req));
    const { email } = parseWith(ExpertRequestSchema, req.body ?? {});
    res.json(one(await service.inviteExpert(p, classIdOf(req), email)));
  });

  router.post('/class/:classId/remove-expert', writes, educators, async (req, res) => {
    const p = principalOf(req);
    await service.authorizeManage(p, classIdOf(req));
    const { email } = parseWith(ExpertRequestSchema, req.body ?? {});
    res.json(one(await service.removeExpert(p, classIdOf(req), email)));
  });

  router.post('/class/:classId/transfer-ownership', writes, educators, async (req, res) => {
    const p = principalOf(req);
    await service.authorizeManage(p, classIdOf(req));
    const { newOwnerEmail } = parseWith(TransferRequestSchema, req.body ?? {});
    res.json(one(await service.transferOwnership(p, classIdOf(req), newOwnerEmail)));
  });

  router.post('/class/:classId/accept-ownership', writes, educators, async (req, res) => {
    res.json(one(await service.acceptOwnership(principalOf(req), classIdOf(req))));
  });

  router.post('/class/:classId/cancel-transfer', writes, educators, async (req, res) => {
    res.json(one(await service.cancelTransfer(principalOf(req), classIdOf(req))));
  });

  app.use('/api/school', router);
}
