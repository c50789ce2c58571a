// Embedding from another origin: an LMS-like host page (its own server, reached as localhost while
// the service is 127.0.0.1, so the two are different origins) frames the page or opens it as a
// popup and listens for session.ended / report.ready; EMBED_ALLOWED_ORIGINS limits both framing
// and where events go; a top-level redirect gets a Return link.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, watchedPage } from '../helpers/browser.js';
import { CAMERA_PROMPT, PAGE_READY, sendTurn, startSimServer, waitForMore, waitForReady, waitForVideo, type SimServer } from './browser-setup.js';

interface HostEvent {
  origin: string;
  data: { source: string; type: string; session_id: string; end_reason?: string | null; report?: { overall_score: number } };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The integrator's page: frames or pops up the simulation and records the messages it receives. */
function hostPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,"></head><body>
<h1>Course: hard conversations</h1>
${body}
<script>
  window.__events = [];
  window.addEventListener('message', (e) => window.__events.push({ origin: e.origin, data: e.data }));
</script></body></html>`;
}

function startHost(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const src = url.searchParams.get('src') ?? '';
    let html: string;
    if (url.pathname === '/frame') {
      html = hostPage(`<iframe id="sim" title="Practice" src="${esc(src)}" allow="camera; microphone; autoplay; fullscreen" width="1000" height="720"></iframe>`);
    } else if (url.pathname === '/popup') {
      html = hostPage(`<button id="open" type="button">Practise</button>
<script>document.getElementById('open').addEventListener('click', () => window.open(${JSON.stringify(src)}, 'sim', 'width=1100,height=800'));</script>`);
    } else if (url.pathname === '/back') {
      html = hostPage('<p id="back">Welcome back to the course.</p>');
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ port, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

const events = async (page: Page) => (await page.evaluate('window.__events')) as HostEvent[];

async function waitForEvents(page: Page, n: number): Promise<HostEvent[]> {
  await page.waitForFunction((count) => ((globalThis as unknown as { __events: unknown[] }).__events ?? []).length >= count, n);
  return events(page);
}

let browser: Browser;
let host: { port: number; close(): Promise<void> };
let open: SimServer; // EMBED_ALLOWED_ORIGINS unset: any origin
let limited: SimServer; // EMBED_ALLOWED_ORIGINS = the host's localhost origin
let hostOrigin: string;

beforeAll(async () => {
  [browser, host] = await Promise.all([launchBrowser({ fakeMedia: true }), startHost()]);
  hostOrigin = `http://localhost:${host.port}`;
  [open, limited] = await Promise.all([startSimServer(), startSimServer({ EMBED_ALLOWED_ORIGINS: hostOrigin })]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([open?.close(), limited?.close(), host?.close()]);
});

const TURN = 'Thanks for making time, Dana. What would worry you about remote Fridays?';

