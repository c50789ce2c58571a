// The OpenAPI description of /api/class-content, from the schemas that validate requests, with one
// example request and response per operation.
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { cookieSecurity } from '../auth/openapi.js';
import { StandardErrorSchema } from '../openapi/registry.js';
import { CHAT_HISTORY_MAX, CONTENT_MAX_BYTES, MAX_VERSIONS, MODEL_CALL_LIMIT } from './limits.js';
import {
  ClassParamsSchema,
  CompetencyListResponseSchema,
  CriticismChatRequestSchema,
  CriticismChatResponseSchema,
  CriticRequestSchema,
  CriticResponseSchema,
  DeleteVersionResponseSchema,
  ModeParamsSchema,
  PutVersionRequestSchema,
  PutVersionResponseSchema,
  RegenerateRequestSchema,
  RegenerateResponseSchema,
  SetActiveRequestSchema,
  SetActiveResponseSchema,
  VersionParamsSchema,
  VersionResponseSchema,
} from './schemas.js';

const json = <S extends z.ZodType>(schema: S, example: unknown) => ({ content: { 'application/json': { schema, example } } });

/**
 * Error responses in the shared body shape, each with an example built from its description: the
 * first backticked code is the example's `error`, the description's first clause its message.
 */
function errorResponses(_shape: 'standard', codes: Record<number, string>) {
  return Object.fromEntries(
    Object.entries(codes).map(([status, description]) => {
      const code = /`([a-z_]+)`/.exec(description)?.[1] ?? 'invalid_request';
      const message = description.replace(/`/g, '').split(/[:;.](\s|$)/)[0]!.trim();
      return [status, { description, content: { 'application/json': { schema: StandardErrorSchema, example: { success: false, error: code, message } } } }];
    }),
  );
}

const RATE_429 = `\`rate_limited\`: more than ${MODEL_CALL_LIMIT.limit} regenerate, critic and chat requests together per ${MODEL_CALL_LIMIT.windowMs / 60_000} minutes for this user; see Retry-After.`;
const AUTH_401 = '`missing_authorization` (no `auth_token` cookie), `invalid_token` or `token_expired`.';
const ACCESS_403 = "`forbidden`: the caller is not the class's owner, one of its content experts or an admin (learners never are). `origin_not_allowed` for a write from a foreign browser origin.";
const CLASS_404 = '`class_not_found`: no such school class.';
const CONTENT_404 = '`content_not_found`: no such competency, mode (KE, SPL, SATA) or version (1..4). Checked after access, so outsiders learn nothing about content.';
const ACCESS = `

Access: the class's owner (\`teacherEmail\`), its content experts and admins, decided from the class's current state on every request (a removed expert loses access at once). Authentication: the \`auth_token\` cookie.`;

const keExample = {
  title: 'Photosynthesis: overview',
  objectives: ['Define photosynthesis in your own words.', 'Explain how photosynthesis relates to cellular respiration.'],
  sections: [{ heading: 'What photosynthesis is', body: 'Plants use light energy, captured by chlorophyll, to turn carbon dioxide and water into glucose and oxygen.' }],
  keyTerms: [{ term: 'Chlorophyll', definition: 'The green pigment in chloroplasts that absorbs red and blue light.' }],
  workedExamples: [{ title: 'Photosynthesis or respiration?', problem: 'A classmate says they are the same. Are they?', solution: 'No: photosynthesis stores energy in glucose; respiration releases it.' }],
  checkQuestions: [{ question: 'What is photosynthesis?', answer: 'Plants turning light, carbon dioxide and water into glucose and oxygen.' }],
};
const metadataExample = {
  version: 1,
  generatedAt: '2026-11-24T18:00:00.000Z',
  editedBy: 'teacher@school.example',
  lastEditedAt: '2026-11-24T18:00:00.000Z',
  editCount: 0,
  isActive: true,
  generator: { provider: 'builtin', model: 'builtin-content-v2' },
  basedOn: null,
  notes: [],
};
const criticism = '# Assessment review: Photosynthesis (SATA)\n\n> Built\\-in checks \\(no model configured\\)\\.\n\n## 1. Length gives the answer away\n\n- **Severity:** medium\n- **Type:** length_cue (assessment)\n- **Where:** `/questions/0/options/0`\n- **Quote:** "Plants use light energy captured by chlorophyll to make glucose\\."\n- **Problem:** The longest option is a correct one and clearly longer than every wrong option\\.\n- **Suggested fix:** Make distractors as detailed as the answer, or shorten the correct option\\.\n';
const findingExample = {
  type: 'length_cue',
  check: 'assessment',
  severity: 'medium',
  title: 'Length gives the answer away',
  location: '/questions/0/options/0',
  quote: 'Plants use light energy captured by chlorophyll to make glucose.',
  explanation: 'The longest option is a correct one and clearly longer than every wrong option.',
  fix: 'Make distractors as detailed as the answer, or shorten the correct option.',
} as const;
const sataExample = { title: 'Photosynthesis', questions: [{ stem: 'Which statements describe photosynthesis? Select all that apply.', options: [{ text: 'Plants use light energy, captured by chlorophyll, to turn carbon dioxide and water into glucose and oxygen.', correct: true, rationale: 'This is what photosynthesis means.' }, { text: 'Cells break glucose down.', correct: false, rationale: 'That is respiration.' }, { text: 'Water evaporates.', correct: false, rationale: 'That is transpiration.' }] }] };

export function registerContentDocs(registry: OpenAPIRegistry): void {
  const path = (route: Omit<RouteConfig, 'tags' | 'security'>) => registry.registerPath({ ...route, tags: ['Class content'], security: cookieSecurity });

  path({
    method: 'get',
    path: '/api/class-content/{classId}',
    summary: "A class's competencies with their versions per mode",
    description: `Every competency with content: \`modes\` keyed by KE, SPL, SATA with \`versions\` and \`activeVersion\`. Sends an ETag; If-None-Match answers 304.${ACCESS}`,
    request: { params: ClassParamsSchema },
    responses: {
      200: { description: 'Competencies', ...json(CompetencyListResponseSchema, { success: true, classId: 'c-7f3a', competencies: [{ competencyId: 'photosynthesis', competencyName: 'Photosynthesis', competencyDescription: '', modes: { KE: { versions: [1, 2], activeVersion: 1 } } }] }) },
      304: { description: 'Not modified (If-None-Match matched the ETag).' },
      ...errorResponses('standard', { 401: AUTH_401, 403: ACCESS_403, 404: CLASS_404 }),
    },
  });

  path({
    method: 'get',
    path: '/api/class-content/{classId}/{competencyId}/{mode}/{version}',
    summary: 'One version: content and metadata',
    description: `The ETag (\`"<version>.<revision>"\`) changes with every write to the competency's mode; send it back as If-Match on PUT or DELETE.${ACCESS}`,
    request: { params: VersionParamsSchema },
    responses: {
      200: { description: 'The version', headers: { ETag: { schema: { type: 'string' }, description: 'Entity tag of this version in the current state of its mode.' } }, ...json(VersionResponseSchema, { success: true, content: keExample, metadata: metadataExample }) },
      304: { description: 'Not modified.' },
      ...errorResponses('standard', { 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}` }),
    },
  });

  path({
    method: 'put',
    path: '/api/class-content/{classId}/{competencyId}/{mode}/{version}',
    summary: 'Edit a version: creates a new version from the body',
    description: `The body's \`content\` must fit the mode (KeContent, SplContent, SataContent); version N stays as it was and the new version gets the lowest free number (\`newVersion\`), with \`editCount\` = N's + 1, \`editedBy\` the caller's e-mail and N's \`generatedAt\` and generator. The active version does not change. Optional \`If-Match\`: the ETag from GET; when the mode changed since (another editor), 412 and nothing is written.${ACCESS}`,
    request: { params: VersionParamsSchema, body: { required: true, ...json(PutVersionRequestSchema, { content: keExample }) } },
    responses: {
      200: { description: 'New version created', ...json(PutVersionResponseSchema, { success: true, newVersion: 2, message: 'Version 2 created from your edit of version 1' }) },
      ...errorResponses('standard', {
        400: "`invalid_content`: the content does not fit the mode, one line per problem naming its path (e.g. `content.questions[0].options: needs at least one wrong option`); `version_limit`: all four version numbers are taken; `invalid_request`: body is not `{content: object}`.",
        401: AUTH_401,
        403: ACCESS_403,
        404: `${CLASS_404} ${CONTENT_404}`,
        412: '`precondition_failed`: If-Match does not match the current ETag.',
        413: `\`content_too_large\`: content over ${CONTENT_MAX_BYTES} bytes as JSON (\`payload_too_large\` past BODY_LIMIT_KB).`,
      }),
    },
  });

  path({
    method: 'delete',
    path: '/api/class-content/{classId}/{competencyId}/{mode}/{version}',
    summary: 'Delete a version that is not active',
    description: `Optional If-Match as on PUT.${ACCESS}`,
    request: { params: VersionParamsSchema },
    responses: {
      200: { description: 'Deleted', ...json(DeleteVersionResponseSchema, { success: true, message: 'Version 2 deleted' }) },
      ...errorResponses('standard', { 400: '`active_version`: the version is active; make another active first.', 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}`, 412: '`precondition_failed`.' }),
    },
  });

  path({
    method: 'post',
    path: '/api/class-content/{classId}/{competencyId}/{mode}/set-active',
    summary: 'Choose the active version',
    description: ACCESS.trim(),
    request: { params: ModeParamsSchema, body: { required: true, ...json(SetActiveRequestSchema, { version: 2 }) } },
    responses: {
      200: { description: 'Active version set', ...json(SetActiveResponseSchema, { success: true, activeVersion: 2, message: 'Version 2 is now active' }) },
      ...errorResponses('standard', { 400: '`invalid_request`: version missing or not an integer 1..4.', 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}` }),
    },
  });

  path({
    method: 'post',
    path: '/api/class-content/{classId}/{competencyId}/{mode}/regenerate',
    summary: 'Generate new versions',
    description: `Adds \`count\` (1..4) generated versions at the lowest free numbers; on a competency or mode with none yet, creates the first ones (the first becomes active). Needs \`count\` free numbers of ${MAX_VERSIONS} (else 400 \`version_limit\`, checked before generating and again atomically when storing, so concurrent writers never pass four). With a model provider (\`LLM_PROVIDER\` and credentials, or \`X-LLM-Provider\`) the model writes each version as structured output against the mode's JSON schema; the answer is validated again and retried once, then 502 \`generation_failed\` with nothing stored. Without one, the built-in generator writes each version from the competency, the class's subject, grade level, language and scenario context, and WordNet and the curated library, taking a different angle per version; it ignores \`customPrompt\` and records that in \`notes\`. Each version records \`generator: {provider, model}\`.${ACCESS}`,
    request: { params: ModeParamsSchema, body: { required: true, ...json(RegenerateRequestSchema, { count: 2, customPrompt: null, competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.' }) } },
    responses: {
      200: { description: 'Versions generated', ...json(RegenerateResponseSchema, { success: true, newVersions: [1, 2], message: 'Generated 2 version(s): 1, 2 (builtin/builtin-content-v2)', generator: { provider: 'builtin', model: 'builtin-content-v2' }, notes: [] }) },
      ...errorResponses('standard', { 400: '`invalid_request` (count outside 1..4, unknown field) or `version_limit`.', 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}`, 429: RATE_429, 502: '`generation_failed`: the model failed or answered invalid content twice; nothing stored.' }),
    },
  });

  path({
    method: 'post',
    path: '/api/class-content/critic/{classId}',
    summary: 'Critique content',
    description: `Answers \`findings\` as data, each \`{type, check, severity, title, location (a JSON pointer into the content), quote, explanation, fix}\`, and \`criticism\`, markdown rendered from them with user text escaped. \`criticType\`: \`technical\` (the mode's schema, empty or duplicate fields, broken markdown), \`assessment\` (answer keys against their options in every mode, exactly one SPL best choice, duplicate options, "all/none of the above", unemphasised negative stems, stems that give the answer away, the longest option as the cue, missing rationales), \`bias\` (stereotypes stated as facts sentence by sentence in English, Spanish and French; alex for insensitive wording in English; pronoun balance; name diversity), \`pedagogical\` (Bloom verbs, reading level against the class's grade per language, examples before questions), \`factual\` (arithmetic and algebra recomputed with mathjs, quantities that contradict across fields with units converted, a term defined twice, checkable claims listed; nothing is checked against a source), \`comprehensive\` (all). With a model provider, the model's findings are validated against the same schema and merged with the built-in checks, which always run for arithmetic, answer keys and structure and are never overridden. \`content\` at most ${CONTENT_MAX_BYTES} bytes (413).${ACCESS}`,
    request: { params: ClassParamsSchema, body: { required: true, ...json(CriticRequestSchema, { content: sataExample, criticType: 'assessment', competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.', system: 'SATA' }) } },
    responses: {
      200: { description: 'The review', ...json(CriticResponseSchema, { success: true, criticism, findings: [findingExample], generator: { provider: 'builtin', model: 'builtin-critic-v2' } }) },
      ...errorResponses('standard', { 400: '`invalid_request`.', 401: AUTH_401, 403: ACCESS_403, 404: CLASS_404, 413: '`content_too_large`.', 429: RATE_429, 502: '`critic_failed`: the model failed or answered twice off-schema.' }),
    },
  });

  path({
    method: 'post',
    path: '/api/class-content/criticism-chat/{classId}',
    summary: 'Ask a follow-up about a critique',
    description: `The answer keeps the context of \`originalContent\` and the review's \`findings\` (sent back as the critic answered them; without them the built-in checks are recomputed on \`originalContent\`; \`criticism\` is never parsed), so a question like "how do I fix finding 1?" or "what about /questions/0/options/2?" needs nothing repeated; \`criticismType\` takes the values of \`criticType\`. Without a model, the answer comes from the findings (by number, JSON pointer or topic; a question naming none refers to the finding of the previous answer). With a model, the prompt carries the content, the findings and the last 8 history messages verbatim plus a condensed line for older ones. At most ${CHAT_HISTORY_MAX} history messages (more: 400 \`history_too_long\`).${ACCESS}`,
    request: {
      params: ClassParamsSchema,
      body: { required: true, ...json(CriticismChatRequestSchema, { userMessage: 'How do I fix finding 1?', criticism, criticismType: 'assessment', competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.', system: 'SATA', originalContent: sataExample, findings: [findingExample], chatHistory: [] }) },
    },
    responses: {
      200: { description: 'The answer', ...json(CriticismChatResponseSchema, { success: true, response: '**Finding 1: Length gives the answer away** (medium, at `/questions/0/options/0`)\n\nWhat to do: Make distractors as detailed as the answer, or shorten the correct option.', generator: { provider: 'builtin', model: 'builtin-critic-v2' } }) },
      ...errorResponses('standard', { 400: '`invalid_request` or `history_too_long`.', 401: AUTH_401, 403: ACCESS_403, 404: CLASS_404, 413: '`content_too_large`.', 429: RATE_429, 502: '`chat_failed`.' }),
    },
  });
}
