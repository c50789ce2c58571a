// The conversation API in the OpenAPI document: the bearer scheme and every path, from the same zod schemas
// that validate requests and type responses.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { errorResponses, jsonExample } from '../http/openapi-registry.js';
import * as EX from './openapi-examples.js';
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

const AUTH_ERRORS = {
  401: '`missing_authorization` (no bearer token) or `invalid_key` (not in SERVICE_API_KEYS). The embed capability is never accepted here.',
  503: '`public_api_disabled`: SERVICE_API_KEYS is empty.',
};
const SESSION_ERRORS = {
  ...AUTH_ERRORS,
  403: '`forbidden`: the session belongs to a different API key.',
  404: '`not_found`: the session expired (ttl_seconds), was deleted or never existed.',
};

const json = <S extends z.ZodType>(schema: S, description: string, example: unknown) => ({ description, ...jsonExample(schema, example) });

export function registerConversationDocs(r: OpenAPIRegistry): void {
  r.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'One of the keys in SERVICE_API_KEYS. A session belongs to the key that created it.',
  });
  const security = [{ [SECURITY_SCHEME]: [] }];

  r.registerPath({
    method: 'post',
    path: BASE,
    tags: [TAG],
    summary: 'Create a conversation session',
    description: [
      'Starts a session from a built-in scenario (`scenario_id`) or an inline `scenario` (exactly one). The character opens the conversation.',
      'Unknown fields and out-of-range values are refused (`invalid_config`, one line per problem naming its path).',
      'URLs are absolute: from PUBLIC_BASE_URL, else from the request (honouring TRUST_PROXY).',
      'When a model provider is configured (LLM_PROVIDER with server credentials; this API takes no per-request provider), it writes the character\'s lines; the built-in engine otherwise. The engine always decides state, phase, flags and hints.',
      'Sessions live in this instance\'s memory and do not survive a restart. At most SESSION_MAX_LIVE are live at once (503 `capacity_exceeded` with Retry-After when full); one API key may hold at most SESSION_MAX_LIVE_PER_KEY of them (default a quarter), and demo sessions at most SESSION_MAX_LIVE_PER_IP per client address (429 `rate_limited` with Retry-After). An ended session no longer counts as live; it stays readable (its report too) until its TTL.',
      'A transcript is bounded by SESSION_MAX_BYTES: the turn that passes it is taken, then the session ends with `end_reason: max_size_reached` and /end gives its report.',
      'A locale the session cannot be played in is 400 `unsupported_locale` (`supported_locales` lists the languages: the built-in engine\'s seven, or 14 with a model provider), never a silent English session.',
    ].join(' '),
    security,
    request: { body: { required: true, ...jsonExample(CreateConversationRequestSchema, EX.CREATE_REQUEST) } },
    responses: {
      201: json(CreateConversationResponseSchema, 'Session created', EX.CREATE_RESPONSE),
      ...errorResponses('conversation', {
        400: '`invalid_json`, `invalid_config` (with `errors[]`), or `unsupported_locale` (with `supported_locales`).',
        ...AUTH_ERRORS,
        404: '`scenario_not_found`: unknown `scenario_id`.',
        502: '`npc_generation_failed`: the model provider failed to write the opening message (no session was created).',
        429: '`rate_limited`: this API key already holds SESSION_MAX_LIVE_PER_KEY live sessions.',
        503: '`public_api_disabled`, or `capacity_exceeded` when SESSION_MAX_LIVE sessions are live.',
      }),
    },
  });

  r.registerPath({
    method: 'post',
    path: `${BASE}/{id}/messages`,
    tags: [TAG],
    summary: 'Send the learner\'s message',
    description: [
      'Takes one user turn and returns the character\'s reply, its updated state, a coach hint (null when the coach is disabled or silent) and every flag so far.',
      'When the turn reaches the cap (options.max_user_turns, else 200) the session ends: `session_ended: true`, `end_reason: "max_turns_reached"`.',
      'Messages to one session are processed one at a time, in arrival order.',
      'If the model provider fails (502 `npc_generation_failed`), the turn is not counted and the session is unchanged: retry it.',
    ].join(' '),
    security,
    request: { params: SessionIdParamsSchema, body: { required: true, ...jsonExample(SendMessageRequestSchema, EX.MESSAGE_REQUEST) } },
    responses: {
      200: json(SendMessageResponseSchema, 'The character\'s reply', EX.MESSAGE_RESPONSE),
      ...errorResponses('conversation', {
        400: '`empty_text` (text missing, empty or blank), `invalid_json`, or `invalid_config` (wrong type, too long, unknown field).',
        ...SESSION_ERRORS,
        409: '`session_ended`: the session had already ended when the message arrived. `max_turns_reached`: the session was active when the message arrived, but a turn queued ahead of it reached the cap (so this one was not taken).',
        502: '`npc_generation_failed`: the model provider failed; nothing changed, retry.',
      }),
    },
  });

  r.registerPath({
    method: 'post',
    path: `${BASE}/{id}/end`,
    tags: [TAG],
    summary: 'End the session and get the report',
    description:
      'Ends an active session (`end_reason: "ended_by_caller"`) and returns the KSTAR report; on an ended session returns the same report again (idempotent). No body. With a model provider configured, `ai_summary` is model-written; if that fails (502 `report_generation_failed`) the session is left as it was, so retry.',
    security,
    request: { params: SessionIdParamsSchema },
    responses: {
      200: json(EndConversationResponseSchema, 'The report', EX.END_RESPONSE),
      ...errorResponses('conversation', { ...SESSION_ERRORS, 502: '`report_generation_failed`: the model provider failed; retry.' }),
    },
  });

  r.registerPath({
    method: 'get',
    path: `${BASE}/{id}`,
    tags: [TAG],
    summary: 'Session status',
    description: 'The character state, every turn, hint and flag, and the lifetime. Poll this for changes (no webhooks).',
    security,
    request: { params: SessionIdParamsSchema },
    responses: { 200: json(ConversationStatusSchema, 'The session', EX.STATUS_RESPONSE), ...errorResponses('conversation', SESSION_ERRORS) },
  });

  r.registerPath({
    method: 'delete',
    path: `${BASE}/{id}`,
    tags: [TAG],
    summary: 'Delete the session',
    description: 'Frees the session at once; later requests get 404 `not_found`.',
    security,
    request: { params: SessionIdParamsSchema },
    responses: { 200: json(DeleteConversationResponseSchema, 'Deleted', EX.DELETE_RESPONSE), ...errorResponses('conversation', SESSION_ERRORS) },
  });
}
