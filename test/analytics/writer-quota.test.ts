// The analytics intake bounds what one caller stores per UTC day (ANALYTICS_KB_PER_DAY): past it
// 429 quota_exceeded with Retry-After until midnight UTC, and nothing of the refused batch is
// stored. Without it one user posting at the rate limit grew the database by gigabytes a day.
// The tally lives in the record engine (it holds across a restart); the app clock decides the day.
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/storage/database.js';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import type { TestApp } from '../helpers/app.js';
import { tempDataDir } from '../maps/api/support.js';
import { event } from './support.js';

const KB = 4;
const me = users.learner;
const post = async (t: TestApp, user: typeof me, events: object[]) =>
  request(t.app).post('/api/analytics/events').set(bearer(await tokenFor(t, user))).send({ events });
/** A post that must be answered 200; its body. */
const ok = async (t: TestApp, user: typeof me, events: object[]) => {
  const res = await post(t, user, events);
  expect(res.status).toBe(200);
  return res.body as { accepted: number; duplicates: number };
};
const batch = (userId = me.sub) => Array.from({ length: 10 }, () => event(userId, 'reading.page_opened'));
/** Bytes of the stored events (their JSON) about `userId`. */
const storedBytes = (t: TestApp, userId: string) =>
  (t.db.prepare('SELECT COALESCE(SUM(length(CAST(body AS BLOB))), 0) AS n FROM analytics_events WHERE user_id = ?').get(userId) as { n: number }).n;
const eventCount = async (t: TestApp, user = me) =>
  (await request(t.app).get(`/api/analytics/profile/${user.sub}`).set(bearer(await tokenFor(t, user))).expect(200)).body.eventCount as number;

/** Posts batches of 10 until one is refused; the accepted batches and the refusal. */
async function fill(t: TestApp, user = me, userId = me.sub) {
  const accepted: object[][] = [];
  for (let i = 0; i < 50; i++) {
    const events = batch(userId);
    const res = await post(t, user, events);
    if (res.status === 429) return { accepted, refused: res, refusedEvents: events };
    expect(res.status).toBe(200);
    accepted.push(events);
  }
  throw new Error('never refused');
}

describe('analytics: bytes per caller per UTC day', () => {
  it('past ANALYTICS_KB_PER_DAY a caller gets 429 quota_exceeded, nothing of the batch stored, until the next UTC day', async () => {
    const t = await buildAuthApp({ env: { ANALYTICS_KB_PER_DAY: String(KB) } });
    // Half past six in the evening, UTC: five and a half hours to midnight.
    t.clock.set(Date.UTC(2026, 2, 3, 18, 30));
    const { accepted, refused, refusedEvents } = await fill(t);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ success: false, error: 'quota_exceeded' });
    expect(refused.headers['retry-after']).toBe(String(5.5 * 3600));
    // Nothing of the refused batch: the profile holds exactly the accepted batches, within the bound.
    expect(await eventCount(t)).toBe(accepted.length * 10);
    expect(storedBytes(t, me.sub)).toBeLessThanOrEqual(KB * 1024);
    // A retry of a stored batch stores nothing new, so it is answered.
    expect((await post(t, me, accepted[0]!)).body).toEqual({ success: true, accepted: 0, duplicates: 10 });
    // Still refused a minute later, the same batch again too.
    t.clock.advance(60_000);
    expect((await post(t, me, refusedEvents)).status).toBe(429);
    // Another caller writes on.
    await ok(t, users.outsider, batch(users.outsider.sub));
    // A new UTC day, a new allowance; the refused batch can be sent again.
    t.clock.set(Date.UTC(2026, 2, 4, 0, 0));
    expect(await ok(t, me, refusedEvents)).toEqual({ success: true, accepted: 10, duplicates: 0 });
    expect(await eventCount(t)).toBe((accepted.length + 1) * 10);
  });

  it('counts the caller, not whom the events are about: an admin writing about a learner spends the admin\'s bytes', async () => {
    const t = await buildAuthApp({ env: { ANALYTICS_KB_PER_DAY: String(KB) } });
    await fill(t, users.admin, me.sub);
    expect((await post(t, users.admin, batch(users.outsider.sub))).status).toBe(429);
    // The learner's own allowance is untouched.
    await ok(t, me, batch());
  });

  it('keeps the day\'s tally across a restart on the same data directory', async () => {
    const file = path.join(tempDataDir(), 'service.db');
    const env = { ANALYTICS_KB_PER_DAY: String(KB) };
    const first = await buildAuthApp({ db: openDatabase(file), env });
    await fill(first);
    await first.close();
    first.db.close();
    const second = await buildAuthApp({ db: openDatabase(file), env });
    expect((await post(second, me, batch())).body.error).toBe('quota_exceeded');
  });

  it('leaves a busy learner far below the default', async () => {
    const t = await buildAuthApp();
    // 2,000 events in one day is a very busy learner (an event every 15 s for eight hours).
    for (let i = 0; i < 40; i++) {
      await ok(t, me, Array.from({ length: 50 }, () => event(me.sub, 'concept_map.node_clicked', { conceptId: 'fractions' })));
    }
    expect(storedBytes(t, me.sub)).toBeLessThan(512 * 1024);
  });
});
