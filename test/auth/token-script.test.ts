// `npm run token` signs with the server's secret resolution: JWT_SECRET, or the DATA_DIR secret
// (created if needed, then shared with the server).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../src/clock.js';
import { buildTestApp } from '../helpers/app.js';
import { TEST_SECRET, bearer } from './helpers.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

async function token(args: string[], env: Record<string, string>) {
  // The source of dist/cli/token.js (test/hardening/process.test.ts runs the built one with plain node).
  return run(process.execPath, ['--import', 'tsx', 'src/cli/token.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 30_000,
  });
}

describe('npm run token', { timeout: 90_000 }, () => {
  it('prints a token the server accepts, using the DATA_DIR secret it shares with the server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-token-'));
    const { stdout } = await token(['--email', 'Script@School.test', '--role', 'educator', '--name', 'Scripted', '--ttl', '2h'], { DATA_DIR: dataDir });
    const jwt = stdout.trim();
    const claims = decodeJwt(jwt);
    expect(claims).toMatchObject({ email: 'script@school.test', role: 'teacher', name: 'Scripted' });
    expect(claims.exp! - claims.iat!).toBe(7200);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).not.toBe('');

    const t = await buildTestApp({ dataDir, random: cryptoRandom });
    t.clock.set(claims.iat! * 1000);
    const res = await request(t.app).post('/api/classes').set(bearer(jwt)).send({ name: 'From the script' });
    expect(res.status).toBe(201);
  });

  it('says on stderr when it creates the secret, since a server on another DATA_DIR would refuse the token', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-token-'));
    const first = await token(['--email', 'a@school.test', '--role', 'teacher'], { DATA_DIR: dataDir });
    expect(first.stderr).toContain(`note: created a new JWT secret in ${path.join(dataDir, 'jwt-secret')}`);
    expect(first.stdout.trim().split('.')).toHaveLength(3);
    // The secret exists now (as it does once the server has started): nothing to say.
    expect((await token(['--email', 'a@school.test', '--role', 'teacher'], { DATA_DIR: dataDir })).stderr).toBe('');
    expect((await token(['--email', 'a@school.test', '--role', 'teacher'], { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-token-')), JWT_SECRET: TEST_SECRET })).stderr).toBe('');
  });

  it('uses JWT_SECRET when set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-token-'));
    const { stdout } = await token(['--email', 'l@school.test', '--role', 'student'], { DATA_DIR: dataDir, JWT_SECRET: TEST_SECRET });
    const t = await buildTestApp({ dataDir, env: { JWT_SECRET: TEST_SECRET } });
    t.clock.set(decodeJwt(stdout.trim()).iat! * 1000);
    const res = await request(t.app).post('/api/auth/session').set(bearer(stdout.trim())).expect(200);
    expect(res.body.user.role).toBe('learner');
  });

  it('fails with a usage line for a bad role, e-mail or ttl', async () => {
    for (const args of [['--email', 'a@b.c', '--role', 'wizard'], ['--role', 'teacher'], ['--email', 'a@b.c', '--role', 'teacher', '--ttl', '99y'], ['--email', 'a@b.c', '--role', 'teacher', '--ttl', '2d']]) {
      const err = await token(args, { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-token-')) }).then(
        () => undefined,
        (e: { code: number; stderr: string }) => e,
      );
      expect(err?.code, args.join(' ')).toBe(1);
      expect(err?.stderr).toMatch(/role|email|duration|JWT_MAX_AGE/);
    }
  });
});
