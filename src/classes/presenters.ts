// Class records -> the response views of /api/classes (endpoints.ts's `present` steps). Pure
// functions: which students a caller may see was decided by the service; they only shape it.
import type { Curriculum } from './curriculum.js';
import type { ConceptMastery } from './mastery.js';
import type { ClassSummaryView, ClassView, ProgressEntry, StudentProgress } from './schemas.js';
import type { ClassPage, ClassProgress, LearnerProgress, VisibleClass } from './service.js';
import type { ClassSummaryRecord, ProgressRecord } from './store.js';

/** A class as a caller sees it, with the students that caller may see. */
export function presentClass({ record, students }: VisibleClass): ClassView {
  const { hasCurriculum: _h, teacherId: _t, ...rest } = record;
  return {
    ...rest,
    students: students.map((s) => ({ id: s.studentId, email: s.email, name: s.name, joinedAt: s.joinedAt })),
    curriculum: record.curriculum,
  };
}

export function presentSummary(r: ClassSummaryRecord): ClassSummaryView {
  const { teacherId: _t, ...rest } = r;
  return rest;
}

export function presentPage(page: ClassPage): { classes: ClassSummaryView[]; nextCursor: string | null } {
  return { classes: page.classes.map(presentSummary), nextCursor: page.nextCursor };
}

/** The caller's own progress: one entry per curriculum concept. */
export function presentProgress(p: LearnerProgress): { classId: string; studentId: string; progress: ProgressEntry[] } {
  return { classId: p.classId, studentId: p.studentId, progress: progressEntries(p.curriculum, p.records, p.mastery) };
}

export function presentAllProgress(p: ClassProgress): { classId: string; students: StudentProgress[] } {
  return {
    classId: p.classId,
    students: p.students.map(({ student, records, mastery }) => ({
      studentId: student.studentId,
      email: student.email,
      name: student.name,
      joinedAt: student.joinedAt,
      progress: progressEntries(p.curriculum, records, mastery),
    })),
  };
}

/** One entry per curriculum concept in learning-path order (nodes off the path last). */
export function progressEntries(curriculum: Curriculum | null, records: ProgressRecord[], mastery?: ReadonlyMap<string, ConceptMastery>): ProgressEntry[] {
  if (!curriculum) return [];
  const byConcept = new Map(records.map((r) => [r.conceptId, r]));
  const labels = new Map(curriculum.nodes.map((n) => [n.id, n.label]));
  const order = [...curriculum.learningPath.filter((id) => labels.has(id)), ...curriculum.nodes.map((n) => n.id).filter((id) => !curriculum.learningPath.includes(id))];
  return [...new Set(order)].map((conceptId) => {
    const r = byConcept.get(conceptId);
    const entry: ProgressEntry = { conceptId, label: labels.get(conceptId)!, status: r?.status ?? 'not_started', updatedAt: r?.updatedAt ?? null };
    // Learning analytics' reading sits beside the recorded status, only where there is evidence.
    const m = mastery?.get(conceptId);
    if (m) {
      entry.mastery = { probability: m.mastery, state: m.state, attempts: m.attempts, correct: m.correct };
      if (m.state === 'mastered') entry.mastered = true;
    }
    return entry;
  });
}
