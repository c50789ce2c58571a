// /api/class-content (cookie authentication). Thin: authenticate, check access to the class
// (before looking at the body, so outsiders learn nothing from validation errors), parse with
// schemas.ts, call the ContentService, present.
import { Router, type Express, type Request, type Response } from 'express';
import type { z } from 'zod';
import { principalOf, registerSecuritySchemes } from '../auth/index.js';
import { registerContentDocs } from './openapi.js';
import { parseWith } from '../http/validate.js';
import type { ContentArea } from './area.js';
import { presentCompetency, presentMetadata } from './presenters.js';
import {
  CriticismChatRequestSchema,
  CriticRequestSchema,
  PutVersionRequestSchema,
  RegenerateRequestSchema,
  SetActiveRequestSchema,
  type CompetencyListResponseSchema,
  type CriticismChatResponseSchema,
  type CriticResponseSchema,
  type DeleteVersionResponseSchema,
  type PutVersionResponseSchema,
  type RegenerateResponseSchema,
  type SetActiveResponseSchema,
  type VersionResponseSchema,
} from './schemas.js';
import { createHash } from 'node:crypto';

type Out<S extends z.ZodType> = z.infer<S>;
type P = Record<string, string>;

/** Sends a GET body with its ETag, or 304 when the caller's If-None-Match already has it. */
function sendWithEtag(req: Request, res: Response, etag: string, body: unknown): void {
  res.set('ETag', etag);
  res.set('Cache-Control', 'private, no-cache');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.json(body);
}

export function mountContent(app: Express, area: ContentArea): void {
  const { service } = area;
  // Docs are registered when the area is mounted, like every other area's.
  registerSecuritySchemes(area.openapi);
  registerContentDocs(area.openapi);
  const router = Router();
  router.use(area.authenticate);
  const selection = (req: Request) => ({ header: req.get('x-llm-provider') ?? undefined });

  router.post('/critic/:classId', area.modelCalls, async (req, res) => {
    const cls = await service.authorize(principalOf(req), (req.params as P).classId!);
    const body = parseWith(CriticRequestSchema, req.body ?? {});
    const result = await service.critique(cls, body, selection(req));
    res.json({ success: true, ...result } satisfies Out<typeof CriticResponseSchema>);
  });

  router.post('/criticism-chat/:classId', area.modelCalls, async (req, res) => {
    const cls = await service.authorize(principalOf(req), (req.params as P).classId!);
    const raw = (req.body ?? {}) as { chatHistory?: unknown };
    // A long history gets its own clear refusal rather than a generic validation line.
    if (Array.isArray(raw.chatHistory)) service.checkHistoryLength(raw.chatHistory.length);
    const body = parseWith(CriticismChatRequestSchema, raw);
    const result = await service.chat(cls, { ...body, chatHistory: body.chatHistory ?? [] }, selection(req));
    res.json({ success: true, ...result } satisfies Out<typeof CriticismChatResponseSchema>);
  });

  router.get('/:classId', async (req, res) => {
    const { classId } = req.params as P;
    await service.authorize(principalOf(req), classId!);
    const body = { success: true as const, classId: classId!, competencies: service.list(classId!).map(presentCompetency) } satisfies Out<typeof CompetencyListResponseSchema>;
    sendWithEtag(req, res, `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`, body);
  });

  router.get('/:classId/:competencyId/:mode/:version', async (req, res) => {
    const { classId, competencyId, mode, version } = req.params as P;
    await service.authorize(principalOf(req), classId!);
    const view = service.get(service.key(classId!, competencyId!, mode!), service.versionNumber(version!));
    const body = { success: true as const, content: view.record.content, metadata: presentMetadata(view.record, view.state) } satisfies Out<typeof VersionResponseSchema>;
    sendWithEtag(req, res, view.etag, body);
  });

  router.put('/:classId/:competencyId/:mode/:version', async (req, res) => {
    const { classId, competencyId, mode, version } = req.params as P;
    const p = principalOf(req);
    await service.authorize(p, classId!);
    const key = service.key(classId!, competencyId!, mode!);
    const n = service.versionNumber(version!);
    // An unknown version is 404 before the body is looked at.
    service.get(key, n);
    const { content } = parseWith(PutVersionRequestSchema, req.body ?? {});
    const { newVersion } = service.edit(p, key, n, content, req.get('if-match') ?? undefined);
    res.json({ success: true, newVersion, message: `Version ${newVersion} created from your edit of version ${n}` } satisfies Out<typeof PutVersionResponseSchema>);
  });

  router.delete('/:classId/:competencyId/:mode/:version', async (req, res) => {
    const { classId, competencyId, mode, version } = req.params as P;
    await service.authorize(principalOf(req), classId!);
    const n = service.versionNumber(version!);
    service.remove(service.key(classId!, competencyId!, mode!), n, req.get('if-match') ?? undefined);
    res.json({ success: true, message: `Version ${n} deleted` } satisfies Out<typeof DeleteVersionResponseSchema>);
  });

  router.post('/:classId/:competencyId/:mode/set-active', async (req, res) => {
    const { classId, competencyId, mode } = req.params as P;
    await service.authorize(principalOf(req), classId!);
    const key = service.key(classId!, competencyId!, mode!);
    const { version } = parseWith(SetActiveRequestSchema, req.body ?? {});
    const activeVersion = service.setActive(key, version);
    res.json({ success: true, activeVersion, message: `Version ${activeVersion} is now active` } satisfies Out<typeof SetActiveResponseSchema>);
  });

  router.post('/:classId/:competencyId/:mode/regenerate', area.modelCalls, async (req, res) => {
    const { classId, competencyId, mode } = req.params as P;
    const p = principalOf(req);
    const cls = await service.authorize(p, classId!);
    const key = service.key(classId!, competencyId!, mode!);
    const body = parseWith(RegenerateRequestSchema, req.body ?? {});
    const result = await service.regenerate(p, cls, key, body, selection(req));
    const message = `Generated ${result.newVersions.length} version(s): ${result.newVersions.join(', ')} (${result.generator.provider}/${result.generator.model})`;
    res.json({ success: true, ...result, message } satisfies Out<typeof RegenerateResponseSchema>);
  });

  app.use('/api/class-content', router);
}
