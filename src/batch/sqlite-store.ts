// SQLite implementation of BatchStore. Every write is one statement or one transaction, so a kill
// at any point leaves a job either before or after a step, never half way through it.
import type { Database } from '../storage/database.js';
import type { BatchStore, ItemOutcome, ItemRecord, JobRecord, JobSummary, NewJob } from './store.js';

interface JobRow {
  id: string;
  class_id: string;
  owner_id: string;
  provider: JobRecord['provider'];
  model: string;
  mode: JobRecord['mode'];
  lang: string;
  domain: string;
  subdomain: string;
  status: JobRecord['status'];
  remote_file_id: string | null;
  remote_batch_id: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  canceled_at: string | null;
}

interface ItemRow {
  position: number;
  concept_id: string;
  label: string;
  custom_id: string;
  state: ItemRecord['state'];
  reason: string | null;
  map_id: string | null;
  store_path: string | null;
}

const toJob = (r: JobRow): JobRecord => ({
  id: r.id,
  classId: r.class_id,
  ownerId: r.owner_id,
  provider: r.provider,
  model: r.model,
  mode: r.mode,
  lang: r.lang,
  domain: r.domain,
  subdomain: r.subdomain,
  status: r.status,
  remoteFileId: r.remote_file_id,
  remoteBatchId: r.remote_batch_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  completedAt: r.completed_at,
  canceledAt: r.canceled_at,
});

const toItem = (r: ItemRow): ItemRecord => ({
  position: r.position,
  conceptId: r.concept_id,
  label: r.label,
  customId: r.custom_id,
  state: r.state,
  reason: r.reason,
  mapId: r.map_id,
  storePath: r.store_path,
});

export class SqliteBatchStore implements BatchStore {
  private readonly stmts;

  constructor(private readonly db: Database) {
    this.stmts = {
      insertJob: db.prepare(
        `INSERT INTO batch_jobs (id, class_id, owner_id, provider, model, mode, lang, domain, subdomain, status, created_at, updated_at)
         VALUES (@id, @classId, @ownerId, @provider, @model, @mode, @lang, @domain, @subdomain, 'processing', @createdAt, @createdAt)`,
      ),
      insertItem: db.prepare(
        `INSERT INTO batch_items (job_id, position, concept_id, label, custom_id, state, updated_at) VALUES (?, ?, ?, ?, ?, 'processing', ?)`,
      ),
      get: db.prepare('SELECT * FROM batch_jobs WHERE id = ?'),
      items: db.prepare('SELECT * FROM batch_items WHERE job_id = ? ORDER BY position'),
      unfinished: db.prepare(`SELECT * FROM batch_jobs WHERE status = 'processing' ORDER BY created_at, id`),
      setFile: db.prepare('UPDATE batch_jobs SET remote_file_id = ?, updated_at = ? WHERE id = ?'),
      setBatch: db.prepare('UPDATE batch_jobs SET remote_batch_id = ?, updated_at = ? WHERE id = ?'),
      settle: db.prepare(
        `UPDATE batch_items SET state = ?, reason = ?, map_id = ?, store_path = ?, updated_at = ?
         WHERE job_id = ? AND custom_id = ? AND state = 'processing'`,
      ),
      settleLeftovers: db.prepare(`UPDATE batch_items SET state = ?, reason = ?, updated_at = ? WHERE job_id = ? AND state = 'processing'`),
      markCanceled: db.prepare(`UPDATE batch_jobs SET canceled_at = ?, updated_at = ? WHERE id = ? AND status = 'processing' AND canceled_at IS NULL`),
      listByClass: db.prepare(
        `SELECT j.*, (SELECT COUNT(*) FROM batch_items i WHERE i.job_id = j.id) AS total,
           (SELECT COUNT(*) FROM batch_items i WHERE i.job_id = j.id AND i.state <> 'processing') AS settled
         FROM batch_jobs j WHERE j.class_id = ? ORDER BY j.created_at DESC, j.id DESC LIMIT ?`,
      ),
      complete: db.prepare(`UPDATE batch_jobs SET status = 'completed', completed_at = ?, updated_at = ? WHERE id = ? AND status = 'processing'`),
    };
  }

  insert(job: NewJob, items: Array<Pick<ItemRecord, 'conceptId' | 'label' | 'customId'>>): void {
    this.db.transaction(() => {
      this.stmts.insertJob.run(job);
      items.forEach((it, i) => this.stmts.insertItem.run(job.id, i, it.conceptId, it.label, it.customId, job.createdAt));
    })();
  }

  get(id: string): JobRecord | undefined {
    const row = this.stmts.get.get(id) as JobRow | undefined;
    return row && toJob(row);
  }

  items(jobId: string): ItemRecord[] {
    return (this.stmts.items.all(jobId) as ItemRow[]).map(toItem);
  }

  unfinished(): JobRecord[] {
    return (this.stmts.unfinished.all() as JobRow[]).map(toJob);
  }

  setRemote(jobId: string, remote: { fileId?: string; batchId?: string }, at: string): void {
    if (remote.fileId !== undefined) this.stmts.setFile.run(remote.fileId, at, jobId);
    if (remote.batchId !== undefined) this.stmts.setBatch.run(remote.batchId, at, jobId);
  }

  settle(jobId: string, customId: string, outcome: ItemOutcome, at: string): boolean {
    const ok = outcome.state === 'succeeded';
    const info = this.stmts.settle.run(outcome.state, ok ? null : outcome.reason, ok ? outcome.mapId : null, ok ? outcome.storePath : null, at, jobId, customId);
    return info.changes > 0;
  }

  complete(jobId: string, leftoverReason: string, at: string, leftoverState: 'errored' | 'canceled' = 'errored'): void {
    this.db.transaction(() => {
      this.stmts.settleLeftovers.run(leftoverState, leftoverReason, at, jobId);
      this.stmts.complete.run(at, at, jobId);
    })();
  }

  markCanceled(jobId: string, at: string): boolean {
    return this.stmts.markCanceled.run(at, at, jobId).changes > 0;
  }

  listByClass(classId: string, limit: number): JobSummary[] {
    return (this.stmts.listByClass.all(classId, limit) as Array<JobRow & { total: number; settled: number }>).map((r) => ({ job: toJob(r), total: r.total, settled: r.settled }));
  }
}
