// `npm run bench -- --dist <dir>` runs every app server of the run from that build: the ones run.ts
// starts and the ones a scenario starts itself (the fleet's three). The flag is set once in the
// bench process's environment, which each child server inherits, and the app server imports the
// build its environment names. The plumbing only: the bench itself is not run here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childEnv, useBuild } from '../../bench/child-server.js';
import { appRoot } from '../../bench/servers/app-root.js';

const BENCH = path.resolve(import.meta.dirname, '../../bench');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('--dist', () => {
  it('is resolved and set in the environment given; no flag leaves it alone', () => {
    const env: NodeJS.ProcessEnv = {};
    useBuild(undefined, env);
    expect(env).toEqual({});
    useBuild('test-artifacts/dist-main', env);
    expect(env.BENCH_DIST).toBe(path.resolve('test-artifacts/dist-main'));
  });

  it('reaches a server started with settings of its own (the fleet\'s, with REDIS_URL), whose app then imports that build', () => {
    vi.stubEnv('BENCH_DIST', '');
    expect(appRoot(childEnv({ REDIS_URL: 'redis://127.0.0.1:6390' }))).toBe('../../dist');
    useBuild('test-artifacts/dist-main');
    const env = childEnv({ REDIS_URL: 'redis://127.0.0.1:6390' });
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6390');
    expect(appRoot(env)).toBe(pathToFileURL(path.resolve('test-artifacts/dist-main')).href);
  });

  it('without it, the app server imports this tree\'s dist/ (or the sources with BENCH_SOURCE=src)', () => {
    expect(appRoot({})).toBe('../../dist');
    expect(appRoot({ BENCH_SOURCE: 'src' })).toBe('../../src');
  });

  it('is applied by run.ts before any scenario is loaded, and every app server goes through startServer', () => {
    const run = readFileSync(path.join(BENCH, 'run.ts'), 'utf8');
    expect(run).toContain("useBuild(arg('dist'));");
    expect(run.indexOf("useBuild(arg('dist'));")).toBeLessThan(run.indexOf('await import('));
    // Nothing starts an app server with a build of its own choosing, or clears the flag.
    for (const file of ['run.ts', 'scenarios/fleet.ts', 'map-miss-driver.ts']) {
      const text = readFileSync(path.join(BENCH, file), 'utf8');
      expect(text, file).not.toMatch(/BENCH_DIST/);
      expect(text, file).toMatch(/startServer\('app-server\.ts'|start\('app-server\.ts'/);
    }
  });
});
