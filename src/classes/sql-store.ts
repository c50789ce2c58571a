// ClassStore on the record engine (SQLite file, or PostgreSQL with DATABASE_URL). Queries are built
// and compiled once (storage/prepared-query.ts); lists are keyset pages walked through
// (teacher|student, created_at, id) indexes, so page N costs what page 1 does. Races between
// instances are settled by the keys: a taken enrolment code or a repeated enrolment is an
// INSERT ... ON CONFLICT DO NOTHING that changes no row.
import { sql, type Kysely } from 'kysely';
import { prepareQuery, type PreparedQuery } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';
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

type ClassTables = {
  users: { id: string; email: string; name: string | null };
  classes: {
    id: string;
    name: string;
    description: string | null;
    subject: string | null;
    domain: string | null;
    subdomain: string | null;
    enrollment_code: string;
    teacher_id: string;
    created_at: string;
    updated_at: string;
  };
  class_enrolments: { class_id: string; student_id: string; class_created_at: string; joined_at: string };
  class_curricula: { class_id: string; document: string; concept_count: number; saved_by: string; saved_at: string };
  class_progress: { class_id: string; student_id: string; concept_id: string; status: ProgressStatus; updated_at: string };
};

/** A class row with its teacher's details and what the summary derives. */
type SummaryRow = ClassTables['classes'] & {
  teacher_email: string;
  teacher_name: string | null;
  student_count: number;
  /** 0/1 on SQLite, a boolean on PostgreSQL. */
  has_curriculum: number | boolean;
};
type FullRow = SummaryRow & { curriculum: string | null };
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

/** Sorts after every real (created_at, id), byte by byte: the first page uses the same query as the rest. */
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
  hasCurriculum: Boolean(r.has_curriculum),
});

const toRecord = (r: FullRow): ClassRecord => ({
  ...toSummary(r),
  curriculum: r.curriculum === null ? null : (JSON.parse(r.curriculum) as Curriculum),
});

const toEnrolment = (r: EnrolmentRow): EnrolmentRecord => ({ studentId: r.student_id, email: r.email, name: r.name, joinedAt: r.joined_at });
const toProgress = (r: ProgressRow): ProgressRecord => ({ conceptId: r.concept_id, status: r.status, updatedAt: r.updated_at });

type Page = [createdAt: string, id: string, limit: number];

