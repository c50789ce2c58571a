// A real learning record store for tests: Learning Locker's statement service (the npm package
// `xapi-statements`, a dev dependency) started as a child process on a free loopback port, with
// in-memory models and test auth (any basic-auth pair is accepted). Its xAPI base is
// `{url}/xAPI`. Plus a loopback proxy in front of it that can fail or hang chosen requests, for
// retry and timeout tests (the only "fake" is at the network edge; the statements are real).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process.js';

export interface RealLrs {
  url: string;
  /** The xAPI base to configure as XAPI_ENDPOINT. */
  endpoint: string;
  stop(): Promise<void>;
}

const LRS_ENTRY = createRequire(import.meta.url).resolve('xapi-statements/dist/index.js');

/** `port`: listen there (to bring a stopped LRS back at the same endpoint); default a free one. */
export async function startRealLrs(timeoutMs = 30_000, port?: number): Promise<RealLrs> {
  port ??= await freePort();
  // The package reads `.env` from its working directory and writes storage under it: give it a temp dir.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lrs-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [LRS_ENTRY], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      MODELS_REPO: 'memory',
      STORAGE_REPO: 'local',
      AUTH_REPO: 'test',
      EVENTS_REPO: 'test',
      EXPRESS_PORT: String(port),
      FS_LOCAL_STORAGE_DIR: path.join(dir, 'storage'),
      EXPRESS_MORGAN_DIRECTORY: path.join(dir, 'logs'),
      WINSTON_CONSOLE_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`LRS exited during start-up: ${out}`);
    try {
      const res = await fetch(`${url}/xAPI/statements?limit=1`, {
        headers: { Authorization: 'Basic dGVzdDp0ZXN0', 'X-Experience-API-Version': '1.0.3' },
      });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`LRS did not answer in ${timeoutMs} ms: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, endpoint: `${url}/xAPI`, stop };
}

export type ProxyAction = 'forward' | 'fail' | 'hang';

export interface LrsProxy {
  endpoint: string;
  /** Requests seen, in order: method and path. */
  seen: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

/** A loopback proxy to `target` that asks `decide` what to do with each request (index from 0). */
export async function startLrsProxy(target: string, decide: (index: number, method: string) => ProxyAction): Promise<LrsProxy> {
  const seen: LrsProxy['seen'] = [];
  const t = new URL(target);
  const server: Server = createServer((req, res) => {
    const index = seen.length;
    seen.push({ method: req.method ?? '', path: req.url ?? '' });
    const action = decide(index, req.method ?? '');
    if (action === 'hang') return;
    if (action === 'fail') {
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"upstream down at http://internal.example"}');
      return;
    }
    const up = httpRequest({ host: t.hostname, port: t.port, method: req.method, path: req.url, headers: { ...req.headers, host: t.host } }, (upRes) => {
      res.writeHead(upRes.statusCode ?? 502, upRes.headers);
      upRes.pipe(res);
    });
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/xAPI`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
