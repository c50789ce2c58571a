// Request and response shapes of /api/class-content: one zod schema each, for validation, types
// and the OpenAPI document. The `content` of each mode is in content-schemas.ts.
import { z } from 'zod';
import { KeContentSchema, ModeSchema, SataContentSchema, SplContentSchema } from './content-schemas.js';
import { CRITIC_TYPES, FindingSchema } from './critic/findings.js';
import {
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  COMPETENCY_DESCRIPTION_MAX,
  COMPETENCY_NAME_MAX,
  CONTENT_MAX_BYTES,
  CRITICISM_MAX,
  CUSTOM_PROMPT_MAX,
  FINDINGS_MAX,
  USER_MESSAGE_MAX,
} from './limits.js';

export const COMPETENCY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

const ContentObjectSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: `The content object of the mode (KeContent, SplContent or SataContent); at most ${CONTENT_MAX_BYTES} bytes as JSON (413 \`content_too_large\` past it).` });

export const ClassParamsSchema = z.object({ classId: z.string().meta({ description: 'School class id.' }) });
export const ModeParamsSchema = ClassParamsSchema.extend({
  competencyId: z.string().regex(COMPETENCY_ID_PATTERN).meta({ description: 'Competency id: letters, digits and . _ : - (1 to 128).' }),
  mode: ModeSchema,
});
export const VersionParamsSchema = ModeParamsSchema.extend({ version: z.string().regex(/^[1-4]$/).meta({ description: 'Version number, 1 to 4.' }) });

export const PutVersionRequestSchema = z.strictObject({ content: ContentObjectSchema }).meta({ id: 'PutContentVersionRequest' });

export const SetActiveRequestSchema = z.strictObject({ version: z.number().int().min(1).max(4) }).meta({ id: 'SetActiveVersionRequest' });

export const RegenerateRequestSchema = z
  .strictObject({
    count: z.number().int().min(1).max(4).meta({ description: 'How many new versions, 1 to 4 (and no more than the free version numbers).' }),
    customPrompt: z.string().trim().max(CUSTOM_PROMPT_MAX).nullish().meta({ description: 'Steers a model; the built-in generator ignores it and records that it did.' }),
    competencyName: z.string().trim().min(1).max(COMPETENCY_NAME_MAX).optional().meta({ description: 'Names a new competency (default: from the id); replaces the stored name when given.' }),
    competencyDescription: z.string().trim().max(COMPETENCY_DESCRIPTION_MAX).optional(),
  })
  .meta({ id: 'RegenerateContentRequest' });

export const CriticTypeSchema = z.enum(CRITIC_TYPES).meta({ id: 'CriticType' });

export const CriticRequestSchema = z
  .strictObject({
    content: ContentObjectSchema,
    criticType: CriticTypeSchema,
    competencyName: z.string().trim().min(1).max(COMPETENCY_NAME_MAX),
    competencyDescription: z.string().trim().max(COMPETENCY_DESCRIPTION_MAX),
    system: ModeSchema,
  })
  .meta({ id: 'CriticRequest' });

export const ChatMessageSchema = z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string().max(CHAT_MESSAGE_MAX) });

export const CriticismChatRequestSchema = z
  .strictObject({
    userMessage: z.string().trim().min(1).max(USER_MESSAGE_MAX),
    criticism: z.string().max(CRITICISM_MAX),
    criticismType: CriticTypeSchema,
    competencyName: z.string().trim().min(1).max(COMPETENCY_NAME_MAX),
    competencyDescription: z.string().trim().max(COMPETENCY_DESCRIPTION_MAX),
    system: ModeSchema,
    originalContent: ContentObjectSchema,
    findings: z
      .array(FindingSchema)
      .max(FINDINGS_MAX)
      .optional()
      .meta({ description: "The review's `findings` as the critic answered them. The chat works from these; without them it recomputes the built-in checks on `originalContent` (so a model's own findings are then not known to it). `criticism` is never parsed." }),
    chatHistory: z
      .array(ChatMessageSchema)
      .max(CHAT_HISTORY_MAX)
      .optional()
      .meta({ description: `Earlier turns, oldest first; at most ${CHAT_HISTORY_MAX} (more: 400 \`history_too_long\`). A model sees the last 8 verbatim and a condensed line for older ones.` }),
  })
  .meta({ id: 'CriticismChatRequest' });

// Responses.
const GeneratorSchema = z.object({ provider: z.string(), model: z.string() }).meta({ id: 'Generator', description: 'What produced the artifact.' });

const ModeEntrySchema = z.object({ versions: z.array(z.number().int()), activeVersion: z.number().int() });
export const CompetencyEntrySchema = z
  .object({
    competencyId: z.string(),
    competencyName: z.string(),
    competencyDescription: z.string(),
    modes: z.object({ KE: ModeEntrySchema.optional(), SPL: ModeEntrySchema.optional(), SATA: ModeEntrySchema.optional() }),
  })
  .meta({ id: 'CompetencyEntry' });
export const CompetencyListResponseSchema = z
  .object({ success: z.literal(true), classId: z.string(), competencies: z.array(CompetencyEntrySchema) })
  .meta({ id: 'ClassContentListResponse' });

export const VersionMetadataSchema = z
  .object({
    version: z.number().int(),
    generatedAt: z.string().meta({ description: 'ISO 8601: when the content this version derives from was generated.' }),
    editedBy: z.string().meta({ description: 'E-mail of who generated or edited this version.' }),
    lastEditedAt: z.string(),
    editCount: z.number().int().meta({ description: 'Edits between generation and this version (0 for a generated version).' }),
    isActive: z.boolean(),
    generator: GeneratorSchema,
    basedOn: z.number().int().nullable().meta({ description: 'The version a PUT edited; null for a generated version.' }),
    notes: z.array(z.string()).meta({ description: 'E.g. that the built-in generator ignored customPrompt.' }),
  })
  .meta({ id: 'ContentVersionMetadata' });

export const VersionResponseSchema = z
  .object({ success: z.literal(true), content: z.union([KeContentSchema, SplContentSchema, SataContentSchema]), metadata: VersionMetadataSchema })
  .meta({ id: 'ContentVersionResponse' });
export const PutVersionResponseSchema = z.object({ success: z.literal(true), newVersion: z.number().int(), message: z.string() }).meta({ id: 'PutContentVersionResponse' });
export const SetActiveResponseSchema = z.object({ success: z.literal(true), activeVersion: z.number().int(), message: z.string() }).meta({ id: 'SetActiveVersionResponse' });
export const DeleteVersionResponseSchema = z.object({ success: z.literal(true), message: z.string() }).meta({ id: 'DeleteContentVersionResponse' });
export const RegenerateResponseSchema = z
  .object({ success: z.literal(true), newVersions: z.array(z.number().int()), message: z.string(), generator: GeneratorSchema, notes: z.array(z.string()) })
  .meta({ id: 'RegenerateContentResponse' });

export const CriticResponseSchema = z
  .object({
    success: z.literal(true),
    criticism: z.string().meta({ description: 'Markdown rendered from `findings` (user text escaped): one section per finding with severity, type, where (JSON pointer), quote, problem and suggested fix.' }),
    findings: z.array(FindingSchema),
    generator: GeneratorSchema,
  })
  .meta({ id: 'CriticResponse' });
export const CriticismChatResponseSchema = z
  .object({
    success: z.literal(true),
    response: z.string().meta({ description: 'Markdown.' }),
    generator: GeneratorSchema,
    historyNote: z.string().optional().meta({ description: 'Present when older turns were condensed for the model.' }),
  })
  .meta({ id: 'CriticismChatResponse' });
