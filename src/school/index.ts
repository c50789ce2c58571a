// Front door of the school-class area (see ARCHITECTURE.md). Other areas import only from here.
//
// - `SchoolClass`: one class's current state as the service holds it (contentExperts: string[];
//   ownershipTransferPending: a `PendingTransfer`, or null). `SchoolClassSchema` is its wire shape,
//   where the pending transfer is a JSON-encoded string (presenters.ts makes it).
// - `SchoolClassDirectory`: `get(classId)` reads that state (class content uses it to decide who
//   may edit: `teacherEmail` and `contentExperts`).
// - `createSchoolArea(deps)` builds the area; `mountSchool(app, area)` mounts /api/school.
// Class state lives in xAPI statements in the shared record store (src/xapi); see statements.ts.
export { SchoolClassSchema, PendingTransferSchema, type SchoolClass, type SchoolClassView, type PendingTransfer } from './schemas.js';
export { createSchoolArea, type SchoolArea, type SchoolDeps, type SchoolClassDirectory } from './area.js';
export { SqlSchoolClassReadModel } from './sql-store.js';
export type { SchoolClassReadModel } from './store.js';
export { SchoolService, type CreateSchoolClassInput } from './service.js';
export { mountSchool } from './endpoints.js';
export { schoolMigrations } from './migrations.js';
export { CLASS_VERBS, classActivityPrefix, classActivityId, classesRootActivityId } from './statements.js';
