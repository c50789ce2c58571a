// A real Redis for tests: /usr/bin/redis-server on a free port in a temp dir, no persistence.
// Ready when it answers PING (the state, not a timer); stopped by its PID in afterAll, and killed
// when the test process exits whatever happened, so nothing is left running.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './process.js';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** One PING over a fresh connection: resolves true on +PONG, false on anything else. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('error', () => done(false));
    socket.on('data', (d: Buffer) => {
      reply += d.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

export async function startRedisServer(timeoutMs = 10_000): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'lp-redis-'));
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGKILL');
  };
  process.once('exit', kill);

  const started = Date.now();
  while (!(await pings(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited during start-up: ${output}`);
    if (Date.now() - started > timeoutMs) {
      kill();
      throw new Error(`redis-server did not answer PING within ${timeoutMs} ms: ${output}`);
    }
    // The next attempt follows the refused one: there is nothing to wait on but the server itself.
    await new Promise((r) => setImmediate(r));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      process.removeListener('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid!, 'SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis server for the file's tests: started before them, stopped after. `flush()` empties it between tests. */
export function useRedisServer(): { readonly url: string; flush(): Promise<void> } {
  let server: RedisServer | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const url = () => {
    if (!server) throw new Error('the Redis server is not started yet (use it inside a test or beforeAll)');
    return server.url;
  };
  return {
    get url() {
      return url();
    },
    async flush() {
      const client = new Redis(url());
      try {
        await client.flushall();
      } finally {
        client.disconnect();
      }
    },
  };
}
