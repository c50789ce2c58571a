// Request and response shapes of /api/school: validation, TypeScript types and the OpenAPI
// document all come from these schemas.
import { z } from 'zod';
import { listPageQueryFields, nextCursorField } from '../http/list-page.js';

export const ITS_LEVEL_MIN = 1;
export const ITS_LEVEL_MAX = 10;
export const ITS_LEVEL_DEFAULT = 2;

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);
const email = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
  .transform((e) => e.toLowerCase());
const language = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'must be a language tag such as en or pt-BR')
  .meta({ description: 'BCP 47 language tag, e.g. `en`, `pt-BR`.' });
const itsLevel = z.number().int('must be a whole number').min(ITS_LEVEL_MIN).max(ITS_LEVEL_MAX);

/**
 * One school class on the wire (and in its statements): the current state, as recorded by the
 * class's latest xAPI statement. The service holds it as a `SchoolClass`, with the pending transfer
 * as a structure; presenters.ts makes this shape of it.
 */
export const SchoolClassSchema = z
  .object({
    id: z.string().meta({ description: 'UUID. Immutable.' }),
    title: z.string(),
    description: z.string(),
    subject: z.string(),
    gradeLevel: z.string(),
    dscId: z.string().meta({ description: 'Competency id of the domain. Immutable.' }),
    enrollmentCode: z.string().meta({ description: '6 upper-case letters or digits: drawn from `ABCDEFGHJKMNPQRSTUVWXYZ23456789` (no look-alikes) when generated, any A-Z/0-9 when the owner chose it.' }),
    teacherEmail: z.string().meta({ description: 'Current owner. Changes only through an ownership transfer.' }),
    teacherName: z.string(),
    creatorEmail: z.string().meta({ description: 'Original creator. Immutable.' }),
    creatorName: z.string(),
    contentExperts: z.array(z.string()).meta({ description: 'E-mail addresses of invited content experts (lower case).' }),
    ownershipTransferPending: z.string().nullable().meta({
      description: 'null, or a JSON-encoded string `{"newOwnerEmail","initiatedAt","initiatedBy"}` while a transfer is pending.',
    }),
    createdAt: z.string().meta({ description: 'ISO 8601.' }),
    language: z.string(),
    scenarioContext: z.string(),
    itsAnalysisLevel: z.number().int().min(ITS_LEVEL_MIN).max(ITS_LEVEL_MAX),
  })
  .meta({ id: 'SchoolClass' });
export type SchoolClassView = z.infer<typeof SchoolClassSchema>;

/** A pending ownership transfer: who is invited, when and by whom. */
export const PendingTransferSchema = z.object({ newOwnerEmail: z.string(), initiatedAt: z.string(), initiatedBy: z.string() });
export type PendingTransfer = z.infer<typeof PendingTransferSchema>;

/** One school class as the service and the read model hold it: the pending transfer is a structure, or null. */
export type SchoolClass = Omit<SchoolClassView, 'ownershipTransferPending'> & { ownershipTransferPending: PendingTransfer | null };

/**
 * The pending transfer as the wire and the class statements carry it: a JSON string (or null),
 * its keys in this order, so a statement written before the domain held a structure reads back
 * and is written again as the same string.
 */
export const pendingTransferJson = (p: PendingTransfer | null): string | null =>
  p === null ? null : JSON.stringify({ newOwnerEmail: p.newOwnerEmail, initiatedAt: p.initiatedAt, initiatedBy: p.initiatedBy });

