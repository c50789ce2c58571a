// The composer page in headless Chromium: a map requested through the form is drawn as SVG with one
// node per map node, edges and steps, selectable by mouse and keyboard; no console errors; the
// page's CSP allows our scripts only; accessible and usable at 360 px.
import { webAssets } from '../../../src/web/assets.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/http/http-server.js';
import { artifactPath, launchBrowser, watchedPage } from '../../helpers/browser.js';
import { seriousA11yViolations, startMapsServer } from './support.js';

interface MapBody {
  mapId: string;
  map: { nodes: Array<{ id: string }>; edges: Array<{ from: string; to: string }>; learningPath: string[]; learningPhases: unknown[] };
}

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

async function generate(page: Page): Promise<MapBody> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/direct/map') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Generate map' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as MapBody;
  await page.getByTestId('status').filter({ hasText: 'Map ready' }).waitFor();
  return body;
}

describe('GET /api/direct/compose', () => {
  it('serves the page with a CSP that allows only our own scripts', async () => {
    const res = await fetch(`${server.url}/api/direct/compose`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline/);
    const html = await res.text();
    // No inline script: the only script element without src is the page's text as a JSON data block, which never runs.
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('draws a structural map from the form: one SVG node per map node, edges, steps, phases', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/compose`);
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByLabel('Domain', { exact: true }).fill('Biology');
    await page.getByLabel('Subdomain', { exact: true }).fill('Cell biology');
    await page.getByLabel('Key concept', { exact: true }).fill('Photosynthesis');
    const body = await generate(page);
    const nodes = page.getByTestId('map-node');
    await expect.poll(() => nodes.count()).toBe(body.map.nodes.length);
    const ids = new Set(body.map.nodes.map((n) => n.id));
    expect(await page.getByTestId('map-edge').count()).toBe(body.map.edges.filter((e) => ids.has(e.from) && ids.has(e.to)).length);
    expect(await page.getByTestId('map-step').count()).toBe(body.map.learningPath.length);
    expect(await page.getByTestId('map-band').count()).toBe(body.map.learningPhases.length);
    expect(await page.getByTestId('phase').count()).toBe(body.map.learningPhases.length);
    expect(await page.getByTestId('map-meta').textContent()).toContain(body.mapId);
    await page.screenshot({ path: artifactPath('maps-compose-desktop.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('highlights a node’s edges on click and on Enter, and clears with Escape', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/compose`);
    await page.locator('body[data-ready="true"]').waitFor();
    const body = await generate(page);
    // The node with the most edges shows the highlight best.
    const degree = (id: string) => body.map.edges.filter((e) => e.from === id || e.to === id).length;
    const target = [...body.map.nodes].sort((a, b) => degree(b.id) - degree(a.id))[0]!;
    const node = page.locator(`[data-testid="map-node"][data-id="${target.id}"]`);
    await node.click();
    await expect.poll(() => node.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('svg.graph.has-selection').count()).toBe(1);
    expect(await page.locator('.edge.hl').count()).toBe(degree(target.id));
    expect(await page.getByTestId('selection').textContent()).toContain('Selected:');
    await node.click();
    expect(await page.locator('svg.graph.has-selection').count()).toBe(0);

    await node.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => node.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => node.getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the free-text form with lang, includeLearningPath=false and skipCache', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/compose`);
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByLabel('Free text (problem)').check();
    await page.getByLabel('Problem', { exact: true }).fill('How do vaccines train the immune system?');
    await page.getByLabel('Language').selectOption('es');
    await page.getByLabel('Include learning path').uncheck();
    await page.getByLabel('Regenerate (skipCache)').check();
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/direct/map')), generate(page)]);
    const url = new URL(request.url());
    expect(url.searchParams.get('includeLearningPath')).toBe('false');
    expect(url.searchParams.get('skipCache')).toBe('true');
    expect(JSON.parse(request.postData() ?? '{}')).toEqual({ problem: 'How do vaccines train the immune system?', lang: 'es' });
    expect(await page.getByTestId('map-step').count()).toBe(0);
    expect(await page.getByTestId('phases').textContent()).toMatch(/No learning path/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a missing field without calling the API', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/compose`);
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByLabel('Key concept', { exact: true }).fill('');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/direct/map')) called = true;
    });
    await page.getByRole('button', { name: 'Generate map' }).click();
    await expect.poll(() => page.getByTestId('status').textContent()).toMatch(/Please fill in Key concept/);
    expect(await page.getByLabel('Key concept', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(called).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays out a rich map deterministically: bands per phase, every edge type styled, legend', async () => {
    const { page, errors, context } = await watchedPage(browser);
    await page.goto(`${server.url}/api/direct/compose`);
    await page.locator('body[data-ready="true"]').waitFor();
    const map = {
      nodes: Array.from({ length: 10 }, (_, i) => ({ id: `n${i}`, label: `Node number ${i} with a fairly long label`, type: ['concept', 'skill', 'prerequisite'][i % 3], ...(i === 4 ? { isCenter: true } : {}) })),
      edges: [
        { from: 'n0', to: 'n1', type: 'requires' },
        { from: 'n1', to: 'n4', type: 'enables' },
        { from: 'n2', to: 'n4', type: 'related' },
        { from: 'n5', to: 'n4', type: 'special-case' },
        { from: 'n4', to: 'n9', type: 'requires' },
      ],
      learningPath: ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9'],
      learningPhases: [
        { name: 'Foundations', nodeIds: ['n0', 'n1', 'n2'] },
        { name: 'Core', nodeIds: ['n3', 'n4', 'n5', 'n6'] },
        { name: 'Mastery', nodeIds: ['n7', 'n8', 'n9'] },
      ],
    };
    // A string, so the test runner does not rewrite the dynamic import.
    const draw = (width: number) =>
      page.evaluate(`(async () => {
        const map = ${JSON.stringify(map)};
        const g = await import(${JSON.stringify(webAssets().url('maps/graph.js'))});
        const svg = g.renderGraph(map, ${width}, () => undefined);
        document.body.append(svg);
        const out = {
          nodes: svg.querySelectorAll('[data-testid="map-node"]').length,
          bands: [...svg.querySelectorAll('.band-label')].map((t) => t.textContent),
          edgeClasses: [...svg.querySelectorAll('[data-testid="map-edge"]')].map((e) => e.getAttribute('class')),
          steps: [...svg.querySelectorAll('[data-testid="map-step"]')].map((t) => t.textContent),
          center: svg.querySelectorAll('.node-center').length,
          transforms: [...svg.querySelectorAll('[data-testid="map-node"]')].map((n) => n.getAttribute('transform')),
          levels: g.bandsOf({ ...map, learningPath: [], learningPhases: [] }).map((b) => b.nodeIds),
        };
        svg.remove();
        return out;
      })()`) as Promise<{ nodes: number; bands: string[]; edgeClasses: string[]; steps: string[]; center: number; transforms: string[]; levels: string[][] }>;
    const a = await draw(700);
    expect(a.nodes).toBe(10);
    expect(a.bands).toEqual(['1. Foundations', '2. Core', '3. Mastery']);
    expect(a.edgeClasses).toEqual(['edge edge-requires', 'edge edge-enables', 'edge edge-related', 'edge edge-special-case', 'edge edge-requires']);
    expect(a.steps).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(a.center).toBe(1);
    // Same input, same drawing.
    expect((await draw(700)).transforms).toEqual(a.transforms);
    // Without a learning path, bands follow the requires/enables order.
    expect(a.levels[0]).toEqual(expect.arrayContaining(['n0', 'n2', 'n3', 'n5']));
    expect(a.levels.findIndex((l) => l.includes('n9'))).toBeGreaterThan(a.levels.findIndex((l) => l.includes('n4')));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits 360 px without horizontal scrolling and has no serious accessibility violations', async () => {
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 360, height: 740 }, bypassCSP: true });
    await page.goto(`${server.url}/api/direct/compose`);
    await page.locator('body[data-ready="true"]').waitFor();
    await generate(page);
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
    expect(overflow).toBeLessThanOrEqual(0);
    // A wide map is scaled down to fit, but not below 70% (labels stay readable): the graph's own
    // frame scrolls then, never the page.
    const frame = await page.locator('#graph-wrap').evaluate((el) => ({ width: el.getBoundingClientRect().width }));
    expect(frame.width).toBeLessThanOrEqual(360);
    const scale = await page.locator('svg.graph').evaluate((el) => el.getBoundingClientRect().width / (el as unknown as { viewBox: { baseVal: { width: number } } }).viewBox.baseVal.width);
    expect(scale).toBeGreaterThanOrEqual(0.69);
    await page.screenshot({ path: artifactPath('maps-compose-360.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