function queries(db: Kysely<ClassTables>) {
  // A class with its teacher, its student count and whether it has a curriculum.
  const summaries = () =>
    db
      .selectFrom('classes as c')
      .innerJoin('users as u', 'u.id', 'c.teacher_id')
      .select((eb) => [
        'c.id',
        'c.name',
        'c.description',
        'c.subject',
        'c.domain',
        'c.subdomain',
        'c.enrollment_code',
        'c.teacher_id',
        'c.created_at',
        'c.updated_at',
        'u.email as teacher_email',
        'u.name as teacher_name',
        eb
          .selectFrom('class_enrolments as e2')
          .select((sub) => sub.fn.countAll().as('n'))
          .whereRef('e2.class_id', '=', 'c.id')
          .as('student_count'),
        eb.exists(eb.selectFrom('class_curricula as k').select(sql.lit(1).as('one')).whereRef('k.class_id', '=', 'c.id')).as('has_curriculum'),
      ]);
  const full = () => summaries().leftJoin('class_curricula as k2', 'k2.class_id', 'c.id').select('k2.document as curriculum');
  const enrolments = () => db.selectFrom('class_enrolments as e').innerJoin('users as u', 'u.id', 'e.student_id').select(['e.student_id', 'u.email', 'u.name', 'e.joined_at']);
  const progressColumns = ['student_id', 'concept_id', 'status', 'updated_at'] as const;
  return {
    insert: prepareQuery<[string, string, string | null, string | null, string | null, string | null, string, string, string], never>(
      9,
      (id, name, description, subject, domain, subdomain, enrollmentCode, teacherId, createdAt) =>
        db
          .insertInto('classes')
          .values({ id, name, description, subject, domain, subdomain, enrollment_code: enrollmentCode, teacher_id: teacherId, created_at: createdAt, updated_at: createdAt })
          .onConflict((oc) => oc.column('enrollment_code').doNothing()),
    ),
    get: prepareQuery<[string], FullRow>(1, (id) => full().where('c.id', '=', id)),
    getByCode: prepareQuery<[string], FullRow>(1, (code) => full().where('c.enrollment_code', '=', code)),
    listTeaching: prepareQuery<[string, ...Page], SummaryRow>(4, (teacherId, createdAt, id, limit) =>
      summaries()
        .where('c.teacher_id', '=', teacherId)
        // Strictly older than the cursor: a row comparison, so the index range does the work.
        .where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '<', eb.tuple(createdAt, id)))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit),
    ),
    listEnrolled: prepareQuery<[string, ...Page], SummaryRow>(4, (studentId, createdAt, id, limit) =>
      summaries()
        .innerJoin('class_enrolments as e', 'e.class_id', 'c.id')
        .where('e.student_id', '=', studentId)
        .where((eb) => eb(eb.refTuple('e.class_created_at', 'e.class_id'), '<', eb.tuple(createdAt, id)))
        .orderBy('e.class_created_at', 'desc')
        .orderBy('e.class_id', 'desc')
        .limit(limit),
    ),
    listAll: prepareQuery<Page, SummaryRow>(3, (createdAt, id, limit) =>
      summaries()
        .where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '<', eb.tuple(createdAt, id)))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit),
    ),
    isEnrolled: prepareQuery<[string, string], { one: 1 }>(2, (classId, studentId) =>
      db.selectFrom('class_enrolments').select(sql.lit(1).as('one')).where('class_id', '=', classId).where('student_id', '=', studentId),
    ),
    teaches: prepareQuery<[string, string], { one: 1 }>(2, (teacherId, studentId) =>
      db
        .selectFrom('class_enrolments as e')
        .innerJoin('classes as c', 'c.id', 'e.class_id')
        .select(sql.lit(1).as('one'))
        .where('e.student_id', '=', studentId)
        .where('c.teacher_id', '=', teacherId)
        .limit(1),
    ),
    // The class's creation time is copied in (for the learner's list index) by the same statement.
    enrol: prepareQuery<[string, string, string], never>(3, (classId, studentId, joinedAt) =>
      db
        .insertInto('class_enrolments')
        .columns(['class_id', 'student_id', 'class_created_at', 'joined_at'])
        .expression((eb) =>
          eb
            .selectFrom('classes')
            .select((s) => ['id', s.cast<string>(s.val(studentId), 'text').as('student_id'), 'created_at', s.cast<string>(s.val(joinedAt), 'text').as('joined_at')])
            .where('id', '=', classId),
        )
        .onConflict((oc) => oc.columns(['class_id', 'student_id']).doNothing()),
    ),
    students: prepareQuery<[string], EnrolmentRow>(1, (classId) => enrolments().where('e.class_id', '=', classId).orderBy('e.joined_at').orderBy('e.student_id')),
    student: prepareQuery<[string, string], EnrolmentRow>(2, (classId, studentId) => enrolments().where('e.class_id', '=', classId).where('e.student_id', '=', studentId)),
    saveCurriculum: prepareQuery<[string, string, number, string, string], never>(5, (classId, document, conceptCount, savedBy, at) =>
      db
        .insertInto('class_curricula')
        .values({ class_id: classId, document, concept_count: conceptCount, saved_by: savedBy, saved_at: at })
        .onConflict((oc) =>
          oc.column('class_id').doUpdateSet((eb) => ({
            document: eb.ref('excluded.document'),
            concept_count: eb.ref('excluded.concept_count'),
            saved_by: eb.ref('excluded.saved_by'),
            saved_at: eb.ref('excluded.saved_at'),
          })),
        ),
    ),
    touch: prepareQuery<[string, string], never>(2, (at, classId) => db.updateTable('classes').set({ updated_at: at }).where('id', '=', classId)),
    delete: prepareQuery<[string], never>(1, (classId) => db.deleteFrom('classes').where('id', '=', classId)),
    progress: prepareQuery<[string, string], ProgressRow>(2, (classId, studentId) =>
      db.selectFrom('class_progress').select(progressColumns).where('class_id', '=', classId).where('student_id', '=', studentId),
    ),
    classProgress: prepareQuery<[string], ProgressRow>(1, (classId) => db.selectFrom('class_progress').select(progressColumns).where('class_id', '=', classId)),
    recordProgress: prepareQuery<[string, string, string, ProgressStatus, string], never>(5, (classId, studentId, conceptId, status, at) =>
      db
        .insertInto('class_progress')
        .values({ class_id: classId, student_id: studentId, concept_id: conceptId, status, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['class_id', 'student_id', 'concept_id']).doUpdateSet((eb) => ({ status: eb.ref('excluded.status'), updated_at: eb.ref('excluded.updated_at') })),
        ),
    ),
  };
}

