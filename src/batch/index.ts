// Front door of the batch area (/api/curriculum/batch-*): built from explicit deps by the
// composition root, mounted by app.ts. Other areas import only from here. See ARCHITECTURE.md.

export { createBatchArea, type BatchArea, type BatchAreaDeps } from './area.js';
export { mountBatch } from './endpoints.js';
export { batchMigrations } from './migrations.js';
export { SqlBatchStore } from './sql-store.js';
export type { BatchStore } from './store.js';
export { BatchService } from './service.js';
export * from './schemas.js';
export type { Sleep, PollPolicy } from './poll.js';
