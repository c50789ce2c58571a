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
