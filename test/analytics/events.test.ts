// POST /api/analytics/events through the real app: bearer or cookie, a learner only for
// themselves, the 50-event cap (413), taxonomy checks, de-duplication of retried batches and
// durability across a restart on the same data directory.
import path from 'node:path';
import request from 'supertest';
import { openDatabase } from '../../src/storage/database.js';
import { describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { tempDataDir } from '../maps/api/support.js';
import { event } from './support.js';

const post = (t: Awaited<ReturnType<typeof buildAuthApp>>, token: string, events: object[]) =>
  request(t.app).post('/api/analytics/events').set(bearer(token)).send({ events });

describe('POST /api/analytics/events', () => {
  it('stores a batch once: a retried batch counts as duplicates', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.learner);
    const batch = [event(users.learner.sub, 'concept_map.node_clicked', { conceptId: 'fractions' }), event(users.learner.sub, 'assessment.answer_submitted', { conceptId: 'fractions', outcome: { correct: true } })];
    expect((await post(t, token, batch).expect(200)).body).toEqual({ success: true, accepted: 2, duplicates: 0 });
    expect((await post(t, token, batch).expect(200)).body).toEqual({ success: true, accepted: 0, duplicates: 2 });
    const profile = await request(t.app).get(`/api/analytics/profile/${users.learner.sub}`).set(bearer(token)).expect(200);
    expect(profile.body.eventCount).toBe(2);
  });

  it('keeps a learner to their own events; an admin may send for others', async () => {
    const t = await buildAuthApp();
    const res = await post(t, await tokenFor(t, users.learner), [event(users.learner.sub, 'reading.page_opened'), event(users.outsider.sub, 'reading.page_opened')]).expect(403);
    expect(res.body).toMatchObject({ success: false, error: 'forbidden', details: { field: 'events[1].userId' } });
    await post(t, await tokenFor(t, users.admin), [event(users.outsider.sub, 'reading.page_opened')]).expect(200);
    // A teacher only for learners of their classes: test/hardening/acting-for.test.ts.
  });

  it('takes at most 50 events (413 too_many_events) and at least one (400)', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.learner);
    const many = Array.from({ length: 51 }, () => event(users.learner.sub, 'video.video_played'));
    expect((await post(t, token, many).expect(413)).body.error).toBe('too_many_events');
    await post(t, token, many.slice(0, 50)).expect(200);
    expect((await post(t, token, []).expect(400)).body.error).toBe('invalid_request');
  });

  it.each([
    ['an unknown behaviour', { type: 'concept_map.licked' }, 'events[0].type'],
    ['an unknown context', { context: 'kitchen' }, 'events[0].context'],
    ['an unknown Bloom level', { bloomLevel: 'memorise' }, 'events[0].bloomLevel'],
  ])('refuses %s, naming the field', async (_name, change, field) => {
    const t = await buildAuthApp();
    const res = await post(t, await tokenFor(t, users.learner), [{ ...event(users.learner.sub, 'concept_map.node_clicked'), ...change }]).expect(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', details: { field } });
  });

  it('refuses a malformed event (no id, a bad timestamp, an unknown field) and stores nothing of the batch', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.learner);
    const good = event(users.learner.sub, 'concept_map.node_clicked');
    for (const bad of [{ ...good, id: undefined }, { ...good, timestamp: 'yesterday' }, { ...good, mood: 'happy' }]) {
      await post(t, token, [event(users.learner.sub, 'reading.page_opened'), bad]).expect(400);
    }
    expect((await request(t.app).get(`/api/analytics/profile/${users.learner.sub}`).set(bearer(token)).expect(200)).body.eventCount).toBe(0);
  });

  it('authenticates by cookie too (origin-checked) and refuses anonymous calls', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.learner);
    const body = { events: [event(users.learner.sub, 'reading.page_opened')] };
    await request(t.app).post('/api/analytics/events').send(body).expect(401);
    await request(t.app).post('/api/analytics/events').set('Cookie', `auth_token=${token}`).send(body).expect(200);
    const foreign = await request(t.app).post('/api/analytics/events').set('Cookie', `auth_token=${token}`).set('Origin', 'https://evil.example').send({ events: [event(users.learner.sub, 'reading.page_opened')] }).expect(403);
    expect(foreign.body.error).toBe('origin_not_allowed');
  });

  it('keeps events across a restart on the same data directory', async () => {
    const file = path.join(tempDataDir(), 'service.db');
    const first = await buildAuthApp({ db: openDatabase(file) });
    const token = await tokenFor(first, users.learner);
    await post(first, token, [event(users.learner.sub, 'reading.page_opened')]).expect(200);
    await first.close();
    first.db.close();
    const second = await buildAuthApp({ db: openDatabase(file) });
    expect((await request(second.app).get(`/api/analytics/profile/${users.learner.sub}`).set(bearer(await tokenFor(second, users.learner))).expect(200)).body.eventCount).toBe(1);
  });
});
