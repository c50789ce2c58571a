// Shared set-up for the map API tests: an app over a fresh DATA_DIR (so cached maps from another
// test or run never leak in), and a gateway that records what the routes asked it to resolve.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Env } from '../../../src/config.js';
import { openDatabase } from '../../../src/storage/database.js';
import type { LlmGateway, ResolveInput } from '../../../src/llm/gateway.js';
import { createLlmGateway } from '../../../src/llm/select.js';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../helpers/app.js';

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'maps-test-'));
}

/**
 * The records live in DATA_DIR's SQLite file, as in production, so an app started again on the
 * same directory finds the maps' pointers (its `close` closes the file).
 */
export async function mapsApp(opts: TestAppOptions = {}): Promise<TestApp & { dataDir: string }> {
  const dataDir = opts.dataDir ?? tempDataDir();
  const own = !opts.db && !opts.records ? openDatabase(path.join(dataDir, 'app.db')) : undefined;
  const t = await buildTestApp({ ...opts, dataDir, ...(own ? { db: own } : {}) });
  const close = t.close.bind(t);
  return Object.assign(t, {
    dataDir,
    async close() {
      await close();
      own?.close();
    },
  });
}

/** The real gateway, with every resolve() input kept for assertions. */
export function recordingGateway(env: Env = {}): LlmGateway & { calls: ResolveInput[] } {
  const real = createLlmGateway(loadConfig({ NODE_ENV: 'test', ...env }));
  const calls: ResolveInput[] = [];
  return {
    calls,
    resolve(input) {
      calls.push(structuredClone(input ?? {}));
      return real.resolve(input);
    },
    configured: () => real.configured(),
  };
}

export const STRUCTURAL = { domain: 'Physics', subdomain: 'Mechanics', key: "Newton's second law" } as const;
export const FREE_TEXT = { problem: 'How do vaccines train the immune system?' } as const;