export class SqlClassStore implements ClassStore {
  private readonly db: SqlEngine['db'];
  private readonly q: ReturnType<typeof queries>;

  constructor(engine: SqlEngine) {
    this.db = engine.db;
    this.q = queries(engine.db.withTables<ClassTables>());
  }

  /** The list queries as they run for a page (scope -> compiled query), so a test can check their plans. */
  listQueries(userId: string, page: PageQuery): Record<ClassListScope['kind'], { sql: string; parameters: readonly unknown[] }> {
    const after = page.after ?? FIRST_PAGE;
    return {
      teaching: this.q.listTeaching.bind(userId, after.createdAt, after.id, page.limit),
      enrolled: this.q.listEnrolled.bind(userId, after.createdAt, after.id, page.limit),
      all: this.q.listAll.bind(after.createdAt, after.id, page.limit),
    };
  }

  async insert(c: NewClass): Promise<boolean> {
    const changed = await this.run(this.q.insert, c.id, c.name, c.description, c.subject, c.domain, c.subdomain, c.enrollmentCode, c.teacherId, c.createdAt);
    return changed === 1;
  }

  async get(id: string): Promise<ClassRecord | undefined> {
    const r = (await this.q.get.run(this.db, id)).rows[0];
    return r && toRecord(r);
  }

  async getByCode(code: string): Promise<ClassRecord | undefined> {
    const r = (await this.q.getByCode.run(this.db, code)).rows[0];
    return r && toRecord(r);
  }

  async list(scope: ClassListScope, page: PageQuery): Promise<ClassSummaryRecord[]> {
    const after = page.after ?? FIRST_PAGE;
    const { rows } =
      scope.kind === 'teaching'
        ? await this.q.listTeaching.run(this.db, scope.userId, after.createdAt, after.id, page.limit)
        : scope.kind === 'enrolled'
          ? await this.q.listEnrolled.run(this.db, scope.userId, after.createdAt, after.id, page.limit)
          : await this.q.listAll.run(this.db, after.createdAt, after.id, page.limit);
    return rows.map(toSummary);
  }

  async isEnrolled(classId: string, userId: string): Promise<boolean> {
    return (await this.q.isEnrolled.run(this.db, classId, userId)).rows.length > 0;
  }

  async teaches(teacherId: string, studentId: string): Promise<boolean> {
    return (await this.q.teaches.run(this.db, teacherId, studentId)).rows.length > 0;
  }

  async enrol(classId: string, studentId: string, joinedAt: string): Promise<boolean> {
    return (await this.run(this.q.enrol, classId, studentId, joinedAt)) === 1;
  }

  async students(classId: string): Promise<EnrolmentRecord[]> {
    return (await this.q.students.run(this.db, classId)).rows.map(toEnrolment);
  }

  async student(classId: string, studentId: string): Promise<EnrolmentRecord | undefined> {
    const r = (await this.q.student.run(this.db, classId, studentId)).rows[0];
    return r && toEnrolment(r);
  }

  async saveCurriculum(classId: string, curriculum: Curriculum, savedBy: string, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // The class first: its row stays locked to the commit (a concurrent delete waits), and a class
      // already deleted is an answer rather than a foreign-key error.
      const touched = Number((await this.q.touch.run(trx, at, classId)).numAffectedRows ?? 0);
      if (touched === 0) return false;
      await this.q.saveCurriculum.run(trx, classId, JSON.stringify(curriculum), curriculum.nodes.length, savedBy, at);
      return true;
    });
  }

  async delete(classId: string): Promise<boolean> {
    return (await this.run(this.q.delete, classId)) === 1;
  }

  async progress(classId: string, studentId: string): Promise<ProgressRecord[]> {
    return (await this.q.progress.run(this.db, classId, studentId)).rows.map(toProgress);
  }

  async classProgress(classId: string): Promise<Map<string, ProgressRecord[]>> {
    const out = new Map<string, ProgressRecord[]>();
    for (const r of (await this.q.classProgress.run(this.db, classId)).rows) {
      const list = out.get(r.student_id) ?? [];
      list.push(toProgress(r));
      out.set(r.student_id, list);
    }
    return out;
  }

  async recordProgress(classId: string, studentId: string, conceptId: string, status: ProgressStatus, at: string): Promise<void> {
    await this.q.recordProgress.run(this.db, classId, studentId, conceptId, status, at);
  }

  /** Rows a write changed. */
  private async run<A extends readonly unknown[]>(q: PreparedQuery<A, never>, ...args: A): Promise<number> {
    return Number((await q.run(this.db, ...args)).numAffectedRows ?? 0);
  }
}
