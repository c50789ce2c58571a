// Request and response shapes of the conversation API: one zod schema each, used to validate requests, to type the
// service and presenters, and to generate the OpenAPI document. Requests are strict: an unknown key
// or an out-of-range value is refused with one readable line per problem, never ignored.
import { z } from 'zod';
import { ScenarioSchema, ScenarioTypeSchema } from './scenarios/schema.js';

export const MAX_USER_TURNS_LIMIT = 200;
export const TTL_MIN_SECONDS = 60;
export const TTL_MAX_SECONDS = 86_400;
export const TTL_DEFAULT_SECONDS = 3600;
export const MESSAGE_MAX_CHARS = 4000;
export const METADATA_MAX_KEYS = 50;

const isLocale = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

export const UiOptionsSchema = z
  .object({
    hide_camera: z.boolean().optional(),
    hide_coach: z.boolean().optional(),
    mute_tts: z.boolean().optional(),
    theme: z.enum(['light', 'dark', 'auto'], { message: 'must be one of light, dark, auto' }).optional(),
    title_override: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
  })
  .strict()
  .meta({ id: 'ConversationUiOptions', description: 'Settings of the hosted (embedded) page.' });

export const MetadataSchema = z
  .record(
    z.string().min(1, 'keys must not be empty').max(100, 'keys must be at most 100 characters'),
    z.union([z.string().max(1000, 'must be at most 1000 characters'), z.number(), z.boolean()], {
      message: 'must be a string, number or boolean',
    }),
  )
  .refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, `must have at most ${METADATA_MAX_KEYS} keys`)
  .meta({
    id: 'ConversationMetadata',
    description: 'Caller data echoed in the status and end responses. Values: string, number or boolean only.',
  });

export const LearnerSchema = z
  .object({
    id: z.string().trim().min(1, 'must not be empty').max(255, 'must be at most 255 characters').meta({ description: 'The learner\'s account id on your platform (the xAPI account name).' }),
    name: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
    email: z.email('must be an e-mail address').max(254, 'must be at most 254 characters').optional().meta({ description: 'Lets a logged-in user with this e-mail read the statements back; never written into a statement.' }),
  })
  .strict()
  .meta({
    id: 'ConversationLearner',
    description:
      'Who practises. With it, the session\'s start and result are written to the learning record as xAPI statements (actor: the account {homePage: XAPI_ACCOUNT_HOMEPAGE, name: id}); without it, nothing is written. See docs/xapi.md.',
  });

export const ConversationOptionsSchema = z
  .object({
    locale: z
      .string()
      .trim()
      .max(35, 'must be at most 35 characters')
      .refine(isLocale, 'must be a BCP-47 language tag such as en or es-MX')
      .optional()
      .meta({
        description:
          'BCP-47 tag; sets the language of the character, the coach and the report (numbers in its conventions). Without a model provider the built-in engine plays `en, es, fr, de, pt, it, nl`; with one, also `zh, ar, hi, ja, ko, ru, tr`. Any other language is 400 `unsupported_locale`, whose `supported_locales` lists those of this server.',
      }),
    max_user_turns: z
      .int('must be an integer')
      .min(1, `must be an integer from 1 to ${MAX_USER_TURNS_LIMIT}`)
      .max(MAX_USER_TURNS_LIMIT, `must be an integer from 1 to ${MAX_USER_TURNS_LIMIT}`)
      .optional()
      .meta({ description: 'Hard cap on user turns; the session ends automatically when it is reached. Without it the soft cap of 200 applies.' }),
    coach_enabled: z.boolean().optional().meta({ description: 'Default true. When false, `coach_hint` is always null.' }),
    ttl_seconds: z
      .int('must be an integer')
      .min(TTL_MIN_SECONDS, `must be an integer from ${TTL_MIN_SECONDS} to ${TTL_MAX_SECONDS}`)
      .max(TTL_MAX_SECONDS, `must be an integer from ${TTL_MIN_SECONDS} to ${TTL_MAX_SECONDS}`)
      .optional()
      .meta({ description: `Session lifetime from creation (not sliding). Default ${TTL_DEFAULT_SECONDS}.` }),
    ui: UiOptionsSchema.optional(),
    metadata: MetadataSchema.optional(),
    learner: LearnerSchema.optional(),
  })
  .strict()
  .meta({ id: 'ConversationOptions' });

