// The classes area's domain logic: every operation takes the caller's principal, checks policy.ts, talks to
// the ClassStore and returns records with what policy decided (which students a caller may see is
// taken here). No HTTP and no response shapes here: endpoints.ts parses, and presents the records
// with presenters.ts.
import type { Principal } from '../auth/principal.js';
import type { Clock, RandomSource } from '../clock.js';
import { appError } from '../http/errors.js';
import { decodeCursor, encodeCursor, LIST_DEFAULT_LIMIT } from '../http/list-page.js';
import { assertValidCurriculum, type Curriculum } from './curriculum.js';
import type { ConceptMastery, MasterySource } from './mastery.js';
import { CodeSpaceExhaustedError, isWellFormedCode, normaliseEnrolmentCode, withUniqueCode, CODE_LENGTH } from '../shared/enrolment-code.js';
import { accessOf, assertEnrolled, assertManage, assertVisible, canCreate, canListAll, classNotFound, defaultListScope, type Access } from './policy.js';
import type { ClassListScope, ClassRecord, ClassStore, ClassSummaryRecord, EnrolmentRecord, ProgressRecord, ProgressStatus } from './store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CreateClassInput {
  name: string;
  description: string | null;
  subject: string | null;
  domain: string | null;
  subdomain: string | null;
}

export interface ListInput {
  limit?: number;
  cursor?: string;
  scope?: 'teaching' | 'enrolled' | 'all';
}

/** A class with the students the caller may see: everyone for its teacher and admins, a learner only themself. */
export interface VisibleClass {
  record: ClassRecord;
  students: EnrolmentRecord[];
}

export interface ClassPage {
  classes: ClassSummaryRecord[];
  nextCursor: string | null;
}

/** One learner's recorded progress in a class, with learning analytics' mastery where it has evidence. */
export interface LearnerProgress {
  classId: string;
  studentId: string;
  curriculum: Curriculum | null;
  records: ProgressRecord[];
  mastery?: ReadonlyMap<string, ConceptMastery>;
}

/** Every enrolled learner's progress, in joining order. */
export interface ClassProgress {
  classId: string;
  curriculum: Curriculum | null;
  students: Array<{ student: EnrolmentRecord; records: ProgressRecord[]; mastery?: ReadonlyMap<string, ConceptMastery> }>;
}

export class ClassService {
  constructor(
    private readonly store: ClassStore,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    /** Learning analytics' mastery per learner and concept, shown beside recorded progress. */
    private readonly mastery?: MasterySource,
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  async create(p: Principal, input: CreateClassInput): Promise<VisibleClass> {
    if (!canCreate(p)) throw appError('forbidden', 'Only teachers and admins may create classes');
    const id = this.random.uuid();
    try {
      await withUniqueCode(this.random, async (enrollmentCode) =>
        (await this.store.insert({ id, ...input, enrollmentCode, teacherId: p.userId, createdAt: this.now() })) || false,
      );
    } catch (err) {
      if (err instanceof CodeSpaceExhaustedError) throw appError('enrollment_code_unavailable', 'Could not allocate an enrollment code; try again');
      throw err;
    }
    return this.visible((await this.store.get(id))!, p, accessOf(p, { teacherId: p.userId }, false));
  }

  /** The bearer classes' part of the acting-for rule (auth/acting-for.ts): does `teacherId` teach `learnerId`? */
  teaches(teacherId: string, learnerId: string): Promise<boolean> {
    return this.store.teaches(teacherId, learnerId);
  }

  /**
   * The classes a user is enrolled in (at most 100, newest first), each with its teacher and its
   * curriculum's learning path: what learning analytics needs to decide who may read a learner's
   * profile and which concepts come next. Not an HTTP view: no access check here.
   */
  async enrolments(userId: string): Promise<Array<{ classId: string; teacherId: string; path: Array<{ id: string; label: string }> }>> {
    const summaries = await this.store.list({ kind: 'enrolled', userId }, { limit: 100 });
    return Promise.all(
      summaries.map(async (summary) => {
        const curriculum = (await this.store.get(summary.id))?.curriculum;
        const labels = new Map(curriculum?.nodes.map((n) => [n.id, n.label]) ?? []);
        return { classId: summary.id, teacherId: summary.teacherId, path: (curriculum?.learningPath ?? []).map((id) => ({ id, label: labels.get(id) ?? id })) };
      }),
    );
  }

  async list(p: Principal, input: ListInput): Promise<ClassPage> {
    const scopeKind = input.scope ?? defaultListScope(p);
    if (scopeKind === 'all' && !canListAll(p)) throw appError('forbidden', 'Only admins may list all classes');
    const scope: ClassListScope = scopeKind === 'all' ? { kind: 'all' } : { kind: scopeKind, userId: p.userId };
    const limit = input.limit ?? LIST_DEFAULT_LIMIT;
    const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
    // One extra row tells whether another page exists without a COUNT.
    const rows = await this.store.list(scope, { limit: limit + 1, after });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      classes: page,
      nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    };
  }

