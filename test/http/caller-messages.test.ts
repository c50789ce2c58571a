// What a caller reads when a request goes wrong: the message and details must say what to change,
// in the words docs/errors.md uses, whichever area answers. Found by calling the API as the
// README and docs/ describe it and making the mistakes a newcomer makes.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildAuthApp, tokenFor, users } from '../auth/helpers.js';
import { playSession, practiceApp } from '../xapi/practice-support.js';

describe('validation messages', () => {
  it('a missing field "is required" (docs/errors.md), not zod\'s "expected string, received undefined"', async () => {
    const t = await buildAuthApp();
    const auth = bearer(await tokenFor(t, users.teacher));
    const res = await request(t.app).post('/api/classes').set(auth).send({}).expect(400);
    expect(res.body).toEqual({ success: false, error: 'invalid_request', message: 'name: is required', details: { field: 'name', reason: 'is required' } });

    // A query parameter left out reads the same.
    const batches = await request(t.app).get('/api/curriculum/batches').set(auth).expect(400);
    expect(batches.body).toMatchObject({ error: 'invalid_request', message: 'classId: is required', details: { field: 'classId', reason: 'is required' } });

    // The conversation API's lines too; a wrong type still says what was expected.
    const v1 = buildAuthApp({ env: { SERVICE_API_KEYS: 'key-a' } });
    const { app } = await v1;
    const created = await request(app).post('/api/v1/conversations').set(bearer('key-a')).send({ scenario_id: 'manager-remote-fridays' }).expect(201);
    const wrongType = await request(app).post(`/api/v1/conversations/${created.body.session_id}/messages`).set(bearer('key-a')).send({ text: 5 }).expect(400);
    expect(wrongType.body.errors).toEqual(['text: Invalid input: expected string, received number']);
  });

  it('an unknown field is named by its own path in details, with the reason its line gives', async () => {
    const t = await buildAuthApp();
    const auth = bearer(await tokenFor(t, users.learner));
    const event = { id: 'e1', userId: users.learner.sub, type: 'practice_quiz.question_answered', context: 'practice_quiz', timestamp: '2026-01-01T00:00:00Z', foo: 1 };
    const res = await request(t.app).post('/api/analytics/events').set(auth).send({ events: [event] }).expect(400);
    expect(res.body).toEqual({
      success: false,
      error: 'invalid_request',
      message: 'events[0].foo: unknown field',
      details: { field: 'events[0].foo', reason: 'unknown field' },
    });
  });
});

describe('a body that is not an object', () => {
  it('is named as the body in both shapes, as the maps API words it, whether an array or missing', async () => {
    const t = await buildAuthApp({ env: { SERVICE_API_KEYS: 'key-a' } });
    const teacher = bearer(await tokenFor(t, users.teacher));
    const classes = await request(t.app).post('/api/classes').set(teacher).send([{ name: 'Algebra' }]).expect(400);
    expect(classes.body).toEqual({ success: false, error: 'invalid_request', message: 'body: must be a JSON object', details: { field: 'body', reason: 'must be a JSON object' } });
    const maps = await request(t.app).post('/api/direct/map').send([]).expect(400);
    expect(maps.body.message).toBe(classes.body.message);
    // A route that reads the body as sent (no body is not {}) says the same of a missing one.
    const events = await request(t.app).post('/api/analytics/events').set(bearer(await tokenFor(t, users.learner))).expect(400);
    expect(events.body).toMatchObject({ message: 'body: must be a JSON object', details: { field: 'body' } });

    const v1 = await request(t.app).post('/api/v1/conversations').set(bearer('key-a')).send([{ scenario_id: 'manager-remote-fridays' }]).expect(400);
    expect(v1.body).toEqual({ error: 'invalid_config', message: 'body: must be a JSON object', errors: ['body: must be a JSON object'] });
  });
});

