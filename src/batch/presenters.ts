// Job records -> responses (endpoints.ts's `present` steps). `succeeded` and `failed` sit beside
// requestCounts (failed = errored + canceled + expired); every failure is listed with its reason. A
// job a teacher canceled shows `canceled`; progress and the time left are worked out from the items
// and the time the service read them.
import type { z } from 'zod';
import type { BatchGenerateResponseSchema, BatchListResponseSchema, BatchResultsResponseSchema, BatchStatusResponseSchema, ItemState, PublicJobStatus } from './schemas.js';
import type { AcceptedJob, ClassJobs, JobState } from './service.js';
import type { ItemRecord, JobRecord } from './store.js';

export type BatchGenerateView = z.infer<typeof BatchGenerateResponseSchema>;
export type BatchStatusView = z.infer<typeof BatchStatusResponseSchema>;
export type BatchResultsView = z.infer<typeof BatchResultsResponseSchema>;
export type BatchListView = z.infer<typeof BatchListResponseSchema>;

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

export const publicStatus = (job: JobRecord): PublicJobStatus => (job.canceledAt ? 'canceled' : job.status);

/**
 * Progress (0..1) and seconds left at the pace so far: elapsed time per settled concept times the
 * concepts still open. Unknown (null) until one has settled; 0 once the job has ended.
 */
export function pace(job: JobRecord, total: number, settled: number, now: number): { progress: number; etaSeconds: number | null } {
  const progress = total === 0 ? 1 : settled / total;
  if (job.status !== 'processing' || settled >= total) return { progress, etaSeconds: 0 };
  if (settled === 0) return { progress, etaSeconds: null };
  const elapsedMs = Math.max(0, now - Date.parse(job.createdAt));
  return { progress, etaSeconds: Math.ceil(((elapsedMs / settled) * (total - settled)) / 1000) };
}

export function presentAccepted({ id, plan, totalConcepts: n }: AcceptedJob): BatchGenerateView {
  return {
    success: true,
    batchId: id,
    status: 'processing',
    totalConcepts: n,
    message: `Generating ${n} concept map${n === 1 ? '' : 's'}; poll batch-status`,
    generator: plan,
  };
}

export function presentStatus({ job, items, asOf }: JobState): BatchStatusView {
  const c = counts(items);
  return {
    success: true,
    batchId: job.id,
    classId: job.classId,
    status: publicStatus(job),
    totalConcepts: items.length,
    ...pace(job, items.length, items.length - c.processing, asOf),
    requestCounts: c,
    succeeded: c.succeeded,
    failed: c.errored + c.canceled + c.expired,
    failures: failures(items),
    generator: { provider: job.provider, model: job.model },
    createdAt: job.createdAt,
    completedAt: job.completedAt,
  };
}

export function presentResults({ job, items }: JobState): BatchResultsView {
  const c = counts(items);
  return {
    success: true,
    batchId: job.id,
    status: publicStatus(job),
    succeeded: c.succeeded,
    failed: c.errored + c.canceled + c.expired,
    results: items.flatMap((i) => (i.state === 'succeeded' && i.mapId && i.storePath ? [{ conceptId: i.conceptId, label: i.label, mapId: i.mapId, storePath: i.storePath }] : [])),
    failures: failures(items),
  };
}

export function presentList({ classId, jobs, asOf }: ClassJobs): BatchListView {
  return {
    success: true,
    classId,
    batches: jobs.map(({ job, total, settled }) => ({
      batchId: job.id,
      status: publicStatus(job),
      createdAt: job.createdAt,
      completedAt: job.completedAt,
      totalConcepts: total,
      ...pace(job, total, settled, asOf),
      generator: { provider: job.provider, model: job.model, mode: job.mode },
    })),
  };
}
