// /api/classes (bearer JWT): each endpoint declared once, mounted and documented from the same
// declaration (src/http/endpoint.ts). Authorization lives in policy.ts, applied by the service;
// where a body is sent, the service's check runs in `authorize`, before the body is validated.
// The service returns records; each `present` step shapes them with presenters.ts.
import type { Express } from 'express';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import type { ClassesArea } from './area.js';
import { CODE_SPACE } from '../shared/enrolment-code.js';
import * as EX from './examples.js';
import { CREATE_LIMIT, JOIN_LIMIT } from './limits.js';
import { presentAllProgress, presentClass, presentPage, presentProgress } from './presenters.js';
import {
  AllProgressResponseSchema,
  ClassIdParamsSchema,
  ClassListResponseSchema,
  ClassResponseSchema,
  CreateClassRequestSchema,
  DeleteClassResponseSchema,
  JoinClassRequestSchema,
  JoinClassResponseSchema,
  ListClassesQuerySchema,
  ProgressResponseSchema,
  RecordProgressRequestSchema,
  SaveCurriculumRequestSchema,
} from './schemas.js';
import type { VisibleClass } from './service.js';

const AUTH_401 = '`missing_authorization`, `invalid_token` (bad signature, disallowed algorithm, missing `exp` or `iat`, a lifetime `exp - iat` over JWT_MAX_AGE, unknown role), `token_expired` or `token_revoked` (logged out).';
const HIDDEN_404 = '`class_not_found`: no such class, or the caller may not see it (owner, enrolled learners and admins can).';
const NOT_OWNER_403 = '`forbidden`: the caller can see the class but is not its teacher (with the teacher role) or an admin.';
const RATE_429 = (l: { limit: number; windowMs: number }) =>
  `\`rate_limited\`: more than ${l.limit} per ${l.windowMs / 60_000} minutes for this user; see Retry-After.`;

const ACCESS = `

Access: a caller who cannot see a class (not its owner, not enrolled, not an admin) gets 404 for every operation on it, so ids of other users' classes reveal nothing; a caller who can see it but lacks the right gets 403.`;

