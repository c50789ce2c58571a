// The real app, built exactly as src/server.ts builds it (bootstrap + createApp + HTTP server),
// with the built-in engine (no model keys) and a temporary data directory.
// It runs the compiled build in dist/ (what `npm start` and the Docker image run), not the
// TypeScript sources through tsx: tsx's transform wraps every function created at run time in a
// naming helper, which per-request closures pay for and production does not.
// BENCH_SOURCE=src measures the sources instead.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.env.BENCH_SOURCE === 'src' ? '../../src' : '../../dist';
const load = <T>(module: string) => import(`${root}/${module}`) as Promise<T>;
const { createApp } = await load<typeof import('../../src/app.js')>('app.js');
const { buildDeps } = await load<typeof import('../../src/bootstrap.js')>('bootstrap.js');
const { loadConfig } = await load<typeof import('../../src/config.js')>('config.js');
const { startHttpServer } = await load<typeof import('../../src/http/http-server.js')>('http/http-server.js');
const { createLogger } = await load<typeof import('../../src/logger.js')>('logger.js');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-')),
  SERVICE_API_KEYS: 'bench-key',
  SESSION_MAX_LIVE: '100000',
  BODY_LIMIT_KB: '256',
});
const logger = createLogger(config.log.level);
const deps = buildDeps(config, logger);
const built = createApp(deps);
const running = await startHttpServer(built.app, config.server, logger, { port: 0, host: '127.0.0.1' });
process.send?.({ url: running.url.replace('localhost', '127.0.0.1') });
process.on('SIGTERM', () => {
  void running.shutdown().then(async () => {
    await built.close();
    deps.db.close();
    process.exit(0);
  });
});
// The harness asks for CPU time around each load, to report server CPU per request.
process.on('message', (m) => {
  if (m === 'cpu') {
    const u = process.cpuUsage();
    process.send?.({ cpu: u.user + u.system });
  }
});
