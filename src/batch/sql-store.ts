// BatchStore on the record engine (the SQLite file, or PostgreSQL with DATABASE_URL). Every write
// is one statement or one transaction, so a kill at any point leaves a job either before or after
// a step, never half way through it. Writes that several instances may race on are conditional
// single statements: an item settles only while processing, a job completes only once, a lease
// is taken only when free or expired (whichever instance's UPDATE comes first wins the row).
import type { Kysely, Selectable } from 'kysely';
import { prepareQuery } from '../storage/prepared-query.js';
import type { SqlEngine } from '../storage/sql-engine.js';
import type { BatchStore, ItemOutcome, ItemRecord, JobRecord, JobSummary, NewJob } from './store.js';

// Types, not interfaces: withTables wants indexable records.
type JobRow = {
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
  lease_owner: string | null;
  lease_until: number | null;
};

type ItemRow = {
  job_id: string;
  position: number;
  concept_id: string;
  label: string;
  custom_id: string;
  state: ItemRecord['state'];
  reason: string | null;
  map_id: string | null;
  store_path: string | null;
  updated_at: string;
};

type BatchTables = { batch_jobs: JobRow; batch_items: ItemRow };

const toJob = (r: Selectable<JobRow>): JobRecord => ({
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

const changed = (r: { numUpdatedRows?: bigint; numAffectedRows?: bigint }) => Number(r.numUpdatedRows ?? r.numAffectedRows ?? 0) > 0;

export class SqlBatchStore implements BatchStore {
  private readonly db: Kysely<BatchTables>;
  // What a status poll reads on every request, built and compiled once (storage/prepared-query.ts).
  private readonly q;

  constructor(engine: SqlEngine) {
    const db = (this.db = engine.db.withTables<BatchTables>());
    this.q = {
      get: prepareQuery<{ id: string }, JobRow>((p) => db.selectFrom('batch_jobs').selectAll().where('id', '=', p('id'))),
      items: prepareQuery<{ jobId: string }, ItemRow>((p) => db.selectFrom('batch_items').selectAll().where('job_id', '=', p('jobId')).orderBy('position')),
      // A class's jobs newest first (index batch_jobs_class), each with its items counted.
      listByClass: prepareQuery<{ classId: string; limit: number }, JobRow & { total: number | null; settled: number | null }>((p) =>
        db
          .selectFrom('batch_jobs as j')
          .selectAll('j')
          .select((eb) => [
            eb.selectFrom('batch_items as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.job_id', '=', 'j.id').as('total'),
            eb.selectFrom('batch_items as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.job_id', '=', 'j.id').where('i.state', '<>', 'processing').as('settled'),
          ])
          .where('j.class_id', '=', p('classId'))
          .orderBy('j.created_at', 'desc')
          .orderBy('j.id', 'desc')
          .limit(p('limit')),
      ),
      settle: prepareQuery<{ jobId: string; customId: string; state: ItemRecord['state']; reason: string | null; mapId: string | null; storePath: string | null; at: string }, never>((p) =>
        db
          .updateTable('batch_items')
          .set({ state: p('state'), reason: p('reason'), map_id: p('mapId'), store_path: p('storePath'), updated_at: p('at') })
          .where('job_id', '=', p('jobId'))
          .where('custom_id', '=', p('customId'))
          .where('state', '=', 'processing'),
      ),
    };
  }

  async insert(job: NewJob, items: Array<Pick<ItemRecord, 'conceptId' | 'label' | 'customId'>>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('batch_jobs')
        .values({
          id: job.id,
          class_id: job.classId,
          owner_id: job.ownerId,
          provider: job.provider,
          model: job.model,
          mode: job.mode,
          lang: job.lang,
          domain: job.domain,
          subdomain: job.subdomain,
          status: 'processing',
          created_at: job.createdAt,
          updated_at: job.createdAt,
        })
        .execute();
      if (items.length === 0) return;
      await trx
        .insertInto('batch_items')
        .values(items.map((it, i) => ({ job_id: job.id, position: i, concept_id: it.conceptId, label: it.label, custom_id: it.customId, state: 'processing' as const, updated_at: job.createdAt })))
        .execute();
    });
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const row = (await this.q.get.execute(this.db, { id })).rows[0];
    return row && toJob(row);
  }

  async items(jobId: string): Promise<ItemRecord[]> {
    return (await this.q.items.execute(this.db, { jobId })).rows.map(toItem);
  }

  async unclaimed(now: number): Promise<JobRecord[]> {
    const rows = await this.db
      .selectFrom('batch_jobs')
      .selectAll()
      .where('status', '=', 'processing')
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_until', '<=', now)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toJob);
  }

  async setRemote(jobId: string, remote: { fileId?: string; batchId?: string }, at: string): Promise<void> {
    if (remote.fileId === undefined && remote.batchId === undefined) return;
    await this.db
      .updateTable('batch_jobs')
      .set({
        ...(remote.fileId !== undefined ? { remote_file_id: remote.fileId } : {}),
        ...(remote.batchId !== undefined ? { remote_batch_id: remote.batchId } : {}),
        updated_at: at,
      })
      .where('id', '=', jobId)
      .execute();
  }

  async settle(jobId: string, customId: string, outcome: ItemOutcome, at: string): Promise<boolean> {
    const ok = outcome.state === 'succeeded';
    const result = await this.q.settle.execute(this.db, {
      jobId,
      customId,
      state: outcome.state,
      reason: ok ? null : outcome.reason,
      mapId: ok ? outcome.mapId : null,
      storePath: ok ? outcome.storePath : null,
      at,
    });
    return changed(result);
  }

  async complete(jobId: string, leftoverReason: string, at: string, leftoverState: 'errored' | 'canceled' = 'errored'): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('batch_items').set({ state: leftoverState, reason: leftoverReason, updated_at: at }).where('job_id', '=', jobId).where('state', '=', 'processing').execute();
      await trx
        .updateTable('batch_jobs')
        .set({ status: 'completed', completed_at: at, updated_at: at, lease_owner: null, lease_until: null })
        .where('id', '=', jobId)
        .where('status', '=', 'processing')
        .execute();
    });
  }

  async markCanceled(jobId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_jobs')
      .set({ canceled_at: at, updated_at: at })
      .where('id', '=', jobId)
      .where('status', '=', 'processing')
      .where('canceled_at', 'is', null)
      .executeTakeFirst();
    return changed(result);
  }

  async listByClass(classId: string, limit: number): Promise<JobSummary[]> {
    const { rows } = await this.q.listByClass.execute(this.db, { classId, limit });
    return rows.map((r) => ({ job: toJob(r), total: Number(r.total ?? 0), settled: Number(r.settled ?? 0) }));
  }

  async claim(jobId: string, owner: string, now: number, until: number): Promise<boolean> {
    const result = await this.db
      .updateTable('batch_jobs')
      .set({ lease_owner: owner, lease_until: until })
      .where('id', '=', jobId)
      .where('status', '=', 'processing')
      .where((eb) => eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '=', owner), eb('lease_until', '<=', now)]))
      .executeTakeFirst();
    return changed(result);
  }

  async renew(jobId: string, owner: string, until: number): Promise<JobRecord | undefined> {
    const row = await this.db
      .updateTable('batch_jobs')
      .set({ lease_until: until })
      .where('id', '=', jobId)
      .where('lease_owner', '=', owner)
      .returningAll()
      .executeTakeFirst();
    return row && toJob(row);
  }

  async release(jobId: string, owner: string): Promise<void> {
    await this.db.updateTable('batch_jobs').set({ lease_owner: null, lease_until: null }).where('id', '=', jobId).where('lease_owner', '=', owner).execute();
  }
}
