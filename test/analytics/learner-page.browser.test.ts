// The learner profile page in a real browser: drawn in the shared page shell with the teacher's
// cookie, at 1280 px and 360 px, light and dark, with no console error, no CSP violation and no
// serious accessibility finding (axe), in English and in Spanish.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../../src/http/http-server.js';
import { artifactPath, launchBrowser, watchedPage } from '../helpers/browser.js';
import type { TestApp } from '../helpers/app.js';
import { learnerPageApp } from './learner-page-setup.js';

let browser: Browser;
let server: RunningServer;
let t: TestApp;
let teacherToken: string;
let userId: string;

beforeAll(async () => {
  const seeded = await learnerPageApp();
  t = seeded.t;
  teacherToken = seeded.tok.teacher;
  userId = seeded.userId;
  [browser, server] = await Promise.all([launchBrowser(), startHttpServer(t.app, t.deps.config.server, t.deps.logger, { port: 0, host: '127.0.0.1' })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.shutdown();
  await t?.close();
});

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const r = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as { violations: Array<{ id: string; impact: string }> };
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

async function open(opts: { width: number; colorScheme: 'light' | 'dark'; lang?: string; bypassCSP?: boolean }) {
  const w = await watchedPage(browser, { viewport: { width: opts.width, height: 900 }, colorScheme: opts.colorScheme, bypassCSP: opts.bypassCSP ?? false });
  await w.context.addCookies([{ name: 'auth_token', value: teacherToken, url: server.url }]);
  await w.page.addInitScript({
    content: "window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));",
  });
  const res = await w.page.goto(`${server.url}/analytics/learner/${userId}${opts.lang ? `?lang=${opts.lang}` : ''}`);
  expect(res?.status()).toBe(200);
  return w;
}

describe('learner profile page', () => {
  it('draws mastery bars, the 30-day chart, models and recommendations under the page CSP, without errors', async () => {
    const { page, errors, context } = await open({ width: 1280, colorScheme: 'light' });
    expect(await page.locator('h1').textContent()).toBe('Learner profile: learner-1');
    expect(await page.locator('meter[aria-labelledby^="concept-"]').count()).toBe(2);
    const mastered = await page.locator('meter[aria-labelledby="concept-0"]').evaluate((m) => Number((m as unknown as { value: number }).value));
    expect(mastered).toBeGreaterThan(0.9);
    expect(await page.locator('svg.chart rect').count()).toBe(30);
    // The chart has a size (drawn, not collapsed) and the active days are taller than the empty ones.
    const box = await page.locator('svg.chart').boundingBox();
    expect(box!.width).toBeGreaterThan(500);
    expect(await page.locator('svg.chart rect.day:not(.empty)').count()).toBe(2);
    expect(await page.locator('.recs li').first().textContent()).toContain('Percentages');
    await page.screenshot({ path: artifactPath('learner-profile-1280.png'), fullPage: true });
    expect(await page.evaluate('window.__csp')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable at 360 px and passes axe in light and dark; speaks Spanish with ?lang=es', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as a script, which the page's CSP would refuse: this check bypasses it.
      const { page, errors, context } = await open({ width: 360, colorScheme, lang: colorScheme === 'dark' ? 'es' : undefined, bypassCSP: true });
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).toBe(colorScheme === 'dark' ? await darkBackground(page) : await lightBackground(page));
      if (colorScheme === 'dark') {
        expect(await page.getAttribute('html', 'lang')).toBe('es');
        expect(await page.locator('#mastery-title').textContent()).toBe('Dominio por concepto');
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: artifactPath(`learner-profile-360-${colorScheme}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** The page background the tokens give each theme (read from a probe, so the test names no colour). */
async function probe(page: Page, scheme: 'light' | 'dark'): Promise<string> {
  return (await page.evaluate(
    `(() => { const d = document.createElement('div'); d.style.colorScheme = '${scheme}'; d.style.background = 'var(--bg)'; document.body.append(d); const c = getComputedStyle(d).backgroundColor; d.remove(); return c; })()`,
  )) as string;
}
const darkBackground = (page: Page) => probe(page, 'dark');
const lightBackground = (page: Page) => probe(page, 'light');
