// The real app, built exactly as src/server.ts builds it (bootstrap + createApp + HTTP server),
// with the built-in engine (no model keys) and a temporary data directory.
// It runs the compiled build in dist/ (what `npm start` and the Docker image run), not the
// TypeScript sources through tsx: tsx's transform wraps every function created at run time in a
// naming helper, which per-request closures pay for and production does not.
// BENCH_SOURCE=src measures the sources instead; BENCH_DIST=<dir> another compiled build (a dist/
// built from another commit, beside that commit's resources/ and web/), for A/B runs (app-root.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_JWT_SECRET } from '../auth.js';
import { appRoot } from './app-root.js';
import type * as AppModule from '../../src/app.js';
import type * as BootstrapModule from '../../src/bootstrap.js';
import type * as ConfigModule from '../../src/config.js';
import type * as HttpServerModule from '../../src/http/http-server.js';
import type * as LoggerModule from '../../src/logger.js';

const root = appRoot(process.env);
const load = <T>(module: string) => import(`${root}/${module}`) as Promise<T>;
const { createApp } = await load<typeof AppModule>('app.js');
const { buildDeps } = await load<typeof BootstrapModule>('bootstrap.js');
const { loadConfig } = await load<typeof ConfigModule>('config.js');
const { startHttpServer } = await load<typeof HttpServerModule>('http/http-server.js');
const { createLogger } = await load<typeof LoggerModule>('logger.js');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-bench-')),
  SERVICE_API_KEYS: 'bench-key',
  SESSION_MAX_LIVE: '100000',
  BODY_LIMIT_KB: '256',
  // Map requests carry this key (bench/scenarios/maps.ts), so misses are stored as a keyed
  // caller's are; anonymous ones would only be cached in memory and limited per address.
  MAP_API_KEYS: 'bench-map-key',
  // The authenticated scenarios (school, class content, analytics, xAPI) sign their own tokens
  // with this secret (bench/auth.ts), as an identity provider would.
  JWT_SECRET: BENCH_JWT_SECRET,
  // Bench only: the school scenarios read as one teacher for a whole run (tens of thousands of
  // requests); the default 100 reads an hour would turn the run into 429s. Writes too, for setup.
  SCHOOL_READS_PER_HOUR: '1000000',
  SCHOOL_WRITES_PER_MINUTE: '100000',
  // Bench only, for the same reason: the class content reads (the class, a version) and the other
  // per-user request limits would refuse one user's run after a few hundred requests.
  CONTENT_READS_PER_MINUTE: '1000000',
  CONTENT_WRITES_PER_MINUTE: '100000',
  CLASSES_READS_PER_MINUTE: '1000000',
  XAPI_READS_PER_MINUTE: '1000000',
  // Bench only: the xAPI scenario writes one statement per request. Its writers rotate (bench/auth.ts),
  // so each stays far below these, but a long run (--duration 60) must still never meet the daily
  // quota (429) or the per-actor cap (whose pruning would be billed to the run): both set generous.
  XAPI_EMBEDDED_KB_PER_DAY: '100000000',
  XAPI_EMBEDDED_CAP: '1000000',
  // Bench only: the analytics scenario's learners rotate too, each far below the default 10 MiB a
  // day in a default run (a batch is about 10.7 KB); raised so a long run never meets it either.
  ANALYTICS_KB_PER_DAY: '100000000',
  // The fleet measurement (bench/scenarios/fleet.ts) runs this server on shared engines.
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const logger = createLogger(config.log.level);
const deps = buildDeps(config, logger);
const built = await createApp(deps);
const running = await startHttpServer(built.app, config.server, logger, { port: 0, host: '127.0.0.1' });
process.send?.({ url: running.url.replace('localhost', '127.0.0.1') });
process.on('SIGTERM', () => {
  void running.shutdown().then(async () => {
    await built.close();
    await deps.records.close();
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
