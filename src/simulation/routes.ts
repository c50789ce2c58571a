// The hosted simulation page (GET /simulation), its session-scoped JSON endpoints
// (/simulation/api/sessions/:id, authorised by the capability in X-Session-Token, never a cookie
// or an API key), and the start page (GET /) with its demo-session endpoint.
import type { Express, Request, RequestHandler, Response } from 'express';
import {
  builtinScenarioCards,
  parseMessageText,
  presentEnd,
  presentMessage,
  presentPageView,
  scenarioList,
  sessionUrls,
  type ConversationService,
} from '../conversations/index.js';
import type { AppConfig } from '../config.js';
import type { PracticeLearner } from '../shared/practice-record.js';
import { absoluteBaseUrl } from '../http/base-url.js';
import { AppError, appError } from '../http/errors.js';
import { pageSecurityHeaders } from '../http/middleware/security.js';
import { parseWith } from '../http/validate.js';
import type { SimulationArea } from './area.js';
import { registerSimulationDocs } from './openapi.js';
import { renderNoticePage, type NoticeKind } from './notice-page.js';
import { renderSimulationPage } from './page.js';
import { pageLearner } from './page-learner.js';
import { checkReturnUrl } from './return-url.js';
import { DemoSessionRequestSchema, PageQuerySchema, SESSION_TOKEN_HEADER } from './schemas.js';
import { mountSpeech } from './speech-routes.js';
import { renderStartPage } from './start-page.js';
import { languageFromAcceptHeader, pageLanguage, scriptMessagesFor, stringsFor, type PageLanguage } from './strings.js';
import { buildPageSettings } from './view.js';

const CAPABILITY: { kind: 'capability' } = { kind: 'capability' };
const PAGE_PERMISSIONS = ['camera', 'microphone', 'autoplay', 'fullscreen'];

export function mountSimulation(app: Express, area: SimulationArea): void {
  // The assets are served by mountWebAssets (src/web/assets.ts); the pages only need their URLs.
  const { service, assets, config } = area;
  const allowedOrigins = config.conversations.embedAllowedOrigins;
  registerSimulationDocs(area.openapi);

  // The simulation page may be framed by EMBED_ALLOWED_ORIGINS (any when empty) and use camera and
  // microphone there. Avatars given as https URLs by inline scenarios may load from anywhere.
  const frameable = pageSecurityHeaders({
    frameAncestors: allowedOrigins,
    permissions: PAGE_PERMISSIONS,
    directives: { imgSrc: ["'self'", 'data:', 'blob:', 'https:'] },
  });
  const startHeaders = pageSecurityHeaders({ frameAncestors: ["'self'"] });

  app.get('/simulation', frameable, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const embed = req.query.embed === '1' || req.query.embed === 'true';
    const notice = (status: number, kind: NoticeKind) => {
      const lang = languageFromAcceptHeader(req.get('accept-language'));
      res.status(status).type('html').send(renderNoticePage(kind, lang, stringsFor(lang), assets, embed));
    };
    const query = PageQuerySchema.safeParse(req.query);
    if (!query.success) return notice(400, 'invalid');
    const { session, token, return_url } = query.data;
    if (!service.capabilities.verify(session, token)) return notice(403, 'invalid');
    // A logged-in user opening a session nobody named becomes its learner (docs/xapi.md).
    const learner = await pageLearner(area.identity, req);
    if (learner) claimOrIgnore(service, session, learner);
    const view = pageViewOrNull(service, session);
    if (!view) return notice(404, 'ended');

    const ret = checkReturnUrl(return_url, ownOrigin(config, req), allowedOrigins);
    if (ret.refused) req.log?.info({ session_id: session, reason: ret.refused }, 'simulation.return_url_refused');
    const lang = pageLanguage(view.locale ?? view.language);
    const speech = { synthesis: area.speech.synthesis, transcription: area.speech.transcription };
    const settings = buildPageSettings(view, { token, embed, returnUrl: ret.url, allowedOrigins, lang, messages: scriptMessagesFor(lang), speech });
    res.type('html').send(renderSimulationPage(settings, stringsFor(lang), assets));
  });

  const api = (path: string) => `/simulation/api/sessions/:id${path}`;
  const capability = requireCapability(service);
  app.get(api(''), capability, (req: Request<{ id: string }>, res) => {
    res.set('Cache-Control', 'no-store').json(presentPageView(service.get(req.params.id, CAPABILITY)));
  });
  app.post(api('/messages'), capability, async (req: Request<{ id: string }>, res) => {
    const record = service.get(req.params.id, CAPABILITY);
    res.set('Cache-Control', 'no-store').json(await service.sendMessage(record, parseMessageText(req.body), presentMessage));
  });
  app.post(api('/end'), capability, async (req: Request<{ id: string }>, res) => {
    const record = await service.end(req.params.id, CAPABILITY);
    const ended = presentEnd(record);
    res.set('Cache-Control', 'no-store').json({ session_id: ended.session_id, report: ended.report, learning_record: record.learningRecord === true });
  });

  mountSpeech(app, area);

  const demoKeyIndex = area.demoKeyIndex;
  app.post('/simulation/api/demo-sessions', sameOriginOnly(config), async (req, res) => {
    if (demoKeyIndex === null) {
      throw appError('demo_disabled', 'Demo sessions are off: set DEMO_API_KEY to one of SERVICE_API_KEYS (npm run demo does this)');
    }
    const body = parseWith(DemoSessionRequestSchema, req.body ?? {});
    const created = await service.create(
      { scenario_id: body.scenario_id, options: body.locale ? { locale: body.locale } : undefined },
      // Demo sessions share the demo key, so each client address gets its own share of them.
      { keyIndex: demoKeyIndex, demoClientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown' },
    );
    const { record, capability } = created;
    const embed = new URL(sessionUrls(absoluteBaseUrl(req, config.server.publicBaseUrl), record.id, capability).embed_url);
    embed.searchParams.set('return_url', '/');
    res.status(201).set('Cache-Control', 'no-store').json({ session_id: record.id, embed_url: embed.href, expires_at: new Date(record.expiresAt).toISOString() });
  });

  // The library and settings are fixed while the process runs: render once per language, on first use.
  const startPages = new Map<PageLanguage, string>();
  app.get('/', startHeaders, (req, res) => {
    const lang = languageFromAcceptHeader(req.get('accept-language'));
    let page = startPages.get(lang);
    // The scenario cards in the page's language (resources/scenarios/cards).
    if (!page) startPages.set(lang, (page = renderStartPage({ demoEnabled: demoKeyIndex !== null, assets, lang, list: scenarioList(area.scenarios, lang, builtinScenarioCards()) })));
    res.set({ 'Cache-Control': 'no-cache', Vary: 'Accept-Language' }).type('html').send(page);
  });
}

