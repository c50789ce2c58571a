// The outbox in the record engine (the SQLite file, WAL and synchronous FULL, or PostgreSQL): a
// queued statement survives a restart or kill -9, and its id is the primary key, so queuing it
// again changes nothing. Deliverers on several instances claim rows with a lease (claimed_until)
// in one conditional UPDATE, so two of them never hold the same row.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PracticeEvidence } from '../../shared/practice-record.js';
import type { SqlDialectName, SqlEngine } from '../../storage/sql-engine.js';
import { prepareQuery } from '../../storage/prepared-query.js';
import type { XapiTables } from '../tables.js';
import type { Statement } from '../types.js';
import type { OutboxDepth, OutboxEntry, OutboxStore, PendingEntry } from './store.js';

type Db = Kysely<XapiTables>;

/**
 * The few fields of a queued statement the evidence reads, per engine: the only SQL here that is
 * not the same on both (SQLite's json_extract, PostgreSQL's jsonb path operators).
 */
function practiceJson(dialect: SqlDialectName): { success: RawBuilder<unknown>; scaled: RawBuilder<number | null>; timestamp: RawBuilder<string | null> } {
  if (dialect === 'postgres') {
    return {
      success: sql`(statement::jsonb #>> '{result,success}') = 'true'`,
      scaled: sql`(statement::jsonb #>> '{result,score,scaled}')::float8`,
      timestamp: sql`(statement::jsonb ->> 'timestamp')`,
    };
  }
  return {
    success: sql`json_extract(statement, '$.result.success')`,
    scaled: sql`json_extract(statement, '$.result.score.scaled')`,
    timestamp: sql`json_extract(statement, '$.timestamp')`,
  };
}

export class SqlOutboxStore implements OutboxStore {
  private readonly db: Db;
  /** The reads health and the practice evidence run often, compiled once. */
  private readonly q;

