// With a model configured, the model judges plain-language failure patterns: one structured call
// per turn (prose patterns only), its verdict cached per turn, flags raised with evaluator
// `model`; when that call fails the built-in judgement stands and the turn still succeeds.
// A local fake speaks OpenAI's chat completions to the real SDK.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from '../helpers/fake-providers/server.js';
import { authA, conversationApp, inlineScenario } from '../conversations/api/fixtures.js';

const BASE = '/api/v1/conversations';
const PATTERNS = [
  { flag: 'insult', condition: 'The user insults Dana, for example calling her an idiot', description: 'Insulted Dana' },
  { flag: 'interrupting', condition: 'The user interrupts Dana and talks over her', description: 'Interrupted' },
  { flag: 'long_turn', condition: 'last_turn_words > 80', description: 'Long turn' },
];

const completion = (content: string): FakeReply => ({
  json: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'gpt-test',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  },
});
const isVerdict = (r: RecordedRequest) => JSON.stringify(r.body ?? {}).includes('prose_verdict');

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function modelApp(judge: (r: RecordedRequest) => FakeReply, reply: (r: RecordedRequest, n: number) => FakeReply = () => completion('I hear you.')) {
  let replies = 0;
  fake = await startFakeServer((r) => (isVerdict(r) ? judge(r) : reply(r, replies++)));
  const built = await conversationApp({
    env: { LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: `${fake.url}/v1`, PROVIDERB_MODEL: 'gpt-test', LLM_MAX_RETRIES: '0', OUTBOUND_ALLOW_PRIVATE: 'true' },
  });
  const created = await request(built.app).post(BASE).set(authA).send({ scenario: { ...inlineScenario, failure_patterns: PATTERNS } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...built, id: created.body.session_id as string, fake };
}

describe('the model judges plain-language failure patterns', () => {
  it('raises what the model says, with evaluator model, in one structured call that carries only prose patterns', async () => {
    const t = await modelApp(() => completion(JSON.stringify({ raised: ['insult'] })));
    const res = await request(t.app).post(`${BASE}/${t.id}/messages`).set(authA).send({ text: 'You are an idiot, Dana.' }).expect(200);
    expect(res.body.flags).toContainEqual({ flag: 'insult', description: 'Insulted Dana', turn_number: 1, evaluator: 'model' });
    const verdicts = t.fake.requests.filter(isVerdict);
    expect(verdicts).toHaveLength(1);
    const prompt = JSON.stringify(verdicts[0]!.body);
    expect(prompt).toContain('The user insults Dana');
    expect(prompt).not.toContain('last_turn_words');
  });

  it('the model decides: a line the built-in matcher would flag is not flagged when the model says no', async () => {
    const t = await modelApp(() => completion(JSON.stringify({ raised: [] })));
    const res = await request(t.app).post(`${BASE}/${t.id}/messages`).set(authA).send({ text: 'Wait, stop, let me finish.' }).expect(200);
    expect(res.body.flags.filter((f: { flag: string }) => f.flag === 'interrupting')).toEqual([]);
  });

  it('a failed verdict leaves the built-in judgement (builtin_prose); the turn succeeds', async () => {
    const t = await modelApp(() => ({ status: 500, json: { error: { message: 'judge down' } } }));
    const res = await request(t.app).post(`${BASE}/${t.id}/messages`).set(authA).send({ text: 'Wait, stop, let me finish.' }).expect(200);
    expect(res.body.flags).toContainEqual(expect.objectContaining({ flag: 'interrupting', evaluator: 'builtin_prose' }));
  });

  it('the verdict is cached per turn: a turn retried after a failed reply does not ask again', async () => {
    const t = await modelApp(
      () => completion(JSON.stringify({ raised: ['insult'] })),
      (_r, n) => (n === 1 ? { status: 500, json: { error: { message: 'reply down' } } } : completion('Fine.')),
    );
    await request(t.app).post(`${BASE}/${t.id}/messages`).set(authA).send({ text: 'You are an idiot, Dana.' }).expect(502);
    const retry = await request(t.app).post(`${BASE}/${t.id}/messages`).set(authA).send({ text: 'You are an idiot, Dana.' }).expect(200);
    expect(retry.body.flags).toContainEqual(expect.objectContaining({ flag: 'insult', evaluator: 'model' }));
    expect(t.fake.requests.filter(isVerdict)).toHaveLength(1);
  });
});
