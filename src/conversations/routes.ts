// Routes of part A (/api/v1/conversations) and the scenario list. Thin: authenticate, hand the body
// to the service, send what it returns. Every conversation path needs a key; an unknown /api/v1
// path is a plain 404 (nothing to protect, nothing revealed).
import type { Express } from 'express';
import type { AppContext } from '../context.js';
import { ApiKeySet } from '../http/api-keys.js';
import { absoluteBaseUrl } from '../http/base-url.js';
import { apiKeyAccess, apiKeyOwner, requireServiceKey } from './auth.js';
import { registerConversationDocs } from './openapi.js';
import { builtinScenarioLibrary } from './scenarios/library.js';
import { mountScenarioRoutes } from './scenarios/routes.js';
import { getConversationService } from './service.js';

const BASE = '/api/v1/conversations';


export function mountConversations(app: Express, ctx: AppContext): void {
  const service = getConversationService(ctx);
  registerConversationDocs(ctx);
  mountScenarioRoutes(app, ctx, builtinScenarioLibrary());

  // SPEC: every /api/v1/* request needs a key (503 when none are configured), not only known routes.
  app.use('/api/v1', requireServiceKey(new ApiKeySet(ctx.config.conversations.apiKeys)));

  app.post(BASE, async (req, res) => {
    res.status(201).json(await service.create(req.body, apiKeyOwner(res), absoluteBaseUrl(req, ctx.config.server.publicBaseUrl)));
  });
  app.post(`${BASE}/:id/messages`, async (req, res) => {
    res.json(await service.sendMessage(req.params.id, req.body, apiKeyAccess(res)));
  });
  app.post(`${BASE}/:id/end`, async (req, res) => {
    res.json(await service.end(req.params.id, apiKeyAccess(res)));
  });
  app.get(`${BASE}/:id`, (req, res) => {
    res.json(service.status(req.params.id, apiKeyAccess(res)));
  });
  app.delete(`${BASE}/:id`, (req, res) => {
    res.json(service.remove(req.params.id, apiKeyAccess(res)));
  });
}
