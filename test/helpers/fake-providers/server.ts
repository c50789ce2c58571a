// A tiny HTTP server on 127.0.0.1 that records every request and answers with whatever the test's
// handler returns. The provider fakes (openai.ts, azure.ts, anthropic.ts) are built on it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the body is JSON, otherwise the text ('' when empty). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** What the fake answers. `hang` never answers (for timeout tests); `destroy` drops the socket. */
export type FakeReply =
  | { status?: number; headers?: Record<string, string>; json?: unknown; text?: string; delayMs?: number }
  | 'hang'
  | 'destroy';

export type Handler = (req: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (provider fakes may add a path prefix). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(handler: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      if (raw && /json/.test(req.headers['content-type'] ?? '')) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      const index = requests.push(recorded) - 1;
      void Promise.resolve(handler(recorded, index)).then(async (reply) => {
        if (reply === 'hang') return;
        if (reply === 'destroy') return void req.socket.destroy();
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        const payload = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
        const headers: Record<string, string> = { ...reply.headers };
        if (reply.json !== undefined) headers['content-type'] ??= 'application/json';
        if (!headers['transfer-encoding']) headers['content-length'] = String(Buffer.byteLength(payload));
        res.writeHead(reply.status ?? 200, headers);
        res.end(payload);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with `replies` in order, repeating the last one. */
export function sequence(...replies: FakeReply[]): Handler {
  return (_req, index) => replies[Math.min(index, replies.length - 1)]!;
}
