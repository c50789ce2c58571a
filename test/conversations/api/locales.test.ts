// Which languages a session may be in, through the real app. Without a model the built-in engine
// plays its seven languages and refuses any other with 400 unsupported_locale (never a silent
// English session); with a model (a local fake speaking OpenAI's API) a session in any of the 14
// catalogue languages is played in it, its coach, flags and report written from the catalogue.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { engineMessages } from '../../../src/conversations/engine/messages.js';
import { builtinScenarioCards } from '../../../src/conversations/scenarios/cards.js';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import { startFakeServer, type FakeReply, type FakeServer } from '../../helpers/fake-providers/server.js';
import { authA, conversationApp } from './fixtures.js';

const BASE = '/api/v1/conversations';
const ENGINE_SEVEN = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'];
const ALL_FOURTEEN = ['en', 'es', 'fr', 'zh', 'de', 'pt', 'ar', 'hi', 'ja', 'ko', 'ru', 'it', 'nl', 'tr'];

function completion(content: string): FakeReply {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'gpt-test',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  };
}

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function modelApp() {
  fake = await startFakeServer(() => completion('こんにちは。お話を聞かせてください。'));
  return (await conversationApp({
    env: { LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: `${fake.url}/v1`, PROVIDERB_MODEL: 'gpt-test', LLM_MAX_RETRIES: '0', OUTBOUND_ALLOW_PRIVATE: 'true' },
  })).app;
}

const start = (app: Parameters<typeof request>[0], locale: string) =>
  request(app).post(BASE).set(authA).send({ scenario_id: 'manager-remote-fridays', options: { locale, max_user_turns: 4 } });

/** Japanese script: hiragana, katakana or CJK ideographs. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
const catalogue = engineMessages();
const ENGLISH = new Set(catalogue.keys.map((k) => catalogue.source('en', k)));

describe('the built-in engine (no model)', () => {
  it('refuses a Japanese session with 400 unsupported_locale naming its seven languages', async () => {
    const { app } = await conversationApp();
    const res = await start(app, 'ja-JP').expect(400);
    expect(res.body.error).toBe('unsupported_locale');
    expect(res.body.supported_locales).toEqual(ENGINE_SEVEN);
    for (const l of ENGINE_SEVEN) expect(res.body.message).toContain(l);
    expect(res.body.message).toContain('ja-JP');
  });

  it('plays its own languages, regional tags included', async () => {
    const { app } = await conversationApp();
    const res = await start(app, 'de-CH').expect(201);
    expect(res.body.session_id).toBeTruthy();
  });
});

describe('with a model configured', () => {
  it('a Japanese session gets its coach, flag and report in Japanese from the catalogue', async () => {
    const app = await modelApp();
    const created = await start(app, 'ja').expect(201);
    const id = created.body.session_id as string;
    // The analyser reads with the English lexicon here; an insult in English still shows the coach's voice.
    const turn = await request(app).post(`${BASE}/${id}/messages`).set(authA).send({ text: 'You are an idiot, this is ridiculous.' }).expect(200);
    expect(turn.body.coach_hint.message).toMatch(JAPANESE);
    expect(ENGLISH.has(turn.body.coach_hint.message)).toBe(false);
    const flag = turn.body.flags.find((f: { flag: string }) => f.flag === 'hostility');
    expect(flag.label).toBe(catalogue.t('ja', 'engine.flag_label.hostility'));
    expect(flag.description).toBe(catalogue.t('ja', 'engine.flag.hostility'));

    const ended = await request(app).post(`${BASE}/${id}/end`).set(authA).expect(200);
    const report = ended.body.report ?? ended.body;
    expect(report.outcome_label).toMatch(JAPANESE);
    // The scenario has no Japanese translation; its card names it in the report.
    expect(report.kstar.situation.startsWith('上司に金曜日のリモート勤務をお願いする')).toBe(true);
    // ...and states the goal in Japanese, never the English one.
    const scenario = builtinScenarioLibrary().get('manager-remote-fridays')!;
    const goal = builtinScenarioCards().get('ja')!.scenarios.get('manager-remote-fridays')!.desired_outcome!;
    expect(JSON.stringify(report)).toContain(goal);
    expect(JSON.stringify(report)).not.toContain(scenario.desired_outcome);
    for (const text of [report.kstar.action, report.kstar.result, report.kstar.delta, ...report.skill_scores.map((s: { feedback: string }) => s.feedback), ...report.improvement_plan]) {
      expect(text, text).toMatch(JAPANESE);
      expect(ENGLISH.has(text), text).toBe(false);
    }
  });

  it('plays the 14 languages and refuses any other, naming them', async () => {
    const app = await modelApp();
    await start(app, 'ko').expect(201);
    const res = await start(app, 'sw').expect(400);
    expect(res.body.error).toBe('unsupported_locale');
    expect(res.body.supported_locales).toEqual(ALL_FOURTEEN);
  });
});
