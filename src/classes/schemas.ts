// Request and response shapes of /api/classes: one zod schema each, for validation, types and OpenAPI.
import { z } from 'zod';
import { listPageQueryFields, nextCursorField } from '../http/list-page.js';
import { CODE_LENGTH } from '../shared/enrolment-code.js';
import { CurriculumSchema } from './curriculum.js';
import { PROGRESS_STATUSES } from './store.js';


const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const CreateClassRequestSchema = z
  .strictObject({
    name: z.string().trim().min(2, 'must be at least 2 characters').max(200),
    description: optionalText(2000),
    subject: optionalText(200),
    domain: optionalText(200),
    subdomain: optionalText(200),
  })
  .meta({ id: 'CreateClassRequest' });

export const ClassIdParamsSchema = z.object({
  id: z.string().meta({ description: 'Class id (UUID).' }),
});

export const ListClassesQuerySchema = z
  .strictObject({
    ...listPageQueryFields,
    scope: z.enum(['teaching', 'enrolled', 'all']).optional().meta({
      description:
        'Which classes: `teaching` (classes you own; default for teachers), `enrolled` (classes you joined; default for learners), `all` (admins only; their default).',
    }),
  })
  .meta({ id: 'ListClassesQuery' });

export const ClassStudentSchema = z
  .object({
    id: z.string().meta({ description: 'User id.' }),
    email: z.string(),
    name: z.string().nullable(),
    joinedAt: z.string().meta({ description: 'ISO 8601.' }),
  })
  .meta({ id: 'ClassStudent' });

const classFields = {
  id: z.string().meta({ description: 'UUID.' }),
  name: z.string(),
  enrollmentCode: z.string().meta({ description: `${CODE_LENGTH} characters from ABCDEFGHJKMNPQRSTUVWXYZ23456789; matched case-insensitively.` }),
  teacherEmail: z.string(),
  teacherName: z.string().nullable(),
  description: z.string().nullable(),
  subject: z.string().nullable(),
  domain: z.string().nullable(),
  subdomain: z.string().nullable(),
  studentCount: z.number().int(),
  createdAt: z.string().meta({ description: 'ISO 8601.' }),
  updatedAt: z.string().meta({ description: 'ISO 8601; changes when the curriculum is saved.' }),
};

export const ClassSchema = z
  .object({
    ...classFields,
    students: z.array(ClassStudentSchema).meta({
      description: 'Owner and admins see every enrolled learner; an enrolled learner sees only their own entry.',
    }),
    curriculum: CurriculumSchema.nullable().meta({ description: 'null until saved.' }),
  })
  .meta({ id: 'Class' });

export const ClassSummarySchema = z
  .object({ ...classFields, hasCurriculum: z.boolean() })
  .meta({ id: 'ClassSummary', description: 'A class in a list: no students or curriculum (fetch the class for those).' });

export const ClassResponseSchema = z.object({ success: z.literal(true), class: ClassSchema }).meta({ id: 'ClassResponse' });

export const ClassListResponseSchema = z
  .object({
    success: z.literal(true),
    classes: z.array(ClassSummarySchema).meta({ description: 'Newest first.' }),
    nextCursor: nextCursorField,
  })
  .meta({ id: 'ClassListResponse' });

export const SaveCurriculumRequestSchema = z.strictObject({ curriculum: CurriculumSchema }).meta({ id: 'SaveCurriculumRequest' });

export const JoinClassRequestSchema = z
  .strictObject({
    code: z
      .string()
      .max(32)
      .meta({ description: `The ${CODE_LENGTH}-character enrollment code; case, spaces and dashes are ignored.` }),
  })
  .meta({ id: 'JoinClassRequest' });

export const JoinClassResponseSchema = z
  .object({
    success: z.literal(true),
    alreadyEnrolled: z.boolean().meta({ description: 'true when the caller had joined before (joining is idempotent).' }),
    class: ClassSchema,
  })
  .meta({ id: 'JoinClassResponse' });

export const DeleteClassResponseSchema = z
  .object({ success: z.literal(true), deleted: z.literal(true), id: z.string() })
  .meta({ id: 'DeleteClassResponse' });

export const ProgressStatusSchema = z.enum(PROGRESS_STATUSES).meta({ id: 'ProgressStatus' });

export const ProgressEntrySchema = z
  .object({
    conceptId: z.string(),
    label: z.string(),
    status: ProgressStatusSchema.meta({ description: 'The progress recorded explicitly (POST .../progress).' }),
    updatedAt: z.string().nullable().meta({ description: 'ISO 8601; null while not_started and never recorded.' }),
    mastery: z
      .object({
        probability: z.number().min(0).max(1).meta({ description: 'P(known) by Bayesian Knowledge Tracing over the learner\'s attempts.' }),
        state: z.enum(['not_started', 'learning', 'struggling', 'mastered']),
        attempts: z.number().int(),
        correct: z.number().int(),
      })
      .optional()
      .meta({ description: 'The learning-analytics profile\'s reading of this concept (GET /api/analytics/profile/{userId}); present when the learner has analytics events on it.' }),
    mastered: z.literal(true).optional().meta({ description: 'Present (true) when learning analytics finds the concept mastered (mastery.state), whatever `status` was recorded.' }),
  })
  .meta({ id: 'ProgressEntry' });

export const ProgressResponseSchema = z
  .object({
    success: z.literal(true),
    classId: z.string(),
    studentId: z.string(),
    progress: z.array(ProgressEntrySchema).meta({ description: 'One entry per curriculum concept, in learning-path order; empty without a curriculum.' }),
  })
  .meta({ id: 'ProgressResponse' });

export const RecordProgressRequestSchema = z
  .strictObject({ conceptId: z.string().trim().min(1).max(100), status: ProgressStatusSchema })
  .meta({ id: 'RecordProgressRequest' });

export const StudentProgressSchema = z
  .object({
    studentId: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    joinedAt: z.string(),
    progress: z.array(ProgressEntrySchema),
  })
  .meta({ id: 'StudentProgress' });

export const AllProgressResponseSchema = z
  .object({ success: z.literal(true), classId: z.string(), students: z.array(StudentProgressSchema) })
  .meta({ id: 'AllProgressResponse' });

export type ClassView = z.infer<typeof ClassSchema>;
export type ClassSummaryView = z.infer<typeof ClassSummarySchema>;
export type ProgressEntry = z.infer<typeof ProgressEntrySchema>;
export type StudentProgress = z.infer<typeof StudentProgressSchema>;
