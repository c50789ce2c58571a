// The OpenAPI description of /api/classes, from the same schemas that validate requests.
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { bearerSecurity } from '../auth/index.js';
import { errorResponses, jsonExample } from '../openapi/registry.js';
import * as EX from './openapi-examples.js';
import { CODE_SPACE } from '../shared/enrolment-code.js';
import { CREATE_LIMIT, JOIN_LIMIT } from './limits.js';
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

const json = jsonExample;
const AUTH_401 = '`missing_authorization`, `invalid_token` (bad signature, disallowed algorithm, missing `exp` or `iat`, a lifetime `exp - iat` over JWT_MAX_AGE, unknown role), `token_expired` or `token_revoked` (logged out).';
const HIDDEN_404 = '`class_not_found`: no such class, or the caller may not see it (owner, enrolled learners and admins can).';
const NOT_OWNER_403 = '`forbidden`: the caller can see the class but is not its teacher (with the teacher role) or an admin.';
const RATE_429 = (l: { limit: number; windowMs: number }) =>
  `\`rate_limited\`: more than ${l.limit} per ${l.windowMs / 60_000} minutes for this user; see Retry-After.`;

const ACCESS = `

Access: a caller who cannot see a class (not its owner, not enrolled, not an admin) gets 404 for every operation on it, so ids of other users' classes reveal nothing; a caller who can see it but lacks the right gets 403.`;