  async get(p: Principal, id: string): Promise<VisibleClass> {
    const { cls, access } = await this.load(p, id);
    assertVisible(access);
    return this.visible(cls, p, access);
  }

  async saveCurriculum(p: Principal, id: string, curriculum: Curriculum): Promise<VisibleClass> {
    const { cls, access } = await this.load(p, id);
    assertManage(access, p);
    assertValidCurriculum(curriculum);
    // Deleted meanwhile (perhaps by another instance): the class is gone, as if the delete came first.
    const stored = await this.store.saveCurriculum(cls.id, curriculum, p.userId, this.now());
    const saved = stored ? await this.store.get(cls.id) : undefined;
    if (!saved) throw classNotFound();
    return this.visible(saved, p, access);
  }

  async join(p: Principal, rawCode: string): Promise<{ alreadyEnrolled: boolean; class: VisibleClass }> {
    const code = normaliseEnrolmentCode(rawCode);
    if (code.length !== CODE_LENGTH) {
      throw appError('invalid_request', `code: must be ${CODE_LENGTH} characters`, { field: 'code', reason: 'wrong length' });
    }
    const cls = isWellFormedCode(code) ? await this.store.getByCode(code) : undefined;
    if (!cls) throw appError('invalid_code', 'No class has this enrollment code');
    if (cls.teacherId === p.userId) throw appError('own_class', 'You teach this class; share the code with your learners instead');
    const joined = await this.store.enrol(cls.id, p.userId, this.now());
    // Deleted between the lookup and the insert: the code no longer leads anywhere.
    const current = await this.store.get(cls.id);
    if (!current) throw appError('invalid_code', 'No class has this enrollment code');
    return { alreadyEnrolled: !joined, class: await this.visible(current, p, accessOf(p, current, true)) };
  }

  async remove(p: Principal, id: string): Promise<string> {
    const { cls, access } = await this.load(p, id);
    assertManage(access, p);
    await this.store.delete(cls.id);
    return cls.id;
  }

  /** Authorization alone, so routes can refuse before they validate a body (errors leak nothing). */
  async authorize(p: Principal, id: string, need: 'view' | 'manage' | 'enrolled'): Promise<void> {
    const { access } = await this.load(p, id);
    if (need === 'manage') assertManage(access, p);
    else if (need === 'enrolled') assertEnrolled(access);
    else assertVisible(access);
  }

  async progress(p: Principal, id: string): Promise<LearnerProgress> {
    const { cls, access } = await this.load(p, id);
    assertEnrolled(access);
    const mastery = cls.curriculum ? (await this.mastery?.masteryOf([p.userId]))?.get(p.userId) : undefined;
    return { classId: cls.id, studentId: p.userId, curriculum: cls.curriculum, records: await this.store.progress(cls.id, p.userId), mastery };
  }

  async recordProgress(p: Principal, id: string, conceptId: string, status: ProgressStatus): Promise<LearnerProgress> {
    const { cls, access } = await this.load(p, id);
    assertEnrolled(access);
    if (!cls.curriculum) {
      throw appError('curriculum_missing', 'This class has no curriculum yet; progress can be recorded once the teacher saves one');
    }
    if (!cls.curriculum.nodes.some((n) => n.id === conceptId)) {
      throw appError('unknown_concept', `conceptId: "${conceptId}" is not a concept of this class's curriculum`, {
        field: 'conceptId',
        reason: 'unknown concept',
      });
    }
    await this.store.recordProgress(cls.id, p.userId, conceptId, status, this.now());
    return this.progress(p, cls.id);
  }

  async allProgress(p: Principal, id: string): Promise<ClassProgress> {
    const { cls, access } = await this.load(p, id);
    assertManage(access, p);
    const [byStudent, enrolled] = await Promise.all([this.store.classProgress(cls.id), this.store.students(cls.id)]);
    const mastery = cls.curriculum ? await this.mastery?.masteryOf(enrolled.map((s) => s.studentId)) : undefined;
    const students = enrolled.map((student) => ({ student, records: byStudent.get(student.studentId) ?? [], mastery: mastery?.get(student.studentId) }));
    return { classId: cls.id, curriculum: cls.curriculum, students };
  }

  private async load(p: Principal, id: string): Promise<{ cls: ClassRecord; access: Access }> {
    const cls = UUID.test(id) ? await this.store.get(id.toLowerCase()) : undefined;
    if (!cls) throw classNotFound();
    return { cls, access: accessOf(p, cls, await this.store.isEnrolled(cls.id, p.userId)) };
  }

  /** Which students the caller may see is policy: its teacher and admins see everyone, a learner only themself. */
  private async visible(cls: ClassRecord, p: Principal, access: Access): Promise<VisibleClass> {
    const seesEveryone = access.owner || access.admin;
    let students: EnrolmentRecord[];
    if (seesEveryone) students = await this.store.students(cls.id);
    else {
      const self = await this.store.student(cls.id, p.userId);
      students = self ? [self] : [];
    }
    return { record: cls, students };
  }
}
