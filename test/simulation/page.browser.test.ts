// The hosted page in a real browser (Debian Chromium, fake camera and microphone): a full
// conversation to the report, keyboard-only use, voice and camera with and without support, each
// ui option, the ended page, accessibility (axe) in both themes, size, and screenshots.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, watchedPage } from '../helpers/browser.js';
import { KEY } from './helpers.js';
import { CAMERA_PROMPT, COUNT_GUM, FAKE_SPEECH, NO_SPEECH, cameraFails, openPage, sendTurn, startSimServer, waitForMore, waitForReady, waitForText, waitForVideo, type SimServer } from './browser-setup.js';

let browser: Browser;
let sim: SimServer;

beforeAll(async () => {
  [browser, sim] = await Promise.all([launchBrowser({ fakeMedia: true }), startSimServer()]);
});
afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

async function axeSeriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as {
    violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const TURN_1 = 'Hi Dana, thanks for making time. I would like to talk about working from home on Fridays. What would worry you about it?';
const TURN_2 = 'It sounds like availability matters most to you. What would a good trial look like for you?';

describe('a full conversation', () => {
  it('shows the character, runs turns with mood, coach and count, ends with the report; light and small', async () => {
    const s = await sim.create({ max_user_turns: 6 });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH] });
    // What the page itself costs: its HTML, CSS and JS (each URL once), as transferred uncompressed.
    const sizes = new Map<string, number>();
    page.on('response', (r) => {
      if (!['document', 'stylesheet', 'script'].includes(r.request().resourceType())) return;
      void r.body().then((b) => sizes.set(r.url(), b.length)).catch(() => {});
    });
    await page.reload();
    await waitForReady(page);

    await expect(page.locator('#npc-name').textContent()).resolves.toBe('Dana Whitfield');
    await expect(page.locator('.npc-id p').textContent()).resolves.toBe('Analytics team manager');
    // The avatar is drawn (inline SVG with the initials), so no emoji font is needed.
    const avatar = page.locator('.npc .avatar');
    expect(await avatar.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    expect(await avatar.textContent()).toBe('DW');
    expect(await page.locator('.npc').textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    await expect(page.locator('[data-testid=npc-message]').count()).resolves.toBe(1);
    await expect(page.locator('#turn-counter').textContent()).resolves.toBe('Turn 1 of 6');
    await expect(page.locator('#g-trust').getAttribute('aria-valuenow')).resolves.toBe('60');
    expect(await page.locator('#mood-emotion').textContent()).toMatch(/^[A-Z]/);
    expect(await page.locator('#transcript').getAttribute('aria-live')).toBe('polite');

    await sendTurn(page, TURN_1);
    await sendTurn(page, TURN_2);
    await expect(page.locator('[data-testid=npc-message]').count()).resolves.toBe(3);
    await expect(page.locator('[data-testid=user-message]').count()).resolves.toBe(2);
    await expect(page.locator('#turn-counter').textContent()).resolves.toBe('Turn 3 of 6');
    expect(Number(await page.locator('#g-trust').getAttribute('aria-valuenow'))).not.toBe(60);
    expect(await page.locator('[data-testid=coach-hint]').count()).toBeGreaterThan(0);
    const hintTypes = await page.locator('[data-testid=coach-hint]').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
    for (const t of hintTypes) expect(['praise', 'suggestion', 'warning', 'phase', 'info']).toContain(t);
    // Replies were spoken (the learner interacted), in the session's language.
    const spoken = (await page.evaluate('window.__speech.spoken')) as Array<{ lang: string }>;
    expect(spoken).toHaveLength(2);
    await page.screenshot({ path: artifactPath('simulation-1280-conversation.png') });

    await page.click('[data-testid=end-button]');
    const report = page.locator('[data-testid=report]');
    await report.waitFor({ state: 'visible' });
    const score = Number(await page.locator('[data-testid=overall-score]').textContent());
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    expect(await page.locator('[data-testid=outcome-label]').textContent()).not.toBe('');
    expect(await page.locator('.kstar dt').count()).toBe(5);
    expect(await page.locator('.skill .bar').count()).toBeGreaterThan(0);
    // The chart: one line per series, a point for the start and each turn.
    for (const cls of ['line-trust', 'line-resistance', 'line-commitment']) {
      expect(await page.locator(`svg.chart g.${cls} circle`).count()).toBe(3);
    }
    expect(await page.locator('.metrics dt').count()).toBeGreaterThan(0);
    // Every metric has its label in the page's language (none shows as a raw key).
    expect(await page.locator('.metrics dt').allTextContents()).not.toContainEqual(expect.stringMatching(/_/));
    // Each turn of the conversation the coach did not praise gets a better line (a praised turn is
    // never rewritten; one hint at most per turn).
    const praised = hintTypes.filter((t) => t === 'praise').length;
    expect(await page.locator('[data-testid=better-lines] li').count()).toBe(2 - praised);
    // The scenario's desired outcomes, each marked met or not (a screen reader hears which).
    expect(await page.locator('[data-testid=outcome-checklist] li').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('[data-testid=outcome-checklist] li .sr-only').first().textContent()).toMatch(/\((met|not met)\)/);
    expect(await page.evaluate('document.activeElement?.id')).toBe('report');
    expect(await page.locator('#message-input').isDisabled()).toBe(true);
    await page.screenshot({ path: artifactPath('simulation-1280-report.png'), fullPage: true });

    // Printing shows the report alone.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.stage').isVisible()).toBe(false);
    expect(await report.isVisible()).toBe(true);
    expect(await page.locator('.report-actions').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const bytes = [...sizes.values()].reduce((a, b) => a + b, 0);
    // The document, one stylesheet and one bundled script (plus the chunk it shares with other pages).
    expect(sizes.size).toBeGreaterThanOrEqual(3);
    expect(sizes.size).toBeLessThanOrEqual(5);
    expect(bytes).toBeLessThan(64 * 1024); // see the same budget in http.test.ts
    console.log(`page weight: ${bytes} bytes in ${sizes.size} files`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends by itself at max_user_turns and shows the report', async () => {
    const s = await sim.create({ max_user_turns: 2 });
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    await sendTurn(page, TURN_1);
    await sendTurn(page, TURN_2);
    await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
    expect(await page.locator('#turn-counter').textContent()).toBe('Turn 2 of 2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the result was saved to the learning record when the session has a learner, in the page\'s language', async () => {
    for (const [locale, saved] of [
      ['en', 'Saved to your learning record'],
      ['es', 'Guardado en tu registro de aprendizaje'],
    ] as const) {
      const s = await sim.create({ max_user_turns: 1, locale, learner: { id: `lms-${locale}`, name: 'Lea' } });
      const { page, errors, context } = await openPage(browser, s.embedUrl);
      await sendTurn(page, TURN_1);
      const note = page.locator('[data-testid=learning-record]');
      await note.waitFor({ state: 'visible' });
      expect(await note.textContent()).toBe(saved);
      // Reopened, the ended session's report says it too (from the session, not the end call).
      await page.reload();
      await waitForReady(page);
      await note.waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
      await context.close();
    }
    // Without a learner nothing is written, and the report does not claim otherwise.
    const anonymous = await sim.create({ max_user_turns: 1 });
    const { page, errors, context } = await openPage(browser, anonymous.embedUrl);
    await sendTurn(page, TURN_1);
    await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=learning-record]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reopening an ended session shows its report (fetched once if the page never ended it)', async () => {
    const s = await sim.create({ max_user_turns: 1 });
    const token = new URL(s.embedUrl).searchParams.get('token')!;
    const turn = await fetch(`${sim.url}/simulation/api/sessions/${s.id}/messages`, {
      method: 'POST',
      headers: { 'X-Session-Token': token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: TURN_1 }),
    });
    expect(((await turn.json()) as { session_ended: boolean }).session_ended).toBe(true);
    for (let i = 0; i < 2; i++) {
      const { page, errors, context } = await openPage(browser, s.embedUrl);
      await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid=npc-message]').count()).toBe(2);
      expect(await page.locator('#message-input').isDisabled()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('follows an end through the API (end_url) while open: the report appears', async () => {
    const s = await sim.create();
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 1280, height: 800 } });
    await context.clock.install();
    await page.goto(s.embedUrl);
    await waitForReady(page);
    const ended = await fetch(`${sim.url}/api/v1/conversations/${s.id}/end`, { method: 'POST', headers: { Authorization: `Bearer ${KEY}` } });
    expect(ended.status).toBe(200);
    await page.clock.runFor(16_000);
    await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
    expect(await page.locator('#message-input').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed send keeps the text and offers a retry', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    await page.route('**/messages', (route) => route.abort('internetdisconnected'));
    await page.fill('[data-testid=message-input]', 'Will this survive?');
    await page.click('[data-testid=send-button]');
    await page.locator('#status.is-error').waitFor();
    expect(await page.inputValue('[data-testid=message-input]')).toBe('Will this survive?');
    expect(await page.locator('[data-testid=user-message]').count()).toBe(0);
    await page.unroute('**/messages');
    await page.click('#status button');
    await waitForMore(page, '[data-testid=npc-message]', 1);
    // The aborted request is the only error, and it is the network's, not the page's.
    expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });

  it('at 360 px wide everything fits, without horizontal scrolling', async () => {
    const s = await sim.create({ max_user_turns: 4 });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await sendTurn(page, TURN_1);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.screenshot({ path: artifactPath('simulation-360-conversation.png') });
    await page.screenshot({ path: artifactPath('simulation-360-conversation-full.png'), fullPage: true });
    await page.click('[data-testid=end-button]');
    await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.screenshot({ path: artifactPath('simulation-360-report.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the report, turn by turn', () => {
  it('shows each turn\'s notes with the conversation beside them; prints and saves as PDF with both', async () => {
    const s = await sim.create({ max_user_turns: 4 });
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    await sendTurn(page, TURN_1);
    await sendTurn(page, TURN_2);
    const replies = await page.locator('[data-testid=npc-message] .msg-text').allTextContents();
    await page.click('[data-testid=end-button]');
    await page.locator('[data-testid=report]').waitFor({ state: 'visible' });

    const rows = page.locator('[data-testid=report-turn]');
    expect(await rows.count()).toBe(2);
    const first = rows.nth(0);
    expect(await first.locator('h4').textContent()).toBe('Turn 1');
    // Beside each other: the learner's words and the reply on the left, the notes on the right.
    const transcript = first.locator('[data-testid=turn-transcript]');
    expect(await transcript.textContent()).toContain(TURN_1);
    expect(await transcript.textContent()).toContain(replies[1]!);
    expect(await first.locator('[data-testid=turn-notes]').textContent()).toContain('Hi Dana, thanks');
    const [left, right] = await Promise.all([transcript.boundingBox(), first.locator('[data-testid=turn-notes]').boundingBox()]);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(4);
    expect(await rows.nth(1).locator('[data-testid=turn-transcript]').textContent()).toContain(TURN_2);

    // The reader can hide the conversation and keep the notes.
    await page.locator('[data-testid=show-transcript]').uncheck();
    expect(await transcript.isVisible()).toBe(false);
    expect(await first.locator('[data-testid=turn-notes]').isVisible()).toBe(true);
    await page.locator('[data-testid=show-transcript]').check();
    expect(await transcript.isVisible()).toBe(true);

    // Printed: the report with every turn and its conversation, no controls, no conversation screen.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.stage').isVisible()).toBe(false);
    expect(await transcript.isVisible()).toBe(true);
    expect(await page.locator('.turns-toggle').isVisible()).toBe(false);
    expect(await page.locator('#print-button').isVisible()).toBe(false);
    // Saved: the browser's "Save as PDF" of the same print layout.
    const pdf = await page.pdf({ format: 'A4', path: artifactPath('simulation-report.pdf') });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('no side effects on load', () => {
  // A page that scrolls or moves focus while it loads changes where the first Tab starts (the skip
  // link is then skipped). A narrow window makes the page taller than the screen, so a scroll would
  // show; an ended session with its report would be the other place focus could move.
  it.each([
    ['a conversation in progress', false],
    ['an ended session with its report', true],
  ] as const)('%s at 360 px: the page stays at the top, focus on the body, the first Tab is the skip link', async (_name, end) => {
    const s = await sim.create();
    const token = new URL(s.embedUrl).searchParams.get('token')!;
    const api = `${sim.url}/simulation/api/sessions/${s.id}`;
    const headers = { 'X-Session-Token': token, 'Content-Type': 'application/json' };
    // Two turns so far: the message box sits well below the first screen.
    for (const text of [TURN_1, TURN_2]) expect((await fetch(`${api}/messages`, { method: 'POST', headers, body: JSON.stringify({ text }) })).status).toBe(200);
    if (end) expect((await fetch(`${api}/end`, { method: 'POST', headers })).status).toBe(200);
    const { page, errors, context } = await openPage(browser, s.embedUrl, { viewport: { width: 360, height: 640 }, isMobile: true, init: [FAKE_SPEECH] });
    if (end) await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
    expect(await page.evaluate('document.documentElement.scrollHeight > innerHeight * 1.5')).toBe(true);
    expect(await page.evaluate('scrollY')).toBe(0);
    expect(await page.evaluate('document.activeElement === document.body')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.className')).toBe('skip-link');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('motion', () => {
  type Frames = Array<{ target: string; text: string; properties: string[] }>;
  /** Each running animation: its element's class and text, and the properties its keyframes change. */
  const RUNNING_ANIMATIONS = `document.getAnimations().map((a) => ({
    target: String(a.effect.target.className),
    text: (a.effect.target.textContent || '').trim(),
    properties: a.effect.getKeyframes().flatMap((k) => Object.keys(k).filter((p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p))),
  }))`;
  const runningAnimations = (page: Page) => page.evaluate(RUNNING_ANIMATIONS) as Promise<Frames>;

  it('a new message moves in without fading: text keeps its contrast at every moment', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { reducedMotion: 'no-preference' });
    // Record the animations running as each line lands, before they finish.
    await page.evaluate(`new Promise((resolve) => {
      window.__anims = [];
      new MutationObserver(() => window.__anims.push(...(${RUNNING_ANIMATIONS})))
        .observe(document.getElementById('transcript'), { childList: true });
      resolve();
    })`);
    await sendTurn(page, TURN_1);
    const seen = (await page.evaluate('window.__anims')) as Frames;
    const onText = seen.filter((a) => a.text !== '');
    expect(onText.length).toBeGreaterThan(0);
    expect(onText.flatMap((a) => a.properties)).toContain('transform');
    expect(onText.filter((a) => a.properties.includes('opacity'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with reduced motion nothing animates, so what axe measures is the final state', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { reducedMotion: 'reduce' });
    await sendTurn(page, TURN_1);
    expect((await runningAnimations(page)).filter((a) => a.text !== '')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('Tab reaches the message box, Enter sends, Shift+Tab reaches End, Enter ends; focus is visible', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH] });
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.className')).toBe('skip-link');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.id')).toBe('end-button');
    await page.keyboard.press('Tab'); // the transcript, so it can be scrolled with the keyboard
    expect(await page.evaluate('document.activeElement?.id')).toBe('transcript');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.id')).toBe('message-input');
    const outline = await page.evaluate('getComputedStyle(document.activeElement).outlineStyle');
    expect(outline).not.toBe('none');
    await page.keyboard.type('What matters most to you about Fridays?');
    await page.keyboard.press('Enter');
    await waitForMore(page, '[data-testid=npc-message]', 1);
    expect(await page.evaluate('document.activeElement?.id')).toBe('message-input');
    // Shift+Enter is a new line, not a send.
    await page.keyboard.type('line one');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('line two');
    expect(await page.inputValue('#message-input')).toBe('line one\nline two');
    expect(await page.locator('[data-testid=user-message]').count()).toBe(1);
    // Then the mic, send and mute buttons, in that order.
    for (const id of ['mic-button', 'send-button', 'mute-button']) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement?.id')).toBe(id);
      expect(await page.evaluate('getComputedStyle(document.activeElement).outlineStyle')).not.toBe('none');
    }
    await page.focus('#message-input');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate('document.activeElement?.id')).toBe('end-button');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
    expect(await page.evaluate('document.activeElement?.id')).toBe('report');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('voice', () => {
  type SpeechState = { spoken: Array<{ text: string; lang: string; voice: string | null; pitch: number }>; cancelled: number; recognitions: Array<{ lang: string }> };
  const speech = async (page: Page) => (await page.evaluate('window.__speech')) as SpeechState;

  it('push-to-talk: hold, speak, release sends; the recognizer uses the session locale', async () => {
    const s = await sim.create({ locale: 'es-ES' });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH] });
    // The character's emotion is named in the page language too.
    expect(['Neutral', 'Curiosidad', 'Reserva', 'Frustración', 'Enfado', 'Cordialidad', 'Alivio', 'Convicción', 'Ansiedad']).toContain(await page.locator('#mood-emotion').textContent());
    const mic = page.locator('#mic-button');
    expect(await mic.isDisabled()).toBe(false);
    await mic.hover();
    await page.mouse.down();
    expect(await mic.getAttribute('aria-pressed')).toBe('true');
    await page.evaluate("window.__speech.say('¿Qué te preocupa de los viernes?')");
    expect(await page.inputValue('#message-input')).toBe('¿Qué te preocupa de los viernes?');
    await page.mouse.up();
    await waitForMore(page, '[data-testid=npc-message]', 1);
    expect(await page.locator('[data-testid=user-message] .msg-text').textContent()).toBe('¿Qué te preocupa de los viernes?');
    expect(await mic.getAttribute('aria-pressed')).toBe('false');
    const st = await speech(page);
    expect(st.recognitions[0]!.lang).toBe('es-ES');
    // The reply is spoken in Spanish, in a female voice (the scenario's voice is coral).
    expect(st.spoken).toHaveLength(1);
    expect(st.spoken[0]).toMatchObject({ lang: 'es-ES', voice: 'Monica' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chooses a male voice for a male character, and keyboard press toggles listening', async () => {
    const s = await sim.create({}, { scenario_id: undefined, scenario: { type: 'negotiation', title: 'Supplier call', npc_profile: { name: 'Tom', role: 'Supplier', voice: 'onyx' }, initial_state: { trust: 0.4, resistance: 0.6, commitment_level: 0.2 } } });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH] });
    await page.focus('#mic-button');
    await page.keyboard.press('Enter');
    expect(await page.locator('#mic-button').getAttribute('aria-pressed')).toBe('true');
    await page.evaluate("window.__speech.say('What price would work for you?')");
    await page.keyboard.press('Enter');
    await waitForMore(page, '[data-testid=npc-message]', 1);
    const st = await speech(page);
    expect(st.spoken[0]).toMatchObject({ lang: 'en', voice: 'Daniel' });
    expect(st.spoken[0]!.pitch).toBeLessThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('barge-in: pressing talk while the character speaks cancels its speech; Escape stops it too', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH] });
    await sendTurn(page, TURN_1);
    expect((await speech(page)).cancelled).toBe(0);
    await page.locator('#mic-button').hover();
    await page.mouse.down();
    expect((await speech(page)).cancelled).toBe(1);
    await page.keyboard.press('Escape'); // stops listening without sending
    await page.mouse.up();
    expect(await page.locator('#mic-button').getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('[data-testid=user-message]').count()).toBe(1);
    await sendTurn(page, TURN_2);
    await page.keyboard.press('Escape');
    expect((await speech(page)).cancelled).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mute_tts starts muted; the toggle unmutes', async () => {
    const s = await sim.create({ ui: { mute_tts: true } });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [FAKE_SPEECH] });
    expect(await page.locator('#mute-button').getAttribute('aria-pressed')).toBe('true');
    await sendTurn(page, TURN_1);
    expect((await speech(page)).spoken).toHaveLength(0);
    await page.click('#mute-button');
    expect(await page.locator('#mute-button').getAttribute('aria-pressed')).toBe('false');
    await sendTurn(page, TURN_2);
    expect((await speech(page)).spoken).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without speech APIs the controls say so and typing works', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [NO_SPEECH] });
    expect(await page.locator('#mic-button').isDisabled()).toBe(true);
    expect(await page.locator('#mute-button').isDisabled()).toBe(true);
    const status = await page.locator('#voice-status').textContent();
    expect(status).toContain('Voice input isn’t available in this browser');
    expect(status).toContain('Spoken replies aren’t available in this browser');
    await sendTurn(page, TURN_1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('camera', () => {
  it('starts at once when the camera permission is already granted', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    await waitForVideo(page, 'camera-video');
    expect(await page.locator('#camera-button').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('otherwise starts on request, shows the self-view from the (fake) camera, and turns it off', async () => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [CAMERA_PROMPT] });
    const button = page.locator('#camera-button');
    expect(await page.locator('#camera-video').isHidden()).toBe(true);
    await button.click();
    await waitForVideo(page, 'camera-video');
    expect(await page.locator('#camera-message').textContent()).toContain('never recorded or sent');
    await button.click();
    expect(await page.locator('#camera-video').isHidden()).toBe(true);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['NotAllowedError', 'Camera access is blocked'],
    ['NotFoundError', 'No camera was found'],
  ])('explains %s', async (name, text) => {
    const s = await sim.create();
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [cameraFails(name)] });
    await page.click('#camera-button');
    await waitForText(page, 'camera-message', text);
    expect(await page.locator('#camera-video').isHidden()).toBe(true);
    // Typing still works.
    await sendTurn(page, TURN_1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('ui options', () => {
  it('hide_camera: no camera panel and no camera request', async () => {
    const s = await sim.create({ ui: { hide_camera: true } });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { init: [COUNT_GUM] });
    expect(await page.locator('#camera').count()).toBe(0);
    await sendTurn(page, TURN_1);
    expect(await page.evaluate('window.__gum')).toBe(0);
    expect(await page.locator('#coach').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([[{ ui: { hide_coach: true } }], [{ coach_enabled: false }]])('%j hides the coach panel', async (options) => {
    const s = await sim.create(options);
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    expect(await page.locator('#coach').count()).toBe(0);
    await sendTurn(page, TURN_1);
    expect(await page.locator('[data-testid=coach-hint]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('no side panel at all: the conversation takes the width', async () => {
    const s = await sim.create({ ui: { hide_coach: true, hide_camera: true } });
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    expect(await page.locator('aside.side').count()).toBe(0);
    expect(await page.evaluate("document.documentElement.classList.contains('no-side')")).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('title_override names the page', async () => {
    const s = await sim.create({ ui: { title_override: 'Week 3: flexible work' } });
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    expect(await page.locator('h1').textContent()).toBe('Week 3: flexible work');
    expect(await page.title()).toBe('Week 3: flexible work · Conversation practice');
    expect(errors).toEqual([]);
    await context.close();
  });

  const background = (page: Page) => page.evaluate('getComputedStyle(document.body).backgroundColor');
  it.each([
    ['dark', 'light', 'rgb(14, 19, 26)'],
    ['light', 'dark', 'rgb(244, 246, 249)'],
    ['auto', 'dark', 'rgb(14, 19, 26)'],
    ['auto', 'light', 'rgb(244, 246, 249)'],
  ] as const)('theme %s with a %s system preference', async (theme, scheme, color) => {
    const s = await sim.create({ ui: { theme } });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { colorScheme: scheme });
    expect(await background(page)).toBe(color);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each(['light', 'dark'] as const)('no serious or critical axe violations, conversation and report (%s)', async (theme) => {
    const s = await sim.create({ ui: { theme }, max_user_turns: 5 });
    const { page, errors, context } = await openPage(browser, s.embedUrl, { bypassCSP: true, init: [FAKE_SPEECH] });
    await sendTurn(page, TURN_1);
    await sendTurn(page, TURN_2);
    expect(await axeSeriousViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath(`simulation-1280-${theme}.png`) });
    await page.click('[data-testid=end-button]');
    await page.locator('[data-testid=report]').waitFor({ state: 'visible' });
    expect(await axeSeriousViolations(page)).toEqual([]);
    await page.screenshot({ path: artifactPath(`simulation-1280-report-${theme}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the ended page passes axe too', async () => {
    const s = await sim.create({ ttl_seconds: 60 });
    sim.app.clock.advance(61_000);
    const { page, errors, context } = await openPage2(s.embedUrl, { bypassCSP: true });
    expect(await axeSeriousViolations(page)).toEqual([]);
    expect(filterDocumentStatus(errors)).toEqual([]);
    await context.close();
  });
});

describe('a link that no longer works', () => {
  it('an expired session shows the friendly ended page', async () => {
    const s = await sim.create({ ttl_seconds: 60 });
    sim.app.clock.advance(61_000);
    const { page, errors, context } = await openPage2(s.embedUrl);
    expect(await page.locator('[data-testid=session-notice]').getAttribute('data-kind')).toBe('ended');
    expect(await page.locator('h1').textContent()).toBe('This session has ended');
    await page.screenshot({ path: artifactPath('simulation-ended-1280.png') });
    expect(filterDocumentStatus(errors)).toEqual([]);
    await context.close();
  });

  it('a session that expires while open says so instead of failing silently', async () => {
    const s = await sim.create({ ttl_seconds: 60 });
    const { page, errors, context } = await openPage(browser, s.embedUrl);
    sim.app.clock.advance(61_000);
    await page.fill('[data-testid=message-input]', TURN_1);
    await page.click('[data-testid=send-button]');
    await waitForText(page, 'status', 'ended or expired');
    expect(await page.locator('#message-input').isDisabled()).toBe(true);
    expect(filterStatus(errors, 404)).toEqual([]);
    await context.close();
  });
});

/** Opens a URL whose document is an error page (no #sim-title to wait for). */
async function openPage2(url: string, opts: Parameters<typeof openPage>[2] = {}) {
  const w = await watchedPage(browser, { viewport: { width: 1280, height: 800 }, ...opts });
  const res = await w.page.goto(url);
  expect(res?.status()).toBe(404);
  return w;
}

/**
 * Chromium reports every HTTP error status it receives as a console error ("Failed to load
 * resource"). Where a test expects that status (the ended page is a 404 on purpose), only that
 * line is dropped; anything else still fails the test.
 */
function filterStatus(errors: string[], status: number): string[] {
  return errors.filter((e) => !e.includes(`the server responded with a status of ${status}`));
}
const filterDocumentStatus = (errors: string[]) => filterStatus(errors, 404);
