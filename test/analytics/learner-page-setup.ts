// A class with a curriculum, a learner who knows fractions and struggles with percentages (their
// events on two days in the last month), and tokens for the cast: the learner profile page's set-up.
import request from 'supertest';
import { ManualClock } from '../../src/clock.js';
import { bearer, tokenFor, users } from '../auth/helpers.js';
import { api, classesApp, createClass } from '../classes/helpers.js';
import type { TestApp } from '../helpers/app.js';
import { MATH_CURRICULUM as MATH } from './support.js';


let n = 0;
const at = (day: number, i: number) => new Date(Date.UTC(2026, 10, day, 10, 0, i)).toISOString();
const ev = (type: string, day: number, extra: Record<string, unknown>) => ({ id: `page-ev-${++n}`, userId: users.learner.sub, type, context: type.split('.')[0]!, timestamp: at(day, n), ...extra });

export async function learnerPageApp(): Promise<{ t: TestApp; tok: Record<keyof typeof users, string>; userId: string }> {
  // The page's 30 days end on the app clock's day.
  const { t, tok } = await classesApp({ clock: new ManualClock(Date.UTC(2026, 10, 25, 12)) });
  const c = await createClass(t, tok.teacher, { name: 'Maths 7' });
  await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: MATH }).expect(200);
  await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
  const events = [
    ...[true, true, true, true, true].map((correct) => ev('practice_quiz.question_answered', 20, { conceptId: 'fractions', bloomLevel: 'apply', outcome: { correct } })),
    ...[false, false, false, false].map((correct) => ev('practice_quiz.question_answered', 24, { conceptId: 'percentages', bloomLevel: 'apply', outcome: { correct } })),
    ev('concept_map.node_clicked', 24, { conceptId: 'percentages', bloomLevel: 'remember' }),
  ];
  await request(t.app).post('/api/analytics/events').set(bearer(tok.learner)).send({ events }).expect(200);
  // Tokens valid for a day of the app clock (the browser test runs for a while).
  const long = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, u]) => [k, await tokenFor(t, u, { ttlSeconds: 86_400 })] as const)));
  return { t, tok: long as Record<keyof typeof users, string>, userId: users.learner.sub };
}
