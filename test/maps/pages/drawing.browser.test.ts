// A drawing a teacher can read: on the ten showcase topics the composer's layered layout (dagre)
// crosses at most half as many edges as the hand-made band layout it replaced did (107 pairs of
// crossing edges at 1280 px, measured on that layout with this same test's measure), no label is
// cut or overflows its box, and no step badge overlaps a label.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/http/http-server.js';
import { artifactPath, launchBrowser, watchedPage } from '../../helpers/browser.js';
import { SHOWCASE, drawTopic, measureDrawing } from './drawing.js';
import { startMapsServer } from './support.js';

/** Crossings of the replaced layout on the same ten topics, same viewport, same measure. */
const CROSSINGS_BEFORE = 107;

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

describe('the composer draws the showcase topics legibly', () => {
  it('crosses at most half as many edges as before, cuts no label, overlaps no badge', async () => {
    const { page, errors, context } = await watchedPage(browser, { viewport: { width: 1280, height: 800 } });
    let crossings = 0;
    const cut: string[] = [];
    const overlaps: string[] = [];
    for (const topic of SHOWCASE) {
      await drawTopic(page, server.url, topic);
      const r = await measureDrawing(page);
      expect(r.edges, topic.key).toBeGreaterThan(5);
      crossings += r.crossings;
      cut.push(...r.cut);
      overlaps.push(...r.badgeOverlaps);
      if (topic.key === 'Fractions') await page.locator('#graph-wrap').screenshot({ path: artifactPath('maps-drawing-fractions.png') });
    }
    expect(cut).toEqual([]);
    expect(overlaps).toEqual([]);
    expect(crossings).toBeLessThanOrEqual(CROSSINGS_BEFORE / 2);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