export function registerClassDocs(registry: OpenAPIRegistry): void {
  const path = (route: Omit<RouteConfig, 'tags' | 'security'>) => registry.registerPath({ ...route, tags: ['Classes'], security: bearerSecurity });

  path({
    method: 'post',
    path: '/api/classes',
    summary: 'Create a class (teacher or admin)',
    description: `Creates a class owned by the caller with a fresh 6-character enrollment code (alphabet without look-alikes: ${CODE_SPACE.toLocaleString('en')} codes). Rate limited to ${CREATE_LIMIT.limit} creations per hour per user.`,
    request: { body: { required: true, ...json(CreateClassRequestSchema, EX.CREATE_REQUEST) } },
    responses: {
      201: { description: 'Created', ...json(ClassResponseSchema, EX.CREATE_RESPONSE) },
      ...errorResponses('standard', {
        400: '`invalid_request`: name missing or shorter than 2 characters, a field too long, or an unknown field.',
        401: AUTH_401,
        403: '`forbidden`: learners cannot create classes.',
        429: RATE_429(CREATE_LIMIT),
      }),
    },
  });

  path({
    method: 'get',
    path: '/api/classes',
    summary: 'List classes',
    description:
      'Teachers see the classes they own, learners the classes they joined, admins every class (override with `scope`). Newest first, in keyset pages: pass `nextCursor` back as `cursor` until it is null.',
    request: { query: ListClassesQuerySchema },
    responses: {
      200: { description: 'One page', ...json(ClassListResponseSchema, EX.LIST_RESPONSE) },
      ...errorResponses('standard', {
        400: '`invalid_request` (bad limit or scope) or `invalid_cursor`.',
        401: AUTH_401,
        403: '`forbidden`: scope=all by a non-admin.',
      }),
    },
  });

  path({
    method: 'post',
    path: '/api/classes/join',
    summary: 'Join a class with its enrollment code (any authenticated user)',
    description: `Enrols the caller as a learner. Idempotent: joining again answers 200 with \`alreadyEnrolled: true\`. Rate limited to ${JOIN_LIMIT.limit} attempts per 10 minutes per user, which makes guessing codes impractical.`,
    request: { body: { required: true, ...json(JoinClassRequestSchema, EX.JOIN_REQUEST) } },
    responses: {
      200: { description: 'Enrolled', ...json(JoinClassResponseSchema, EX.JOIN_RESPONSE) },
      ...errorResponses('standard', {
        400: '`invalid_request` (the code is not 6 characters) or `own_class` (the teacher of the class cannot join it).',
        401: AUTH_401,
        404: '`invalid_code`: no class has this code.',
        429: RATE_429(JOIN_LIMIT),
      }),
    },
  });

  path({
    method: 'get',
    path: '/api/classes/{id}',
    summary: 'Class details',
    description: `The class with its students and curriculum. Learners see only their own entry in \`students\`.${ACCESS}`,
    request: { params: ClassIdParamsSchema },
    responses: {
      200: { description: 'The class', ...json(ClassResponseSchema, EX.CLASS_RESPONSE) },
      ...errorResponses('standard', { 401: AUTH_401, 404: HIDDEN_404 }),
    },
  });

  path({
    method: 'post',
    path: '/api/classes/{id}/curriculum',
    summary: 'Save the curriculum (owner or admin)',
    description: `Replaces the class curriculum. At most 30 concepts; node ids unique; edges between existing nodes, no self-loops or duplicates; learningPath lists every node id once; \`requires\` edges acyclic. Every problem is reported with its path.${ACCESS}`,
    request: { params: ClassIdParamsSchema, body: { required: true, ...json(SaveCurriculumRequestSchema, EX.CURRICULUM_REQUEST) } },
    responses: {
      200: { description: 'Saved; the updated class', ...json(ClassResponseSchema, EX.CURRICULUM_RESPONSE) },
      ...errorResponses('standard', { 400: '`invalid_curriculum`, naming each failing path.', 401: AUTH_401, 403: NOT_OWNER_403, 404: HIDDEN_404 }),
    },
  });

  path({
    method: 'delete',
    path: '/api/classes/{id}',
    summary: 'Delete a class (owner or admin)',
    description: `Deletes the class with its enrolments, curriculum and progress.${ACCESS}`,
    request: { params: ClassIdParamsSchema },
    responses: {
      200: { description: 'Deleted', ...json(DeleteClassResponseSchema, EX.DELETE_RESPONSE) },
      ...errorResponses('standard', { 401: AUTH_401, 403: NOT_OWNER_403, 404: HIDDEN_404 }),
    },
  });

  path({
    method: 'get',
    path: '/api/classes/{id}/progress',
    summary: "The caller's progress (enrolled learners)",
    description: `One entry per curriculum concept, \`not_started\` until recorded.${ACCESS}`,
    request: { params: ClassIdParamsSchema },
    responses: {
      200: { description: 'Progress', ...json(ProgressResponseSchema, EX.PROGRESS_RESPONSE) },
      ...errorResponses('standard', { 401: AUTH_401, 403: '`not_enrolled`: the caller can see the class but is not enrolled in it.', 404: HIDDEN_404 }),
    },
  });

  path({
    method: 'post',
    path: '/api/classes/{id}/progress',
    summary: "Record the caller's progress on one concept (enrolled learners)",
    description: `Sets the status of one curriculum concept for the caller and returns the caller's whole progress.${ACCESS}`,
    request: { params: ClassIdParamsSchema, body: { required: true, ...json(RecordProgressRequestSchema, EX.PROGRESS_REQUEST) } },
    responses: {
      200: { description: 'Recorded', ...json(ProgressResponseSchema, EX.PROGRESS_RESPONSE) },
      ...errorResponses('standard', {
        400: '`invalid_request` or `unknown_concept` (not a node of the curriculum).',
        401: AUTH_401,
        403: '`not_enrolled`.',
        404: HIDDEN_404,
        409: '`curriculum_missing`: the class has no curriculum yet.',
      }),
    },
  });

  path({
    method: 'get',
    path: '/api/classes/{id}/all-progress',
    summary: 'Progress of every student (owner or admin)',
    description: `Every enrolled learner, in joining order, with one entry per curriculum concept.${ACCESS}`,
    request: { params: ClassIdParamsSchema },
    responses: {
      200: { description: 'Progress', ...json(AllProgressResponseSchema, EX.ALL_PROGRESS_RESPONSE) },
      ...errorResponses('standard', { 401: AUTH_401, 403: NOT_OWNER_403, 404: HIDDEN_404 }),
    },
  });
}
