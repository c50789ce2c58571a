// The how-to page in headless Chromium: snippets for this server, copy buttons, and a Try-it that
// calls the API and shows the JSON.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/http/http-server.js';
import { artifactPath, launchBrowser, watchedPage } from '../../helpers/browser.js';
import { seriousA11yViolations, startMapsServer } from './support.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startMapsServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.shutdown();
});

describe('GET /api/direct/mapHowTo', () => {
  it('shows curl and fetch snippets for this server, with a page CSP', async () => {
    const res = await fetch(`${server.url}/api/direct/mapHowTo`);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).toContain(`curl -s -X POST &#39;${server.url}/api/direct/map&#39;`);
    expect(html).toContain(`fetch(&#39;${server.url}/api/direct/map&#39;`);
  });

  it('Try it calls the API and shows the JSON answer', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/mapHowTo`);
    await page.locator('body[data-ready="true"]').waitFor();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/direct/map')),
      page.getByRole('button', { name: 'Try it' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect.poll(() => page.getByTestId('try-status').textContent()).toMatch(/HTTP 200/);
    const shown = JSON.parse((await page.getByTestId('try-output').textContent()) ?? '{}');
    expect(shown).toMatchObject({ success: true, method: 'structural', mapId: (await response.json()).mapId });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Try it works for the GET form and the curriculum example, with an edited body', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/mapHowTo`);
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByLabel('Example').selectOption('get');
    await page.getByLabel('Request body (JSON)').fill(JSON.stringify({ problem: 'Edited in the page' }));
    const [getReq] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/direct/map?json=')), page.getByRole('button', { name: 'Try it' }).click()]);
    expect(JSON.parse(new URL(getReq.url()).searchParams.get('json')!)).toEqual({ problem: 'Edited in the page' });
    await expect.poll(() => page.getByTestId('try-status').textContent()).toMatch(/HTTP 200/);
    expect(JSON.parse((await page.getByTestId('try-output').textContent())!).input).toEqual({ problem: 'Edited in the page' });

    await page.getByLabel('Example').selectOption('curriculum');
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByTestId('try-output').textContent()).toMatch(/"curriculum"/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('copies a snippet to the clipboard', async () => {
    const { page, errors, context } = await watchedPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${server.url}/api/direct/mapHowTo`);
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Copy curl' }).first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Copy curl' }).first().textContent()).toBe('Copied');
    const clip = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(clip).toContain(`curl -s -X POST '${server.url}/api/direct/map'`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is accessible and fits 360 px', async () => {
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 360, height: 740 }, bypassCSP: true });
    await page.goto(`${server.url}/api/direct/mapHowTo`);
    await page.locator('body[data-ready="true"]').waitFor();
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath('maps-howto-360.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
