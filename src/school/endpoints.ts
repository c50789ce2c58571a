// /api/school (cookie authentication): each endpoint declared once, mounted and documented from the
// same declaration (src/http/endpoint.ts). Every request: the cookie, then the per-user read or
// write limit, then educators and admins only; per-class rights (policy.ts, applied by the
// service) are checked in `authorize`, before the body is read, so a caller without rights learns
// nothing from validation errors. The documentation names the xAPI verb each change records.
import type { Express } from 'express';
import { assertRole, type LimitWindow } from '../auth/index.js';
import { defineEndpoint, mountEndpoints, type Endpoint, type EndpointContext } from '../http/endpoint.js';
import { sendJsonText } from '../http/lean-json.js';
import { jsonExample as json, StandardErrorSchema } from '../http/openapi-registry.js';
import type { SchoolArea } from './area.js';
import * as EX from './examples.js';
import { readPatch } from './patch-input.js';
import { presentClass, presentClassPageJson } from './presenters.js';
import {
  ClassIdParamsSchema,
  CreateSchoolClassRequestSchema,
  ExpertRequestSchema,
  ListSchoolClassesQuerySchema,
  PatchSchoolClassRequestSchema,
  SchoolClassListResponseSchema,
  SchoolClassResponseSchema,
  TransferRequestSchema,
  type SchoolClass,
  type SchoolClassView,
} from './schemas.js';
import { CLASS_VERBS, type ClassChange } from './statements.js';

const { error } = EX;
const E401 = { description: '`missing_authorization` (no `auth_token` cookie; an Authorization header is ignored), `invalid_token` or `token_expired`.', ...json(StandardErrorSchema, error('missing_authorization', 'Log in first: the auth_token cookie is missing')) };
const E404 = { description: '`class_not_found`: no class with this id.', ...json(StandardErrorSchema, error('class_not_found', 'No school class with id 5f0c6d1e-8a4b-4c7e-9d2f-1b3a5c7e9f01')) };
const E500 = { description: '`record_store_failed`: the learning record store could not record the change; the class is unchanged.', ...json(StandardErrorSchema, error('record_store_failed', 'The learning record store is not available; nothing was changed. Try again later.')) };
const e403 = (what: string) => ({
  description: `\`forbidden\`: learners; ${what}. \`origin_not_allowed\`: a write sent by a browser from an origin that is neither this service nor in CORS_ORIGINS.`,
  ...json(StandardErrorSchema, error('forbidden', 'Only the owner of this class or an admin may do this')),
});
const e429 = (l: LimitWindow, per: string) => ({
  description: `\`rate_limited\`: more than ${l.limit} ${per} for this user. Carries \`Retry-After\` (seconds) and the standard \`RateLimit-Policy\`/\`RateLimit\` headers.`,
  ...json(StandardErrorSchema, error('rate_limited', 'Too many requests; retry after 42 s')),
});
const e400 = (description: string, example: ReturnType<typeof error>) => ({ description, ...json(StandardErrorSchema, example) });
const verb = (change: ClassChange) => `Records one xAPI statement with verb \`${CLASS_VERBS[change].id}\` (${CLASS_VERBS[change].display.en}) carrying the class's full new state.`;

/** One class answered: the response every change shares. */
const classOk = (description: string, example: SchoolClassView) => ({
  description,
  schema: SchoolClassResponseSchema,
  example: { success: true, class: example },
  body: (cls: SchoolClass) => ({ success: true, class: presentClass(cls) }),
});