export function classesEndpoints(area: ClassesArea): Endpoint[] {
  const { service, auth } = area;
  const common = { tags: ['Classes'], auth: auth.endpoint.bearer() };
  const READS_429 = `\`rate_limited\`: more than ${area.limits.reads.limit} reads per minute for this user (CLASSES_READS_PER_MINUTE); see Retry-After.`;
  const WRITES_429 = `\`rate_limited\`: more than ${area.limits.writes.limit} changes per minute for this user (CLASSES_WRITES_PER_MINUTE); see Retry-After.`;
  const oneClass = { schema: ClassResponseSchema, body: (cls: VisibleClass) => ({ success: true, class: presentClass(cls) }) };

  return [
    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/classes',
      // The role before the limit: a learner's refused attempts never count.
      auth: auth.endpoint.bearer('teacher', 'admin'),
      limit: auth.perUserLimit('classes-create', CREATE_LIMIT),
      body: { schema: CreateClassRequestSchema, example: EX.CREATE_REQUEST },
      handle: ({ principal, body }) => service.create(principal, body),
      present: { ...oneClass, status: 201, description: 'Created', example: EX.CREATE_RESPONSE },
      docs: {
        summary: 'Create a class (teacher or admin)',
        description: `Creates a class owned by the caller with a fresh 6-character enrollment code (alphabet without look-alikes: ${CODE_SPACE.toLocaleString('en')} codes). Rate limited to ${CREATE_LIMIT.limit} creations per hour per user.`,
        errors: {
          400: '`invalid_request`: name missing or shorter than 2 characters, a field too long, or an unknown field.',
          401: AUTH_401,
          403: '`forbidden`: learners cannot create classes.',
          429: RATE_429(CREATE_LIMIT),
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/classes',
      limit: area.reads,
      query: ListClassesQuerySchema,
      handle: ({ principal, query }) => service.list(principal, query),
      present: { description: 'One page', schema: ClassListResponseSchema, example: EX.LIST_RESPONSE, body: (page) => ({ success: true, ...presentPage(page) }) },
      docs: {
        summary: 'List classes',
        description:
          'Teachers see the classes they own, learners the classes they joined, admins every class (override with `scope`). Newest first, in keyset pages: pass `nextCursor` back as `cursor` until it is null.',
        errors: {
          429: READS_429,
          400: '`invalid_request` (bad limit or scope) or `invalid_cursor`.',
          401: AUTH_401,
          403: '`forbidden`: scope=all by a non-admin.',
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/classes/join',
      limit: auth.perUserLimit('classes-join', JOIN_LIMIT),
      body: { schema: JoinClassRequestSchema, example: EX.JOIN_REQUEST },
      handle: ({ principal, body }) => service.join(principal, body.code),
      present: { description: 'Enrolled', schema: JoinClassResponseSchema, example: EX.JOIN_RESPONSE, body: ({ alreadyEnrolled, class: cls }) => ({ success: true, alreadyEnrolled, class: presentClass(cls) }) },
      docs: {
        summary: 'Join a class with its enrollment code (any authenticated user)',
        description: `Enrols the caller as a learner. Idempotent: joining again answers 200 with \`alreadyEnrolled: true\`. Rate limited to ${JOIN_LIMIT.limit} attempts per 10 minutes per user, which makes guessing codes impractical.`,
        errors: {
          400: '`invalid_request` (the code is not 6 characters) or `own_class` (the teacher of the class cannot join it).',
          401: AUTH_401,
          404: '`invalid_code`: no class has this code.',
          429: RATE_429(JOIN_LIMIT),
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/classes/{id}',
      limit: area.reads,
      params: ClassIdParamsSchema,
      handle: ({ principal, params }) => service.get(principal, params.id),
      present: { ...oneClass, description: 'The class', example: EX.CLASS_RESPONSE },
      docs: {
        summary: 'Class details',
        description: `The class with its students and curriculum. Learners see only their own entry in \`students\`.${ACCESS}`,
        errors: { 429: READS_429, 401: AUTH_401, 404: HIDDEN_404 },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/classes/{id}/curriculum',
      limit: area.writes,
      params: ClassIdParamsSchema,
      authorize: ({ principal, params }) => service.authorize(principal, params.id, 'manage'),
      body: { schema: SaveCurriculumRequestSchema, example: EX.CURRICULUM_REQUEST, code: 'invalid_curriculum' },
      handle: ({ principal, params, body }) => service.saveCurriculum(principal, params.id, body.curriculum),
      present: { ...oneClass, description: 'Saved; the updated class', example: EX.CURRICULUM_RESPONSE },
      docs: {
        summary: 'Save the curriculum (owner or admin)',
        description: `Replaces the class curriculum. At most 30 concepts; node ids unique; edges between existing nodes, no self-loops or duplicates; learningPath lists every node id once; \`requires\` edges acyclic. Every problem is reported with its path.${ACCESS}`,
        errors: { 429: WRITES_429, 400: '`invalid_curriculum`, naming each failing path.', 401: AUTH_401, 403: NOT_OWNER_403, 404: HIDDEN_404 },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'delete',
      path: '/api/classes/{id}',
      limit: area.writes,
      params: ClassIdParamsSchema,
      handle: ({ principal, params }) => service.remove(principal, params.id),
      present: { description: 'Deleted', schema: DeleteClassResponseSchema, example: EX.DELETE_RESPONSE, body: (id) => ({ success: true, deleted: true, id }) },
      docs: {
        summary: 'Delete a class (owner or admin)',
        description: `Deletes the class with its enrolments, curriculum and progress.${ACCESS}`,
        errors: { 429: WRITES_429, 401: AUTH_401, 403: NOT_OWNER_403, 404: HIDDEN_404 },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/classes/{id}/progress',
      limit: area.reads,
      params: ClassIdParamsSchema,
      handle: ({ principal, params }) => service.progress(principal, params.id),
      present: { description: 'Progress', schema: ProgressResponseSchema, example: EX.PROGRESS_RESPONSE, body: (progress) => ({ success: true, ...presentProgress(progress) }) },
      docs: {
        summary: "The caller's progress (enrolled learners)",
        description: `One entry per curriculum concept, \`not_started\` until recorded.${ACCESS}`,
        errors: { 429: READS_429, 401: AUTH_401, 403: '`not_enrolled`: the caller can see the class but is not enrolled in it.', 404: HIDDEN_404 },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'post',
      path: '/api/classes/{id}/progress',
      limit: area.writes,
      params: ClassIdParamsSchema,
      authorize: ({ principal, params }) => service.authorize(principal, params.id, 'enrolled'),
      body: { schema: RecordProgressRequestSchema, example: EX.PROGRESS_REQUEST },
      handle: ({ principal, params, body }) => service.recordProgress(principal, params.id, body.conceptId, body.status),
      present: { description: 'Recorded', schema: ProgressResponseSchema, example: EX.PROGRESS_RESPONSE, body: (progress) => ({ success: true, ...presentProgress(progress) }) },
      docs: {
        summary: "Record the caller's progress on one concept (enrolled learners)",
        description: `Sets the status of one curriculum concept for the caller and returns the caller's whole progress.${ACCESS}`,
        errors: {
          429: WRITES_429,
          400: '`invalid_request` or `unknown_concept` (not a node of the curriculum).',
          401: AUTH_401,
          403: '`not_enrolled`.',
          404: HIDDEN_404,
          409: '`curriculum_missing`: the class has no curriculum yet.',
        },
      },
    }),

    defineEndpoint({
      ...common,
      method: 'get',
      path: '/api/classes/{id}/all-progress',
      limit: area.reads,
      params: ClassIdParamsSchema,
      handle: ({ principal, params }) => service.allProgress(principal, params.id),
      present: { description: 'Progress', schema: AllProgressResponseSchema, example: EX.ALL_PROGRESS_RESPONSE, body: (all) => ({ success: true, ...presentAllProgress(all) }) },
      docs: {
        summary: 'Progress of every student (owner or admin)',
        description: `Every enrolled learner, in joining order, with one entry per curriculum concept.${ACCESS}`,
        errors: { 429: READS_429, 401: AUTH_401, 403: NOT_OWNER_403, 404: HIDDEN_404 },
      },
    }),
  ];
}

export function mountClasses(app: Express, area: ClassesArea): void {
  mountEndpoints(app, area.openapi, classesEndpoints(area));
}
