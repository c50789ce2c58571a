// Front door of the classes area (/api/classes).
export { createClassesArea, type ClassesArea, type ClassesDeps } from './area.js';
export { mountClasses } from './endpoints.js';
export { classMigrations } from './migrations.js';
export type { ClassStore } from './store.js';
export { SqlClassStore } from './sql-store.js';
export type { ClassService } from './service.js';
export { CurriculumSchema, type Curriculum } from './curriculum.js';
export type { ConceptMastery, MasterySource } from './mastery.js';
