// Job record -> response. `succeeded` and `failed` sit beside requestCounts (failed = errored +
// canceled + expired); every failure is listed with its reason.
import type { z } from 'zod';
import type { BatchResultsResponseSchema, BatchStatusResponseSchema, ItemState } from './schemas.js';
import type { ItemRecord, JobRecord } from './store.js';

export type BatchStatusView = z.infer<typeof BatchStatusResponseSchema>;
export type BatchResultsView = z.infer<typeof BatchResultsResponseSchema>;

function counts(items: ItemRecord[]): Record<ItemState, number> {
  const c: Record<ItemState, number> = { processing: 0, succeeded: 0, errored: 0, canceled: 0, expired: 0 };
  for (const i of items) c[i.state]++;
  return c;
}

function failures(items: ItemRecord[]): BatchStatusView['failures'] {
  return items.flatMap((i) =>
    i.state === 'errored' || i.state === 'canceled' || i.state === 'expired' ? [{ conceptId: i.conceptId, state: i.state, reason: i.reason ?? 'unknown' }] : [],
  );
}

export function presentStatus(job: JobRecord, items: ItemRecord[]): BatchStatusView {
  const c = counts(items);
  return {
    success: true,
    batchId: job.id,
    classId: job.classId,
    status: job.status,
    totalConcepts: items.length,
    requestCounts: c,
    succeeded: c.succeeded,
    failed: c.errored + c.canceled + c.expired,
    failures: failures(items),
    generator: { provider: job.provider, model: job.model },
    createdAt: job.createdAt,
    completedAt: job.completedAt,
  };
}

export function presentResults(job: JobRecord, items: ItemRecord[]): BatchResultsView {
  const c = counts(items);
  return {
    success: true,
    batchId: job.id,
    status: job.status,
    succeeded: c.succeeded,
    failed: c.errored + c.canceled + c.expired,
    results: items.flatMap((i) => (i.state === 'succeeded' && i.mapId && i.storePath ? [{ conceptId: i.conceptId, label: i.label, mapId: i.mapId, storePath: i.storePath }] : [])),
    failures: failures(items),
  };
}
