// A loopback record store for map requests naming their own (`config.xapi`): it only keeps what
// reaches it (each statement's actor and the Authorization header it came with), so a test can
// count the server's sends. OUTBOUND_ALLOW_PRIVATE lets the guard send there.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

export interface Received {
  auth: string | undefined;
  actor: { mbox?: string; account?: { name?: string } };
}

export interface StatementSink {
  /** The xAPI base URL to put in `config.xapi.endpoint`. */
  endpoint: string;
  /** What reached it, in order; tests may empty it. */
  received: Received[];
  close(): Promise<void>;
}

export async function startStatementSink(): Promise<StatementSink> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.endsWith('/statements')) {
        const [statement] = JSON.parse(raw) as Array<{ actor: Received['actor'] }>;
        received.push({ auth: req.headers.authorization, actor: statement!.actor });
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/xAPI`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Waits until `count` sends have been logged as settled (a state, not a timer): 10 s at most. */
export async function settled(logs: Record<string, unknown>[], count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  const done = () => logs.filter((l) => l.msg === 'map.xapi_sent' || l.msg === 'map.xapi_failed').length;
  while (done() < count && Date.now() < deadline) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(count);
}
