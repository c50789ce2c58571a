// Acknowledged writes survive kill -9: the real server (a child process on a temp DATA_DIR)
// creates a class, enrols a learner, saves a curriculum and progress, is SIGKILLed with no chance
// to flush, restarts on the same directory and serves all of it back, with the same generated
// JWT secret.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/direct/health`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function token(secret: Buffer, sub: string, email: string, role: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, role }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt(now).setExpirationTime(now + 600).sign(secret);
}

async function call(base: string, method: string, p: string, jwt: string, body?: unknown) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { Authorization: `Bearer ${jwt}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('durability of acknowledged writes', () => {
  it('a class, its enrolment, curriculum and progress survive SIGKILL and restart', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-durable-'));
    const first = await startServer(dataDir);
    // No JWT_SECRET: the server generated one in DATA_DIR; an issuer holding it signs our tokens.
    const secret = Buffer.from(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim(), 'base64url');
    const teacher = await token(secret, 'durable-teacher', 'dt@school.test', 'teacher');
    const learner = await token(secret, 'durable-learner', 'dl@school.test', 'learner');

    const created = await call(first.base, 'POST', '/api/classes', teacher, { name: 'Survives kill -9' });
    expect(created.status).toBe(201);
    const { id, enrollmentCode } = created.body.class;
    expect((await call(first.base, 'POST', '/api/classes/join', learner, { code: enrollmentCode })).status).toBe(200);
    const curriculum = { nodes: [{ id: 'a', label: 'A', type: 'concept' }], edges: [], learningPath: ['a'] };
    expect((await call(first.base, 'POST', `/api/classes/${id}/curriculum`, teacher, { curriculum })).status).toBe(200);
    expect((await call(first.base, 'POST', `/api/classes/${id}/progress`, learner, { conceptId: 'a', status: 'completed' })).status).toBe(200);

    await killHard(first.child);

    const second = await startServer(dataDir);
    const read = await call(second.base, 'GET', `/api/classes/${id}`, teacher);
    expect(read.status).toBe(200);
    expect(read.body.class).toMatchObject({ id, name: 'Survives kill -9', enrollmentCode, curriculum, studentCount: 1 });
    expect(read.body.class.students[0]).toMatchObject({ id: 'durable-learner', email: 'dl@school.test' });
    const progress = await call(second.base, 'GET', `/api/classes/${id}/progress`, learner);
    expect(progress.body.progress).toEqual([{ conceptId: 'a', label: 'A', status: 'completed', updatedAt: expect.any(String) }]);
    await killHard(second.child);
  });
});
