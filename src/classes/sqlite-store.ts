// ClassStore on the embedded SQLite database. Statements are prepared once; lists are keyset
// pages walked through (owner|student, created_at, id) indexes, so page N costs what page 1 does.
import type { Database } from '../storage/database.js';
import type { Curriculum } from './curriculum.js';
import type {
  ClassListScope,
  ClassRecord,
  ClassStore,
  ClassSummaryRecord,
  EnrolmentRecord,
  NewClass,
  PageQuery,
  ProgressRecord,
  ProgressStatus,
} from './store.js';

interface SummaryRow {
  id: string;
  name: string;
  description: string | null;
  subject: string | null;
  domain: string | null;
  subdomain: string | null;
  enrollment_code: string;
  teacher_id: string;
  teacher_email: string;
  teacher_name: string | null;
  created_at: string;
  updated_at: string;
  student_count: number;
  has_curriculum: number;
}
interface FullRow extends SummaryRow {
  curriculum: string | null;
}
interface EnrolmentRow {
  student_id: string;
  email: string;
  name: string | null;
  joined_at: string;
}
interface ProgressRow {
  student_id: string;
  concept_id: string;
  status: ProgressStatus;
  updated_at: string;
}

const SUMMARY_COLUMNS = `
  c.id, c.name, c.description, c.subject, c.domain, c.subdomain, c.enrollment_code, c.teacher_id,
  c.created_at, c.updated_at, u.email AS teacher_email, u.name AS teacher_name,
  (SELECT COUNT(*) FROM class_enrolments e2 WHERE e2.class_id = c.id) AS student_count,
  EXISTS (SELECT 1 FROM class_curricula k WHERE k.class_id = c.id) AS has_curriculum`;

/** The list statements, exported so a test can check their query plans. */
export const LIST_SQL = {
  teaching: `SELECT ${SUMMARY_COLUMNS} FROM classes c JOIN users u ON u.id = c.teacher_id
    WHERE c.teacher_id = ? AND (c.created_at, c.id) < (?, ?)
    ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
  enrolled: `SELECT ${SUMMARY_COLUMNS} FROM class_enrolments e
      JOIN classes c ON c.id = e.class_id JOIN users u ON u.id = c.teacher_id
    WHERE e.student_id = ? AND (e.class_created_at, e.class_id) < (?, ?)
    ORDER BY e.class_created_at DESC, e.class_id DESC LIMIT ?`,
  all: `SELECT ${SUMMARY_COLUMNS} FROM classes c JOIN users u ON u.id = c.teacher_id
    WHERE (c.created_at, c.id) < (?, ?)
    ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
};

/** Sorts after every real (created_at, id): the first page uses the same statement as the rest. */
const FIRST_PAGE = { createdAt: '\u{10FFFF}', id: '' };

const toSummary = (r: SummaryRow): ClassSummaryRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  subject: r.subject,
  domain: r.domain,
  subdomain: r.subdomain,
  enrollmentCode: r.enrollment_code,
  teacherId: r.teacher_id,
  teacherEmail: r.teacher_email,
  teacherName: r.teacher_name,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  studentCount: r.student_count,
  hasCurriculum: r.has_curriculum === 1,
});

const toRecord = (r: FullRow): ClassRecord => ({
  ...toSummary(r),
  curriculum: r.curriculum === null ? null : (JSON.parse(r.curriculum) as Curriculum),
});

const toEnrolment = (r: EnrolmentRow): EnrolmentRecord => ({ studentId: r.student_id, email: r.email, name: r.name, joinedAt: r.joined_at });
const toProgress = (r: ProgressRow): ProgressRecord => ({ conceptId: r.concept_id, status: r.status, updatedAt: r.updated_at });

export class SqliteClassStore implements ClassStore {
  private readonly s;