  constructor(private readonly engine: SqlEngine) {
    const db = (this.db = engine.db.withTables<XapiTables>());
    const j = practiceJson(engine.dialect);
    type Count = { n: number };
    this.q = {
      pending: prepareQuery<Record<never, never>, Count & { oldest: number | null }>(() =>
        db
          .selectFrom('xapi_outbox')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
          .where('delivered_at', 'is', null)
          .where('rejected_at', 'is', null),
      ),
      rejected: prepareQuery<Record<never, never>, Count>(() =>
        db
          .selectFrom('xapi_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('rejected_at', 'is not', null),
      ),
      learner: prepareQuery<{ registration: string }, { learner_id: string; learner_email: string | null }>((p) =>
        db.selectFrom('xapi_outbox').select(['learner_id', 'learner_email']).where('registration', '=', p('registration')).limit(1),
      ),
      evidence: prepareQuery<{ learnerId: string }, Record<'sessions' | 'completed' | 'succeeded' | 'passed' | 'failed' | 'mean', number | null> & { last: string | null }>((p) =>
        db
          .selectFrom('xapi_outbox')
          .select([
            sql<number | null>`SUM(CASE WHEN verb = 'initialized' THEN 1 ELSE 0 END)`.as('sessions'),
            sql<number | null>`SUM(CASE WHEN verb = 'completed' THEN 1 ELSE 0 END)`.as('completed'),
            sql<number | null>`SUM(CASE WHEN verb = 'completed' AND ${j.success} THEN 1 ELSE 0 END)`.as('succeeded'),
            sql<number | null>`SUM(CASE WHEN verb = 'passed' THEN 1 ELSE 0 END)`.as('passed'),
            sql<number | null>`SUM(CASE WHEN verb = 'failed' THEN 1 ELSE 0 END)`.as('failed'),
            sql<number | null>`AVG(CASE WHEN verb = 'completed' THEN ${j.scaled} END)`.as('mean'),
            sql<string | null>`MAX(${j.timestamp})`.as('last'),
          ])
          .where('learner_id', '=', p('learnerId')),
      ),
    };
  }

  async enqueue(entries: readonly OutboxEntry[]): Promise<number> {
    if (entries.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      let added = 0;
      for (const e of entries) {
        const row = await trx
          .insertInto('xapi_outbox')
          .values({
            id: e.id,
            registration: e.registration.toLowerCase(),
            learner_id: e.learnerId,
            learner_email: e.learnerEmail?.toLowerCase() ?? null,
            verb: e.verb,
            statement: JSON.stringify(e.statement),
            created_at: e.createdAt,
            next_attempt_at: e.createdAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (row) added++;
      }
      return added;
    });
  }

  async claimDue(now: number, limit: number, claimUntil: number): Promise<PendingEntry[]> {
    const postgres = this.engine.dialect === 'postgres';
    const rows = await this.db
      .updateTable('xapi_outbox')
      .set({ claimed_until: claimUntil })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('xapi_outbox')
          .select('id')
          .where('delivered_at', 'is', null)
          .where('rejected_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit)
          // PostgreSQL: rows another deliverer is claiming right now are passed over rather than
          // waited for. SQLite has one writer at a time and no row locks.
          .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
      )
      // Checked again on the row itself: of two deliverers racing for a row, one changes it.
      .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)]))
      .returning(['id', 'statement', 'attempts', 'created_at'])
      .execute();
    return rows
      .sort((a, b) => Number(a.created_at) - Number(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((r) => ({ id: r.id, statement: JSON.parse(r.statement) as Statement, attempts: Number(r.attempts) }));
  }

  async release(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('xapi_outbox').set({ claimed_until: null }).where('id', 'in', [...ids]).execute();
  }

  async delivered(id: string, at: number): Promise<void> {
    await this.db.updateTable('xapi_outbox').set({ delivered_at: at, last_error: null, claimed_until: null }).where('id', '=', id).execute();
  }

  async retryLater(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void> {
    await this.db
      .updateTable('xapi_outbox')
      .set({ attempts, next_attempt_at: nextAttemptAt, last_error: error.slice(0, 500), claimed_until: null })
      .where('id', '=', id)
      .execute();
  }

  async rejected(id: string, at: number, error: string): Promise<void> {
    await this.db.updateTable('xapi_outbox').set({ rejected_at: at, last_error: error.slice(0, 500), claimed_until: null }).where('id', '=', id).execute();
  }

  // Health reads these on every request: both use a partial index, never a scan of the journal.
  async depth(): Promise<OutboxDepth> {
    const [pending] = (await this.q.pending.execute(this.db, {})).rows;
    const [rejected] = (await this.q.rejected.execute(this.db, {})).rows;
    return { pending: Number(pending!.n), rejected: Number(rejected!.n), oldestPendingAt: pending!.oldest === null ? null : Number(pending!.oldest) };
  }

  async nextDueAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom('xapi_outbox')
      // A row claimed past its due time becomes claimable just after the claim lapses.
      .select(sql<number | null>`MIN(CASE WHEN claimed_until IS NOT NULL AND claimed_until >= next_attempt_at THEN claimed_until + 1 ELSE next_attempt_at END)`.as('at'))
      .where('delivered_at', 'is', null)
      .where('rejected_at', 'is', null)
      .executeTakeFirst();
    return row?.at == null ? null : Number(row.at);
  }

  async learnerOf(registration: string): Promise<{ id: string; email?: string } | undefined> {
    const [r] = (await this.q.learner.execute(this.db, { registration: registration.toLowerCase() })).rows;
    return r ? { id: r.learner_id, ...(r.learner_email ? { email: r.learner_email } : {}) } : undefined;
  }

  async evidenceFor(learnerId: string): Promise<PracticeEvidence> {
    const [r] = (await this.q.evidence.execute(this.db, { learnerId })).rows;
    const n = (v: number | null | undefined) => (v == null ? 0 : Number(v));
    const mean = r?.mean == null ? null : Number(r.mean);
    return {
      context: 'conversation_practice',
      sessions: n(r?.sessions),
      completed: n(r?.completed),
      succeeded: n(r?.succeeded),
      passed: n(r?.passed),
      failed: n(r?.failed),
      meanScaledScore: mean === null ? null : Math.round(mean * 1000) / 1000,
      lastActivity: r?.last ?? null,
    };
  }
}
