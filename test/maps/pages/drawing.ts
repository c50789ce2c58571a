// What a teacher sees in the composer's drawing, measured in the page: edge crossings, labels cut
// or overflowing their box, step badges overlapping a label. Shared by the composer's browser tests.
import type { Page } from 'playwright-core';

/** The ten showcase topics: one or two per subject, each a full built-in map. */
export const SHOWCASE = [
  { domain: 'Mathematics', subdomain: 'Arithmetic', key: 'Fractions' },
  { domain: 'Mathematics', subdomain: 'Algebra', key: 'Quadratic equations' },
  { domain: 'Physics', subdomain: 'Mechanics', key: "Newton's laws of motion" },
  { domain: 'Physics', subdomain: 'Electricity', key: 'Electric circuits' },
  { domain: 'Biology', subdomain: 'Plants', key: 'Photosynthesis' },
  { domain: 'Chemistry', subdomain: 'Reactions', key: 'Acids and bases' },
  { domain: 'Earth science', subdomain: 'Geology', key: 'Plate tectonics' },
  { domain: 'Economics', subdomain: 'Markets', key: 'Supply and demand' },
  { domain: 'History', subdomain: 'Modern history', key: 'First World War' },
  { domain: 'Computing', subdomain: 'Programming', key: 'Algorithms' },
] as const;

export interface DrawingReport {
  edges: number;
  /** Pairs of edges (not sharing a node) whose drawn curves cross, counted once per pair. */
  crossings: number;
  /** Labels shown with an ellipsis or wider than their box. */
  cut: string[];
  /** Step badges whose circle overlaps a label's text box. */
  badgeOverlaps: string[];
}

export function measureDrawing(page: Page): Promise<DrawingReport> {
  return page.evaluate(`(() => {
    const svg = document.querySelector('svg.graph');
    const edges = [...svg.querySelectorAll('[data-testid="map-edge"]')].map((p) => {
      const len = p.getTotalLength();
      const n = Math.max(8, Math.ceil(len / 6));
      const pts = [];
      for (let i = 0; i <= n; i++) { const q = p.getPointAtLength((len * i) / n); pts.push([q.x, q.y]); }
      return { from: p.dataset.from, to: p.dataset.to, pts };
    });
    const cross = (a, b, c, d) => {
      const o = (p, q, r) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
      const d1 = o(c, d, a), d2 = o(c, d, b), d3 = o(a, b, c), d4 = o(a, b, d);
      return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
    };
    let crossings = 0;
    for (let i = 0; i < edges.length; i++) {
      for (let j = i + 1; j < edges.length; j++) {
        const e = edges[i], f = edges[j];
        if (e.from === f.from || e.from === f.to || e.to === f.from || e.to === f.to) continue;
        let hit = false;
        for (let a = 0; a + 1 < e.pts.length && !hit; a++)
          for (let b = 0; b + 1 < f.pts.length && !hit; b++) hit = cross(e.pts[a], e.pts[a + 1], f.pts[b], f.pts[b + 1]);
        if (hit) crossings++;
      }
    }
    const cut = [];
    const badgeOverlaps = [];
    for (const g of svg.querySelectorAll('[data-testid="map-node"]')) {
      const box = g.querySelector('.node-box').getBBox();
      const labels = [...g.querySelectorAll('.node-label')];
      const name = g.getAttribute('aria-label');
      for (const t of labels) {
        const b = t.getBBox();
        if (t.textContent.includes('…') || b.x < box.x - 0.5 || b.x + b.width > box.x + box.width + 0.5 || b.y < box.y - 0.5 || b.y + b.height > box.y + box.height + 0.5) cut.push(name + ': ' + t.textContent);
      }
      const badge = g.querySelector('.step');
      if (badge) {
        const c = badge.getBBox();
        for (const t of labels) {
          const b = t.getBBox();
          if (c.x < b.x + b.width && b.x < c.x + c.width && c.y < b.y + b.height && b.y < c.y + c.height) badgeOverlaps.push(name + ': ' + t.textContent);
        }
      }
    }
    return { edges: edges.length, crossings, cut, badgeOverlaps };
  })()`) as Promise<DrawingReport>;
}

/** Fills the composer's structural form with `topic` and waits for the drawing. */
export async function drawTopic(page: Page, baseUrl: string, topic: { domain: string; subdomain: string; key: string }, lang = 'en'): Promise<void> {
  await page.goto(`${baseUrl}/api/direct/compose${lang === 'en' ? '' : `?lang=${lang}`}`);
  await page.locator('body[data-ready="true"]').waitFor();
  await page.locator('#domain').fill(topic.domain);
  await page.locator('#subdomain').fill(topic.subdomain);
  await page.locator('#key').fill(topic.key);
  await page.locator('#lang').selectOption(lang);
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/direct/map') && r.request().method() === 'POST'), page.locator('#generate').click()]);
  await page.locator('svg.graph').waitFor();
}
