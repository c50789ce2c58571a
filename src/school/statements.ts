// School classes as xAPI statements. Every change records one statement carrying the class's full
// state in `context.extensions` (one key per field under `{xapi_ext}/class/<name>`), so the newest
// statement of a class IS its state and the read model can be rebuilt from statements alone.
// `context.revision` counts the class's changes (1 at creation) and orders them without relying
// on the store's clock. Verbs are documented in the OpenAPI document (see endpoints.ts).
import type { Statement, StoredStatement } from '../xapi/index.js';
import { classFromView, classView, SchoolClassSchema, type SchoolClass, type SchoolClassView } from './schemas.js';

/** The verb each kind of change records: ADL's `initialized` for creation (as the API reference draws), Activity Streams verbs from the xAPI vocabulary for the rest. */
export const CLASS_VERBS = {
  create: { id: 'http://adlnet.gov/expapi/verbs/initialized', display: { en: 'initialized' } },
  update: { id: 'http://activitystrea.ms/schema/1.0/update', display: { en: 'updated' } },
  inviteExpert: { id: 'http://activitystrea.ms/schema/1.0/invite', display: { en: 'invited' } },
  removeExpert: { id: 'http://activitystrea.ms/schema/1.0/remove', display: { en: 'removed' } },
  transferOwnership: { id: 'http://activitystrea.ms/schema/1.0/offer', display: { en: 'offered' } },
  acceptOwnership: { id: 'http://activitystrea.ms/schema/1.0/accept', display: { en: 'accepted' } },
  cancelTransfer: { id: 'http://activitystrea.ms/schema/1.0/cancel', display: { en: 'cancelled' } },
} as const;
export type ClassChange = keyof typeof CLASS_VERBS;

/** Class field -> extension name (`{xapi_ext}/class/<name>`), in the documented order (createdAt: see classStatement). */
const EXTENSION_NAMES: ReadonlyArray<readonly [keyof SchoolClassView, string]> = [
  ['id', 'id'],
  ['title', 'title'],
  ['description', 'description'],
  ['subject', 'subject'],
  ['gradeLevel', 'grade-level'],
  ['dscId', 'dsc-id'],
  ['enrollmentCode', 'enrollment-code'],
  ['teacherEmail', 'teacher-email'],
  ['teacherName', 'teacher-name'],
  ['creatorEmail', 'creator-email'],
  ['creatorName', 'creator-name'],
  ['contentExperts', 'content-experts'],
  ['ownershipTransferPending', 'ownership-transfer-pending'],
  ['language', 'language'],
  ['scenarioContext', 'scenario-context'],
  ['itsAnalysisLevel', 'its-analysis-level'],
];

export interface ClassIris {
  /** `{activity_base}` (XAPI_ACTIVITY_BASE), without a trailing slash. */
  activityBase: string;
  /** `{xapi_ext}` (XAPI_EXTENSION_BASE), without a trailing slash. */
  extensionBase: string;
}

export const classActivityPrefix = (iris: Pick<ClassIris, 'activityBase'>) => `${iris.activityBase}/class/`;
/**
 * The activity every class statement names as its grouping (`{activity_base}/class`): an external
 * LRS finds the school's records, and nobody else's, with `activity=<it>&related_activities=true`.
 */
export const classesRootActivityId = (iris: Pick<ClassIris, 'activityBase'>) => `${iris.activityBase}/class`;
export const classActivityId = (iris: ClassIris, classId: string) => `${classActivityPrefix(iris)}${classId}`;
const extensionKey = (iris: ClassIris, name: string) => `${iris.extensionBase}/class/${name}`;

export interface Actor {
  email: string;
  name: string;
}

export function classStatement(iris: ClassIris, change: ClassChange, cls: SchoolClass, revision: number, actor: Actor, timestamp: string, id: string): Statement {
  const extensions: Record<string, unknown> = {};
  // The statement carries the wire shape: ownership-transfer-pending as a JSON string (or null).
  const view = classView(cls);
  for (const [field, name] of EXTENSION_NAMES) {
    const value = view[field];
    // content-experts is a JSON string too (array of e-mails).
    extensions[extensionKey(iris, name)] = field === 'contentExperts' ? JSON.stringify(value) : value;
  }
  return {
    id,
    actor: { objectType: 'Agent', mbox: `mailto:${actor.email}`, name: actor.name },
    verb: CLASS_VERBS[change],
    object: {
      objectType: 'Activity',
      id: classActivityId(iris, cls.id),
      // createdAt has no row in the documented context extensions, so it travels with the activity's definition.
      definition: { name: { en: cls.title }, description: { en: cls.description }, extensions: { [extensionKey(iris, 'created-at')]: cls.createdAt } },
    },
    context: { revision: String(revision), contextActivities: { grouping: [{ objectType: 'Activity', id: classesRootActivityId(iris) }] }, extensions },
    timestamp,
  };
}

export interface ClassRecord {
  cls: SchoolClass;
  revision: number;
}

/** The class a statement records, or undefined when the statement is not a well-formed class statement. */
export function classFromStatement(iris: ClassIris, s: StoredStatement | Statement): ClassRecord | undefined {
  const objectId = (s.object as { id?: unknown }).id;
  if (typeof objectId !== 'string' || !objectId.startsWith(classActivityPrefix(iris))) return undefined;
  const ext = s.context?.extensions;
  const revision = Number(s.context?.revision);
  if (!ext || !Number.isInteger(revision) || revision < 1) return undefined;
  const raw: Record<string, unknown> = {};
  for (const [field, name] of EXTENSION_NAMES) raw[field] = ext[extensionKey(iris, name)];
  const definition = (s.object as { definition?: { extensions?: Record<string, unknown> } }).definition;
  raw.createdAt = definition?.extensions?.[extensionKey(iris, 'created-at')] ?? s.timestamp;
  try {
    raw.contentExperts = typeof raw.contentExperts === 'string' ? JSON.parse(raw.contentExperts) : undefined;
  } catch {
    return undefined;
  }
  const parsed = SchoolClassSchema.safeParse(raw);
  if (!parsed.success || classActivityId(iris, parsed.data.id) !== objectId) return undefined;
  // The pending transfer back from its JSON string; a malformed one is no well-formed statement.
  const cls = classFromView(parsed.data);
  return cls && { cls, revision };
}
