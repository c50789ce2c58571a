// The conversation API (/api/v1/conversations, API key) and the scenario list (/api/scenarios, open):
// each endpoint declared once, mounted and documented from the same declaration
// (src/http/endpoint.ts). Errors keep the area's own body shape (docs/errors.md). Every /api/v1
// path needs a key, known or not: the endpoints check it first thing, and one middleware after
// them checks it for any other /api/v1 path before that becomes a plain 404 (nothing to protect,
// nothing revealed).
import { createHash } from 'node:crypto';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Express, Request } from 'express';
import { absoluteBaseUrl } from '../http/base-url.js';
import { defineEndpoint, mountEndpoints, type Endpoint, type EndpointAuth } from '../http/endpoint.js';
import { jsonExample, registerSecuritySchemeOnce } from '../http/openapi-registry.js';
import type { ConversationsArea } from './area.js';
import { authenticateServiceKey, requireServiceKey } from './auth.js';
import { apiKeyAccess } from './policy.js';
import * as EX from './examples.js';
import { presentCreated, presentEnd, presentMessage, presentStatus, sessionUrls } from './presenters.js';
import { parseCreateRequest, parseMessageText } from './requests.js';
import { builtinScenarioCards, cardLanguage, type CardLanguage } from './scenarios/cards.js';
import type { ScenarioLibrary } from './scenarios/library.js';
import { ScenarioListQuerySchema, ScenarioListSchema, scenarioList } from './scenarios/summary.js';
import {
  ConversationStatusSchema,
  CreateConversationRequestSchema,
  CreateConversationResponseSchema,
  DeleteConversationResponseSchema,
  EndConversationResponseSchema,
  SendMessageRequestSchema,
  SendMessageResponseSchema,
  SessionIdParamsSchema,
} from './schemas.js';

export const SECURITY_SCHEME = 'ConversationApiKey';
const TAG = 'Conversation practice';
const BASE = '/api/v1/conversations';
export const SCENARIO_LIST_PATH = '/api/scenarios';

const AUTH_ERRORS = {
  401: '`missing_authorization` (no bearer token) or `invalid_key` (not in SERVICE_API_KEYS). The embed capability is never accepted here.',
  503: '`public_api_disabled`: SERVICE_API_KEYS is empty. With REDIS_URL, `storage_unavailable` (with Retry-After) when Redis does not answer.',
};
const SESSION_ERRORS = {
  ...AUTH_ERRORS,
  403: '`forbidden`: the session belongs to a different API key.',
  404: '`not_found`: the session expired (ttl_seconds), was deleted or never existed.',
};

function registerApiKeyScheme(registry: OpenAPIRegistry): void {
  registerSecuritySchemeOnce(registry, SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'One of the keys in SERVICE_API_KEYS. A session belongs to the key that created it.',
  });
}