/** The structure back from that string: null for null, undefined when the string is not a transfer. */
export function pendingTransferFromJson(json: string | null): PendingTransfer | null | undefined {
  if (json === null) return null;
  try {
    const parsed = PendingTransferSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A class in the wire and statement shape -> the service's, or undefined when its pending transfer is malformed. */
export function classFromView(view: SchoolClassView): SchoolClass | undefined {
  const pending = pendingTransferFromJson(view.ownershipTransferPending);
  return pending === undefined ? undefined : { ...view, ownershipTransferPending: pending };
}

/** The service's class -> the wire and statement shape (keys in the same order; other fields, such as a list's mark, kept). */
export const classView = <C extends SchoolClass>(cls: C): Omit<C, 'ownershipTransferPending'> & Pick<SchoolClassView, 'ownershipTransferPending'> => ({
  ...cls,
  ownershipTransferPending: pendingTransferJson(cls.ownershipTransferPending),
});

export const CreateSchoolClassRequestSchema = z
  .strictObject({
    title: text(200),
    description: text(5000),
    subject: text(200),
    gradeLevel: text(100),
    dscId: text(200),
    language: language.optional().meta({ description: 'Default `en`.' }),
    scenarioContext: z.string().trim().max(5000).optional(),
    itsAnalysisLevel: itsLevel.optional().meta({ description: `${ITS_LEVEL_MIN} to ${ITS_LEVEL_MAX}, default ${ITS_LEVEL_DEFAULT}.` }),
  })
  .meta({ id: 'CreateSchoolClassRequest' });

/** Fields a PATCH may change. */
export const MUTABLE_FIELDS = ['title', 'description', 'subject', 'gradeLevel', 'scenarioContext', 'itsAnalysisLevel', 'language', 'enrollmentCode'] as const;
/** Class fields a PATCH must not carry: 400 naming the field, reason `immutable`. */
export const IMMUTABLE_FIELDS = [
  'id',
  'dscId',
  'creatorEmail',
  'creatorName',
  'teacherEmail',
  'teacherName',
  'contentExperts',
  'ownershipTransferPending',
  'createdAt',
] as const;

export const PatchSchoolClassRequestSchema = z
  .strictObject({
    title: text(200).optional(),
    description: text(5000).optional(),
    subject: text(200).optional(),
    gradeLevel: text(100).optional(),
    scenarioContext: z.string().trim().max(5000).optional(),
    itsAnalysisLevel: itsLevel.optional(),
    language: language.optional(),
    enrollmentCode: z
      .string()
      .trim()
      .max(32)
      .optional()
      .meta({
        description: 'A code of your choosing: any 6 letters or digits, e.g. `alg205` (stored upper-case as `ALG205`; spaces and dashes ignored; compared case-insensitively); must not be in use by another class.',
        example: 'ALG205',
      }),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field to change' })
  .meta({ id: 'PatchSchoolClassRequest', description: `Any of ${MUTABLE_FIELDS.join(', ')}. ${IMMUTABLE_FIELDS.join(', ')}: 400 \`invalid_request\` with \`details.reason\` \`immutable\`.` });
export type SchoolClassPatch = z.output<typeof PatchSchoolClassRequestSchema>;

export const ExpertRequestSchema = z.strictObject({ email }).meta({ id: 'SchoolExpertRequest' });
export const TransferRequestSchema = z.strictObject({ newOwnerEmail: email }).meta({ id: 'SchoolTransferRequest' });

export const ListSchoolClassesQuerySchema = z
  .strictObject({
    ...listPageQueryFields,
  })
  .meta({ id: 'ListSchoolClassesQuery' });

export const ClassIdParamsSchema = z.object({ classId: z.string().meta({ description: 'The class id.' }) });

export const SchoolClassResponseSchema = z.object({ success: z.literal(true), class: SchoolClassSchema }).meta({ id: 'SchoolClassResponse' });
export const SchoolClassListResponseSchema = z
  .object({
    success: z.literal(true),
    classes: z
      .array(
        SchoolClassSchema.extend({
          pendingTransferToYou: z.literal(true).optional().meta({
            description: 'Present (true) when the caller is the invitee of this class\'s pending ownership transfer: the class is listed for them before they accept. Absent otherwise.',
          }),
        }),
      )
      .meta({ description: 'Newest first.' }),
    nextCursor: nextCursorField,
  })
  .meta({ id: 'SchoolClassListResponse' });
