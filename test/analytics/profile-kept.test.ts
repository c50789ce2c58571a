// The profile the service keeps between reads (docs/performance.md, "Bounded work") answers, through
// the real app, what a fresh app rebuilding it from the same stored events answers: after events in
// order, after a late batch (older than what was read), and after a retried batch.
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/storage/database.js';
import { bearer } from '../auth/helpers.js';
import { classesApp } from '../classes/helpers.js';
import { tempDataDir } from '../maps/api/support.js';

const me = 'learner-1';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
const attempt = (id: string, minute: number, correct: boolean, conceptId = 'fractions') => ({
  id,
  userId: me,
  type: 'practice_quiz.question_answered',
  context: 'practice_quiz',
  timestamp: at(minute),
  conceptId,
  bloomLevel: 'apply',
  outcome: { correct },
});

describe('the profile kept between reads', () => {
  it('matches a rebuild from the store after in-order, late and retried batches', async () => {
    const file = path.join(tempDataDir(), 'service.db');
    const { t, tok } = await classesApp({ db: openDatabase(file) });
    const send = (events: object[]) => request(t.app).post('/api/analytics/events').set(bearer(tok.learner)).send({ events }).expect(200);
    const profile = async (app = t.app, token = tok.learner) => {
      const body = (await request(app).get(`/api/analytics/profile/${me}`).set(bearer(token)).expect(200)).body as Record<string, unknown>;
      delete body.generatedAt;
      return body;
    };

    await send([attempt('a1', 10, true), attempt('a2', 11, true)]);
    await profile(); // held from here on
    await send([attempt('a3', 12, false), attempt('a4', 13, true, 'ratios')]); // in order: applied
    await send([attempt('a0', 5, false)]); // late: older than what is held
    await send([attempt('a3', 12, false)]); // retried: a duplicate, nothing changes
    const kept = await profile();
    expect(kept).toMatchObject({ eventCount: 5 });

    // A second app on the same database reads the events afresh.
    await t.close();
    t.db.close();
    const fresh = await classesApp({ db: openDatabase(file) });
    const rebuilt = await profile(fresh.t.app, fresh.tok.learner);
    expect(kept).toEqual(rebuilt);
    // Mastery on fractions read the late wrong answer first: wrong, right, right, wrong.
    expect((kept.concepts as Array<{ conceptId: string; attempts: number }>).find((c) => c.conceptId === 'fractions')).toMatchObject({ attempts: 4, correct: 2 });
  });
});
