// The embedded record store counts per writer: a teacher's statements about a learner can never
// evict what the learner wrote (the attack pass erased a learner's history with 500 statements),
// and one writer's bytes per UTC day are bounded (429 quota_exceeded), so writing about many
// actors cannot grow the database without bound.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/helpers.js';
import { api, classesApp, createClass, users } from '../classes/helpers.js';
import type { TestApp } from '../helpers/app.js';
import { stmt } from './statements.js';

const ACTIVITY = 'https://learning.example/activities/fractions/quiz-1';
const post = (t: TestApp, token: string, body: unknown) => request(t.app).post('/api/xapi/statement').set(bearer(token)).send(body as object);

async function teacherAndLearner(env: Record<string, string> = {}) {
  const { t, tok } = await classesApp({ env });
  const c = await createClass(t, tok.teacher, { name: 'Maths 7' });
  await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
  return { t, tok };
}

const count = (t: TestApp, where: string, ...args: string[]) => (t.db.prepare(`SELECT COUNT(*) AS n FROM xapi_statements WHERE ${where}`).get(...args) as { n: number }).n;

describe('embedded store: per-writer cap', () => {
  it("600 statements about a learner by their teacher leave the learner's own statement in place", async () => {
    const { t, tok } = await teacherAndLearner();
    const own = await post(t, tok.learner, stmt(users.learner.email, ACTIVITY)).expect(200);
    for (let batch = 0; batch < 12; batch++) {
      await post(t, tok.teacher, Array.from({ length: 50 }, () => stmt(users.learner.email, ACTIVITY))).expect(200);
    }
    const mine = await t.root.stores.statements.query({ agent: { mbox: `mailto:${users.learner.email}` }, limit: 500 });
    expect(count(t, 'id = ?', own.body.ids[0] as string)).toBe(1);
    // The teacher's own oldest went: 500 of theirs about the learner remain, plus the learner's one.
    expect(count(t, 'writer = ?', `user:${users.teacher.sub}`)).toBe(500);
    expect(count(t, 'writer = ?', `user:${users.learner.sub}`)).toBe(1);
    expect(mine.statements).toHaveLength(500);
  });
});

describe('embedded store: per-writer bytes per day', () => {
  it('past XAPI_EMBEDDED_KB_PER_DAY a writer gets 429 quota_exceeded (nothing of the batch stored) until the next UTC day; others are unaffected', async () => {
    const { t, tok } = await teacherAndLearner({ XAPI_EMBEDDED_KB_PER_DAY: '8' });
    let refused: request.Response | undefined;
    let sent = 0;
    while (!refused && sent < 200) {
      const res = await post(t, tok.teacher, Array.from({ length: 5 }, () => stmt(users.learner.email, ACTIVITY)));
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
      sent++;
    }
    expect(refused?.body).toMatchObject({ success: false, error: 'quota_exceeded' });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const bytes = (t.db.prepare('SELECT SUM(length(CAST(body AS BLOB))) AS n FROM xapi_statements WHERE writer = ?').get(`user:${users.teacher.sub}`) as { n: number }).n;
    expect(bytes).toBeLessThanOrEqual(8 * 1024);
    // The learner writes on.
    await post(t, tok.learner, stmt(users.learner.email, ACTIVITY)).expect(200);
    // A new UTC day, a new allowance.
    t.clock.advance(retryAfter * 1000);
    await post(t, tok.teacher, stmt(users.learner.email, ACTIVITY)).expect(200);
  });
});
