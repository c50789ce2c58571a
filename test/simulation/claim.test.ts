// A session the hosted page's logged-in user claims is theirs, through the real app: somebody who
// made the session (or was sent its link) and still holds the capability can neither take turns in
// it nor end it once the learner opened it, and a session somebody already played is never
// claimed, so nothing is written in the name of whoever opens its link later. The honest flows
// (a logged-in learner with a fresh link, an anonymous iframe, the integrator's learner, a demo
// session started while logged in) play as before.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenFor, users } from '../auth/helpers.js';
import type { TestApp } from '../helpers/app.js';
import { startFakeServer, type FakeReply, type FakeServer } from '../helpers/fake-providers/server.js';
import { auth, KEY, practiceApp, SCENARIO_ID } from '../xapi/practice-support.js';
import { pageSettings } from './helpers.js';

const LINE = 'What would make this pilot worth it for you?';
const cookieOf = (token: string) => ({ Cookie: `auth_token=${token}` });

interface Link {
  id: string;
  capability: { 'X-Session-Token': string };
  pagePath: string;
}

async function createdLink(t: TestApp, options: Record<string, unknown> = {}): Promise<Link> {
  const created = await request(t.app).post('/api/v1/conversations').set(auth).send({ scenario_id: SCENARIO_ID, options }).expect(201);
  const url = new URL(created.body.embed_url as string);
  return { id: created.body.session_id as string, capability: { 'X-Session-Token': url.searchParams.get('token')! }, pagePath: url.pathname + url.search };
}

/** The page's session endpoints, as the page (or anyone holding its link) calls them. */
function pageApi(t: TestApp, link: Link, headers: Record<string, string> = {}) {
  const base = `/simulation/api/sessions/${link.id}`;
  return {
    get: () => request(t.app).get(base).set(link.capability).set(headers),
    say: (text = LINE) => request(t.app).post(`${base}/messages`).set(link.capability).set(headers).send({ text }),
    end: () => request(t.app).post(`${base}/end`).set(link.capability).set(headers),
    speech: () => request(t.app).post(`/simulation/api/speech?session=${link.id}`).set(link.capability).set(headers).send({ text: 'Hello.' }),
    transcribe: () =>
      request(t.app).post(`/simulation/api/transcribe?session=${link.id}`).set(link.capability).set(headers).set('Content-Type', 'audio/webm').send(Buffer.from('audio')),
  };
}

async function statementsOf(t: TestApp, token: string, id: string) {
  await t.root.xapi.delivery.flush();
  const res = await request(t.app).get(`/api/xapi/statements?registration=${id}`).set({ Authorization: `Bearer ${token}` }).expect(200);
  return res.body.statements as Array<{ verb: { id: string }; actor: { account: { name: string } } }>;
}

