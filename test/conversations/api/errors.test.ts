// Every conversation-API error (the codes the OpenAPI document lists for /api/v1) that the built-in engine can reach (the model-provider
// rows are in provider.test.ts), plus the capacity limit. Bodies are {error, message} and, for
// validation, errors[] with one line per problem naming its path.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { authA, authB, conversationApp, createBody, createSession, inlineScenario } from './fixtures.js';

const BASE = '/api/v1/conversations';

describe('conversation API errors', () => {
  it('400 invalid_json for a body that is not JSON', async () => {
    const { app } = await conversationApp();
    const res = await request(app).post(BASE).set(authA).set('Content-Type', 'application/json').send('{"scenario": ').expect(400);
    expect(res.body).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('400 invalid_config with one readable line per problem, each naming its path', async () => {
    const { app } = await conversationApp();
    const res = await request(app)
      .post(BASE)
      .set(authA)
      .send(
        createBody({
          max_user_turns: 0,
          ttl_seconds: 30,
          coach_enabled: 'yes',
          ui: { theme: 'pink', hide_camera: true },
          metadata: { ok: 'x', nested: { a: 1 } },
          colour: 'blue',
        }),
      )
      .expect(400);
    expect(res.body.error).toBe('invalid_config');
    const problems: string[] = res.body.errors;
    expect(problems).toHaveLength(6);
    for (const path of ['options.max_user_turns: ', 'options.ttl_seconds: ', 'options.coach_enabled: ', 'options.ui.theme: ', 'options.metadata.nested: ', 'options.colour: ']) {
      expect(problems.some((p) => p.startsWith(path)), `${path} in ${JSON.stringify(problems)}`).toBe(true);
    }
    expect(problems.find((p) => p.startsWith('options.max_user_turns'))).toBe('options.max_user_turns: must be an integer from 1 to 200');
    expect(problems.find((p) => p.startsWith('options.colour'))).toBe('options.colour: unknown field');
  });

  it.each([
    [{ max_user_turns: 201 }, 'options.max_user_turns'],
    [{ max_user_turns: 2.5 }, 'options.max_user_turns'],
    [{ ttl_seconds: 86_401 }, 'options.ttl_seconds'],
    [{ locale: 'not a locale!' }, 'options.locale'],
    [{ metadata: { list: [1, 2] } }, 'options.metadata.list'],
    [{ ui: { theme: 'dark', unknown: 1 } }, 'options.ui.unknown'],
  ])('refuses option %j (%s)', async (options, path) => {
    const { app } = await conversationApp();
    const res = await request(app).post(BASE).set(authA).send(createBody(options)).expect(400);
    expect(res.body.error).toBe('invalid_config');
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].startsWith(`${path}: `)).toBe(true);
  });

  it('accepts every documented option at its limits', async () => {
    const { app } = await conversationApp();
    const options = {
      locale: 'es-MX',
      max_user_turns: 200,
      coach_enabled: true,
      ttl_seconds: 86_400,
      ui: { hide_camera: true, hide_coach: false, mute_tts: true, theme: 'auto', title_override: 'Budget talk' },
      metadata: { a: 'b', n: 1.5, f: false },
    };
    await request(app).post(BASE).set(authA).send(createBody(options)).expect(201);
    await request(app).post(BASE).set(authA).send(createBody({ ttl_seconds: 60, max_user_turns: 1 })).expect(201);
  });

  it('requires exactly one of scenario_id and scenario', async () => {
    const { app } = await conversationApp();
    const both = await request(app).post(BASE).set(authA).send({ scenario_id: 'x', scenario: inlineScenario }).expect(400);
    expect(both.body.error).toBe('invalid_config');
    expect(both.body.errors).toEqual(['scenario_id and scenario: give exactly one, not both']);
    const neither = await request(app).post(BASE).set(authA).send({ options: {} }).expect(400);
    expect(neither.body.errors).toEqual(['scenario_id or scenario: exactly one is required']);
    const noBody = await request(app).post(BASE).set(authA).expect(400);
    expect(noBody.body.error).toBe('invalid_config');
  });

  it('validates inline scenarios and top-level fields with paths', async () => {
    const { app } = await conversationApp();
    const res = await request(app)
      .post(BASE)
      .set(authA)
      .send({ scenario: { ...inlineScenario, type: 'karaoke', initial_state: { trust: 2, resistance: 0.5, commitment_level: 0.1 } }, role: 'judge', extra: 1 })
      .expect(400);
    const problems: string[] = res.body.errors;
    for (const path of ['scenario.type: ', 'scenario.initial_state.trust: ', 'role: ', 'extra: ']) expect(problems.some((p) => p.startsWith(path)), path).toBe(true);
  });

  it("checks an inline scenario's concerns and language, and accepts them in range", async () => {
    const { app } = await conversationApp();
    const bad = { ...inlineScenario, language: 'english', npc_profile: { name: 'Sam', concerns: Array.from({ length: 7 }, (_, i) => `worry ${i}`) } };
    const res = await request(app).post(BASE).set(authA).send({ scenario: bad }).expect(400);
    const problems: string[] = res.body.errors;
    expect(problems).toHaveLength(2);
    for (const path of ['scenario.language: ', 'scenario.npc_profile.concerns: ']) expect(problems.some((p) => p.startsWith(path)), path).toBe(true);
    const good = { ...inlineScenario, language: 'es', npc_profile: { name: 'Sam', concerns: ['las comisiones de la tarjeta'] } };
    await request(app).post(BASE).set(authA).send({ scenario: good, options: { locale: 'es' } }).expect(201);
  });

  it('400 empty_text when text is missing, empty or blank; invalid_config when it is not a string', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app);
    for (const body of [{}, { text: '' }, { text: '   \n' }, { text: null }]) {
      const res = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send(body).expect(400);
      expect(res.body).toEqual({ error: 'empty_text', message: expect.any(String) });
    }
    const noBody = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).expect(400);
    expect(noBody.body.error).toBe('empty_text');
    const wrongType = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 42 }).expect(400);
    expect(wrongType.body.error).toBe('invalid_config');
    expect(wrongType.body.errors[0].startsWith('text: ')).toBe(true);
    const tooLong = await request(app).post(`${BASE}/${session_id}/messages`).set(authA).send({ text: 'a'.repeat(4001) }).expect(400);
    expect(tooLong.body.errors).toEqual(['text: must be at most 4000 characters']);
    // Nothing was counted.
    expect((await request(app).get(`${BASE}/${session_id}`).set(authA)).body.turns).toHaveLength(1);
  });

  it('an unknown field is named before empty_text: the misspelt field is the mistake to fix', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app);
    const send = (body: object) => request(app).post(`${BASE}/${session_id}/messages`).set(authA).send(body).expect(400);
    const misspelt = await send({ message: 'Hello' });
    expect(misspelt.body).toEqual({ error: 'invalid_config', message: expect.any(String), errors: ['text: is required', 'message: unknown field'] });
    expect((await send({ text: '  ', lang: 'en' })).body.errors).toEqual(['lang: unknown field']);
    // With only text, a blank one is still empty_text; nothing was counted.
    expect((await send({ text: '  ' })).body.error).toBe('empty_text');
    expect((await request(app).get(`${BASE}/${session_id}`).set(authA)).body.turns).toHaveLength(1);
  });

  it('401 missing_authorization without a bearer token', async () => {
    const { app } = await conversationApp();
    for (const header of [undefined, 'Basic a2V5OnNlY3JldA==', 'Bearer']) {
      const req = request(app).post(BASE).send(createBody());
      if (header) req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.body).toEqual({ error: 'missing_authorization', message: expect.any(String) });
    }
    await request(app).get(`${BASE}/00000000-0000-4000-8000-000000000000`).expect(401);
  });

  it('401 invalid_key for a key outside the allowlist, and for the embed capability', async () => {
    const { app } = await conversationApp();
    const res = await request(app).post(BASE).set('Authorization', 'Bearer not-a-key').send(createBody()).expect(401);
    expect(res.body).toEqual({ error: 'invalid_key', message: expect.any(String) });
    const created = await createSession(app);
    const token = new URL(created.embed_url).searchParams.get('token')!;
    const withCapability = await request(app).get(`${BASE}/${created.session_id}`).set('Authorization', `Bearer ${token}`).expect(401);
    expect(withCapability.body.error).toBe('invalid_key');
    await request(app).get(`${BASE}/${created.session_id}?token=${token}`).expect(401);
  });

  it('403 forbidden when another key uses the session, on every session route', async () => {
    const { app } = await conversationApp();
    const { session_id } = await createSession(app, {}, authA);
    const calls = [
      request(app).get(`${BASE}/${session_id}`).set(authB),
      request(app).post(`${BASE}/${session_id}/messages`).set(authB).send({ text: 'Hi' }),
      request(app).post(`${BASE}/${session_id}/end`).set(authB),
      request(app).delete(`${BASE}/${session_id}`).set(authB),
    ];
    for (const call of calls) {
      const res = await call.expect(403);
      expect(res.body).toEqual({ error: 'forbidden', message: expect.any(String) });
    }
    // Untouched by the other key: still active, nothing counted.
    const status = await request(app).get(`${BASE}/${session_id}`).set(authA).expect(200);
    expect(status.body).toMatchObject({ ended_at: null, turns: [expect.anything()] });
  });

  it('404 scenario_not_found for an unknown scenario_id', async () => {
    const { app } = await conversationApp();
    const res = await request(app).post(BASE).set(authA).send({ scenario_id: 'no-such-scenario' }).expect(404);
    expect(res.body).toEqual({ error: 'scenario_not_found', message: expect.any(String) });
  });

  it('404 not_found for a session that never existed', async () => {
    const { app } = await conversationApp();
    for (const call of [
      request(app).get(`${BASE}/00000000-0000-4000-8000-000000000000`),
      request(app).post(`${BASE}/nope/messages`).send({ text: 'hi' }),
      request(app).post(`${BASE}/nope/end`),
      request(app).delete(`${BASE}/nope`),
    ]) {
      const res = await call.set(authA).expect(404);
      expect(res.body).toEqual({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('503 public_api_disabled on every conversation path when SERVICE_API_KEYS is empty', async () => {
    const { app } = await conversationApp({ env: { SERVICE_API_KEYS: '' } });
    for (const call of [request(app).post(BASE).send(createBody()), request(app).get(`${BASE}/x`).set(authA), request(app).post(`${BASE}/x/messages`).send({ text: 'hi' }), request(app).delete(`${BASE}/x`)]) {
      const res = await call.expect(503);
      expect(res.body).toEqual({ error: 'public_api_disabled', message: expect.any(String) });
    }
  });

  it('503 capacity_exceeded when SESSION_MAX_LIVE sessions are live; room returns on delete or expiry', async () => {
    const { app, clock } = await conversationApp({ env: { SESSION_MAX_LIVE: '2', SESSION_MAX_LIVE_PER_KEY: '2' } });
    const first = await createSession(app, { ttl_seconds: 60 });
    await createSession(app, { ttl_seconds: 600 });
    const full = await request(app).post(BASE).set(authA).send(createBody()).expect(503);
    expect(full.body).toEqual({ error: 'capacity_exceeded', message: expect.any(String) });
    expect(full.headers['retry-after']).toBe('60');
    await request(app).delete(`${BASE}/${first.session_id}`).set(authA).expect(200);
    await createSession(app, { ttl_seconds: 60 });
    await request(app).post(BASE).set(authA).send(createBody()).expect(503);
    clock.advance(60_000);
    await createSession(app);
  });
});
