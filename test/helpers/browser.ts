// Shared Chromium launcher for browser tests: Debian's chromium driven by playwright-core, one
// browser per test file (launch in beforeAll, reuse across tests, close in afterAll). Pages opened
// through `watchConsole` record console errors and uncaught exceptions so tests can assert none.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM } from './global-setup.js';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');

const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchOptions {
  /** Fake camera and microphone, permission prompts auto-accepted. */
  fakeMedia?: boolean;
}

export function launchBrowser(opts: LaunchOptions = {}): Promise<Browser> {
  const args = [...BASE_ARGS];
  if (opts.fakeMedia) args.push('--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream');
  return chromium.launch({ executablePath: CHROMIUM, args });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed requests seen so far. */
  errors: string[];
}

/** A fresh context and page whose errors are recorded (every frame and popup of the context). */
export async function watchedPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  // Reduced motion unless a test asks otherwise: the pages then run no transitions, so what a test
  // reads (and what axe measures) is the final state, never a frame of a fade or slide.
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  };
  context.on('page', watch);
  const page = await context.newPage();
  return { context, page, errors };
}

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}
