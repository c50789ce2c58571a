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

/** A keyset page: rows strictly older than (createdAt, id), at most `limit`. */
type Page = { createdAt: string; id: string; limit: number };
type ClassStudent = { classId: string; studentId: string };

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
    insert: prepareQuery<NewClass, never>((p) =>
      db
        .insertInto('classes')
        .values({
          id: p('id'),
          name: p('name'),
          description: p('description'),
          subject: p('subject'),
          domain: p('domain'),
          subdomain: p('subdomain'),
          enrollment_code: p('enrollmentCode'),
          teacher_id: p('teacherId'),
          created_at: p('createdAt'),
          updated_at: p('createdAt'),
        })
        .onConflict((oc) => oc.column('enrollment_code').doNothing()),
    ),
    get: prepareQuery<{ id: string }, FullRow>((p) => full().where('c.id', '=', p('id'))),
    getByCode: prepareQuery<{ code: string }, FullRow>((p) => full().where('c.enrollment_code', '=', p('code'))),
    listTeaching: prepareQuery<Page & { userId: string }, SummaryRow>((p) =>
      summaries()
        .where('c.teacher_id', '=', p('userId'))
        // Strictly older than the cursor: a row comparison, so the index range does the work.
        .where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '<', eb.tuple(p('createdAt'), p('id'))))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(p('limit')),
    ),
    listEnrolled: prepareQuery<Page & { userId: string }, SummaryRow>((p) =>
      summaries()
        .innerJoin('class_enrolments as e', 'e.class_id', 'c.id')
        .where('e.student_id', '=', p('userId'))
        .where((eb) => eb(eb.refTuple('e.class_created_at', 'e.class_id'), '<', eb.tuple(p('createdAt'), p('id'))))
        .orderBy('e.class_created_at', 'desc')
        .orderBy('e.class_id', 'desc')
        .limit(p('limit')),
    ),
    listAll: prepareQuery<Page, SummaryRow>((p) =>
      summaries()
        .where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '<', eb.tuple(p('createdAt'), p('id'))))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(p('limit')),
    ),
    isEnrolled: prepareQuery<ClassStudent, { one: 1 }>((p) =>
      db.selectFrom('class_enrolments').select(sql.lit(1).as('one')).where('class_id', '=', p('classId')).where('student_id', '=', p('studentId')),
    ),
    teaches: prepareQuery<{ teacherId: string; studentId: string }, { one: 1 }>((p) =>
      db
        .selectFrom('class_enrolments as e')
        .innerJoin('classes as c', 'c.id', 'e.class_id')
        .select(sql.lit(1).as('one'))
        .where('e.student_id', '=', p('studentId'))
        .where('c.teacher_id', '=', p('teacherId'))
        .limit(1),
    ),
    // The class's creation time is copied in (for the learner's list index) by the same statement.
    enrol: prepareQuery<ClassStudent & { joinedAt: string }, never>((p) =>
      db
        .insertInto('class_enrolments')
        .columns(['class_id', 'student_id', 'class_created_at', 'joined_at'])
        .expression((eb) =>
          eb
            .selectFrom('classes')
            .select((s) => ['id', s.cast<string>(s.val(p('studentId')), 'text').as('student_id'), 'created_at', s.cast<string>(s.val(p('joinedAt')), 'text').as('joined_at')])
            .where('id', '=', p('classId')),
        )
        .onConflict((oc) => oc.columns(['class_id', 'student_id']).doNothing()),
    ),
    students: prepareQuery<{ classId: string }, EnrolmentRow>((p) => enrolments().where('e.class_id', '=', p('classId')).orderBy('e.joined_at').orderBy('e.student_id')),
    student: prepareQuery<ClassStudent, EnrolmentRow>((p) => enrolments().where('e.class_id', '=', p('classId')).where('e.student_id', '=', p('studentId'))),
    saveCurriculum: prepareQuery<{ classId: string; document: string; conceptCount: number; savedBy: string; at: string }, never>((p) =>
      db
        .insertInto('class_curricula')
        .values({ class_id: p('classId'), document: p('document'), concept_count: p('conceptCount'), saved_by: p('savedBy'), saved_at: p('at') })
        .onConflict((oc) =>
          oc.column('class_id').doUpdateSet((eb) => ({
            document: eb.ref('excluded.document'),
            concept_count: eb.ref('excluded.concept_count'),
            saved_by: eb.ref('excluded.saved_by'),
            saved_at: eb.ref('excluded.saved_at'),
          })),
        ),
    ),
    touch: prepareQuery<{ classId: string; at: string }, never>((p) => db.updateTable('classes').set({ updated_at: p('at') }).where('id', '=', p('classId'))),
    delete: prepareQuery<{ classId: string }, never>((p) => db.deleteFrom('classes').where('id', '=', p('classId'))),
    progress: prepareQuery<ClassStudent, ProgressRow>((p) =>
      db.selectFrom('class_progress').select(progressColumns).where('class_id', '=', p('classId')).where('student_id', '=', p('studentId')),
    ),
    classProgress: prepareQuery<{ classId: string }, ProgressRow>((p) => db.selectFrom('class_progress').select(progressColumns).where('class_id', '=', p('classId'))),
    recordProgress: prepareQuery<ClassStudent & { conceptId: string; status: ProgressStatus; at: string }, never>((p) =>
      db
        .insertInto('class_progress')
        .values({ class_id: p('classId'), student_id: p('studentId'), concept_id: p('conceptId'), status: p('status'), updated_at: p('at') })
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
    return {
      teaching: this.q.listTeaching.bind(pageOf(page, userId)),
      enrolled: this.q.listEnrolled.bind(pageOf(page, userId)),
      all: this.q.listAll.bind(pageOf(page, undefined)),
    };
  }

  async insert(c: NewClass): Promise<boolean> {
    const { id, name, description, subject, domain, subdomain, enrollmentCode, teacherId, createdAt } = c;
    return (await this.changed(this.q.insert, { id, name, description, subject, domain, subdomain, enrollmentCode, teacherId, createdAt })) === 1;
  }

  async get(id: string): Promise<ClassRecord | undefined> {
    const r = (await this.q.get.execute(this.db, { id })).rows[0];
    return r && toRecord(r);
  }

  async getByCode(code: string): Promise<ClassRecord | undefined> {
    const r = (await this.q.getByCode.execute(this.db, { code })).rows[0];
    return r && toRecord(r);
  }

  async list(scope: ClassListScope, page: PageQuery): Promise<ClassSummaryRecord[]> {
    const { rows } =
      scope.kind === 'teaching'
        ? await this.q.listTeaching.execute(this.db, pageOf(page, scope.userId))
        : scope.kind === 'enrolled'
          ? await this.q.listEnrolled.execute(this.db, pageOf(page, scope.userId))
          : await this.q.listAll.execute(this.db, pageOf(page, undefined));
    return rows.map(toSummary);
  }

  async isEnrolled(classId: string, userId: string): Promise<boolean> {
    return (await this.q.isEnrolled.execute(this.db, { classId, studentId: userId })).rows.length > 0;
  }

  async teaches(teacherId: string, studentId: string): Promise<boolean> {
    return (await this.q.teaches.execute(this.db, { teacherId, studentId })).rows.length > 0;
  }

  async enrol(classId: string, studentId: string, joinedAt: string): Promise<boolean> {
    return (await this.changed(this.q.enrol, { classId, studentId, joinedAt })) === 1;
  }

  async students(classId: string): Promise<EnrolmentRecord[]> {
    return (await this.q.students.execute(this.db, { classId })).rows.map(toEnrolment);
  }

  async student(classId: string, studentId: string): Promise<EnrolmentRecord | undefined> {
    const r = (await this.q.student.execute(this.db, { classId, studentId })).rows[0];
    return r && toEnrolment(r);
  }

  async saveCurriculum(classId: string, curriculum: Curriculum, savedBy: string, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // The class first: its row stays locked to the commit (a concurrent delete waits), and a class
      // already deleted is an answer rather than a foreign-key error.
      const touched = Number((await this.q.touch.execute(trx, { classId, at })).numAffectedRows ?? 0);
      if (touched === 0) return false;
      await this.q.saveCurriculum.execute(trx, { classId, document: JSON.stringify(curriculum), conceptCount: curriculum.nodes.length, savedBy, at });
      return true;
    });
  }

  async delete(classId: string): Promise<boolean> {
    return (await this.changed(this.q.delete, { classId })) === 1;
  }

  async progress(classId: string, studentId: string): Promise<ProgressRecord[]> {
    return (await this.q.progress.execute(this.db, { classId, studentId })).rows.map(toProgress);
  }

  async classProgress(classId: string): Promise<Map<string, ProgressRecord[]>> {
    const out = new Map<string, ProgressRecord[]>();
    for (const r of (await this.q.classProgress.execute(this.db, { classId })).rows) {
      const list = out.get(r.student_id) ?? [];
      list.push(toProgress(r));
      out.set(r.student_id, list);
    }
    return out;
  }

  async recordProgress(classId: string, studentId: string, conceptId: string, status: ProgressStatus, at: string): Promise<void> {
    await this.q.recordProgress.execute(this.db, { classId, studentId, conceptId, status, at });
  }

  /** Rows a write changed. */
  private async changed<P extends object>(q: PreparedQuery<P, never>, params: P): Promise<number> {
    return Number((await q.execute(this.db, params)).numAffectedRows ?? 0);
  }
}

/** The page's cursor, or the first page's (one query serves both), and the user a scope names (none for all). */
function pageOf<U extends string | undefined>(page: PageQuery, userId: U): Page & { userId: U } {
  const after = page.after ?? FIRST_PAGE;
  return { userId, createdAt: after.createdAt, id: after.id, limit: page.limit };
}
