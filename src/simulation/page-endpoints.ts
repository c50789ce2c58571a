// The two HTML pages: the hosted simulation page (GET /simulation, opened through embed_url) and
// the start page (GET /). Declared like every endpoint (src/http/endpoint.ts); they answer HTML
// through their own responder, and a broken or stale link gets a friendly notice page, not JSON.
import type { Request } from 'express';
import { AppError } from '../http/errors.js';
import { defineEndpoint, type Endpoint } from '../http/endpoint.js';
import { absoluteBaseUrl } from '../http/base-url.js';
import { pageSecurityHeaders } from '../http/middleware/security.js';
import { htmlExample } from '../http/openapi-registry.js';
import {
  builtinScenarioCards,
  capabilityAccess,
  presentPageView,
  scenarioList,
  type CapabilityAccess,
  type ConversationRecord,
  type ConversationService,
  userTurnCount,
} from '../conversations/index.js';
import type { AppConfig } from '../config.js';
import type { PracticeLearner } from '../shared/practice-record.js';
import type { SimulationArea } from './area.js';
import * as EX from './examples.js';
import { renderNoticePage, type NoticeKind } from './notice-page.js';
import { renderSimulationPage } from './page.js';
import { pageLearner } from './page-learner.js';
import { checkReturnUrl } from './return-url.js';
import { PageQuerySchema } from './schemas.js';
import { pageLinkAuth } from './security.js';
import { renderStartPage } from './start-page.js';
import { languageFromAcceptHeader, pageLanguage, scriptMessagesFor, stringsFor, type PageLanguage } from './strings.js';
import { buildPageSettings, type LearnerClaim } from './view.js';

const PAGE_PERMISSIONS = ['camera', 'microphone', 'autoplay', 'fullscreen'];
const TAGS = ['Hosted conversation page'];

/** Which page to send: the simulation itself (200), or a notice with its status. */
type PageOutcome =
  | { status: number; notice: NoticeKind; lang: PageLanguage; embed: boolean }
  | { status: 200; record: ConversationRecord; token: string; embed: boolean; returnUrl: string | null; claim: LearnerClaim };

