// The HS256 secret without JWT_SECRET: created once in DATA_DIR (0600, atomically), reused by
// the next start, refused when corrupt.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readOrCreateSecret } from '../../src/auth/secret-file.js';
import { cryptoRandom } from '../../src/clock.js';
import { buildTestApp } from '../helpers/app.js';
import { bearer } from './helpers.js';

const fresh = () => mkdtempSync(path.join(tmpdir(), 'lp-secret-'));

describe('generated JWT secret', () => {
  it('is created once with mode 0600 and 48 random bytes, and reused by the next start', async () => {
    const dataDir = fresh();
    const env = { AUTH_DEV_LOGIN: 'true' };
    const first = await buildTestApp({ dataDir, env, random: cryptoRandom });
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')).toHaveLength(48);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']); // no temp files left behind
    const contents = readFileSync(file, 'utf8');

    const login = await request(first.app).post('/api/auth/dev-login').send({ email: 't@school.test', role: 'teacher' }).expect(200);
    // A "restart": a new app on the same DATA_DIR accepts the token and keeps the file as it was.
    const second = await buildTestApp({ dataDir, random: cryptoRandom });
    expect(readFileSync(file, 'utf8')).toBe(contents);
    await request(second.app).post('/api/auth/session').set(bearer(login.body.token)).expect(200);

    // Another DATA_DIR has another secret: the token means nothing there.
    const elsewhere = await buildTestApp({ dataDir: fresh(), random: cryptoRandom });
    await request(elsewhere.app).post('/api/auth/session').set(bearer(login.body.token)).expect(401);
  });

  it('JWT_SECRET, when set, is used instead and no file is written', async () => {
    const dataDir = fresh();
    await buildTestApp({ dataDir, env: { JWT_SECRET: 'x'.repeat(32) } });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('two starts racing agree on one secret', () => {
    const file = path.join(fresh(), 'nested', 'jwt-secret');
    let n = 0;
    const a = readOrCreateSecret(file, () => Buffer.alloc(48, 1), () => String(n++));
    const b = readOrCreateSecret(file, () => Buffer.alloc(48, 2), () => String(n++));
    expect(b.equals(a)).toBe(true);
    expect(a.equals(Buffer.alloc(48, 1))).toBe(true);
  });

  it('a corrupt or truncated secret file stops start-up naming the file', async () => {
    const dataDir = fresh();
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'short\n');
    await expect(buildTestApp({ dataDir })).rejects.toThrow(/jwt-secret is not a valid secret/);
  });
});
