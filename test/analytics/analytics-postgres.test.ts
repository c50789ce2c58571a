// Learning analytics through the real app with its events on PostgreSQL, and two instances sharing
// it: each keeps learners' profiles in memory, yet a profile read on one instance always includes
// the events the other accepted (no stale profile), a batch retried on the other instance is
// recognised as duplicates, and a caller's daily byte bound is one tally for both instances.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SqlEventStore } from '../../src/analytics/index.js';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { recordEngines } from '../helpers/record-engines.js';
import type { TestApp } from '../helpers/app.js';
import { event } from './support.js';

const open = recordEngines();
const me = users.learner;

async function instances(opts: { writerBytesPerDay?: number } = {}): Promise<[TestApp, TestApp]> {
  const records = await open('postgres');
  // The analytics events on PostgreSQL; each instance has its own store object and profile cache.
  const build = () => buildAuthApp({ stores: { analyticsEvents: new SqlEventStore(records, opts) } });
  return [await build(), await build()];
}

const post = async (t: TestApp, events: object[]) =>
  (await request(t.app).post('/api/analytics/events').set(bearer(await tokenFor(t, me))).send({ events }).expect(200)).body as { accepted: number; duplicates: number };
const profile = async (t: TestApp) =>
  (await request(t.app).get(`/api/analytics/profile/${me.sub}`).set(bearer(await tokenFor(t, me))).expect(200)).body as {
    eventCount: number;
    concepts: Array<{ conceptId: string; attempts: number; correct: number }>;
  };

describe('analytics on PostgreSQL, two instances', () => {
  it('never serves a profile that misses events the other instance accepted', async () => {
    const [a, b] = await instances();
    const attempt = (correct: boolean) => event(me.sub, 'assessment.answer_submitted', { conceptId: 'fractions', outcome: { correct } });
    expect(await post(a, [attempt(true), event(me.sub, 'reading.page_opened')])).toEqual({ success: true, accepted: 2, duplicates: 0 });
    // Both instances now hold the learner.
    expect((await profile(a)).eventCount).toBe(2);
    expect((await profile(b)).eventCount).toBe(2);

    const more = [attempt(false), attempt(true)];
    await post(b, more);
    expect((await profile(a)).concepts).toEqual([expect.objectContaining({ conceptId: 'fractions', attempts: 3, correct: 2 })]);
    expect((await profile(b)).eventCount).toBe(4);

    // A retry that reaches the other instance is a duplicate there too; a late event counts on both.
    expect(await post(a, more)).toEqual({ success: true, accepted: 0, duplicates: 2 });
    await post(a, [{ ...event(me.sub, 'reading.page_opened'), timestamp: '2020-01-01T00:00:00.000Z' }]);
    expect((await profile(b)).eventCount).toBe(5);
    expect((await profile(a)).eventCount).toBe(5);
  });

  it('stores both of two batches sent to both instances at once', async () => {
    const [a, b] = await instances();
    await profile(a);
    await profile(b);
    const batches = [0, 1].map(() => Array.from({ length: 20 }, () => event(me.sub, 'video.video_played')));
    const shared = event(me.sub, 'reading.page_opened');
    const answers = await Promise.all([post(a, [...batches[0]!, shared]), post(b, [...batches[1]!, shared])]);
    expect(answers.map((r) => r.accepted).sort()).toEqual([20, 21]);
    expect((await profile(a)).eventCount).toBe(41);
    expect((await profile(b)).eventCount).toBe(41);
  });

  it("holds a caller's daily byte bound across both instances, also for batches sent at once", async () => {
    const [a, b] = await instances({ writerBytesPerDay: 4 * 1024 });
    let token = await tokenFor(a, me);
    const send = (t: TestApp) =>
      request(t.app)
        .post('/api/analytics/events')
        .set(bearer(token))
        .send({ events: Array.from({ length: 10 }, () => event(me.sub, 'reading.page_opened')) });
    // Twelve batches of about 1.5 KB, half to each instance, all at once: about 18 KB against 4 KB.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? b : a)));
    const stored = answers.filter((r) => r.status === 200).length;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(5);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(429);
      expect(r.body.error).toBe('quota_exceeded');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Nothing of a refused batch: both instances see exactly the accepted ones.
    expect((await profile(a)).eventCount).toBe(stored * 10);
    expect((await profile(b)).eventCount).toBe(stored * 10);
    expect((await send(a)).status).toBe(429);
    expect((await send(b)).status).toBe(429);
    // The app clock's next UTC day: a new allowance on both.
    for (const t of [a, b]) t.clock.advance(86_400_000);
    token = await tokenFor(b, me);
    expect((await send(b)).status).toBe(200);
  });
});
