// A live server over a fresh DATA_DIR for the page tests, and an axe-core run in the page.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startHttpServer, type RunningServer } from '../../../src/http/http-server.js';
import type { Env } from '../../../src/config.js';
import { mapsApp } from '../api/support.js';

export async function startMapsServer(env: Env = {}): Promise<RunningServer> {
  const t = await mapsApp({ env });
  return startHttpServer(t.app, t.deps.config.server, t.deps.logger, { port: 0, host: '127.0.0.1' });
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/** WCAG 2 A/AA violations of serious or critical impact (evaluated in-page; CSP bypassed for axe only). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } }).then((r) => r.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
