// OpenAPI entries of the hosted page and its endpoints, from the same schemas the routes use.
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { errorResponses, htmlExample, jsonExample } from '../http/openapi-registry.js';
import * as EX from './openapi-examples.js';
import {
  DemoSessionRequestSchema,
  DemoSessionResponseSchema,
  PageQuerySchema,
  SESSION_TOKEN_HEADER,
  SimulationEndResponseSchema,
  SimulationMessageRequestSchema,
  SimulationSessionSchema,
  SPEECH_MAX_CHARS,
  AUDIO_MAX_BYTES,
  SpeechQuerySchema,
  SpeechRequestSchema,
  TranscriptionResponseSchema,
} from './schemas.js';
import { conversationExamples as CONV_EX, SendMessageResponseSchema } from '../conversations/index.js';

const html = (description: string, example = PAGE_EXAMPLE) => ({ description, ...htmlExample(example) });
const json = <S extends z.ZodType>(description: string, schema: S, example: unknown) => ({ description, ...jsonExample(schema, example) });
const PAGE_EXAMPLE = '<!doctype html>\n<html lang="en" data-theme="auto">\n<head>\n<meta charset="utf-8">\n<title>Asking your manager for remote Fridays · Conversation practice</title>\n…';
const NOTICE_EXAMPLE = '<!doctype html>\n<html lang="en" data-theme="auto">\n…<main class="notice card" data-testid="session-notice" data-kind="ended">…<h1>This session has ended</h1>…';

const tokenHeader = z.object({
  [SESSION_TOKEN_HEADER]: z.string().meta({ description: 'The `token` of embed_url: a capability for this one session (not an API key).' }),
});
const idParams = z.object({ id: z.string().meta({ description: 'The session_id.' }) });

const capabilityErrors = errorResponses('standard', {
  401: '`missing_token`: no X-Session-Token header',
  403: '`invalid_session_token`: the token is not this session\'s',
  404: '`not_found`: the session expired or was deleted',
});

export function registerSimulationDocs(r: OpenAPIRegistry): void {
  r.registerPath({
    method: 'get',
    path: '/simulation',
    summary: 'Hosted simulation page',
    description:
      'The page behind `embed_url`: the character with mood gauges, transcript, text and push-to-talk voice input, spoken replies, ' +
      'camera self-view (never sent anywhere), coach panel and the KSTAR report. Open it in a popup, an iframe ' +
      '(`allow="camera; microphone; autoplay; fullscreen"`; framing allowed for EMBED_ALLOWED_ORIGINS, any when empty) or by top-level redirect. ' +
      'It posts `{type: "session.ended", session_id, end_reason}` and `{type: "report.ready", session_id, report}` to its opener or parent: ' +
      'to the origin of the embedding page when it is in EMBED_ALLOWED_ORIGINS (or when the list is empty/`*`); when that origin is unknown, ' +
      'to each allowed origin, or to `*` when any origin is allowed. `ui` options of the session set theme, title, and hide the camera or coach.',
    request: { query: PageQuerySchema },
    responses: {
      200: html('The page'),
      400: html('A friendly "link is not valid" page: session or token missing', NOTICE_EXAMPLE),
      403: html('A friendly "link is not valid" page: the token is not this session\'s', NOTICE_EXAMPLE),
      404: html('A friendly "this session has ended" page: the session expired or was deleted', NOTICE_EXAMPLE),
    },
  });
  r.registerPath({
    method: 'get',
    path: '/simulation/api/sessions/{id}',
    summary: 'Session as the page shows it',
    description: 'For the hosted page: authorised by the capability in `X-Session-Token` only (never an API key or cookie).',
    request: { params: idParams, headers: tokenHeader },
    responses: { 200: json('The session', SimulationSessionSchema, EX.PAGE_SESSION), ...capabilityErrors },
  });
  r.registerPath({
    method: 'post',
    path: '/simulation/api/sessions/{id}/messages',
    summary: 'Send the learner\'s turn (page)',
    description: 'Same rules and response as `POST /api/v1/conversations/{id}/messages`, authorised by the capability; errors in the standard shape.',
    request: { params: idParams, headers: tokenHeader, body: { ...jsonExample(SimulationMessageRequestSchema, EX.PAGE_MESSAGE_REQUEST) } },
    responses: {
      200: json('The character\'s reply and the new state', SendMessageResponseSchema, CONV_EX.MESSAGE_RESPONSE),
      ...errorResponses('standard', { 400: '`empty_text`', 409: '`session_ended` or `max_turns_reached`', 502: '`npc_generation_failed`' }),
      ...capabilityErrors,
    },
  });
  r.registerPath({
    method: 'post',
    path: '/simulation/api/sessions/{id}/end',
    summary: 'End the session and get the report (page)',
    description: 'Idempotent, like `POST /api/v1/conversations/{id}/end`; the caller\'s metadata is left out.',
    request: { params: idParams, headers: tokenHeader },
    responses: { 200: json('The report', SimulationEndResponseSchema, EX.PAGE_END), ...errorResponses('standard', { 502: '`report_generation_failed`' }), ...capabilityErrors },
  });
  registerSpeechDocs(r);
  r.registerPath({
    method: 'post',
    path: '/simulation/api/demo-sessions',
    summary: 'Start a demo session (start page)',
    description:
      'Creates a session of a built-in scenario with the server\'s DEMO_API_KEY (the key never reaches the browser) and returns its page. ' +
      'Only from this service\'s own pages: a request whose Origin or Sec-Fetch-Site names another site is refused.',
    request: { body: { ...jsonExample(DemoSessionRequestSchema, EX.DEMO_REQUEST) } },
    responses: {
      201: json('The new session', DemoSessionResponseSchema, EX.DEMO_RESPONSE),
      ...errorResponses('standard', {
        400: '`invalid_request`',
        403: '`cross_origin`',
        404: '`scenario_not_found`',
        503: '`demo_disabled`: DEMO_API_KEY is not set; or `capacity_exceeded`',
      }),
    },
  });
  r.registerPath({
    method: 'get',
    path: '/',
    summary: 'Start page',
    description: 'Lists the built-in scenarios by category; with DEMO_API_KEY set, each has a Start button that opens a demo session.',
    responses: { 200: html('The start page', '<!doctype html>\n<html lang="en" data-theme="auto">\n…<h1>Conversation practice</h1>…') },
  });
}

