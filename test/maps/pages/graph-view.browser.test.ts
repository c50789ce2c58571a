// The composer's graph in headless Chromium at three viewport sizes: every arc is drawn inside the
// canvas, the page follows prefers-color-scheme with a dark theme (and stays accessible in it),
// and a keyboard user moves between nodes with the arrow keys. Screenshots go to the artifacts.
import type { Browser, Page } from 'playwright-core';
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

/** Fills the form with a rich topic (15+ nodes) and waits for the drawing. */
async function drawFractions(page: Page): Promise<{ learningPath: string[] }> {
  await page.goto(`${server.url}/api/direct/compose`);
  await page.locator('body[data-ready="true"]').waitFor();
  await page.getByLabel('Domain', { exact: true }).fill('Mathematics');
  await page.getByLabel('Subdomain', { exact: true }).fill('Arithmetic');
  await page.getByLabel('Key concept', { exact: true }).fill('Fractions');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/direct/map') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Generate map' }).click(),
  ]);
  await page.getByTestId('status').filter({ hasText: 'Map ready' }).waitFor();
  return ((await response.json()) as { map: { learningPath: string[] } }).map;
}

/** Edges whose drawn box leaves the SVG's viewBox (with half a pixel of rounding). */
function arcsOutside(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const svg = document.querySelector('svg.graph');
    const vb = svg.viewBox.baseVal;
    return [...svg.querySelectorAll('[data-testid="map-edge"]')]
      .map((p) => ({ b: p.getBBox(), id: p.dataset.from + '->' + p.dataset.to }))
      .filter(({ b }) => b.x < vb.x - 0.5 || b.y < vb.y - 0.5 || b.x + b.width > vb.x + vb.width + 0.5 || b.y + b.height > vb.y + vb.height + 0.5)
      .map(({ id, b }) => id + ' ' + JSON.stringify([b.x, b.y, b.width, b.height]));
  })()`) as Promise<string[]>;
}

describe('composer graph view', () => {
  it.each([
    ['phone', 360, 740],
    ['tablet', 768, 1024],
    ['desktop', 1280, 800],
  ] as const)('draws every arc inside the canvas on a %s (%ix%i)', async (name, width, height) => {
    const { page, errors, context } = await watchedPage(browser, { viewport: { width, height } });
    await drawFractions(page);
    expect(await page.getByTestId('map-edge').count()).toBeGreaterThan(10);
    expect(await arcsOutside(page)).toEqual([]);
    await page.screenshot({ path: artifactPath(`maps-graph-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows prefers-color-scheme: a dark theme that stays accessible', async () => {
    const light = await watchedPage(browser, { colorScheme: 'light' });
    await drawFractions(light.page);
    const bg = (p: Page) => p.evaluate('getComputedStyle(document.body).backgroundColor') as Promise<string>;
    expect(await bg(light.page)).toBe('rgb(244, 246, 249)');
    await light.context.close();

    const { page, errors, context } = await watchedPage(browser, { colorScheme: 'dark', bypassCSP: true });
    await drawFractions(page);
    expect(await bg(page)).toBe('rgb(14, 19, 26)');
    const nodeFill = await page.locator('[data-testid="map-node"].node-concept .node-box').first().evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { fill: string } }).getComputedStyle(el).fill);
    expect(nodeFill).toBe('rgb(28, 42, 74)');
    await page.screenshot({ path: artifactPath('maps-graph-dark.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the how-to page the same dark theme, accessible', async () => {
    const { page, errors, context } = await watchedPage(browser, { colorScheme: 'dark', bypassCSP: true });
    await page.goto(`${server.url}/api/direct/mapHowTo`);
    await page.locator('body[data-ready="true"]').waitFor();
    expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(14, 19, 26)');
    await page.screenshot({ path: artifactPath('maps-howto-dark.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the chosen learners as the request audience', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/compose`);
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByLabel('Key concept', { exact: true }).fill('Fractions');
    await page.getByLabel('Domain', { exact: true }).fill('Mathematics');
    await page.getByLabel('Learners').selectOption('primary');
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/direct/map') && r.method() === 'POST'), page.getByRole('button', { name: 'Generate map' }).click()]);
    expect(JSON.parse(request.postData()!)).toMatchObject({ key: 'Fractions', audience: { level: 'primary' } });
    await page.getByTestId('status').filter({ hasText: 'Map ready' }).waitFor();
    expect(await page.locator('[data-testid="map-node"]', { hasText: 'Algebraic fractions' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a keyboard user move between nodes in learning-path order', async () => {
    const { page, errors, context } = await watchedPage(browser);
    const map = await drawFractions(page);
    // One tab stop for the whole graph, on the first step.
    const stops = page.locator('[data-testid="map-node"][tabindex="0"]');
    expect(await stops.count()).toBe(1);
    expect(await stops.getAttribute('data-id')).toBe(map.learningPath[0]);
    await stops.focus();
    const focused = () => page.evaluate('document.activeElement.dataset.id') as Promise<string>;
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(map.learningPath[1]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(map.learningPath[2]);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe(map.learningPath[1]);
    await page.keyboard.press('End');
    expect(await focused()).toBe(map.learningPath.at(-1));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[data-id="${map.learningPath.at(-1)}"]`).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Home');
    expect(await focused()).toBe(map.learningPath[0]);
    // The tab stop moved with the focus.
    expect(await page.locator('[data-testid="map-node"][tabindex="0"]').getAttribute('data-id')).toBe(map.learningPath[0]);
    await page.screenshot({ path: artifactPath('maps-graph-keyboard.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
