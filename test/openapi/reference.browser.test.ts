// The API reference in a real browser: Redoc, served by this service (no CDN), renders every
// operation of the OpenAPI document with its example, under the page's CSP, with no console error,
// no CSP violation and no request to another origin.
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
    // Every CSP violation the page sees (the console line alone could be missed or reworded).
    await page.addInitScript({
      content: "window.__cspViolations = []; document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));",
    });
    // What actually went over the network: only this service. (Redoc's footer logo, which it asks
    // for from a CDN, is served inline by this service's copy of the script.)
    page.on('response', (r) => {
      if (/^https?:/.test(r.url())) origins.add(new URL(r.url()).origin);
    });
    const refused: string[] = [];
    page.on('requestfailed', (r) => refused.push(new URL(r.url()).origin));
    await page.goto(`${server.url}/api/reference`);
    await waitForReady(page);

    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { summary?: string }>> };
    const summaries = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.summary!));
    // The operations are drawn as Redoc's sections (one per operation, under its tag:
    // `tag/<tag>/paths/...`), with their example bodies.
    // Every operation is in the navigation; the first ones are drawn at once, the rest as the reader
    // gets to them: following the link to the last one draws it, with its example response.
    expect(await page.locator('[data-section-id*="paths/"]').count()).toBeGreaterThan(5);
    // Operations are grouped by tag in the navigation: open the last group, then its last operation.
    await page.locator('li[data-item-id^="tag/"]:not([data-item-id*="/paths/"]) > label').last().click();
    const last = page.locator('li[data-item-id*="paths/"]').last();
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
    expect(refused).toEqual([]);
    await page.screenshot({ path: artifactPath('api-reference-1280.png') });
    expect(await page.evaluate('window.__cspViolations')).toEqual([]);
    expect(errors).toEqual([]);
    // The new operations are there too, each under its tag.
    for (const summary of ['Read a map by its id', 'List a class\'s batch jobs, newest first', 'Cancel a running batch job']) expect(text).toContain(summary);
    await context.close();
  });
});
