// Routes of part A (/api/v1/conversations) and the scenario list. Thin: authenticate, hand the body
// to the service, send what it returns. Every /api/v1 path needs a key, known or not: the
// conversation routes check it first thing, and one middleware after them checks it for any other
// /api/v1 path before that becomes a plain 404 (nothing to protect, nothing revealed).
import type { Express, Request } from 'express';
import type { AppContext } from '../context.js';
import { ApiKeySet } from '../http/api-keys.js';
import { absoluteBaseUrl } from '../http/base-url.js';
import { sendJson } from '../http/send.js';
import { apiKeyAccess, authenticateServiceKey, requireServiceKey } from './auth.js';
import { registerConversationDocs } from './openapi.js';
import { builtinScenarioLibrary } from './scenarios/library.js';
import { mountScenarioRoutes } from './scenarios/routes.js';
import { getConversationService } from './service.js';

const BASE = '/api/v1/conversations';

export function mountConversations(app: Express, ctx: AppContext): void {
  const service = getConversationService(ctx);
  const keys = new ApiKeySet(ctx.config.conversations.apiKeys);
  const caller = (req: Request) => authenticateServiceKey(keys, req);
  const access = (req: Request) => apiKeyAccess(caller(req));
  registerConversationDocs(ctx);
  mountScenarioRoutes(app, ctx, builtinScenarioLibrary());

  app.post(BASE, (req, res) => {
    const owner = caller(req);
    return sendJson(res, service.create(req.body, owner, absoluteBaseUrl(req, ctx.config.server.publicBaseUrl)), 201);
  });
  app.post(`${BASE}/:id/messages`, (req, res) => sendJson(res, service.sendMessage(req.params.id, req.body, access(req))));
  app.post(`${BASE}/:id/end`, (req, res) => sendJson(res, service.end(req.params.id, access(req))));
  app.get(`${BASE}/:id`, (req, res) => sendJson(res, service.status(req.params.id, access(req))));
  app.delete(`${BASE}/:id`, (req, res) => sendJson(res, service.remove(req.params.id, access(req))));

  // SPEC: every /api/v1/* request needs a key (503 when none are configured), not only known routes.
  app.use('/api/v1', requireServiceKey(keys));
}
