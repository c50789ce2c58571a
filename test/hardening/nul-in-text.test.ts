// A NUL character (U+0000) in a value the request carries, on PostgreSQL: its text types cannot
// hold it, and the refusal (SQLSTATE 22021) was answered as a 500 and logged at error, so anyone
// could raise the operator's alerts with one request. It is the request's fault: 400, nothing
// stored, nothing logged at error. (SQLite stores the character; nothing changes there.)
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { recordEngines } from '../helpers/record-engines.js';

const open = recordEngines();
const NUL = 'a\u0000b';

describe('the NUL character on PostgreSQL', () => {
  it('is 400 in a body, a path or an xAPI statement, never a 500', async () => {
    const t = await buildAuthApp({ records: await open('postgres'), env: { AUTH_DEV_LOGIN: 'true' } });
    const [lea, tea] = [await tokenFor(t, users.learner), await tokenFor(t, users.teacher)];

    const events = await request(t.app)
      .post('/api/analytics/events')
      .set(bearer(lea))
      .send({ events: [{ id: NUL, userId: users.learner.sub, type: 'reading.page_opened', context: 'reading', timestamp: '2026-01-01T00:00:00Z' }] })
      .expect(400);
    expect(events.body).toMatchObject({ success: false, error: 'invalid_request', details: { reason: 'nul_character' } });
    expect((await request(t.app).post('/api/classes').set(bearer(tea)).send({ name: `class ${NUL}` }).expect(400)).body.error).toBe('invalid_request');
    expect((await request(t.app).post('/api/auth/dev-login').send({ email: 'nul@school.test', role: 'teacher', name: NUL }).expect(400)).body.error).toBe('invalid_request');

    const login = await request(t.app).post('/api/auth/dev-login').send({ email: 'owner@school.test', role: 'teacher' }).expect(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect((await request(t.app).get('/api/class-content/a%00b').set('Cookie', cookie).expect(400)).body.details.reason).toBe('nul_character');

    const statement = { actor: { mbox: `mailto:${users.learner.email}` }, verb: { id: 'http://verbs.example/v' }, object: { id: `http://activities.example/${NUL}` } };
    const xapi = await request(t.app).post('/api/xapi/statement').set(bearer(lea)).send(statement).expect(400);
    expect(xapi.body).toMatchObject({ error: 'invalid_statement', details: { reason: 'nul_character' } });

    // Nothing half-done: the learner's events and classes are as before, and the same requests without the character work.
    expect((await request(t.app).get('/api/classes').set(bearer(tea)).expect(200)).body.classes).toEqual([]);
    await request(t.app).post('/api/classes').set(bearer(tea)).send({ name: 'class ab' }).expect(201);
    await request(t.app).post('/api/xapi/statement').set(bearer(lea)).send({ ...statement, object: { id: 'http://activities.example/ab' } }).expect(200);
    expect(t.logs.filter((l) => (l.level as number) >= 50)).toEqual([]);
  }, 60_000);
});
