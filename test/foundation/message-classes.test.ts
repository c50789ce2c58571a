// The server constructs req and res with the app's prototypes (src/http/message-classes.ts), so
// Express's per-request prototype swap has nothing to do. On a real port, through startHttpServer.
import http from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startHttpServer } from '../../src/http/http-server.js';
import { appMessageClasses, type MessageClasses } from '../../src/http/message-classes.js';
import { createLogger } from '../../src/logger.js';

const silent = createLogger('silent');
const cfg = loadConfig({}).server;

/** Sends requests one after another on a single keep-alive socket. */
async function onOneSocket<T>(url: string, run: (agent: http.Agent) => Promise<T>): Promise<T> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await run(agent);
  } finally {
    agent.destroy();
  }
}

function send(url: string, agent: http.Agent, init: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(new URL(init.path, url), { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('request and response classes', () => {
  it('gives every request and response the app prototypes before Express sees them', async () => {
    const app = express().get('/', (_req, res) => void res.send('ok'));
    const running = await startHttpServer(app, cfg, silent, { port: 0, host: '127.0.0.1' });
    const seen: boolean[] = [];
    // Runs before the app's own listener, so it sees the objects exactly as Node built them.
    running.server.prependListener('request', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });
    try {
      await onOneSocket(running.url, async (agent) => {
        for (let i = 0; i < 3; i++) expect((await send(running.url, agent, { path: '/' })).body).toBe('ok');
      });
      expect(seen).toEqual([true, true, true]);
    } finally {
      await running.shutdown();
    }
  });

  it("keeps Express's request and response API working, request after request on one socket", async () => {
    const app = express();
    app.use(express.json());
    app.post('/echo/:id', (req, res) => {
      res
        .status(201)
        .set('X-Seen', String(req.get('x-probe')))
        .cookie('c', 'v', { httpOnly: true })
        .json({ id: req.params.id, q: req.query.q, path: req.path, body: req.body as unknown, ip: req.ip, isHttp: req instanceof http.IncomingMessage });
    });
    const running = await startHttpServer(app, cfg, silent, { port: 0, host: '127.0.0.1' });
    try {
      await onOneSocket(running.url, async (agent) => {
        for (const n of [1, 2]) {
          const r = await send(running.url, agent, {
            method: 'POST',
            path: `/echo/${n}?q=x${n}`,
            headers: { 'content-type': 'application/json', 'x-probe': `p${n}` },
            body: JSON.stringify({ n }),
          });
          expect(r.status).toBe(201);
          expect(r.headers['x-seen']).toBe(`p${n}`);
          expect(r.headers['set-cookie']?.[0]).toMatch(/^c=v;.*HttpOnly/);
          expect(JSON.parse(r.body)).toEqual({ id: String(n), q: `x${n}`, path: `/echo/${n}`, body: { n }, ip: '127.0.0.1', isHttp: true });
        }
      });
    } finally {
      await running.shutdown();
    }
  });

  it("falls back to Node's own classes if Node defines them as classes", () => {
    const node = { IncomingMessage: class {}, ServerResponse: class {} } as unknown as MessageClasses;
    expect(appMessageClasses(express(), node)).toEqual(node);
  });

  it('uses its own constructors on this Node (the speed-up is active)', () => {
    const classes = appMessageClasses(express());
    expect(classes.IncomingMessage).not.toBe(http.IncomingMessage);
    expect(classes.ServerResponse).not.toBe(http.ServerResponse);
  });
});