describe('a link sent to a logged-in learner after it was made', () => {
  it('once the learner opened it, the holder of the capability is refused everywhere, before any body is read', async () => {
    const t = await practiceApp();
    const victim = await tokenFor(t, users.learner);
    const other = await tokenFor(t, users.outsider);
    const link = await createdLink(t);

    const page = await request(t.app).get(link.pagePath).set(cookieOf(victim)).expect(200);
    expect(pageSettings(page.text).learner_claim).toBe('claimed');
    expect(await t.root.stores.outbox.learnerOf(link.id)).toEqual({ id: users.learner.sub, email: users.learner.email });

    // The attacker still holds the capability: without a cookie, or with their own, nothing works.
    for (const headers of [{}, cookieOf(other)]) {
      const api = pageApi(t, link, headers);
      for (const res of [await api.say(), await api.end(), await api.get(), await api.speech(), await api.transcribe()]) {
        expect(res.status, res.text).toBe(403);
        expect(res.body).toMatchObject({ success: false, error: 'session_claimed' });
      }
      // Refused before the body is read: a body that is not even JSON is answered the same.
      const raw = await request(t.app).post(`/simulation/api/sessions/${link.id}/messages`).set(link.capability).set(headers).set('Content-Type', 'application/json').send('{not json');
      expect(raw.status).toBe(403);
      expect(raw.body.error).toBe('session_claimed');
      // The page itself is not theirs either: a notice, not the learner's transcript.
      const notice = await request(t.app).get(link.pagePath).set(headers).expect(403);
      expect(notice.text).toContain('data-kind="claimed"');
      expect(notice.text).not.toContain('sim-settings');
    }
    // A wrong capability is still that, whoever asks.
    const wrong = await request(t.app).post(`/simulation/api/sessions/${link.id}/messages`).set({ 'X-Session-Token': 'nope' }).send({ text: LINE }).expect(403);
    expect(wrong.body.error).toBe('invalid_session_token');

    // The learner plays and ends it; the record is theirs and holds only their turns.
    const mine = pageApi(t, link, cookieOf(victim));
    expect((await mine.say().expect(200)).body.turn_count).toBe(1);
    expect((await mine.get().expect(200)).body.turn_count).toBe(1);
    const end = await mine.end().expect(200);
    expect(end.body).toMatchObject({ learning_record: true, report: { metrics: { user_turns: 1 } } });
    const got = await statementsOf(t, victim, link.id);
    expect(got.map((s) => s.verb.id.split('/').pop()).sort()).toEqual(['completed', 'initialized']);
    expect(got.every((s) => s.actor.account.name === users.learner.sub)).toBe(true);
    // The integrator reads the session and its report with its key as before.
    expect((await request(t.app).get(`/api/v1/conversations/${link.id}`).set(auth).expect(200)).body.turns).toHaveLength(3);
    expect((await request(t.app).post(`/api/v1/conversations/${link.id}/end`).set(auth).expect(200)).body.report).toEqual(end.body.report);
  });

  it('a session with turns already taken stays anonymous when a logged-in learner opens it: nothing is written in their name', async () => {
    const t = await practiceApp();
    const victim = await tokenFor(t, users.learner);
    const link = await createdLink(t);
    const attacker = pageApi(t, link);
    await attacker.say().expect(200);

    const page = await request(t.app).get(link.pagePath).set(cookieOf(victim)).expect(200);
    expect(pageSettings(page.text).learner_claim).toBe('turns_taken');
    expect(await t.root.stores.outbox.learnerOf(link.id)).toBeUndefined();

    // The attacker plays on and ends it: the capability alone still works, and no record is written.
    await attacker.say('So the budget is what worries you.').expect(200);
    const end = await attacker.end().expect(200);
    expect(end.body.learning_record).toBe(false);
    expect((await t.root.stores.outbox.depth()).pending).toBe(0);
    expect(await statementsOf(t, await tokenFor(t, users.admin), link.id)).toEqual([]);
  });

  it('a turn the API took before the page was opened counts as played too', async () => {
    const t = await practiceApp();
    const link = await createdLink(t);
    await request(t.app).post(`/api/v1/conversations/${link.id}/messages`).set(auth).send({ text: LINE }).expect(200);
    const page = await request(t.app).get(link.pagePath).set(cookieOf(await tokenFor(t, users.learner))).expect(200);
    expect(pageSettings(page.text).learner_claim).toBe('turns_taken');
    expect(await t.root.stores.outbox.learnerOf(link.id)).toBeUndefined();
  });
});

describe('a turn in flight when the learner opens the page', () => {
  let fake: FakeServer | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  const completion = (content: string): FakeReply => ({
    json: { id: 'c', object: 'chat.completion', created: 0, model: 'gpt-test', choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }] },
  });

  it('the claim waits for it (in memory too): the turn is taken, and the session stays anonymous', async () => {
    // The model's reply to the turn is held until the page has been asked for.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake = await startFakeServer(async (_req, i) => {
      if (i > 0) await held;
      return completion(i === 0 ? 'Make it quick.' : 'Fine, go on.');
    });
    const t = await practiceApp({
      env: { LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: `${fake.url}/v1`, PROVIDERB_MODEL: 'gpt-test', LLM_MAX_RETRIES: '0', OUTBOUND_ALLOW_PRIVATE: 'true' },
    });
    const link = await createdLink(t);
    const turn = pageApi(t, link).say().then((r) => r);
    while (fake.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const opened = request(t.app).get(link.pagePath).set(cookieOf(await tokenFor(t, users.learner))).then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await turn).status).toBe(200);
    const page = await opened;
    expect(page.status).toBe(200);
    expect(pageSettings(page.text)).toMatchObject({ learner_claim: 'turns_taken', turn_count: 1 });
    expect(await t.root.stores.outbox.learnerOf(link.id)).toBeUndefined();
  });
});

