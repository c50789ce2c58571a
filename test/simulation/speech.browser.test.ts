// Provider speech on the hosted page in Chromium (fake microphone): with a provider configured the
// character's line is fetched from POST /simulation/api/speech (its voice, not the browser's), and
// a browser without speech recognition (Firefox's case, made here by deleting the API) records
// push-to-talk and has POST /simulation/api/transcribe turn it into the learner's turn. The
// provider is a fake OpenAI audio server on a local port; the conversation itself is built-in.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLlmGateway } from '../../src/llm/select.js';
import { launchBrowser } from '../helpers/browser.js';
import { startFakeAudio, type FakeAudioServer } from '../helpers/fake-providers/index.js';
import { FAKE_SPEECH, openPage, sendTurn, startSimServer, waitForMore, type SimServer } from './browser-setup.js';

/** A tenth of a second of near-silent 8 kHz 8-bit mono WAV, written with ASCII bytes only (the fake answers text). */
function quietWav(): string {
  const samples = 800;
  const le32 = (n: number) => String.fromCharCode(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff);
  const le16 = (n: number) => String.fromCharCode(n & 0xff, (n >> 8) & 0xff);
  return `RIFF${le32(36 + samples)}WAVEfmt ${le32(16)}${le16(1)}${le16(1)}${le32(8000)}${le32(8000)}${le16(1)}${le16(8)}data${le32(samples)}${'\u007f'.repeat(samples)}`;
}

/** Firefox has speechSynthesis but no SpeechRecognition: the fake synthesis stays, recognition goes. */
const NO_RECOGNITION = `(() => {
  delete window.SpeechRecognition;
  delete window.webkitSpeechRecognition;
  window.SpeechRecognition = undefined;
  window.webkitSpeechRecognition = undefined;
  const Real = window.MediaRecorder;
  window.__recorders = [];
  window.MediaRecorder = class extends Real {
    constructor(...args) { super(...args); window.__recorders.push(this); }
  };
})();`;

/** Records each audio play() that succeeded or failed (not the camera's video), so a test can wait for the outcome. */
const WATCH_PLAY = `(() => {
  window.__played = [];
  const play = HTMLAudioElement.prototype.play;
  HTMLAudioElement.prototype.play = function () {
    const p = play.call(this);
    p.then(() => window.__played.push('ok'), () => window.__played.push('failed'));
    return p;
  };
})();`;

const HEARD = 'Would a trial on two Fridays a month work for the team?';

let browser: Browser;
let sim: SimServer;
let provider: FakeAudioServer;

beforeAll(async () => {
  const wav = quietWav();
  provider = await startFakeAudio({ heard: HEARD, override: (req) => (req.path.endsWith('/speech') ? { headers: { 'content-type': 'audio/wav' }, text: wav } : undefined) });
  const llm = createLlmGateway(loadConfig({ NODE_ENV: 'test' }));
  [browser, sim] = await Promise.all([
    launchBrowser({ fakeMedia: true }),
    startSimServer({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: provider.url }, '127.0.0.1', { llm }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await sim?.close();
  await provider?.close();
});

type SpeechState = { spoken: Array<{ text: string }> };
const browserSpoken = async (page: Page) => ((await page.evaluate('window.__speech')) as SpeechState).spoken;
const speechCalls = () => provider.audioCalls().filter((c) => c.kind === 'speech');

describe('provider speech on the page', () => {
  it('speaks the character\'s line through /simulation/api/speech, in the scenario\'s voice, not the browser\'s', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH, WATCH_PLAY] });
    const before = speechCalls().length;
    const asked = page.waitForRequest((r) => r.url().includes('/simulation/api/speech?session=') && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().includes('/simulation/api/speech?session='));
    await sendTurn(page, 'Hi Dana, could we talk about working from home on Fridays?');
    const req = await asked;
    expect(req.headers()['x-session-token']).toBeTruthy();
    expect((await answered).status()).toBe(200);
    const reply = await page.locator('[data-testid=npc-message]').last().locator('.msg-text').textContent();
    expect(JSON.parse(req.postData() ?? '{}')).toEqual({ text: reply });
    const [call] = speechCalls().slice(before);
    expect(call!.req.body).toMatchObject({ voice: 'coral', input: reply });
    // The provider's audio played: the browser's own voice was not used as a fallback.
    await page.waitForFunction(() => (globalThis as unknown as { __played: string[] }).__played.length > 0);
    expect(await page.evaluate('window.__played')).toEqual(['ok']);
    expect(await browserSpoken(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('falls back to the browser\'s voice when the provider fails', async () => {
    const s = await sim.create();
    const { page, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH] });
    // The provider's outage as the page sees it (the route's own 502 is covered by the API tests).
    await page.route('**/simulation/api/speech?**', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'speech_failed', message: 'down' }) }),
    );
    await sendTurn(page, 'Hi Dana, could we talk about working from home on Fridays?');
    await page.waitForFunction(() => (globalThis as unknown as { __speech: { spoken: unknown[] } }).__speech.spoken.length > 0);
    const reply = await page.locator('[data-testid=npc-message]').last().locator('.msg-text').textContent();
    expect((await browserSpoken(page)).map((u) => u.text)).toEqual([reply]);
    await context.close();
  });

  it('without speech recognition, push-to-talk records the fake microphone and /simulation/api/transcribe makes the turn', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH, NO_RECOGNITION] });
    expect(await page.evaluate('typeof window.webkitSpeechRecognition')).toBe('undefined');
    const mic = page.locator('#mic-button');
    expect(await mic.isDisabled()).toBe(false);
    await page.focus('#mic-button');
    await page.keyboard.press('Enter');
    expect(await mic.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => {
      const recs = (globalThis as unknown as { __recorders: Array<{ state: string }> }).__recorders;
      return recs.length === 1 && recs[0]!.state === 'recording';
    });
    const sent = page.waitForRequest((r) => r.url().includes('/simulation/api/transcribe?session=') && r.method() === 'POST');
    await page.keyboard.press('Enter');
    const req = await sent;
    expect(req.headers()['content-type']).toMatch(/^audio\/webm/);
    await waitForMore(page, '[data-testid=npc-message]', 1);
    expect(await page.locator('[data-testid=user-message] .msg-text').textContent()).toBe(HEARD);
    const call = provider.audioCalls().find((c) => c.kind === 'transcription');
    expect(String(call!.req.body)).toMatch(/name="language"\r\n\r\nen/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
