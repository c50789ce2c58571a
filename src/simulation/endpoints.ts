// The hosted page's endpoints, each declared once (src/http/endpoint.ts): its pages
// (page-endpoints.ts), its session-scoped JSON endpoints (/simulation/api/sessions/{id}, authorised
// by the capability in X-Session-Token, never an API key; a session the page's logged-in user
// claimed also needs their auth cookie), its provider speech (speech-endpoints.ts) and the start
// page's demo-session endpoint.
import type { Express, Request, RequestHandler } from 'express';
import {
  conversationExamples as CONV_EX,
  parseMessageText,
  presentEnd,
  presentMessage,
  presentPageView,
  SendMessageResponseSchema,
  sessionUrls,
  type ConversationService,
} from '../conversations/index.js';
import { clientAddressKey } from '../auth/index.js';
import type { AppConfig } from '../config.js';
import { absoluteBaseUrl } from '../http/base-url.js';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import { appError } from '../http/errors.js';
import type { SimulationArea } from './area.js';
import * as EX from './examples.js';
import { ownOrigin, pageEndpoints } from './page-endpoints.js';
import { CLAIMED_REFUSAL, notClaimedByAnother, PAGE_AUTHORIZATION, pageAccess } from './page-learner.js';
import {
  DemoSessionRequestSchema,
  DemoSessionResponseSchema,
  PageCookieSchema,
  SESSION_TOKEN_HEADER,
  SessionParamsSchema,
  SessionTokenHeaderSchema,
  SimulationEndResponseSchema,
  SimulationMessageRequestSchema,
  SimulationSessionSchema,
} from './schemas.js';
import { sessionCapabilityAuth } from './security.js';
import { speechEndpoints } from './speech-endpoints.js';

const TAGS = ['Hosted conversation page'];
const NO_STORE = { 'Cache-Control': 'no-store' };
const CAPABILITY_ERRORS = {
  401: '`missing_token`: no X-Session-Token header',
  403: `\`invalid_session_token\`: the token is not this session's; or ${CLAIMED_REFUSAL}`,
  404: '`not_found`: the session expired or was deleted',
};

export function simulationEndpoints(area: SimulationArea): Endpoint[] {
  const [page, start] = pageEndpoints(area);
  return [page!, ...sessionEndpoints(area), ...speechEndpoints(area), demoEndpoint(area), start!];
}

export function mountSimulation(app: Express, area: SimulationArea): void {
  mountEndpoints(app, area.openapi, simulationEndpoints(area));
}