describe('the honest flows', () => {
  it('an anonymous page (a cross-site iframe carries no cookie) plays and ends with the capability alone', async () => {
    const t = await practiceApp();
    const link = await createdLink(t);
    const page = await request(t.app).get(`${link.pagePath}&embed=1`).expect(200);
    expect(pageSettings(page.text).learner_claim).toBeNull();
    const api = pageApi(t, link);
    await api.say().expect(200);
    expect((await api.end().expect(200)).body.learning_record).toBe(false);
    // A learner who logs in later and opens the ended session does not become its learner.
    const later = await request(t.app).get(link.pagePath).set(cookieOf(await tokenFor(t, users.learner))).expect(200);
    expect(pageSettings(later.text).learner_claim).toBeNull();
    expect(await t.root.stores.outbox.learnerOf(link.id)).toBeUndefined();
  });

  it('the integrator\'s learner vouches for the link: whoever holds it plays, and a logged-in user who opens it does not take it over', async () => {
    const t = await practiceApp();
    const link = await createdLink(t, { learner: { id: 'lms-7' } });
    const page = await request(t.app).get(link.pagePath).set(cookieOf(await tokenFor(t, users.outsider))).expect(200);
    expect(pageSettings(page.text).learner_claim).toBeNull();
    const api = pageApi(t, link);
    await api.say().expect(200);
    expect((await api.end().expect(200)).body.learning_record).toBe(true);
    expect(await t.root.stores.outbox.learnerOf(link.id)).toEqual({ id: 'lms-7' });
  });

  it('the learner who claimed the session may reopen its page and keep playing; logged out, it is refused', async () => {
    const t = await practiceApp();
    const learner = await tokenFor(t, users.learner);
    const link = await createdLink(t);
    await request(t.app).get(link.pagePath).set(cookieOf(learner)).expect(200);
    await pageApi(t, link, cookieOf(learner)).say().expect(200);
    const again = await request(t.app).get(link.pagePath).set(cookieOf(learner)).expect(200);
    expect(pageSettings(again.text)).toMatchObject({ learner_claim: 'claimed', turn_count: 1 });
    await request(t.app).post('/api/auth/logout').set(cookieOf(learner));
    expect((await pageApi(t, link, cookieOf(learner)).say().expect(403)).body.error).toBe('session_claimed');
  });

  it('a demo session started from the start page while logged in is the user\'s, played with their cookie', async () => {
    const t = await practiceApp({ env: { DEMO_API_KEY: KEY } });
    const learner = await tokenFor(t, users.learner);
    // The start page's fetch is same-origin, so it carries the cookie; the session is created anonymous.
    const demo = await request(t.app).post('/simulation/api/demo-sessions').set(cookieOf(learner)).set('Sec-Fetch-Site', 'same-origin').send({ scenario_id: SCENARIO_ID }).expect(201);
    const url = new URL(demo.body.embed_url as string);
    const link: Link = { id: demo.body.session_id as string, capability: { 'X-Session-Token': url.searchParams.get('token')! }, pagePath: url.pathname + url.search };
    // The start page then navigates there: the page opens claimed, and its calls send the cookie.
    const page = await request(t.app).get(link.pagePath).set(cookieOf(learner)).expect(200);
    expect(pageSettings(page.text).learner_claim).toBe('claimed');
    const api = pageApi(t, link, cookieOf(learner));
    await api.say().expect(200);
    expect((await api.end().expect(200)).body.learning_record).toBe(true);
    expect((await statementsOf(t, learner, link.id)).map((s) => s.verb.id.split('/').pop()).sort()).toEqual(['completed', 'initialized']);
    // Its link in anyone else's hands opens nothing.
    expect((await pageApi(t, link).get().expect(403)).body.error).toBe('session_claimed');
  });
});

describe('the OpenAPI document', () => {
  it('names session_claimed on every session-scoped page endpoint', async () => {
    const t = await practiceApp();
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };
    const ops = [
      doc.paths['/simulation/api/sessions/{id}']!.get!,
      doc.paths['/simulation/api/sessions/{id}/messages']!.post!,
      doc.paths['/simulation/api/sessions/{id}/end']!.post!,
      doc.paths['/simulation/api/speech']!.post!,
      doc.paths['/simulation/api/transcribe']!.post!,
    ];
    for (const op of ops) expect(op.responses['403']!.description).toContain('session_claimed');
  });
});