export function pageEndpoints(area: SimulationArea): Endpoint[] {
  // The assets are served by mountWebAssets (src/web/assets.ts); the pages only need their URLs.
  const { service, assets, config } = area;
  const allowedOrigins = config.conversations.embedAllowedOrigins;
  const demoEnabled = area.demoKeyIndex !== null;
  const notice = (description: string) => ({ description, ...htmlExample(EX.NOTICE_HTML) });
  // The library and settings are fixed while the process runs: render once per language, on first use.
  const startPages = new Map<PageLanguage, string>();
  const speech = { synthesis: area.speech.synthesis, transcription: area.speech.transcription };

  function renderPage(page: PageOutcome): string {
    if ('notice' in page) return renderNoticePage(page.notice, page.lang, stringsFor(page.lang), assets, page.embed);
    const view = presentPageView(page.record);
    const lang = pageLanguage(view.locale ?? view.language);
    const settings = buildPageSettings(view, { token: page.token, embed: page.embed, returnUrl: page.returnUrl, allowedOrigins, lang, messages: scriptMessagesFor(lang), speech, claim: page.claim });
    return renderSimulationPage(settings, stringsFor(lang), assets);
  }

  return [
    defineEndpoint({
      method: 'get',
      path: '/simulation',
      tags: TAGS,
      auth: pageLinkAuth,
      // The simulation page may be framed by EMBED_ALLOWED_ORIGINS (any when empty) and use camera and
      // microphone there. Avatars given as https URLs by inline scenarios may load from anywhere.
      headers: pageSecurityHeaders({
        frameAncestors: allowedOrigins,
        permissions: PAGE_PERMISSIONS,
        directives: { imgSrc: ["'self'", 'data:', 'blob:', 'https:'] },
      }),
      // The query is read here, not by the `query` step: a bad link answers a notice page, not JSON.
      // The handler decides which page and gathers what it needs; the present step renders it.
      handle: async ({ req, res }): Promise<PageOutcome> => {
        // Never cached, a refusal or an error included.
        res.set('Cache-Control', 'no-store');
        const embed = req.query.embed === '1' || req.query.embed === 'true';
        const noticePage = (status: number, kind: NoticeKind): PageOutcome => ({ status, notice: kind, lang: languageFromAcceptHeader(req.get('accept-language')), embed });
        const query = PageQuerySchema.safeParse(req.query);
        if (!query.success) return noticePage(400, 'invalid');
        const { session, token, return_url } = query.data;
        if (!service.capabilities.verify(session, token)) return noticePage(403, 'invalid');
        // A logged-in user opening a session nobody named, before any turn, becomes its learner
        // (docs/xapi.md); from then on it is theirs alone.
        const learner = await pageLearner(area.identity, req);
        const access = capabilityAccess(learner?.id ?? null);
        if (learner) await claimOrIgnore(service, session, access, learner);
        const record = await sessionOrRefusal(service, session, access);
        if (record === 'gone') return noticePage(404, 'ended');
        // Another user's: its transcript is theirs, and nothing on it would work from here.
        if (record === 'claimed') return noticePage(403, 'claimed');
        const claim = learnerClaim(record, learner);
        // Somebody played before the page was opened, and may still hold the link: nothing is written in this user's name.
        if (claim === 'turns_taken') req.log?.info({ session_id: session, reason: claim }, 'simulation.claim_declined');

        const ret = checkReturnUrl(return_url, ownOrigin(config, req), allowedOrigins);
        if (ret.refused) req.log?.info({ session_id: session, reason: ret.refused }, 'simulation.return_url_refused');
        return { status: 200, record, token, embed, returnUrl: ret.url, claim };
      },
      present: {
        description: 'The page',
        ...htmlExample(EX.PAGE_HTML),
        send: (res, page) => {
          res.status(page.status).type('html').send(renderPage(page));
        },
      },
      docs: {
        summary: 'Hosted simulation page',
        description:
          'The page behind `embed_url`: the character with mood gauges, transcript, text and push-to-talk voice input, spoken replies, ' +
          'camera self-view (never sent anywhere), coach panel and the KSTAR report. Open it in a popup, an iframe ' +
          '(`allow="camera; microphone; autoplay; fullscreen"`; framing allowed for EMBED_ALLOWED_ORIGINS, any when empty) or by top-level redirect. ' +
          'It posts `{type: "session.ended", session_id, end_reason}` and `{type: "report.ready", session_id, report}` to its opener or parent: ' +
          'to the origin of the embedding page when it is in EMBED_ALLOWED_ORIGINS (or when the list is empty/`*`); when that origin is unknown, ' +
          'to each allowed origin, or to `*` when any origin is allowed. `ui` options of the session set theme, title, and hide the camera or coach.',
        request: { query: PageQuerySchema },
        errors: {
          400: notice('A friendly "link is not valid" page: session or token missing'),
          403: notice(
            'A friendly "link is not valid" page: the token is not this session\'s; or a "this session is in use" page: the logged-in learner who opened it ' +
              'owns it, and this request does not carry their `auth_token` cookie',
          ),
          404: notice('A friendly "this session has ended" page: the session expired or was deleted'),
        },
      },
    }),

    defineEndpoint({
      method: 'get',
      path: '/',
      tags: TAGS,
      headers: pageSecurityHeaders({ frameAncestors: ["'self'"] }),
      handle: ({ req }) => {
        const lang = languageFromAcceptHeader(req.get('accept-language'));
        let page = startPages.get(lang);
        // The scenario cards in the page's language (resources/scenarios/cards).
        if (!page) startPages.set(lang, (page = renderStartPage({ demoEnabled, assets, lang, list: scenarioList(area.scenarios, lang, builtinScenarioCards()) })));
        return page;
      },
      present: {
        description: 'The start page',
        ...htmlExample(EX.START_HTML),
        send: (res, page) => {
          res.set({ 'Cache-Control': 'no-cache', Vary: 'Accept-Language' }).type('html').send(page);
        },
      },
      docs: {
        summary: 'Start page',
        description: 'Lists the built-in scenarios by category; with DEMO_API_KEY set, each has a Start button that opens a demo session.',
      },
    }),
  ];
}

async function claimOrIgnore(service: ConversationService, id: string, access: CapabilityAccess, learner: PracticeLearner): Promise<void> {
  try {
    await service.claimLearner(id, access, learner);
  } catch (err) {
    // A session gone by now, or another user's, is the notice page's business, below; one busy
    // with a call on another instance is being played: it stays anonymous.
    if (!(err instanceof AppError && (err.code === 'not_found' || err.code === 'session_claimed' || err.code === 'session_busy'))) throw err;
  }
}

async function sessionOrRefusal(service: ConversationService, id: string, access: CapabilityAccess): Promise<ConversationRecord | 'gone' | 'claimed'> {
  try {
    return await service.get(id, access);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return 'gone';
    if (err instanceof AppError && err.code === 'session_claimed') return 'claimed';
    throw err;
  }
}

/** What the page's logged-in user is to the session: its learner, or one who came after its turns. */
function learnerClaim(record: ConversationRecord, learner: PracticeLearner | undefined): LearnerClaim {
  if (!learner) return null;
  if (record.learner) return record.learner.source === 'page' && record.learner.id === learner.id ? 'claimed' : null;
  return record.endedAt === null && userTurnCount(record) > 0 ? 'turns_taken' : null;
}

/** This service's own origin, as the browser sees it (PUBLIC_BASE_URL when set). */
export function ownOrigin(config: AppConfig, req: Request): string {
  return new URL(absoluteBaseUrl(req, config.server.publicBaseUrl)).origin;
}
