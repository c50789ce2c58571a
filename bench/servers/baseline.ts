// The yardstick: a bare Express 5 hello-world on the same Node, measured in the same run.
// With BASELINE_CLASSES=app it is served the way the app's server serves (req/res constructed with
// Express's prototypes, src/http/message-classes.ts), which removes Express's per-request
// prototype swap. Both are printed; targets may name either (minRatio, minTunedRatio), and the
// tuned one shows what the app costs over an equally served hello-world.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type * as MessageClassesModule from '../../src/http/message-classes.js';

const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ hello: 'world' });
});
const tuned = process.env.BASELINE_CLASSES === 'app';
const { appMessageClasses } = (await import(process.env.BENCH_SOURCE === 'src' ? '../../src/http/message-classes.js' : '../../dist/http/message-classes.js')) as typeof MessageClassesModule;
const server = tuned ? http.createServer(appMessageClasses(app), app) : http.createServer(app);
server.listen(0, '127.0.0.1', () => {
  const addr = server.address() as AddressInfo;
  process.send?.({ url: `http://127.0.0.1:${addr.port}` });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
// The harness asks for CPU time around each load, to report server CPU per request.
process.on('message', (m) => {
  if (m === 'cpu') {
    const u = process.cpuUsage();
    process.send?.({ cpu: u.user + u.system });
  }
});