export const CreateConversationRequestSchema = z
  .object({
    scenario_id: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional().meta({ description: 'Id of a built-in scenario (see GET /api/scenarios).' }),
    scenario: ScenarioSchema.optional(),
    role: z
      .enum(['learner', 'counterpart'], { message: 'must be learner or counterpart' })
      .optional()
      .meta({ description: '`learner` (default): the AI plays the character. `counterpart`: the user plays the character; the AI plays the skilled practitioner.' }),
    options: ConversationOptionsSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const given = Number(body.scenario_id !== undefined) + Number(body.scenario !== undefined);
    if (given === 0) ctx.addIssue({ code: 'custom', message: 'scenario_id or scenario: exactly one is required' });
    if (given === 2) ctx.addIssue({ code: 'custom', message: 'scenario_id and scenario: give exactly one, not both' });
  })
  .meta({ id: 'CreateConversationRequest', description: 'Exactly one of `scenario_id` and `scenario`.' });
export type CreateConversationRequest = z.output<typeof CreateConversationRequestSchema>;

export const SendMessageRequestSchema = z
  .object({ text: z.string().max(MESSAGE_MAX_CHARS, `must be at most ${MESSAGE_MAX_CHARS} characters`) })
  .strict()
  .meta({ id: 'SendMessageRequest', description: `The learner's turn. Non-empty after trimming; at most ${MESSAGE_MAX_CHARS} characters.` });

// ---- responses ----

export const NpcStateSchema = z
  .object({
    trust: z.number(),
    resistance: z.number(),
    commitment_level: z.number(),
    skepticism: z.number(),
    engagement: z.number(),
    emotion: z.string(),
  })
  .strict()
  .meta({ id: 'NpcState', description: 'The character state, tracked deterministically. Numbers 0..1.' });

export const CoachHintSchema = z
  .object({
    type: z.enum(['praise', 'suggestion', 'warning', 'phase', 'info']),
    message: z.string(),
    timestamp: z.number().meta({ description: 'Epoch milliseconds.' }),
  })
  .strict()
  .meta({ id: 'CoachHint' });

export const TurnSchema = z
  .object({
    role: z.enum(['user', 'npc']),
    text: z.string(),
    timestamp: z.number().meta({ description: 'Epoch milliseconds.' }),
  })
  .strict()
  .meta({ id: 'ConversationTurn' });

export const FlagSchema = z
  .object({
    flag: z.string(),
    label: z
      .string()
      .optional()
      .meta({ description: "A short name of the flag in the session's language (an addition to the documented item shape): set for the engine's own flags, and for a scenario's failure pattern in a session in another language than the scenario's, whose `description` is then a general warning in the session's language." }),
    description: z.string(),
    turn_number: z.int(),
    evaluator: z
      .enum(['builtin', 'condition', 'builtin_prose', 'model'])
      .optional()
      .meta({
        description:
          'What raised the flag (an addition to the documented item shape): `builtin` (one of the engine\'s own flags), `condition` (a failure pattern in the formal condition language), `builtin_prose` (a plain-language pattern judged by the built-in engine), `model` (a plain-language pattern judged by the configured model).',
      }),
  })
  .strict()
  .meta({ id: 'ConversationFlag', description: '`flag` comes from a failure pattern of the scenario or is built in.' });

export const EndReasonSchema = z
  .enum(['max_turns_reached', 'ended_by_caller', 'max_size_reached'])
  .meta({
    id: 'ConversationEndReason',
    description: '`max_size_reached`: the transcript passed SESSION_MAX_BYTES; the turn that crossed it was taken, and /end gives the report.',
  });

