// Example bodies for /api/classes in the OpenAPI document (beside the schemas they illustrate), taken from real answers of the service
// (users on school.example). Checked against their schemas when registered (jsonExample in
// src/http/openapi-registry.ts). The answers show one class, its curriculum and its learner in
// several views, so each is written once here and the bodies put together from them.

const AT = '2026-01-01T00:00:00.000Z';
const CLASS_ID = '4b7f893d-6c2e-4425-a23d-21402564af79';
const TEACHER = { teacherEmail: 'teacher@school.example', teacherName: 'Tess Teacher' };

const BIOLOGY_FIELDS = { name: 'Biology 9A', description: 'Cells and genetics', subject: 'Biology', domain: 'Biology', subdomain: 'Genetics' };
const BIOLOGY = { id: CLASS_ID, ...BIOLOGY_FIELDS, enrollmentCode: '3T2XZB', ...TEACHER, createdAt: AT, updatedAt: AT };
const MATHS = { id: 'f8ee5168-15aa-49f8-a486-3815bc8b0f57', name: 'Maths 7', description: null, subject: null, domain: 'Mathematics', subdomain: 'Number', enrollmentCode: 'UJNYU6', ...TEACHER, createdAt: AT, updatedAt: AT };

const CURRICULUM = {
  nodes: [
    { id: 'cells', label: 'Cells', type: 'prerequisite', description: 'What a cell is.' },
    { id: 'dna', label: 'DNA', type: 'concept' },
    { id: 'pcr', label: 'Running a PCR', type: 'skill' },
  ],
  edges: [
    { from: 'cells', to: 'dna', type: 'requires' },
    { from: 'dna', to: 'pcr', type: 'requires' },
  ],
  learningPath: ['cells', 'dna', 'pcr'],
};

const LEARNER = { email: 'learner@school.example', name: 'Lea Learner', joinedAt: AT };
const PROGRESS = [
  { conceptId: 'cells', label: 'Cells', status: 'not_started', updatedAt: null },
  { conceptId: 'dna', label: 'DNA', status: 'in_progress', updatedAt: AT },
  { conceptId: 'pcr', label: 'Running a PCR', status: 'not_started', updatedAt: null },
];

export const CREATE_REQUEST = BIOLOGY_FIELDS;
export const CREATE_RESPONSE = { success: true, class: { ...BIOLOGY, studentCount: 0, curriculum: null, students: [] } };
export const LIST_RESPONSE = {
  success: true,
  classes: [MATHS, BIOLOGY].map((c) => ({ ...c, studentCount: 0, hasCurriculum: false })),
  nextCursor: null,
};
export const CLASS_RESPONSE = CREATE_RESPONSE;
export const CURRICULUM_RESPONSE = { success: true, class: { ...BIOLOGY, studentCount: 0, curriculum: CURRICULUM, students: [] } };
export const JOIN_REQUEST = { code: '3T2XZB' };
export const JOIN_RESPONSE = {
  success: true,
  alreadyEnrolled: false,
  class: { ...BIOLOGY, studentCount: 1, curriculum: CURRICULUM, students: [{ id: 'learner-1', ...LEARNER }] },
};
export const PROGRESS_RESPONSE = { success: true, classId: CLASS_ID, studentId: 'learner-1', progress: PROGRESS };
export const ALL_PROGRESS_RESPONSE = { success: true, classId: CLASS_ID, students: [{ studentId: 'learner-1', ...LEARNER, progress: PROGRESS }] };
export const DELETE_RESPONSE = { success: true, deleted: true, id: CLASS_ID };
export const CURRICULUM_REQUEST = { curriculum: CURRICULUM };
export const PROGRESS_REQUEST = { conceptId: 'dna', status: 'in_progress' };
