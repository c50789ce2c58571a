// Request and response schemas of the map API (behaviour: docs/maps.md). One zod schema per
// shape: it validates the request, types the code and becomes the OpenAPI component.
import { z } from 'zod';
import { API_VERSION } from '../http/openapi-registry.js';
import { LlmSelectionSchema, SELECTABLE_PROVIDERS } from '../llm/select.js';
import { InvalidCredentialsError, parseInlineCredentials } from '../storage/objectstore/index.js';
import { LANG_ERROR } from './lang.js';
import { ConceptMapSchema, LANGS, QualitySchema, SuggestionSchema } from './map-schema.js';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** Body `lang`: exact code. Header and query values go through lang.ts. */
export const LangFieldSchema = z.enum(LANGS, { error: LANG_ERROR }).meta({
  description: `Language of the map (default \`en\`). Takes priority over the X-Language header and the lang query parameter. One of: ${LANGS.join(', ')}.`,
});

const ProviderIdSchema = z.enum(SELECTABLE_PROVIDERS, { error: `must be one of ${SELECTABLE_PROVIDERS.join(', ')}` });

export const XapiConfigSchema = z
  .strictObject({
    // http(s) only here: file:, data: and every other scheme are refused at validation; the
    // outbound guard (src/net/outbound.ts) then refuses plain http and private addresses in the route.
    endpoint: z
      .url({ protocol: /^https?$/, error: 'must be an https URL' })
      .max(500)
      .optional()
      .meta({ description: 'https only, on a public address (checked by the outbound guard; plain http and private, loopback and link-local addresses in any written form are refused with 400 `invalid_endpoint`).' }),
    username: z.string().max(200).optional(),
    password: z.string().max(500).optional(),
  })
  .meta({ id: 'MapXapiConfig', description: 'The caller\'s own learning record store: after the map is answered, one statement (actor: the authenticated caller, else an anonymous account; verb `received`; object `{activity_base}/map/{mapId}`) is sent to `{endpoint}/statements` with basic auth, through the outbound guard. Its failure does not fail the map request (logged as map.xapi_failed).' });
export type XapiConfig = z.output<typeof XapiConfigSchema>;

// GCS bucket naming rules (simplified): 3..63 of lowercase letters, digits, '-', '_', '.'.
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/;

export const ObjstoreConfigSchema = z
  .strictObject({
    bucketName: z.string().regex(BUCKET, 'must be a Cloud Storage bucket name (3-63 of a-z, 0-9, ".", "_", "-")'),
    projectId: z.string().min(1).max(100).optional(),
    // Required: a bucket named by the caller is written with the caller's credentials, never the
    // server's (which could reach buckets the caller has no right to).
    keyFile: z
      .string({ error: (issue) => (issue.input === undefined ? "required: a request's own bucket is written with its own service-account key, never the server's credentials" : undefined) })
      .max(20_000)
      .superRefine((v, ctx) => {
        try {
          parseInlineCredentials(v);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: err instanceof InvalidCredentialsError ? err.message : 'invalid keyFile' });
        }
      })
      .meta({ description: 'The JSON text of a service-account key (inline; a server path is refused). Only client_email and private_key are used.' }),
  })
  .meta({
    id: 'MapObjstoreConfig',
    description: 'Store this map in the caller’s Google Cloud Storage bucket instead of the server’s store, with the caller’s own service-account key (keyFile, required).',
  });

export const MapConfigSchema = z
  .strictObject({ llm: LlmSelectionSchema.optional(), xapi: XapiConfigSchema.optional(), objstore: ObjstoreConfigSchema.optional() })
  .meta({ id: 'MapRequestConfig' });

const STRUCTURAL = ['domain', 'subdomain', 'key'] as const;

export const AudienceSchema = z
  .strictObject({
    age: z.number({ error: 'must be a number' }).int('must be a whole number').min(4, 'must be at least 4').max(120).optional().meta({ description: 'Age of the learner in years.' }),
    grade: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1..13')
      .max(13, 'must be 1..13')
      .optional()
      .meta({ description: 'School year 1..12; 13 is the first year of university.' }),
    level: z.enum(['primary', 'middle', 'secondary', 'university', 'professional']).optional().meta({ description: 'Stage of education, when age and grade are not known.' }),
  })
  .refine((a) => a.age !== undefined || a.grade !== undefined || a.level !== undefined, { message: 'give at least one of age, grade or level' })
  .meta({
    id: 'MapAudience',
    description:
      'Who the map is for (optional; an extension of the map request). The built-in generator keeps the concepts of the topic whose grade band the learner has reached and writes descriptions at a readability that suits the age; a model is asked for concepts at that level. Precedence: grade, then age, then level. Without it the map shows the whole topic; a free-text problem may name its audience itself ("for a 10-year-old").',
  });

