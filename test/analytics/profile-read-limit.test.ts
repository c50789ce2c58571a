// A learner's profile is computed from their events on every read, so its reads (the JSON and the
// page, one budget) are limited per user: past PROFILE_READ_LIMIT a minute, 429 rate_limited with
// Retry-After, for that user only, until the window ends.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PROFILE_READ_LIMIT } from '../../src/analytics/area.js';
import { bearer } from '../auth/helpers.js';
import { classesApp } from '../classes/helpers.js';

describe('profile reads', () => {
  it('are limited per user, the JSON and the page together', async () => {
    const { t, tok } = await classesApp();
    const me = 'learner-1';
    const json = (token: string) => request(t.app).get(`/api/analytics/profile/${me}`).set(bearer(token));
    const page = (token: string) => request(t.app).get(`/analytics/learner/${me}`).set('Cookie', `auth_token=${token}`);
    for (let i = 0; i < PROFILE_READ_LIMIT.limit - 1; i++) await json(tok.learner).expect(200);
    await page(tok.learner).expect(200);
    const over = await json(tok.learner);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await page(tok.learner)).status).toBe(429);
    // Another reader has a budget of their own.
    await json(tok.admin).expect(200);
    t.clock.advance(PROFILE_READ_LIMIT.windowMs);
    await json(tok.learner).expect(200);
  });
});
