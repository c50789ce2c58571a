// The start page in a real browser: scenarios by category, Start opens a demo session (the key
// stays on the server), Return comes back; without a demo key it explains how to enable it.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser, watchedPage } from '../helpers/browser.js';
import { sendTurn, startSimServer, waitForReady, type SimServer } from './browser-setup.js';
import { DEMO_KEY, KEY } from './helpers.js';

let browser: Browser;
let demo: SimServer;
let plain: SimServer;

beforeAll(async () => {
  [browser, demo, plain] = await Promise.all([
    launchBrowser({ fakeMedia: true }),
    startSimServer({ SERVICE_API_KEYS: `${KEY},${DEMO_KEY}`, DEMO_API_KEY: DEMO_KEY }),
    startSimServer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([demo?.close(), plain?.close()]);
});

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const r = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as { violations: Array<{ id: string; impact: string }> };
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('start page', () => {
  it('lists scenarios by category; Start opens the session in the chosen language; Return comes back', async () => {
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url()} ${r.postData() ?? ''} ${JSON.stringify(r.headers())}`));
    await page.goto(`${demo.url}/`);
    expect(await page.locator('section.category').count()).toBe(10);
    expect(await page.locator('button[data-scenario]').count()).toBeGreaterThanOrEqual(30);
    await page.screenshot({ path: artifactPath('start-1280.png') });

    await page.selectOption('#locale', 'es');
    await Promise.all([page.waitForURL(/\/simulation\?/), page.click('button[data-scenario="manager-remote-fridays"]')]);
    await waitForReady(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await sendTurn(page, '¿Qué te preocupa de trabajar desde casa los viernes?');
    await page.click('[data-testid=end-button]');
    const back = page.locator('[data-testid=return-link]');
    await back.waitFor();
    expect(await back.textContent()).toBe('Volver');
    await Promise.all([page.waitForURL(`${demo.url}/`), back.click()]);
    // The language choice is remembered.
    expect(await page.inputValue('#locale')).toBe('es');
    expect(requests.join('\n')).not.toContain(DEMO_KEY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable at 360 px and passes axe in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors, context } = await watchedPage(browser, { viewport: { width: 360, height: 740 }, colorScheme, bypassCSP: true });
      await page.goto(`${demo.url}/`);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: artifactPath(`start-360-${colorScheme}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('without DEMO_API_KEY explains how to turn Start on, and links the API reference and map composer', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${plain.url}/`);
    expect(await page.locator('button[data-scenario]').count()).toBe(0);
    expect(await page.locator('[data-testid=demo-disabled]').textContent()).toContain('npm run demo');
    expect(await page.locator('a[href="/api/reference"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/api/direct/compose"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

});
