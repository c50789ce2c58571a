// The data layer of the classes area behind an interface; sql-store.ts keeps it on the record engine
// (SQLite file, or PostgreSQL with DATABASE_URL).
// Records carry storage facts only; who may see what is decided in policy.ts.
import type { PageAfter } from '../http/list-page.js';
import type { Curriculum } from './curriculum.js';

export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export interface ClassSummaryRecord {
  id: string;
  name: string;
  description: string | null;
  subject: string | null;
  domain: string | null;
  subdomain: string | null;
  enrollmentCode: string;
  teacherId: string;
  teacherEmail: string;
  teacherName: string | null;
  createdAt: string;
  updatedAt: string;
  studentCount: number;
  hasCurriculum: boolean;
}

export interface ClassRecord extends ClassSummaryRecord {
  curriculum: Curriculum | null;
}

/** What creating a class stores; the rest of a record (counts, teacher details) is derived. */
export type NewClass = Pick<
  ClassSummaryRecord,
  'id' | 'name' | 'description' | 'subject' | 'domain' | 'subdomain' | 'enrollmentCode' | 'teacherId' | 'createdAt'
>;

export interface EnrolmentRecord {
  studentId: string;
  email: string;
  name: string | null;
  joinedAt: string;
}

export interface ProgressRecord {
  conceptId: string;
  status: ProgressStatus;
  updatedAt: string;
}

export interface PageQuery {
  limit: number;
  after?: PageAfter;
}

export type ClassListScope = { kind: 'teaching'; userId: string } | { kind: 'enrolled'; userId: string } | { kind: 'all' };

export interface ClassStore {
  /** false when the enrolment code is already taken (the caller retries with another); instances racing for one code get one winner. */
  insert(c: NewClass): Promise<boolean>;
  get(id: string): Promise<ClassRecord | undefined>;
  getByCode(code: string): Promise<ClassRecord | undefined>;
  /** Newest first; at most `limit` records. */
  list(scope: ClassListScope, page: PageQuery): Promise<ClassSummaryRecord[]>;
  isEnrolled(classId: string, userId: string): Promise<boolean>;
  /** Whether `teacherId` teaches any class `studentId` is enrolled in (the acting-for rule's relation). */
  teaches(teacherId: string, studentId: string): Promise<boolean>;
  /** Idempotent; true when the enrolment is new (of concurrent enrolments of one student, exactly one). */
  enrol(classId: string, studentId: string, joinedAt: string): Promise<boolean>;
  students(classId: string): Promise<EnrolmentRecord[]>;
  student(classId: string, studentId: string): Promise<EnrolmentRecord | undefined>;
  /** false when the class no longer exists (deleted meanwhile, perhaps by another instance). */
  saveCurriculum(classId: string, curriculum: Curriculum, savedBy: string, at: string): Promise<boolean>;
  /** Enrolments, curriculum and progress go with it. false when it did not exist. */
  delete(classId: string): Promise<boolean>;
  progress(classId: string, studentId: string): Promise<ProgressRecord[]>;
  /** Every enrolled student's records, keyed by student id. */
  classProgress(classId: string): Promise<Map<string, ProgressRecord[]>>;
  recordProgress(classId: string, studentId: string, conceptId: string, status: ProgressStatus, at: string): Promise<void>;
}
