// GET /api/analytics/profile/:userId through the real app: a scripted learner who answers
// fractions right and percentages wrong is shown as such (BKT mastery, Bloom level, learner model,
// recommendations from the class's learning path), and only the learner, their teacher or an
// admin may read it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/helpers.js';
import { api, classesApp, createClass } from '../classes/helpers.js';
import { event, MATH_CURRICULUM as MATH } from './support.js';


async function scriptedLearner() {
  const { t, tok } = await classesApp();
  const c = await createClass(t, tok.teacher, { name: 'Maths 7' });
  await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: MATH }).expect(200);
  await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
  const me = 'learner-1';
  const events = [
    event(me, 'concept_map.node_clicked', { conceptId: 'fractions', bloomLevel: 'remember' }),
    ...[true, true, true, true, true].map((correct) => event(me, 'practice_quiz.question_answered', { conceptId: 'fractions', bloomLevel: 'apply', outcome: { correct } })),
    event(me, 'concept_map.node_clicked', { conceptId: 'percentages', bloomLevel: 'remember' }),
    ...[false, false, false, false].map((correct) => event(me, 'practice_quiz.question_answered', { conceptId: 'percentages', bloomLevel: 'apply', outcome: { correct } })),
    event(me, 'assessment.retry_started', { conceptId: 'percentages' }),
  ];
  await request(t.app).post('/api/analytics/events').set(bearer(tok.learner)).send({ events }).expect(200);
  return { t, tok, classId: c.id, me };
}

describe('GET /api/analytics/profile/:userId', () => {
  it('says the scripted learner knows fractions and struggles with percentages', async () => {
    const { t, tok, classId, me } = await scriptedLearner();
    const res = await request(t.app).get(`/api/analytics/profile/${me}`).set(bearer(tok.learner)).expect(200);
    const p = res.body;
    const concept = (id: string) => p.concepts.find((c: { conceptId: string }) => c.conceptId === id);
    expect(concept('fractions')).toMatchObject({ state: 'mastered', attempts: 5, correct: 5, highestBloom: 'apply' });
    expect(concept('fractions').mastery).toBeGreaterThan(0.95);
    // A failed attempt at `apply` does not show `apply`: only the remembering shows.
    expect(concept('percentages')).toMatchObject({ state: 'struggling', attempts: 4, correct: 0, highestBloom: 'remember' });
    expect(concept('percentages').mastery).toBeLessThan(0.4);
    expect(p.recommendations[0]).toEqual({ classId, conceptId: 'percentages', label: 'Percentages', reason: 'struggling' });
    expect(p.recommendations.map((r: { conceptId: string }) => r.conceptId)).not.toContain('fractions');
    expect(p.learnerModels[0]).toMatchObject({ id: 'active_experimenter' });
    expect(p.learnerModels[0].evidence[0]).toEqual({ behaviour: 'practice_quiz.question_answered', count: 9 });
    expect(p.engagement).toMatchObject({ activeDays: 1, daily: [{ date: '2026-11-24', events: 12, concepts: 2 }] });
    expect(p.eventCount).toBe(12);
  });

  it('is readable by the learner, their class teacher and an admin; 403 for anyone else', async () => {
    const { t, tok, me } = await scriptedLearner();
    for (const who of [tok.learner, tok.teacher, tok.admin]) await request(t.app).get(`/api/analytics/profile/${me}`).set(bearer(who)).expect(200);
    for (const who of [tok.otherTeacher, tok.outsider]) {
      const res = await request(t.app).get(`/api/analytics/profile/${me}`).set(bearer(who)).expect(403);
      expect(res.body.error).toBe('forbidden');
    }
    await request(t.app).get(`/api/analytics/profile/${me}`).expect(401);
  });

  it('recommends the next concept in the path once the struggling one is mastered', async () => {
    const { t, tok, me } = await scriptedLearner();
    const more = Array.from({ length: 8 }, () => event(me, 'practice_quiz.question_answered', { conceptId: 'percentages', outcome: { correct: true } }));
    await request(t.app).post('/api/analytics/events').set(bearer(tok.learner)).send({ events: more }).expect(200);
    const p = (await request(t.app).get(`/api/analytics/profile/${me}`).set(bearer(tok.learner)).expect(200)).body;
    expect(p.recommendations).toEqual([expect.objectContaining({ conceptId: 'ratios', reason: 'next_in_path' })]);
  });
});
