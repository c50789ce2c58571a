// Every state a conversation session passes through (create, turns, end, expiry, delete), through the real app.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import {
  ConversationStatusSchema,
  CreateConversationResponseSchema,
  EndConversationResponseSchema,
  SendMessageResponseSchema,
} from '../../../src/conversations/schemas.js';
import { authA, conversationApp, createBody, createSession, inlineScenario } from './fixtures.js';

const BASE = '/api/v1/conversations';

describe('conversation session lifecycle', () => {
  it('(none) -> active: create answers 201 with absolute urls, expiry, scenario card and opening message', async () => {
    const { app } = await conversationApp();
    const res = await request(app).post(BASE).set(authA).set('Host', 'svc.example:8080').send(createBody()).expect(201);
    const body = CreateConversationResponseSchema.parse(res.body);
    const id = body.session_id;
    expect(body.messages_url).toBe(`http://svc.example:8080/api/v1/conversations/${id}/messages`);
    expect(body.end_url).toBe(`http://svc.example:8080/api/v1/conversations/${id}/end`);
    expect(body.status_url).toBe(`http://svc.example:8080/api/v1/conversations/${id}`);
    expect(body.embed_url).toMatch(new RegExp(`^http://svc\\.example:8080/simulation\\?session=${id}&token=[A-Za-z0-9_-]{20,}$`));
    expect(Date.parse(body.expires_at) - Date.parse(new Date(Date.UTC(2026, 0, 1)).toISOString())).toBe(3600_000);
    // 'onyx' is a legacy voice name, mapped server-side to the current set.
    expect(body.scenario).toEqual({ id: 'budget-pitch', title: 'Pitch the new budget', type: 'persuasion', npc: { name: 'Dana Reyes', role: 'Department head', voice: 'ash' } });
    expect(body.opening_message.length).toBeGreaterThan(0);
  });

  it('uses PUBLIC_BASE_URL for absolute urls when set', async () => {
    const { app } = await conversationApp({ env: { PUBLIC_BASE_URL: 'https://practice.example.org/' } });
    const body = await createSession(app);
    expect(body.status_url).toBe(`https://practice.example.org/api/v1/conversations/${body.session_id}`);
    expect(body.embed_url.startsWith('https://practice.example.org/simulation?session=')).toBe(true);
  });

  it('honours X-Forwarded-Proto/Host only when TRUST_PROXY is set', async () => {
    const trusted = await conversationApp({ env: { TRUST_PROXY: 'true' } });
    const res = await request(trusted.app).post(BASE).set(authA).set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'edge.example').send(createBody()).expect(201);
    expect(res.body.status_url).toBe(`https://edge.example/api/v1/conversations/${res.body.session_id}`);
    const untrusted = await conversationApp();
    const res2 = await request(untrusted.app).post(BASE).set(authA).set('Host', 'direct.example').set('X-Forwarded-Proto', 'https').send(createBody()).expect(201);
    expect(res2.body.status_url.startsWith('http://direct.example/')).toBe(true);
  });

  it('active -> active: a message returns the reply, state, hint, flags and the turn count', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app);
    const res = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'Could you tell me what worries you about the pilot?' }).expect(200);
    const body = SendMessageResponseSchema.parse(res.body);
    expect(body).toMatchObject({ session_id, session_ended: false, end_reason: null, turn_count: 1 });
    expect(body.npc_response.length).toBeGreaterThan(0);
    const second = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'I hear that timing matters to you.' }).expect(200);
    expect(second.body.turn_count).toBe(2);
  });

  it('active -> ended when the turn count reaches max_user_turns (session_ended, max_turns_reached)', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app, { max_user_turns: 2 });
    const first = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'Hello there.' }).expect(200);
    expect(first.body).toMatchObject({ session_ended: false, end_reason: null, turn_count: 1 });
    const last = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'What would you need to see?' }).expect(200);
    expect(last.body).toMatchObject({ session_ended: true, end_reason: 'max_turns_reached', turn_count: 2 });
    const status = await request(app).get(`${BASE}/${session_id}`).set(authA).expect(200);
    expect(status.body).toMatchObject({ end_reason: 'max_turns_reached' });
    expect(status.body.ended_at).not.toBeNull();
  });

  it('ended -> ended: a message after the end is 409 session_ended', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app, { max_user_turns: 1 });
    await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'Hi.' }).expect(200);
    const res = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'Still there?' }).expect(409);
    expect(res.body).toEqual({ error: 'session_ended', message: expect.any(String) });

    const other = await createSession(app);
    await request(app).post(`${BASE}/${other.session_id}/end`).set(authA).expect(200);
    const res2 = await request(app).post(`${BASE}/${other.session_id}/messages`).set(authA).send({ text: 'One more thing.' }).expect(409);
    expect(res2.body.error).toBe('session_ended');
  });

  it('active -> ended by POST end, which returns the report; a repeated end returns the same report', async () => {
    const { app, clock } = await conversationApp();
    const { session_id } = await createSession(app, { metadata: { learner: 'u-17', cohort: 3, pilot: true } });
    await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'What matters most to you here?' }).expect(200);
    clock.advance(90_000);
    const end = await request(app).post(`${BASE}/${session_id}/end`).set(authA).expect(200);
    const body = EndConversationResponseSchema.parse(end.body);
    expect(body.session_id).toBe(session_id);
    expect(body.metadata).toEqual({ learner: 'u-17', cohort: 3, pilot: true });
    expect(typeof body.report.overall_score).toBe('number');
    clock.advance(60_000);
    const again = await request(app).post(`${BASE}/${session_id}/end`).set(authA).expect(200);
    expect(again.body).toEqual(end.body);
    const status = ConversationStatusSchema.parse((await request(app).get(`${BASE}/${session_id}`).set(authA).expect(200)).body);
    expect(status.end_reason).toBe('ended_by_caller');
    expect(Date.parse(status.ended_at!) - Date.parse(status.started_at)).toBe(90_000);
  });

  it('the end of an auto-ended session returns its report, and keeps end_reason max_turns_reached', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app, { max_user_turns: 1 });
    await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'Hi.' }).expect(200);
    await request(app).post(`${BASE}/${session_id}/end`).set(authA).expect(200);
    const status = await request(app).get(`${BASE}/${session_id}`).set(authA).expect(200);
    expect(status.body.end_reason).toBe('max_turns_reached');
  });

  it('status lists state, turns, hints, flags, times and echoes metadata', async () => {
    const { app } = await conversationApp();
    const created = await createSession(app, { metadata: { course: 'SAL-101' } });
    await request(app).post(`${BASE}/${created.session_id}/messages`).set(authA).send({ text: 'Thanks for making the time.' }).expect(200);
    const res = await request(app).get(`${BASE}/${created.session_id}`).set(authA).expect(200);
    const status = ConversationStatusSchema.parse(res.body);
    expect(status).toMatchObject({ session_id: created.session_id, ended_at: null, end_reason: null, metadata: { course: 'SAL-101' }, expires_at: created.expires_at });
    expect(status.turns.map((t) => t.role)).toEqual(['npc', 'user', 'npc']);
    expect(status.turns[0]!.text).toBe(created.opening_message);
    expect(status.turns[1]!.text).toBe('Thanks for making the time.');
  });

  it('metadata defaults to {} in status and end', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app);
    expect((await request(app).get(`${BASE}/${session_id}`).set(authA)).body.metadata).toEqual({});
    expect((await request(app).post(`${BASE}/${session_id}/end`).set(authA)).body.metadata).toEqual({});
  });

  it('active or ended -> evicted when ttl_seconds pass: 404 not_found', async () => {
    const { app, clock } = await conversationApp();
    const active = await createSession(app, { ttl_seconds: 60 });
    const ended = await createSession(app, { ttl_seconds: 120 });
    await request(app).post(`${BASE}/${ended.session_id}/end`).set(authA).expect(200);
    clock.advance(59_999);
    await request(app).get(`${BASE}/${active.session_id}`).set(authA).expect(200);
    clock.advance(1);
    const gone = await request(app).get(`${BASE}/${active.session_id}`).set(authA).expect(404);
    expect(gone.body.error).toBe('not_found');
    await request(app).post(`${BASE}/${active.session_id}/messages`).set(authA).send({ text: 'Hello?' }).expect(404);
    clock.advance(60_000);
    const endedGone = await request(app).post(`${BASE}/${ended.session_id}/end`).set(authA).expect(404);
    expect(endedGone.body.error).toBe('not_found');
  });

  it('active or ended -> deleted: DELETE answers {deleted: true}, then 404', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app);
    const res = await request(app).delete(`${BASE}/${session_id}`).set(authA).expect(200);
    expect(res.body).toEqual({ deleted: true });
    expect((await request(app).get(`${BASE}/${session_id}`).set(authA).expect(404)).body.error).toBe('not_found');
    await request(app).delete(`${BASE}/${session_id}`).set(authA).expect(404);

    const ended = await createSession(app);
    await request(app).post(`${BASE}/${ended.session_id}/end`).set(authA).expect(200);
    await request(app).delete(`${BASE}/${ended.session_id}`).set(authA).expect(200);
    await request(app).post(`${BASE}/${ended.session_id}/end`).set(authA).expect(404);
  });

  it('coach_enabled false gives coach_hint null on every turn and no hints in status', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app, { coach_enabled: false });
    for (const text of ['You must sign this today.', 'Why not?', 'I understand this is hard.']) {
      const res = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text }).expect(200);
      expect(res.body.coach_hint).toBeNull();
    }
    expect((await request(app).get(`${BASE}/${session_id}`).set(authA)).body.coach_hints).toEqual([]);
  });

  it('reports flags as {flag, description, turn_number, evaluator} in the message, the status and the report', async () => {
    const { app } = await conversationApp();
    const scenario = { ...inlineScenario, failure_patterns: [{ condition: 'turn >= 2', description: 'Still talking after two turns', flag: 'long_talk' }] };
    const created = await request(app).post(BASE).set(authA).send({ scenario }).expect(201);
    const id = created.body.session_id;
    const first = await request(app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'Hello Dana.' }).expect(200);
    expect(first.body.flags).toEqual([]);
    const second = await request(app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'What matters to you?' }).expect(200);
    const flag = { flag: 'long_talk', description: 'Still talking after two turns', turn_number: 2, evaluator: 'condition' };
    expect(second.body.flags).toEqual([flag]);
    const third = await request(app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'I see.' }).expect(200);
    expect(third.body.flags).toEqual([flag]); // every flag so far, each raised once
    expect((await request(app).get(`${BASE}/${id}`).set(authA)).body.flags).toEqual([flag]);
    expect((await request(app).post(`${BASE}/${id}/end`).set(authA)).body.report.flags).toEqual([flag]);
  });

  it('gives coach hints of the documented types when the coach is on', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app);
    const lines = ['You have to sign this today, no discussion.', 'What worries you most about the pilot?', 'It sounds like the budget overrun last year still weighs on you.', 'Would you commit to a six-week trial?'];
    for (const text of lines) await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text }).expect(200);
    const status = ConversationStatusSchema.parse((await request(app).get(`${BASE}/${session_id}`).set(authA)).body);
    expect(status.coach_hints.length).toBeGreaterThan(0);
  });

  it('creates from a built-in scenario_id, presenting the library entry', async () => {
    const { app } = await conversationApp();
    const entry = builtinScenarioLibrary().list()[0]!;
    const first = entry.scenario_id;
    expect(JSON.stringify((await request(app).get('/api/scenarios').expect(200)).body)).toContain(`"${first}"`);
    const res = await request(app).post(BASE).set(authA).send({ scenario_id: first, options: { max_user_turns: 3 } }).expect(201);
    expect(res.body.scenario).toEqual({
      id: entry.scenario_id,
      title: entry.title,
      type: entry.type,
      npc: { name: entry.npc_profile.name, role: entry.npc_profile.role, voice: entry.npc_profile.voice },
    });
    await request(app).post(`${BASE}/${res.body.session_id}/messages`).set(authA).send({ text: 'Thanks for meeting me. What is on your mind?' }).expect(200);
  });

  it('plays role counterpart: the user speaks as the character, the AI as the practitioner', async () => {
    const { app } = await conversationApp();
    const res = await request(app).post(BASE).set(authA).send(createBody({ max_user_turns: 2 }, { role: 'counterpart' })).expect(201);
    expect(res.body.opening_message.length).toBeGreaterThan(0);
    const turn = await request(app).post(`${BASE}/${res.body.session_id}/messages`).set(authA).send({ text: "I'm not sure we can afford this right now." }).expect(200);
    expect(SendMessageResponseSchema.parse(turn.body).turn_count).toBe(1);
  });
});