export const MapRequestSchema = z
  .strictObject({
    domain: text(200).optional().meta({ description: 'Structural form: the field, e.g. "Physics".' }),
    subdomain: text(200).optional().meta({ description: 'Structural form: the area within the domain, e.g. "Mechanics".' }),
    key: text(200).optional().meta({ description: 'Structural form: the key concept at the centre, e.g. "Newton’s second law".' }),
    problem: text(4000).optional().meta({ description: 'Free-text form: a problem or learning goal in prose.' }),
    lang: LangFieldSchema.optional(),
    audience: AudienceSchema.optional(),
    context: z.string().trim().max(4000, 'must be at most 4000 characters').optional().meta({ description: 'Extra instructions for the generator.' }),
    email: z.string().trim().pipe(z.email('must be an e-mail address').max(254)).optional().meta({ description: "Counts only when it is the e-mail of the authenticated caller (a JWT as `Authorization: Bearer` or the `auth_token` cookie): that user is then recorded (idempotent). Otherwise it is ignored: anonymous requests never create or modify users." }),
    name: text(200).optional().meta({ description: 'Display name, stored only with a matching `email` of the authenticated caller, and only when the user has none yet.' }),
    config: MapConfigSchema.optional(),
  })
  .superRefine((b, ctx) => {
    const given = STRUCTURAL.filter((f) => b[f] !== undefined);
    const free = b.problem !== undefined;
    if (free && given.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['problem'],
        message: `send either the structural form (domain, subdomain, key) or the free-text form (problem), not both (got problem and ${given.join(', ')})`,
      });
    } else if (!free && given.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'send either the structural form (domain, subdomain, key) or the free-text form (problem)' });
    } else if (!free && given.length < STRUCTURAL.length) {
      const missing = STRUCTURAL.filter((f) => b[f] === undefined);
      for (const f of missing) ctx.addIssue({ code: 'custom', path: [f], message: 'required in the structural form (domain, subdomain, key)' });
    }
  })
  .meta({
    id: 'MapRequest',
    description:
      'Exactly one form: structural (`domain`, `subdomain`, `key`, all required) or free text (`problem`). Both or neither: 400. Unknown fields: 400.',
  });
export type MapRequest = z.output<typeof MapRequestSchema>;

const boolParam = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** Query parameters of `/api/direct/map` (other parameters are ignored, e.g. cache busters). */
export const MapQuerySchema = z.object({
  json: z.string().optional().meta({ description: 'GET form: the URL-encoded JSON request body.' }),
  skipCache: boolParam.optional().meta({ description: '`true` regenerates the map and replaces the cached one.' }),
  includeLearningPath: boolParam.optional().meta({ description: '`false` skips the learning path and phases (returned empty).' }),
  lang: z.string().optional().meta({ description: 'Language code; lower priority than the body field and X-Language.' }),
});

export type MapQuery = z.output<typeof MapQuerySchema>;

/** The path of GET /api/direct/map/{mapId}: any id is looked up (an unknown one is 404). */
export const MapIdParamsSchema = z.object({
  mapId: z.string().meta({ description: 'The mapId of a map response or a batch result.', example: '350cca63-7f53-47a2-a015-5ebb0966d705' }),
});

export const MapHeadersSchema = z.object({
  'x-llm-provider': z.string().optional().meta({ description: 'Model provider: provider_a (default), provider_b, provider_c.' }),
  'x-language': z.string().optional().meta({ description: 'Language code (default en); lower priority than the body field.' }),
  'x-api-key': z.string().optional().meta({ description: 'API key, when the server sets MAP_API_KEYS (or use Authorization: Bearer).' }),
});

export const GeneratorSchema = z
  .object({ provider: z.enum(['provider_a', 'provider_b', 'provider_c', 'builtin']), model: z.string() })
  .meta({ id: 'Generator', description: 'What produced the artifact.' });

export const MapInputEchoSchema = z
  .union([
    z.object({ domain: z.string(), subdomain: z.string(), key: z.string() }),
    z.object({ problem: z.string() }),
  ])
  .meta({ id: 'MapInputEcho', description: 'Echo of the request form: structural fields, or `problem`.' });

