// Request and response shapes of the hosted page's own endpoints: one zod schema each, used for
// validation, types and the OpenAPI document. The session parts reuse the conversation API's schemas.
import { z } from 'zod';
import {
  CoachHintSchema,
  EndReasonSchema,
  NpcStateSchema,
  ReportSchema,
  ScenarioTypeSchema,
  TurnSchema,
  UiOptionsSchema,
} from '../conversations/index.js';
import { PAGE_LANGUAGES } from './strings.js';

export const SESSION_TOKEN_HEADER = 'X-Session-Token';
/** The page link's query parameter carrying the same capability. */
export const PAGE_TOKEN_PARAM = 'token';
/** The provider speech endpoints (bound to a session by ?session= and its capability). */
export const SPEECH_PATH = '/simulation/api/speech';
export const TRANSCRIBE_PATH = '/simulation/api/transcribe';

/** The capability of one session, sent by the page (documented; checked before routing reads the body). */
export const SessionTokenHeaderSchema = z.object({
  [SESSION_TOKEN_HEADER]: z.string().meta({ description: 'The `token` of embed_url: a capability for this one session (not an API key).' }),
});
/** The auth cookie, which a session the page's logged-in user claimed needs beside its capability (documented; read by the page's access check). */
export const PageCookieSchema = z.object({
  auth_token: z
    .string()
    .optional()
    .meta({ description: 'This service\'s login cookie. Needed only once its user has claimed the session (opened its page before any turn): then the capability alone is refused (403 `session_claimed`).' }),
});
export const SessionParamsSchema = z.object({ id: z.string().meta({ description: 'The session_id.' }) });

export const PageQuerySchema = z.object({
  session: z.string().min(1).max(100).meta({ description: 'The session_id.' }),
  [PAGE_TOKEN_PARAM]: z.string().min(1).max(128).meta({ description: 'The capability from embed_url.' }),
  embed: z.enum(['1', 'true', '0', 'false']).optional().meta({ description: '`1`: chrome-less layout that fits an iframe.' }),
  return_url: z
    .string()
    .max(2048)
    .optional()
    .meta({ description: 'Top-level redirect only: a "Return" link shown after the report. Must be on an origin in EMBED_ALLOWED_ORIGINS (or this service\'s own origin when the list is empty); otherwise it is ignored.' }),
});

export const SimulationSessionSchema = z
  .object({
    session_id: z.string(),
    scenario: z.object({ id: z.string(), title: z.string(), type: ScenarioTypeSchema }),
    npc: z.object({ name: z.string(), role: z.string(), voice: z.string(), avatar: z.string().nullable() }),
    role: z.enum(['learner', 'counterpart']),
    locale: z.string().nullable(),
    language: z.string().meta({ description: 'Language the character speaks.' }),
    ui: UiOptionsSchema,
    coach_enabled: z.boolean(),
    max_user_turns: z.int().nullable().meta({ description: 'The caller\'s cap, or null when only the soft cap of 200 applies.' }),
    turn_count: z.int(),
    turns: z.array(TurnSchema),
    state: NpcStateSchema,
    hints: z.array(CoachHintSchema),
    ended: z.boolean(),
    end_reason: EndReasonSchema.nullable(),
    expires_at: z.iso.datetime(),
    report: ReportSchema.nullable().meta({ description: 'Present once the session was ended through /end.' }),
    learning_record: z.boolean().meta({ description: 'Whether the result was queued for the learner\'s learning record (a session with a learner; docs/xapi.md).' }),
  })
  .meta({ id: 'SimulationSession', description: 'One session as the hosted page shows it.' });

export const SimulationMessageRequestSchema = z
  .object({ text: z.string().meta({ description: 'The learner\'s turn (non-empty).' }) })
  .meta({ id: 'SimulationMessageRequest' });

export const SimulationEndResponseSchema = z
  .object({
    session_id: z.string(),
    report: ReportSchema,
    learning_record: z.boolean().meta({ description: 'Whether the result was queued for the learner\'s learning record: the page then says "Saved to your learning record".' }),
  })
  .meta({ id: 'SimulationEndResponse', description: 'The report (the caller\'s metadata is not shown to the page).' });

export const DemoSessionRequestSchema = z
  .object({
    scenario_id: z.string().trim().min(1).max(100),
    locale: z.enum(PAGE_LANGUAGES).optional().meta({ description: 'Language of the character, coach and page.' }),
  })
  .strict()
  .meta({ id: 'DemoSessionRequest' });

export const DemoSessionResponseSchema = z
  .object({
    session_id: z.string(),
    embed_url: z.string().meta({ description: 'The hosted page for the new session (with a return link to the start page).' }),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'DemoSessionResponse' });

export type DemoSessionRequest = z.output<typeof DemoSessionRequestSchema>;

/** Characters of one spoken line (a character's reply is shorter than this). */
export const SPEECH_MAX_CHARS = 1000;
/** Bytes of one recorded utterance sent for transcription (about a minute of Opus). */
export const AUDIO_MAX_BYTES = 2 * 1024 * 1024;

export const SpeechQuerySchema = z.object({
  session: z.string().min(1).max(100).meta({ description: 'The session_id whose capability is in X-Session-Token.' }),
});

export const SpeechRequestSchema = z
  .object({ text: z.string().trim().min(1).max(SPEECH_MAX_CHARS).meta({ description: `The line to speak, in the character's voice (at most ${SPEECH_MAX_CHARS} characters).` }) })
  .strict()
  .meta({ id: 'SimulationSpeechRequest' });

export const TranscriptionResponseSchema = z
  .object({ text: z.string().meta({ description: 'What the provider heard (may be empty).' }) })
  .meta({ id: 'SimulationTranscription' });
