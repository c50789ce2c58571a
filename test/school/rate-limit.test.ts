// Per-user rate limits of /api/school: writes per minute and reads per hour (settings), 429
// `rate_limited` with Retry-After and the standard RateLimit headers, one user's budget never
// blocking another's, and windows that reset on the app clock.
import { describe, expect, it } from 'vitest';
import { as, cast, classPath, createClass, newClass, schoolApp } from './helpers.js';

describe('school rate limits', () => {
  it('allows SCHOOL_WRITES_PER_MINUTE changes per user, then 429 until the minute is over', async () => {
    const { t, tok } = await schoolApp({ env: { SCHOOL_WRITES_PER_MINUTE: '3' } });
    const c = await createClass(t, tok.owner);
    expect((await as(t, tok.owner).patch(classPath(c.id), { title: 'a' })).status).toBe(200);
    const third = await as(t, tok.owner).post(classPath(c.id, 'invite-expert'), { email: cast.expert.email });
    expect(third.status).toBe(200);
    expect(third.headers['ratelimit-policy']).toMatch(/^"school-writes"; q=3; w=60/);
    expect(third.headers.ratelimit).toMatch(/r=0/);
    const over = await as(t, tok.owner).patch(classPath(c.id), { title: 'b' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(Number(over.headers['retry-after'])).toBe(60);
    expect(over.headers.ratelimit).toBeDefined();
    // Another educator is not affected.
    expect((await as(t, tok.other).post('/api/school/classes', newClass)).status).toBe(201);
    // Reads have their own budget.
    expect((await as(t, tok.owner).get('/api/school/classes')).status).toBe(200);
    t.clock.advance(30_000);
    const later = await as(t, tok.owner).patch(classPath(c.id), { title: 'b' });
    expect(later.status).toBe(429);
    expect(Number(later.headers['retry-after'])).toBe(30);
    t.clock.advance(30_000);
    expect((await as(t, tok.owner).patch(classPath(c.id), { title: 'b' })).status).toBe(200);
  });

  it('allows SCHOOL_READS_PER_HOUR reads per user', async () => {
    const { t, tok } = await schoolApp({ env: { SCHOOL_READS_PER_HOUR: '2' } });
    expect((await as(t, tok.owner).get('/api/school/classes')).status).toBe(200);
    expect((await as(t, tok.owner).get('/api/school/classes')).status).toBe(200);
    const over = await as(t, tok.owner).get('/api/school/classes');
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBe(3600);
    expect(over.headers['ratelimit-policy']).toMatch(/^"school-reads"; q=2; w=3600/);
    expect((await as(t, tok.admin).get('/api/school/classes')).status).toBe(200);
    // Writes are counted apart from reads.
    expect((await as(t, tok.owner).post('/api/school/classes', newClass)).status).toBe(201);
    t.clock.advance(3_600_000);
    expect((await as(t, tok.owner).get('/api/school/classes')).status).toBe(200);
  });

  it('uses the defaults of 10 writes a minute and 100 reads an hour', async () => {
    const { loadConfig } = await import('../../src/config.js');
    expect(loadConfig({}).school).toEqual({ writesPerMinute: 10, readsPerHour: 100, maxClassesPerUser: 500 });
  });
});

describe('classes one user may own', () => {
  it('past SCHOOL_MAX_CLASSES_PER_USER a new class is 400 too_many_classes; others still create, and one given away frees room', async () => {
    const { t, tok } = await schoolApp({ env: { SCHOOL_MAX_CLASSES_PER_USER: '2' } });
    const first = await createClass(t, tok.owner);
    await createClass(t, tok.owner);
    const over = await as(t, tok.owner).post('/api/school/classes', newClass);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ success: false, error: 'too_many_classes' });
    // Creations arriving together still stop at the bound (counted under the writes' lock).
    const together = await Promise.all([1, 2, 3].map(() => as(t, tok.other).post('/api/school/classes', newClass)));
    expect(together.map((r) => r.status).sort()).toEqual([201, 201, 400]);
    await as(t, tok.owner).post(classPath(first.id, 'transfer-ownership'), { newOwnerEmail: cast.invitee.email }).expect(200);
    await as(t, tok.invitee).post(classPath(first.id, 'accept-ownership')).expect(200);
    expect((await as(t, tok.owner).post('/api/school/classes', newClass)).status).toBe(201);
  });
});
