// School classes survive kill -9: the real server (a child process on a temp DATA_DIR) creates a
// class, invites an expert and starts a transfer, is SIGKILLed, restarts on the same directory and
// serves the same class (rebuilt from the embedded record store's statements).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ChildServer } from '../helpers/process.js';

const SECRET = 'durability-secret-0123456789abcdef0123';
const servers: ChildServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
});

async function cookieFor(email: string, role: string) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ email, role, name: email.split('@')[0] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(SECRET));
  return `auth_token=${jwt}`;
}

async function call(base: string, method: string, p: string, cookie: string, body?: unknown) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { classes?: unknown[]; class?: { id: string } } };
}

describe('durability of school classes', () => {
  it('a class and its changes survive SIGKILL and restart', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-school-'));
    try {
      const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, LOG_LEVEL: 'silent' };
      const owner = await cookieFor('owner@school.test', 'educator');
      const first = await startServerProcess(env);
      servers.push(first);
      const created = await call(first.url, 'POST', '/api/school/classes', owner, { title: 'Durable', description: 'd', subject: 's', gradeLevel: '9', dscId: 'dsc' });
      expect(created.status).toBe(201);
      const id = created.body.class!.id;
      expect((await call(first.url, 'POST', `/api/school/class/${id}/invite-expert`, owner, { email: 'erin@school.test' })).status).toBe(200);
      expect((await call(first.url, 'POST', `/api/school/class/${id}/transfer-ownership`, owner, { newOwnerEmail: 'otto@school.test' })).status).toBe(200);
      const before = (await call(first.url, 'GET', '/api/school/classes', owner)).body.classes;
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServerProcess(env);
      servers.push(second);
      expect((await call(second.url, 'GET', '/api/school/classes', owner)).body.classes).toEqual(before);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