function claimOrIgnore(service: ConversationService, id: string, learner: PracticeLearner): void {
  try {
    service.claimLearner(id, CAPABILITY, learner);
  } catch (err) {
    // A session gone by now is the notice page's business, below.
    if (!(err instanceof AppError && err.code === 'not_found')) throw err;
  }
}

function pageViewOrNull(service: ConversationService, id: string) {
  try {
    return presentPageView(service.get(id, CAPABILITY));
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return null;
    throw err;
  }
}

/**
 * The capability check for the app's credentials-before-body layer, which runs before routing (no
 * req.params): the session id is read from the path.
 */
export function capabilityBeforeBody(area: SimulationArea): RequestHandler {
  const check = requireCapability(area.service);
  return (req, res, next) => {
    const id = /^\/simulation\/api\/sessions\/([^/]+)/.exec(req.path)?.[1] ?? '';
    check(Object.assign(Object.create(req) as Request<{ id: string }>, { params: { id } }), res, next);
  };
}

/** The session id in the path must match the capability in X-Session-Token (constant-time check). */
function requireCapability(service: ConversationService): RequestHandler<{ id: string }> {
  return (req, _res, next) => {
    const token = req.get(SESSION_TOKEN_HEADER);
    if (!token) return next(appError('missing_token', `Missing ${SESSION_TOKEN_HEADER} header (the token of embed_url)`));
    if (!service.capabilities.verify(req.params.id, token)) return next(appError('invalid_session_token', 'The session token is not valid for this session'));
    next();
  };
}

function ownOrigin(config: AppConfig, req: Request): string {
  return new URL(absoluteBaseUrl(req, config.server.publicBaseUrl)).origin;
}

/**
 * Demo sessions spend the server's demo key, so only our own start page may ask for one: a
 * browser request from another site (Origin or Sec-Fetch-Site says so) is refused.
 */
function sameOriginOnly(config: AppConfig): RequestHandler {
  return (req: Request, _res: Response, next) => {
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    if ((origin && origin !== ownOrigin(config, req)) || (site && site !== 'same-origin' && site !== 'none')) {
      return next(appError('cross_origin', 'Demo sessions can only be started from this service\'s start page'));
    }
    next();
  };
}