/** What the page does with its session: read it, send a turn, end it. */
function sessionEndpoints(area: SimulationArea): Endpoint[] {
  const { service, identity } = area;
  const auth = sessionCapabilityAuth(requireCapability(service));
  const access = (req: Request) => pageAccess(identity, req);
  const common = { tags: TAGS, auth, params: SessionParamsSchema } as const;
  const request = { headers: SessionTokenHeaderSchema, cookies: PageCookieSchema };

  return [
    defineEndpoint({
      ...common,
      method: 'get',
      path: '/simulation/api/sessions/{id}',
      handle: async ({ req, params }) => service.get(params.id, await access(req)),
      present: { description: 'The session', schema: SimulationSessionSchema, example: EX.PAGE_SESSION, set: NO_STORE, body: presentPageView },
      docs: {
        summary: 'Session as the page shows it',
        description: `For the hosted page. ${PAGE_AUTHORIZATION}`,
        request,
        errors: CAPABILITY_ERRORS,
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/simulation/api/sessions/{id}/messages',
      // The session is found (404) before the body is looked at.
      authorize: async ({ req, params }) => {
        const caller = await access(req);
        return { record: await service.forTurn(params.id, caller), caller };
      },
      // The conversation API's rules, with the validation code of every path outside /api/v1.
      body: { schema: SimulationMessageRequestSchema, example: EX.PAGE_MESSAGE_REQUEST, parse: (raw) => ({ text: parseMessageText(raw, 'invalid_request') }) },
      handle: ({ authorized, body }) => service.sendMessage(authorized.record, body.text, authorized.caller),
      present: {
        description: 'The character\'s reply and the new state',
        schema: SendMessageResponseSchema,
        example: CONV_EX.MESSAGE_RESPONSE,
        set: NO_STORE,
        body: presentMessage,
      },
      docs: {
        summary: 'Send the learner\'s turn (page)',
        description: `Same rules and response as \`POST /api/v1/conversations/{id}/messages\`; errors in the standard shape. ${PAGE_AUTHORIZATION}`,
        request,
        errors: {
          400: '`empty_text` (text missing, empty or blank), `invalid_json`, or `invalid_request` (wrong type, too long, unknown field; a body with an unknown field is `invalid_request` naming it, even when text is missing or blank too).',
          409: '`session_ended` or `max_turns_reached`',
          502: '`npc_generation_failed`',
          ...CAPABILITY_ERRORS,
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/simulation/api/sessions/{id}/end',
      handle: async ({ req, params }) => service.end(params.id, await access(req)),
      present: {
        description: 'The report',
        schema: SimulationEndResponseSchema,
        example: EX.PAGE_END,
        set: NO_STORE,
        body: (record) => {
          const ended = presentEnd(record);
          return { session_id: ended.session_id, report: ended.report, learning_record: record.learningRecord === true };
        },
      },
      docs: {
        summary: 'End the session and get the report (page)',
        description: `Idempotent, like \`POST /api/v1/conversations/{id}/end\`; the caller's metadata is left out. ${PAGE_AUTHORIZATION}`,
        request,
        errors: { 502: '`report_generation_failed`', ...CAPABILITY_ERRORS },
      },
    }),
  ];
}

/** POST /simulation/api/demo-sessions: a session of a built-in scenario on the server's demo key. */
function demoEndpoint(area: SimulationArea): Endpoint {
  const { service, config, demoKeyIndex } = area;
  return defineEndpoint({
    method: 'post',
    path: '/simulation/api/demo-sessions',
    tags: TAGS,
    auth: { handlers: [sameOriginOnly(config)] },
    // Off is said before the body is looked at.
    authorize: () => {
      if (demoKeyIndex === null) throw appError('demo_disabled', 'Demo sessions are off: set DEMO_API_KEY to one of SERVICE_API_KEYS (npm run demo does this)');
      return demoKeyIndex;
    },
    body: { schema: DemoSessionRequestSchema, example: EX.DEMO_REQUEST },
    handle: async ({ req, authorized: keyIndex, body }) => {
      const { record, capability } = await service.create(
        { scenario_id: body.scenario_id, options: body.locale ? { locale: body.locale } : undefined },
        // Demo sessions share the demo key, so each client address (an IPv6 client's /56) gets its own share of them.
        { keyIndex, demoClientIp: clientAddressKey(req) },
      );
      const embed = new URL(sessionUrls(absoluteBaseUrl(req, config.server.publicBaseUrl), record.id, capability).embed_url);
      embed.searchParams.set('return_url', '/');
      return { session_id: record.id, embed_url: embed.href, expires_at: new Date(record.expiresAt).toISOString() };
    },
    present: { status: 201, description: 'The new session', schema: DemoSessionResponseSchema, example: EX.DEMO_RESPONSE, set: NO_STORE, body: (created) => created },
    docs: {
      summary: 'Start a demo session (start page)',
      description:
        'Creates a session of a built-in scenario with the server\'s DEMO_API_KEY (the key never reaches the browser) and returns its page. ' +
        'Only from this service\'s own pages: a request whose Origin or Sec-Fetch-Site names another site is refused.',
      errors: {
        400: '`invalid_request`',
        403: '`cross_origin`',
        404: '`scenario_not_found`',
        503: '`demo_disabled`: DEMO_API_KEY is not set; or `capacity_exceeded`',
      },
    },
  });
}

/**
 * The check of the app's credentials-before-body layer, which runs before routing (no
 * req.params): the session id is read from the path. Beside the capability, a session the page's
 * logged-in user claimed is refused to any other caller before the body is read (the route's
 * service call checks it again, on the session as it is then).
 */
export function capabilityBeforeBody(area: SimulationArea): RequestHandler {
  return (req, _res, next) => {
    // Any letter case, as the routes match it.
    const id = /^\/simulation\/api\/sessions\/([^/]+)/i.exec(req.path)?.[1] ?? '';
    const refused = capabilityRefusal(area.service, req, id);
    if (refused) return next(refused);
    return notClaimedByAnother(area, req, id).then(() => next(), next);
  };
}

/** The session id in the path must match the capability in X-Session-Token (constant-time check). */
function requireCapability(service: ConversationService): RequestHandler {
  return (req, _res, next) => next(capabilityRefusal(service, req, req.params.id as string));
}

/** Why the capability in X-Session-Token does not open session `id`, or undefined when it does. */
function capabilityRefusal(service: ConversationService, req: Request, id: string): Error | undefined {
  const token = req.get(SESSION_TOKEN_HEADER);
  if (!token) return appError('missing_token', `Missing ${SESSION_TOKEN_HEADER} header (the token of embed_url)`);
  if (!service.capabilities.verify(id, token)) return appError('invalid_session_token', 'The session token is not valid for this session');
  return undefined;
}

/**
 * Demo sessions spend the server's demo key, so only our own start page may ask for one: a
 * browser request from another site (Origin or Sec-Fetch-Site says so) is refused.
 */
function sameOriginOnly(config: AppConfig): RequestHandler {
  return (req, _res, next) => {
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    if ((origin && origin !== ownOrigin(config, req)) || (site && site !== 'same-origin' && site !== 'none')) {
      return next(appError('cross_origin', 'Demo sessions can only be started from this service\'s start page'));
    }
    next();
  };
}
