// The composer speaks the 14 languages of the maps through the message catalogue
// (resources/messages/maps): its form, status lines, legend and graph labels; Arabic right to left.
// Browser tests in five languages; every language's catalogue is complete (the loader checks it).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/http/http-server.js';
import { LANGS } from '../../../src/maps/map-schema.js';
import { mapMessages } from '../../../src/maps/pages/messages.js';
import { artifactPath, launchBrowser, watchedPage } from '../../helpers/browser.js';
import { drawTopic, measureDrawing } from './drawing.js';
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

const catalogue = mapMessages();

describe('map page catalogue', () => {
  it('has every key in all 14 map languages', () => {
    expect([...catalogue.languages].sort()).toEqual([...LANGS].sort());
    expect(catalogue.keys.length).toBeGreaterThan(40);
    for (const lang of LANGS) for (const key of catalogue.keys) expect(catalogue.source(lang, key), `${lang} ${key}`).toBeTruthy();
  });

  it('answers in the language asked for by ?lang= or Accept-Language, English otherwise', async () => {
    const html = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${server.url}${path}`, { headers })).text();
    expect(await html('/api/direct/compose?lang=ja')).toContain(`<h1>${catalogue.t('ja', 'maps.compose.title')}</h1>`);
    const arabic = await html('/api/direct/compose', { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(await html('/api/direct/compose', { 'Accept-Language': 'sw' })).toMatch(/<html lang="en" data-theme/);
  });
});

describe('the composer in other languages', () => {
  it.each(['es', 'ar', 'zh', 'de', 'ru'] as const)('%s: form, status, legend and drawing in the language, nothing cut', async (lang) => {
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await drawTopic(page, server.url, { domain: 'Mathematics', subdomain: 'Arithmetic', key: 'Fractions' }, lang);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : null);
    expect(await page.locator('h1').textContent()).toBe(catalogue.t(lang, 'maps.compose.title'));
    expect(await page.locator('#generate').textContent()).toBe(catalogue.t(lang, 'maps.compose.generate'));
    const nodes = await page.getByTestId('map-node').count();
    await page.getByTestId('status').filter({ hasText: catalogue.t(lang, 'maps.compose.ready', { n: nodes }) }).waitFor();
    expect(await page.locator('#legend').textContent()).toContain(catalogue.t(lang, 'maps.graph.prerequisite'));
    expect(await page.locator('svg.graph').getAttribute('aria-label')).toBe(catalogue.t(lang, 'maps.graph.aria', { nodes, edges: await page.getByTestId('map-edge').count() }));
    const drawing = await measureDrawing(page);
    expect(drawing.cut).toEqual([]);
    expect(drawing.badgeOverlaps).toEqual([]);
    // Nothing sticks out of the page sideways (a right-to-left page scrolls to whatever is parked on its left).
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
    if (lang === 'ar') {
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: artifactPath('maps-compose-ar.png'), fullPage: true });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