export const ReportSchema = z
  .object({
    overall_score: z.number(),
    outcome: z.enum(['success', 'partial', 'failure']),
    outcome_label: z.string().meta({ description: "A short sentence in the session's language." }),
    conviction_delta: z.number(),
    kstar: z.object({ situation: z.string(), task: z.string(), action: z.string(), result: z.string(), delta: z.string() }).strict(),
    skill_scores: z.array(z.object({ skill: z.string(), score: z.number(), feedback: z.string() }).strict()),
    timeline: z.array(
      z
        .object({
          turn_number: z.int(),
          user_action: z.string(),
          npc_response: z.string(),
          coach_comment: z.string(),
          state_delta: z.record(z.string(), z.union([z.number(), z.string()])),
        })
        .strict(),
    ),
    flags: z.array(FlagSchema),
    improvement_plan: z.array(z.string()),
    ai_summary: z.string().meta({ description: 'Written by the configured model provider; by the built-in engine otherwise.' }),
    duration_seconds: z.number(),
    metrics: z
      .object({
        reflection_to_question_ratio: z.number(),
        open_question_share: z.number(),
        complex_reflection_share: z.number().meta({ description: 'Complex reflections / reflective turns (MITI); 0 without reflections.' }),
        talk_ratio: z.number(),
        longest_turn_words: z.number(),
        user_turns: z.number(),
        talk_ratio_chars: z.number().meta({ description: 'Learner characters / all characters, the opening included.' }),
        filler_count: z.number().meta({ description: 'Filler words ("um", "you know", ...) in the learner\'s turns.' }),
      })
      .strict()
      .optional()
      .meta({ description: 'The counts the scores were computed from.' }),
    better_lines: z
      .array(z.object({ turn_number: z.int(), said: z.string(), suggestion: z.string() }).strict())
      .optional()
      .meta({ description: "For the two turns that moved the character least: what was said and a line that would have worked better, in the session's language (learner role only)." }),
    outcome_checklist: z
      .array(z.object({ id: z.string(), label: z.string(), met: z.boolean() }).strict())
      .optional()
      .meta({ description: "The scenario's desired outcomes (its `character.outcomes`) and whether each was met; `outcome` is `success` only when all are. Present when the scenario has a character and the session speaks the scenario's language, learner role." }),
  })
  .strict()
  .meta({ id: 'ConversationReport', description: 'The KSTAR post-session report.' });
export type ReportBody = z.output<typeof ReportSchema>;

export const CreateConversationResponseSchema = z
  .object({
    session_id: z.uuid(),
    embed_url: z.url().meta({ description: 'Hosted page for this one session; carries a capability, so it needs no API key. Never accepted by /api/v1.' }),
    messages_url: z.url(),
    end_url: z.url(),
    status_url: z.url(),
    expires_at: z.iso.datetime(),
    scenario: z
      .object({
        id: z.string(),
        title: z.string(),
        type: ScenarioTypeSchema,
        npc: z.object({ name: z.string(), role: z.string(), voice: z.string() }).strict(),
      })
      .strict(),
    opening_message: z.string(),
  })
  .strict()
  .meta({ id: 'CreateConversationResponse' });
export type CreateConversationResponse = z.output<typeof CreateConversationResponseSchema>;

export const SendMessageResponseSchema = z
  .object({
    session_id: z.uuid(),
    npc_response: z.string(),
    updated_state: NpcStateSchema,
    coach_hint: z.union([CoachHintSchema, z.null()]).meta({ description: 'Null when the coach is disabled or has nothing to say on this turn.' }),
    session_ended: z.boolean(),
    end_reason: z.union([EndReasonSchema, z.null()]).meta({ description: 'Null while the session is active.' }),
    flags: z.array(FlagSchema).meta({ description: 'Every flag raised so far in the session (each names its turn_number).' }),
    turn_count: z.int().meta({ description: 'User turns taken so far, this one included.' }),
  })
  .strict()
  .meta({ id: 'SendMessageResponse' });
export type SendMessageResponse = z.output<typeof SendMessageResponseSchema>;

export const EndConversationResponseSchema = z
  .object({
    session_id: z.uuid(),
    report: ReportSchema,
    metadata: MetadataSchema.meta({ description: 'Echo of options.metadata ({} when none was given).' }),
  })
  .strict()
  .meta({ id: 'EndConversationResponse' });
export type EndConversationResponse = z.output<typeof EndConversationResponseSchema>;

export const ConversationStatusSchema = z
  .object({
    session_id: z.uuid(),
    npc_state: NpcStateSchema,
    turns: z.array(TurnSchema),
    coach_hints: z.array(CoachHintSchema),
    flags: z.array(FlagSchema),
    started_at: z.iso.datetime(),
    ended_at: z.iso.datetime().nullable().meta({ description: 'Null until the session ends.' }),
    end_reason: z.union([EndReasonSchema, z.null()]).meta({ description: 'Null while the session is active.' }),
    metadata: MetadataSchema,
    expires_at: z.iso.datetime(),
  })
  .strict()
  .meta({ id: 'ConversationStatus' });
export type ConversationStatus = z.output<typeof ConversationStatusSchema>;

export const DeleteConversationResponseSchema = z.object({ deleted: z.literal(true) }).strict().meta({ id: 'DeleteConversationResponse' });

export const SessionIdParamsSchema = z.object({
  id: z.string().meta({ description: 'The session_id returned by create.', param: { name: 'id', in: 'path' } }),
});
