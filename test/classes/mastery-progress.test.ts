// Progress reflects learning: a bearer class's progress (the learner's own and all-progress) shows
// each enrolled learner's mastery per curriculum concept from the learning-analytics profile
// (Bayesian Knowledge Tracing); a concept mastered there is `mastered: true` in progress, beside
// the status recorded explicitly.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { event, MATH_CURRICULUM as MATH } from '../analytics/support.js';
import { bearer } from '../auth/helpers.js';
import { api, classesApp, createClass } from './helpers.js';


type Entry = { conceptId: string; status: string; mastered?: true; mastery?: { probability: number; state: string; attempts: number; correct: number } };
const byId = (entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.conceptId, e]));

describe('class progress with learning-analytics mastery', () => {
  it('shows BKT mastery per concept; mastered in analytics => mastered in progress, recorded status beside it', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher, { name: 'Maths 7' });
    await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: MATH }).expect(200);
    await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
    await api(t, tok.outsider).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);

    // Before any analytics event: progress is as recorded, with no mastery fields.
    const plain = (await api(t, tok.learner).get(`/api/classes/${c.id}/progress`).expect(200)).body.progress as Entry[];
    expect(plain.every((e) => !('mastery' in e) && !('mastered' in e))).toBe(true);

    const me = 'learner-1';
    const events = [
      ...[true, true, true, true, true].map((correct) => event(me, 'practice_quiz.question_answered', { conceptId: 'fractions', bloomLevel: 'apply', outcome: { correct } })),
      ...[false, false, false, false].map((correct) => event(me, 'practice_quiz.question_answered', { conceptId: 'percentages', bloomLevel: 'apply', outcome: { correct } })),
      // A concept outside the curriculum is not shown in the class's progress.
      event(me, 'practice_quiz.question_answered', { conceptId: 'algebra', outcome: { correct: true } }),
    ];
    await request(t.app).post('/api/analytics/events').set(bearer(tok.learner)).send({ events }).expect(200);
    await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'percentages', status: 'completed' }).expect(200);

    const mine = (await api(t, tok.learner).get(`/api/classes/${c.id}/progress`).expect(200)).body.progress as Entry[];
    expect(mine.map((e) => e.conceptId)).toEqual(['fractions', 'percentages', 'ratios']);
    const m = byId(mine);
    // Mastered by the evidence, though never recorded: mastered, recorded status unchanged.
    expect(m.fractions).toMatchObject({ status: 'not_started', mastered: true, mastery: { state: 'mastered', attempts: 5, correct: 5 } });
    expect(m.fractions!.mastery!.probability).toBeGreaterThan(0.95);
    // Recorded completed, struggling by the evidence: both are shown, it is not mastered.
    expect(m.percentages).toMatchObject({ status: 'completed', mastery: { state: 'struggling', attempts: 4, correct: 0 } });
    expect(m.percentages).not.toHaveProperty('mastered');
    expect(m.ratios).not.toHaveProperty('mastery');

    // The profile and the progress agree on every concept of the curriculum.
    const profile = (await request(t.app).get(`/api/analytics/profile/${me}`).set(bearer(tok.learner)).expect(200)).body;
    for (const concept of profile.concepts as Array<{ conceptId: string; mastery: number; state: string }>) {
      if (!m[concept.conceptId]) continue;
      expect(m[concept.conceptId]!.mastery).toMatchObject({ probability: concept.mastery, state: concept.state });
      expect(m[concept.conceptId]!.mastered === true).toBe(concept.state === 'mastered');
    }

    // The teacher's view: every enrolled learner, each with their own evidence.
    const all = (await api(t, tok.teacher).get(`/api/classes/${c.id}/all-progress`).expect(200)).body.students as Array<{ studentId: string; progress: Entry[] }>;
    const lea = all.find((s) => s.studentId === me)!;
    expect(byId(lea.progress).fractions).toMatchObject({ mastered: true, mastery: { state: 'mastered' } });
    const other = all.find((s) => s.studentId === 'learner-2')!;
    expect(other.progress.every((e) => !('mastery' in e))).toBe(true);
  });
});
