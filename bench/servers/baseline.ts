// The yardstick: a bare Express 5 hello-world on the same Node, measured in the same run.
import type { AddressInfo } from 'node:net';
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.json({ hello: 'world' });
});
const server = app.listen(0, '127.0.0.1', () => {
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
