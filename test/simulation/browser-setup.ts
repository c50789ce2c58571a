// Browser-test plumbing for the simulation page: the real app on a real port, sessions created
// through /api/v1, and init scripts that stand in for the browser's speech and camera APIs (the
// only way to drive them deterministically in headless Chromium).
import type { Browser, BrowserContextOptions, Frame, Page } from 'playwright-core';

/** A page or a frame inside one (both can wait on their document). */
type Target = Pick<Frame, 'waitForFunction'>;
import { startHttpServer, type RunningServer } from '../../src/http/http-server.js';
import { watchedPage, type WatchedPage } from '../helpers/browser.js';
import { KEY, OTHER_KEY, SCENARIO, simApp } from './helpers.js';
import type { TestApp, TestAppOptions } from '../helpers/app.js';

export interface SimServer {
  app: TestApp;
  server: RunningServer;
  url: string;
  create(options?: Record<string, unknown>, body?: Record<string, unknown>): Promise<{ id: string; embedUrl: string }>;
  close(): Promise<void>;
}

export async function startSimServer(env: Record<string, string> = {}, host = '127.0.0.1', opts: TestAppOptions = {}): Promise<SimServer> {
  const app = await simApp({ SERVICE_API_KEYS: `${KEY},${OTHER_KEY}`, LOG_LEVEL: 'warn', ...env }, opts);
  const server = await startHttpServer(app.app, app.deps.config.server, app.deps.logger, { port: 0, host });
  const url = server.url;
  return {
    app,
    server,
    url,
    async create(options = {}, body = {}) {
      const res = await fetch(`${url}/api/v1/conversations`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ scenario_id: SCENARIO, options, ...body }),
      });
      const json = (await res.json()) as { session_id: string; embed_url: string };
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(json)}`);
      return { id: json.session_id, embedUrl: json.embed_url };
    },
    async close() {
      await server.shutdown();
      await app.close();
    },
  };
}

/**
 * Deterministic stand-ins for SpeechRecognition and speechSynthesis. The test says what the
 * learner "speaks" with window.__speech.say(text); what the page speaks lands in __speech.spoken.
 */
export const FAKE_SPEECH = `(() => {
  const state = { spoken: [], cancelled: 0, recognitions: [], active: null };
  state.say = (text) => {
    const r = state.active;
    if (r && r.onresult) r.onresult({ results: [[{ transcript: text }]] });
  };
  class FakeRecognition {
    constructor() { this.lang = ''; state.recognitions.push(this); }
    start() { state.active = this; }
    stop() { const r = this; state.active = null; setTimeout(() => r.onend && r.onend(), 5); }
    abort() { const r = this; state.active = null; setTimeout(() => { r.onerror && r.onerror({ error: 'aborted' }); r.onend && r.onend(); }, 5); }
  }
  window.SpeechRecognition = undefined;
  window.webkitSpeechRecognition = FakeRecognition;
  const voices = [
    { name: 'Daniel', lang: 'en-GB', localService: true, default: false },
    { name: 'Samantha', lang: 'en-US', localService: true, default: true },
    { name: 'Jorge', lang: 'es-ES', localService: true, default: false },
    { name: 'Monica', lang: 'es-ES', localService: true, default: false },
  ];
  const synth = {
    speaking: false,
    pending: false,
    getVoices: () => voices,
    addEventListener() {},
    speak(u) { this.speaking = true; state.spoken.push({ text: u.text, lang: u.lang, voice: u.voice ? u.voice.name : null, pitch: u.pitch }); },
    cancel() { if (this.speaking) state.cancelled++; this.speaking = false; },
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
  window.__speech = state;
})();`;

/** A browser with neither speech API (as in Firefox for recognition, or a locked-down kiosk). */
export const NO_SPEECH = `(() => {
  window.SpeechRecognition = undefined;
  window.webkitSpeechRecognition = undefined;
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  window.SpeechSynthesisUtterance = undefined;
})();`;

/** getUserMedia fails with the given DOMException name; permission looks undecided. */
export const cameraFails = (name: string) => `(() => {
  window.__gum = 0;
  navigator.mediaDevices.getUserMedia = async () => { window.__gum++; throw new DOMException('no', '${name}'); };
  navigator.permissions.query = async () => ({ state: 'prompt' });
})();`;

/** The camera permission looks undecided, so the page waits for the learner's click (no auto-start). */
export const CAMERA_PROMPT = `(() => {
  const query = navigator.permissions.query.bind(navigator.permissions);
  navigator.permissions.query = (d) => (d && d.name === 'camera' ? Promise.resolve({ state: 'prompt' }) : query(d));
})();`;

/** Counts getUserMedia calls without changing them. */
export const COUNT_GUM = `(() => {
  window.__gum = 0;
  const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = (c) => { window.__gum++; return real(c); };
})();`;

export interface OpenOptions extends BrowserContextOptions {
  init?: string[];
}

export async function openPage(browser: Browser, url: string, opts: OpenOptions = {}): Promise<WatchedPage> {
  const { init = [], ...contextOptions } = opts;
  const w = await watchedPage(browser, { viewport: { width: 1280, height: 800 }, ...contextOptions });
  for (const script of init) await w.context.addInitScript({ content: script });
  await w.page.goto(url);
  await waitForReady(w.page);
  return w;
}

/** Set on <html> by the page's script once every listener is attached (see web/simulation/app.js). */
export const PAGE_READY = 'html[data-ready="true"]';

/** Waits for the page's scripts to be wired: the server's HTML alone (#sim-title) is not enough. */
export async function waitForReady(page: Pick<Frame, 'waitForSelector'>): Promise<void> {
  await page.waitForSelector(PAGE_READY, { state: 'attached' });
}

/** The few DOM shapes the wait predicates use (tests compile without the DOM lib). */
interface PageGlobals {
  document: {
    querySelectorAll(selector: string): { length: number };
    getElementById(id: string): { textContent: string | null; hidden: boolean; readyState?: number; videoWidth?: number } | null;
  };
}

/** Waits until `selector` matches more than `count` elements (a function, not a string: the page's CSP forbids eval). */
export function waitForMore(page: Target, selector: string, count: number) {
  return page.waitForFunction(([sel, n]) => (globalThis as unknown as PageGlobals).document.querySelectorAll(sel as string).length > (n as number), [selector, count] as const);
}

export function waitForText(page: Target, id: string, text: string) {
  return page.waitForFunction(([i, t]) => ((globalThis as unknown as PageGlobals).document.getElementById(i)?.textContent ?? '').includes(t), [id, text] as const);
}

export function waitForVideo(page: Target, id: string) {
  return page.waitForFunction((i) => {
    const v = (globalThis as unknown as PageGlobals).document.getElementById(i);
    return Boolean(v && !v.hidden && (v.readyState ?? 0) >= 2 && (v.videoWidth ?? 0) > 0);
  }, id);
}

/** Types a turn and waits for the character's reply (one more npc-message). */
export async function sendTurn(page: Page, text: string): Promise<void> {
  const before = await page.locator('[data-testid=npc-message]').count();
  await page.fill('[data-testid=message-input]', text);
  await page.click('[data-testid=send-button]');
  await waitForMore(page, '[data-testid=npc-message]', before);
}
