// Per-user limits on class creation and joining: 429 in the standard body with Retry-After,
// counted per user (not per address), reset when the window passes on the app clock.
import { describe, expect, it } from 'vitest';
import { CREATE_LIMIT, JOIN_LIMIT } from '../../src/classes/limits.js';
import { api, classesApp, createClass } from './helpers.js';

describe('rate limits', () => {
  it(`allows ${CREATE_LIMIT.limit} creations per hour per user, then 429 with Retry-After`, async () => {
    const { t, tok } = await classesApp();
    for (let i = 0; i < CREATE_LIMIT.limit; i++) expect((await api(t, tok.teacher).post('/api/classes', { name: `C${i}` })).status).toBe(201);
    t.clock.advance(10 * 60_000);
    const res = await api(t, tok.teacher).post('/api/classes', { name: 'One too many' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: 'rate_limited', message: expect.stringContaining('retry after') });
    expect(res.headers['retry-after']).toBe(String(50 * 60));

    // Another user (same address) is unaffected.
    expect((await api(t, tok.otherTeacher).post('/api/classes', { name: 'Fine' })).status).toBe(201);
    // The window passing on the app clock restores the budget.
    t.clock.advance(50 * 60_000);
    expect((await api(t, tok.teacher).post('/api/classes', { name: 'Again' })).status).toBe(201);
  });

  it(`allows ${JOIN_LIMIT.limit} join attempts per 10 minutes per user, failed guesses included`, async () => {
    const { t, tok } = await classesApp();
    const c = await createClass(t, tok.teacher);
    for (let i = 0; i < JOIN_LIMIT.limit; i++) {
      const guess = await api(t, tok.outsider).post('/api/classes/join', { code: i % 2 ? 'ZZZZZZ' : c.enrollmentCode });
      expect([200, 404]).toContain(guess.status);
    }
    const res = await api(t, tok.outsider).post('/api/classes/join', { code: c.enrollmentCode });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBe(600);
    expect((await api(t, tok.learner).post('/api/classes/join', { code: c.enrollmentCode })).status).toBe(200);
    t.clock.advance(600_000);
    expect((await api(t, tok.outsider).post('/api/classes/join', { code: c.enrollmentCode })).status).toBe(200);
  });

  it('does not limit unauthenticated requests by user (they are refused first) or other endpoints', async () => {
    const { t, tok } = await classesApp();
    for (let i = 0; i < 40; i++) expect((await api(t).post('/api/classes', { name: 'x' })).status).toBe(401);
    for (let i = 0; i < 40; i++) expect((await api(t, tok.teacher).get('/api/classes')).status).toBe(200);
  });
});
