// The pages' analytics client in headless Chromium against the real app on a real port: a
// logged-in visitor's node clicks (map composer) and messages and report (simulation page) reach
// POST /api/analytics/events: in a batch after 5 s (the page's clock, driven here), and by
// sendBeacon when the page is left. An anonymous visitor sends nothing.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../../src/http/http-server.js';
import { TEST_SECRET, tokenFor, users } from '../auth/helpers.js';
import { launchBrowser } from '../helpers/browser.js';
import type { TestApp } from '../helpers/app.js';
import { mapsApp } from '../maps/api/support.js';
import { KEY, SCENARIO, simApp } from '../simulation/helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function serve(t: TestApp): Promise<RunningServer> {
  return startHttpServer(t.app, t.deps.config.server, t.deps.logger, { port: 0, host: '127.0.0.1' });
}

async function loggedIn(t: TestApp, url: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth_token', value: await tokenFor(t, users.learner, { ttlSeconds: 86_400 }), url }]);
  return context;
}

/** The stored event types of the learner, once at least `n` are stored (waits for the state, 10 s at most). */
async function storedTypes(t: TestApp, n: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const events = (await t.root.stores.analyticsEvents.forUser(users.learner.sub, 100)).value;
    if (events.length >= n || Date.now() > deadline) return events.map((e) => e.type);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('analytics client on the map composer', () => {
  it('sends a node click in a batch when the 5 s flush comes, with the learner as user', async () => {
    const t = await mapsApp({ env: { JWT_SECRET: TEST_SECRET } });
    const server = await serve(t);
    const context = await loggedIn(t, server.url);
    const page = await context.newPage();
    try {
      await page.clock.install();
      await page.goto(`${server.url}/api/direct/compose`);
      await page.locator('body[data-ready="true"]').waitFor();
      await page.getByLabel('Domain', { exact: true }).fill('Mathematics');
      await page.getByLabel('Subdomain', { exact: true }).fill('Arithmetic');
      await page.getByLabel('Key concept', { exact: true }).fill('Fractions');
      await page.getByRole('button', { name: 'Generate map' }).click();
      await page.getByTestId('status').filter({ hasText: 'Map ready' }).waitFor();
      const node = page.getByTestId('map-node').first();
      const conceptId = await node.getAttribute('data-id');
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events') && r.method() === 'POST');
      await node.click();
      await page.clock.runFor(5000);
      const body = (await sent).postDataJSON() as { events: Array<Record<string, unknown>> };
      expect(body.events).toEqual([expect.objectContaining({ userId: users.learner.sub, type: 'concept_map.node_clicked', context: 'concept_map', conceptId })]);
      expect(await storedTypes(t, 1)).toEqual(['concept_map.node_clicked']);
    } finally {
      await context.close();
      await server.shutdown();
    }
  });

  it('sends nothing for an anonymous visitor', async () => {
    const t = await mapsApp({ env: { JWT_SECRET: TEST_SECRET } });
    const server = await serve(t);
    const context = await browser.newContext();
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/analytics/events') && posts.push(r.url()));
    try {
      await page.clock.install();
      const session = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
      await page.goto(`${server.url}/api/direct/compose`);
      await page.locator('body[data-ready="true"]').waitFor();
      await page.getByLabel('Domain', { exact: true }).fill('Mathematics');
      await page.getByLabel('Subdomain', { exact: true }).fill('Arithmetic');
      await page.getByLabel('Key concept', { exact: true }).fill('Fractions');
      await page.getByRole('button', { name: 'Generate map' }).click();
      await page.getByTestId('status').filter({ hasText: 'Map ready' }).waitFor();
      // The session check has answered (nobody) before the click is tracked.
      expect(await (await session).json()).toMatchObject({ user: null });
      await page.getByTestId('map-node').first().click();
      await page.clock.runFor(6000);
      await page.goto('about:blank');
      expect(posts).toEqual([]);
    } finally {
      await context.close();
      await server.shutdown();
    }
  });
});

describe('analytics client on the simulation page', () => {
  it('records a message and the report, handed to sendBeacon when the page is left', async () => {
    const t = await simApp({ SERVICE_API_KEYS: KEY, JWT_SECRET: TEST_SECRET, LOG_LEVEL: 'warn' });
    const server = await serve(t);
    const created = await fetch(`${server.url}/api/v1/conversations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario_id: SCENARIO }),
    });
    const { embed_url } = (await created.json()) as { embed_url: string };
    const context = await loggedIn(t, server.url);
    const page = await context.newPage();
    try {
      const session = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
      await page.goto(embed_url);
      expect((await session).status()).toBe(200);
      await page.getByTestId('message-input').fill('What matters most to you about Fridays?');
      await page.getByTestId('send-button').click();
      await page.getByTestId('npc-message').nth(1).waitFor();
      await page.getByTestId('end-button').click();
      await page.getByTestId('report').waitFor();
      await page.goto('about:blank');
      const types = await storedTypes(t, 2);
      expect(types).toEqual(expect.arrayContaining(['conversation.message_sent', 'report.report_viewed']));
    } finally {
      await context.close();
      await server.shutdown();
    }
  });
});
