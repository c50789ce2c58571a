// The profile kept up to date as events arrive (LearnerProfiles / ProfileState) must equal the full
// rebuild (buildProfile over the store's window) after every batch, whatever the events: random
// types, concepts, Bloom levels and outcomes; timestamps mostly rising but sometimes late or equal;
// retried ids; ids whose order differs between code points and the locale; and a small window so
// events leave it often.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsMigrations, loadTaxonomy, SqlEventStore } from '../../src/analytics/index.js';
import { bktMastery } from '../../src/analytics/bkt.js';
import { LearnerProfiles } from '../../src/analytics/learner-profiles.js';
import { buildProfile } from '../../src/analytics/profile.js';
import type { AnalyticsEvent } from '../../src/analytics/schemas.js';
import { openDatabase, runMigrations } from '../../src/storage/database.js';
import { sqliteEngine } from '../../src/storage/sql-engine.js';

const taxonomy = loadTaxonomy();
const ATTEMPTS = ['assessment.answer_submitted', 'assessment.attempt_completed', 'practice_quiz.question_answered'];
const OTHERS = ['concept_map.node_clicked', 'reading.page_opened', 'discussion.post_written', 'assessment.retry_started'];
const USERS = ['ana', 'Bo'];
const T0 = Date.UTC(2026, 0, 1);

const eventArb = fc.record({
  user: fc.constantFrom(...USERS),
  type: fc.constantFrom(...ATTEMPTS, ...OTHERS),
  conceptId: fc.option(fc.constantFrom('fractions', 'ratios', 'Percent', 'ángulos'), { nil: undefined }),
  bloomLevel: fc.option(fc.constantFrom('remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'), { nil: undefined }),
  correct: fc.option(fc.boolean(), { nil: undefined }),
  // Most events move time forward (hours, so days change too); some arrive late or at the same instant.
  step: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 20 * 3600_000 }) }, { weight: 1, arbitrary: fc.integer({ min: -40 * 3600_000, max: 0 }) }),
  // Ids from a small alphabet (retries happen), with upper case, digits and a letter past ASCII.
  id: fc.string({ unit: fc.constantFrom('a', 'B', 'c', '1', 'é', '_'), minLength: 1, maxLength: 3 }),
});

type Raw = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

function toEvents(raw: readonly Raw[]): AnalyticsEvent[] {
  let t = T0;
  return raw.map((r) => {
    t += r.step;
    const e: AnalyticsEvent = { id: r.id, userId: r.user, type: r.type, context: r.type.split('.')[0]!, timestamp: new Date(t).toISOString() };
    if (r.conceptId) e.conceptId = r.conceptId;
    if (r.bloomLevel) e.bloomLevel = r.bloomLevel;
    if (r.correct !== undefined) e.outcome = { correct: r.correct };
    return e;
  });
}

/** The area's store on a fresh in-memory SQLite file (the logic under test is the same on PostgreSQL). */
function openStore() {
  const db = openDatabase(':memory:');
  runMigrations(db, analyticsMigrations);
  const engine = sqliteEngine(db);
  return { store: new SqlEventStore(engine), close: () => engine.close() };
}

describe('learner profile kept up to date as events arrive', () => {
  it('equals the full rebuild from the store after every batch', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 120 }), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 3, max: 40 }), async (raw, cuts, window) => {
        const { store, close } = openStore();
        const profiles = new LearnerProfiles({ store, taxonomy, window });
        const events = toEvents(raw);
        let at = 0;
        let batch = 0;
        while (at < events.length) {
          const size = cuts[batch++ % cuts.length]!;
          await profiles.stored(await store.add(events.slice(at, at + size), '2026-01-01T00:00:00.000Z'));
          at += size;
          for (const userId of USERS) {
            // Reading holds the learner from now on, so later batches are applied incrementally.
            const incremental = (await profiles.state(userId)).read();
            const full = buildProfile({ userId, events: (await store.forUser(userId, window)).value, taxonomy, classes: [], now: T0 });
            expect(incremental).toEqual({ eventCount: full.eventCount, concepts: full.concepts, engagement: full.engagement, learnerModels: full.learnerModels });
          }
        }
        await close();
      }),
      { numRuns: 300 },
    );
  });

  it('reads attempts at the same instant in the store\'s order (code points: "B" before "a"), in both ways', async () => {
    const { store, close } = openStore();
    const profiles = new LearnerProfiles({ store, taxonomy, window: 10 });
    const at = new Date(T0).toISOString();
    const attempt = (id: string, correct: boolean): AnalyticsEvent => ({ id, userId: 'ana', type: ATTEMPTS[0]!, context: 'assessment', timestamp: at, conceptId: 'fractions', outcome: { correct } });
    await profiles.stored(await store.add([attempt('a', false), attempt('B', true)], at));
    const full = buildProfile({ userId: 'ana', events: (await store.forUser('ana', 10)).value, taxonomy, classes: [], now: T0 });
    const expected = Math.round(bktMastery([true, false]) * 1000) / 1000;
    expect(full.concepts[0]!.mastery).toBe(expected);
    expect((await profiles.state('ana')).read().concepts[0]!.mastery).toBe(expected);
    await close();
  });
});
