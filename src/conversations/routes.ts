// Routes of the conversation API (/api/v1/conversations) and the scenario list. Thin:
// authenticate, parse with the area's schemas, call the service, present. Every /api/v1 path needs
// a key, known or not: the conversation routes check it first thing, and one middleware after them
// checks it for any other /api/v1 path before that becomes a plain 404 (nothing to protect,
// nothing revealed).
import type { Express, Request } from 'express';
import { absoluteBaseUrl } from '../http/base-url.js';
import { sendJson } from '../http/send.js';
import type { ConversationsArea } from './area.js';
import { apiKeyAccess, authenticateServiceKey, requireServiceKey } from './auth.js';
import { registerConversationDocs } from './openapi.js';
import { presentCreated, presentEnd, presentMessage, presentStatus, sessionUrls } from './presenters.js';
import { parseCreateRequest, parseMessageText } from './requests.js';
import { mountScenarioRoutes } from './scenarios/routes.js';

const BASE = '/api/v1/conversations';

export function mountConversations(app: Express, area: ConversationsArea): void {
  const { service, keys, config } = area;
  const caller = (req: Request) => authenticateServiceKey(keys, req);
  const access = (req: Request) => apiKeyAccess(caller(req));
  registerConversationDocs(area.openapi);
  mountScenarioRoutes(app, area.openapi, area.scenarios);

  app.post(BASE, async (req, res) => {
    const owner = caller(req);
    const created = await service.create(parseCreateRequest(req.body), owner);
    const urls = sessionUrls(absoluteBaseUrl(req, config.server.publicBaseUrl), created.record.id, created.capability);
    res.status(201).json(presentCreated(created.record, urls, created.opening));
  });
  app.post(`${BASE}/:id/messages`, (req, res) => {
    // Access first: a caller without rights learns nothing from body errors.
    const record = service.get(req.params.id, access(req));
    return sendJson(res, service.sendMessage(record, parseMessageText(req.body), presentMessage));
  });
  app.post(`${BASE}/:id/end`, async (req, res) => {
    res.json(presentEnd(await service.end(req.params.id, access(req))));
  });
  app.get(`${BASE}/:id`, (req, res) => {
    res.json(presentStatus(service.get(req.params.id, access(req))));
  });
  app.delete(`${BASE}/:id`, (req, res) => {
    service.remove(req.params.id, access(req));
    res.json({ deleted: true });
  });

  // Every /api/v1/* request needs a key (503 when none are configured), not only known routes.
  app.use('/api/v1', requireServiceKey(keys));
}
