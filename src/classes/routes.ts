// /api/classes (bearer JWT). Thin: authenticate, rate limit, parse with schemas.ts, call
// the ClassService, present. Authorization lives in policy.ts, applied inside the service.
import { Router, type Express } from 'express';
import type { z } from 'zod';
import { principalOf, registerSecuritySchemes, requireRole } from '../auth/index.js';
import { parseWith } from '../http/validate.js';
import type { ClassesArea } from './area.js';
import { CREATE_LIMIT, JOIN_LIMIT } from './limits.js';
import { registerClassDocs } from './openapi.js';
import {
  CreateClassRequestSchema,
  JoinClassRequestSchema,
  ListClassesQuerySchema,
  RecordProgressRequestSchema,
  SaveCurriculumRequestSchema,
  type AllProgressResponseSchema,
  type ClassListResponseSchema,
  type ClassResponseSchema,
  type DeleteClassResponseSchema,
  type JoinClassResponseSchema,
  type ProgressResponseSchema,
} from './schemas.js';

type Out<S extends z.ZodType> = z.infer<S>;

export function mountClasses(app: Express, area: ClassesArea): void {
  const { service, auth } = area;
  registerSecuritySchemes(area.openapi);
  registerClassDocs(area.openapi);
  const router = Router();
  router.use(auth.bearer);

  router.post('/', requireRole('teacher', 'admin'), auth.perUserLimit('classes-create', CREATE_LIMIT), (req, res) => {
    const input = parseWith(CreateClassRequestSchema, req.body ?? {});
    const cls = service.create(principalOf(req), input);
    res.status(201).json({ success: true, class: cls } satisfies Out<typeof ClassResponseSchema>);
  });

  router.get('/', (req, res) => {
    const query = parseWith(ListClassesQuerySchema, req.query);
    const page = service.list(principalOf(req), query);
    res.json({ success: true, ...page } satisfies Out<typeof ClassListResponseSchema>);
  });

  router.post('/join', auth.perUserLimit('classes-join', JOIN_LIMIT), (req, res) => {
    const { code } = parseWith(JoinClassRequestSchema, req.body ?? {});
    const result = service.join(principalOf(req), code);
    res.json({ success: true, ...result } satisfies Out<typeof JoinClassResponseSchema>);
  });

  router.get('/:id', (req, res) => {
    const cls = service.get(principalOf(req), req.params.id);
    res.json({ success: true, class: cls } satisfies Out<typeof ClassResponseSchema>);
  });

  router.post('/:id/curriculum', (req, res) => {
    // Authorization before validation: a caller without rights learns nothing from body errors.
    const p = principalOf(req);
    service.authorize(p, req.params.id, 'manage');
    const { curriculum } = parseWith(SaveCurriculumRequestSchema, req.body ?? {}, 'invalid_curriculum');
    const cls = service.saveCurriculum(p, req.params.id, curriculum);
    res.json({ success: true, class: cls } satisfies Out<typeof ClassResponseSchema>);
  });

  router.delete('/:id', (req, res) => {
    const id = service.remove(principalOf(req), req.params.id);
    res.json({ success: true, deleted: true, id } satisfies Out<typeof DeleteClassResponseSchema>);
  });

  router.get('/:id/progress', (req, res) => {
    const progress = service.progress(principalOf(req), req.params.id);
    res.json({ success: true, ...progress } satisfies Out<typeof ProgressResponseSchema>);
  });

  router.post('/:id/progress', (req, res) => {
    const p = principalOf(req);
    service.authorize(p, req.params.id, 'enrolled');
    const { conceptId, status } = parseWith(RecordProgressRequestSchema, req.body ?? {});
    const progress = service.recordProgress(p, req.params.id, conceptId, status);
    res.json({ success: true, ...progress } satisfies Out<typeof ProgressResponseSchema>);
  });

  router.get('/:id/all-progress', (req, res) => {
    const all = service.allProgress(principalOf(req), req.params.id);
    res.json({ success: true, ...all } satisfies Out<typeof AllProgressResponseSchema>);
  });

  app.use('/api/classes', router);
}
