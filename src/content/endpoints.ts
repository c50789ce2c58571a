// /api/class-content (cookie authentication): each endpoint declared once, mounted and documented
// from the same declaration (src/http/endpoint.ts). Access to the class is checked in `authorize`,
// before the body (and before the competency, mode or version are looked up), so outsiders learn
// nothing from validation errors or about content. GETs answer with an ETag and 304.
import { hash } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import { sendJsonWithEtag } from '../http/lean-json.js';
import { parseWith } from '../http/validate.js';
import { jsonExample as json, StandardErrorSchema } from '../http/openapi-registry.js';
import type { ContentArea } from './area.js';
import * as EX from './examples.js';
import { CHAT_HISTORY_MAX, CONTENT_MAX_BYTES, MAX_VERSIONS, MODEL_CALL_LIMIT } from './limits.js';
import { presentCompetencyList, presentVersionJson } from './presenters.js';
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

/**
 * Error responses in the shared body shape, each with an example built from its description: the
 * first backticked code is the example's `error`, the description's first clause its message.
 */
function errorExamples(codes: Record<number, string>) {
  return Object.fromEntries(
    Object.entries(codes).map(([status, description]) => {
      const code = /`([a-z_]+)`/.exec(description)?.[1] ?? 'invalid_request';
      const message = description.replace(/`/g, '').split(/[:;.](\s|$)/)[0]!.trim();
      return [status, { description, content: { 'application/json': { schema: StandardErrorSchema, example: { success: false, error: code, message } } } }];
    }),
  );
}

const RATE_429 = `\`rate_limited\`: more than ${MODEL_CALL_LIMIT.limit} regenerate, critic and chat requests together per ${MODEL_CALL_LIMIT.windowMs / 60_000} minutes for this user; see Retry-After.`;
const perMinute429 = (limit: number, what: string) => `\`rate_limited\`: more than ${limit} ${what} per minute for this user; see Retry-After.`;
const AUTH_401 = '`missing_authorization` (no `auth_token` cookie), `invalid_token` or `token_expired`.';
const ACCESS_403 = "`forbidden`: the caller is not the class's owner, one of its content experts or an admin (learners never are). `origin_not_allowed` for a write from a foreign browser origin.";
const CLASS_404 = '`class_not_found`: no such school class.';
const CONTENT_404 = '`content_not_found`: no such competency, mode (KE, SPL, SATA) or version (1..4). Checked after access, so outsiders learn nothing about content.';
const ACCESS = `

Access: the class's owner (\`teacherEmail\`), its content experts and admins, decided from the class's current state on every request (a removed expert loses access at once). Authentication: the \`auth_token\` cookie.`;

/** Sends a GET body with its ETag, or 304 when the caller's If-None-Match already has it. */
const sendWithEtag = (req: Request, res: Response, etag: string, json: string | (() => string)) => sendJsonWithEtag(req, res, etag, 'private, no-cache', json);

/** The path's competency, mode and version, read raw: the service answers 404 for unknown ones, after access. */
const raw = (req: Request) => req.params as Record<string, string>;

export function contentEndpoints(area: ContentArea): Endpoint[] {
  const { service } = area;
  const selection = (req: Request) => ({ header: req.get('x-llm-provider') ?? undefined });
  const common = { tags: ['Class content'], auth: area.auth.endpoint.cookie(), params: ClassParamsSchema };
  const classAccess = ({ principal, params }: { principal: Parameters<typeof service.authorize>[0]; params: { classId: string } }) => service.authorize(principal, params.classId);
  const READS_429 = perMinute429(area.limits.reads.limit, 'reads');
  const WRITES_429 = perMinute429(area.limits.writes.limit, 'saves, deletions and set-active requests together');
  const modeKey = (req: Request) => service.key(raw(req).classId!, raw(req).competencyId!, raw(req).mode!);

  return [
    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/class-content/critic/{classId}',
      limit: area.modelCalls,
      authorize: classAccess,
      body: { schema: CriticRequestSchema, example: { content: EX.sataExample, criticType: 'assessment', competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.', system: 'SATA' } },
      handle: ({ authorized, body, req }) => service.critique(authorized, body, selection(req)),
      present: {
        description: 'The review',
        schema: CriticResponseSchema,
        example: { success: true, criticism: EX.criticism, findings: [EX.findingExample], generator: { provider: 'builtin', model: 'builtin-critic-v2' } },
        body: (result) => ({ success: true, ...result }),
      },
      docs: {
        summary: 'Critique content',
        description: `Answers \`findings\` as data, each \`{type, check, severity, title, location (a JSON pointer into the content), quote, explanation, fix}\`, and \`criticism\`, markdown rendered from them with user text escaped. \`criticType\`: \`technical\` (the mode's schema, empty or duplicate fields, broken markdown), \`assessment\` (answer keys against their options in every mode, exactly one SPL best choice, duplicate options, "all/none of the above", unemphasised negative stems, stems that give the answer away, the longest option as the cue, missing rationales), \`bias\` (stereotypes stated as facts sentence by sentence in English, Spanish and French; alex for insensitive wording in English; pronoun balance; name diversity), \`pedagogical\` (Bloom verbs, reading level against the class's grade per language, examples before questions), \`factual\` (arithmetic and algebra recomputed with mathjs, quantities that contradict across fields with units converted, a term defined twice, checkable claims listed; nothing is checked against a source), \`comprehensive\` (all). With a model provider, the model's findings are validated against the same schema and merged with the built-in checks, which always run for arithmetic, answer keys and structure and are never overridden. \`content\` at most ${CONTENT_MAX_BYTES} bytes (413).${ACCESS}`,
        errors: errorExamples({ 400: '`invalid_request`.', 401: AUTH_401, 403: ACCESS_403, 404: CLASS_404, 413: '`content_too_large`.', 429: RATE_429, 502: '`critic_failed`: the model failed or answered twice off-schema.' }),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/class-content/criticism-chat/{classId}',
      limit: area.modelCalls,
      authorize: classAccess,
      body: {
        schema: CriticismChatRequestSchema,
        example: { userMessage: 'How do I fix finding 1?', criticism: EX.criticism, criticismType: 'assessment', competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.', system: 'SATA', originalContent: EX.sataExample, findings: [EX.findingExample], chatHistory: [] },
        parse: (body) => {
          const input = (body ?? {}) as { chatHistory?: unknown };
          // A long history gets its own clear refusal rather than a generic validation line.
          if (Array.isArray(input.chatHistory)) service.checkHistoryLength(input.chatHistory.length);
          return parseWith(CriticismChatRequestSchema, input);
        },
      },
      handle: ({ authorized, body, req }) => service.chat(authorized, { ...body, chatHistory: body.chatHistory ?? [] }, selection(req)),
      present: {
        description: 'The answer',
        schema: CriticismChatResponseSchema,
        example: { success: true, response: '**Finding 1: Length gives the answer away** (medium, at `/questions/0/options/0`)\n\nWhat to do: Make distractors as detailed as the answer, or shorten the correct option.', generator: { provider: 'builtin', model: 'builtin-critic-v2' } },
        body: (result) => ({ success: true, ...result }),
      },
      docs: {
        summary: 'Ask a follow-up about a critique',
        description: `The answer keeps the context of \`originalContent\` and the review's \`findings\` (sent back as the critic answered them; without them the built-in checks are recomputed on \`originalContent\`; \`criticism\` is never parsed), so a question like "how do I fix finding 1?" or "what about /questions/0/options/2?" needs nothing repeated; \`criticismType\` takes the values of \`criticType\`. Without a model, the answer comes from the findings (by number, JSON pointer or topic; a question naming none refers to the finding of the previous answer). With a model, the prompt carries the content, the findings and the last 8 history messages verbatim plus a condensed line for older ones. At most ${CHAT_HISTORY_MAX} history messages (more: 400 \`history_too_long\`).${ACCESS}`,
        errors: errorExamples({ 400: '`invalid_request` or `history_too_long`.', 401: AUTH_401, 403: ACCESS_403, 404: CLASS_404, 413: '`content_too_large`.', 429: RATE_429, 502: '`chat_failed`.' }),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/class-content/{classId}',
      limit: area.reads,
      authorize: classAccess,
      handle: async ({ params }) => ({ classId: params.classId, competencies: await service.list(params.classId) }),
      present: {
        description: 'Competencies',
        ...json(CompetencyListResponseSchema, { success: true, classId: 'c-7f3a', competencies: [{ competencyId: 'photosynthesis', competencyName: 'Photosynthesis', competencyDescription: '', modes: { KE: { versions: [1, 2], activeVersion: 1 } } }] }),
        send: (res, list, req) => {
          // Serialised once: the ETag is the hash of the very text sent (one-shot, no Hash object per request).
          const text = JSON.stringify(presentCompetencyList(list.classId, list.competencies));
          sendWithEtag(req, res, `"${hash('sha256', text, 'base64url').slice(0, 22)}"`, text);
        },
      },
      docs: {
        summary: "A class's competencies with their versions per mode",
        description: `Every competency with content: \`modes\` keyed by KE, SPL, SATA with \`versions\` and \`activeVersion\`. Sends an ETag; If-None-Match answers 304.${ACCESS}`,
        responses: { 304: { description: 'Not modified (If-None-Match matched the ETag).' } },
        errors: errorExamples({ 401: AUTH_401, 403: ACCESS_403, 404: CLASS_404, 429: READS_429 }),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/class-content/{classId}/{competencyId}/{mode}/{version}',
      limit: area.reads,
      authorize: classAccess,
      handle: ({ req }) => service.read(modeKey(req), service.versionNumber(raw(req).version!)),
      present: {
        description: 'The version',
        headers: { ETag: { schema: { type: 'string' }, description: 'Entity tag of this version in the current state of its mode.' } },
        ...json(VersionResponseSchema, { success: true, content: EX.keExample, metadata: EX.metadataExample }),
        // The content goes out as stored, neither parsed nor serialised again.
        send: (res, view, req) => sendWithEtag(req, res, view.etag, () => presentVersionJson(view.contentJson, view.record, view.state)),
      },
      docs: {
        summary: 'One version: content and metadata',
        description: `The ETag (\`"<version>.<revision>"\`) changes with every write to the competency's mode; send it back as If-Match on PUT or DELETE.${ACCESS}`,
        request: { params: VersionParamsSchema },
        responses: { 304: { description: 'Not modified.' } },
        errors: errorExamples({ 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}`, 429: READS_429 }),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'put',
      path: '/api/class-content/{classId}/{competencyId}/{mode}/{version}',
      limit: area.writes,
      authorize: async (ctx) => {
        await classAccess(ctx);
        const key = modeKey(ctx.req);
        const n = service.versionNumber(raw(ctx.req).version!);
        // An unknown version is 404 before the body is looked at.
        await service.get(key, n);
        return { key, n };
      },
      body: { schema: PutVersionRequestSchema, example: { content: EX.keExample } },
      handle: async ({ principal, authorized: { key, n }, body, req }) => ({ n, ...(await service.edit(principal, key, n, body.content, req.get('if-match') ?? undefined)) }),
      present: {
        description: 'New version created',
        schema: PutVersionResponseSchema,
        example: { success: true, newVersion: 2, message: 'Version 2 created from your edit of version 1' },
        body: ({ n, newVersion }) => ({ success: true, newVersion, message: `Version ${newVersion} created from your edit of version ${n}` }),
      },
      docs: {
        summary: 'Edit a version: creates a new version from the body',
        description: `The body's \`content\` must fit the mode (KeContent, SplContent, SataContent); version N stays as it was and the new version gets the lowest free number (\`newVersion\`), with \`editCount\` = N's + 1, \`editedBy\` the caller's e-mail and N's \`generatedAt\` and generator. The active version does not change. Optional \`If-Match\`: the ETag from GET; when the mode changed since (another editor), 412 and nothing is written.${ACCESS}`,
        request: { params: VersionParamsSchema },
        errors: errorExamples({
          400: "`invalid_content`: the content does not fit the mode, one line per problem naming its path (e.g. `content.questions[0].options: needs at least one wrong option`); `version_limit`: all four version numbers are taken; `invalid_request`: body is not `{content: object}`.",
          401: AUTH_401,
          403: ACCESS_403,
          404: `${CLASS_404} ${CONTENT_404}`,
          412: '`precondition_failed`: If-Match does not match the current ETag.',
          413: `\`content_too_large\`: content over ${CONTENT_MAX_BYTES} bytes as JSON (\`payload_too_large\` past BODY_LIMIT_KB).`,
          429: WRITES_429,
        }),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'delete',
      path: '/api/class-content/{classId}/{competencyId}/{mode}/{version}',
      limit: area.writes,
      authorize: classAccess,
      handle: async ({ req }) => {
        const n = service.versionNumber(raw(req).version!);
        await service.remove(modeKey(req), n, req.get('if-match') ?? undefined);
        return n;
      },
      present: { description: 'Deleted', schema: DeleteVersionResponseSchema, example: { success: true, message: 'Version 2 deleted' }, body: (n) => ({ success: true, message: `Version ${n} deleted` }) },
      docs: {
        summary: 'Delete a version that is not active',
        description: `Optional If-Match as on PUT.${ACCESS}`,
        request: { params: VersionParamsSchema },
        errors: errorExamples({ 400: '`active_version`: the version is active; make another active first.', 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}`, 412: '`precondition_failed`.', 429: WRITES_429 }),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/class-content/{classId}/{competencyId}/{mode}/set-active',
      limit: area.writes,
      authorize: async (ctx) => {
        await classAccess(ctx);
        return modeKey(ctx.req);
      },
      body: { schema: SetActiveRequestSchema, example: { version: 2 } },
      handle: ({ authorized: key, body }) => service.setActive(key, body.version),
      present: {
        description: 'Active version set',
        schema: SetActiveResponseSchema,
        example: { success: true, activeVersion: 2, message: 'Version 2 is now active' },
        body: (activeVersion) => ({ success: true, activeVersion, message: `Version ${activeVersion} is now active` }),
      },
      docs: {
        summary: 'Choose the active version',
        description: ACCESS.trim(),
        request: { params: ModeParamsSchema },
        errors: errorExamples({ 400: '`invalid_request`: version missing or not an integer 1..4.', 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}`, 429: WRITES_429 }),
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/class-content/{classId}/{competencyId}/{mode}/regenerate',
      limit: area.modelCalls,
      authorize: async (ctx) => ({ cls: await classAccess(ctx), key: modeKey(ctx.req) }),
      body: { schema: RegenerateRequestSchema, example: { count: 2, customPrompt: null, competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose from light.' } },
      handle: ({ principal, authorized: { cls, key }, body, req }) => service.regenerate(principal, cls, key, body, selection(req)),
      present: {
        description: 'Versions generated',
        schema: RegenerateResponseSchema,
        example: { success: true, newVersions: [1, 2], message: 'Generated 2 version(s): 1, 2 (builtin/builtin-content-v2)', generator: { provider: 'builtin', model: 'builtin-content-v2' }, notes: [] },
        body: (result) => ({
          success: true,
          ...result,
          message: `Generated ${result.newVersions.length} version(s): ${result.newVersions.join(', ')} (${result.generator.provider}/${result.generator.model})`,
        }),
      },
      docs: {
        summary: 'Generate new versions',
        description: `Adds \`count\` (1..4) generated versions at the lowest free numbers; on a competency or mode with none yet, creates the first ones (the first becomes active). Needs \`count\` free numbers of ${MAX_VERSIONS} (else 400 \`version_limit\`, checked before generating and again atomically when storing, so concurrent writers never pass four). With a model provider (\`LLM_PROVIDER\` and credentials, or \`X-LLM-Provider\`) the model writes each version as structured output against the mode's JSON schema; the answer is validated again and retried once, then 502 \`generation_failed\` with nothing stored. Without one, the built-in generator writes each version from the competency, the class's subject, grade level, language and scenario context, and WordNet and the curated library, taking a different angle per version; it ignores \`customPrompt\` and records that in \`notes\`. Each version records \`generator: {provider, model}\`.${ACCESS}`,
        request: { params: ModeParamsSchema },
        errors: errorExamples({ 400: '`invalid_request` (count outside 1..4, unknown field) or `version_limit`.', 401: AUTH_401, 403: ACCESS_403, 404: `${CLASS_404} ${CONTENT_404}`, 429: RATE_429, 502: '`generation_failed`: the model failed or answered invalid content twice; nothing stored.' }),
      },
    }),
  ];
}

export function mountContent(app: Express, area: ContentArea): void {
  mountEndpoints(app, area.openapi, contentEndpoints(area));
}