export function schoolEndpoints(area: SchoolArea): Endpoint[] {
  const { service } = area;
  const { writes, reads } = area.limiters;
  const W429 = e429(area.limits.writes, 'changes per minute');
  const common = { tags: ['School classes'], auth: area.auth.endpoint.cookie() };
  // Educators and admins only, checked after the limit (a refused request still counts).
  const educators = ({ principal }: { principal: EndpointContext<undefined>['principal'] }) => assertRole(principal, 'teacher', 'admin');
  /** Educators, then the per-class right to manage, before the body is read. */
  const manage = async (ctx: EndpointContext<typeof ClassIdParamsSchema>) => {
    educators(ctx);
    await service.authorizeManage(ctx.principal, ctx.params.classId);
  };
  const onClass = { ...common, limit: writes, params: ClassIdParamsSchema };
  /** The refusals every owner-only change of one class shares. */
  const ownerChange = { 401: E401, 403: e403('educators who do not own the class'), 404: E404, 429: W429, 500: E500 };

  return [
    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/school/classes',
      limit: reads,
      authorize: educators,
      query: ListSchoolClassesQuerySchema,
      handle: ({ principal, query }) => service.list(principal, query),
      present: {
        description: 'A page of classes',
        ...json(SchoolClassListResponseSchema, { success: true, classes: [EX.CLASS], nextCursor: null }),
        // Sent as text: most classes go out as the read model stored them, neither parsed nor serialised.
        send: (res, page) => sendJsonText(res, presentClassPageJson(page)),
      },
      docs: {
        summary: 'List school classes (educator, admin)',
        description:
          'Classes the caller owns or was invited to as content expert, and those whose pending ownership transfer names the caller (`pendingTransferToYou: true`, so the invitee finds the class to accept); admins see every class. Newest first, in keyset pages: pass `nextCursor` back as `cursor` until it is null.',
        errors: {
          400: e400('`invalid_request` (bad `limit`) or `invalid_cursor`.', error('invalid_cursor', 'cursor: not a cursor returned by this endpoint', { field: 'cursor', reason: 'malformed' })),
          401: E401,
          403: e403('only educators and admins list school classes'),
          429: e429(area.limits.reads, 'reads per hour'),
          500: E500,
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/school/classes',
      limit: writes,
      authorize: educators,
      body: { schema: CreateSchoolClassRequestSchema, example: EX.CREATE_REQUEST },
      handle: ({ principal, body }) => service.create(principal, body),
      present: { ...classOk('Created', EX.CLASS), status: 201 },
      docs: {
        summary: 'Create a school class (educator, admin)',
        description: `The caller becomes creator and owner; a fresh 6-character enrollment code is drawn. ${verb('create')} The statement: actor = the caller (mbox, name); object id \`{XAPI_ACTIVITY_BASE}/class/<id>\` with name and description as \`en\` language maps; \`context.extensions\` has one key \`{XAPI_EXTENSION_BASE}/class/<name>\` per field (id, title, description, subject, grade-level, dsc-id, enrollment-code, teacher-email, teacher-name, creator-email, creator-name, content-experts as a JSON string, ownership-transfer-pending as a JSON string or null, language, scenario-context, its-analysis-level); \`context.revision\` counts the class's changes from 1; \`context.contextActivities.grouping\` names \`{XAPI_ACTIVITY_BASE}/class\` (how the service finds its class records, and nobody else's, in an external LRS); \`createdAt\`, which has no row among the extensions, travels as \`object.definition.extensions[{XAPI_EXTENSION_BASE}/class/created-at]\`. Later changes record the same shape with their own verb, so the newest statement of a class is its state.`,
        errors: {
          400: e400('`invalid_request`: a required field missing or empty, `itsAnalysisLevel` outside 1..10, a bad `language`, or an unknown field; `too_many_classes`: the caller already owns SCHOOL_MAX_CLASSES_PER_USER classes.', error('invalid_request', 'title: must not be empty', { field: 'title', reason: 'must not be empty' })),
          401: E401,
          403: e403('only educators and admins create school classes'),
          429: W429,
          500: E500,
        },
      },
    }),

    defineEndpoint({
      ...onClass,
      method: 'patch',
      path: '/api/school/class/{classId}',
      authorize: manage,
      // Immutable fields are refused by name before the schema's generic "unknown field".
      body: { schema: PatchSchoolClassRequestSchema, example: EX.PATCH_REQUEST, parse: readPatch },
      handle: ({ principal, params, body }) => service.update(principal, params.classId, body),
      present: classOk('Updated', { ...EX.CLASS, title: 'Biology 9B', itsAnalysisLevel: 5 }),
      docs: {
        summary: 'Update a school class (owner, admin)',
        description: `Changes any of title, description, subject, gradeLevel, scenarioContext, itsAnalysisLevel, language, enrollmentCode. ${verb('update')}`,
        errors: {
          400: e400(
            '`invalid_request` with `details.reason` `immutable` when the body carries id, dscId, creator, teacher (owner), contentExperts, ownershipTransferPending or createdAt; `invalid_request` (`details.field` `enrollmentCode`) when the code is not 6 letters or digits; `duplicate` when `enrollmentCode` is used by another class (compared upper-case); otherwise a field that fails validation, an unknown field or an empty body.',
            error('invalid_request', 'dscId: immutable', { field: 'dscId', reason: 'immutable' }),
          ),
          ...ownerChange,
        },
      },
    }),

    defineEndpoint({
      ...onClass,
      method: 'post',
      path: '/api/school/class/{classId}/invite-expert',
      authorize: manage,
      body: { schema: ExpertRequestSchema, example: EX.EXPERT_REQUEST },
      handle: ({ principal, params, body }) => service.inviteExpert(principal, params.classId, body.email),
      present: classOk('Invited', { ...EX.CLASS, contentExperts: ['erin@school.example'] }),
      docs: {
        summary: 'Invite a content expert (owner, admin)',
        description: `Adds the e-mail to \`contentExperts\`; that educator can edit the class's content at once. ${verb('inviteExpert')}`,
        errors: {
          400: e400('`already_expert`, `owner_cannot_be_expert`, `too_many_experts` (50), or `invalid_request` (not an e-mail).', error('already_expert', 'erin@school.example is already a content expert of this class', { field: 'email', reason: 'duplicate' })),
          ...ownerChange,
        },
      },
    }),

    defineEndpoint({
      ...onClass,
      method: 'post',
      path: '/api/school/class/{classId}/remove-expert',
      authorize: manage,
      body: { schema: ExpertRequestSchema, example: EX.EXPERT_REQUEST },
      handle: ({ principal, params, body }) => service.removeExpert(principal, params.classId, body.email),
      present: classOk('Removed', EX.CLASS),
      docs: {
        summary: 'Remove a content expert (owner, admin)',
        description: `Removes the e-mail from \`contentExperts\`; editing access ends at once. ${verb('removeExpert')}`,
        errors: {
          400: e400('`invalid_request`: not an e-mail.', error('invalid_request', 'email: must be an e-mail address', { field: 'email', reason: 'must be an e-mail address' })),
          401: E401,
          403: e403('educators who do not own the class'),
          404: {
            description: '`class_not_found`, or `expert_not_found`: the e-mail is not a content expert of this class.',
            ...json(StandardErrorSchema, error('expert_not_found', 'erin@school.example is not a content expert of this class')),
          },
          429: W429,
          500: E500,
        },
      },
    }),

    defineEndpoint({
      ...onClass,
      method: 'post',
      path: '/api/school/class/{classId}/transfer-ownership',
      authorize: manage,
      body: { schema: TransferRequestSchema, example: EX.TRANSFER_REQUEST },
      handle: ({ principal, params, body }) => service.transferOwnership(principal, params.classId, body.newOwnerEmail),
      present: classOk('Transfer pending', { ...EX.CLASS, ownershipTransferPending: EX.PENDING }),
      docs: {
        summary: 'Start an ownership transfer (owner, admin)',
        description: `Sets \`ownershipTransferPending\` to a JSON string with newOwnerEmail, initiatedAt and initiatedBy. The named educator completes it with accept-ownership. ${verb('transferOwnership')}`,
        errors: {
          400: e400('`transfer_pending` (cancel it first), `transfer_to_self`, `already_owner`, or `invalid_request` (not an e-mail).', error('transfer_pending', 'A transfer of this class is already pending; cancel it first', { field: 'ownershipTransferPending', reason: 'pending' })),
          ...ownerChange,
        },
      },
    }),

    defineEndpoint({
      ...onClass,
      method: 'post',
      path: '/api/school/class/{classId}/accept-ownership',
      // The invitee is not the owner: the service decides who may accept.
      authorize: educators,
      handle: ({ principal, params }) => service.acceptOwnership(principal, params.classId),
      present: classOk('Transfer completed', { ...EX.CLASS, teacherEmail: 'otto@school.example', teacherName: 'Otto Other' }),
      docs: {
        summary: 'Accept a pending ownership transfer (invitee, admin)',
        description: `The named new owner becomes \`teacherEmail\`/\`teacherName\`; \`contentExperts\` is cleared; the creator fields stay. No body. ${verb('acceptOwnership')}`,
        errors: {
          400: e400('`no_pending_transfer`.', error('no_pending_transfer', 'There is no pending ownership transfer to accept', { field: 'ownershipTransferPending', reason: 'none' })),
          401: E401,
          403: {
            description: '`not_invitee`: the caller is not the educator named in the pending transfer (nor an admin); `forbidden` for learners; `origin_not_allowed`.',
            ...json(StandardErrorSchema, error('not_invitee', 'Only the educator named in the pending transfer (or an admin) may accept it')),
          },
          404: E404,
          429: W429,
          500: E500,
        },
      },
    }),

    defineEndpoint({
      ...onClass,
      method: 'post',
      path: '/api/school/class/{classId}/cancel-transfer',
      authorize: educators,
      handle: ({ principal, params }) => service.cancelTransfer(principal, params.classId),
      present: classOk('Transfer cancelled', EX.CLASS),
      docs: {
        summary: 'Cancel a pending ownership transfer (owner, admin)',
        description: `Clears \`ownershipTransferPending\`. No body. ${verb('cancelTransfer')}`,
        errors: {
          400: e400('`no_pending_transfer`.', error('no_pending_transfer', 'There is no pending ownership transfer to cancel', { field: 'ownershipTransferPending', reason: 'none' })),
          ...ownerChange,
        },
      },
    }),
  ];
}

export function mountSchool(app: Express, area: SchoolArea): void {
  // Repair the read model from the record store now rather than on the first request.
  area.service.ensureReady().catch(() => undefined);
  mountEndpoints(app, area.openapi, schoolEndpoints(area));
}