export const MapResponseSchema = z
  .object({
    success: z.literal(true),
    mapId: z.uuid().meta({ description: 'Stable for equal requests (normalised: case, spacing) until skipCache=true.' }),
    method: z.enum(['structural', 'freeText']),
    cached: z.boolean().meta({ description: 'true when served from the cache.' }),
    input: MapInputEchoSchema,
    lang: LangFieldSchema,
    map: ConceptMapSchema,
    generator: GeneratorSchema,
    warnings: z.array(z.string()).meta({ description: 'Non-fatal notes from generation.' }),
    quality: QualitySchema.optional(),
    storePath: z.string().meta({ description: 'Where the map is stored: an object key, gs://bucket/key for a request bucket, or `cache:<mapId>` for an anonymous request\'s map, held only in memory until it expires (MAP_ANON_TTL_SECONDS).' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MapResponse' });
export type MapResponse = z.infer<typeof MapResponseSchema>;

export const CURRICULUM_MAX = 30;

export const CurriculumRequestSchema = z
  .strictObject({
    domain: text(200),
    subdomain: text(200),
    concepts: z
      .array(text(200), { error: 'must be an array of strings' })
      .min(1, 'must list at least one concept')
      .max(200, 'must list at most 200 concepts'),
    targetCount: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(CURRICULUM_MAX, `must be at most ${CURRICULUM_MAX}`)
      .default(15)
      .meta({ description: 'How many concepts the curriculum should have (default 15, maximum 30).' }),
    llmProvider: ProviderIdSchema.optional(),
    lang: LangFieldSchema.optional(),
  })
  .meta({ id: 'CurriculumRequest' });

export const CurriculumNodeSchema = z
  .object({ id: z.string(), label: z.string(), type: z.enum(['concept', 'skill', 'prerequisite']), isCenter: z.boolean().optional(), description: z.string() })
  .meta({ id: 'CurriculumNode' });

export const CurriculumResponseSchema = z
  .object({
    success: z.literal(true),
    curriculum: ConceptMapSchema.extend({ nodes: z.array(CurriculumNodeSchema).max(CURRICULUM_MAX) }).meta({ id: 'Curriculum' }),
    lang: LangFieldSchema,
    generator: GeneratorSchema,
    warnings: z.array(z.string()),
  })
  .meta({ id: 'CurriculumResponse' });

export const SUGGEST_MODES = ['curriculum'] as const;

export const SuggestModeSchema = z.object({
  mode: z.enum(SUGGEST_MODES, { error: `must be one of: ${SUGGEST_MODES.join(', ')}` }),
});

export const CurriculumSuggestRequestSchema = z
  .strictObject({
    mode: z.literal('curriculum'),
    domain: text(200),
    subdomain: text(200),
    lang: LangFieldSchema.optional(),
    count: z.number().int('must be a whole number').min(1).max(CURRICULUM_MAX).default(10).meta({ description: 'How many suggestions (default 10, maximum 30).' }),
    config: z.strictObject({ llm: LlmSelectionSchema.optional() }).optional(),
  })
  .meta({ id: 'CurriculumSuggestRequest' });

export const SuggestRequestSchema = z
  .discriminatedUnion('mode', [CurriculumSuggestRequestSchema])
  .meta({ id: 'SuggestRequest', description: `\`mode\` selects what is suggested; one of: ${SUGGEST_MODES.join(', ')}.` });

export const SuggestResponseSchema = z
  .object({
    success: z.literal(true),
    mode: z.enum(SUGGEST_MODES),
    lang: LangFieldSchema,
    suggestions: z.array(SuggestionSchema),
    generator: GeneratorSchema,
  })
  .meta({ id: 'SuggestResponse' });

export const DocsSchema = z
  .object({
    name: z.string(),
    version: z.literal(API_VERSION),
    description: z.string(),
    openapi: z.string().meta({ description: 'URL of the OpenAPI 3.1 document.' }),
    reference: z.string().meta({ description: 'URL of the human-readable API reference.' }),
    help: z.string().meta({ description: 'URL of the plain-text quick start for code agents.' }),
    pages: z.object({ compose: z.string(), mapHowTo: z.string() }),
    authentication: z.object({ required: z.boolean(), headers: z.array(z.string()) }),
    languages: z.array(z.string()),
    providers: z.array(z.string()),
    endpoints: z.array(z.object({ method: z.string(), path: z.string(), summary: z.string(), auth: z.boolean() })),
  })
  .meta({ id: 'MapApiDocs' });
export type Docs = z.infer<typeof DocsSchema>;
