// Class records -> the response views of /api/classes. Pure functions.
import type { Curriculum } from './curriculum.js';
import type { ConceptMastery } from './mastery.js';
import type { ClassSummaryView, ClassView, ProgressEntry } from './schemas.js';
import type { ClassRecord, ClassSummaryRecord, EnrolmentRecord, ProgressRecord } from './store.js';

/** A class as a caller sees it, with the students that caller may see. */
export function presentClass(cls: ClassRecord, students: EnrolmentRecord[]): ClassView {
  const { hasCurriculum: _h, teacherId: _t, ...rest } = cls;
  return {
    ...rest,
    students: students.map((s) => ({ id: s.studentId, email: s.email, name: s.name, joinedAt: s.joinedAt })),
    curriculum: cls.curriculum,
  };
}

export function presentSummary(r: ClassSummaryRecord): ClassSummaryView {
  const { teacherId: _t, ...rest } = r;
  return rest;
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