  constructor(private readonly db: Database) {
    const full = `SELECT ${SUMMARY_COLUMNS}, k2.document AS curriculum
      FROM classes c JOIN users u ON u.id = c.teacher_id LEFT JOIN class_curricula k2 ON k2.class_id = c.id`;
    this.s = {
      insert: db.prepare(
        `INSERT INTO classes (id, name, description, subject, domain, subdomain, enrollment_code, teacher_id, created_at, updated_at)
         VALUES (@id, @name, @description, @subject, @domain, @subdomain, @enrollmentCode, @teacherId, @createdAt, @createdAt)
         ON CONFLICT (enrollment_code) DO NOTHING`,
      ),
      get: db.prepare<[string], FullRow>(`${full} WHERE c.id = ?`),
      getByCode: db.prepare<[string], FullRow>(`${full} WHERE c.enrollment_code = ?`),
      listTeaching: db.prepare<[string, string, string, number], SummaryRow>(LIST_SQL.teaching),
      listEnrolled: db.prepare<[string, string, string, number], SummaryRow>(LIST_SQL.enrolled),
      listAll: db.prepare<[string, string, number], SummaryRow>(LIST_SQL.all),
      isEnrolled: db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM class_enrolments WHERE class_id = ? AND student_id = ?'),
      teaches: db.prepare<[string, string], { one: number }>(
        'SELECT 1 AS one FROM class_enrolments e JOIN classes c ON c.id = e.class_id WHERE e.student_id = ? AND c.teacher_id = ? LIMIT 1',
      ),
      enrol: db.prepare(
        `INSERT INTO class_enrolments (class_id, student_id, class_created_at, joined_at)
         SELECT id, ?, created_at, ? FROM classes WHERE id = ?
         ON CONFLICT (class_id, student_id) DO NOTHING`,
      ),
      students: db.prepare<[string], EnrolmentRow>(
        `SELECT e.student_id, u.email, u.name, e.joined_at FROM class_enrolments e JOIN users u ON u.id = e.student_id
         WHERE e.class_id = ? ORDER BY e.joined_at, e.student_id`,
      ),
      student: db.prepare<[string, string], EnrolmentRow>(
        `SELECT e.student_id, u.email, u.name, e.joined_at FROM class_enrolments e JOIN users u ON u.id = e.student_id
         WHERE e.class_id = ? AND e.student_id = ?`,
      ),
      saveCurriculum: db.prepare(
        `INSERT INTO class_curricula (class_id, document, concept_count, saved_by, saved_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (class_id) DO UPDATE SET document = excluded.document, concept_count = excluded.concept_count,
           saved_by = excluded.saved_by, saved_at = excluded.saved_at`,
      ),
      touch: db.prepare('UPDATE classes SET updated_at = ? WHERE id = ?'),
      delete: db.prepare('DELETE FROM classes WHERE id = ?'),
      progress: db.prepare<[string, string], ProgressRow>(
        'SELECT student_id, concept_id, status, updated_at FROM class_progress WHERE class_id = ? AND student_id = ?',
      ),
      classProgress: db.prepare<[string], ProgressRow>('SELECT student_id, concept_id, status, updated_at FROM class_progress WHERE class_id = ?'),
      recordProgress: db.prepare(
        `INSERT INTO class_progress (class_id, student_id, concept_id, status, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (class_id, student_id, concept_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
      ),
    };
  }

  insert(c: NewClass): boolean {
    return this.s.insert.run(c).changes === 1;
  }

  get(id: string): ClassRecord | undefined {
    const r = this.s.get.get(id);
    return r && toRecord(r);
  }

  getByCode(code: string): ClassRecord | undefined {
    const r = this.s.getByCode.get(code);
    return r && toRecord(r);
  }

  list(scope: ClassListScope, page: PageQuery): ClassSummaryRecord[] {
    const after = page.after ?? FIRST_PAGE;
    const rows =
      scope.kind === 'teaching'
        ? this.s.listTeaching.all(scope.userId, after.createdAt, after.id, page.limit)
        : scope.kind === 'enrolled'
          ? this.s.listEnrolled.all(scope.userId, after.createdAt, after.id, page.limit)
          : this.s.listAll.all(after.createdAt, after.id, page.limit);
    return rows.map(toSummary);
  }

  isEnrolled(classId: string, userId: string): boolean {
    return this.s.isEnrolled.get(classId, userId) !== undefined;
  }

  teaches(teacherId: string, studentId: string): boolean {
    return this.s.teaches.get(studentId, teacherId) !== undefined;
  }

  enrol(classId: string, studentId: string, joinedAt: string): boolean {
    return this.s.enrol.run(studentId, joinedAt, classId).changes === 1;
  }

  students(classId: string): EnrolmentRecord[] {
    return this.s.students.all(classId).map(toEnrolment);
  }

  student(classId: string, studentId: string): EnrolmentRecord | undefined {
    const r = this.s.student.get(classId, studentId);
    return r && toEnrolment(r);
  }

  saveCurriculum(classId: string, curriculum: Curriculum, savedBy: string, at: string): void {
    this.db.transaction(() => {
      this.s.saveCurriculum.run(classId, JSON.stringify(curriculum), curriculum.nodes.length, savedBy, at);
      this.s.touch.run(at, classId);
    })();
  }

  delete(classId: string): boolean {
    return this.s.delete.run(classId).changes === 1;
  }

  progress(classId: string, studentId: string): ProgressRecord[] {
    return this.s.progress.all(classId, studentId).map(toProgress);
  }

  classProgress(classId: string): Map<string, ProgressRecord[]> {
    const out = new Map<string, ProgressRecord[]>();
    for (const r of this.s.classProgress.all(classId)) {
      const list = out.get(r.student_id) ?? [];
      list.push(toProgress(r));
      out.set(r.student_id, list);
    }
    return out;
  }

  recordProgress(classId: string, studentId: string, conceptId: string, status: ProgressStatus, at: string): void {
    this.s.recordProgress.run(classId, studentId, conceptId, status, at);
  }
}