describe('in an iframe on another origin', () => {
  it('runs a conversation with camera, and the host receives session.ended and report.ready', async () => {
    const s = await open.create({ max_user_turns: 5 });
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 1100, height: 900 } });
    await context.addInitScript({ content: CAMERA_PROMPT });
    await page.goto(`${hostOrigin}/frame?src=${encodeURIComponent(`${s.embedUrl}&embed=1`)}`);
    const frame = page.frameLocator('#sim');
    await frame.locator(PAGE_READY).waitFor({ state: 'attached' });
    const simFrame = page.frames().find((f) => f.url().includes('/simulation'))!;
    expect(await simFrame.evaluate('document.documentElement.className')).toContain('embed');

    // Camera works inside the frame: the iframe's allow attribute and our Permissions-Policy agree.
    await frame.locator('#camera-button').click();
    await waitForVideo(simFrame, 'camera-video');

    const before = await frame.locator('[data-testid=npc-message]').count();
    await frame.locator('[data-testid=message-input]').fill(TURN);
    await frame.locator('[data-testid=send-button]').click();
    await waitForMore(simFrame, '[data-testid=npc-message]', before);
    await page.screenshot({ path: artifactPath('simulation-embedded-iframe.png') });
    expect(await events(page)).toEqual([]);

    await frame.locator('[data-testid=end-button]').click();
    await frame.locator('[data-testid=report]').waitFor({ state: 'visible' });
    const got = await waitForEvents(page, 2);
    expect(got.map((e) => e.data.type)).toEqual(['session.ended', 'report.ready']);
    for (const e of got) {
      expect(e.origin).toBe(open.url);
      expect(e.data.source).toBe('learning-platform.simulation');
      expect(e.data.session_id).toBe(s.id);
    }
    expect(got[0]!.data.end_reason).toBe('ended_by_caller');
    expect(typeof got[1]!.data.report!.overall_score).toBe('number');
    const shown = await frame.locator('[data-testid=overall-score]').textContent();
    expect(String(Math.round(got[1]!.data.report!.overall_score))).toBe(shown);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with EMBED_ALLOWED_ORIGINS, an allowed host frames it and gets the events; another origin cannot frame it', async () => {
    const s = await limited.create({ max_user_turns: 1 });
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${hostOrigin}/frame?src=${encodeURIComponent(`${s.embedUrl}&embed=1`)}`);
    const frame = page.frameLocator('#sim');
    await frame.locator(PAGE_READY).waitFor({ state: 'attached' });
    await frame.locator('[data-testid=message-input]').fill(TURN);
    await frame.locator('[data-testid=send-button]').click();
    // max_user_turns: 1 -> the page ends itself and reports.
    await frame.locator('[data-testid=report]').waitFor({ state: 'visible' });
    const got = await waitForEvents(page, 2);
    expect(got.map((e) => [e.data.type, e.origin])).toEqual([
      ['session.ended', limited.url],
      ['report.ready', limited.url],
    ]);
    expect(got[0]!.data.end_reason).toBe('max_turns_reached');
    expect(errors).toEqual([]);

    // The same host page on 127.0.0.1 is a different origin, not in the list: the browser refuses to frame.
    const other = await limited.create();
    const blocked = await watchedPage(browser);
    await blocked.page.goto(`http://127.0.0.1:${host.port}/frame?src=${encodeURIComponent(other.embedUrl)}`);
    await blocked.page.waitForTimeout(300);
    const framed = blocked.page.frames().find((f) => f.url().includes('/simulation'));
    const loaded = framed ? await framed.locator('#sim-title').count() : 0;
    expect(loaded).toBe(0);
    expect(blocked.errors.some((e) => e.includes('frame-ancestors'))).toBe(true);
    await blocked.context.close();
    await context.close();
  });
});

describe('in a popup', () => {
  it('posts the events to its opener', async () => {
    const s = await open.create();
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${hostOrigin}/popup?src=${encodeURIComponent(s.embedUrl)}`);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click('#open')]);
    await waitForReady(popup);
    await sendTurn(popup, TURN);
    await popup.click('[data-testid=end-button]');
    await popup.locator('[data-testid=report]').waitFor({ state: 'visible' });
    const got = await waitForEvents(page, 2);
    expect(got.map((e) => [e.data.type, e.origin])).toEqual([
      ['session.ended', open.url],
      ['report.ready', open.url],
    ]);
    expect(got[1]!.data.report).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('by top-level redirect', () => {
  it('shows a Return link to an allowed return_url after the report', async () => {
    const s = await limited.create();
    const back = `${hostOrigin}/back`;
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${s.embedUrl}&return_url=${encodeURIComponent(back)}`);
    await waitForReady(page);
    await sendTurn(page, TURN);
    expect(await page.locator('[data-testid=return-link]').count()).toBe(0);
    await page.click('[data-testid=end-button]');
    const link = page.locator('[data-testid=return-link]');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(back);
    await Promise.all([page.waitForURL(back), link.click()]);
    expect(await page.locator('#back').textContent()).toContain('Welcome back');
    expect(errors).toEqual([]);
    await context.close();
  });
});
