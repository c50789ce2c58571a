// The API reference in a real browser: Redoc, served by this service (no CDN), renders every
// operation of the OpenAPI document with its example, under the page's CSP, without errors.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, watchedPage } from '../helpers/browser.js';
import { startSimServer, waitForReady, type SimServer } from '../simulation/browser-setup.js';

let browser: Browser;
let server: SimServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startSimServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('GET /api/reference', () => {
  it('renders every operation from /api/openapi.json, with examples, loading nothing from another origin', async () => {
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 1280, height: 900 } });
    const origins = new Set<string>();
    // What actually went over the network. Redoc's footer asks for its maker's logo from a CDN;
    // the page's CSP (img-src 'self' data: blob:) refuses it before any request leaves.
    page.on('response', (r) => {
      if (/^https?:/.test(r.url())) origins.add(new URL(r.url()).origin);
    });
    const refused: string[] = [];
    page.on('requestfailed', (r) => refused.push(new URL(r.url()).origin));
    await page.goto(`${server.url}/api/reference`);
    await waitForReady(page);

    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { summary?: string }>> };
    const summaries = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.summary!));
    // The operations are drawn as Redoc's sections (one per operation), with their example bodies.
    // Every operation is in the navigation; the first ones are drawn at once, the rest as the reader
    // gets to them: following the link to the last one draws it, with its example response.
    expect(await page.locator('[data-section-id^="/paths/"]').count()).toBeGreaterThan(5);
    const last = page.locator('li[data-item-id^="/paths/"]').last();
    const lastId = (await last.getAttribute('data-item-id'))!;
    await last.click();
    const section = page.locator(`[data-section-id="${lastId}"]`);
    await section.waitFor();
    const title = (await last.locator('label > span').last().textContent())!.trim();
    expect((await section.locator('h2').first().textContent())!.trim()).toBe(title);
    const text = (await page.locator('#redoc').textContent()) ?? '';
    for (const summary of summaries) expect(text, summary).toContain(summary);
    // Samples come from the operations' examples, not from placeholder values: the health check's
    // example names provider_b, which no schema default would.
    expect(text).toContain('"provider_b"');
    expect([...origins]).toEqual([server.url]);
    expect(refused.filter((o) => o !== server.url)).toEqual(['https://cdn.redoc.ly']);
    await page.screenshot({ path: artifactPath('api-reference-1280.png') });
    // The only console line is Chromium reporting that refusal; anything else fails.
    expect(errors.filter((e) => !e.includes("Loading the image 'https://cdn.redoc.ly/redoc/logo-mini.svg' violates the following Content Security Policy"))).toEqual([]);
    await context.close();
  });
});
