// The hosted page's provider speech: POST /simulation/api/speech (a line in, the character's voice
// out) and POST /simulation/api/transcribe (recorded audio in, text out, for browsers without
// speech recognition). Both are bound to one session by its capability (?session= and
// X-Session-Token, checked before the body is read; a session the page's logged-in user claimed
// needs their auth cookie too), limited per session by the auth layer's
// limiter, and bounded in size. Without a provider they answer 409 `speech_unavailable` and the
// page keeps the browser's own speech.
import type { Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { z } from 'zod';
import { sessionLanguages } from '../conversations/index.js';
import { defineEndpoint, type Endpoint } from '../http/endpoint.js';
import { appError, errors } from '../http/errors.js';
import { parseWith } from '../http/validate.js';
import type { SpeechGateway } from '../llm/speech.js';
import { TRANSCRIBABLE_TYPES } from '../llm/speech.js';
import type { SimulationArea } from './area.js';
import * as EX from './examples.js';
import { CLAIMED_REFUSAL, notClaimedByAnother, PAGE_AUTHORIZATION, pageAccess } from './page-learner.js';
import {
  AUDIO_MAX_BYTES,
  PageCookieSchema,
  SESSION_TOKEN_HEADER,
  SessionTokenHeaderSchema,
  SPEECH_MAX_CHARS,
  SPEECH_PATH,
  TRANSCRIBE_PATH,
  SpeechQuerySchema,
  SpeechRequestSchema,
  TranscriptionResponseSchema,
} from './schemas.js';
import { sessionCapabilityAuth } from './security.js';
import { speechLang } from './view.js';

/** Provider calls per session and minute: a conversation turn needs one of each at most. */
const SPEECH_LIMIT = { limit: 30, windowMs: 60_000 };
const TAGS = ['Hosted conversation page'];
const binary = (example: string) => ({ schema: z.string().meta({ format: 'binary' }), example });

const SPEECH_ERRORS = {
  401: '`missing_token`: no X-Session-Token header',
  403: `\`invalid_session_token\`: the token is not the capability of \`?session=\`; or ${CLAIMED_REFUSAL}`,
  404: '`not_found`: the session expired or was deleted',
  409: '`speech_unavailable`: no provider (or model) is configured for it; the page uses the browser\'s speech',
  429: '`rate_limited`: 30 calls per session and minute (Retry-After)',
  502: '`speech_failed`: the provider did not answer',
};

export function speechEndpoints(area: SimulationArea): Endpoint[] {
  const { service, speech, identity } = area;
  // The capability is the authentication: it names the session, whose counter the limit then uses.
  const session = sessionCapabilityAuth(speechCapability(area));
  const perSession = (name: string) => area.perKeyLimit(name, SPEECH_LIMIT, (req) => sessionOf(req));

  return [
    defineEndpoint({
      method: 'post',
      path: SPEECH_PATH,
      tags: TAGS,
      auth: session,
      limit: [available(speech, 'synthesis'), perSession('simulation-speech')],
      query: SpeechQuerySchema,
      body: { schema: SpeechRequestSchema, example: EX.SPEECH_REQUEST, parse: (raw) => parseWith(SpeechRequestSchema, raw) },
      handle: async ({ req, res, query, body }) => {
        // The voice is the scenario character's, never the caller's choice.
        const { voice } = (await service.get(query.session, await pageAccess(identity, req))).card.npc;
        return provider(() => speech.speak({ text: body.text, voice, signal: abortOnClose(res) }));
      },
      present: {
        description: 'The spoken line (MP3)',
        content: { 'audio/mpeg': binary('ID3… (MP3 audio)') },
        send: (res, spoken) => {
          res.set('Cache-Control', 'no-store').type(spoken.contentType).send(spoken.audio);
        },
      },
      docs: {
        summary: 'Speak a line in the character\'s voice (page)',
        description:
          'Text-to-speech through the configured provider (OpenAI `audio.speech`, or Azure OpenAI), in the voice of the session\'s scenario ' +
          `character (the caller cannot choose another). At most ${SPEECH_MAX_CHARS} characters. ${PAGE_AUTHORIZATION}`,
        request: { headers: SessionTokenHeaderSchema, cookies: PageCookieSchema },
        errors: { 400: '`invalid_request`: text empty or too long', ...SPEECH_ERRORS },
      },
    }),

    defineEndpoint({
      method: 'post',
      path: TRANSCRIBE_PATH,
      tags: TAGS,
      auth: session,
      limit: [available(speech, 'transcription'), perSession('simulation-transcribe')],
      query: SpeechQuerySchema,
      // The body is audio, read (bounded) by the handler after the session is found.
      handle: async ({ req, res, query }) => {
        const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (!TRANSCRIBABLE_TYPES.includes(type)) throw errors.unsupportedMediaType(`Audio must be one of ${TRANSCRIBABLE_TYPES.join(', ')}`);
        const languages = sessionLanguages(await service.get(query.session, await pageAccess(identity, req)));
        const audio = await readAudio(req);
        if (audio.length === 0) throw appError('invalid_request', 'The audio is empty');
        const language = speechLang(languages).split('-')[0]!.toLowerCase();
        return provider(() => speech.transcribe({ audio, contentType: type, language, signal: abortOnClose(res) }));
      },
      present: {
        description: 'What was heard',
        schema: TranscriptionResponseSchema,
        example: EX.TRANSCRIPTION,
        set: { 'Cache-Control': 'no-store' },
        body: (text) => ({ text }),
      },
      docs: {
        summary: 'Transcribe the learner\'s recorded speech (page)',
        description:
          'For browsers without speech recognition (Firefox): the page records with MediaRecorder and sends the audio as the body ' +
          `(audio/webm, audio/ogg, audio/wav, audio/mpeg or audio/mp4; at most ${AUDIO_MAX_BYTES} bytes). Transcribed by the provider ` +
          `(\`audio.transcriptions\`) in the session's language. ${PAGE_AUTHORIZATION}`,
        request: { headers: SessionTokenHeaderSchema, cookies: PageCookieSchema, body: { content: { 'audio/webm': binary('\u001aE\u00df\u00a3… (WebM/Opus from MediaRecorder)') } } },
        errors: { 400: '`invalid_request`: the audio is empty', 413: '`audio_too_large`', 415: '`unsupported_media_type`', ...SPEECH_ERRORS },
      },
    }),
  ];
}

/**
 * The session of ?session=, when X-Session-Token is its capability (constant-time check) and,
 * once the page's logged-in user claimed it, the request carries their cookie. Both the route's
 * authentication and the credentials-before-body check: either way before the body is read.
 */
export function speechCapability(area: SimulationArea): RequestHandler {
  const { service } = area;
  return (req, _res, next) => {
    const token = req.get(SESSION_TOKEN_HEADER);
    if (!token) return next(appError('missing_token', `Missing ${SESSION_TOKEN_HEADER} header (the token of embed_url)`));
    const query = SpeechQuerySchema.safeParse(req.query);
    if (!query.success) return next(appError('invalid_request', 'The ?session= query parameter names the session'));
    if (!service.capabilities.verify(query.data.session, token)) return next(appError('invalid_session_token', 'The session token is not valid for this session'));
    return notClaimedByAnother(area, req, query.data.session).then(() => next(), next);
  };
}

/** The session speechCapability checked (a string by then). */
function sessionOf(req: Request): string {
  return req.query.session as string;
}

function available(speech: SpeechGateway, what: 'synthesis' | 'transcription'): RequestHandler {
  return (_req, _res, next) => {
    if (speech[what]) return next();
    const name = what === 'synthesis' ? 'Text-to-speech' : 'Transcription';
    next(appError('speech_unavailable', `${name} through a provider is not configured on this server; the page uses the browser's speech`));
  };
}

async function readAudio(req: Request): Promise<Buffer> {
  const declared = Number(req.get('content-length') ?? NaN);
  const tooLarge = () => appError('audio_too_large', `Audio is limited to ${AUDIO_MAX_BYTES} bytes`);
  if (declared > AUDIO_MAX_BYTES) throw tooLarge();
  if (req.get('content-encoding') && req.get('content-encoding') !== 'identity') throw errors.unsupportedMediaType('Audio is sent without Content-Encoding');
  try {
    return await getRawBody(req, { limit: AUDIO_MAX_BYTES });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw tooLarge();
    throw err;
  }
}

/**
 * Stops the provider call when the page goes away first (e.g. the learner barged in). Listens on
 * the response, not the socket: a kept-alive socket carries many requests.
 */
function abortOnClose(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

async function provider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    // The provider's own message is logged (as the cause), never answered: it may name deployments.
    throw appError('speech_failed', 'The speech provider did not answer; the page uses the browser\'s speech', undefined, { cause: err });
  }
}
