// Progress reported before the class has a curriculum is a clear 409 curriculum_missing (not a
// puzzling "unknown concept"); reading progress then still answers an empty list.
import { describe, expect, it } from 'vitest';
import { api, classesApp, createClass, sampleCurriculum } from '../classes/helpers.js';

describe('progress before a curriculum', () => {
  it('POST progress is 409 curriculum_missing until the teacher saves a curriculum', async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode }).expect(200);
    const res = await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'dna', status: 'completed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: 'curriculum_missing' });
    expect(res.body.message).toMatch(/curriculum/i);
    await api(t, tok.learner).get(`/api/classes/${c.id}/progress`).expect(200);

    await api(t, tok.teacher).post(`/api/classes/${c.id}/curriculum`, { curriculum: sampleCurriculum }).expect(200);
    await api(t, tok.learner).post(`/api/classes/${c.id}/progress`, { conceptId: 'dna', status: 'completed' }).expect(200);
  });
});