describe('missing credentials', () => {
  it('a cookie API sent only a bearer token says the header is ignored and how to get the cookie', async () => {
    const t = await buildAuthApp();
    const token = await tokenFor(t, users.teacher);
    const res = await request(t.app).get('/api/school/classes').set(bearer(token)).expect(401);
    expect(res.body.error).toBe('missing_authorization');
    expect(res.body.message).toMatch(/ignores the Authorization header/);
    expect(res.body.message).toMatch(/POST \/api\/auth\/session/);
    // Without any credential it stays short.
    expect((await request(t.app).get('/api/class-content/x').expect(401)).body.message).toBe('Log in first: the auth_token cookie is missing');
  });

  it('an API that takes either credential names both when neither is sent', async () => {
    const t = await buildAuthApp();
    for (const res of [await request(t.app).post('/api/analytics/events').send({ events: [] }), await request(t.app).get('/api/xapi/statements')]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'missing_authorization', message: 'Send Authorization: Bearer <JWT>, or log in for the auth_token cookie' });
    }
  });
});

describe('reading statements back', () => {
  it('a registration the caller may not read answers one message, unknown or another learner\'s, naming the registration', async () => {
    const t = await practiceApp();
    const learner = await tokenFor(t, users.learner);
    const outsider = await tokenFor(t, users.outsider);
    const { id } = await playSession(t, { learner: { id: users.learner.sub } });
    await t.root.xapi.delivery.flush();
    const read = (token: string, query: string) => request(t.app).get(`/api/xapi/statements?${query}`).set(bearer(token));
    await read(learner, `registration=${id}`).expect(200);

    const unknown = await read(outsider, 'registration=6f1d3c52-a0b4-4e1f-9a7e-2c5d8b3f4a10').expect(403);
    const others = await read(outsider, `registration=${id}`).expect(403);
    expect(unknown.body).toEqual(others.body);
    expect(unknown.body).toMatchObject({ error: 'forbidden', details: { field: 'registration' } });
    expect(unknown.body.message).toMatch(/^registration: no practice session you may read has this id/);

    // An agent naming nobody this service knows says which forms name a learner.
    const openid = encodeURIComponent(JSON.stringify({ openid: 'https://id.example/lea' }));
    const agent = await read(learner, `agent=${openid}`).expect(403);
    expect(agent.body).toMatchObject({ error: 'forbidden', details: { field: 'agent' } });
    expect(agent.body.message).toMatch(/"account":\{"homePage"/);
  });
});

describe('malformed URLs', () => {
  it('a path parameter that is not valid percent-encoding says so, in both body shapes', async () => {
    const t = await buildAuthApp({ env: { SERVICE_API_KEYS: 'key-a' } });
    const classes = await request(t.app).get('/api/classes/%E0%A4%A').set(bearer(await tokenFor(t, users.teacher))).expect(400);
    expect(classes.body).toMatchObject({ success: false, error: 'invalid_request' });
    expect(classes.body.message).toMatch(/percent-encoding/);
    const v1 = await request(t.app).get('/api/v1/conversations/%zz').set(bearer('key-a')).expect(400);
    expect(v1.body.error).toBe('invalid_request');
    expect(v1.body.message).toMatch(/percent-encoding/);
  });
});

describe('several validation problems', () => {
  it('the standard shape lists every problem in details.problems, though the message is capped', async () => {
    const t = await buildAuthApp();
    const cookie = `auth_token=${await tokenFor(t, users.teacher)}`;
    // Six fields missing: the 300-character message cannot hold them all.
    const res = await request(t.app).post('/api/class-content/criticism-chat/some-class').set('Cookie', cookie).send({ userMessage: 'hi' });
    // The class is checked first (authorization before validation); create one the caller owns.
    expect(res.status).toBe(404);
    const created = await request(t.app)
      .post('/api/school/classes')
      .set('Cookie', cookie)
      .send({ title: 'Biology 8A', description: 'Plants', subject: 'Biology', gradeLevel: '8', dscId: 'dsc-biology' })
      .expect(201);
    const chat = await request(t.app).post(`/api/class-content/criticism-chat/${created.body.class.id}`).set('Cookie', cookie).send({ userMessage: 'hi' }).expect(400);
    expect(chat.body.message.length).toBeLessThanOrEqual(300);
    expect(chat.body.message).toMatch(/^6 problems: /);
    expect(chat.body.details.problems).toHaveLength(6);
    expect(chat.body.details.problems).toContain('originalContent: is required');
    expect(chat.body.details).toMatchObject({ field: 'criticism', reason: 'is required' });

    // One problem: the message is the line, nothing more.
    const one = await request(t.app).post('/api/school/classes').set('Cookie', cookie).send({ title: 'x', description: 'd', subject: 's', gradeLevel: '8' }).expect(400);
    expect(one.body.details).toEqual({ field: 'dscId', reason: 'is required' });
  });
});

describe('nesting too deep', () => {
  it('names the maps\' json query parameter when that is what nests too deep, the body otherwise', async () => {
    const t = await buildAuthApp();
    const deep = `${'['.repeat(70)}${']'.repeat(70)}`;
    const query = await request(t.app).get(`/api/direct/map?json=${encodeURIComponent(deep)}`).expect(400);
    expect(query.body).toMatchObject({ error: 'too_deep', details: { field: 'json' } });
    const body = await request(t.app).post('/api/direct/map').set('Content-Type', 'application/json').send(deep).expect(400);
    expect(body.body).toMatchObject({ error: 'too_deep', details: { field: 'body' } });
  });
});

describe('If-Match on class content', () => {
  it('an ETag sent without its quotes is told so, not that the content changed', async () => {
    const t = await buildAuthApp();
    const cookie = `auth_token=${await tokenFor(t, users.teacher)}`;
    const created = await request(t.app)
      .post('/api/school/classes')
      .set('Cookie', cookie)
      .send({ title: 'Biology 8A', description: 'Plants', subject: 'Biology', gradeLevel: '8', dscId: 'dsc-biology' })
      .expect(201);
    const base = `/api/class-content/${created.body.class.id}/photosynthesis/KE`;
    await request(t.app).post(`${base}/regenerate`).set('Cookie', cookie).send({ count: 1, competencyName: 'Photosynthesis' }).expect(200);
    const read = await request(t.app).get(`${base}/1`).set('Cookie', cookie).expect(200);
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"\d+\.\d+"$/);
    const put = (ifMatch: string) => request(t.app).put(`${base}/1`).set('Cookie', cookie).set('If-Match', ifMatch).send({ content: read.body.content });

    const unquoted = await put(etag.replaceAll('"', '')).expect(412);
    expect(unquoted.body.error).toBe('precondition_failed');
    expect(unquoted.body.message).toMatch(/quotes included/);
    // Quoted, it is the read's tag: accepted; sent again, it is stale and says the content changed.
    await put(etag).expect(200);
    expect((await put(etag).expect(412)).body.message).toMatch(/^The content changed since you read it/);
  });
});

describe('query parameters', () => {
  it('a limit that is not a number reads "must be a whole number" on the xAPI read, as on the class lists', async () => {
    const t = await buildAuthApp();
    const agent = encodeURIComponent(JSON.stringify({ mbox: `mailto:${users.learner.email}` }));
    const res = await request(t.app).get(`/api/xapi/statements?agent=${agent}&limit=abc`).set(bearer(await tokenFor(t, users.learner))).expect(400);
    expect(res.body).toMatchObject({ error: 'invalid_query', message: 'limit: must be a whole number', details: { field: 'limit' } });
  });

  it('the batch list\'s limit says the same for text and for a fraction', async () => {
    const t = await buildAuthApp();
    const auth = bearer(await tokenFor(t, users.teacher));
    for (const limit of ['abc', '1.5']) {
      const res = await request(t.app).get(`/api/curriculum/batches?classId=c1&limit=${limit}`).set(auth).expect(400);
      expect(res.body).toMatchObject({ error: 'invalid_request', message: 'limit: must be a whole number' });
    }
  });
});