export function conversationsEndpoints(area: ConversationsArea): Endpoint[] {
  const { service, keys, config } = area;
  // The auth step checks the key (401/503) and remembers its answer on the request, so reading
  // the owner again in `authorize` or `handle` costs no second hash.
  const caller = (req: Request) => authenticateServiceKey(keys, req);
  const access = (req: Request) => apiKeyAccess(caller(req));
  const auth: EndpointAuth = { handlers: [requireServiceKey(keys)], security: [{ [SECURITY_SCHEME]: [] }], register: registerApiKeyScheme };
  const common = { tags: [TAG], auth };
  const session = { ...common, params: SessionIdParamsSchema };
  const docs = { errorShape: 'conversation' as const };

  return [
    defineEndpoint({
      ...common,
      method: 'post',
      path: BASE,
      body: { schema: CreateConversationRequestSchema, example: EX.CREATE_REQUEST, parse: parseCreateRequest },
      handle: async ({ req, body }) => {
        const created = await service.create(body, caller(req));
        return { ...created, urls: sessionUrls(absoluteBaseUrl(req, config.server.publicBaseUrl), created.record.id, created.capability) };
      },
      present: {
        status: 201,
        description: 'Session created',
        schema: CreateConversationResponseSchema,
        example: EX.CREATE_RESPONSE,
        body: (c) => presentCreated(c.record, c.urls, c.opening),
      },
      docs: {
        ...docs,
        summary: 'Create a conversation session',
        description: [
          'Starts a session from a built-in scenario (`scenario_id`) or an inline `scenario` (exactly one). The character opens the conversation.',
          'Unknown fields and out-of-range values are refused (`invalid_config`, one line per problem naming its path).',
          'URLs are absolute: from PUBLIC_BASE_URL, else from the request (honouring TRUST_PROXY).',
          'When a model provider is configured (LLM_PROVIDER with server credentials; this API takes no per-request provider), it writes the character\'s lines; the built-in engine otherwise. The engine always decides state, phase, flags and hints.',
          'Sessions live in this instance\'s memory and do not survive a restart, or with REDIS_URL in Redis, where every instance reads and changes them. At most SESSION_MAX_LIVE are live at once (503 `capacity_exceeded` with Retry-After when full); one API key may hold at most SESSION_MAX_LIVE_PER_KEY of them (default a quarter), and demo sessions at most SESSION_MAX_LIVE_PER_IP per client address (429 `rate_limited` with Retry-After). An ended session no longer counts as live; it stays readable (its report too) until its TTL.',
          'A transcript is bounded by SESSION_MAX_BYTES: the turn that passes it is taken, then the session ends with `end_reason: max_size_reached` and /end gives its report.',
          'A locale the session cannot be played in is 400 `unsupported_locale` (`supported_locales` lists the languages: the built-in engine\'s seven, or 14 with a model provider), never a silent English session.',
        ].join(' '),
        errors: {
          400: '`invalid_json`, `invalid_config` (with `errors[]`), or `unsupported_locale` (with `supported_locales`).',
          ...AUTH_ERRORS,
          404: '`scenario_not_found`: unknown `scenario_id`.',
          502: '`npc_generation_failed`: the model provider failed to write the opening message (no session was created).',
          429: '`rate_limited`: this API key already holds SESSION_MAX_LIVE_PER_KEY live sessions.',
          503: '`public_api_disabled`, `capacity_exceeded` when SESSION_MAX_LIVE sessions are live, or (with REDIS_URL) `storage_unavailable` with Retry-After when Redis does not answer.',
        },
      },
    }),

    defineEndpoint({
      ...session,
      method: 'post',
      path: `${BASE}/{id}/messages`,
      // The session first: a caller without rights learns nothing from body errors.
      authorize: ({ req, params }) => service.forTurn(params.id, access(req)),
      body: { schema: SendMessageRequestSchema, example: EX.MESSAGE_REQUEST, parse: (raw) => ({ text: parseMessageText(raw) }) },
      // A built-in turn is synchronous: the reply is sent without a promise (the hot path).
      handle: ({ req, authorized, body }) => service.sendMessage(authorized, body.text, access(req)),
      present: { description: 'The character\'s reply', schema: SendMessageResponseSchema, example: EX.MESSAGE_RESPONSE, body: presentMessage },
      docs: {
        ...docs,
        summary: 'Send the learner\'s message',
        description: [
          'Takes one user turn and returns the character\'s reply, its updated state, a coach hint (null when the coach is disabled or silent) and every flag so far.',
          'When the turn reaches the cap (options.max_user_turns, else 200) the session ends: `session_ended: true`, `end_reason: "max_turns_reached"`.',
          'Messages to one session are processed one at a time, in arrival order.',
          'If the model provider fails (502 `npc_generation_failed`), the turn is not counted and the session is unchanged: retry it.',
        ].join(' '),
        errors: {
          400: '`empty_text` (text missing, empty or blank), `invalid_json`, or `invalid_config` (wrong type, too long, unknown field; a body with an unknown field is `invalid_config` naming it, even when text is missing or blank too).',
          ...SESSION_ERRORS,
          409: '`session_ended`: the session had already ended when the message arrived. `max_turns_reached`: the session was active when the message arrived, but a turn queued ahead of it reached the cap (so this one was not taken). `session_busy` (with REDIS_URL only): another instance kept the session busy for over 10 s (a slow model call); nothing changed, retry after Retry-After.',
          502: '`npc_generation_failed`: the model provider failed; nothing changed, retry.',
        },
      },
    }),

    defineEndpoint({
      ...session,
      method: 'post',
      path: `${BASE}/{id}/end`,
      handle: ({ req, params }) => service.end(params.id, access(req)),
      present: { description: 'The report', schema: EndConversationResponseSchema, example: EX.END_RESPONSE, body: presentEnd },
      docs: {
        ...docs,
        summary: 'End the session and get the report',
        description:
          'Ends an active session (`end_reason: "ended_by_caller"`) and returns the KSTAR report; on an ended session returns the same report again (idempotent). No body. With a model provider configured, `ai_summary` is model-written; if that fails (502 `report_generation_failed`) the session is left as it was, so retry.',
        errors: {
          ...SESSION_ERRORS,
          409: '`session_busy` (with REDIS_URL only): another instance kept the session busy for over 10 s (a slow model call); nothing changed, retry after Retry-After.',
          502: '`report_generation_failed`: the model provider failed; retry.',
        },
      },
    }),

    defineEndpoint({
      ...session,
      method: 'get',
      path: `${BASE}/{id}`,
      handle: ({ req, params }) => service.get(params.id, access(req)),
      present: { description: 'The session', schema: ConversationStatusSchema, example: EX.STATUS_RESPONSE, body: presentStatus },
      docs: {
        ...docs,
        summary: 'Session status',
        description: 'The character state, every turn, hint and flag, and the lifetime. Poll this for changes (no webhooks).',
        errors: SESSION_ERRORS,
      },
    }),

    defineEndpoint({
      ...session,
      method: 'delete',
      path: `${BASE}/{id}`,
      handle: ({ req, params }) => service.remove(params.id, access(req)),
      present: { description: 'Deleted', schema: DeleteConversationResponseSchema, example: EX.DELETE_RESPONSE, body: () => ({ deleted: true }) },
      docs: {
        ...docs,
        summary: 'Delete the session',
        description: 'Frees the session at once; later requests get 404 `not_found`.',
        errors: SESSION_ERRORS,
      },
    }),

    scenarioListEndpoint(area.scenarios),
  ];
}