const speechErrors = {
  401: '`missing_token`: no X-Session-Token header',
  403: '`invalid_session_token`: the token is not the capability of `?session=`',
  404: '`not_found`: the session expired or was deleted',
  409: '`speech_unavailable`: no provider (or model) is configured for it; the page uses the browser\'s speech',
  429: '`rate_limited`: 30 calls per session and minute (Retry-After)',
  502: '`speech_failed`: the provider did not answer',
};

function registerSpeechDocs(r: OpenAPIRegistry): void {
  r.registerPath({
    method: 'post',
    path: '/simulation/api/speech',
    summary: 'Speak a line in the character\'s voice (page)',
    description:
      'Text-to-speech through the configured provider (OpenAI `audio.speech`, or Azure OpenAI), in the voice of the session\'s scenario ' +
      `character (the caller cannot choose another). At most ${SPEECH_MAX_CHARS} characters. Authorised by the session's capability.`,
    request: { query: SpeechQuerySchema, headers: tokenHeader, body: { ...jsonExample(SpeechRequestSchema, EX.SPEECH_REQUEST) } },
    responses: {
      200: { description: 'The spoken line (MP3)', content: { 'audio/mpeg': { schema: z.string().meta({ format: 'binary' }), example: 'ID3… (MP3 audio)' } } },
      ...errorResponses('standard', { 400: '`invalid_request`: text empty or too long', ...speechErrors }),
    },
  });
  r.registerPath({
    method: 'post',
    path: '/simulation/api/transcribe',
    summary: 'Transcribe the learner\'s recorded speech (page)',
    description:
      'For browsers without speech recognition (Firefox): the page records with MediaRecorder and sends the audio as the body ' +
      `(audio/webm, audio/ogg, audio/wav, audio/mpeg or audio/mp4; at most ${AUDIO_MAX_BYTES} bytes). Transcribed by the provider ` +
      '(`audio.transcriptions`) in the session\'s language. Authorised by the session\'s capability.',
    request: {
      query: SpeechQuerySchema,
      headers: tokenHeader,
      body: { content: { 'audio/webm': { schema: z.string().meta({ format: 'binary' }), example: '\u001aE\u00df\u00a3… (WebM/Opus from MediaRecorder)' } } },
    },
    responses: {
      200: json('What was heard', TranscriptionResponseSchema, EX.TRANSCRIPTION),
      ...errorResponses('standard', { 400: '`invalid_request`: the audio is empty', 413: '`audio_too_large`', 415: '`unsupported_media_type`', ...speechErrors }),
    },
  });
}
