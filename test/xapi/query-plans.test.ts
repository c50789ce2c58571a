// The SQL the Kysely stores send to SQLite stays on its indexes: the statement pages by activity
// prefix (the school catch-up), agent and registration, the outbox claim and the depth health reads
// on every request, the school read model's lists and code lookup. The SQL is captured as the
// engine prepares it and explained by SQLite itself.
import { describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { allMigrations } from '../../src/composition-root.js';
import { SqlSchoolClassReadModel } from '../../src/school/index.js';
import { openDatabase, runMigrations } from '../../src/storage/database.js';
import { sqliteEngine } from '../../src/storage/sql-engine.js';
import { SqlOutboxStore, SqlStatementStore } from '../../src/xapi/index.js';

function captured() {
  const db = openDatabase(':memory:');
  runMigrations(db, allMigrations);
  const texts: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((text: string) => {
    texts.push(text);
    return prepare(text);
  }) as typeof db.prepare;
  /** SQLite's plan of the last SQL prepared that matches `pattern`. */
  const planOf = (pattern: RegExp): string => {
    const text = texts.filter((t) => pattern.test(t)).at(-1);
    if (text === undefined) throw new Error(`no SQL matching ${pattern}`);
    const params = Array.from({ length: (text.match(/\?/g) ?? []).length }, () => 'x');
    return (prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as Array<{ detail: string }>).map((r) => r.detail).join('\n');
  };
  return { engine: sqliteEngine(db), planOf };
}

describe('query plans on SQLite', () => {
  it('pages statements off the activity, actor and registration indexes', async () => {
    const { engine, planOf } = captured();
    const store = new SqlStatementStore({ engine, clock: new ManualClock(), random: seededRandom(1) });
    await store.query({ activityUnder: 'https://lp.test/class/', ascending: true });
    expect(planOf(/"activity_id" >= \?/)).toMatch(/xapi_statements_activity/);
    await store.query({ agent: { mbox: 'mailto:a@x.test' } });
    expect(planOf(/"actor_key" = \?/)).toMatch(/xapi_statements_actor/);
    await store.query({ registration: 'aaaaaaaa-0000-4000-8000-000000000001' });
    expect(planOf(/"registration" = \?/)).toMatch(/xapi_statements_registration/);
  });

  it('claims and counts the outbox off its partial indexes, never a scan of the journal', async () => {
    const { engine, planOf } = captured();
    const outbox = new SqlOutboxStore(engine);
    await outbox.claimDue(1, 10, 2);
    const claim = planOf(/^update "xapi_outbox" set "claimed_until"/);
    expect(claim).toMatch(/xapi_outbox_pending/);
    await outbox.depth();
    expect(planOf(/count\(\*\).*"delivered_at" is null/)).toMatch(/xapi_outbox_pending/);
    expect(planOf(/"rejected_at" is not null/)).toMatch(/xapi_outbox_rejected/);
  });

  it('lists school classes off the owner index and finds a code off its own', async () => {
    const { engine, planOf } = captured();
    const model = new SqlSchoolClassReadModel(engine);
    await model.list({ visibleTo: 'owner@school.test', limit: 20 });
    expect(planOf(/"teacher_email" = \?/)).toMatch(/school_classes_teacher/);
    await model.classIdForCode('ABC123');
    expect(planOf(/"enrollment_code" = \?/)).toMatch(/school_classes_code/);
  });
});