// Short enough that a redeploy with new scenarios shows up soon; ETag revalidation keeps it cheap.
const SCENARIO_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /api/scenarios: the built-in library, grouped by category, for integrators and the start
 * page. No authentication. The library never changes while the process runs, so each language's
 * body and ETag are computed once, on the first request in it.
 */
export function scenarioListEndpoint(library: ScenarioLibrary): Endpoint {
  const bodies = new Map<CardLanguage, { body: string; etag: string }>();
  const listIn = (language: CardLanguage) => {
    let found = bodies.get(language);
    if (!found) {
      const body = JSON.stringify(scenarioList(library, language, language === 'en' ? undefined : builtinScenarioCards()));
      found = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      bodies.set(language, found);
    }
    return found;
  };

  return defineEndpoint({
    method: 'get',
    path: SCENARIO_LIST_PATH,
    tags: [TAG],
    // `lang` is read as it comes, not validated: any value the cards are not written in lists them in English.
    handle: ({ req }) => listIn(cardLanguage(typeof req.query.lang === 'string' ? req.query.lang : undefined)),
    present: {
      description: 'The library',
      content: jsonExample(ScenarioListSchema, EX.SCENARIO_LIST).content,
      // With ETag already set, Express skips hashing and answers a matching If-None-Match with 304.
      send: (res, { body, etag }) => {
        res.set({ 'Cache-Control': SCENARIO_CACHE_CONTROL, ETag: etag }).type('application/json').send(body);
      },
    },
    docs: {
      summary: 'List the built-in scenarios',
      description:
        'Every built-in scenario, grouped by category (each category id equals a scenario `type`, in a fixed order; ' +
        'inside a category by difficulty, then title). Use a scenario `id` as `scenario_id` when creating a conversation. ' +
        'Hidden objectives, phases and failure patterns are not listed: they are for the character and the coach. ' +
        'No authentication. The list is fixed while the service runs; responses carry an ETag and `Cache-Control: ' +
        `${SCENARIO_CACHE_CONTROL}\`, and \`If-None-Match\` gets 304. ` +
        '`?lang=` lists titles (and translated briefings) in one of the 14 languages `en, es, fr, zh, de, pt, ar, hi, ja, ko, ru, it, nl, tr` (a regional tag such as `fr-CA` counts as its language); any other value lists them in English, and `language` in the body says which.',
      request: { query: ScenarioListQuerySchema },
      responses: { 304: { description: 'Not modified (the `If-None-Match` ETag is current)' } },
    },
  });
}

export function mountConversations(app: Express, area: ConversationsArea): void {
  mountEndpoints(app, area.openapi, conversationsEndpoints(area));
  // Every other /api/v1/* request needs a key too: the composition root (src/app.ts) mounts that
  // check right after these routes, beside the 405 a known path with another method gets.
}
