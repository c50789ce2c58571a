// The practice outbox on both record engines: queuing (a repeat changes nothing), claims with a
// lease (passed over while held, free again once released or lapsed), the outcomes, the depth and
// next due time health and delivery read, the journal's reads (a registration's learner, a
// learner's evidence), and two deliverers on one engine delivering every statement exactly once.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { createLogger } from '../../src/logger.js';
import { OutboxDelivery, SqlOutboxStore, type OutboxEntry, type Statement, type StatementStore } from '../../src/xapi/index.js';
import { RECORD_ENGINES, recordEngines } from '../helpers/record-engines.js';
import { manualScheduler } from '../helpers/scheduler.js';
import { stmt } from './statements.js';

const open = recordEngines();
const REG = 'AAAAAAAA-0000-4000-8000-000000000001';

function entry(n: number, over: Partial<OutboxEntry> = {}): OutboxEntry {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, registration: REG, learnerId: 'learner-1', learnerEmail: 'Learner@School.test', verb: 'initialized', statement: { ...stmt('learner@school.test', 'https://lp.test/s'), id }, createdAt: 1_000 + n, ...over };
}

describe.each(RECORD_ENGINES)('xAPI outbox on %s', (kind) => {
  it('queues entries once, oldest first, and claims each for one holder until its lease ends', async () => {
    const outbox = new SqlOutboxStore(await open(kind));
    expect(await outbox.enqueue([entry(2), entry(1), entry(3)])).toBe(3);
    expect(await outbox.enqueue([entry(1), entry(4)])).toBe(1);
    expect(await outbox.depth()).toEqual({ pending: 4, rejected: 0, oldestPendingAt: 1_001 });

    const first = await outbox.claimDue(5_000, 2, 65_000);
    expect(first.map((e) => e.id)).toEqual([entry(1).id, entry(2).id]);
    expect(first[0]!.statement).toEqual(entry(1).statement);
    expect(first[0]!.attempts).toBe(0);
    // Held: another claim gets the rest only; when all are held, nothing is due before the lease ends.
    expect((await outbox.claimDue(6_000, 10, 66_000)).map((e) => e.id)).toEqual([entry(3).id, entry(4).id]);
    expect(await outbox.claimDue(7_000, 10, 67_000)).toEqual([]);
    expect(await outbox.nextDueAt()).toBe(65_001);
    // A lapsed lease (its holder died) frees the entries; a released one is free at once.
    await outbox.release([entry(3).id]);
    expect((await outbox.claimDue(7_000, 10, 67_000)).map((e) => e.id)).toEqual([entry(3).id]);
    expect((await outbox.claimDue(65_001, 10, 125_001)).map((e) => e.id)).toEqual([entry(1).id, entry(2).id]);
  });

  it('records delivery, a retry and a rejection, and answers depth and the next due time', async () => {
    const outbox = new SqlOutboxStore(await open(kind));
    await outbox.enqueue([entry(1), entry(2), entry(3)]);
    expect(await outbox.nextDueAt()).toBe(1_001);
    await outbox.claimDue(2_000, 10, 60_000);
    await outbox.delivered(entry(1).id, 2_100);
    await outbox.retryLater(entry(2).id, 1, 9_000, 'RecordStoreError');
    await outbox.rejected(entry(3).id, 2_200, 'invalid_statement: no');
    expect(await outbox.depth()).toEqual({ pending: 1, rejected: 1, oldestPendingAt: 1_002 });
    // The outcome ends the claim: the retried entry is due at its next attempt, not at the lease's end.
    expect(await outbox.nextDueAt()).toBe(9_000);
    expect(await outbox.claimDue(8_999, 10, 70_000)).toEqual([]);
    const again = await outbox.claimDue(9_000, 10, 70_000);
    expect(again.map((e) => [e.id, e.attempts])).toEqual([[entry(2).id, 1]]);
    await outbox.delivered(entry(2).id, 9_100);
    expect(await outbox.depth()).toEqual({ pending: 0, rejected: 1, oldestPendingAt: null });
    expect(await outbox.nextDueAt()).toBeNull();
  });

  it('answers a registration\'s learner and a learner\'s practice evidence from the journal', async () => {
    const outbox = new SqlOutboxStore(await open(kind));
    const completed = (n: number, success: boolean, scaled: number, timestamp: string): OutboxEntry =>
      entry(n, { verb: 'completed', statement: { ...entry(n).statement, result: { success, score: { scaled } }, timestamp } as Statement });
    await outbox.enqueue([
      entry(1),
      completed(2, true, 0.8, '2026-11-20T10:00:00.000Z'),
      entry(3, { verb: 'passed' }),
      entry(4),
      completed(5, false, 0.35, '2026-11-21T10:00:00.000Z'),
      entry(6, { verb: 'failed' }),
      entry(7, { learnerId: 'someone-else', registration: 'bbbbbbbb-0000-4000-8000-000000000002', learnerEmail: undefined }),
    ]);
    expect(await outbox.learnerOf(REG.toLowerCase())).toEqual({ id: 'learner-1', email: 'learner@school.test' });
    expect(await outbox.learnerOf('BBBBBBBB-0000-4000-8000-000000000002')).toEqual({ id: 'someone-else' });
    expect(await outbox.learnerOf('cccccccc-0000-4000-8000-000000000003')).toBeUndefined();
    expect(await outbox.evidenceFor('learner-1')).toEqual({
      context: 'conversation_practice',
      sessions: 2,
      completed: 2,
      succeeded: 1,
      passed: 1,
      failed: 1,
      meanScaledScore: 0.575,
      lastActivity: '2026-11-21T10:00:00.000Z',
    });
    expect(await outbox.evidenceFor('nobody')).toMatchObject({ sessions: 0, completed: 0, meanScaledScore: null, lastActivity: null });
  });

  it('gives concurrent claims disjoint entries', async () => {
    const outbox = new SqlOutboxStore(await open(kind));
    await outbox.enqueue(Array.from({ length: 40 }, (_, i) => entry(i + 1)));
    const claims = await Promise.all(Array.from({ length: 4 }, () => outbox.claimDue(5_000, 15, 60_000)));
    const ids = claims.flat().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });

  it('delivers every statement exactly once with two deliverers (two instances) on one engine', async () => {
    const engine = await open(kind);
    const clock = new ManualClock(10_000);
    const saved: string[] = [];
    // The record store at the network edge: slow enough that the two deliverers overlap.
    const statements: StatementStore = {
      kind: 'lrs',
      async save(s) {
        await new Promise((r) => setImmediate(r));
        saved.push((s as Statement).id!);
        return [(s as Statement).id!];
      },
      query: async () => ({ statements: [] }),
    };
    const logger = createLogger('error');
    const deliverer = () =>
      new OutboxDelivery({ outbox: new SqlOutboxStore(engine), statements, clock, logger, scheduler: manualScheduler(), retryMs: 1_000, maxRetryMs: 8_000, batchSize: 7 });
    const a = deliverer();
    const b = deliverer();
    await new SqlOutboxStore(engine).enqueue(Array.from({ length: 50 }, (_, i) => entry(i + 1)));
    let byA = 0;
    let byB = 0;
    for (let round = 0; round < 20 && byA + byB < 50; round++) {
      const [ra, rb] = await Promise.all([a.flush(), b.flush()]);
      byA += ra.delivered;
      byB += rb.delivered;
    }
    // Both worked at the same time, each on entries of its own.
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect(byA + byB).toBe(50);
    expect(saved).toHaveLength(50);
    expect(new Set(saved).size).toBe(50);
    expect(await new SqlOutboxStore(engine).depth()).toMatchObject({ pending: 0 });
  });
});
