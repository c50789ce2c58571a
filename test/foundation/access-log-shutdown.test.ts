// Access lines are never lost to a graceful shutdown: every request answered before or during a
// SIGTERM to the real server process has its line in the output, ahead of the final "stopped".
// (The destination writes synchronously today; this holds the line should it ever buffer.)
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/process.js';

describe('access log at shutdown', () => {
  it('every answered request has its line in the output, in flight at SIGTERM included', async () => {
    const srv = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-accesslog-')), LOG_LEVEL: 'info' });
    // 'close' (all output read), not 'exit': registered while the child is surely alive.
    const closed = once(srv.child, 'close');
    const get = async (id: string) => {
      try {
        const res = await fetch(`${srv.url}/api/direct/health`, { headers: { 'X-Request-Id': id } });
        await res.arrayBuffer();
        return res.ok ? id : undefined;
      } catch {
        return undefined; // refused once the server stopped listening: no line owed
      }
    };
    const before = await Promise.all(Array.from({ length: 150 }, (_, i) => get(`before-${i}`)));
    const during = Array.from({ length: 50 }, (_, i) => get(`during-${i}`));
    srv.child.kill('SIGTERM');
    const answered = [...before, ...(await Promise.all(during))].filter((id): id is string => id !== undefined);
    await closed;

    const lines = srv.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { msg?: string; req?: { id?: string } });
    const logged = new Set(lines.filter((l) => l.msg === 'request completed').map((l) => l.req?.id));
    expect(answered.length).toBeGreaterThanOrEqual(150);
    expect(answered.filter((id) => !logged.has(id))).toEqual([]);
    const stopped = lines.findIndex((l) => l.msg === 'stopped');
    expect(stopped).toBeGreaterThan(0);
    const lastAccess = lines.map((l) => l.msg).lastIndexOf('request completed');
    expect(lastAccess).toBeLessThan(stopped);
  }, 30_000);
});
